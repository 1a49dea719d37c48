import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, makeRepo, pyproject, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * Issue 24, "never claim what is not so": `--release-as` and the `Release-As:` footer force only
 * versions releaser reads back as releases, by one rule with one message. `2.0` is taken as
 * 2.0.0 (a tag v2.0 reads as a floating tag, and the next check started from the older release
 * again), other spellings in their canonical form, a local `+label` and a `.devN` are refused,
 * and below the current version both need --allow-downgrade.
 */

const NO_TOKENS = { GITHUB_TOKEN: "", GH_TOKEN: "", PYPI_TOKEN: "" };

/** demo-pkg released as v1.4.0, with a `feat:` since. */
function released140(): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.0"),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.0"\n',
    "CHANGELOG.md": "# Changelog\n\n## [1.4.0] - 2026-01-01\n\n- Old\n",
  });
  repo.tag("v1.4.0", "1.4.0");
  repo.commit("feat: add a thing");
  return repo;
}

function run(repo: TempRepo, args: string[]) {
  return releaser(args, { cwd: repo.dir, env: NO_TOKENS });
}

/** The last stderr line is the error line: its message, and its code. */
function errorOf(stderr: string): { message: string; code: string } {
  return splitErrorLine(stderr.trim().split("\n").at(-1) as string);
}

/** Runs `args`, expects exit 1 with `message`, and that the repository did not change. */
function expectRefused(repo: TempRepo, args: string[], message: string): void {
  const head = repo.git("rev-parse", "HEAD");
  const tags = repo.git("tag", "--list");
  const result = run(repo, args);
  expect(result.code, result.stderr).toBe(1);
  expect(errorOf(result.stderr)).toEqual({ message: `error: ${message}`, code: "RELEASE_ERROR" });
  expect(repo.git("rev-parse", "HEAD")).toBe(head);
  expect(repo.git("tag", "--list")).toBe(tags);
  expect(repo.git("status", "--porcelain")).toBe("");
}

describe("--release-as takes only versions releaser reads back as releases", () => {
  it("2.0 is taken as 2.0.0: check says so, update writes it, and after the tag check starts from v2.0.0", () => {
    const repo = released140();
    const note =
      "--release-as 2.0 is taken as 2.0.0: a release has three numbers (a two-part tag reads as a floating tag, like v2.0 for the newest 2.0.x, not as a release)";
    expect(checkJson(repo.dir, ["--release-as", "2.0"], NO_TOKENS)).toMatchObject({
      last_tag: "v1.4.0",
      next_version: "2.0.0",
      tag: "v2.0.0",
      bump: "major",
    });
    const text = run(repo, ["check", "--release-as", "2.0"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toContain(`warning: ${note}`);

    const update = run(repo, ["update", "--release-as", "2.0"]);
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toContain(note);
    expect(repo.read("pyproject.toml")).toContain('version = "2.0.0"');
    expect(repo.read("src/demo_pkg/__init__.py")).toBe('__version__ = "2.0.0"\n');
    expect(repo.read("CHANGELOG.md")).toContain("## [2.0.0]");
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 2.0.0");
    // The release commit is pending: release would tag v2.0.0.
    expect(checkJson(repo.dir, [], NO_TOKENS)).toMatchObject({
      next_version: "2.0.0",
      tag: "v2.0.0",
      pending: true,
    });

    // As `release` tags it; then the next check starts from the new tag, never from v1.4.0 again.
    repo.tag("v2.0.0", "2.0.0");
    repo.commit("fix: a bug");
    expect(checkJson(repo.dir, [], NO_TOKENS)).toMatchObject({
      last_tag: "v2.0.0",
      current_version: "2.0.0",
      next_version: "2.0.1",
      pending: false,
    });
    // And update (what release-pr runs) proposes 2.0.1, never a rewrite back to 1.5.0.
    const next = run(repo, ["update"]);
    expect(next.code, next.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "2.0.1"');
  });

  it.each([
    ["v2.0.0", "2.0.0", "its canonical PEP 440 spelling, which the files and the tag carry"],
    ["2.0.0-rc1", "2.0.0rc1", "its canonical PEP 440 spelling, which the files and the tag carry"],
  ])("%s is taken as %s, with a note", (asked, version, why) => {
    const repo = released140();
    const result = run(repo, ["check", "--json", "--release-as", asked]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ next_version: version, tag: `v${version}` });
    expect(result.stderr).toContain(`--release-as ${asked} is taken as ${version}: ${why}`);
  });

  it("a canonical version gives no note", () => {
    const repo = released140();
    const result = run(repo, ["check", "--release-as", "2.0.0"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("is taken as");
  });

  it.each([
    [
      "1.5.0+local.1",
      "--release-as 1.5.0+local.1 has a local label (+local.1), which no release carries (the index refuses local versions); ask for 1.5.0",
    ],
    [
      "2.0.0.dev1",
      "--release-as 2.0.0.dev1 is a development version, which releaser never releases; ask for 2.0.0 (a pre-release such as 2.0.0rc1 is a release)",
    ],
    [
      "1.3.0",
      "--release-as 1.3.0 is below the current version 1.4.0 (v1.4.0); pass --allow-downgrade if you mean to release a lower version",
    ],
  ])("%s is refused by check and update, and nothing changes", (asked, message) => {
    const repo = released140();
    expectRefused(repo, ["check", "--release-as", asked], message);
    expectRefused(repo, ["update", "--release-as", asked], message);
    // --json: one document on stdout carrying the same error.
    const json = run(repo, ["check", "--json", "--release-as", asked]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: { code: "RELEASE_ERROR", message } });
  });
});

describe("the Release-As footer follows the same rule", () => {
  it("a footer below the current version is refused like the flag (not ignored), and allowed with --allow-downgrade", () => {
    const repo = released140();
    const hash = repo.commit("fix: x\n\nRelease-As: 1.3.0");
    const message = `Release-As: 1.3.0 (commit ${hash.slice(0, 7)}) is below the current version 1.4.0 (v1.4.0); pass --allow-downgrade if you mean to release a lower version`;
    expectRefused(repo, ["check"], message);
    expectRefused(repo, ["update"], message);
    expect(checkJson(repo.dir, ["--allow-downgrade"], NO_TOKENS)).toMatchObject({
      next_version: "1.3.0",
      tag: "v1.3.0",
    });
    // --release-as outranks the footer: the way past it without a downgrade.
    expect(checkJson(repo.dir, ["--release-as", "1.5.0"], NO_TOKENS).next_version).toBe("1.5.0");
  });

  it("a footer 2.0 is taken as 2.0.0, and update writes 2.0.0", () => {
    const repo = released140();
    const hash = repo.commit("feat: y\n\nRelease-As: 2.0");
    expect(checkJson(repo.dir, [], NO_TOKENS)).toMatchObject({ next_version: "2.0.0", tag: "v2.0.0" });
    const update = run(repo, ["update"]);
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toContain(`Release-As: 2.0 (commit ${hash.slice(0, 7)}) is taken as 2.0.0`);
    expect(repo.read("pyproject.toml")).toContain('version = "2.0.0"');
  });

  it("a footer with a local label is refused with the flag's words", () => {
    const repo = released140();
    const hash = repo.commit("fix: x\n\nRelease-As: 1.5.0+local.1");
    expectRefused(
      repo,
      ["check"],
      `Release-As: 1.5.0+local.1 (commit ${hash.slice(0, 7)}) has a local label (+local.1), which no release carries (the index refuses local versions); ask for 1.5.0`,
    );
  });

  it("a footer whose version is released is done: the commits decide", () => {
    const repo = released140();
    repo.commit("fix: x\n\nRelease-As: 1.4.0");
    expect(checkJson(repo.dir, [], NO_TOKENS)).toMatchObject({ next_version: "1.5.0" });
  });
});
