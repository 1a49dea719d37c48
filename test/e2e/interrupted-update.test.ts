import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

/**
 * Issue 16, item 8: `update` killed (SIGKILL) anywhere must never leave a release that a re-run
 * reports as done while it is half made. After any kill, one more `update` must end with exactly
 * the commit a run without a kill makes: the same tree, the same message, on the same parent; no
 * temp file and no journal left; and a third `update` has nothing to do.
 *
 * Slow (about a minute): it lives in test/e2e. The time limits are several times a run on an idle
 * 2-core machine: test files run side by side, and a loaded machine is slower.
 */

const ENV = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  NO_COLOR: "1",
  SOURCE_DATE_EPOCH: "1763683200",
};

const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");

/** The project every run starts from: v1.4.2, then three commits; with and without a tag. */
function template(tagged: boolean): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo-pkg"),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.2"\n',
    "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
  });
  if (tagged) repo.tag("v1.4.2");
  repo.commit("fix: a");
  repo.commit("feat(api): b\n\nBREAKING CHANGE: line one\n## [9.9.9] - 2099-01-01");
  repo.commit("docs: c");
  return repo;
}

function copyOf(repo: TempRepo): string {
  const dir = join(tempDir(), "repo");
  cpSync(repo.dir, dir, { recursive: true });
  return dir;
}

interface EndState {
  parent: string;
  tree: string;
  message: string;
  status: string;
  leftovers: string[];
}

function endState(dir: string): EndState {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: dir, encoding: "utf8", env: { ...process.env, ...ENV } }).trim();
  const leftovers = [
    ...listAll(dir).filter((p) => p.includes(".releaser-")),
    ...readdirSync(join(dir, ".git")).filter((p) => p.startsWith("releaser-")),
  ];
  return {
    parent: git("rev-parse", "HEAD~1"),
    tree: git("rev-parse", "HEAD^{tree}"),
    message: git("log", "-1", "--format=%B"),
    status: git("status", "--porcelain", "--untracked-files=all"),
    leftovers,
  };
}

function listAll(dir: string, rel = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
    if (entry.name === ".git") continue;
    const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listAll(dir, path));
    else out.push(path);
  }
  return out;
}

/** Runs the CLI, killing it with SIGKILL after `killAfterMs` (if it is still running then). */
function runKilled(
  dir: string,
  env: Record<string, string>,
  killAfterMs?: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "update"], {
      cwd: dir,
      env: { ...process.env, ...ENV, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer =
      killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.on("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

/**
 * A SIGKILL ends node, not the git command it had started: an orphaned `git commit` may still
 * hold the index lock for a moment. A person re-runs later; the test waits (bounded) as well.
 */
async function gitIdle(dir: string): Promise<void> {
  for (let i = 0; i < 100 && (existsSync(join(dir, ".git", "index.lock")) || processesIn(dir) > 0); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How many processes have `dir` as their working directory (Linux /proc). */
function processesIn(dir: string): number {
  let count = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) === dir) count++;
    } catch {
      // gone, or not ours to look at
    }
  }
  return count;
}

/**
 * After an interrupted run: one re-run completes it exactly like an uninterrupted run.
 * `thenNothing`: and a third run has nothing to do (see the random kills for when it is left out).
 */
async function expectFinished(dir: string, reference: EndState, thenNothing = true): Promise<void> {
  await gitIdle(dir);
  const rerun = releaser(["update"], { cwd: dir });
  expect(rerun.stderr).not.toMatch(/error/);
  expect(rerun.code).toBe(0);
  expect(endState(dir)).toEqual(reference);
  if (thenNothing) expectNothingLeft(dir, reference);
}

/** One more `update` finds nothing to do and changes nothing. */
function expectNothingLeft(dir: string, reference: EndState): void {
  const again = releaser(["update"], { cwd: dir });
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/^Nothing to update: the files already carry 2\.0\.0/);
  expect(endState(dir)).toEqual(reference);
}

describe.each([
  ["with a release tag", true],
  ["without any tag (the base is the files' version)", false],
])("update killed at every fault point, %s", (_name, tagged) => {
  it("a re-run always finishes the one release commit", async () => {
    const base = template(tagged);
    const referenceDir = copyOf(base);
    expect(releaser(["update"], { cwd: referenceDir }).code).toBe(0);
    const reference = endState(referenceDir);
    expect(reference.parent).toBe(base.git("rev-parse", "HEAD").trim());
    expect(reference.leftovers).toEqual([]);

    let points = 0;
    for (let at = 1; at < 50; at++) {
      const dir = copyOf(base);
      const run = await runKilled(dir, { RELEASER_KILL_AT: String(at) });
      if (run.signal !== "SIGKILL") {
        // The run passed every point without reaching this one: all points were tried.
        expect(run.code).toBe(0);
        expect(endState(dir)).toEqual(reference);
        break;
      }
      points++;
      await expectFinished(dir, reference);
    }
    // Journal, two per file (temp written; renamed), staged, committed.
    expect(points).toBe(1 + 2 * 3 + 2);
  }, 300_000);
});

describe("update killed at random moments", () => {
  it("50 kills: a re-run always ends with one complete release commit", async () => {
    const base = template(true);
    const referenceDir = copyOf(base);
    const started = Date.now();
    expect(releaser(["update"], { cwd: referenceDir }).code).toBe(0);
    const full = Date.now() - started;
    const reference = endState(referenceDir);
    expectNothingLeft(referenceDir, reference);

    // Kill times spread over a whole run (start-up dominates it; the writes come last).
    let seed = 16;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 50; i++) {
      const dir = copyOf(base);
      const killAt = Math.round(full * (0.3 + 0.9 * random()));
      await runKilled(dir, {}, killAt);
      // No third run here: after the re-run the copy equals the reference in all that `update`
      // reads (the tree and the clean status: the files; the parent and the message: the history;
      // no journal or temp file left; the tags untouched), and the reference's own third run above
      // has nothing to do. The kills at the fault points above make the third run each time.
      await expectFinished(dir, reference, false);
    }
  }, 480_000);
});
