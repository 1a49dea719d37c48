import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { parseToml } from "../config/toml.ts";
import { ConfigError } from "../core/errors.ts";
import { normalisePackageName } from "../core/tag-shape.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { normaliseEntry } from "./entry-path.ts";
import type { MatchedFolder } from "./folder-glob.ts";
import type { Entry, MemberList } from "./member-folders.ts";

export interface WorkspaceMember {
  /** The member's folder relative to the repository root, POSIX separators, no trailing slash; "." for the root itself. */
  path: string;
  /** The name as its pyproject.toml writes it ([project] name, else [tool.poetry] name). */
  name: string;
  /** The name normalised as PEP 503 says: lowercased, runs of -_. become "-". */
  normalisedName: string;
  /**
   * The repository's only package (one Python project kept in a folder): the tags that carry no
   * name (`v6.1.0`) are its own, as a single project's are, and their shape is its tag format.
   */
  sole?: boolean;
}

export interface Workspace {
  /** Where the list came from, for messages: `[tool.uv.workspace] members in pyproject.toml` or `packages in <file>`. */
  source: string;
  /** Sorted by path. */
  members: WorkspaceMember[];
}

export interface WorkspaceInput {
  /** The root pyproject.toml's parsed data, or undefined when there is none. */
  rootPyproject: Record<string, unknown> | undefined;
  /** The root configuration's `packages` globs and the file that set them; they win over uv's list. */
  packages?: { globs: readonly string[]; from: string } | undefined;
}

/**
 * The packages of a monorepo: the root configuration's `packages`, else the root's
 * `[tool.uv.workspace]`. Undefined when the repository is a single project. The root is a member
 * only when an entry names it ("."), even where uv counts a root with [project] as a member: the
 * root of a workspace is usually the shared tooling, released by nobody.
 */
export async function findWorkspace(root: string, input: WorkspaceInput): Promise<Workspace | undefined> {
  const list = memberList(input);
  if (list === undefined) return undefined;
  // The glob matching loads only where a list of packages is to be matched: a single project's
  // commands never need it (start-up, issue 45).
  const { matchMembers } = await import("./member-folders.ts");
  const { folders, named } = await matchMembers(root, list);
  if (folders.size === 0) {
    // uv: a workspace of its root alone is a single project as before; a virtual one has nothing.
    if (isProject(input.rootPyproject)) return undefined;
    throw new ConfigError(
      `${list.source} matches no folder with a pyproject.toml and the root has no [project]; there is no package to release: fix the globs`,
    );
  }
  const members: WorkspaceMember[] = [];
  for (const folder of [...folders.values()].sort((a, b) => compare(a.rel, b.rel))) {
    const data = folder.rel === "." ? input.rootPyproject : await readPyproject(root, folder.rel);
    // Not a package: uv's `package = false` (docs, dev tooling), or, where a glob found it, a
    // pyproject.toml without a project (a tool's configuration alone).
    if (table(table(data, "tool"), "uv")?.package === false) continue;
    if (!named.has(folder.rel) && folder.rel !== "." && !isProject(data) && projectName(data) === undefined)
      continue;
    await refuseSubmodule(folder);
    members.push(memberOf(folder.rel, data));
  }
  if (members.length === 0) {
    throw new ConfigError(
      `${list.source} names no package releaser can release (each folder's pyproject.toml is a virtual project, [tool.uv] package = false, or has no [project] name); fix the list`,
    );
  }
  refuseSameNames(members);
  if (members.length === 1) (members[0] as WorkspaceMember).sole = true;
  return { source: list.source, members };
}

/** PEP 503 normalisation, the one the tag shapes use (`Alpha_Lib` and `alpha-lib` are one package). */
export { normalisePackageName };

function memberList(input: WorkspaceInput): MemberList | undefined {
  const packages = input.packages;
  if (packages !== undefined && packages.globs.length > 0) {
    const label = (glob: string) => `packages entry "${glob}" (${packages.from})`;
    return {
      source: `packages in ${packages.from}`,
      kind: "packages",
      entries: packages.globs.map((glob) => ({
        glob: normaliseEntry(glob, label(glob)),
        label: label(glob),
      })),
      excludes: [],
    };
  }
  const uv = table(table(table(input.rootPyproject, "tool"), "uv"), "workspace");
  if (uv === undefined) return undefined;
  const globs = (key: string): Entry[] =>
    stringList(uv[key], `[tool.uv.workspace] ${key}`).map((glob) => {
      const label = `[tool.uv.workspace] ${key} entry "${glob}" (pyproject.toml)`;
      return { glob: normaliseEntry(glob, label), label };
    });
  return {
    source: "[tool.uv.workspace] members in pyproject.toml",
    kind: "uv",
    entries: globs("members"),
    excludes: globs("exclude"),
  };
}

async function readPyproject(root: string, rel: string): Promise<Record<string, unknown> | undefined> {
  const file = `${rel}/pyproject.toml`;
  const text = await readRepoText(root, file, ConfigError);
  return text === undefined ? undefined : parseToml(text.text, file);
}

function memberOf(path: string, data: Record<string, unknown> | undefined): WorkspaceMember {
  const file = path === "." ? "pyproject.toml" : `${path}/pyproject.toml`;
  if (data === undefined) {
    throw new ConfigError(
      `${file} does not exist; a package releaser releases needs one: add it, or fix the entry`,
    );
  }
  const name = projectName(data);
  if (name === undefined) {
    throw new ConfigError(
      `${file} has no [project] name; a package releaser releases needs one: add name = "..." to its [project] table`,
    );
  }
  if (typeof name !== "string" || name.trim() === "") {
    throw new ConfigError(`${file}: the package name must be a non-empty string; write it as name = "..."`);
  }
  // Its name goes into tags and the release commit: only what PEP 508 allows (git refuses a
  // tag with a space, and a name starting with "-" would read as an option).
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name.trim())) {
    throw new ConfigError(
      `${file}: "${name}" is not a valid package name (PEP 508: letters, digits, and ".", "_" or "-" between them); fix the name`,
    );
  }
  return { path, name: name.trim(), normalisedName: normalisePackageName(name.trim()) };
}

/** A folder that is a git submodule is another repository: its files cannot go into this one's release commit. */
async function refuseSubmodule(folder: MatchedFolder): Promise<void> {
  if (folder.rel === ".") return;
  const gitLink = await lstat(join(folder.abs, ".git")).catch(() => undefined);
  if (gitLink === undefined) return;
  throw new ConfigError(
    `${folder.rel} is a git submodule (another repository), so its files cannot go into this repository's release commit; release it from its own repository, and leave it out of the list`,
  );
}

function projectName(data: Record<string, unknown> | undefined): unknown {
  return table(data, "project")?.name ?? table(table(data, "tool"), "poetry")?.name;
}

/** A path of a package's file from the repository's root: `packages/alpha/pyproject.toml`, or the root's own. */
export function pathInRepository(folder: string, path: string): string {
  return folder === "." ? path : `${folder}/${path}`;
}

function refuseSameNames(members: readonly WorkspaceMember[]): void {
  const byName = new Map<string, string>();
  for (const member of members) {
    const other = byName.get(member.normalisedName);
    if (other !== undefined) {
      throw new ConfigError(
        `two packages are named ${member.normalisedName} (${other} and ${member.path}, names compared as PEP 503 normalises them); each package needs its own name: rename one or leave it out of the list`,
      );
    }
    byName.set(member.normalisedName, member.path);
  }
}

function isProject(data: Record<string, unknown> | undefined): boolean {
  return table(data, "project") !== undefined;
}

function table(data: Record<string, unknown> | undefined, key: string): Record<string, unknown> | undefined {
  const value = data?.[key];
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function stringList(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  throw new ConfigError(
    `pyproject.toml: ${key} must be a list of strings (globs of folders); write it as ${key.split(" ")[1]} = ["packages/*"]`,
  );
}

/** Code-unit order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An error met while planning or releasing one package of several, said as that package's
 * (`beta-lib: CHANGELOG.md: is a directory`): its paths are relative to the package's folder,
 * which the message alone would not tell. The error keeps its class, so its code and exit.
 */
export function asPackageError(error: unknown, name: string): unknown {
  if (!(error instanceof Error) || !("code" in error) || error.message.startsWith(`${name}:`)) return error;
  error.message = `${name}: ${error.message}`;
  return error;
}
