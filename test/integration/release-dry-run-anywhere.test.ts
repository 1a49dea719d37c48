import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { type HostedRepo, hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { GIT_ENV, type RunResult, runAsync } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";
import { type PackageIndexStandIn, startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release --dry-run` and `release-pr --dry-run` on a maintainer's machine (issue 23): no code-host
 * token and no index token in the environment. git reaches origin with the user's own
 * credentials (a credential helper, as on a laptop); the plan is shown in full, the steps that
 * would use a token say so, nothing is written anywhere, and the exit code is 0. A real run
 * without the tokens still stops with the error that says how to give one.
 */

const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcDryRunUploadToken0023";
/** Every variable through which a credential could reach releaser: none may be inherited. */
const CREDENTIALS =
  /^(GITHUB_TOKEN|GH_TOKEN|PYPI_TOKEN|PYPI_ID_TOKEN|ACTIONS_ID_TOKEN_.*|GITLAB_TOKEN|GL_TOKEN|CI_JOB_TOKEN)$/;

/** The user's own git credential for origin (a laptop's credential helper), not a token variable. */
const HELPER =
  '!f() { test "$1" = get || exit 0; echo username=x-access-token; echo "password=$GIT_USER_PASSWORD"; }; f';

type Step = { step: string; status: string; detail: string; needs: string | null; observed: boolean };
type Json = Record<string, unknown> & { steps: Step[]; needs: string[] };

/** Each test runs a few CLI processes against loopback servers; the machine may be busy. */
const SLOW = 120_000;

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * The built CLI with none of the credential variables (whatever the test runner's own
 * environment holds). git's password comes from a credential helper that reads GIT_USER_PASSWORD,
 * the user's own credential for origin, which releaser never sees as a token.
 */
function runWithoutTokens(
  h: HostedRepo,
  args: string[],
  env: Record<string, string> = {},
): Promise<RunResult> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CREDENTIALS.test(name)),
  ) as Record<string, string>;
  const base: Record<string, string> = {
    ...inherited,
    ...GIT_ENV,
    GIT_TERMINAL_PROMPT: "0",
    NO_COLOR: "1",
    SOURCE_DATE_EPOCH: "1763683200",
    GIT_USER_PASSWORD: TOKEN,
    RELEASER_RETRY_DELAY_MS: "10",
    PATH,
  };
  for (const name of Object.keys(base)) if (CREDENTIALS.test(name)) throw new Error(`${name} leaked in`);
  // Only a test that means to give a credential gives one, by name.
  const childEnv = { ...base, ...env };
  return runAsync(process.execPath, [CLI, ...args], { cwd: h.repo.dir, env: childEnv, baseEnv: {} });
}

/** A hatchling project whose release commit for 1.5.0 is pushed, with dist/ built, and an index. */
async function merged(
  options: { dist?: boolean } = {},
): Promise<{ h: HostedRepo; index: PackageIndexStandIn }> {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(index.close);
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  const update = await h.run(["update"]);
  expect(update.code, update.stderr).toBe(0);
  await h.push("main");
  h.repo.git("config", "credential.helper", HELPER);
  if (options.dist !== false) {
    mkdirSync(join(h.repo.dir, "dist"), { recursive: true });
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0.tar.gz"), "sdist bytes");
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0-py3-none-any.whl"), "wheel bytes");
  }
  return { h, index };
}

/** What the remote holds: every ref and the commit it names. */
const remoteRefs = (h: HostedRepo) => h.remoteGit("ls-remote", "origin");
const receivePacks = (h: HostedRepo) => h.git.requests.filter((r) => r.path.endsWith("/git-receive-pack"));

describe("release --dry-run without any token", { timeout: SLOW }, () => {
  it("lists every step, marks those that would need a token, exits 0, and changes nothing anywhere", async () => {
    const { h, index } = await merged();
    const tree = snapshotTree(h.repo.dir);
    const refs = await remoteRefs(h);
    const pushes = receivePacks(h).length;

    const result = await runWithoutTokens(h, ["release", "--dry-run", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    expect(json).toMatchObject({ dry_run: true, version: "1.5.0", tag: "v1.5.0", released: false });
    expect(json.steps.map((s) => [s.step, s.status, s.needs, s.observed])).toEqual([
      ["pre-release-hooks", "skipped", null, true],
      ["build", "would", null, true],
      ["credentials", "would", "PYPI_TOKEN or trusted publishing", true],
      ["tag", "would", null, true],
      ["push", "would", null, true],
      ["host-release", "would", "GITHUB_TOKEN (or GH_TOKEN)", false],
      ["assets", "would", "GITHUB_TOKEN (or GH_TOKEN)", false],
      ["publish-release", "would", "GITHUB_TOKEN (or GH_TOKEN)", false],
      ["upload", "would", "PYPI_TOKEN or trusted publishing", false],
    ]);
    expect(json.needs).toEqual(["PYPI_TOKEN or trusted publishing", "GITHUB_TOKEN (or GH_TOKEN)"]);
    const detail = Object.fromEntries(json.steps.map((s) => [s.step, s.detail]));
    expect(detail["host-release"]).toBe(
      "create draft release v1.5.0 unless it exists (not looked up: no token)",
    );
    expect(detail["publish-release"]).toBe("publish release v1.5.0 once its files are on it");
    expect(detail.assets).toBe(
      "upload 2 files (widgets-1.5.0-py3-none-any.whl, widgets-1.5.0.tar.gz) unless the release has them (not looked up: no token)",
    );
    expect(detail.push).toBe("push v1.5.0 to origin");

    // The human list says the same, each mark under its step.
    const text = await runWithoutTokens(h, ["release", "--dry-run"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      /^ {2}~ host-release +would create draft release v1\.5\.0 unless it exists \(not looked up: no token\)\n {22}would need GITHUB_TOKEN \(or GH_TOKEN\)$/m,
    );
    expect(text.stdout).toMatch(
      /^ {2}~ assets +would upload 2 files .*\n {22}would need GITHUB_TOKEN \(or GH_TOKEN\)$/m,
    );
    expect(text.stdout).toMatch(
      /^ {2}~ upload +would upload the built files .*\n {22}would need PYPI_TOKEN or trusted publishing$/m,
    );
    expect(text.stdout).toContain("Nothing was tagged, pushed or uploaded.");
    expect(text.stdout).toContain(
      "A real run would need: PYPI_TOKEN or trusted publishing; GITHUB_TOKEN (or GH_TOKEN).",
    );

    // No request to the code host at all (not even an anonymous GET), none to the index, no push.
    expect(h.github.requests).toEqual([]);
    expect(index.requests).toEqual([]);
    expect(receivePacks(h)).toHaveLength(pushes);
    expect(await remoteRefs(h)).toBe(refs);
    expect(snapshotTree(h.repo.dir)).toEqual(tree);
  });

  it("with nothing to upload, the assets step is 'skipped', not 'already'; host.token_env is named", async () => {
    const { h } = await merged({ dist: false });
    const result = await runWithoutTokens(h, ["release", "--dry-run", "--skip-build", "--json"], {
      MY_TOKEN: "",
    });
    expect(result.code, result.stderr).toBe(0);
    const assets = (JSON.parse(result.stdout) as Json).steps.find((s) => s.step === "assets");
    expect(assets).toEqual({
      step: "assets",
      status: "skipped",
      detail: "no files match release.assets: nothing to upload",
      needs: null,
      observed: true,
    });
    expect(h.github.requests).toEqual([]);
  });

  it("--skip-host-release --skip-build needs no token at all: nothing is marked", async () => {
    const { h } = await merged();
    const result = await runWithoutTokens(h, [
      "release",
      "--dry-run",
      "--skip-host-release",
      "--skip-build",
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    expect(json.needs).toEqual([]);
    expect(json.steps.every((s) => s.needs === null)).toBe(true);
    expect(json.steps.map((s) => s.status)).toEqual([
      "skipped",
      "skipped",
      "skipped",
      "would",
      "would",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
    ]);
  });

  it("with a code-host token, the host is asked as before (GET only) and no mark is left on it", async () => {
    const { h } = await merged();
    const result = await runWithoutTokens(h, ["release", "--dry-run", "--json"], { GITHUB_TOKEN: TOKEN });
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    const host = json.steps.find((s) => s.step === "host-release");
    expect(host).toMatchObject({
      status: "would",
      detail: "create draft release v1.5.0",
      needs: null,
      observed: true,
    });
    expect(json.needs).toEqual(["PYPI_TOKEN or trusted publishing"]);
    expect(h.github.requests.length).toBeGreaterThan(0);
    expect(h.github.writes()).toEqual([]);
  });
});

describe("release --dry-run on a machine without the build tool", { timeout: SLOW }, () => {
  it("marks the build and the upload with the tool they would need, and exits 0", async () => {
    const h = await hostedRepo(
      '\n[tool.releaser.publish]\ntool = "uv"\nrepository_url = "http://127.0.0.1:9/legacy/"\n',
    );
    const update = await h.run(["update"]);
    expect(update.code, update.stderr).toBe(0);
    await h.push("main");
    h.repo.git("config", "credential.helper", HELPER);
    const result = await runWithoutTokens(h, ["release", "--dry-run", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const steps = (JSON.parse(result.stdout) as Json).steps;
    const uv =
      "uv on PATH (install: see https://docs.astral.sh/uv/getting-started/installation/ (in Actions: astral-sh/setup-uv); or set publish.build_command)";
    expect(steps.find((s) => s.step === "build")).toMatchObject({ status: "would", needs: uv });
    expect(steps.find((s) => s.step === "upload")).toMatchObject({
      status: "would",
      needs: `PYPI_TOKEN or trusted publishing; ${uv.replace("build_command", "publish_command")}`,
    });
    // A real run says the same as an error, before anything is built or tagged.
    const real = await runWithoutTokens(h, ["release", "--skip-host-release"], { PYPI_TOKEN });
    expect(real.code).toBe(1);
    expect(withoutSteps(real.stderr)).toMatch(
      /^error: the build command `uv build.*` cannot run: uv is not on PATH/,
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });
});

describe("a real run without a token still stops before anything changes", { timeout: SLOW }, () => {
  it("release: today's one-line error naming the variables; no tag, no push, no request", async () => {
    const { h, index } = await merged();
    const tree = snapshotTree(h.repo.dir);
    const refs = await remoteRefs(h);
    const result = await runWithoutTokens(h, ["release"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: no token for the code host: set GITHUB_TOKEN or GH_TOKEN .* \(releaser explain CONFIG_ERROR\)\n$/,
    );
    expect(h.github.requests).toEqual([]);
    expect(index.requests).toEqual([]);
    expect(await remoteRefs(h)).toBe(refs);
    expect(snapshotTree(h.repo.dir)).toEqual(tree);
  });

  it("release --skip-host-release without an index token: the index error, nothing tagged", async () => {
    const { h } = await merged();
    const tree = snapshotTree(h.repo.dir);
    const result = await runWithoutTokens(h, ["release", "--skip-host-release"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: no credential for the package index: set PYPI_TOKEN/,
    );
    expect(snapshotTree(h.repo.dir)).toEqual(tree);
  });

  it("release-pr: the same error, no branch pushed", async () => {
    const h = await hostedRepo();
    h.repo.git("config", "credential.helper", HELPER);
    const result = await runWithoutTokens(h, ["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: no token for the code host: set GITHUB_TOKEN or GH_TOKEN /,
    );
    expect(await h.remoteBranch("releaser/main")).toBe("");
    expect(h.github.requests).toEqual([]);
  });
});

describe("release-pr --dry-run without any token", { timeout: SLOW }, () => {
  it("shows the branch, title and body, marks the PR look-up, exits 0 and pushes nothing", async () => {
    const h = await hostedRepo();
    h.repo.git("config", "credential.helper", HELPER);
    const tree = snapshotTree(h.repo.dir);
    const refs = await remoteRefs(h);
    const pushes = receivePacks(h).length;

    const text = await runWithoutTokens(h, ["release-pr", "--dry-run"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      "Dry run: would create branch releaser/main with the release commit for 1.5.0 on main, and create a pull request, or update the open one (not looked up: no token) into main:",
    );
    expect(text.stdout).toContain("\nchore(release): 1.5.0\n");
    expect(text.stdout).toMatch(/### Features\n\n- B\n/);
    expect(text.stdout).toContain(
      "would need GITHUB_TOKEN (or GH_TOKEN): the open pull request was not looked up",
    );

    const result = await runWithoutTokens(h, ["release-pr", "--dry-run", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      dry_run: true,
      branch: "releaser/main",
      action: "none",
      would: "create-or-update",
      needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
      pr_url: null,
    });

    expect(h.github.requests).toEqual([]);
    expect(receivePacks(h)).toHaveLength(pushes);
    expect(await remoteRefs(h)).toBe(refs);
    expect(snapshotTree(h.repo.dir)).toEqual(tree);
  });
});
