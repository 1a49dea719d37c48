import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { loadConfig } from "../../config/load.ts";
import { ConfigError } from "../../core/errors.ts";
import { parseVersion } from "../../core/version.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { writeFileAtomic } from "../../fs/write-atomic.ts";
import { openRepository } from "../../git/repository.ts";
import { runGit } from "../../git/run.ts";
import { readTags } from "../../git/tags.ts";
import { readCurrentBranch } from "../../git/worktree.ts";
import { readProject, writtenFiles } from "../../project/read-project.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { VERSION } from "../../runtime/version.ts";
import type { FlowContext } from "../context.ts";
import { configText, type InitFacts, prTitleWorkflow, releaseWorkflow } from "./templates.ts";

/** One file `init` writes, and what happens to it. */
export interface InitFile {
  path: string;
  /**
   * create: new; append: added at the end of an existing file (the rest byte for byte);
   * overwrite: replaced (--force); keep: left as it is (it exists, or releaser is configured).
   */
  action: "create" | "append" | "overwrite" | "keep";
  /** The text written (for append: the text added). */
  text: string;
  why?: string;
}

export interface InitResult {
  facts: InitFacts;
  files: InitFile[];
}

export const RELEASE_WORKFLOW = ".github/workflows/release.yml";
export const PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";

/**
 * `releaser init` (issue 12): inspects the project (layout, version files, build tool, tags,
 * default branch) and writes a commented `[tool.releaser]` table at the end of pyproject.toml
 * plus the release and pull-request-title workflows. Existing workflow files are refused unless
 * `force`; an existing configuration is kept. `dryRun` writes nothing.
 */
export async function initFlow(
  context: FlowContext,
  options: { dryRun: boolean; force: boolean },
): Promise<InitResult> {
  const repo = await openRepository(context.cwd, context.env);
  const pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError);
  if (pyproject === undefined) {
    throw new ConfigError(
      `there is no pyproject.toml at the repository root (${repo.root}); releaser releases a Python project described there: create it first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`,
    );
  }
  const loaded = await loadConfig(repo.root, { cwd: context.cwd });
  const project = await readProject(repo.root, loaded);
  const tags = await readTags(repo.root, context.env);
  const { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded));
  const tagStyle = inferTagFormat(tags.all);
  const facts: InitFacts = {
    releaseBranch: await defaultBranch(repo.root, context.env),
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    files: writtenFiles(project, loaded.config.changelog_file),
    tool: `${tool.name} (${why})`,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
  };

  const configured = loaded.files.length > 0;
  const files: InitFile[] = [
    configured
      ? {
          path: loaded.files.at(-1) as string,
          action: "keep",
          text: "",
          why: "releaser is configured here already; init leaves it as it is",
        }
      : {
          path: "pyproject.toml",
          action: "append",
          text: appended(pyproject.text, configText(facts, "tool.releaser")),
        },
  ];
  const existing: string[] = [];
  for (const [path, text] of [
    [RELEASE_WORKFLOW, releaseWorkflow(facts)],
    [PR_TITLE_WORKFLOW, prTitleWorkflow(facts)],
  ] as const) {
    const there = (await readRepoText(repo.root, path, ConfigError)) !== undefined;
    if (there && !options.force) {
      existing.push(path);
      files.push({ path, action: "keep", text, why: "it exists: --force replaces it with the text below" });
    } else files.push({ path, action: there ? "overwrite" : "create", text });
  }
  if (existing.length > 0 && !options.dryRun) {
    throw new ConfigError(
      `${existing.join(" and ")} ${existing.length === 1 ? "exists" : "exist"} already; init does not overwrite them: compare with \`releaser init --dry-run\`, or pass --force to replace ${existing.length === 1 ? "it" : "them"}`,
    );
  }
  if (!options.dryRun) {
    for (const file of files) {
      if (file.action === "keep") continue;
      const target = await resolveRepoPath(repo.root, file.path);
      await mkdir(dirname(target.abs), { recursive: true });
      await writeFileAtomic(target.abs, file.action === "append" ? pyproject.text + file.text : file.text);
    }
  }
  return { facts, files };
}

/** The text to add at the end: a blank line between the file's last table and the new one. */
function appended(existing: string, table: string): string {
  const newline = existing.includes("\r\n") ? "\r\n" : "\n";
  const gap = existing === "" ? "" : existing.endsWith("\n") ? newline : `${newline}${newline}`;
  return `${gap}${table.replaceAll("\n", newline)}`;
}

/**
 * The tag format the existing tags follow: the prefix most release tags share before a PEP 440
 * version (`v`, none, `pkg-v`); without tags, the default `v{version}`.
 */
export function inferTagFormat(tags: readonly string[]): { format: string; why: string } {
  const prefixes = new Map<string, number>();
  for (const tag of tags) {
    // A release version has at least two parts (1.2, 1.2.3): a date or build number is no release.
    const match = /^(.*?)(\d+(?:\.\d+)+(?:[-._+]?[a-zA-Z0-9.+-]*)?)$/.exec(tag);
    if (match === null) continue;
    const [, prefix = "", version = ""] = match;
    if (parseVersion(version) === undefined || /[{}]/.test(prefix)) continue;
    prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
  }
  const best = [...prefixes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (best === undefined) return { format: "v{version}", why: "no release tag yet: the default" };
  const [prefix, count] = best;
  return {
    format: `${prefix}{version}`,
    why: `${count === 1 ? "your release tag looks" : `${count} of your tags look`} like ${prefix}1.2.3`,
  };
}

/** origin's default branch (origin/HEAD), else the current branch, else main. */
async function defaultBranch(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const remote = await runGit(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1, 128],
  });
  const fromOrigin = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromOrigin !== "") return fromOrigin;
  return (await readCurrentBranch(root, env)) ?? "main";
}
