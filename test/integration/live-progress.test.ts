import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
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
    GITHUB_TOKEN: TOKEN,
    RELEASER_RETRY_DELAY_MS: "10",
    SOURCE_DATE_EPOCH: "1763683200",
  };
}

describe("release output", () => {
  it("on a terminal: a live step list with a spinner, marks and colour", async () => {
    const h = await mergedProject();
    const script = join(h.repo.dir, "..", `run-${Date.now()}.sh`);
    writeFileSync(script, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" release --skip-publish\n`, {
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
    expect(screen).toMatch(/✔.*host-release +created release v1\.5\.0/);
    // The spinner's frames were drawn while steps ran.
    expect(screen).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    expect(screen.replaceAll(ESC, "^")).toMatch(/Released(\^\[\d+m)? 1\.5\.0/);
  });

  it("piped: plain lines, one per step, no escape code", async () => {
    const h = await mergedProject();
    const result = await runAsync(process.execPath, [CLI, "release", "--skip-publish"], {
      cwd: h.repo.dir,
      env: terminalEnv(),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(ESC);
    const steps = result.stdout.split("\n").filter((line) => /^ {2}[✓=~·-] /.test(line));
    expect(steps.map((line) => line.slice(4).split(/\s+/)[0])).toEqual([
      "pre-release-hooks",
      "build",
      "credentials",
      "tag",
      "push",
      "host-release",
      "assets",
      "upload",
    ]);
  });
});
