import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BREAKING_TITLE,
  type ChangelogOptions,
  escapedEntry,
  escapeMentions,
  formatEntry,
  groupCommits,
  isPlainLine,
  renderSection,
  sectionHeading,
} from "./changelog.ts";
import { commit, commitWith } from "./test-builders.ts";

const DEFAULTS: ChangelogOptions = { sections: {}, hidden: ["style", "test", "ci", "chore"] };
const SHOW_ALL: ChangelogOptions = { sections: {}, hidden: [] };

const group = (messages: string[], options: ChangelogOptions = DEFAULTS) =>
  groupCommits(
    messages.map((m) => commit(m)),
    options,
  );

describe("groupCommits", () => {
  it("orders the groups as spec table 2.7 does, whatever the commit order", () => {
    const messages = [
      "revert: a",
      "chore: b",
      "ci: c",
      "build: d",
      "test: e",
      "perf: f",
      "refactor: g",
      "style: h",
      "docs: i",
      "fix: j",
      "feat: k",
    ];
    expect(group(messages, SHOW_ALL)).toEqual([
      { title: "Features", entries: ["- K"] },
      { title: "Bug Fixes", entries: ["- J"] },
      { title: "Documentation", entries: ["- I"] },
      { title: "Styles", entries: ["- H"] },
      { title: "Refactoring", entries: ["- G"] },
      { title: "Performance", entries: ["- F"] },
      { title: "Tests", entries: ["- E"] },
      { title: "Build", entries: ["- D"] },
      { title: "CI", entries: ["- C"] },
      { title: "Chores", entries: ["- B"] },
      { title: "Reverts", entries: ["- A"] },
    ]);
  });

  it("keeps the entries of a group in input order (newest first), capitalised", () => {
    expect(group(["fix: third", "feat: two", "Fix(cli): second", "fix: first"])).toEqual([
      { title: "Features", entries: ["- Two"] },
      { title: "Bug Fixes", entries: ["- Third", "- Second", "- First"] },
    ]);
  });

  it("leaves hidden types out (case-insensitively) and types without a section", () => {
    const options = { sections: {}, hidden: ["Chore", "CI"] };
    expect(
      group(["chore: a", "ci: b", "wip: c", "test: d", "not conventional: e", "plain text"], options),
    ).toEqual([{ title: "Tests", entries: ["- D"] }]);
  });

  it("puts breaking changes first, with each footer's text, whatever the type", () => {
    const groups = group([
      "feat!: drop Python 3.8",
      "chore: move config\n\nBREAKING CHANGE: the config moved\nto pyproject.toml\nBREAKING-CHANGE: `rel` is gone",
      "fix(api)!: rename @deprecated fields",
      "docs: d",
    ]);
    expect(groups).toEqual([
      {
        title: BREAKING_TITLE,
        entries: [
          "- Drop Python 3.8",
          "- The config moved\n  to pyproject.toml",
          "- `rel` is gone",
          "- Rename `@deprecated` fields",
        ],
      },
      { title: "Features", entries: ["- Drop Python 3.8"] },
      { title: "Bug Fixes", entries: ["- Rename `@deprecated` fields"] },
      { title: "Documentation", entries: ["- D"] },
    ]);
    expect(BREAKING_TITLE).toBe("⚠ Breaking Changes");
  });

  it("takes no breaking change from a commit that is not conventional", () => {
    const odd = commitWith({ conventional: false, type: "feat", breaking: true, description: "odd" });
    expect(groupCommits([odd], DEFAULTS)).toEqual([]);
  });

  it("renames default sections where they stand and adds configured ones after them", () => {
    const options = { sections: { Deps: "Dependencies", feat: "New", Chore: "Housekeeping" }, hidden: [] };
    expect(group(["deps: bump x", "chore: y", "feat: z", "revert: w"], options)).toEqual([
      { title: "New", entries: ["- Z"] },
      { title: "Housekeeping", entries: ["- Y"] },
      { title: "Reverts", entries: ["- W"] },
      { title: "Dependencies", entries: ["- Bump x"] },
    ]);
  });

  it("gives no groups for no commits", () => {
    expect(group([])).toEqual([]);
  });
});

describe("formatEntry", () => {
  it.each([
    ["add x", "- Add x"],
    ["  padded text \t", "- Padded text"],
    ["éclair support", "- Éclair support"],
    ["1.0 support", "- 1.0 support"],
    ["", "- "],
    ["x", "- X"],
    // Multi-line text is indented under its bullet; CRLF becomes LF.
    ["line one\nline two\n\nline four", "- Line one\n  line two\n  \n  line four"],
    ["first\r\nsecond\rthird", "- First\n  second\n  third"],
    // Control characters are dropped (an ESC cannot colour the terminal).
    ["\u001b[31mred\u001b[0m text\u0007", "- [31mred[0m text"],
    // Lines that would open a block of their own are escaped: first line and later ones.
    ["# not a heading", "- \\# not a heading"],
    ["x\n## [1.4.2] - 2020-01-01", "- X\n  \\## [1.4.2] - 2020-01-01"],
    ["x\n  ### indented", "- X\n    \\### indented"],
    ["x\n```python", "- X\n  \\```python"],
    ["x\n~~~", "- X\n  \\~~~"],
    ["x\n[1.5.0]: https://example.com", "- X\n  \\[1.5.0]: https://example.com"],
    ["x\n===", "- X\n  \\==="],
    ["x\n---", "- X\n  \\---"],
    ["x\n<details>", "- X\n  \\<details>"],
    // Lines that open no block stay as written.
    [
      "x\n- a list item\n[x] done\n``inline``\na # b",
      "- X\n  - a list item\n  [x] done\n  ``inline``\n  a # b",
    ],
    // Mentions are escaped, e-mail addresses are not.
    ["thanks @octocat, mail me@example.com", "- Thanks `@octocat`, mail me@example.com"],
    ["@octocat first", "- `@octocat` first"],
  ])("%j -> %j", (text, expected) => {
    expect(formatEntry(text)).toBe(expected);
  });

  it("takes the fast path for the descriptions most commits have", () => {
    for (const text of [
      "add x",
      "a",
      "support café and 日本語 names",
      "Fix the #12 crash (again)",
      "use 'quotes' and \"double\" ones",
      "handle a-b, c=d; e~f <g> [h] {i} |j| ^k",
      "end with a symbol ~",
      "x\u00a0y",
      "z\u00ff",
    ]) {
      expect(isPlainLine(text), text).toBe(true);
    }
    for (const text of [
      "",
      " padded",
      "padded ",
      "nbsp\u00a0",
      "bom\ufeff",
      "#1",
      "`x`",
      "~~~",
      "<b>",
      "[x]: y",
      "=",
      "-x",
      "éclair",
      "a@b",
      "a\\b",
      "a`b",
      "two\nlines",
      "tab\tin",
      "del\u007f",
      "c1\u0085",
      "\u0000",
    ]) {
      expect(isPlainLine(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("the plain-line fast path gives what the general path gives (property)", () => {
    const piece = fc.constantFrom(
      "a",
      "Z",
      " ",
      "\t",
      "#",
      "`",
      "~",
      "<",
      "[",
      "]",
      ":",
      "=",
      "-",
      "@",
      "\\",
      "é",
      "\u3000",
      "\u2028",
      "\ufeff",
      "日本",
      "\u1680",
      "\u0085",
      "\u00a0",
      "\n",
      "\r",
      "\u007f",
      "\u0085",
      "ß",
      "x@y",
      "https://a/@b",
    );
    const text = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[a-z][ -~]{0,30}$/),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(formatEntry(t)).toBe(escapedEntry(t));
      }),
      { numRuns: 3000 },
    );
  });

  it("never lets commit text start a line with a heading, a fence or a link definition", () => {
    const piece = fc.constantFrom(
      "#",
      "```",
      "~~~",
      "[a]:",
      "===",
      "---",
      " ",
      "\n",
      "\r\n",
      "x",
      "@u",
      "\u001b",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const entry = formatEntry(pieces.join(""));
        expect(entry.startsWith("- ")).toBe(true);
        for (const line of entry.split("\n").slice(1)) expect(line.startsWith("  ")).toBe(true);
        for (const line of entry.split("\n")) {
          expect(line.slice(2)).not.toMatch(/^[ \t]*(#|```|~~~|\[[^\]]*\]:|=+[ \t]*$|-{2,}[ \t]*$)/);
        }
        expect(entry.includes("\r") || entry.includes("\u001b")).toBe(false);
      }),
    );
  });
});

describe("escapeMentions", () => {
  it.each([
    ["thanks @octocat", "thanks `@octocat`"],
    ["@octocat", "`@octocat`"],
    ["(@a-b) and @c.", "(`@a-b`) and `@c`."],
    ["cc @org/team-x.y", "cc `@org/team-x.y`"],
    ["`@done` and @todo", "`@done` and `@todo`"],
    ["`code` @x `y @z`", "`code` `@x` `y @z`"],
    ["a @b `c` @d", "a `@b` `c` `@d`"],
    ["me@example.com", "me@example.com"],
    ["a_@c me@x.org", "a_@c me@x.org"],
    ["path/@scope x.@y a-@b a`@b @@d", "path/`@scope` x.`@y` a-`@b` a\\``@b` @`@d`"],
    ["@-dash @_x", "@-dash @_x"],
    ["no mention", "no mention"],
    ["", ""],
  ])("%j -> %j", (text, expected) => {
    expect(escapeMentions(text)).toBe(expected);
  });

  it("is idempotent: escaped text is not escaped twice", () => {
    const text = fc
      .array(fc.constantFrom("@", "a", "`", "``", " ", "/", ".", "-", "b@c", "\\"), { maxLength: 16 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (s) => {
        const once = escapeMentions(s);
        expect(escapeMentions(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves no mention outside a code span, whatever backticks surround it", () => {
    const text = fc
      .array(fc.constantFrom("@bob", "@al-ice", "`", "``", " ", "x", "\\", "@", "."), { maxLength: 12 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (s) => {
        expect(bareMentions(escapeMentions(s))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["thanks @alice@bob", "thanks `@alice` `@bob`"],
    ["@a/b@c", "`@a/b` `@c`"],
    ["`x`@y and @z`w`", "`x` `@y` and `@z` `w`"],
  ])("escapes a mention that directly follows another: %j -> %j", (text, expected) => {
    expect(escapeMentions(text)).toBe(expected);
  });

  it("backslash-escapes a stray backtick so the added ones cannot pair with it", () => {
    expect(escapeMentions("x ` @octocat")).toBe("x \\` `@octocat`");
    expect(escapeMentions("x `` @octocat `")).toBe("x \\`\\` `@octocat` \\`");
    // Nothing to escape: the text stays as written, stray backtick and all.
    expect(escapeMentions("a ` b")).toBe("a ` b");
  });

  it("leaves URLs whole", () => {
    expect(escapeMentions("see https://github.com/@someone and @bob")).toBe(
      "see https://github.com/@someone and `@bob`",
    );
    expect(escapeMentions("(http://x.org/@a) @c")).toBe("(http://x.org/@a) `@c`");
  });

  it("leaves backslash escapes and code spans of any length alone", () => {
    expect(escapeMentions("\\# x and ``a ` @y`` then @z")).toBe("\\# x and ``a ` @y`` then `@z`");
    // `\@bob` renders as `@bob` and would ping: the backslash goes, the mention is escaped.
    expect(escapeMentions("ask \\@bob, \\@ or \\\\")).toBe("ask `@bob`, \\@ or \\\\");
  });
});

/**
 * Mentions GitHub would link: an `@name` outside code spans and escapes, at a word boundary (a
 * reference reading of CommonMark, independent of the scanner under test).
 */
function bareMentions(markdown: string): string[] {
  const found: string[] = [];
  let i = 0;
  let plain = "";
  while (i < markdown.length) {
    if (markdown[i] === "\\" && /[!-/:-@[-`{-~]/.test(markdown[i + 1] ?? "")) {
      plain += `\\${markdown[i + 1] === "@" ? "@" : " "}`;
      i += 2;
      continue;
    }
    if (markdown[i] === "`") {
      const run = /^`+/.exec(markdown.slice(i))?.[0] ?? "`";
      const rest = markdown.slice(i + run.length);
      const close = new RegExp(`(?<!\`)${run}(?!\`)`).exec(rest);
      if (close) {
        plain += " ".repeat(run.length * 2 + close.index);
        i += run.length * 2 + close.index;
        continue;
      }
      plain += " ".repeat(run.length);
      i += run.length;
      continue;
    }
    plain += markdown[i];
    i++;
  }
  for (const match of plain.matchAll(/(?<!\w)@[A-Za-z0-9]/g)) found.push(match[0]);
  return found;
}

describe("renderSection", () => {
  it("is the heading and each group with its entries, blank lines between", () => {
    const groups = [
      { title: "Features", entries: ["- Add x", "- Add y"] },
      { title: "Bug Fixes", entries: ["- Fix z"] },
    ];
    expect(renderSection("1.5.0", "2026-11-21", groups)).toBe(
      "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x\n- Add y\n\n### Bug Fixes\n\n- Fix z\n",
    );
    // A release with no commit for the changelog (`--bump patch` alone) is never an empty section.
    expect(renderSection("1.5.0rc1", "2026-11-21", [])).toBe(
      "## [1.5.0rc1] - 2026-11-21\n\n- Maintenance release.\n",
    );
    expect(sectionHeading("2.0.0", "2027-01-02")).toBe("## [2.0.0] - 2027-01-02");
  });
});
