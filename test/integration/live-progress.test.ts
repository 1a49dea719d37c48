import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { STEP_LINE } from "../helpers/error-line.ts";
import { hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { GIT_ENV, runAsync } from "../helpers/repo.ts";

/**
 * The output a person watches: on a terminal (a pseudo-terminal made by `script`), `release`
 * shows each step live with a spinner and a mark; piped, the same run prints plain lines, one
 * per step, without a single escape code.
 */
const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");
const ESC = "\u001b";

async function mergedProject() {
  const h = await hostedRepo();
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return h;
}

/** A clean environment: no CI variable (spinners stay quiet in CI), a terminal type, the token. */
function terminalEnv(): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => name !== "CI" && name !== "NO_COLOR" && value !== undefined,
    ),
  ) as Record<string, string>;
  return {
    ...env,
    ...GIT_ENV,
    TERM: "xterm-256color",
    // Empty, not absent: the test helpers start from this process's environment (CI=true in CI).
    CI: "",
    GITHUB_TOKEN: TOKEN,
    RELEASER_RETRY_DELAY_MS: "10",
    SOURCE_DATE_EPOCH: "1763683200",
  };
}

describe("release output", () => {
  it("on a terminal: a live step list with a spinner, marks and colour", async () => {
    const h = await mergedProject();
    const script = join(h.repo.dir, "..", `run-${Date.now()}.sh`);
    writeFileSync(script, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" release --skip-build\n`, {
      mode: 0o755,
    });
    // `script` runs the command on a pseudo-terminal and copies what it shows to stdout.
    const result = await runAsync("script", ["-qec", script, "/dev/null"], {
      cwd: h.repo.dir,
      env: terminalEnv(),
    });
    expect(result.code, result.stdout).toBe(0);
    const screen = result.stdout;
    expect(screen).toContain(ESC);
    expect(screen).toMatch(/✔.*tag +created annotated tag v1\.5\.0/);
    expect(screen).toMatch(/✔.*host-release +created draft release v1\.5\.0/);
    expect(screen).toMatch(/✔.*publish-release +published release v1\.5\.0/);
    // The spinner's frames were drawn while steps ran.
    expect(screen).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    expect(screen.replaceAll(ESC, "^")).toMatch(/Released(\^\[\d+m)? 1\.5\.0/);
  });

  it("piped: plain lines, one per step, no escape code", async () => {
    const h = await mergedProject();
    const result = await runAsync(process.execPath, [CLI, "release", "--skip-build"], {
      cwd: h.repo.dir,
      env: terminalEnv(),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(ESC);
    // stderr: the heading, then one line per step as it ends; stdout: the result alone.
    const [heading, ...steps] = result.stderr.trimEnd().split("\n");
    expect(heading).toMatch(/^Release 1\.5\.0 as v1\.5\.0 from [0-9a-f]{12}:$/);
    for (const line of steps) expect(line).toMatch(STEP_LINE);
    expect(result.stdout).toMatch(
      /^Released 1\.5\.0: http:\/\/127\.0\.0\.1:\d+\/acme\/widgets\/releases\/tag\/v1\.5\.0\n$/,
    );
    expect(steps.map((line) => line.slice(4).split(/\s+/)[0])).toEqual([
      "pre-release-hooks",
      "build",
      "credentials",
      "tag",
      "push",
      "host-release",
      "assets",
      "publish-release",
      "upload",
    ]);
  });

  it("-q: nothing on stderr, the final line alone on stdout", async () => {
    const h = await mergedProject();
    const result = await runAsync(process.execPath, [CLI, "release", "--skip-build", "-q"], {
      cwd: h.repo.dir,
      env: terminalEnv(),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Released 1\.5\.0: \S+\n$/);
  });
});

describe("release-pr output", () => {
  it("on a terminal: each step with a spinner and a mark, then the pull request's line", async () => {
    const h = await hostedRepo();
    const script = join(h.repo.dir, "..", `run-${Date.now()}.sh`);
    writeFileSync(script, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" release-pr\n`, { mode: 0o755 });
    const result = await runAsync("script", ["-qec", script, "/dev/null"], {
      cwd: h.repo.dir,
      env: terminalEnv(),
    });
    expect(result.code, result.stdout).toBe(0);
    const screen = result.stdout;
    expect(screen).toContain(ESC);
    expect(screen).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    for (const step of [
      /✔.*history +1 commits? since v1\.4\.2|✔.*history +\d+ commits since v1\.4\.2: 1\.5\.0 next/,
      /✔.*find-pr +none is open/,
      /✔.*commit +[0-9a-f]{12} chore\(release\): 1\.5\.0/,
      // GitHub makes the commit through its API (pr.commit = "api").
      /✔.*push +moved releaser\/main on origin to [0-9a-f]{12}/,
      /✔.*pull-request +opened #1: http/,
    ]) {
      expect(screen).toMatch(step);
    }
    expect(screen.replaceAll(ESC, "^")).toMatch(/Created(\^\[\d+m)? pull request #1 for 1\.5\.0/);
  });

  it("piped: one plain line per step, no escape code; a re-run marks what was already done", async () => {
    const h = await hostedRepo();
    const run = () =>
      runAsync(process.execPath, [CLI, "release-pr"], { cwd: h.repo.dir, env: terminalEnv() });
    const first = await run();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout + first.stderr).not.toContain(ESC);
    const names = (stderr: string) =>
      stderr
        .trimEnd()
        .split("\n")
        .map((line) => {
          expect(line).toMatch(STEP_LINE);
          return line.slice(2, 4) + line.slice(4).split(/\s+/)[0];
        });
    expect(names(first.stderr)).toEqual(["✓ history", "✓ find-pr", "✓ commit", "✓ push", "✓ pull-request"]);
    expect(first.stdout).toMatch(/^Created pull request #1 for 1\.5\.0 \(pushed releaser\/main\): \S+\n$/);
    const again = await run();
    // The branch already holds the release commit: the commit step says so, it made nothing new (issue 23).
    expect(names(again.stderr)).toEqual(["✓ history", "✓ find-pr", "= commit", "= push", "= pull-request"]);
    expect(again.stderr).toMatch(
      /= commit +releaser\/main already holds the release commit [0-9a-f]{12} chore\(release\): 1\.5\.0\n/,
    );
    expect(again.stdout).toMatch(/^Unchanged: pull request #1/);
  });
});
