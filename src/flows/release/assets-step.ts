import { createHash } from "node:crypto";
import { GitHostError } from "../../core/errors.ts";
import type { CodeHost, HostRelease, ReleaseAsset } from "../../host/port.ts";
import type { HostAccess } from "../shared/code-host.ts";
import type { AssetFile } from "./asset-files.ts";
import type { HostReleaseMemory } from "./host-release-step.ts";
import type { ReleaseStep } from "./steps.ts";

const NO_FILES = "no files match release.assets: nothing to upload";

/** What to do with one file, given what the release already carries. */
type AssetAction = { file: AssetFile; replace: ReleaseAsset | undefined };

/**
 * `assets`: each file uploaded once to the release's own upload address, while the release is a
 * draft (`publish-release` comes after). One already there with the same bytes (the host's
 * `sha256` digest; the size where the host gives no digest) is kept (a warning); one with other
 * bytes, or an upload that never finished, is deleted and uploaded again. On a published
 * immutable release nothing can change: a missing or different file is one error that says what
 * to do. An upload that meets a name already taken (a retry after a cut connection, or another
 * run) looks again rather than failing or uploading twice. No file to upload and none on the
 * release is "skipped" (nothing to do was found, not work found done).
 */
export function assetsStep(
  access: HostAccess | undefined,
  files: () => Promise<AssetFile[]>,
  memory: HostReleaseMemory,
  afterUpload: () => void,
  /** A dry run whose build would make files: the release.assets globs they would match. */
  toBeBuilt?: readonly string[],
  /** Files of the other packages released together on the same release: theirs, not strays. */
  siblingFile?: (name: string) => boolean,
): ReleaseStep {
  return {
    name: "assets",
    observe: async () => {
      if (access === undefined) return { state: "skipped", detail: "no assets (--skip-host-release)" };
      const wanted = await files();
      if (wanted.length === 0 && toBeBuilt !== undefined && toBeBuilt.length > 0) {
        return {
          state: "todo",
          detail: `upload the built files (release.assets: ${toBeBuilt.join(", ")})`,
          observed: false,
          ...(access.kind === "no-token" ? { needs: [access.needs] } : {}),
          apply: async () => ({ detail: "" }),
        };
      }
      if (access.kind === "no-token") {
        if (wanted.length === 0) return { state: "skipped", detail: NO_FILES };
        return {
          state: "todo",
          detail: `upload ${list(wanted)} unless the release has ${wanted.length === 1 ? "it" : "them"} (not looked up: no token)`,
          needs: [access.needs],
          observed: false,
          apply: async () => ({ detail: "" }),
        };
      }
      const host = access.host;
      const release = memory.release;
      if (wanted.length === 0) {
        // A re-run in a fresh checkout built nothing: say what the release already carries.
        const present = release === undefined ? [] : await host.listAssets(release.id);
        const carried = present.map((asset) => asset.name);
        if (carried.length === 0) return { state: "skipped", detail: NO_FILES };
        return { state: "done", detail: `nothing to upload here; the release has ${carried.join(", ")}` };
      }
      if (release === undefined) {
        const actions = wanted.map((file) => ({ file, replace: undefined }));
        return {
          state: "todo",
          detail: `upload ${list(wanted)}`,
          apply: () => upload(host, memory.release, actions, afterUpload),
        };
      }
      const present = await host.listAssets(release.id);
      const actions: AssetAction[] = [];
      const kept: string[] = [];
      for (const file of wanted) {
        const there = present.find((a) => a.name === file.name);
        if (there !== undefined && sameFile(there, file)) kept.push(file.name);
        else actions.push({ file, replace: there });
      }
      // Files on the release that this one does not attach (a hand-made draft's): kept, said. A
      // host that links only the release's own files names those when publishing instead.
      const others = present
        .filter((a) => !wanted.some((f) => f.name === a.name) && siblingFile?.(a.name) !== true)
        .map((a) => a.name);
      const extra = others.length > 0 && host.linksOwnFiles ? [] : others;
      const notes = [
        kept.length === 0 ? "" : `already on the release with the same contents, kept: ${kept.join(", ")}`,
        extra.length === 0
          ? ""
          : `the release also carries ${extra.join(", ")}, which release.assets does not name; ${extra.length === 1 ? "it is" : "they are"} left on it`,
      ].filter((w) => w !== "");
      const warning = notes.length === 0 ? undefined : notes.join("; ");
      if (actions.length === 0) return { state: "done", detail: `${list(wanted)} on the release`, warning };
      if (release.immutable) throw immutableRefusal(release, actions);
      const replaced = actions.filter((a) => a.replace !== undefined).map((a) => a.file.name);
      return {
        state: "todo",
        detail: `upload ${list(actions.map((a) => a.file))}${replaced.length > 0 ? ` (replacing ${replaced.join(", ")}: other contents, or unfinished)` : ""}`,
        apply: async () => {
          const applied = await upload(host, release, actions, afterUpload);
          return warning === undefined ? applied : { ...applied, warning };
        },
      };
    },
  };
}

async function upload(
  host: CodeHost,
  release: HostRelease | undefined,
  actions: readonly AssetAction[],
  afterUpload: () => void,
) {
  if (release === undefined) throw new GitHostError("the assets step ran before the release existed");
  const names: string[] = [];
  const found: string[] = [];
  for (const { file, replace } of actions) {
    if (replace !== undefined) await host.deleteAsset(replace.id);
    const uploaded = await uploadOne(host, release, file);
    afterUpload();
    if (!uploaded) found.push(file.name);
    else
      names.push(
        `${file.name} (${file.bytes.byteLength} bytes${replace === undefined ? "" : ", replacing one with other contents or unfinished"})`,
      );
  }
  // Only what this run's own upload made is claimed; an equal asset that appeared meanwhile is not.
  const kept =
    found.length === 0
      ? ""
      : `${found.join(", ")} appeared meanwhile (another run, or a retried upload) and kept`;
  if (names.length === 0) return { already: true, detail: kept };
  return { detail: `uploaded ${names.join(", ")}${kept === "" ? "" : `; ${kept}`}` };
}

/**
 * Uploads a file; when its name is taken meanwhile, keeps an equal finished asset (false: this
 * run did not upload it) or replaces it once.
 */
async function uploadOne(host: CodeHost, release: HostRelease, file: AssetFile): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const made = await host.uploadAsset(release, file.name, file.bytes, file.contentType);
    if (made !== undefined) return true;
    const there = (await host.listAssets(release.id)).find((a) => a.name === file.name);
    if (there === undefined) continue;
    if (sameFile(there, file)) return false;
    await host.deleteAsset(there.id);
  }
  const made = await host.uploadAsset(release, file.name, file.bytes, file.contentType);
  if (made === undefined) {
    throw new GitHostError(
      `${file.name} could not be uploaded to the release of ${release.tag}: an asset of that name keeps reappearing (another run uploading?); run again once it has finished`,
    );
  }
  return true;
}

/** The asset holds this file's bytes: by the host's digest when it gives one, else by size. */
export function sameFile(asset: ReleaseAsset, file: AssetFile): boolean {
  if (!asset.complete) return false;
  if (asset.digest !== undefined) return asset.digest.toLowerCase() === sha256Digest(file.bytes);
  return asset.size === file.bytes.byteLength;
}

function sha256Digest(bytes: Uint8Array): string {
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

/** A published immutable release lacks a file, or holds other bytes under its name: no way back. */
function immutableRefusal(release: HostRelease, actions: readonly AssetAction[]): GitHostError {
  const missing = actions.filter((a) => a.replace === undefined).map((a) => a.file.name);
  const other = actions.filter((a) => a.replace !== undefined).map((a) => a.file.name);
  const what = [
    missing.length === 0 ? "" : `lacks ${missing.join(", ")}`,
    other.length === 0
      ? ""
      : `holds other contents under ${other.join(", ")} than the ${other.length === 1 ? "file" : "files"} here`,
  ]
    .filter((w) => w !== "")
    .join(" and ");
  return new GitHostError(
    `the release of ${release.tag} is published and immutable (${release.url}), and it ${what}; a published immutable release cannot change: release a new patch version (a fix: commit, then release-pr and release)`,
  );
}

function list(files: readonly AssetFile[]): string {
  return files.length === 1
    ? (files[0] as AssetFile).name
    : `${files.length} files (${files.map((f) => f.name).join(", ")})`;
}
