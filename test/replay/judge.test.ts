import { describe, expect, it } from "vitest";
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
