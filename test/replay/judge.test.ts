import { describe, expect, it } from "vitest";
import type { CommitsLevel } from "./commit-level.ts";
import { addedLines, changesVersionText, fileKind, mentionsVersion } from "./files.ts";
import { headingStyle, judge, type ReleaserProposal } from "./judge.ts";
import { advisedOverrides, bumpLevel, headingAmong } from "./replay-release.ts";
import { readTagVersion, sameVersion } from "./tag-version.ts";

describe("readTagVersion", () => {
  it.each([
    ["v1.2.3", "1.2.3", "v", ".", true],
    ["1.2.3", "1.2.3", "", ".", true],
    ["26.2", "26.2", "", ".", true],
    ["rel_2_0_52", "2.0.52", "rel_", "_", true],
    ["release-1-2-3", "1.2.3", "release-", "-", true],
    ["hypothesis-python-6.1.0", "6.1.0", "hypothesis-python-", ".", true],
    ["hatchling-v1.27.0", "1.27.0", "hatchling-v", ".", true],
    ["py3-1.2.0", "1.2.0", "py3-", ".", true],
    ["v1.0.0rc1", "1.0.0rc1", "v", ".", false],
    ["v1.0.0-beta.2", "1.0.0b2", "v", ".", false],
    ["1.0.0.dev3", "1.0.0.dev3", "", ".", false],
    ["1.0.0.post1", "1.0.0.post1", "", ".", true],
    ["v2.0.0a1", "2.0.0a1", "v", ".", false],
  ])("%s is %s", (tag, version, prefix, separator, final) => {
    expect(readTagVersion(tag)).toMatchObject({ tag, version, prefix, separator, final });
  });

  it.each(["nightly", "v3", "latest", "stable"])("%s is no release", (tag) => {
    expect(readTagVersion(tag)).toBeUndefined();
  });

  it("versions compare as PEP 440 releases: trailing zeros aside, the rest exact", () => {
    expect(sameVersion("26.2", "26.2.0")).toBe(true);
    expect(sameVersion("v1.2.3", "1.2.3")).toBe(true);
    expect(sameVersion("1.2.3", "1.2.4")).toBe(false);
    expect(sameVersion("1.2.0rc1", "1.2.0")).toBe(false);
    expect(sameVersion("1.2.0rc1", "1.2rc1")).toBe(true);
  });
});

describe("files", () => {
  it.each([
    ["CHANGELOG.md", "changelog"],
    ["CHANGES.rst", "changelog"],
    ["docs/changelog.rst", "changelog"],
    ["HISTORY", "changelog"],
    ["NEWS.txt", "changelog"],
    ["changelog.d/123.bugfix.md", "changelog"],
    ["newsfragments/9.feature", "changelog"],
    ["uv.lock", "lock"],
    ["poetry.lock", "lock"],
    ["docs/conf.py", "docs"],
    ["README.md", "docs"],
    ["pyproject.toml", "version"],
    ["src/pkg/__init__.py", "version"],
    ["Cargo.toml", "version"],
    ["meson.build", "version"],
  ])("%s is a %s file", (path, kind) => {
    expect(fileKind(path)).toBe(kind);
  });

  it("reads the added lines of each file of a diff, a deleted file aside", () => {
    const diff = [
      "diff --git a/pyproject.toml b/pyproject.toml",
      "--- a/pyproject.toml",
      "+++ b/pyproject.toml",
      "@@ -3 +3 @@",
      '-version = "1.0.0"',
      '+version = "1.1.0"',
      "diff --git a/news/1.feature b/news/1.feature",
      "--- a/news/1.feature",
      "+++ /dev/null",
      "@@ -1 +0,0 @@",
      "-A feature",
    ].join("\n");
    expect([...addedLines(diff).entries()]).toEqual([["pyproject.toml", ['version = "1.1.0"']]]);
  });

  it.each([
    ['version = "2.0.52"', true],
    ["## 2.0.52 (2025-01-01)", true],
    ['version = "12.0.52"', false],
    ['version = "2.0.521"', false],
    ["VERSION = (2, 0, 52, 'final', 0)", true],
    ["version_info = (2, 0, 52)", true],
    ["version_info = (2, 0, 5)", false],
  ])("%s carries 2.0.52: %s", (line, yes) => {
    expect(mentionsVersion(line, [2, 0, 52], "")).toBe(yes);
  });

  it.each([
    ['version = "2026.08.17"', true],
    ['version = "2026.8.17"', true],
    ['version = "2026.08.170"', false],
    ['version = "2026.08.18"', false],
    ['__version__ = Version("Pkg", 2026, 8, 17)', true],
    ['__version__ = Version("Pkg", 2026, 8, 170)', false],
  ])("%s carries 2026.8.17, zero-padded, dotted or as incremental spells it: %s", (line, yes) => {
    expect(mentionsVersion(line, [2026, 8, 17], "")).toBe(yes);
  });
});

const real = { tag: "v1.1.0", version: "1.1.0", files: ["CHANGELOG.md", "pyproject.toml"] };
const ours = (extra: Partial<ReleaserProposal> = {}): ReleaserProposal => ({
  version: "1.1.0",
  tag: "v1.1.0",
  files: ["CHANGELOG.md", "pyproject.toml"],
  staleCopies: [],
  ...extra,
});

describe("a file's version text changed, not merely mentioned", () => {
  it.each([
    [['version = "1.0.0"'], ['version = "1.1.0"'], true],
    [["__version__ = '1.0.0'"], ["__version__ = '1.1.0'"], true],
    [["VERSION = (1, 0, 0, 'final', 0)"], ["VERSION = (1, 1, 0, 'final', 0)"], true],
    [["version_info = (1, 0, 0)"], ["version_info = (1, 1, 0)"], true],
    // A beta's fourth number is negative (-99) and the final's 0: the same tuple, the version set.
    [["version_info = (1, 1, 0, -99)"], ["version_info = (1, 1, 0, 0)"], true],
    [[], ["    .. versionadded:: 1.1.0"], false],
    [["    pass"], ["    .. versionchanged:: 1.1.0", "    pass"], false],
    [['version = "1.0.0"'], ['name = "demo-1.1.0"'], false],
    [['__version__ = "1.1.0+dev"'], ['__version__ = "1.1.0"'], true],
    [['__version__ = "1.1.0.dev0"'], ['__version__ = "1.1.0"'], true],
    // incremental's final release after its release candidate.
    [
      ['__version__ = Version("Pkg", 1, 0, 0, release_candidate=1)'],
      ['__version__ = Version("Pkg", 1, 1, 0)'],
      true,
    ],
    [['__version__ = Version("Pkg", 1, 0, 0)'], ['__version__ = Version("Pkg", 1, 1, 0, post=2)'], true],
  ])("%j -> %j: %s", (removed, added, yes) => {
    expect(changesVersionText({ removed, added }, [1, 1, 0], "")).toBe(yes);
  });
});

describe("judge", () => {
  it("right: the version, the version files and the tag the project released", () => {
    expect(judge(real, ours())).toEqual({ verdict: "right", reasons: [], changelog: "not-compared" });
  });

  it("wrong: another version, another tag, a file missed or a file too many; each reason said", () => {
    expect(judge(real, ours({ version: "1.0.1", tag: "v1.0.1" }))).toMatchObject({
      verdict: "wrong",
      reasons: ["version: releaser proposes 1.0.1, the project released 1.1.0"],
    });
    expect(judge(real, ours({ version: null, tag: null })).reasons).toEqual([
      "version: releaser proposes no release, the project released 1.1.0",
    ]);
    expect(judge(real, ours({ tag: "1.1.0" })).reasons).toEqual([
      "tag: releaser would tag 1.1.0, the project tagged v1.1.0",
    ]);
    expect(judge({ ...real, files: [...real.files, "src/demo/__init__.py"] }, ours())).toMatchObject({
      verdict: "wrong",
      reasons: ["files: the release changed the version in src/demo/__init__.py; releaser would not"],
    });
    expect(judge(real, ours({ files: [...real.files, "setup.cfg"] })).reasons).toEqual([
      "files: releaser would change setup.cfg; the release did not",
    ]);
    expect(judge(real, ours({ files: ["HISTORY.rst", "pyproject.toml"] }))).toMatchObject({
      verdict: "wrong",
      changelog: "other-file",
      reasons: ["changelog: releaser writes HISTORY.rst, the release wrote CHANGELOG.md"],
    });
  });

  it("right-with-override: after the override releaser advised, or a missed file it names as a stale copy", () => {
    expect(judge(real, ours({ override: "--bump minor" }))).toMatchObject({
      verdict: "right-with-override",
      reasons: ["after --bump minor, as releaser advised"],
    });
    expect(
      judge(
        { ...real, files: [...real.files, "src/demo/meta.py"] },
        ours({ staleCopies: ["src/demo/meta.py:3"] }),
      ),
    ).toMatchObject({ verdict: "right-with-override" });
  });

  it("blocked: an error, with the line releaser said", () => {
    expect(judge(real, ours({ error: "update: error: no file carries the version" }))).toEqual({
      verdict: "blocked",
      reasons: ["update: error: no file carries the version"],
      changelog: "not-compared",
    });
  });

  it("lock files and docs that quote the version are counted apart", () => {
    expect(
      judge({ ...real, files: [...real.files, "uv.lock", "docs/conf.py", "README.md"] }, ours()).verdict,
    ).toBe("right");
  });

  it("the changelog heading's style is compared apart, dates and the version aside", () => {
    expect(headingStyle("## [1.1.0] - 2025-11-21", "1.1.0")).toBe("## [{version}] - {date}");
    expect(headingStyle("1.1.0 (Nov 21, 2025)", "1.1.0")).toBe("{version} ({date})");
    expect(headingStyle("Version 1.1.0", "1.1.0")).toBe("Version {version}");
    expect(headingStyle("## [1.1.0](https://example.com/compare/1.0.0...1.1.0) - 2025-11-21", "1.1.0")).toBe(
      "## [{version}]({url}) - {date}",
    );
    const withHeadings = { ...real, changelogHeading: "## 1.1.0 (2025-11-21)" };
    expect(judge(withHeadings, ours({ changelogHeading: "## [1.1.0] - 2025-11-21" }))).toMatchObject({
      verdict: "right",
      changelog: "other-heading",
      reasons: [
        'changelog heading: releaser writes "## [{version}] - {date}", the project "## {version} ({date})"',
      ],
    });
    expect(judge(withHeadings, ours({ changelogHeading: "## 1.1.0 (2025-11-21)" })).changelog).toBe("same");
  });
});

describe("judge: a maintainer's choice", () => {
  // The shape: a feat and fixes since 1.2.0; releaser proposes the minor they ask; the
  // project released a patch, and nothing in the repository says so.
  const patch = { tag: "v1.2.1", version: "1.2.1", files: ["CHANGELOG.md", "pyproject.toml"] };
  const minor = (extra: Partial<ReleaserProposal> = {}): ReleaserProposal => ({
    version: "1.3.0",
    tag: "v1.3.0",
    files: ["CHANGELOG.md", "pyproject.toml"],
    staleCopies: [],
    base: { lastTag: "v1.2.0", currentVersion: "1.2.0", bump: "minor", scheme: "semver" },
    ...extra,
  });
  const asks = (level: CommitsLevel["level"], counts: Partial<CommitsLevel["counts"]>): CommitsLevel => ({
    level,
    counts: { breaking: 0, feat: 0, fix: 0, perf: 0, ...counts },
  });
  const featAndFixes = asks("minor", { feat: 1, fix: 8 });
  const version = "version: releaser proposes 1.3.0, the project released 1.2.1";

  it("choice: the commits ask releaser's level, the project released another one --bump makes", () => {
    expect(judge(patch, minor(), featAndFixes)).toEqual({
      verdict: "choice",
      reasons: [
        "choice: the commits ask a minor (1 feat, 8 fix), as releaser proposes; the project released a patch; nothing in the repository says so (releaser advises no override; --bump patch makes it)",
        version,
      ],
      changelog: "not-compared",
    });
    // The other way: a fix asks a patch; the project released a minor.
    const released = { tag: "v1.3.0", version: "1.3.0", files: patch.files };
    const ours = minor({ version: "1.2.1", tag: "v1.2.1", base: { ...minor().base!, bump: "patch" } });
    expect(judge(released, ours, asks("patch", { fix: 1 })).reasons[0]).toBe(
      "choice: the commits ask a patch (1 fix), as releaser proposes; the project released a minor; nothing in the repository says so (releaser advises no override; --bump minor makes it)",
    );
  });

  it("choice on 0.x: a breaking change releaser makes a minor (its bump says major, the step is a minor)", () => {
    const released = { tag: "v0.4.1", version: "0.4.1", files: patch.files };
    const ours = minor({
      version: "0.5.0",
      tag: "v0.5.0",
      base: { lastTag: "v0.4.0", currentVersion: "0.4.0", bump: "major", scheme: "semver" },
    });
    expect(judge(released, ours, asks("major", { breaking: 1 })).reasons[0]).toBe(
      "choice: the commits ask a major (1 breaking; a minor on 0.x, as releaser is configured), as releaser proposes; the project released a patch; nothing in the repository says so (releaser advises no override; --bump patch makes it)",
    );
    // Without check's bump to show the mapping, the levels must agree literally.
    const unknown = { ...ours, base: { ...ours.base!, bump: null } };
    expect(judge(released, unknown, asks("major", { breaking: 1 })).verdict).toBe("wrong");
  });

  it("wrong: releaser's level is not the one the harness reads in the commits (a misread)", () => {
    expect(judge(patch, minor(), asks("patch", { fix: 8 }))).toMatchObject({
      verdict: "wrong",
      reasons: [version],
    });
    expect(judge(patch, minor(), asks("major", { breaking: 1, feat: 1 })).verdict).toBe("wrong");
  });

  it("wrong: a file is wrong too, or the tag's shape, or the changelog file", () => {
    const extraFile = { ...patch, files: [...patch.files, "src/demo/__init__.py"] };
    expect(judge(extraFile, minor(), featAndFixes)).toMatchObject({
      verdict: "wrong",
      reasons: [
        version,
        "files: the release changed the version in src/demo/__init__.py; releaser would not",
      ],
    });
    expect(judge(patch, minor({ tag: "1.3.0" }), featAndFixes).verdict).toBe("wrong");
    expect(judge(patch, minor({ files: ["HISTORY.rst", "pyproject.toml"] }), featAndFixes).verdict).toBe(
      "wrong",
    );
  });

  it("wrong: the released version is not one --bump away (1.2.0 -> 1.4.0)", () => {
    const far = { tag: "v1.4.0", version: "1.4.0", files: patch.files };
    const ours = minor({ version: "1.2.1", tag: "v1.2.1", base: { ...minor().base!, bump: "patch" } });
    expect(judge(far, ours, asks("patch", { fix: 1 })).verdict).toBe("wrong");
    // Nor is releaser's proposal one step of its level (a version skipped): no choice either.
    expect(judge(patch, minor({ version: "1.4.0", tag: "v1.4.0" }), featAndFixes).verdict).toBe("wrong");
    // A 0.x project's 1.0.0: whether --bump major makes it depends on major_on_zero.
    const one = { tag: "v1.0.0", version: "1.0.0", files: patch.files };
    const zero = minor({
      version: "0.5.0",
      tag: "v0.5.0",
      base: { lastTag: "v0.4.0", currentVersion: "0.4.0", bump: "minor", scheme: "semver" },
    });
    expect(judge(one, zero, featAndFixes).verdict).toBe("wrong");
  });

  it("wrong: the commits ask no level (a history releaser is to advise on), or none were read", () => {
    expect(judge(patch, minor(), asks("none", {})).verdict).toBe("wrong");
    expect(judge(patch, minor()).verdict).toBe("wrong");
    expect(judge(patch, minor({ base: undefined }), featAndFixes).verdict).toBe("wrong");
  });

  it("wrong: releaser advised an override that does not give the project's version; calendar versions", () => {
    expect(judge(patch, minor({ advised: ["--bump major"] }), featAndFixes).verdict).toBe("wrong");
    const calver = minor({ base: { ...minor().base!, scheme: "calver" } });
    expect(judge(patch, calver, featAndFixes).verdict).toBe("wrong");
  });

  it("right-with-override is untouched when an override was advised and taken", () => {
    expect(
      judge(patch, minor({ version: "1.2.1", tag: "v1.2.1", override: "--bump patch" }), featAndFixes),
    ).toMatchObject({ verdict: "right-with-override", reasons: ["after --bump patch, as releaser advised"] });
  });

  it("a stale copy named beside the version: still the maintainer's choice, the warning kept", () => {
    const withCopy = { ...patch, files: [...patch.files, "src/demo/consts.py"] };
    expect(judge(withCopy, minor({ staleCopies: ["src/demo/consts.py:7"] }), featAndFixes)).toMatchObject({
      verdict: "choice",
      reasons: [
        expect.stringMatching(/^choice: the commits ask a minor/),
        version,
        "files: src/demo/consts.py is named as a stale copy (add it to version_files)",
      ],
    });
  });
});

describe("the heading of a release's section", () => {
  it("is the first line that carries the version and is not a bullet", () => {
    expect(headingAmong(["* Prepare for 1.1.0 (#12)", "1.1.0 - 2025-11-21"])).toBe("1.1.0 - 2025-11-21");
    expect(headingAmong(["- 1.1.0 fixes", "## [1.1.0] - 2025-11-21"])).toBe("## [1.1.0] - 2025-11-21");
    expect(headingAmong([".. _v1.1.0:", "1.1.0 - 2025-11-21"])).toBe("1.1.0 - 2025-11-21");
    expect(headingAmong(["- only bullets 1.1.0"])).toBe("- only bullets 1.1.0");
  });
});

describe("the overrides releaser advises", () => {
  it("tries only the level a text names; the one that reaches the release when it names several", () => {
    expect(advisedOverrides("keep it in the line with `--bump patch`", "1.1.0", "minor")).toEqual([
      ["--bump", "patch"],
    ]);
    expect(advisedOverrides("keep it in the line with `--bump patch`", "1.0.4", "patch")).toEqual([
      ["--bump", "patch"],
    ]);
    expect(
      advisedOverrides("force this release's bump with `--bump patch|minor|major`", "1.1.0", "minor"),
    ).toEqual([["--bump", "minor"]]);
    expect(
      advisedOverrides(
        "to release them anyway, force the bump with `--bump patch` (or minor, major)",
        "2.0.0",
        "major",
      ),
    ).toEqual([["--bump", "major"]]);
    expect(advisedOverrides("run with --bump minor or --bump major", "1.0.4", "patch")).toEqual([
      ["--bump", "minor"],
      ["--bump", "major"],
    ]);
  });

  it("tries the level that reaches the release when the text names none", () => {
    expect(advisedOverrides("force it with --bump <kind>", "1.1.0", "minor")).toEqual([["--bump", "minor"]]);
    expect(advisedOverrides("pass --bump to force one", "2.0.0", "major")).toEqual([["--bump", "major"]]);
    expect(advisedOverrides("use `--bump`, or keep --bump patch", "1.1.0", "minor")).toEqual([
      ["--bump", "patch"],
      ["--bump", "minor"],
    ]);
  });

  it("tries only the version a text names; the released one for a placeholder or a bare mention", () => {
    expect(
      advisedOverrides("a patch of 0.25.0 is 0.25.1: `--release-as 0.25.1`)", "0.25.2", "patch"),
    ).toEqual([["--release-as", "0.25.1"]]);
    expect(advisedOverrides("`releaser update --release-as 2.0.52` first", "2.0.52", "patch")).toEqual([
      ["--release-as", "2.0.52"],
    ]);
    expect(advisedOverrides("--release-as 26.2 names it", "26.2.0", "minor")).toEqual([
      ["--release-as", "26.2"],
    ]);
    expect(advisedOverrides("use --release-as X.Y.Z", "1.1.0", "minor")).toEqual([["--release-as", "1.1.0"]]);
    expect(advisedOverrides("use --release-as <version>", "1.1.0", "minor")).toEqual([
      ["--release-as", "1.1.0"],
    ]);
    expect(advisedOverrides("(or --release-as with a higher one)", "1.1.0", "minor")).toEqual([
      ["--release-as", "1.1.0"],
    ]);
    expect(advisedOverrides("nothing to do", "1.1.0", "minor")).toEqual([]);
  });

  it("takes --allow-downgrade with the version the text names, else the released one", () => {
    expect(
      advisedOverrides(
        "Release-As: 1.0.1 (commit abc1234) is below the current version 1.2.0 (v1.2.0); pass --allow-downgrade if you mean to release a lower version",
        "1.0.1",
        "patch",
      ),
    ).toEqual([["--release-as", "1.0.1", "--allow-downgrade"]]);
    expect(advisedOverrides("pass --allow-downgrade", "1.0.1", "patch")).toEqual([
      ["--release-as", "1.0.1", "--allow-downgrade"],
    ]);
  });

  it("names the bump between two versions", () => {
    expect(bumpLevel("1.0.3", "2.0.0")).toBe("major");
    expect(bumpLevel("1.0.3", "1.1.0")).toBe("minor");
    expect(bumpLevel("1.0.3", "1.0.4")).toBe("patch");
    expect(bumpLevel(null, "0.1.0")).toBe("minor");
  });
});
