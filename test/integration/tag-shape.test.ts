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
    // Once the default shape names a release, it stays (odd tags beside it change nothing; init,
    // which writes the shape down, lets the newest release decide).
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
    if (format === "v{version}") expect(text.stdout).not.toContain("tag shape");
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
    const dry = releaser(["release", "--dry-run", "--skip-host-release", "--skip-publish"], {
      cwd: repo.dir,
    });
    expect(`${dry.stdout}${dry.stderr}`).toContain("2.3.1");
    expect(`${dry.stdout}${dry.stderr}`).not.toContain("v2.3.1");
  });
});
