import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { BuildError, ConfigError } from "../core/errors.ts";
import { oversizeRefusal } from "../fs/release-file-size.ts";
import { resolveRepoPath } from "../fs/repo-path.ts";
import { findStaleCopies } from "../project/stale-copies.ts";
import { type BuiltFile, DistVersionError, validateDist } from "./dist-files.ts";
import { failureSummary, runTool } from "./run-tool.ts";

export interface BuildRequest {
  root: string;
  argv: readonly string[];
  /** Shown when the command is not on PATH. */
  install: string;
  project: { name: string; version: string };
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
}

const DIST = "dist";

/**
 * Builds the release's distributions into a clean `dist/` (older files removed first, so an old
 * version is never uploaded), then validates them (validateDist). A version that a build backend
 * takes from git (setuptools-scm, hatch-vcs) is pinned to the release's through
 * SETUPTOOLS_SCM_PRETEND_VERSION, because the tag is made only after the build.
 */
export async function buildDistributions(request: BuildRequest): Promise<BuiltFile[]> {
  const dist = await resolveRepoPath(request.root, DIST).catch((error: Error) => {
    throw new ConfigError(`dist/ cannot be used for the build: ${error.message}`);
  });
  await rm(dist.abs, { recursive: true, force: true });
  const run = await runTool(request.argv, {
    cwd: request.root,
    env: { ...request.env, SETUPTOOLS_SCM_PRETEND_VERSION: request.project.version },
    stream: request.stream,
  });
  const shown = request.argv.join(" ");
  if (run.startError?.code === "ENOENT") {
    throw new BuildError(
      `the build command \`${shown}\` could not start: ${request.argv[0]} is not on PATH; install it (${request.install}) or set publish.build_command`,
    );
  }
  if (run.startError !== undefined) {
    throw new BuildError(`the build command \`${shown}\` could not start: ${run.startError.message}`);
  }
  if (run.code !== 0) {
    const last = failureSummary(run.lastLines);
    throw new BuildError(
      `the build failed: \`${shown}\` ended with ${run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last ? ` (${last})` : ""}; nothing was tagged or released: fix the build, then run release again`,
      { details: run.lastLines },
    );
  }
  const entries = await readdir(dist.abs, { withFileTypes: true }).catch(() => []);
  const files: BuiltFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile()) continue;
    const path = join(dist.abs, entry.name);
    const oversize = oversizeRefusal(`dist/${entry.name}`, (await stat(path)).size);
    if (oversize !== undefined) throw new BuildError(oversize);
    files.push({ name: entry.name, bytes: await readFile(path) });
  }
  try {
    return validateDist(files, request.project);
  } catch (error) {
    if (!(error instanceof DistVersionError)) throw error;
    throw await namingTheOldCopies(request.root, error);
  }
}

/**
 * A build that says another version read it from a file `update` did not write: the message names
 * the tracked files that still carry the built version, so the fix is one edit away.
 */
export async function namingTheOldCopies(root: string, error: DistVersionError): Promise<BuildError> {
  const copies = await findStaleCopies(root, error.built, new Set(), new Set()).catch(() => []);
  if (copies.length === 0) return error;
  const named = copies
    .slice(0, 3)
    .map((c) => `${c.path}:${c.line} (${c.text})`)
    .join(", ");
  const entries = [...new Set(copies.slice(0, 3).map((c) => c.entry))].join(", ");
  return new BuildError(
    `${error.message.replace(/; (the build took|remove it from dist).*$/, "")}: ${named} still ${copies.length === 1 ? "carries" : "carry"} ${error.built}, where the build read it; set it to ${error.wanted} and commit (add ${entries} to version_files so that update writes it next time), then run release again; nothing was tagged`,
  );
}
