import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, isAbsolute, join } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import type { Config } from "../../config/schema.ts";
import { BuildError, ConfigError } from "../../core/errors.ts";
import { hasUserInfo } from "../../core/url-credentials.ts";
import { buildDistributions } from "../../publish/build.ts";
import { splitCommandLine } from "../../publish/command-line.ts";
import {
  chooseCredentials,
  findCredentials,
  indexOrigin,
  mintUploadToken,
  uploadUrl,
} from "../../publish/credentials.ts";
import { readDistDir } from "../../publish/dist-dir.ts";
import { type BuiltFile, normaliseName } from "../../publish/dist-files.ts";
import { checkForIndex } from "../../publish/index-check.ts";
import { changedOnIndexError, compareWithIndex } from "../../publish/index-files.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import { readIndexedFiles, simplePageUrl, uploadDistributions } from "../../publish/upload.ts";
import { tracedFetch } from "../../runtime/trace.ts";
import { fromIndex, indexedDistributions, reconcileWithIndex } from "./index-reconcile.ts";
import type { PublishContext, PublishMemory, PublishPlan } from "./publish-plan.ts";
import { fillDist } from "./released-files.ts";
import type { ReleaseStep } from "./steps.ts";

/**
 * Decides tool, commands and credential source from config and project, before any step runs. A
 * missing credential is a ConfigError, except in a dry run, whose steps say what they would need.
 */
export async function planPublish(
  root: string,
  loaded: LoadedConfig,
  env: NodeJS.ProcessEnv,
  options: {
    dryRun?: boolean;
    upload?: boolean;
    /** A package of several: the repository's root (its lock file) and the package's name. */
    workspace?: { root: string; packageName: string };
    /** false: nothing is built here (`release --dist DIR`), so the build command need not exist. */
    build?: boolean;
  } = {},
): Promise<PublishPlan> {
  const { config } = loaded;
  const upload = options.upload !== false;
  const { workspace } = options;
  const { tool, why } = chooseTool(config, await readProjectFacts(root, loaded, workspace?.root));
  const toolBuild =
    workspace !== undefined && tool.buildPackage !== undefined
      ? tool.buildPackage(workspace.packageName)
      : tool.build;
  const url = uploadUrl(config.publish.repository_url);
  // Tokens go to the index over https only (loopback excepted), whichever credential is used.
  if (upload) indexOrigin(url);
  if (upload && hasUserInfo(url)) {
    throw new ConfigError(
      "publish.repository_url carries a user name or password; remove them from the URL and give the token in publish.token_env",
    );
  }
  const plan: PublishPlan = {
    tool,
    why,
    buildArgv: commandOf(config.publish.build_command, "build_command") ?? toolBuild,
    builder:
      commandOf(config.publish.build_command, "build_command") === undefined
        ? `${tool.name} (${why})`
        : "build_command",
    publishArgv: commandOf(config.publish.publish_command, "publish_command"),
    url,
    repositoryUrl: config.publish.repository_url.trim() || undefined,
    // No upload, no credential: --skip-publish asks for none.
    credentials:
      options.dryRun || !upload
        ? findCredentials(config.publish, env)
        : chooseCredentials(config.publish, env),
    upload,
    missingTools: {},
  };
  // Both commands must be runnable before anything is tagged: a missing upload tool found after
  // the tag would leave a release without its files.
  const commands = [
    [plan.buildArgv, "build", "build_command", plan.builder === "build_command"],
    [
      plan.publishArgv ?? tool.publish([], { url: undefined, token: "", skipExisting: false }),
      "upload",
      "publish_command",
      plan.publishArgv !== undefined,
    ],
  ] as const;
  const needed = commands.filter(([, what]) => (what === "build" ? options.build !== false : upload));
  for (const [argv, what, key, configured] of needed) {
    if ((await findExecutable(argv[0] ?? "", root, env)) === undefined) {
      // A command the configuration names is the project's own: the tool's install line is no help.
      const fix = configured
        ? `install it, or fix publish.${key}`
        : `install it (${tool.install}) or set publish.${key}`;
      if (options.dryRun) {
        plan.missingTools[what] = configured
          ? `${argv[0]} on PATH (publish.${key} runs it)`
          : `${argv[0]} on PATH (install: ${tool.install}; or set publish.${key})`;
        continue;
      }
      throw new BuildError(
        `the ${what} command \`${argv.join(" ")}\` cannot run: ${argv[0]} is not on PATH; ${fix}; nothing was built or tagged`,
      );
    }
  }
  return plan;
}

/** Where a command would be found: a path as given, or the first match on PATH. */
async function findExecutable(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const runnable = (path: string) =>
    access(path, constants.X_OK).then(
      () => path,
      () => undefined,
    );
  if (command.includes("/")) return runnable(isAbsolute(command) ? command : join(cwd, command));
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const found = await runnable(join(dir, command));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A configured command: an argument list as given, or one string split as a shell would. */
function commandOf(value: Config["publish"]["build_command"], key: string): string[] | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0 || value[0] === "")
      throw new ConfigError(`publish.${key}: the argument list is empty`);
    return value;
  }
  if (value.trim() === "") return undefined;
  const split = splitCommandLine(value);
  if ("problem" in split) {
    throw new ConfigError(
      `publish.${key} = ${JSON.stringify(value)} cannot be run without a shell: ${split.problem}`,
    );
  }
  return split.words;
}

/**
 * `build`: a clean dist/ built by the tool, validated before anything is tagged; with `--dist DIR`,
 * the files a CI matrix built, taken from DIR into a clean dist/ and validated the same way.
 */
export function buildStep(
  plan: PublishPlan | undefined,
  context: PublishContext,
  memory: PublishMemory,
): ReleaseStep {
  return {
    name: "build",
    observe: async () => {
      if (plan === undefined) return { state: "skipped", detail: "no build (--skip-build)" };
      if (context.tagged) {
        // An earlier run got this far: building again would make files that differ from the ones
        // on the index or the release by their timestamps. The index's files, when it has this
        // version's sdist and wheel (they cannot change there); else the published release's.
        const taken = await fromIndex(plan, context, memory);
        if (taken !== undefined) return taken;
        const found = await context.released?.find();
        if (found !== undefined && context.released !== undefined) {
          const take = context.released.take;
          const names = found.assets.map((a) => a.name).join(", ");
          return {
            state: "todo",
            detail: `take ${names} from the published release ${found.release.tag} (not built again: its files are the release)`,
            apply: async () => {
              memory.files = await take(found);
              await context.afterBuild();
              return { detail: `took ${names} from the published release ${found.release.tag}` };
            },
          };
        }
      }
      const from = context.distFrom;
      const check =
        plan.tool.check === undefined ? "releaser's metadata check" : plan.tool.check(["dist/*"]).join(" ");
      return {
        state: "todo",
        detail:
          from === undefined
            ? `build with ${plan.builder}: ${plan.buildArgv.join(" ")}, then check the files as the index will (${check})`
            : `take the distributions in ${from.dir}/ (--dist: a CI matrix built them) into dist/, then check every file as the index will (${check})`,
        ...(plan.missingTools.build === undefined || from !== undefined
          ? {}
          : { needs: [plan.missingTools.build] }),
        apply: async () => {
          memory.files =
            from === undefined
              ? await buildDistributions({
                  root: context.root,
                  argv: plan.buildArgv,
                  install: plan.tool.install,
                  project: context.project,
                  env: context.buildEnv,
                  stream: context.stream,
                })
              : await takeDistributions(from, context);
          await context.verify(from === undefined ? "the build" : "taking the distributions");
          // The index's own check, before the tag: a file it would refuse stops the release here.
          const checked = await checkForIndex({
            root: context.root,
            files: memory.files,
            argv: plan.tool.check?.(memory.files.map((f) => `dist/${f.name}`)),
            env: context.buildEnv,
            stream: context.stream,
          });
          // A version the index already has with other bytes cannot be released again.
          const indexed = await reconcileWithIndex(plan, context, memory.files);
          memory.files = indexed.files;
          await context.afterBuild();
          const warnings = [checked.warning, indexed.warning].filter((w) => w !== undefined);
          return {
            detail: `${from === undefined ? "built" : "took"} ${memory.files.map((f) => f.name).join(", ")} ${from === undefined ? `with ${plan.builder}` : `from ${from.dir}/`}${indexed.note}`,
            ...(warnings.length === 0 ? {} : { warning: warnings.join("; ") }),
          };
        },
      };
    },
  };
}

/**
 * `credentials`: the API token, or a token minted by trusted publishing. Minting happens before
 * anything is tagged, so a refused exchange leaves nothing behind.
 */
export function credentialsStep(
  plan: PublishPlan | undefined,
  context: PublishContext,
  memory: PublishMemory,
): ReleaseStep {
  return {
    name: "credentials",
    observe: async () => {
      if (plan === undefined) return { state: "skipped", detail: "no upload (--skip-build)" };
      if (!plan.upload) return { state: "skipped", detail: "no upload (--skip-publish)" };
      const source = plan.credentials;
      if (source.kind === "missing") {
        return {
          state: "todo",
          detail: "get the upload token (none is set here)",
          needs: [source.needs],
          apply: async () => {
            throw new ConfigError(source.problem);
          },
        };
      }
      if (source.kind === "token") {
        memory.token = context.env[source.variable]?.trim();
        // Masked as used (trimmed), whatever the variable is called.
        if (memory.token) context.addSecret(memory.token);
        return { state: "done", detail: `the API token in ${source.variable}` };
      }
      return {
        state: "todo",
        detail: `get an upload token from ${new URL(plan.url).host} by trusted publishing`,
        apply: async () => {
          if (source.kind === "trusted-publishing") context.addSecret(source.requestToken);
          const { token } = await mintUploadToken(source, plan.url, tracedFetch(fetch), context.addSecret);
          context.addSecret(token);
          memory.token = token;
          return { detail: `minted an upload token by trusted publishing (${new URL(plan.url).host})` };
        },
      };
    },
  };
}

/** `upload`: the built files to the index, skipping those it already lists. */
export function uploadStep(
  plan: PublishPlan | undefined,
  context: PublishContext,
  memory: PublishMemory,
): ReleaseStep {
  return {
    name: "upload",
    observe: async () => {
      if (plan === undefined) return { state: "skipped", detail: "no upload (--skip-build)" };
      if (!plan.upload) {
        return { state: "skipped", detail: "no upload (--skip-publish): the built files stay in dist/" };
      }
      const files = memory.files;
      if (files === undefined) {
        // A dry run: nothing was built to look for.
        const missing = [
          plan.credentials.kind === "missing" ? plan.credentials.needs : undefined,
          plan.missingTools.upload,
        ].filter((need) => need !== undefined);
        return {
          state: "todo",
          detail: `upload the built files to ${plan.url} with ${plan.tool.name}`,
          observed: false,
          ...(missing.length === 0 ? {} : { needs: missing }),
          apply: async () => ({ detail: "" }),
        };
      }
      // Files taken from the index or a published release have their bytes; a build's too. Only
      // files the index lists with these very bytes count as there (or, with no hash listed, by
      // name): a name alone would claim a release the index does not carry.
      const withBytes = files.every((f) => f.bytes.byteLength > 0);
      const comparison = withBytes
        ? await compareWithIndex({ uploadUrl: plan.url, project: context.project, built: files })
        : undefined;
      const listed = new Set(await indexedDistributions(plan, context.project));
      const there = (name: string) =>
        comparison?.known === true
          ? comparison.files.some((f) => f.file === name && (f.state === "same" || f.state === "unverified"))
          : listed.has(name);
      const changed = comparison === undefined ? undefined : changedOnIndexError(comparison, context.project);
      if (changed !== undefined) throw changed;
      const missing = files.filter((f) => !there(f.name));
      if (missing.length === 0) {
        memory.published = true;
        return {
          state: "done",
          detail: `${files.length} files on ${plan.url}`,
          warning: `every built file is already on the index with the same contents (${files.map((f) => f.name).join(", ")})`,
        };
      }
      return {
        state: "todo",
        detail: `upload ${missing.map((f) => f.name).join(", ")} to ${plan.url} with ${plan.tool.name}`,
        apply: async () => {
          const token = memory.token;
          if (token === undefined) throw new ConfigError("no upload token: the credentials step did not run");
          await uploadDistributions({
            root: context.root,
            tool: plan.tool,
            argv: plan.publishArgv,
            files: missing.map((f) => `dist/${f.name}`),
            target: { url: plan.repositoryUrl, token, skipExisting: context.skipExisting },
            env: context.env,
            stream: context.stream,
          });
          // Published means listed by the index, when its page can be read: a command that exits
          // 0 without uploading is not taken at its word.
          const page = simplePageUrl(plan.url, normaliseName(context.project.name));
          const after = page === undefined ? undefined : new Set(await readIndexedFiles(page));
          const absent =
            after === undefined || after.size === 0 ? [] : files.filter((f) => !after.has(f.name));
          memory.published = absent.length === 0;
          return {
            detail: `uploaded ${missing.map((f) => f.name).join(", ")} to ${plan.url}`,
            ...(absent.length > 0
              ? {
                  warning: `the index does not list ${absent.map((f) => f.name).join(", ")} after the upload (it may lag, or the upload command did not upload)`,
                }
              : {}),
          };
        },
      };
    },
  };
}

/** The checked files of `--dist DIR`, in a clean dist/ of the release's tree (as a build leaves it). */
async function takeDistributions(
  from: NonNullable<PublishContext["distFrom"]>,
  context: PublishContext,
): Promise<BuiltFile[]> {
  const files = await readDistDir({
    root: from.root,
    dir: from.dir,
    project: context.project,
    sdist: from.sdist,
  });
  await fillDist(context.root, files);
  return files;
}
