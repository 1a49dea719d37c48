import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupCommits, renderSection } from "../core/changelog.ts";
import { parseCommit } from "../core/parse-commit.ts";
import { insertChangelogSection } from "./changelog-file.ts";

/**
 * Issue 16, item 4, as a property: whatever the commits say (heading-like lines, fences, link
 * definitions, control bytes, CRLF, replacement characters from invalid UTF-8), writing a
 * release's section into CHANGELOG.md twice gives the file a single write gives, and the text
 * from commits never adds a heading of its own.
 */

const OPTIONS = { sections: {}, hidden: ["style", "test", "ci", "chore"] };

/** Lines that would form Markdown structure if copied raw into the file. */
const hostileLine = fc.constantFrom(
  "## [1.5.0] - 2099-01-01",
  "## [1.4.2] - 2020-01-01",
  "# Changelog",
  "   ## Unreleased",
  "### Features",
  "```",
  "~~~python",
  "[1.5.0]: https://example.com/x",
  "---",
  "===",
  "\u001b[31mred\u001b[0m",
  "bell\u0007",
  "caf\uFFFD",
  "line\r",
  "",
  "  indented",
  "@someone",
);

const line = fc.oneof(
  hostileLine,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

const message = fc
  .tuple(
    fc.constantFrom("feat", "fix", "docs", "feat!", "perf", "chore", "Fix", "refactor(core)"),
    line,
    fc.array(line, { maxLength: 4 }),
    fc.option(fc.array(line, { minLength: 1, maxLength: 4 }), { nil: undefined }),
    fc.constantFrom("\n", "\r\n"),
  )
  .map(([type, description, body, breaking, eol]) => {
    const parts = [`${type}: ${description.replace(/[\r\n]/g, "") || "x"}`];
    if (body.length > 0) parts.push(body.join(eol));
    if (breaking) parts.push(`BREAKING CHANGE: ${breaking.join(eol)}`);
    return parts.join(`${eol}${eol}`);
  });

const existing = fc.constantFrom(
  undefined,
  "",
  "# Changelog\n",
  "# Changelog\n\n## [Unreleased]\n\n- Next\n\n## [1.4.2] - 2025-01-01\n\n- Old\n\n[1.4.2]: https://example.com/1.4.2\n",
  "# Changelog\r\n\r\n## 1.4.2 (2025-01-01)\r\n\r\n* Old\r\n",
  "Intro without a heading\n",
);

describe("a release section written twice is written once", () => {
  it("holds for any commit text", () => {
    fc.assert(
      fc.property(existing, fc.array(message, { minLength: 1, maxLength: 6 }), (before, messages) => {
        const commits = messages.map((m, i) => parseCommit({ hash: `${i}`.padStart(40, "a"), message: m }));
        const section = renderSection("1.5.0", "2025-11-21", groupCommits(commits, OPTIONS));
        const once = insertChangelogSection(before, section, "1.5.0");
        const twice = insertChangelogSection(once, section, "1.5.0");
        expect(twice).toBe(once);
        // The section adds exactly its own headings: `## [1.5.0]` and one `###` per group.
        const headings = (text: string | undefined) =>
          (text ?? "").match(/^ {0,3}#{1,6}(?:[ \t]|$)/gm)?.length ?? 0;
        const groups = groupCommits(commits, OPTIONS).length;
        const titleAdded = before === undefined || before.trim() === "" ? 1 : 0;
        expect(headings(once)).toBe(headings(before) + 1 + groups + titleAdded);
      }),
      { numRuns: 400 },
    );
  });

  it("a later release's section does not disturb an earlier one that holds hostile text", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), (messages) => {
        const commits = messages.map((m, i) => parseCommit({ hash: `${i}`.padStart(40, "b"), message: m }));
        const first = insertChangelogSection(
          "# Changelog\n",
          renderSection("1.5.0", "2025-11-21", groupCommits(commits, OPTIONS)),
          "1.5.0",
        );
        const next = renderSection("1.6.0", "2025-11-22", [{ title: "Features", entries: ["- Next"] }]);
        const second = insertChangelogSection(first, next, "1.6.0");
        expect(second).toBe(first.replace("# Changelog\n\n", `# Changelog\n\n${next}\n`));
        expect(insertChangelogSection(second, next, "1.6.0")).toBe(second);
      }),
      { numRuns: 200 },
    );
  });
});
