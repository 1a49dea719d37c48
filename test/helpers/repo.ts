import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach } from "vitest";
import { assertNoSecret, assertNoSecretInFiles, reportGuardCoverage } from "./secrets.ts";

const made: string[] = [];
let scanned = 0;
// The secrets guard reads what each test left in its directories (a token written to a file, to
// git's config or to a hook's output fails the test that wrote it).
afterEach(() => {
  for (const dir of made.slice(scanned)) assertNoSecretInFiles(dir);
  scanned = made.length;
});
afterAll(() => {
  for (const dir of made) assertNoSecretInFiles(dir);
  reportGuardCoverage();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch directory removed when the test file finishes. */
export function tempDir(prefix = "releaser-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export const GIT_ENV = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
};

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(path: string, text: string): void;
  read(path: string): string;
  /** Commits the given files (or nothing: --allow-empty) with a message; returns the hash. */
  commit(message: string, files?: Record<string, string>): string;
  tag(name: string, message?: string): void;
  /**
   * `git` without blocking the event loop: for tests whose servers (the loopback GitHub and git
   * remote) live in the test process and must keep answering other runs meanwhile.
   */
  gitAsync(...args: string[]): Promise<string>;
  /** `commit` without blocking the event loop (see gitAsync). */
  commitAsync(message: string, files?: Record<string, string>): Promise<string>;
}

export function gitIn(dir: string, args: readonly string[]): string {
  return execFileSync("git", args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: "utf8" });
}

/** Runs git in `dir` without blocking the event loop; rejects with git's stderr when it fails. */
export function gitInAsync(dir: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args.join(" ")} failed in ${dir}: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** The TempRepo handle of an existing repository (created by makeRepo or makeRepoAsync). */
function repoAt(dir: string): TempRepo {
  const repo: TempRepo = {
    dir,
    git: (...args) => gitIn(dir, args),
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    read: (path) => readFileSync(join(dir, path), "utf8"),
    commit(message, changes = {}) {
      for (const [path, text] of Object.entries(changes)) repo.write(path, text);
      if (Object.keys(changes).length > 0) gitIn(dir, ["add", "-A"]);
      gitIn(dir, ["commit", "-q", "--allow-empty", "--no-verify", "-m", message]);
      return gitIn(dir, ["rev-parse", "HEAD"]).trim();
    },
    tag(name, message) {
      gitIn(dir, message === undefined ? ["tag", name] : ["tag", "-a", name, "-m", message]);
    },
    gitAsync: (...args) => gitInAsync(dir, args),
    async commitAsync(message, changes = {}) {
      for (const [path, text] of Object.entries(changes)) repo.write(path, text);
      if (Object.keys(changes).length > 0) await gitInAsync(dir, ["add", "-A"]);
      await gitInAsync(dir, ["commit", "-q", "--allow-empty", "--no-verify", "-m", message]);
      return (await gitInAsync(dir, ["rev-parse", "HEAD"])).trim();
    },
  };
  return repo;
}

/**
 * A test repository's own settings, written into its config after `git init` (no `git config`
 * process): commits unsigned, and no `git maintenance run --auto` after each commit, fetch or
 * merge (git's default, a process each time that finds nothing to do in a repository of a few
 * objects: half the CPU of a `git commit`). The CLI's own commits in it skip it as well.
 */
const REPO_CONFIG = "[commit]\n\tgpgsign = false\n[maintenance]\n\tauto = false\n";

/** A fresh repository on branch main with the given files committed as `chore: init` when any. */
export function makeRepo(files: Record<string, string> = {}, dir = tempDir()): TempRepo {
  gitIn(dir, ["init", "-q", "-b", "main"]);
  appendFileSync(join(dir, ".git", "config"), REPO_CONFIG);
  const repo = repoAt(dir);
  if (Object.keys(files).length > 0) repo.commit("chore: init", files);
  return repo;
}

/** makeRepo without blocking the event loop (see TempRepo.gitAsync): the same repository. */
export async function makeRepoAsync(files: Record<string, string> = {}, dir = tempDir()): Promise<TempRepo> {
  await gitInAsync(dir, ["init", "-q", "-b", "main"]);
  appendFileSync(join(dir, ".git", "config"), REPO_CONFIG);
  const repo = repoAt(dir);
  if (Object.keys(files).length > 0) await repo.commitAsync("chore: init", files);
  return repo;
}

export function pyproject(version: string, name = "demo-pkg", extra = ""): string {
  return `[project]\nname = "${name}"\nversion = "${version}"\n${extra}`;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");

/** Runs the built CLI as a separate process, as a user would. */
export function releaser(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; ulimitFileKb?: number },
): RunResult {
  const command =
    options.ulimitFileKb === undefined
      ? [process.execPath, CLI, ...args]
      : [
          "/bin/sh",
          "-c",
          `ulimit -f ${options.ulimitFileKb} && exec "$0" "$@"`,
          process.execPath,
          CLI,
          ...args,
        ];
  const result = spawnSync(command[0] as string, command.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, ...GIT_ENV, NO_COLOR: "1", SOURCE_DATE_EPOCH: "1763683200", ...options.env },
    encoding: "utf8",
  });
  assertNoSecret(`the output of releaser ${args.join(" ")}`, `${result.stdout}\n${result.stderr}`);
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs a command without blocking the event loop: for tests whose servers (the loopback GitHub
 * and git remote) live in the test process and must answer while the command runs.
 */
export function runAsync(
  command: string,
  args: readonly string[],
  options: {
    cwd: string;
    env?: Record<string, string>;
    /** What the child inherits under GIT_ENV and `env` (default: this process's environment). */
    baseEnv?: NodeJS.ProcessEnv;
  },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...(options.baseEnv ?? process.env), ...GIT_ENV, GIT_TERMINAL_PROMPT: "0", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => {
      try {
        assertNoSecret(`the output of ${command}`, `${stdout}\n${stderr}`);
      } catch (error) {
        reject(error);
        return;
      }
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** The built CLI run with runAsync (the same environment as `releaser`). */
export function releaserAsync(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<RunResult> {
  return runAsync(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    env: { NO_COLOR: "1", SOURCE_DATE_EPOCH: "1763683200", ...options.env },
  });
}

/** `check --json` parsed; fails the test with the CLI's stderr when it did not succeed. */
export function checkJson(cwd: string, args: readonly string[] = [], env?: Record<string, string>) {
  const result = releaser(["check", "--json", ...args], { cwd, env });
  if (result.code !== 0) throw new Error(`check failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, unknown> & {
    next_version: string | null;
    bump: string;
    changelog: string | null;
    commits: { total: number; conventional: number };
  };
}
