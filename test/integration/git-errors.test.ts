import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitIn, makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

describe("releaser check: more git errors, one line each", () => {
  it("git missing from PATH", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    const bin = tempDir();
    symlinkSync(process.execPath, join(bin, "node"));
    const result = releaser(["check"], { cwd: repo.dir, env: { PATH: bin } });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "error: git was not found on PATH; install git (e.g. `apt-get install git`) and try again (releaser explain GIT_ERROR)\n",
    );
  });

  it("a repository owned by another user", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    const walk = (dir: string) => {
      chownSync(dir, 65534, 65534);
    };
    walk(repo.dir);
    walk(join(repo.dir, ".git"));
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: git refuses to read ${repo.dir}: the directory is owned by another user; run \`git config --global --add safe.directory ${repo.dir}\` (releaser explain GIT_ERROR)\n`,
    );
  });

  it("a shallow clone whose remote cannot be reached", () => {
    const origin = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    origin.tag("v1.0.0");
    for (let i = 0; i < 5; i++) origin.commit(`fix: ${i}`);
    const clone = tempDir();
    gitIn(clone, ["clone", "-q", "--depth", "2", `file://${origin.dir}`, "."]);
    gitIn(clone, ["remote", "set-url", "origin", `file://${origin.dir}/missing`]);
    const result = releaser(["check"], { cwd: clone });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: this is a shallow clone and deepening it from "origin" failed, so the commits since the last release cannot be read; fetch the whole history (actions/checkout: `fetch-depth: 0`, or `git fetch --unshallow --tags`) (releaser explain GIT_ERROR)\n',
    );
  });

  it("a current directory deleted under the shell", () => {
    const dir = join(tempDir(), "gone");
    mkdirSync(dir);
    const cli = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");
    const result = spawnSync(
      "/bin/sh",
      ["-c", `cd "${dir}" && rmdir "${dir}" && "${process.execPath}" "${cli}" check`],
      {
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "error: the current directory no longer exists (deleted after the shell entered it); cd to your project again (releaser explain GIT_ERROR)\n",
    );
  });

  it("a cwd that does not exist", () => {
    const dir = join(tempDir(), "gone");
    mkdirSync(dir);
    const result = releaser(["-C", join(dir, "nope"), "check"], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: no such directory: ${join(dir, "nope")}; check the path given with -C (releaser explain GIT_ERROR)\n`,
    );
  });

  it("a branch left pointing at a commit that is not in the repository", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.tag("v1.0.0");
    repo.commit("fix: a");
    const lost = "0000000000000000000000000000000000000001";
    writeFileSync(join(repo.dir, ".git/refs/heads/main"), `${lost}\n`);
    const before = readFileSync(join(repo.dir, "pyproject.toml"), "utf8");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      "error: `git log` failed: Invalid revision range refs/tags/v1.0.0..HEAD; the repository is damaged (an object a branch, tag or commit names is missing or unreadable): `git fsck` lists what is missing or corrupt, and a fresh clone (or fetching the branch again) mends it (releaser explain GIT_ERROR)\n",
    );
    expect(readFileSync(join(repo.dir, "pyproject.toml"), "utf8")).toBe(before);
  });

  it("a loose object whose bytes are damaged (HEAD's commit): check and update say so, write nothing", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.tag("v1.0.0");
    repo.commit("fix: a");
    const head = repo.git("rev-parse", "HEAD").trim();
    const object = join(repo.dir, ".git/objects", head.slice(0, 2), head.slice(2));
    chmodSync(object, 0o644);
    writeFileSync(object, "not zlib\n");
    const said =
      "error: `git log` failed: inflate: data stream error (incorrect header check); the repository is damaged (an object a branch, tag or commit names is missing or unreadable): `git fsck` lists what is missing or corrupt, and a fresh clone (or fetching the branch again) mends it (releaser explain GIT_ERROR)\n";
    for (const command of [["check"], ["update"]]) {
      const result = releaser(command, { cwd: repo.dir });
      expect(result.code, command[0]).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(said);
    }
    expect(readFileSync(join(repo.dir, "pyproject.toml"), "utf8")).toBe(pyproject("1.0.0"));
    expect(existsSync(join(repo.dir, "CHANGELOG.md"))).toBe(false);
  });
  it("a line of packed-refs git cannot read: check says the repository is damaged, writes nothing", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    repo.tag("v1.0.0");
    repo.commit("fix: a");
    repo.git("pack-refs", "--all");
    appendFileSync(join(repo.dir, ".git/packed-refs"), "garbage line here\n");
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      "error: `git for-each-ref` failed: unexpected line in .git/packed-refs: garbage line here; the repository is damaged (its list of packed refs holds a line git cannot read): look at that line of .git/packed-refs (a branch or tag whose line it was must be fetched again), or make a fresh clone (releaser explain GIT_ERROR)\n",
    );
    expect(readFileSync(join(repo.dir, "pyproject.toml"), "utf8")).toBe(pyproject("1.0.0"));
  });
});
