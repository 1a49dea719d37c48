import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, delimiter, isAbsolute, join } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import type { Config } from "../../config/schema.ts";
import { BuildError, ConfigError } from "../../core/errors.ts";
import { hasUserInfo } from "../../core/url-credentials.ts";
import { compareVersions, parseVersion } from "../../core/version.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { buildDistributions } from "../../publish/build.ts";
import { splitCommandLine } from "../../publish/command-line.ts";
import {
  type CredentialLookup,
  chooseCredentials,
  findCredentials,
  indexOrigin,
  mintUploadToken,
  uploadUrl,
} from "../../publish/credentials.ts";
import { type BuiltFile, normaliseName, parseDistName } from "../../publish/dist-files.ts";
import { checkForIndex } from "../../publish/index-check.ts";
import {
  changedOnIndexError,
  compareWithIndex,
  downloadIndexedFile,
  type IndexedFile,
  isOfVersion,
  readSimplePage,
} from "../../publish/index-files.ts";
import { chooseTool, readProjectFacts } from "../../publish/tools/choose-tool.ts";
import type { PublishTool } from "../../publish/tools/tool.ts";
import { readIndexedFiles, simplePageUrl, uploadDistributions } from "../../publish/upload.ts";
import { tracedFetch } from "../../runtime/trace.ts";
import type { ReleasedFiles } from "./released-files.ts";
import type { Observation, ReleaseStep } from "./steps.ts";

/** What the publishing steps share: the built files, the upload token, the outcome. */
export interface PublishMemory {
  files: BuiltFile[] | undefined;
  token: string | undefined;
  /** Every built file is on the index (uploaded now, or found there). */
  published: boolean;
}

export interface PublishPlan {
  tool: PublishTool;
  /** Why this tool (`publish.tool`, or what detection saw). */
  why: string;
  buildArgv: string[];
  /** Who builds, for the step line: the tool (and why it was chosen), or build_command. */
  builder: string;
  publishArgv: string[] | undefined;
  /** Where files go (the public index's URL when publish.repository_url is empty). */
  url: string;
  /** publish.repository_url as configured; undefined: the tool's own default, the public index. */
  repositoryUrl: string | undefined;
  /** "missing" only in a dry run (a real run without a credential stops in planPublish). */
  credentials: CredentialLookup;
  /** false (`--skip-publish`): build and check only; the files stay in dist/ for a later step. */
  upload: boolean;
  /**
   * A dry run only: the build or upload command is not on PATH here, as the step's mark says it
   * ("uv on PATH (...)"); a real run stops in planPublish with the BuildError instead.
   */
  missingTools: { build?: string; upload?: string };
}

/**
 * Decides tool, commands and credential source from config and project, before any step runs. A
 * missing credential is a ConfigError, except in a dry run, whose steps say what they would need.
 */
export async function planPublish(
  root: string,
  loaded: LoadedConfig,
  env: NodeJS.ProcessEnv,
  options: { dryRun?: boolean; upload?: boolean } = {},
): Promise<PublishPlan> {
  const { config } = loaded;
  const upload = options.upload !== false;
  const { tool, why } = chooseTool(config, await readProjectFacts(root, loaded));
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
    buildArgv: commandOf(config.publish.build_command, "build_command") ?? tool.build,
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
    [plan.buildArgv, "build", "build_command"],
    [
      plan.publishArgv ?? tool.publish([], { url: undefined, token: "", skipExisting: false }),
      "upload",
      "publish_command",
    ],
  ] as const;
  for (const [argv, what, key] of upload ? commands : commands.slice(0, 1)) {
    if ((await findExecutable(argv[0] ?? "", root, env)) === undefined) {
      if (options.dryRun) {
        plan.missingTools[what] = `${argv[0]} on PATH (install: ${tool.install}; or set publish.${key})`;
        continue;
      }
      throw new BuildError(
        `the ${what} command \`${argv.join(" ")}\` cannot run: ${argv[0]} is not on PATH; install it (${tool.install}) or set publish.${key}; nothing was built or tagged`,
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

export interface PublishContext {
  root: string;
  project: { name: string; version: string };
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
  /** Masks a secret learnt during the run (a minted token) in everything printed. */
  addSecret: (value: string) => void;
  skipExisting: boolean;
  /** Called after a build, so the assets are read from the fresh dist/. */
  afterBuild: () => Promise<void>;
  /** Checks the build left the commit to tag as it was (no new commit, no tracked change). */
  verify: (what: string) => Promise<void>;
  /** The environment of the build: without the credentials (a build needs none). */
  buildEnv: NodeJS.ProcessEnv;
  /** The release's tag is already on HEAD: an earlier run got at least that far. */
  tagged: boolean;
  /**
   * The files a published release of the tag carries (an earlier run's), and how to take them
   * into dist/; undefined without a code-host release (`--skip-host-release`, a dry run without
   * a token).
   */
  released?: {
    find: () => Promise<ReleasedFiles | undefined>;
    take: (found: ReleasedFiles) => Promise<BuiltFile[]>;
  };
}

/** `build`: a clean dist/ built by the tool, validated before anything is tagged. */
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
      return {
        state: "todo",
        detail: `build with ${plan.builder}: ${plan.buildArgv.join(" ")}, then check the files as the index will (${plan.tool.check === undefined ? "releaser's metadata check" : plan.tool.check(["dist/*"]).join(" ")})`,
        ...(plan.missingTools.build === undefined ? {} : { needs: plan.missingTools.build }),
        apply: async () => {
          memory.files = await buildDistributions({
            root: context.root,
            argv: plan.buildArgv,
            install: plan.tool.install,
            project: context.project,
            env: context.buildEnv,
            stream: context.stream,
          });
          await context.verify("the build");
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
            detail: `built ${memory.files.map((f) => f.name).join(", ")} with ${plan.builder}${indexed.note}`,
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
          needs: source.needs,
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
          context.addSecret(source.requestToken);
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
          ...(missing.length === 0 ? {} : { needs: missing.join("; ") }),
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

/**
 * The built files against what the index already holds for this version, before the tag. A
 * first run (no tag yet) meeting other bytes stops: the version is released there from other code.
 * A resumed run (the tag is on the release commit: an earlier run of this release got that far,
 * and may have uploaded some files) takes the index's bytes for a file it rebuilt differently
 * (archive timestamps), so the code-host release and the index carry the same files.
 */
async function reconcileWithIndex(
  plan: PublishPlan,
  context: PublishContext,
  built: BuiltFile[],
): Promise<{ files: BuiltFile[]; note: string; warning: string | undefined }> {
  // --skip-publish: the index is a later step's business (pypa's action checks it itself).
  if (!plan.upload) return { files: built, note: "", warning: undefined };
  const comparison = await compareWithIndex({ uploadUrl: plan.url, project: context.project, built });
  if (!comparison.known) return { files: built, note: "", warning: undefined };
  const different = comparison.files.filter((f) => f.state === "different");
  if (different.length > 0 && !context.tagged) {
    throw changedOnIndexError(comparison, context.project) as Error;
  }
  const files = [...built];
  for (const entry of different) {
    if (entry.state !== "different") continue;
    const bytes = await downloadIndexedFile(entry.indexed);
    await writeDistFile(context.root, entry.file, bytes);
    files[files.findIndex((f) => f.name === entry.file)] = { name: entry.file, bytes };
  }
  const same = comparison.files.filter((f) => f.state === "same").map((f) => f.file);
  const taken = different.map((f) => f.file);
  const unverified = comparison.files.filter((f) => f.state === "unverified").map((f) => f.file);
  return {
    files,
    note:
      taken.length === 0
        ? ""
        : `; ${taken.join(", ")} taken from the index (an earlier run uploaded ${taken.length === 1 ? "it" : "them"}; the rebuild differed)`,
    warning:
      unverified.length > 0
        ? `the index lists ${unverified.join(", ")} without a sha256, so the files there could not be compared with the ones built here`
        : same.length > 0 && !context.tagged
          ? `the index already has ${same.join(", ")} of ${context.project.version}, with these very contents`
          : undefined,
  };
}

/** Writes one file into dist/ (its name is a plain distribution file name from the index). */
async function writeDistFile(root: string, name: string, bytes: Uint8Array): Promise<void> {
  if (basename(name) !== name)
    throw new ConfigError(
      `the index lists a file named ${JSON.stringify(name)}, which is no plain file name`,
    );
  const dist = await resolveRepoPath(root, "dist");
  await writeFile(join(dist.abs, name), bytes);
}

/**
 * The build step when the index already has this version's sdist and wheel (an earlier run
 * uploaded them): dist/ holding those very bytes is done; else they are downloaded into a clean
 * dist/, so the code-host release gets the files the index has. Undefined: the index does not have
 * them all (or gives no sha256 to check a download against), and the build runs.
 */
async function fromIndex(
  plan: PublishPlan,
  context: PublishContext,
  memory: PublishMemory,
): Promise<Observation | undefined> {
  const page = simplePageUrl(plan.url, normaliseName(context.project.name));
  if (page === undefined) return undefined;
  const listing = await readSimplePage(page);
  if (!listing.read) return undefined;
  const files = listing.files.filter((f) => isOfVersion(f.filename, context.project));
  const complete =
    files.some((f) => f.filename.endsWith(".whl")) &&
    files.some((f) => !f.filename.endsWith(".whl")) &&
    files.every((f) => f.sha256 !== undefined && basename(f.filename) === f.filename);
  if (!complete) return undefined;
  const names = files.map((f) => f.filename).join(", ");
  const local = await readDistFiles(
    context.root,
    files.map((f) => f.filename),
  );
  const same = files.every((f) => {
    const bytes = local.get(f.filename);
    return bytes !== undefined && createHash("sha256").update(bytes).digest("hex") === f.sha256;
  });
  const keep = async (taken: BuiltFile[]) => {
    memory.files = taken;
    memory.published = true;
    await context.afterBuild();
  };
  if (same) {
    await keep(files.map((f) => ({ name: f.filename, bytes: local.get(f.filename) as Uint8Array })));
    return { state: "done", detail: `already on the index (${names}), as dist/ holds them: not built again` };
  }
  // What the index has is a fact seen now (a dry run's upload step reports it done); the bytes
  // come with the download.
  memory.files = files.map((f) => ({ name: f.filename, bytes: new Uint8Array() }));
  memory.published = true;
  return {
    state: "todo",
    detail: `take ${names} from the index (an earlier run uploaded them): not built again`,
    apply: async () => {
      const taken: BuiltFile[] = [];
      for (const file of files) {
        taken.push({
          name: file.filename,
          bytes: await downloadIndexedFile(file as IndexedFile & { sha256: string }),
        });
      }
      const dist = await resolveRepoPath(context.root, "dist");
      await rm(dist.abs, { recursive: true, force: true });
      await mkdir(dist.abs, { recursive: true });
      for (const file of taken) await writeFile(join(dist.abs, file.name), file.bytes);
      await keep(taken);
      return { detail: `took ${names} from the index` };
    },
  };
}

/** The named files of dist/ that exist, with their bytes. */
async function readDistFiles(root: string, names: readonly string[]): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  const dist = await resolveRepoPath(root, "dist").catch(() => undefined);
  if (dist === undefined) return found;
  for (const name of names) {
    const bytes = await readFile(join(dist.abs, name)).catch(() => undefined);
    if (bytes !== undefined) found.set(name, bytes);
  }
  return found;
}

/** The distributions of this project and version the index's simple page lists (none if unknown). */
async function indexedDistributions(
  plan: PublishPlan,
  project: { name: string; version: string },
): Promise<string[]> {
  const page = simplePageUrl(plan.url, normaliseName(project.name));
  if (page === undefined) return [];
  const wanted = normaliseName(project.name);
  const version = parseVersion(project.version);
  return [...(await readIndexedFiles(page))].filter((file) => {
    const parsed = parseDistName(file);
    const other = parsed === undefined ? undefined : parseVersion(parsed.version);
    return (
      parsed !== undefined &&
      parsed.name === wanted &&
      other !== undefined &&
      version !== undefined &&
      compareVersions(other, version) === 0
    );
  });
}
