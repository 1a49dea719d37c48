import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, tempDir } from "../helpers/repo.ts";

/**
 * The committed action bundle, run with `node` the way the runner runs it: inputs as
 * `INPUT_<NAME>` (upper-cased, hyphens kept, every input set, defaults included), the event
 * payload at GITHUB_EVENT_PATH, outputs appended to the file at GITHUB_OUTPUT.
 */
const ACTION = join(dirname(new URL(import.meta.url).pathname), "../../action/index.js");
const TOKEN = "ghs_notARealTokenButLongEnough0123";

interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

function runAction(
  inputs: Record<string, string>,
  options: { cwd: string; title?: string; event?: unknown; summaryFile?: string },
): ActionRun {
  const runnerDir = tempDir("releaser-runner-");
  const outputFile = join(runnerDir, "output.txt");
  writeFileSync(outputFile, "");
  const summaryFile = options.summaryFile ?? join(runnerDir, "summary.md");
  if (options.summaryFile === undefined) writeFileSync(summaryFile, "");
  const eventFile = join(runnerDir, "event.json");
  const event = options.event ?? {
    action: "opened",
    pull_request: { number: 1, title: options.title ?? "" },
  };
  writeFileSync(eventFile, JSON.stringify(event));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("INPUT_") && !name.startsWith("GITHUB_")),
  );
  const defaults = {
    command: "check",
    "require-scope": "false",
    types: "",
    "github-token": TOKEN,
    "working-directory": ".",
    args: "",
  };
  const inputEnv = Object.fromEntries(
    Object.entries({ ...defaults, ...inputs }).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );
  const result = spawnSync(process.execPath, [ACTION], {
    cwd: options.cwd,
    encoding: "utf8",
    env: {
      ...inherited,
      ...inputEnv,
      NO_COLOR: "1",
      SOURCE_DATE_EPOCH: "1763683200",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GITHUB_ACTIONS: "true",
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_WORKSPACE: options.cwd,
    },
  });
  const run = {
    code: result.status ?? 1,
    stdout: result.stdout,
    stderr: result.stderr,
    outputs: parseOutputFile(readFileSync(outputFile, "utf8")),
    summary: options.summaryFile === undefined ? readFileSync(summaryFile, "utf8") : "",
  };
  expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN);
  return run;
}

/** Reads the `name<<delimiter` heredoc format of GITHUB_OUTPUT. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n?\2\n/;
  let rest = text;
  while (rest !== "") {
    const match = pattern.exec(rest);
    if (match === null)
      throw new Error(`GITHUB_OUTPUT is not in the heredoc format: ${JSON.stringify(rest)}`);
    outputs[match[1]!] = match[3]!;
    rest = rest.slice(match[0].length);
  }
  return outputs;
}

describe("the action: check-pr", () => {
  it("passes feat(api): add x with require-scope", () => {
    const run = runAction(
      { command: "check-pr", "require-scope": "true" },
      { cwd: tempDir(), title: "feat(api): add x" },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('✓ pull request title "feat(api): add x" follows the conventional format');
    expect(run.stdout).not.toContain("::error");
    expect(run.outputs).toEqual({ released: "false", version: "", tag: "", "pr-url": "", "release-url": "" });
  });

  it("fails feat: add x with an annotation naming the missing scope", () => {
    const run = runAction(
      { command: "check-pr", "require-scope": "true" },
      { cwd: tempDir(), title: "feat: add x" },
    );
    expect(run.code).toBe(1);
    const annotations = `${run.stdout}${run.stderr}`.split("\n").filter((line) => line.startsWith("::error"));
    expect(annotations).toEqual([
      '::error title=Invalid pull request title::"feat: add x" has no scope, but a scope is required (e.g. "feat(<scope>): add x")',
    ]);
    expect(run.outputs.released).toBe("false");
  });

  it("fails Add x explaining the format", () => {
    const run = runAction({ command: "check-pr" }, { cwd: tempDir(), title: "Add x" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '::error title=Invalid pull request title::"Add x" does not follow the conventional format "<type>(<scope>): <description>"',
    );
    expect(run.stderr).toContain('(e.g. "feat: add x")');
  });

  it("takes the types input and extra args", () => {
    const cwd = tempDir();
    const typed = runAction({ command: "check-pr", types: "feat, fix" }, { cwd, title: "docs: add x" });
    expect(typed.code).toBe(1);
    expect(typed.stderr).toContain('has type "docs", which is not allowed; use one of: feat, fix');
    const args = runAction(
      { command: "check-pr", args: "--title 'feat(cli): add y' --strict" },
      { cwd, title: "Add x" },
    );
    expect(args.code).toBe(0);
    expect(args.stderr).toContain('"feat(cli): add y" follows the conventional format');
  });

  it("reports a push event as a misconfigured workflow", () => {
    const run = runAction({ command: "check-pr" }, { cwd: tempDir(), event: { ref: "refs/heads/main" } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=releaser check-pr::the pull_request event has no pull request/m,
    );
  });
});

describe("the action: check", () => {
  function project() {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.2.0") });
    repo.tag("v1.2.0");
    repo.commit("feat: add x");
    return repo;
  }

  it("writes the planned version and tag", () => {
    const repo = project();
    const run = runAction({}, { cwd: repo.dir });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({
      released: "false",
      version: "1.3.0",
      tag: "v1.3.0",
      "pr-url": "",
      "release-url": "",
    });
    // A readable line in the log, not the JSON document; the job summary with the changelog.
    expect(run.stdout).toBe(
      "Next release: 1.3.0 (minor bump, tag v1.3.0), from 1 commits since v1.2.0 (1 conventional).\n",
    );
    expect(run.summary).toContain("### releaser check: 1.3.0");
    expect(run.summary).toContain("<details><summary>Changelog section</summary>");
    expect(run.summary).toContain("### Features\n\n- Add x");
  });

  it("a job summary that cannot be written is a warning, not a failed step", () => {
    const repo = project();
    const run = runAction({}, { cwd: repo.dir, summaryFile: tempDir() });
    expect(run.code).toBe(0);
    expect(run.outputs.version).toBe("1.3.0");
    expect(run.stdout).toMatch(
      /^::warning::the job summary could not be written to GITHUB_STEP_SUMMARY \(.*: EISDIR\); the command's own result stands$/m,
    );
  });

  it("runs in the working directory and passes args", () => {
    const workspace = tempDir();
    const dir = join(workspace, "packages", "demo");
    mkdirSync(dir, { recursive: true });
    const repo = makeRepo({ "pyproject.toml": pyproject("1.2.0") }, dir);
    repo.tag("v1.2.0");
    repo.commit("fix: handle y");
    const run = runAction({ "working-directory": "packages/demo", args: "--bump major" }, { cwd: workspace });
    expect(run.code).toBe(0);
    expect(run.outputs.version).toBe("2.0.0");
    expect(run.outputs.tag).toBe("v2.0.0");
  });

  it("writes empty version and tag when nothing is to be released", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.2.0") });
    repo.tag("v1.2.0");
    repo.commit("chore: tidy");
    const run = runAction({ command: "check" }, { cwd: repo.dir });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ version: "", tag: "" });
  });

  it("annotates a failure and exits 1", () => {
    const run = runAction({ command: "check" }, { cwd: tempDir() });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=releaser check::not a git repository: .* \(releaser explain GIT_ERROR\)$/m,
    );
    // The Action's words: its input, not the CLI's -C.
    expect(run.stdout).toContain("or point at it with the working-directory input");
    // As a word: a temporary folder's random name may hold "-C" (releaser-CO1d5k).
    expect(run.stdout).not.toMatch(/(^|\s)-C(\s|$)/m);
    expect(run.stderr).toContain("or point at it with the working-directory input");
    expect(run.stderr).not.toMatch(/(^|\s)-C(\s|$)/m);
    expect(run.summary).toMatch(/^### ❌ releaser check failed\n\nnot a git repository/);
    expect(run.outputs.version).toBe("");
  });

  it("annotates a usage error", () => {
    const repo = project();
    const run = runAction({ args: "--no-such-option" }, { cwd: repo.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error title=releaser check::unknown option '--no-such-option'");
  });

  it("rejects an input that is not a boolean", () => {
    const run = runAction(
      { command: "check-pr", "require-scope": "yes" },
      { cwd: tempDir(), title: "feat: x" },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::input "require-scope" must be 'true' or 'false', not "yes"`);
  });
});

describe("action.yml and .pre-commit-hooks.yaml", () => {
  const root = join(dirname(new URL(import.meta.url).pathname), "../..");
  /** The keys of one top-level mapping of a YAML file (two-space indented). */
  function keysOf(text: string, section: string): string[] {
    const body = text.split(new RegExp(`^${section}:\\n`, "m"))[1] ?? "";
    const block = body.split(/^\S/m)[0] ?? "";
    return [...block.matchAll(/^ {2}([a-z-]+):/gm)].map((m) => m[1]!);
  }

  it("declares the inputs the entry reads and the outputs it writes, on node24", () => {
    const text = readFileSync(join(root, "action.yml"), "utf8");
    expect(keysOf(text, "inputs")).toEqual([
      "command",
      "require-scope",
      "types",
      "github-token",
      "working-directory",
      "args",
    ]);
    expect(keysOf(text, "outputs")).toEqual(["released", "version", "tag", "pr-url", "release-url"]);
    expect(text).toMatch(/^runs:\n {2}using: node24\n {2}main: action\/index\.js\n/m);
    expect(text).toMatch(/default: \$\{\{ github\.token \}\}/);
  });

  it("offers the commit-msg hook", () => {
    const text = readFileSync(join(root, ".pre-commit-hooks.yaml"), "utf8");
    expect(text).toContain("- id: releaser-check-commit");
    expect(text).toContain("entry: releaser check-commit");
    expect(text).toContain("stages: [commit-msg]");
  });
});
