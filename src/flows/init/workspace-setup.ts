import { parse } from "smol-toml";
import { PACKAGE_TAG_FORMAT } from "../../config/package-config.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import { inferTagFormat, normalisePackageName, readOwnTag } from "../../core/tag-shape.ts";
import { compareVersions, type Pep440Version } from "../../core/version.ts";
import { appended } from "./config-file.ts";
import { commentText, tomlString } from "./toml-text.ts";

/**
 * What `init` decides for a repository of several packages (DESIGN 8), as pure functions of what
 * it read: each package's tags and their shape, the `packages` list to propose when no uv
 * workspace lists them, and the one line a package's own `[tool.releaser]` table may need.
 */

/** A package as these functions need it: its name as written and as PEP 503 normalises it. */
export interface NamedPackage {
  name: string;
  normalisedName: string;
  /** The repository's only package: its tags need not carry its name (WorkspaceMember.sole). */
  sole?: boolean;
}

/**
 * The tags that may be this package's: those that carry its name (`beta-lib-v0.3.0`,
 * `beta_lib@0.3.0`), never a plain `v1.2.0` from when the repository held one project, nor
 * another package's (the rule `check` reads a package's tags by).
 */
export function tagsOfPackage(tags: readonly string[], normalisedName: string): string[] {
  return tags.filter((tag) => {
    const normalised = normalisePackageName(tag);
    return (
      normalised.startsWith(normalisedName) && "-@/".includes(normalised.charAt(normalisedName.length) || "?")
    );
  });
}

/** The tag shape a package's releases follow, why, and whether its own table must say so. */
export interface PackageTagShape {
  /** The format with the name written out (`alpha-lib-v{version}`, `alpha_lib@{version}`). */
  format: string;
  why: string;
  /** True when the tags have another shape than `{name}-v{version}`: init writes it down. */
  write: boolean;
  /** The package's release tags of that shape, newest first. */
  releases: string[];
}

/**
 * The shape a package's existing tags give, as `check` reads it without a `tag_format`: the
 * default `{name}-v{version}`, unless the package's newest release tags have another shape that
 * carries its name (`alpha_lib@1.2.0`); one stray tag of another shape beside default-shaped
 * releases does not move it.
 */
export function packageTagShape(tags: readonly string[], pkg: NamedPackage): PackageTagShape {
  const own = pkg.sole === true ? [...tags] : tagsOfPackage(tags, pkg.normalisedName);
  const standard = PACKAGE_TAG_FORMAT.replace("{name}", pkg.normalisedName);
  const inferred = inferTagFormat(own, pkg.name);
  const prefix = inferred.format.slice(0, inferred.format.indexOf("{version}"));
  const named =
    inferred.fromTags && (pkg.sole === true || normalisePackageName(prefix).startsWith(pkg.normalisedName));
  const shaped = (format: string, why: string, write: boolean): PackageTagShape => ({
    format,
    why,
    write,
    releases: releaseTags(own, format),
  });
  if (!named)
    return shaped(standard, `no release tag of ${pkg.name} yet: the default for a package of several`, false);
  if (inferred.format === standard) return shaped(standard, inferred.why, false);
  if (releaseTags(own, standard).length > 0 && releaseTags(own, inferred.format).length < 2) {
    return shaped(
      standard,
      `the default: the release tags of ${pkg.name} look like ${standard.replace("{version}", "1.2.3")}`,
      false,
    );
  }
  return shaped(inferred.format, inferred.why, true);
}

/** A package's release tags under a configured format (its own tags only, as `check` reads them), newest first. */
export function packageReleaseTags(tags: readonly string[], pkg: NamedPackage, format: string): string[] {
  return releaseTags(pkg.sole === true ? [...tags] : tagsOfPackage(tags, pkg.normalisedName), format);
}

/** The tags a format reads as releases (two parts at least: 1.2, 1.2.3), newest first. */
function releaseTags(tags: readonly string[], format: string): string[] {
  const compiled = compileTagFormat(format);
  const read: { tag: string; version: Pep440Version }[] = [];
  for (const tag of tags) {
    const version = compiled.parse(tag);
    if (version !== undefined && version.release.length >= 2) read.push({ tag, version });
  }
  return read.sort((a, b) => compareVersions(b.version, a.version)).map((r) => r.tag);
}

/**
 * The `packages` list for package folders found without a uv workspace: a folder of two packages
 * or more as `folder/*` (a package added there later is found too), a lone one by its path, and
 * a package at the top level by its own name (a `*` there would take every folder).
 */
export function proposePackageGlobs(folders: readonly string[]): string[] {
  const byParent = new Map<string, string[]>();
  for (const folder of folders) {
    const cut = folder.lastIndexOf("/");
    const parent = cut < 0 ? "" : folder.slice(0, cut);
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const globs: string[] = [];
  for (const folder of folders) {
    const cut = folder.lastIndexOf("/");
    const parent = cut < 0 ? "" : folder.slice(0, cut);
    const entry = parent !== "" && (byParent.get(parent)?.length ?? 0) > 1 ? `${parent}/*` : folder;
    if (!globs.includes(entry)) globs.push(entry);
  }
  return globs;
}

/** One line added to a package's pyproject.toml: after the `[tool.releaser]` header, or a new table at the end. */
export interface TableEdit {
  action: "append" | "insert";
  /** The lines added. */
  text: string;
  /** The file's whole new text. */
  whole: string;
}

const RELEASER_HEADER = /^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*releaser[ \t]*\][ \t]*(#[^\r\n]*)?(\r?\n|$)/m;

/**
 * `tag_format` for one package, surgically: inserted right after its `[tool.releaser]` header, or
 * as a new table at the end of the file; every other byte stays. Undefined when the result would
 * not read back as that value (a `tool.releaser` written as a dotted key or an inline table, a
 * file that does not parse): the caller says what to add by hand.
 */
export function packageTagFormatEdit(text: string, format: string, why: string): TableEdit | undefined {
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const line = `tag_format = ${tomlString(format)}   # ${commentText(why)}${newline}`;
  const header = RELEASER_HEADER.exec(text);
  let edit: TableEdit;
  if (header !== null) {
    const at = header.index + header[0].length;
    const before = header[2] === "" ? `${text.slice(0, at)}${newline}` : text.slice(0, at);
    edit = { action: "insert", text: line, whole: `${before}${line}${text.slice(at)}` };
  } else {
    const added = appended(text, `[tool.releaser]\n${line.replaceAll("\r\n", "\n")}`);
    edit = { action: "append", text: added, whole: `${text}${added}` };
  }
  try {
    const tool = (parse(edit.whole) as { tool?: { releaser?: { tag_format?: unknown } } }).tool;
    return tool?.releaser?.tag_format === format ? edit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PyPI matches a trusted publisher by project, repository and workflow file: each package is its
 * own PyPI project, so each needs one (a pending publisher for a package not on PyPI yet).
 */
export function trustedPublishersText(names: readonly string[], workflow: string): string {
  return `on PyPI, add a trusted publisher to each package, with this repository and the workflow ${workflow}: ${names.join(", ")} (a package not on PyPI yet takes a pending publisher under its name)`;
}

/**
 * Release tags that carry no package's name (`v2.9.1`, `1.4.0`: the repository's tags from when it
 * released one project, or packages released together under one tag) count for no package: said
 * when a package has no release tag of its own, whose first release then starts from its files.
 */
export function unnamedTagsWarning(tags: readonly string[], untagged: readonly string[]): string | undefined {
  if (untagged.length === 0) return undefined;
  const plain: { tag: string; version: Pep440Version }[] = [];
  for (const tag of tags) {
    const read = readOwnTag(tag, undefined);
    if (read !== undefined && read.version.release.length >= 2) plain.push({ tag, version: read.version });
  }
  if (plain.length === 0) return undefined;
  const newest = plain.reduce((a, b) => (compareVersions(b.version, a.version) > 0 ? b : a));
  const count =
    plain.length === 1
      ? `the release tag ${newest.tag} carries`
      : `${plain.length} release tags (the newest ${newest.tag}) carry`;
  return `${count} no package's name, so no package counts ${plain.length === 1 ? "it" : "them"} as its release: ${untagged.join(", ")} ${untagged.length === 1 ? "has" : "have"} no release tag of ${untagged.length === 1 ? "its" : "their"} own, and the first release of each is planned from its files and all its commits; each package is tagged on its own ({name}-v{version}); packages that carry the tags' version are released together under them with shared_version = true`;
}

/**
 * A workspace root with a project of its own is released only when listed: the `packages` line
 * that lists it with the packages found (their folders, so uv's `exclude` stays as it is).
 */
export function rootProjectNote(rootName: string, memberPaths: readonly string[]): string {
  const list = [".", ...memberPaths].map((p) => tomlString(p)).join(", ");
  return `the root's own project, ${rootName}, is not released: a workspace root is released only when it is listed; to release it too, set packages = [${list}] in the root's [tool.releaser]`;
}
