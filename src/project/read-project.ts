import { join } from "node:path";
import type { LoadedConfig } from "../config/load.ts";
import { parseToml } from "../config/toml.ts";
import { VersionFileError } from "../core/errors.ts";
import { parseVersion } from "../core/version.ts";
import { SIGN_NEEDLES, type SignLine } from "../core/version-signs.ts";
import { CITATION_FILE } from "../edits/citation-cff.ts";
import { placeholderNeedles } from "../edits/incremental-placeholders.ts";
import { lockfileHoldsProject } from "../edits/lockfile.ts";
import { LOCKFILE_NAMES, type LockfileKind } from "../edits/lockfile-names.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { exists, implicitTargets, PLAIN_FILE_WHY, type Sources } from "./build-version-sources.ts";
import {
  BUMPVERSION_FILES,
  type BumpversionConfig,
  dropStaleBumpversion,
  fillTemplate,
  readBumpversionIni,
  readBumpversionToml,
} from "./bumpversion.ts";
import { citationTarget } from "./citation-target.ts";
import { findIncrementalPackage, placeholderTargets } from "./incremental-package.ts";
import { iniValuePattern, parseIni } from "./ini-file.ts";
import type { PyprojectInfo } from "./pyproject-info.ts";
import { readPyproject } from "./read-pyproject.ts";
import { readSetupPy } from "./setup-py.ts";
import { type StaleCopy, targetEntryText } from "./stale-copies.ts";
import { staleCopiesOf } from "./stale-copies-of.ts";
import { readTargetVersion } from "./target-version.ts";
import { parseVersionFileEntry, type VersionTarget } from "./version-target.ts";

/** The Python project as found on disk: its name, where its version lives, and that version. */
export interface Project {
  name: string | undefined;
  pyproject: PyprojectInfo | undefined;
  /** Every place `update` writes the version to (CHANGELOG.md aside). */
  targets: VersionTarget[];
  /** The version the files carry: pyproject's static version, else the first other target's. */
  version: string | undefined;
  /** The version each target carries now (by path), for `update`'s checks. */
  current: Map<VersionTarget, string | undefined>;
  /** Where `version` was read, as `path:line` (or the path), for messages. */
  versionSource: string | undefined;
  /** Why each target is one, in the build's terms (`[tool.hatch.version] path`), by target. */
  reasons: Map<VersionTarget, string>;
  /** Tracked files that still assign the version and that `update` would leave behind. */
  staleCopies: StaleCopy[];
  /**
   * The lines that hold a sign of the coming version (version directives, removal promises: issue
   * 42), found by the stale copies' `git grep`; undefined when that did not run (no version read).
   */
  signs: SignLine[] | undefined;
  /** The bumpversion configuration read (`.bumpversion.cfg`), if any. */
  bumpversionFile: string | undefined;
  /** A setup.py or setup.cfg describes the project (alone or beside pyproject.toml). */
  setuptoolsFiles: string[];
  /**
   * The tool that makes the version from the tag, when no file carries it (setuptools-scm,
   * hatch-vcs, versioneer): `update` writes only the changelog, and `release`'s tag is the version.
   */
  versionFromTag: string | undefined;
  warnings: string[];
}

/**
 * Reads the project's version targets (DESIGN 5, `update`) and the version they carry. `named`
 * hears the project's name as soon as the project files give it, before the targets are read
 * (check's tag shape needs the name only, and the history read waits for the shape: issue 45).
 */
export async function readProject(
  root: string,
  loaded: LoadedConfig,
  named?: (name: string | undefined) => void,
): Promise<Project> {
  const { config } = loaded;
  const sources = await readSources(root, loaded);
  const { pyproject, setupCfg, setupPy } = sources;
  const metadata = setupCfg?.ini.get("metadata");
  const name = pyproject?.name ?? nonEmpty(metadata?.get("name")?.value) ?? setupPy?.name;
  named?.(name);
  const reasons = new Map<VersionTarget, string>();
  const targets: VersionTarget[] = [];
  const warnings: string[] = [];
  const add = (target: VersionTarget, why: string) => {
    if (targets.some((t) => sameTarget(t, target))) return;
    targets.push(target);
    reasons.set(target, why);
  };

  if (pyproject?.version.kind === "static") {
    add(
      { kind: "pyproject", path: "pyproject.toml" },
      `the static version in [${pyproject.version.table}] of pyproject.toml`,
    );
  }
  const cfgVersion = metadata?.get("version")?.value;
  if (
    cfgVersion !== undefined &&
    !/^(attr|file)\s*:/.test(cfgVersion) &&
    pyproject?.version.kind !== "static"
  ) {
    add(
      {
        kind: "pattern",
        path: "setup.cfg",
        pattern: iniValuePattern("metadata", "version"),
        why: "[metadata] version in setup.cfg",
      },
      "the static version in [metadata] of setup.cfg",
    );
  }
  const explicit = config.version_files.map(parseVersionFileEntry);
  for (const target of explicit) add(target, "listed in version_files");
  // Found on their own: an entry of version_files other than a TOML key turns their search off.
  const implicit: VersionTarget[] = [];
  if (!explicit.some((t) => t.kind !== "toml")) {
    for (const [target, why] of await implicitTargets(root, sources, name, warnings)) {
      add(target, why);
      implicit.push(target);
    }
  }
  const bump = await readBumpversion(root, sources);
  if (bump !== undefined) {
    // The changelog is releaser's to write (a section per release), not a copy of the version.
    for (const target of bump.targets.filter(
      (t) => t.kind !== "template" || t.path !== config.changelog_file,
    )) {
      add(
        target,
        target.kind === "template"
          ? `bumpversion lists it in ${bump.file}`
          : `bumpversion's current_version in ${bump.file}`,
      );
    }
    if (bump.skipped.length > 0) {
      warnings.push(
        `${bump.file} lists ${bump.skipped.join(", ")}, which releaser does not write; name ${bump.skipped.length === 1 ? "it" : "them"} in version_files`,
      );
    }
  }
  if (name !== undefined) {
    for (const [lock, file] of Object.entries(LOCKFILE_NAMES) as [LockfileKind, string][]) {
      if (await lockHoldsProject(root, file, lock, name)) {
        add({ kind: "lock", path: file, lock, projectName: name }, `the project's entry in ${file}`);
      }
    }
  }

  const current = new Map<VersionTarget, string | undefined>();
  const lines = new Map<VersionTarget, number>();
  for (const target of targets) {
    const found = await readTargetVersion(root, target, pyproject);
    current.set(target, found?.value);
    if (found?.line !== undefined) lines.set(target, found.line);
  }
  // A VERSION file found by its name alone is a copy of the version only when it says the same.
  for (const target of [...targets]) {
    const found = targets.find((t) => t.kind !== "lock" && t !== target && current.get(t) !== undefined);
    if (
      reasons.get(target) === PLAIN_FILE_WHY(target.path) &&
      found !== undefined &&
      current.get(found) !== current.get(target)
    ) {
      targets.splice(targets.indexOf(target), 1);
    }
  }
  dropStaleBumpversion(targets, reasons, current, bump?.file, warnings);
  const primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== undefined);
  const version = primary === undefined ? undefined : current.get(primary);
  const line = primary === undefined ? undefined : lines.get(primary);
  const versionSource =
    primary === undefined ? undefined : `${primary.path}${line === undefined ? "" : `:${line}`}`;
  const usable = version !== undefined && parseVersion(version) !== undefined;
  if (usable) {
    // CITATION.cff that carries the version is kept current with it (its date-released too).
    const citation = await citationTarget(root, version, targets);
    if (citation !== undefined) {
      targets.push(citation.target);
      reasons.set(citation.target, `${CITATION_FILE}'s version, which says which release to cite`);
      current.set(citation.target, version);
      lines.set(citation.target, citation.line);
    }
  }
  for (const target of targets) {
    const value = current.get(target);
    // A primary version that is no version at all is an error of its own (planRelease names it).
    if (target.kind !== "lock" && primary && usable && value !== undefined && value !== version) {
      warnings.push(
        `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`,
      );
    }
    if (target.kind === "template" && value === undefined) {
      warnings.push(
        `${target.path} (listed in ${target.why}) does not contain ${JSON.stringify(fillTemplate(target.search, { current_version: target.current, new_version: "" }))}; \`update\` stops there until the file or its search is fixed`,
      );
    }
  }
  // incremental's placeholders and the signs of the coming version are searched by the same `git
  // grep` as the stale copies (issue 42).
  const incremental = usable ? await findIncrementalPackage(root, targets) : undefined;
  const needles = incremental === undefined ? [] : placeholderNeedles(incremental.name, incremental.current);
  const { copies: staleCopies, lines: found } = usable
    ? await staleCopiesOf(root, targets, version, config.changelog_file, [...needles, ...SIGN_NEEDLES], lines)
    : { copies: [], lines: [] };
  const signs = usable ? found.filter((l) => SIGN_NEEDLES.some((n) => l.text.includes(n))) : undefined;
  if (incremental !== undefined) {
    for (const target of await placeholderTargets(root, incremental, found)) {
      add(
        target,
        `it holds ${incremental.name}'s NEXT placeholders (or its release candidate's version), which incremental's update replaces with the release`,
      );
      current.set(target, undefined);
    }
  }
  if (staleCopies.length > 0) {
    const list = staleCopies.map((c) => `${c.path}:${c.line} ${c.text}`).join("; ");
    const advised = staleCopies.map((c) => c.entry);
    // Listing a copy in version_files turns off the search that found the module's own version:
    // the advice names those files too, so that adding it leaves no file behind.
    const kept = advised.some((e) => !/^"[^"]*\.toml:[^"]*"$/.test(e))
      ? implicit
          .filter((t) => targets.includes(t))
          .flatMap((t) => {
            const entry = targetEntryText(t);
            return entry === undefined ? [] : [entry];
          })
      : [];
    const entries = [...new Set([...kept, ...advised])].join(", ");
    warnings.push(
      `${list}: ${staleCopies.length === 1 ? "still carries" : "still carry"} ${version}, which \`update\` would leave behind; add ${entries} to version_files (or derive ${staleCopies.length === 1 ? "it" : "them"} from the version)`,
    );
  }
  if (
    pyproject?.version.kind === "dynamic" &&
    // A TOML value in pyproject.toml itself is no file the build reads a dynamic version from; a
    // Cargo manifest (maturin) is.
    !targets.some(
      (t) =>
        t.kind !== "lock" && t.kind !== "pyproject" && !(t.kind === "toml" && t.path === "pyproject.toml"),
    )
  ) {
    const source = pyproject.version.source;
    // meson.build's project() may compute the version itself (run_command): nothing to write then.
    if (source?.kind !== "computed" && source?.kind !== "meson") {
      warnings.push(
        'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]',
      );
    }
  } else if (
    pyproject?.version.kind !== "dynamic" &&
    (setupPy !== undefined || setupCfg !== undefined) &&
    !targets.some((t) => t.kind !== "lock") &&
    tagVersionTool(sources, targets) === undefined
  ) {
    // A setup.py that computes its version from something releaser does not read (a JSON file).
    // A setup.cfg alone (its attr: module not found) computes nothing: say which file it is.
    const why = setupPy !== undefined ? "setup.py computes it" : "setup.cfg names no file releaser found";
    warnings.push(
      `no file carries the version that releaser can read (${why}); \`update\` stops until one is named: version_files = ["pkg/VERSION"] or { path = "...", pattern = "...(?P<version>...)..." }`,
    );
  }
  const versionFromTag = tagVersionTool(sources, targets);
  const setuptoolsFiles = [
    ...(setupPy === undefined ? [] : ["setup.py"]),
    ...(setupCfg === undefined ? [] : ["setup.cfg"]),
  ];
  return {
    name,
    pyproject,
    targets,
    version,
    current,
    versionSource,
    reasons,
    staleCopies,
    signs,
    bumpversionFile: bump?.file,
    setuptoolsFiles,
    versionFromTag,
    warnings,
  };
}

/**
 * The tool that makes the version from the tag: the build backend's (pyproject's computed dynamic
 * version), else, with no file carrying the version, what setup.py or setup.cfg hands the version
 * to (setuptools-scm's `use_scm_version`, versioneer's `get_version()` or `[versioneer]`).
 */
function tagVersionTool(sources: Sources, targets: readonly VersionTarget[]): string | undefined {
  const version = sources.pyproject?.version;
  if (version?.kind === "dynamic")
    return version.source?.kind === "computed" ? version.source.tool : undefined;
  if (version?.kind === "static" || targets.some((t) => t.kind !== "lock")) return undefined;
  if (sources.setupPy?.versionFromTag !== undefined) return sources.setupPy.versionFromTag;
  return sources.setupCfg?.ini.has("versioneer") ? "versioneer ([versioneer] in setup.cfg)" : undefined;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === "" ? undefined : text.trim();
}

function sameTarget(a: VersionTarget, b: VersionTarget): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function readSources(root: string, loaded: LoadedConfig): Promise<Sources> {
  const pyproject = loaded.pyproject ? await readPyproject(loaded.pyproject, "pyproject.toml") : undefined;
  const cfgText = (await readRepoText(root, "setup.cfg", VersionFileError))?.text;
  const pyText = (await readRepoText(root, "setup.py", VersionFileError))?.text;
  return {
    pyproject,
    pyprojectData: loaded.pyproject?.data,
    setupCfg: cfgText === undefined ? undefined : { text: cfgText, ini: parseIni(cfgText) },
    setupPy: pyText === undefined ? undefined : readSetupPy(pyText),
  };
}

/** The first bumpversion configuration, where bump-my-version looks first. */
async function readBumpversion(root: string, sources: Sources): Promise<BumpversionConfig | undefined> {
  for (const file of BUMPVERSION_FILES) {
    if (file === "pyproject.toml") {
      return sources.pyprojectData === undefined
        ? undefined
        : readBumpversionToml(file, sources.pyprojectData);
    }
    if (file === "setup.cfg") {
      const found =
        sources.setupCfg === undefined ? undefined : readBumpversionIni(file, sources.setupCfg.text);
      if (found !== undefined) return found;
      continue;
    }
    const text = (await readRepoText(root, file, VersionFileError))?.text;
    if (text === undefined) continue;
    if (file.endsWith(".toml")) {
      const found = readBumpversionToml(file, parseToml(text, file) as Record<string, unknown>);
      if (found !== undefined) return found;
    } else {
      const found = readBumpversionIni(file, text);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A lock file is a target only when it holds the project's own entry (`update` writes nothing
 * else there). The text is searched for the name first, so the TOML reader parses only a lock
 * file that may hold it.
 */
async function lockHoldsProject(
  root: string,
  file: string,
  lock: LockfileKind,
  name: string,
): Promise<boolean> {
  if (!(await exists(join(root, file)))) return false;
  // A lock file releaser cannot read stays listed: `update` reads it and says why it cannot.
  const read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return true;
  const text = read?.text;
  if (text === undefined) return false;
  const spelled = name
    .split(/[-_.]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return false;
  return lockfileHoldsProject(text, lock, name);
}

/** The files `update` writes the next version to, CHANGELOG.md last (issue 12). */
export function writtenFiles(project: Project, changelogFile: string): string[] {
  return [...new Set([...project.targets.map((t) => t.path), changelogFile])];
}
