import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, GitError } from "../core/errors.ts";
import { defaultLimitMs, gitFailure, runGit } from "./run.ts";

describe("runGit's time limit", () => {
  it("stops a git that has no answer and says so at once, however long its helper waits", async () => {
    // A remote whose transport never answers (git's ext:: helper runs a command of ours).
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", "ext::sh -c sleep% 20"], {
      cwd: process.cwd(),
      timeoutMs: 400,
    });
    await expect(run).rejects.toThrow(GitError);
    await expect(run).rejects.toThrow("`git ls-remote` had no answer in 0.4 s and was stopped");
  });

  it("stops the helpers git started with it (no transport left behind)", async () => {
    const marker = `releaser-run-test-${process.pid}-${Date.now()}`;
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", `ext::sh -c sleep% 30% #${marker}`], {
      cwd: process.cwd(),
      timeoutMs: 300,
    });
    await expect(run).rejects.toThrow("had no answer");
    await new Promise((done) => setTimeout(done, 200));
    const { stdout } = await runGit(["--version"], { cwd: process.cwd() }); // git still runs
    expect(stdout).toMatch(/^git version/);
    const left = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes(marker) && !line.includes("ps -eo"));
    expect(left).toEqual([]);
  });

  it("leaves a git that answers in time alone", async () => {
    const result = await runGit(["--version"], { cwd: process.cwd(), timeoutMs: 10_000 });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^git version /);
  });
});

describe("every git has a time limit (DESIGN 5)", () => {
  it("a git talking to a remote with no limit given gets RELEASER_GIT_TIMEOUT_MS from its environment", async () => {
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", "ext::sh -c sleep% 20"], {
      cwd: process.cwd(),
      env: { ...process.env, RELEASER_GIT_TIMEOUT_MS: "300" },
    });
    await expect(run).rejects.toThrow("`git ls-remote` had no answer in 0.3 s and was stopped");
  });

  it("a caller's limit counts only when it is shorter than the command's own", async () => {
    const run = runGit(["-c", "protocol.ext.allow=always", "ls-remote", "ext::sh -c sleep% 20"], {
      cwd: process.cwd(),
      env: { ...process.env, RELEASER_GIT_TIMEOUT_MS: "300" },
      timeoutMs: 120_000,
    });
    await expect(run).rejects.toThrow("had no answer in 0.3 s");
  });

  it("defaults: listings 120 s, fetch and push 300 s, local commands 600 s", () => {
    expect(defaultLimitMs(["ls-remote", "origin"], {})).toBe(120_000);
    expect(defaultLimitMs(["-c", "a=b", "fetch", "origin"], {})).toBe(300_000);
    expect(defaultLimitMs(["push", "origin"], {})).toBe(300_000);
    expect(defaultLimitMs(["log", "--oneline"], { RELEASER_GIT_TIMEOUT_MS: "300" })).toBe(600_000);
  });

  it("refuses a RELEASER_GIT_TIMEOUT_MS that is no number of milliseconds, saying what to set", () => {
    expect(() => defaultLimitMs(["fetch"], { RELEASER_GIT_TIMEOUT_MS: "soon" })).toThrow(ConfigError);
    expect(() => defaultLimitMs(["fetch"], { RELEASER_GIT_TIMEOUT_MS: "5" })).toThrow(
      'RELEASER_GIT_TIMEOUT_MS = "5" is not a whole number of milliseconds from 100 to 3600000; set it to one (e.g. 120000) or unset it',
    );
  });
});

describe("gitFailure", () => {
  it("names git's subcommand, not the options before it", () => {
    const failure = gitFailure(["-c", "core.quotepath=off", "-C", "/tmp", "tag", "v1"], {
      stdout: "",
      stderr: "fatal: tag 'v1' already exists\n",
      code: 128,
    });
    expect(failure.message).toBe("`git tag` failed: tag 'v1' already exists");
  });

  const damaged =
    "the repository is damaged (an object a branch, tag or commit names is missing or unreadable): `git fsck` lists what is missing or corrupt, and a fresh clone (or fetching the branch again) mends it";
  it.each([
    ["fatal: Invalid revision range v1..HEAD\n", "Invalid revision range v1..HEAD"],
    ["fatal: bad object HEAD\n", "bad object HEAD"],
    ["error: Could not read 3f2a9c1e\nfatal: revision walk setup failed\n", "Could not read 3f2a9c1e"],
    [
      "fatal: missing object 0000000000000000000000000000000000000001 for refs/heads/main\n",
      "missing object 0000000000000000000000000000000000000001 for refs/heads/main",
    ],
    [
      "error: inflate: data stream error (incorrect header check)\nerror: unable to unpack 9331e9e321296342f64f4588b131ae35fef1dae5 header\n",
      "inflate: data stream error (incorrect header check)",
    ],
  ])("says a missing object is a damaged repository, with what to do (%s)", (stderr, said) => {
    const failure = gitFailure(["log", "v1..HEAD"], { stdout: "", stderr, code: 128 });
    expect(failure.message).toBe(`\`git log\` failed: ${said}; ${damaged}`);
  });

  it("says a line of packed-refs git cannot read is damage, with what to do", () => {
    const failure = gitFailure(["for-each-ref", "refs/tags"], {
      stdout: "",
      stderr: "fatal: unexpected line in .git/packed-refs: garbage line here\n",
      code: 128,
    });
    expect(failure.message).toBe(
      "`git for-each-ref` failed: unexpected line in .git/packed-refs: garbage line here; the repository is damaged (its list of packed refs holds a line git cannot read): look at that line of .git/packed-refs (a branch or tag whose line it was must be fetched again), or make a fresh clone",
    );
  });

  it("does not call an unknown name damage", () => {
    const failure = gitFailure(["log", "v1..nope"], {
      stdout: "",
      stderr: "fatal: ambiguous argument 'v1..nope': unknown revision or path not in the working tree.\n",
      code: 128,
    });
    expect(failure.message).toBe(
      "`git log` failed: ambiguous argument 'v1..nope': unknown revision or path not in the working tree.",
    );
  });
});
