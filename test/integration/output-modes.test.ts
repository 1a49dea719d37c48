import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/run.ts";
import { withoutSteps } from "../helpers/error-line.ts";
import { hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { GIT_ENV, makeRepo, pyproject, tempDir } from "../helpers/repo.ts";

/** Colour, live display and quietness as each stream and the environment ask (issue 11). */
const ESC = "\u001b";

async function cli(
  argv: string[],
  world: { cwd: string; env?: NodeJS.ProcessEnv; isTTY?: boolean; stderrIsTTY?: boolean },
) {
  let stdout = "";
  let stderr = "";
  const out = new PassThrough();
  const err = new PassThrough();
  out.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  err.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  const code = await runCli(argv, {
    stdout: out,
    stderr: err,
    env: world.env ?? {},
    cwd: world.cwd,
    isTTY: world.isTTY,
    stderrIsTTY: world.stderrIsTTY,
    now: () => new Date("2025-11-21T00:00:00Z"),
  });
  await new Promise((r) => setImmediate(r));
  return { code, stdout, stderr };
}

describe("colour is judged per stream", () => {
  const notARepo = tempDir();

  it("stdout a terminal, stderr a log file: the error line has no escape code", async () => {
    const result = await cli(["check"], { cwd: notARepo, isTTY: true, stderrIsTTY: false });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: not a git repository/);
    expect(result.stderr).not.toContain(ESC);
  });

  it("stderr a terminal: the error is red; NO_COLOR, TERM=dumb and --no-color turn it off", async () => {
    const coloured = await cli(["check"], { cwd: notARepo, stderrIsTTY: true });
    expect(coloured.stderr.startsWith(`${ESC}[31merror:${ESC}[39m `)).toBe(true);
    for (const [argv, env] of [
      [["check"], { NO_COLOR: "1" }],
      [["check"], { TERM: "dumb" }],
      [["--no-color", "check"], {}],
      [["--no-color", "check"], { FORCE_COLOR: "1" }],
    ] as const) {
      const plain = await cli([...argv], { cwd: notARepo, stderrIsTTY: true, env });
      expect(plain.stderr, JSON.stringify(env)).toMatch(/^error: /);
    }
  });

  it("FORCE_COLOR colours a pipe", async () => {
    const forced = await cli(["check"], { cwd: notARepo, env: { FORCE_COLOR: "1" } });
    expect(forced.stderr.startsWith(`${ESC}[31merror:`)).toBe(true);
  });
});

describe("the error line stays one line", () => {
  it("a configured value with a line break in it is shown as \\n, not as a second line", async () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject(
        "1.0.0",
        "demo",
        '\n[tool.releaser.host]\nrepository = "acme\\nerror: all good"\n',
      ),
    });
    repo.commit("feat: x");
    repo.git("remote", "add", "origin", "https://github.com/acme/widgets.git");
    const result = await cli(["release-pr"], { cwd: repo.dir, env: { GITHUB_TOKEN: "t0ken-value-here" } });
    expect(result.code).toBe(1);
    const lines = withoutSteps(result.stderr).trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('repository = "acme\\nerror: all good"');
  });
});

describe("a live display only where a spinner can run", () => {
  it("CI or TERM=dumb on a terminal: the plain list, each step once", async () => {
    for (const extra of [{ CI: "true" }, { TERM: "dumb" }]) {
      const h = await hostedRepo();
      const env = {
        ...process.env,
        ...GIT_ENV,
        GITHUB_TOKEN: TOKEN,
        RELEASER_RETRY_DELAY_MS: "10",
        ...extra,
      };
      const result = await cli(["release-pr"], { cwd: h.repo.dir, env, isTTY: true, stderrIsTTY: true });
      expect(result.code, result.stderr).toBe(0);
      const steps = result.stderr.split("\n").filter((line) => line !== "");
      expect(steps.map((line) => line.split(/\s+/)[2])).toEqual([
        "history",
        "find-pr",
        "commit",
        "push",
        "pull-request",
      ]);
    }
  });

  it("-q leaves out what the tools and hooks print, and every step", async () => {
    const h = await hostedRepo(
      '\n[tool.releaser.hooks]\npre_release = ["echo hook-output-here"]\n[tool.releaser.release]\nassets = []\n',
    );
    h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
    expect((await h.run(["update"])).code).toBe(0);
    await h.push("main");
    const result = await h.run(["release", "--skip-build", "-q"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Released 1\.5\.0: \S+\n$/);
  });
});

describe("a usage error under --json", () => {
  it("still prints one JSON document on stdout, and exits 2", async () => {
    const result = await cli(["--json", "check", "--bump", "huge"], { cwd: tempDir() });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        code: "USAGE_ERROR",
        message: expect.stringContaining("option '--bump <kind>' argument 'huge' is invalid"),
      },
    });
    const unknown = await cli(["check", "--json", "--frobnicate"], { cwd: tempDir() });
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stdout).error.message).toBe("unknown option '--frobnicate'");
    // Without --json stdout stays empty.
    expect((await cli(["check", "--frobnicate"], { cwd: tempDir() })).stdout).toBe("");
  });
});
