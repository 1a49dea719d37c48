import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../../config/load.ts";
import { compileParsers } from "../../core/custom-parser.ts";
import { ConfigError, GitError, ReleaseError } from "../../core/errors.ts";
import {
  cleanCommitMessage,
  type LintResult,
  type LintRules,
  lintCommitMessage,
  lintTitle,
} from "../../core/lint-message.ts";
import { runGit } from "../../git/run.ts";
import type { FlowContext } from "../shared/context.ts";

/**
 * `check-pr` and `check-commit`: gather (the title or the message file, the configuration, git's
 * comment character), then the pure lint. They work outside a git repository and without any
 * configuration file too: the configuration is read from the repository root when there is one,
 * else from the directory releaser runs in, else the defaults apply.
 */

/** Command-line choices that override the configuration. */
export interface LintOverrides {
  requireScope?: boolean | undefined;
  /** A comma-separated list that replaces `allowed_types`. */
  types?: string | undefined;
  strict?: boolean | undefined;
}

export interface TitleCheck {
  title: string;
  /** Where the title came from. */
  source: "option" | "event";
  result: LintResult;
}

export interface CommitCheck {
  /** The message file as given. */
  file: string;
  /** The message as git will record it (comments, scissors part and trailing blanks removed). */
  message: string;
  result: LintResult;
}

/** Validates a pull-request title: `title`, else `pull_request.title` of the Actions event payload. */
export async function checkTitleFlow(
  context: FlowContext,
  title: string | undefined,
  overrides: LintOverrides,
): Promise<TitleCheck> {
  const root = await findRoot(context);
  const [rules, text] = await Promise.all([
    loadLintRules(context, root, overrides),
    title === undefined ? readEventTitle(context.env) : Promise.resolve(title),
  ]);
  return { title: text, source: title === undefined ? "event" : "option", result: lintTitle(text, rules) };
}

/** Validates a commit message file, as the commit-msg hook gets it (before git cleans it up). */
export async function checkCommitFlow(
  context: FlowContext,
  file: string,
  overrides: LintOverrides,
): Promise<CommitCheck> {
  const root = await findRoot(context);
  const [rules, text, commentChar] = await Promise.all([
    loadLintRules(context, root, overrides),
    readMessageFile(resolve(context.cwd, file), file),
    root === undefined ? Promise.resolve("#") : readCommentChar(context),
  ]);
  const message = cleanCommitMessage(text, commentChar);
  return { file, message, result: lintCommitMessage(message, rules) };
}

async function loadLintRules(
  context: FlowContext,
  root: string | undefined,
  overrides: LintOverrides,
): Promise<LintRules> {
  const { config } = await loadConfig(root ?? context.cwd, {
    configFile: context.configFile,
    cwd: context.cwd,
    findChangelog: false,
  });
  return {
    allowedTypes: overrides.types === undefined ? config.allowed_types : splitList(overrides.types),
    allowedScopes: config.allowed_scopes,
    requireScope: overrides.requireScope === true || config.require_scope,
    strict: overrides.strict === true || config.strict_style,
    parsers: compileParsers(config.parsers),
  };
}

/** The work tree's top level; undefined outside a repository (or without git). Works before the first commit. */
async function findRoot(context: FlowContext): Promise<string | undefined> {
  try {
    const result = await runGit(["rev-parse", "--show-toplevel"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [128],
    });
    const root = result.stdout.trim();
    return result.code === 0 && root !== "" ? root : undefined;
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** git's `core.commentChar` (`#` by default; `auto` is taken as `#`). */
async function readCommentChar(context: FlowContext): Promise<string> {
  try {
    const result = await runGit(["config", "--get", "core.commentChar"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [1],
    });
    const value = result.stdout.replace(/\n$/, "");
    return result.code !== 0 || value === "" || value === "auto" ? "#" : value;
  } catch (error) {
    if (error instanceof GitError) return "#";
    throw error;
  }
}

/** GitLab's draft marks at the start of a merge request title (`Draft:`, `[Draft]`, `(Draft)`), any case. */
const GITLAB_DRAFT = /^\s*(?:draft:|\[draft\]|\(draft\))\s*/i;

async function readEventTitle(env: NodeJS.ProcessEnv): Promise<string> {
  // GitLab CI: a merge-request pipeline carries the title in the environment.
  if (env.GITLAB_CI === "true" && env.CI_MERGE_REQUEST_IID) {
    const title = env.CI_MERGE_REQUEST_TITLE;
    if (title === undefined) {
      throw new ConfigError(
        "the merge request pipeline gave no title (CI_MERGE_REQUEST_TITLE is not set); pass --title",
      );
    }
    // GitLab marks a draft in its title and takes the mark off when it is marked ready.
    return title.replace(GITLAB_DRAFT, "");
  }
  const path = env.GITHUB_EVENT_PATH;
  if (path === undefined || path === "") {
    throw new ConfigError(
      env.GITLAB_CI === "true"
        ? 'no title to check: this GitLab CI pipeline is not a merge request pipeline (CI_MERGE_REQUEST_IID is not set); run check-pr in a job with rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event", or pass --title'
        : 'no title to check: pass --title "<title>", run check-pr in a GitHub Actions workflow on pull_request or pull_request_target (GITHUB_EVENT_PATH is not set), or in a GitLab CI merge request pipeline (CI_MERGE_REQUEST_TITLE)',
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`the event payload ${path} (GITHUB_EVENT_PATH) cannot be read as JSON: ${reason}`, {
      cause: error,
    });
  }
  const pullRequest = (payload as { pull_request?: unknown } | null)?.pull_request;
  if (typeof pullRequest !== "object" || pullRequest === null) {
    const event = env.GITHUB_EVENT_NAME ? `the ${env.GITHUB_EVENT_NAME} event` : "the event";
    throw new ConfigError(
      `${event} has no pull request (no pull_request in ${path}); run check-pr on pull_request or pull_request_target events, or pass --title`,
    );
  }
  const title = (pullRequest as { title?: unknown }).title;
  if (typeof title !== "string") throw new ConfigError(`the pull request in ${path} has no title`);
  return title;
}

async function readMessageFile(path: string, shown: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : (code ?? String(error));
    throw new ReleaseError(
      `cannot read the commit message file ${shown}: ${reason}; pass the file git gives the commit-msg hook (e.g. .git/COMMIT_EDITMSG)`,
      { cause: error },
    );
  }
}

function splitList(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
