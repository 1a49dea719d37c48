// The main job, end to end, on a generated sample Python project and the project's own loopback
// stand-ins (a GitHub-compatible API, a git remote over smart HTTP, a package index):
// `check` -> `release-pr` -> the PR merged -> `release` (tag, GitHub release, assets, build,
// upload) -> `pip install` of the new version from the local index into a fresh venv.
// Run by `npm run demo` after `npm run bundle`. KEEP_DEMO=1 keeps the temp folders.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ensurePythonTools } from "./python-tools.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "dist/cli.js");
const started = Date.now();
const temp = mkdtempSync(join(tmpdir(), "releaser-demo-"));
const dir = join(temp, "sample-pkg");
const TOKEN = "ghs_demoTokenThatIsNeverPrinted0001";
const PYPI_TOKEN = "pypi-demoUploadTokenNeverPrinted0002";
const servers = [];
const bundles = join(root, "node_modules/.cache/releaser-demo");
const bundled = [];

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Demo Maintainer",
  GIT_AUTHOR_EMAIL: "demo@example.com",
  GIT_COMMITTER_NAME: "Demo Maintainer",
  GIT_COMMITTER_EMAIL: "demo@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
  // Debian's python (with build, hatchling and twine) first.
  PATH: `/usr/bin:${process.env.PATH ?? ""}`,
  PIP_CONFIG_FILE: "/dev/null",
  PIP_DISABLE_PIP_VERSION_CHECK: "1",
};
const bold = (text) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${text}\x1b[0m` : text);

/** Runs a command without blocking the event loop (the stand-ins live in this process). */
/** The commands running now, stopped if the demo is interrupted. */
const children = new Set();

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? dir,
      env: { ...env, ...options.env },
      stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
    });
    children.add(child);
    child.on("exit", () => children.delete(child));
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const git = (...args) => run("git", args, { capture: true });
const auth = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}`;
const remoteGit = (...args) => run("git", ["-c", `http.extraheader=${auth}`, ...args], { capture: true });

async function step(title, args, extraEnv = {}) {
  process.stdout.write(`\n${bold(`$ releaser ${args.join(" ")}`)}   # ${title}\n`);
  return run(process.execPath, [cli, ...args], { env: { GITHUB_TOKEN: TOKEN, ...extraEnv } });
}

/**
 * The test suite's stand-ins, bundled for this run (they are TypeScript in test/stand-ins). The
 * bundle is written inside the repository's node_modules, never beside the sample project: what
 * the stand-ins look up at run time (GitHub's API description, from `@octokit/openapi`) is then
 * found from the bundle as it is from test/stand-ins.
 */
async function loadStandIns() {
  mkdirSync(bundles, { recursive: true });
  const outfile = join(bundles, `stand-ins-${process.pid}.mjs`);
  const entry = join(bundles, `stand-ins-entry-${process.pid}.mjs`);
  bundled.push(outfile, entry);
  writeFileSync(
    entry,
    ["github-api", "git-remote", "package-index"]
      .map((name) => `export * from ${JSON.stringify(join(root, "test/stand-ins", `${name}.ts`))};`)
      .join("\n"),
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
    // yaml (the GitHub stand-in reads workflows with it) requires node's modules in a way an ESM
    // bundle cannot: it is loaded from node_modules, beside which the bundle is written.
    external: ["yaml"],
  });
  return import(pathToFileURL(outfile).href);
}

function write(path, text) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

async function cleanUp() {
  for (const server of servers.splice(0)) await server.close().catch(() => {});
  if (!process.env.KEEP_DEMO) rmSync(temp, { recursive: true, force: true });
  for (const file of bundled.splice(0)) rmSync(file, { force: true });
}

// Ctrl-C, `timeout`, a closed terminal: the running command is stopped first (so it does not
// retry against servers that are gone), then the servers and temp folders are removed.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
]) {
  process.once(signal, async () => {
    process.stdout.write(`\ninterrupted (${signal}): cleaning up\n`);
    for (const child of children) child.kill("SIGTERM");
    await cleanUp();
    process.exit(code);
  });
}

async function main() {
  ensurePythonTools();
  const { startGitHubStandIn, startGitRemoteStandIn, startPackageIndexStandIn } = await loadStandIns();
  const remote = await startGitRemoteStandIn({ token: TOKEN });
  // GitHub's Git Data API writes the release commit into the repository the git remote serves.
  const bare = remote.createBare("acme/sample-pkg");
  const github = await startGitHubStandIn({ token: TOKEN, owner: "acme", repo: "sample-pkg", gitDir: bare });
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  servers.push(github, remote, index);
  process.stdout.write(
    `stand-ins: GitHub API ${github.url}, git remote ${remote.url}, package index ${index.simpleUrl}\n`,
  );

  mkdirSync(dir, { recursive: true });
  await git("init", "-q", "-b", "main");
  write(
    "pyproject.toml",
    [
      "[project]",
      'name = "sample-pkg"',
      'version = "1.4.2"  # managed by releaser',
      'description = "A sample package released by releaser\'s demo"',
      'readme = "README.md"',
      'requires-python = ">=3.9"',
      "",
      "[build-system]",
      'requires = ["hatchling"]',
      'build-backend = "hatchling.build"',
      "",
      "[tool.releaser.host]",
      `api_url = "${github.url}"`,
      "",
      "[tool.releaser.publish]",
      `repository_url = "${index.uploadUrl}"`,
      "# No PyPI here: build with Debian's hatchling instead of an isolated environment.",
      'build_command = ["python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]',
      "",
    ].join("\n"),
  );
  write("src/sample_pkg/__init__.py", '"""A sample package."""\n\n__version__ = "1.4.2"\n');
  write("README.md", "# sample-pkg\n\nA sample package, released end to end by `npm run demo`.\n");
  write("CHANGELOG.md", "# Changelog\n\n## [1.4.2] - 2026-10-01\n\n### Bug Fixes\n\n- Handle empty input\n");
  write(".gitignore", "dist/\n");
  await git("add", "-A");
  await git("commit", "-q", "-m", "chore(release): 1.4.2");
  await git("tag", "-a", "v1.4.2", "-m", "v1.4.2");
  const commits = [
    ["src/sample_pkg/io.py", "fix(io): close files on error\n\nRefs: #41"],
    ["src/sample_pkg/api.py", "feat(api): add a streaming reader, thanks @octocat"],
    ["docs/index.md", "docs: explain the streaming reader"],
    ["tox.ini", "chore: bump tox"],
    ["src/sample_pkg/cli.py", "Update cli.py"],
    ["src/sample_pkg/speed.py", "perf: cache the parser tables"],
  ];
  for (const [path, message] of commits) {
    write(path, `# ${message.split("\n")[0]}\n`);
    await git("add", "-A");
    await git("commit", "-q", "-m", message);
  }
  await git("remote", "add", "origin", remote.repoUrl("acme/sample-pkg"));
  await remoteGit("push", "-q", "origin", "main", "--tags");
  process.stdout.write(`sample project: ${dir} (pushed to origin)\n`);

  await step("what would the next release be, and why?", ["check"]);
  await step("CI on every push to main: keep one release pull request current", ["release-pr"]);
  const pr = github.pulls[0];

  process.stdout.write(`\n${bold(`# the maintainer merges pull request #${pr.number}`)}\n`);
  await remoteGit("fetch", "-q", "origin", pr.head.ref);
  await git("merge", "-q", "--ff-only", "FETCH_HEAD");
  await remoteGit("push", "-q", "origin", "main");
  github.merge(pr.number);

  await step("CI after the merge: tag, GitHub release, assets, build, upload", ["release"], { PYPI_TOKEN });
  await step("run again (CI re-runs a job): everything is already done", ["release"], { PYPI_TOKEN });

  const version = (await git("describe", "--tags", "--abbrev=0")).trim().replace(/^v/, "");
  const venv = join(temp, "venv");
  process.stdout.write(
    `\n${bold(`$ pip install sample-pkg==${version}`)}   # from the local index, into a fresh venv\n`,
  );
  await run("/usr/bin/python3", ["-m", "venv", venv]);
  await run(join(venv, "bin/pip"), [
    "install",
    "-q",
    "--index-url",
    index.simpleUrl,
    `sample-pkg==${version}`,
  ]);
  const installed = (
    await run(join(venv, "bin/python"), ["-c", "import sample_pkg; print(sample_pkg.__version__)"], {
      capture: true,
    })
  ).trim();

  const release = github.releases[0];
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      "",
      bold("Summary"),
      `  version         ${version} (installed: sample_pkg.__version__ == ${installed})`,
      `  tag             v${version}`,
      `  pull request    ${pr.html_url} (merged)`,
      `  release         ${release?.html_url} (${release?.assets.length ?? 0} assets)`,
      `  on the index    ${[...index.files.keys()].sort().join(", ")}`,
      `  time            ${seconds} s`,
      "",
    ].join("\n"),
  );
  if (installed !== version) throw new Error(`pip installed ${installed}, expected ${version}`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`demo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
