/**
 * The project's own entry in a lock file, so the lock file never goes stale in a release PR.
 *
 * What each tool writes (checked against the tools' sources and issue trackers):
 * - uv.lock lists the project itself as a `[[package]]` with `source = { editable = "." }`
 *   (`{ virtual = "." }` for a virtual project; workspace members carry their own directory).
 *   Its `version` must follow pyproject.toml or `uv lock --locked` fails. uv omits `version` for a
 *   project whose version is dynamic: then there is nothing to change.
 * - poetry.lock never lists the root project (poetry refuses a package depending on itself), and
 *   its `content-hash` covers dependencies, not the version: bumping the version leaves it valid.
 * - pdm.lock has not listed the root project since pdm 2.2 (pdm-project/pdm#1481; self-references
 *   such as `pkg[extra]` are dropped from the lock), and its `content_hash` skips the version.
 *   Lock files written by older pdm may still hold `[[package]] name = "<project>"` entries
 *   (one per extras set); those are updated.
 * - Cargo.lock (a maturin project) lists every crate of the tree, the project's crate among them,
 *   as a `[[package]]` without `source` (a crate from a registry or git has one); its name is the
 *   crate's, compared exactly (Cargo does not fold `-` and `_`). `cargo build --locked` fails when
 *   its version lags the manifest's.
 * Nothing else changes: no hash is recomputed, no other entry is touched.
 */
import { VersionFileError } from "../core/errors.ts";
import { normalisePackageName } from "../core/tag-shape.ts";
import { type LockfileKind, lockfileName } from "./lockfile-names.ts";
import { scanLockPackages } from "./lockfile-scan.ts";
import {
  describeValue,
  formatPath,
  isStringValue,
  locate,
  parseTomlDocument,
  replaceStrings,
  type StringReplacement,
  type TomlDocument,
  type TomlEntry,
} from "./toml-document.ts";

export { LOCKFILE_NAMES, type LockfileKind, lockfileName } from "./lockfile-names.ts";

export type LockfileEdit =
  | { changed: true; text: string; entries: number }
  /** `text` is the input, unchanged; `reason` says why, for a verbose log line. */
  | { changed: false; text: string; reason: string };

/** PEP 503 name normalisation: `My_Pkg.Name` and `my-pkg-name` are the same project. */
export const normalizeProjectName = normalisePackageName;

/**
 * Sets the version of the project's own `[[package]]` entry in a lock file. `path` names the file
 * in errors. Throws VersionFileError for invalid TOML or an entry whose version is not a string.
 */
export function setLockfileVersion(
  text: string,
  kind: LockfileKind,
  projectName: string,
  newVersion: string,
  path: string,
): LockfileEdit {
  const fast = setByScan(text, kind, projectName, newVersion);
  if (fast !== undefined) return fast;
  const doc = parseTomlDocument(text, path);
  const own = packageEntries(doc).filter((pkg) => isOwn(kind, pkg, projectName));
  if (own.length === 0) {
    const why =
      kind === "uv"
        ? `has no editable or virtual entry for ${projectName}`
        : kind === "cargo"
          ? `has no entry for the crate ${projectName}`
          : `does not list ${projectName} itself (${lockfileName(kind)} only lists dependencies)`;
    return { changed: false, text, reason: `${path} ${why}` };
  }
  const replacements: StringReplacement[] = [];
  for (const pkg of own) {
    if (pkg.version === undefined) continue;
    if (!isStringValue(pkg.version.value)) {
      throw new VersionFileError(
        `${locate(doc, pkg.version.value)}: ${formatPath(pkg.version.path)} is ${describeValue(pkg.version.value)}; expected a string`,
      );
    }
    if (pkg.version.value.value !== newVersion)
      replacements.push({ value: pkg.version.value, newValue: newVersion });
  }
  if (replacements.length === 0) {
    const why = own.some((pkg) => pkg.version !== undefined)
      ? `already records ${projectName} ${newVersion}`
      : `records no version for ${projectName} (a dynamic version)`;
    return { changed: false, text, reason: `${path} ${why}` };
  }
  const edited = replaceStrings(text, replacements);
  parseTomlDocument(edited, path); // a splice that broke the file is a bug, never written
  return { changed: true, text: edited, entries: replacements.length };
}

/**
 * Whether the lock file holds the project's own entry with a version, the one thing `update`
 * writes there: a lock file without it (poetry.lock, today's pdm.lock, a dynamic version in
 * uv.lock) is left as it is, so it is not among the files `update` writes. A file that is no
 * valid TOML counts as holding it: `update` reads it and says what is wrong.
 */
export function lockfileHoldsProject(text: string, kind: LockfileKind, projectName: string): boolean {
  const scanned = scanLockPackages(text);
  if (scanned !== undefined) {
    return scanned.some((pkg) => isOwn(kind, pkg, projectName) && pkg.version !== undefined);
  }
  let doc: TomlDocument;
  try {
    doc = parseTomlDocument(text, lockfileName(kind));
  } catch {
    return true;
  }
  return packageEntries(doc).some((pkg) => isOwn(kind, pkg, projectName) && pkg.version !== undefined);
}

/**
 * The edit made from the line scan (lockfile-scan.ts), when the file has the shape the tools write:
 * only the characters of the own entry's version string change. Undefined: parse the document.
 */
function setByScan(
  text: string,
  kind: LockfileKind,
  projectName: string,
  newVersion: string,
): LockfileEdit | undefined {
  if (/["\\\r\n]/.test(newVersion)) return undefined;
  const scanned = scanLockPackages(text);
  if (scanned === undefined) return undefined;
  const own = scanned.filter((pkg) => isOwn(kind, pkg, projectName));
  if (own.length === 0) return undefined; // the document's reading says why
  const stale = own.flatMap((pkg) =>
    pkg.version !== undefined && pkg.version.value !== newVersion ? [pkg.version] : [],
  );
  if (stale.length === 0) return undefined;
  let out = text;
  for (const at of stale.sort((a, b) => b.start - a.start))
    out = out.slice(0, at.start) + newVersion + out.slice(at.end);
  return { changed: true, text: out, entries: stale.length };
}

interface PackageEntry {
  name: string | undefined;
  version: TomlEntry | undefined;
  /** Keys of the entry's `source` (uv: `editable`, `virtual`, `registry`, `git`, ...). */
  sourceKeys: string[];
  /** The entry has a `source` (Cargo.lock: a string such as `registry+https://...`). */
  hasSource: boolean;
}

/** The `[[package]]` entries, however their keys are spelled (inline tables, sub-tables). */
function packageEntries(doc: TomlDocument): PackageEntry[] {
  const packages = new Map<number, PackageEntry>();
  for (const entry of doc.entries) {
    const [table, index, key, sub] = entry.path;
    if (table !== "package" || typeof index !== "number" || typeof key !== "string") continue;
    let pkg = packages.get(index);
    if (pkg === undefined) {
      pkg = { name: undefined, version: undefined, sourceKeys: [], hasSource: false };
      packages.set(index, pkg);
    }
    if (entry.path.length === 3 && key === "name" && isStringValue(entry.value)) pkg.name = entry.value.value;
    if (entry.path.length === 3 && key === "version") pkg.version = entry;
    if (key === "source") pkg.hasSource = true;
    if (entry.path.length === 4 && key === "source" && typeof sub === "string") pkg.sourceKeys.push(sub);
  }
  return [...packages.values()];
}

const LOCAL_SOURCES = ["editable", "virtual", "directory"];

/** Whether the entry is the project's own: its name, and (uv, Cargo) a package of this tree. */
function isOwn(
  kind: LockfileKind,
  pkg: Pick<PackageEntry, "name" | "sourceKeys" | "hasSource">,
  projectName: string,
): boolean {
  if (pkg.name === undefined) return false;
  // A crate's name is compared as written, and one from a registry or git has a source.
  if (kind === "cargo") return pkg.name === projectName && !pkg.hasSource;
  if (normalizeProjectName(stripExtras(pkg.name)) !== normalizeProjectName(projectName)) return false;
  // In uv.lock a registry or git package can never be the project; the project is a local tree.
  if (kind === "uv") return pkg.sourceKeys.some((key) => LOCAL_SOURCES.includes(key));
  return true;
}

function stripExtras(name: string): string {
  return name.replace(/\[.*$/, "").trim();
}
