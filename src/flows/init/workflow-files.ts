import { parse } from "yaml";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { parseRemoteUrl } from "../../host/remote-url.ts";
import type { Provider } from "../../host/settings.ts";
import { withDispatchChecks } from "./dispatch-checks.ts";
import {
  describeExistingRelease,
  describeOwnRelease,
  type ExistingRelease,
  findExistingReleases,
  readWorkflow,
} from "./existing-releases.ts";
import {
  DEFAULT_STAGES,
  GITLAB_CI,
  GITLAB_CI_INCLUDED,
  gitlabCi,
  gitlabStages,
  INCLUDE_LINES,
} from "./gitlab-ci.ts";
import { clashingJobs, describeGitlabRelease, scanGitlabCi } from "./gitlab-ci-scan.ts";
import type { InitFacts } from "./init-facts.ts";
import type { InitFile } from "./init-files.ts";
import type { InitOptions } from "./init-types.ts";
import { prTitleWorkflow } from "./pr-title-workflow.ts";
import { releaseWorkflow } from "./release-workflow.ts";
import { placeReleaseWorkflow, type ReleasePlace } from "./workflow-place.ts";

/** Where init writes the workflow that checks pull request titles. */
export const PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";

/**
 * The release and pull-request-title workflows added to `files` (none with `workflows: false`:
 * nothing of .github/ is read or written), with the warnings and notes they bring; the release
 * and publish jobs the project has already. On GitLab (`provider`, from the origin URL the
 * caller read), releaser's GitLab CI configuration instead, and nothing of .github/.
 */
export async function withWorkflows(
  root: string,
  options: InitOptions,
  facts: InitFacts,
  files: InitFile[],
  warnings: string[],
  notes: string[],
  provider: Provider = "github",
  originUrl?: string,
): Promise<ExistingRelease[]> {
  if (options.workflows === false) {
    // The project keeps its own release workflow: nothing of .github/ is read or written.
    return [];
  }
  if (provider === "gitlab") return withGitlabCi(root, options, facts, files, warnings, notes, originUrl);
  const place = await placeReleaseWorkflow(root, options.force);
  const releasePath = place.path;
  const prTitlePath = await workflowPath(root, PR_TITLE_WORKFLOW);
  // The project's own release.yml kept beside releaser's is read like any other workflow, so a
  // job of it that releases or publishes is named with what to remove.
  const existingReleases = await findExistingReleases(root, new Set([releasePath, prTitlePath]));
  await withDispatchChecks(
    root,
    options.dispatchChecks === true,
    new Set([releasePath, prTitlePath]),
    files,
    notes,
  );
  const releaseName = releasePath.split("/").at(-1);
  warnings.push(...existingReleases.map((found) => describeExistingRelease(found, releaseName)));
  // The project's own release.yaml that publishes, replaced with --force: said what goes.
  const own = place.there === "project" ? await readWorkflow(root, releasePath) : undefined;
  const ownWhat =
    own === undefined || own.releases.length === 0 ? undefined : describeOwnRelease(own.releases, own.jobs);
  const releaseWritten = await releaseFile(root, place, releaseWorkflow(facts), ownWhat, options.force);
  files.push(releaseWritten);
  // PyPI matches a trusted publisher by the workflow's file name and, when it names one, the
  // environment. An earlier workflow kept as it is says nothing of either.
  if (options.publishWith === "pypa" && releaseWritten.action !== "keep") {
    notes.push(
      `the publish job of ${releaseName} uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow ${releaseName} and the environment pypi`,
    );
  }
  const prTitleThere = (await readRepoText(root, prTitlePath, ConfigError)) !== undefined;
  const prTitleText = prTitleWorkflow(facts);
  files.push(
    prTitleThere && !options.force
      ? {
          path: prTitlePath,
          action: "keep",
          text: prTitleText,
          why: "there already: init leaves it as it is; --force replaces it with the text below",
        }
      : { path: prTitlePath, action: prTitleThere ? "overwrite" : "create", text: prTitleText },
  );
  return existingReleases;
}

/**
 * releaser's release workflow as a file to write: new, releaser's own from an earlier init (kept;
 * --force writes it afresh), the project's own (only with --force: replaced, saying what goes),
 * or new beside the project's own release.yml, which is named with its jobs: both would release
 * the same commits, and the warnings say which job to remove.
 */
async function releaseFile(
  root: string,
  place: ReleasePlace,
  text: string,
  ownWhat: string | undefined,
  force: boolean,
): Promise<InitFile> {
  const { path } = place;
  if (place.there === "releaser") {
    return force
      ? { path, action: "overwrite", text }
      : {
          path,
          action: "keep",
          text,
          why: "releaser's workflow from an earlier init: left as it is; --force replaces it with the text below",
        };
  }
  if (place.there === "project")
    return { path, action: "overwrite", text, ...(ownWhat ? { why: ownWhat } : {}) };
  if (place.beside === undefined) return { path, action: "create", text };
  const beside = await readWorkflow(root, place.beside);
  const jobs =
    beside === undefined
      ? "which does not parse"
      : beside.jobs.length === 0
        ? "with no jobs"
        : `with ${beside.jobs.length === 1 ? "job" : "jobs"} ${beside.jobs.join(", ")}`;
  const name = path.split("/").at(-1);
  const doubles =
    beside !== undefined && beside.releases.length > 0
      ? `; it ${beside.releases.some((r) => r.kind === "release") ? "releases" : "publishes"} too, so every version would go out twice: remove its ${beside.releases.length === 1 ? "job" : "jobs"} ${beside.releases.map((r) => r.job).join(", ")} (or the file), or pass --force to put releaser's workflow in ${place.beside} instead`
      : "; it neither releases nor publishes, so both can stay";
  return {
    path,
    action: "create",
    text,
    why: `${place.beside} is the project's own (${jobs}), left as it is, so releaser's workflow goes in ${name}; a PyPI trusted publisher names ${name}${doubles}`,
  };
}

/**
 * Where a workflow goes: the `.yaml` twin of its name when that exists and the `.yml` does not,
 * so the project's own pr-title.yaml is kept (or, with --force, replaced), never doubled.
 */
async function workflowPath(root: string, path: string): Promise<string> {
  const twin = path.replace(/\.yml$/, ".yaml");
  const there = async (p: string) =>
    (await readRepoText(root, p, ConfigError).catch(() => undefined)) !== undefined;
  return !(await there(path)) && (await there(twin)) ? twin : path;
}

/**
 * releaser's GitLab CI configuration as a file to write (issue 27): `.gitlab-ci.yml` when the
 * project has none; beside the project's own, `.gitlab/releaser.gitlab-ci.yml`, with the
 * `include:` lines to add in the notes (the project's file is never written) and a warning for
 * each of its jobs that releases or publishes, or that has the name of one of releaser's. A file
 * of releaser's from an earlier init is kept, or written afresh with --force.
 */
async function withGitlabCi(
  root: string,
  options: InitOptions,
  facts: InitFacts,
  files: InitFile[],
  warnings: string[],
  notes: string[],
  originUrl: string | undefined,
): Promise<ExistingRelease[]> {
  const own = (await readRepoText(root, GITLAB_CI, ConfigError))?.text;
  const ours = own !== undefined && WRITTEN_BY_INIT.test(own);
  const data = own !== undefined && !ours ? parseYaml(own) : undefined;
  const stages = own !== undefined && !ours ? gitlabStages(data) : DEFAULT_STAGES;
  const text = gitlabCi(facts, stages);
  let existing: ExistingRelease[] = [];
  let path = GITLAB_CI;
  if (own !== undefined && !ours) {
    path = GITLAB_CI_INCLUDED;
    existing = scanGitlabCi(GITLAB_CI, data);
    warnings.push(...existing.map(describeGitlabRelease));
    for (const job of clashingJobs(data)) {
      warnings.push(
        `${GITLAB_CI} has a job named ${job}, as ${GITLAB_CI_INCLUDED} does: GitLab merges the two into one job; rename yours`,
      );
    }
    if (stages.warning !== undefined) warnings.push(stages.warning);
    if (!own.includes(GITLAB_CI_INCLUDED)) {
      notes.push(
        `${GITLAB_CI} is the project's own and stays as it is: to run releaser's jobs, add\n\n${INCLUDE_LINES}\n\nto it (when it has an include: list, the \`- local:\` line alone)`,
      );
    }
  }
  const there = path === GITLAB_CI ? ours : (await readRepoText(root, path, ConfigError)) !== undefined;
  const file: InitFile = !there
    ? { path, action: "create", text }
    : options.force
      ? { path, action: "overwrite", text }
      : {
          path,
          action: "keep",
          text,
          why: "releaser's GitLab CI configuration from an earlier init: left as it is; --force replaces it with the text below",
        };
  files.push(file);
  if (file.action !== "keep") {
    const origin = originUrl === undefined ? undefined : parseRemoteUrl(originUrl, true);
    const project =
      origin === undefined
        ? "this project's namespace and name"
        : `the namespace ${origin.owner} and the project ${origin.repo}`;
    notes.push(
      `on PyPI, add a trusted publisher for GitLab with ${project}, the top-level pipeline file path ${GITLAB_CI}${facts.publishWith === "pypa" ? " and the environment pypi" : ""}; in Settings > CI/CD > Variables, add GITLAB_TOKEN (masked and protected): a project access token with the api scope and the Developer role, for the release merge request`,
    );
  }
  return existing;
}

/** A GitLab CI file init wrote: its first line says so. */
const WRITTEN_BY_INIT = /^# Written by `releaser init` for GitLab CI/;

/** The parsed YAML, or undefined for a file that does not parse (GitLab runs none of it either). */
function parseYaml(text: string): unknown {
  try {
    return parse(text, { uniqueKeys: false, prettyErrors: false });
  } catch {
    return undefined;
  }
}
