import { describe, expect, it } from "vitest";
import { bumpOfCommit, decideBump } from "./bump.ts";
import { groupCommits, renderSection } from "./changelog.ts";
import type { CustomParser } from "./commit.ts";
import { compileParsers } from "./custom-parser.ts";
import { describeGitmojiTypes, matchGitmoji, startsWithGitmoji } from "./gitmoji.ts";
import { parseCommit, toPlanCommit } from "./parse-commit.ts";
import { parseSubject } from "./parse-subject.ts";
import { cancelReverts } from "./reverts.ts";

const GITMOJI: CustomParser[] = compileParsers([{ preset: "gitmoji" }]);
const FE0F = "\uFE0F";

/** What the preset reads from a subject: `type|breaking|description`, or "none". */
function read(subject: string, parsers = GITMOJI): string {
  const parts = parseSubject(subject, parsers);
  if (parts === undefined) return "none";
  const scope = parts.scope === undefined ? "" : `(${parts.scope})`;
  return `${parts.type}${scope}${parts.breaking ? "!" : ""}|${parts.description}`;
}

describe("the gitmoji preset: each mapped gitmoji, unicode and :shortcode:", () => {
  const cases: [emoji: string, code: string, type: string][] = [
    ["✨", "sparkles", "feat"],
    ["🐛", "bug", "fix"],
    [`🚑${FE0F}`, "ambulance", "fix"],
    ["💥", "boom", "breaking!"],
    [`⚡${FE0F}`, "zap", "perf"],
    ["📝", "memo", "docs"],
    [`♻${FE0F}`, "recycle", "refactor"],
    [`⬆${FE0F}`, "arrow_up", "build"],
    [`⏪${FE0F}`, "rewind", "revert"],
  ];
  for (const [emoji, code, type] of cases) {
    const bare = emoji.replace(FE0F, "");
    it(`${emoji} and :${code}: read as ${type}, with and without U+FE0F`, () => {
      expect(read(`${emoji} Add support for X`)).toBe(`${type}|Add support for X`);
      expect(read(`${bare} Add support for X`)).toBe(`${type}|Add support for X`);
      expect(read(`${bare}${FE0F} Add support for X`)).toBe(`${type}|Add support for X`);
      expect(read(`:${code}: Add support for X`)).toBe(`${type}|Add support for X`);
      // A scope in gitmoji-cli's form, with or without the colon after it.
      expect(read(`${emoji} (api): add support for X`)).toBe(
        `${type.replace("!", "")}(api)${type.endsWith("!") ? "!" : ""}|add support for X`,
      );
      expect(read(`:${code}: (api) add support for X`)).toBe(
        `${type.replace("!", "")}(api)${type.endsWith("!") ? "!" : ""}|add support for X`,
      );
    });
  }

  it("reads fastapi's subjects: the description is the rest of the subject", () => {
    expect(read("✨ Add support for X")).toBe("feat|Add support for X");
    expect(read("🐛 Fix Y")).toBe("fix|Fix Y");
    expect(read("📝 Update docs for Z")).toBe("docs|Update docs for Z");
    expect(read("⬆ Bump ruff from 0.1.0 to 0.2.0 (#123)")).toBe("build|Bump ruff from 0.1.0 to 0.2.0 (#123)");
    expect(read("✨Add x (no space)")).toBe("feat|Add x (no space)");
    expect(read(":sparkles:: add x")).toBe("feat|add x");
    expect(read(":SPARKLES: add x")).toBe("feat|add x");
  });

  it("other gitmojis follow the convention with their shortcode as the type: no bump, no entry", () => {
    const others: [subject: string, read: string][] = [
      ["🎨 Improve structure", "art|Improve structure"],
      ["🔧 Update sponsors", "wrench|Update sponsors"],
      ["👥 Update FastAPI People", "busts_in_silhouette|Update FastAPI People"],
      ["🌐 Add Korean translation", "globe_with_meridians|Add Korean translation"],
      [":wrench: Update config", "wrench|Update config"],
      ["✅ Add tests", "white_check_mark|Add tests"],
      ["🧑‍💻 Improve the developer experience", "technologist|Improve the developer experience"],
      [`🏗${FE0F} Restructure`, "building_construction|Restructure"],
      ["🏗 Restructure", "building_construction|Restructure"],
      ["🩹 Simple fix", "adhesive_bandage|Simple fix"],
    ];
    for (const [subject, expected] of others) {
      expect(read(subject), subject).toBe(expected);
      expect(startsWithGitmoji(subject), subject).toBe(true);
      expect(matchGitmoji(subject)?.mapped, subject).toBe(false);
    }
    const commits = others.map(([message], n) =>
      toPlanCommit(parseCommit({ hash: `${n}`, message }, GITMOJI)),
    );
    expect(decideBump(commits).bump).toBe("none");
    expect(groupCommits(commits, { sections: {}, hidden: [] })).toEqual([]);
    // A project that wants them listed names the shortcode in [changelog] sections.
    expect(groupCommits(commits, { sections: { globe_with_meridians: "Translations" }, hidden: [] })).toEqual(
      [{ title: "Translations", entries: ["- Add Korean translation"] }],
    );
  });

  it("a conventional subject still parses as conventional, and a header after the emoji too", () => {
    expect(read("feat: add x")).toBe("feat|add x");
    expect(read("fix(api)!: drop y")).toBe("fix(api)!|drop y");
    expect(read("✨ feat(api): add x")).toBe("feat(api)|add x");
    expect(read("💥 feat: drop py38")).toBe("feat!|drop py38");
    // In a project that reads gitmojis, the emoji that repeats the type is not part of the entry.
    expect(read("feat: ✨ add x")).toBe("feat|add x");
    expect(read("feat: ✨ add x", [])).toBe("feat|✨ add x");
  });

  it("non-gitmoji subjects, merges and lookalikes match nothing", () => {
    for (const subject of [
      "Add support for X",
      "Merge pull request #12 from a/b",
      "Merge branch 'main' into dev",
      "✨",
      "✨   ",
      ":sparkles:",
      ":sparkle: add x",
      ":not_a_gitmoji: add x",
      "😀 Add x",
      "🧑 alone is not the technologist",
      "",
    ]) {
      expect(read(subject), subject).toBe("none");
    }
    expect(startsWithGitmoji("Merge pull request #12 from a/b")).toBe(false);
    expect(startsWithGitmoji("😀 Add x")).toBe(false);
    expect(startsWithGitmoji(":sparkles:")).toBe(true);
  });

  it("without the preset, a gitmoji subject is not conventional", () => {
    expect(read("✨ Add support for X", [])).toBe("none");
  });

  it("a scope-like parenthesis later in the text stays in the description", () => {
    expect(read("✨ Add x (and y)")).toBe("feat|Add x (and y)");
    expect(read("✨ () add x")).toBe("feat|() add x");
    expect(matchGitmoji(":sparkles: :bug: add x")?.rest).toBe(":bug: add x");
    expect(matchGitmoji("✨ add x")).toEqual({
      type: "feat",
      mapped: true,
      breaking: false,
      rest: "add x",
      scope: undefined,
    });
  });

  it("names the mapped gitmojis for the words init and check write", () => {
    expect(describeGitmojiTypes()).toBe(
      "✨ feat, 🐛/🚑 fix, 💥 breaking, ⚡ perf, 📝 docs, ♻ refactor, ⬆ build, ⏪ revert",
    );
  });
});

describe("the gitmoji preset in a release", () => {
  const commit = (message: string, n: number) =>
    toPlanCommit(parseCommit({ hash: `${n}`.padStart(40, "0"), message }, GITMOJI));
  const history = [
    "📝 Update docs for Z",
    "🐛 Fix Y",
    "✨ Add support for X",
    "🔧 Update sponsors",
    "⬆ Bump ruff from 0.1.0 to 0.2.0",
    "♻️ Refactor the router",
  ].map(commit);
  const options = { sections: {}, hidden: ["style", "test", "ci", "chore"] };

  it("bumps as the mapped types do and writes natural entries", () => {
    expect(decideBump(history).bump).toBe("minor");
    expect(renderSection("1.1.0", "2026-11-21", groupCommits(history, options))).toBe(
      "## [1.1.0] - 2026-11-21\n\n### Features\n\n- Add support for X\n\n### Bug Fixes\n\n- Fix Y\n\n" +
        "### Documentation\n\n- Update docs for Z\n\n### Refactoring\n\n- Refactor the router\n\n" +
        "### Build\n\n- Bump ruff from 0.1.0 to 0.2.0\n",
    );
  });

  it("💥 is a major bump listed once, under Breaking Changes", () => {
    const boom = commit("💥 remove the old API", 7);
    expect(bumpOfCommit(boom)).toBe("major");
    expect(renderSection("2.0.0", "2026-11-21", groupCommits([boom], options))).toBe(
      "## [2.0.0] - 2026-11-21\n\n### ⚠ Breaking Changes\n\n- Remove the old API\n",
    );
  });

  it("a BREAKING CHANGE footer makes a gitmoji commit breaking too", () => {
    const c = commit("✨ Add x\n\nBREAKING CHANGE: y is gone", 8);
    expect(c).toMatchObject({ type: "feat", breaking: true, breakingNotes: ["y is gone"] });
  });

  it('⏪️ Revert "<subject>" cancels the reverted commit in the range', () => {
    const feat = commit("✨ Add x", 9);
    const revert = commit(
      '⏪️ Revert "✨ Add x"\n\nThis reverts commit 0000000000000000000000000000000000000009.',
      10,
    );
    expect(revert.revert).toEqual({ subject: "✨ Add x", hash: "0000000000000000000000000000000000000009" });
    expect(cancelReverts([revert, feat])).toEqual([]);
    const oneLine = commit('⏪ Revert "✨ Add x"', 11);
    expect(oneLine.revert).toEqual({ subject: "✨ Add x" });
  });
});

describe("matchGitmoji: the first code unit decides quickly (issue 45)", () => {
  it("reads an emoji behind stray variation selectors, and no ASCII subject", () => {
    expect(matchGitmoji("\uFE0F\uFE0F✨ add the widget")).toMatchObject({
      type: "feat",
      rest: "add the widget",
    });
    expect(matchGitmoji("feat: ✨ add the widget")).toBeUndefined();
    expect(matchGitmoji("\uFE0F")).toBeUndefined();
    expect(matchGitmoji("")).toBeUndefined();
  });
});
