import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, tempDir } from "../helpers/repo.ts";

/**
 * Start-up stays cheap: the commands that never talk to a code host do not load its HTTP client
 * (Octokit and its plugins live in their own chunk, loaded by release-pr and release only).
 * What is loaded is recorded by a module hook, so this asserts the work done, not the time.
 */
const ROOT = join(dirname(new URL(import.meta.url).pathname), "../..");
const CLI = join(ROOT, "dist/cli.js");
const HOOK = join(ROOT, "test/fixtures/loader/record-modules.mjs");

function loadedBy(args: string[], cwd: string): string[] {
  const file = join(tempDir(), "modules.txt");
  const result = spawnSync(process.execPath, ["--import", HOOK, CLI, ...args], {
    cwd,
    env: { ...process.env, RECORD_MODULES_TO: file, NO_COLOR: "1", GITHUB_TOKEN: "" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(file, "utf8").trim().split("\n");
}

/**
 * The npm packages whose code the bundle files loaded hold: esbuild marks each bundled module with
 * a comment naming its path (`// node_modules/picomatch/lib/scan.js`).
 */
function packagesLoadedBy(args: string[], cwd: string): string[] {
  const files = loadedBy(args, cwd).filter((m) => m.startsWith("file://") && m.includes("/dist/"));
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(new URL(file), "utf8").matchAll(
      /^\/\/ \S*node_modules\/((?:@[^/]+\/)?[^/]+)\//gm,
    ))
      names.add(match[1] as string);
  }
  return [...names].sort();
}

describe("start-up", () => {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
  repo.commit("feat: x");

  it.each([
    [["--version"]],
    [["check"]],
    [["check", "--json"]],
    [["update", "--dry-run"]],
  ])("%j loads no HTTP client", (args) => {
    const modules = loadedBy(args, repo.dir);
    expect(modules.some((m) => m.endsWith("/dist/cli.js"))).toBe(true);
    expect(
      modules.filter((m) => /github-host|octokit/i.test(m) || m === "node:http" || m === "node:https"),
    ).toEqual([]);
  });

  it("--version loads neither the argument parser nor any command", () => {
    const dist = loadedBy(["--version"], repo.dir).filter((m) => m.includes("/dist/"));
    expect(dist[0]).toBe(`file://${CLI}`);
    expect(
      dist.filter((m) => /\/(run|check|update|release-pr|check-pr|check-commit)-[A-Z0-9]+\.js$/.test(m)),
    ).toEqual([]);
  });

  it("check on a single project loads no glob matcher, from 21 bundle files", () => {
    // picomatch is for a repository of several packages (its globs) and for release branches.
    expect(packagesLoadedBy(["check", "--json"], repo.dir)).toEqual([
      "commander",
      "eslint-visitor-keys",
      "smol-toml",
      "toml-eslint-parser",
      "valibot",
    ]);
    // Each file loaded costs node's module loader more than its bytes do (issue 45: 44 files took
    // 5% more instructions than 21 holding more code): a count that grows is a new chunk on the
    // way, from a dynamic import or a module shared differently. Lower it when it falls.
    const files = loadedBy(["check", "--json"], repo.dir).filter((m) => m.includes("/dist/"));
    expect(files.length).toBe(21);
  });

  it("check in a repository of several packages loads the glob matcher", () => {
    const workspace = makeRepo({
      "pyproject.toml": '[tool.releaser]\npackages = ["packages/*"]\n',
      "packages/alpha/pyproject.toml": pyproject("1.0.0", "alpha"),
      "packages/beta/pyproject.toml": pyproject("2.0.0", "beta", 'dependencies = ["alpha==1.0.0"]\n'),
    });
    workspace.commit("feat: y", { "packages/alpha/y.py": "" });
    expect(packagesLoadedBy(["check", "--json"], workspace.dir)).toContain("picomatch");
  });
});
