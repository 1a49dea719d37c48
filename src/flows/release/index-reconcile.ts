import { createHash } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { ConfigError } from "../../core/errors.ts";
import { compareVersions, parseVersion } from "../../core/version.ts";
import { oversizeRefusal } from "../../fs/release-file-size.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { type BuiltFile, normaliseName, parseDistName } from "../../publish/dist-files.ts";
import {
  changedOnIndexError,
  compareWithIndex,
  downloadIndexedFile,
  type IndexedFile,
  isOfVersion,
  readSimplePage,
} from "../../publish/index-files.ts";
import { readIndexedFiles, simplePageUrl } from "../../publish/upload.ts";
import type { PublishContext, PublishMemory, PublishPlan } from "./publish-plan.ts";
import type { Observation } from "./steps.ts";

/*
 * The release's files against what the package index already has for the version: before the
 * tag (other bytes stop a first run; a resumed run takes the index's), and for a run resumed after
 * an upload (the index's files, not a rebuild). The build and upload steps (publish-steps.ts) ask.
 */

/**
 * The built files against what the index already holds for this version, before the tag. A
 * first run (no tag yet) meeting other bytes stops: the version is released there from other code.
 * A resumed run (the tag is on the release commit: an earlier run of this release got that far,
 * and may have uploaded some files) takes the index's bytes for a file it rebuilt differently
 * (archive timestamps), so the code-host release and the index carry the same files.
 */
export async function reconcileWithIndex(
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
export async function fromIndex(
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
    const path = join(dist.abs, name);
    // Too large to release: refused where it was read first (the build, --dist, the assets).
    const size = await stat(path).then(
      (found) => found.size,
      () => undefined,
    );
    if (size === undefined || oversizeRefusal(name, size) !== undefined) continue;
    const bytes = await readFile(path).catch(() => undefined);
    if (bytes !== undefined) found.set(name, bytes);
  }
  return found;
}

/** The distributions of this project and version the index's simple page lists (none if unknown). */
export async function indexedDistributions(
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
