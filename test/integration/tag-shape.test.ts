import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, gitIn, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

/** DESIGN 5, tags the project already has: with no tag_format set, the tags decide its shape. */

function tagged(tags: string[], extra = "") {
  const repo = makeRepo({ "pyproject.toml": pyproject("2.3.0", "demo-pkg", extra) });
  for (const tag of tags) repo.tag(tag, tag);
  repo.commit("fix: a");
  return repo;
}

describe("the tag shape, from the tags the project has", () => {
  it.each([
    [["2.2.0", "2.3.0"], "{version}", "2.3.0", "2.3.1"],
    [["v2.2.0", "v2.3.0"], "v{version}", "v2.3.0", "v2.3.1"],
    [["demo-pkg-v2.3.0"], "demo-pkg-v{version}", "demo-pkg-v2.3.0", "demo-pkg-v2.3.1"],
    // The newest release tag of this package decides; odd tags beside it change nothing.
    [["v2.3.0", "9.0.0-foo", "release-9.0.0"], "v{version}", "v2.3.0", "v2.3.1"],
  ])("tags %j give %s", (tags, format, lastTag, tag) => {
    const repo = tagged(tags);
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: format,
      last_tag: lastTag,
      tag,
      next_version: "2.3.1",
    });
    const text = releaser(["check"], { cwd: repo.dir });
    // The default shape is shown only when a newer tag of another name was passed over.
    if (format === "v{version}" && !tags.includes("release-9.0.0"))
      expect(text.stdout).not.toContain("tag shape");
    else if (format === "v{version}") expect(text.stdout).toContain("names another package");
    else expect(text.stdout).toContain(`tag shape     ${format.replace("{version}", "1.2.3")} (`);
  });

  it("a configured tag_format wins over the tags", () => {
    const repo = tagged(["release-2.2.0", "2.3.0"], '\n[tool.releaser]\ntag_format = "release-{version}"\n');
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "release-{version}",
      tag_format_why: "from pyproject.toml",
      last_tag: "release-2.2.0",
    });
  });

  it("a configured tag_format that matches none of the release tags is an error naming their shape", () => {
    const repo = tagged(["2.1.0", "2.2.0", "2.3.0"], '\n[tool.releaser]\ntag_format = "v{version}"\n');
    const head = repo.git("rev-parse", "HEAD");
    for (const command of [["check"], ["update"]]) {
      const result = releaser(command, { cwd: repo.dir });
      expect(result.code).toBe(1);
      const line = result.stderr.trim().split("\n").at(-1) as string;
      expect(splitErrorLine(line)).toEqual({
        message:
          'error: tag_format "v{version}" (pyproject.toml) matches none of your 3 release tags; they look like "{version}" (1.2.3), so every commit would count as unreleased; set tag_format = "{version}", or remove the setting and releaser reads the shape from the tags',
        code: "CONFIG_ERROR",
      });
    }
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("another package's tags are no sign: a first release of this one is fine", () => {
    const repo = tagged(["other-v2.3.0"], '\n[tool.releaser]\ntag_format = "demo-pkg-v{version}"\n');
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: null, tag: "demo-pkg-v2.3.1" });
  });

  it("without tags, the default v{version}", () => {
    const repo = tagged([]);
    expect(checkJson(repo.dir)).toMatchObject({ tag_format: "v{version}", tag: "v2.3.1" });
  });

  it("update writes the next version under the inferred shape and release --dry-run names its tag", () => {
    const repo = tagged(["2.2.0", "2.3.0"]);
    const origin = tempDir();
    gitIn(origin, ["init", "-q", "--bare"]);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "main", "--tags");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "2.3.1"');
    const dry = releaser(["release", "--dry-run", "--skip-host-release", "--skip-build"], {
      cwd: repo.dir,
    });
    expect(`${dry.stdout}${dry.stderr}`).toContain("2.3.1");
    expect(`${dry.stdout}${dry.stderr}`).not.toContain("v2.3.1");
  });
});

describe("only this package's tags, in every shape (DESIGN 5)", () => {
  it("hatch's repository: the root package takes its own hatch-v tags, not hatchling's newer ones", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.14.0", "hatch"),
      "backend/pyproject.toml": pyproject("1.27.0", "hatchling"),
    });
    repo.tag("hatch-v1.13.0", "hatch 1.13.0");
    repo.commit("fix: hatch");
    repo.tag("hatch-v1.14.0", "hatch 1.14.0");
    repo.commit("fix: hatchling", { "backend/a.py": "" });
    repo.tag("hatchling-v1.26.0", "hatchling 1.26.0");
    repo.commit("feat: hatchling", { "backend/b.py": "" });
    repo.tag("hatchling-v1.27.0", "hatchling 1.27.0");
    repo.commit("fix: a");
    const why =
      "2 of your tags of hatch look like hatch-v1.2.3; the newer hatchling-v1.27.0 and 1 more name another package, not hatch";
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "hatch-v{version}",
      tag_format_why: why,
      last_tag: "hatch-v1.14.0",
      current_version: "1.14.0",
      // The feat of hatchling since hatch-v1.14.0 counts: one package per repository for now.
      next_version: "1.15.0",
      tag: "hatch-v1.15.0",
      taken_versions: [],
    });
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`tag shape     hatch-v1.2.3 (${why})`);
  });

  it("another package's tags alone leave the default, and check says why", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("0.1.0", "hatch") });
    repo.tag("hatchling-v1.27.0", "hatchling 1.27.0");
    repo.commit("fix: a");
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "v{version}",
      tag_format_why: "no release tag of hatch yet (hatchling-v1.27.0 names another package): the default",
      last_tag: null,
      tag: "v0.1.1",
    });
  });

  it("bare 1.2.3 tags: the next is 1.2.4, tagged 1.2.4, never v1.2.3 or v1.2.4", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.2.3", "acme") });
    repo.tag("1.2.2", "1.2.2");
    repo.commit("fix: a");
    repo.tag("1.2.3", "1.2.3");
    repo.commit("fix: b");
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "{version}",
      tag_format_why: "2 of your tags of acme look like 1.2.3",
      last_tag: "1.2.3",
      next_version: "1.2.4",
      tag: "1.2.4",
    });
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.2.4"');
    const after = checkJson(repo.dir);
    expect(after).toMatchObject({ pending: true, next_version: "1.2.4", tag: "1.2.4" });
    expect(
      repo
        .git("tag", "--list")
        .split("\n")
        .filter((t) => t.startsWith("v")),
    ).toEqual([]);
  });

  it.each([
    ["acme@", "acme", "acme@{version}"],
    ["acme-", "acme", "acme-{version}"],
    ["django_debug_toolbar-", "django-debug-toolbar", "django_debug_toolbar-{version}"],
  ])("%s1.4.0 tags of %s give %s", (prefix, name, format) => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0", name) });
    repo.tag(`${prefix}1.3.0`, "old");
    repo.commit("fix: a");
    repo.tag(`${prefix}1.4.0`, "new");
    repo.tag("other@9.0.0", "another package");
    repo.commit("feat: b");
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: format,
      last_tag: `${prefix}1.4.0`,
      next_version: "1.5.0",
      tag: `${prefix}1.5.0`,
    });
  });

  /**
   * acme at 1.4.0 on main, and 1.5.0 released from the branch `stable` under `stableTag`; with
   * `tagFormat` set when the tags on main alone would not give their shape (the shape is read
   * from every tag, and the newest, on stable, would win).
   */
  function releasedElsewhere(mainTag: string, stableTag: string, tagFormat?: string) {
    const extra = tagFormat === undefined ? "" : `\n[tool.releaser]\ntag_format = "${tagFormat}"\n`;
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.0", "acme", extra) });
    repo.tag(mainTag, mainTag);
    repo.git("checkout", "-q", "-b", "stable");
    repo.commit("chore(release): 1.5.0", { "pyproject.toml": pyproject("1.5.0", "acme", extra) });
    repo.tag(stableTag, stableTag);
    repo.git("checkout", "-q", "main");
    repo.commit("feat: a");
    return repo;
  }

  it("one old v-tag among newer bare tags (django-debug-toolbar): the bare shape, never a lower version", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("0.1.0", "stray") });
    repo.tag("v0.1.0");
    for (const v of ["0.2.0", "1.0.0"]) {
      repo.commit(`chore: release ${v}`, { "pyproject.toml": pyproject(v, "stray") });
      repo.tag(v);
    }
    repo.commit("fix: x", { "x.txt": "x\n" });
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "{version}",
      last_tag: "1.0.0",
      next_version: "1.0.1",
      tag: "1.0.1",
    });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.0.1"');
  });

  it.each([
    // Without a configured format the newest release decides the shape, and a release tagged on a
    // branch cut after main's last one is the base (DESIGN 4, release branches).
    ["acme-v1.4.0", "acme-v1.5.0", undefined, "acme-v1.6.0"],
  ])("on main %s, and %s on a release branch (tag_format %s): it is the base, the next is %s", (mainTag, stableTag, format, tag) => {
    const repo = releasedElsewhere(mainTag, stableTag, format);
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: stableTag,
      next_version: "1.6.0",
      tag,
      taken_versions: [],
      released_on_branch: { cherry_picks: 0 },
    });
  });

  it.each([
    ["1.4.0", "acme-v1.5.0", "{version}", "1.6.0"],
    // One tag of another shape does not move a project off its v-tags; its version is taken.
    ["v1.4.0", "acme@1.5.0", undefined, "v1.6.0"],
    ["acme@1.4.0", "1.5.0", "acme@{version}", "acme@1.6.0"],
    ["acme@1.4.0", "Acme-1.5.0", "acme@{version}", "acme@1.6.0"],
  ])("on main %s, and %s on another branch (tag_format %s): 1.5.0 is taken, the next is %s", (mainTag, stableTag, format, tag) => {
    const repo = releasedElsewhere(mainTag, stableTag, format);
    expect(checkJson(repo.dir)).toMatchObject({
      last_tag: mainTag,
      next_version: "1.6.0",
      tag,
      taken_versions: [{ version: "1.5.0", tag: stableTag }],
    });
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.stderr).toContain(`1.5.0 (${stableTag}) is tagged already`);
  });

  it("another package's 1.5.0 on another branch is not acme's: acme's next is 1.5.0", () => {
    const repo = releasedElsewhere("acme-v1.4.0", "acme-lib-v1.5.0");
    expect(checkJson(repo.dir)).toMatchObject({
      tag_format: "acme-v{version}",
      next_version: "1.5.0",
      tag: "acme-v1.5.0",
      taken_versions: [],
    });
  });

  it("a configured tag_format that matches none of this package's named tags is an error naming their shape", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.4.0", "acme", '\n[tool.releaser]\ntag_format = "v{version}"\n'),
    });
    repo.tag("acme@1.3.0", "a");
    repo.tag("acme@1.4.0", "b");
    repo.commit("fix: a");
    const head = repo.git("rev-parse", "HEAD");
    for (const command of [["check"], ["update"]]) {
      const result = releaser(command, { cwd: repo.dir });
      expect(result.code).toBe(1);
      const line = result.stderr.trim().split("\n").at(-1) as string;
      expect(splitErrorLine(line)).toEqual({
        message:
          'error: tag_format "v{version}" (pyproject.toml) matches none of your 2 release tags; they look like "acme@{version}" (acme@1.2.3), so every commit would count as unreleased; set tag_format = "acme@{version}", or remove the setting and releaser reads the shape from the tags',
        code: "CONFIG_ERROR",
      });
    }
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

describe("a project numbered with two parts only (found by the attack)", () => {
  it("1.0 and 1.1 are releases: a fix gives 1.1.1, a feat 1.2, never the released 1.1 again", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0", "demo") });
    repo.tag("1.0");
    repo.commit("chore(release): 1.1", { "pyproject.toml": pyproject("1.1", "demo") });
    repo.tag("1.1");
    repo.commit("fix: a");
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "1.1", next_version: "1.1.1", pending: false });
    repo.commit("feat: b");
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.2", tag: "1.2" });
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.2"');
  });
});
