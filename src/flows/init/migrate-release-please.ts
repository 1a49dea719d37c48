import { DEFAULT_SECTIONS } from "../../core/changelog.ts";
import { isTable, type Migration, type Table } from "./migrate.ts";

/** The files release-please reads at the repository root (its manifest configuration). */
export const RELEASE_PLEASE_CONFIG = "release-please-config.json";
export const RELEASE_PLEASE_MANIFEST = ".release-please-manifest.json";

/** Reads a file of the repository as text; undefined when it does not exist. */
export type ReadText = (path: string) => Promise<string | undefined>;

/** What a Python file's line assigns: `NAME = "1.2.3"` (optionally annotated). */
const ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[\w.[\]]+\s*)?=\s*["']([^"']+)["']/;

/** Keys of a package entry (or the top level, which sets defaults for every package). */
const TAKEN = new Set([
  "release-type",
  "package-name",
  "component",
  "changelog-path",
  "changelog-sections",
  "extra-files",
  "bump-minor-pre-major",
  "include-component-in-tag",
  "include-v-in-tag",
  "tag-separator",
  "draft",
  "prerelease",
]);
/** Keys that need no equivalent: releaser reads the same thing from elsewhere. */
const NEEDLESS = new Set(["$schema", "packages", "bootstrap-sha", "last-release-sha"]);

/**
 * release-please's manifest configuration (`release-please-config.json` with the root package ".",
 * `.release-please-manifest.json` for its version) translated to releaser's settings (issue 12).
 * The tag format follows release-please's own default: `<component>-v1.2.3` unless
 * include-component-in-tag is false (init then prefers what the existing tags show).
 * Python files among extra-files become `path.py:VARIABLE` entries when a line of them assigns
 * the manifest's version (or carries release-please's `x-release-please-version` marker).
 */
export async function migrateFromReleasePlease(read: ReadText): Promise<Migration | undefined> {
  const configText = await read(RELEASE_PLEASE_CONFIG);
  if (configText === undefined) return undefined;
  const migration: Migration = { from: RELEASE_PLEASE_CONFIG, versionFiles: [], left: [] };
  const config = parseJson(configText);
  if (!isTable(config)) {
    migration.left.push(`${RELEASE_PLEASE_CONFIG} (not a JSON object: nothing read from it)`);
    return migration;
  }
  const packages = isTable(config.packages) ? config.packages : {};
  const others = Object.keys(packages).filter((path) => path !== ".");
  if (others.length > 0) {
    migration.left.push(
      `packages ${others.map((p) => JSON.stringify(p)).join(", ")} (releaser releases the one package at the root)`,
    );
  }
  // A package's own setting wins over the top level's.
  const root = isTable(packages["."]) ? packages["."] : {};
  const settings: Table = { ...config, ...root };
  const version = await manifestVersion(read);

  for (const key of Object.keys(settings)) {
    if (NEEDLESS.has(key)) continue;
    if (!TAKEN.has(key)) migration.left.push(key);
  }
  const releaseType = settings["release-type"];
  if (releaseType !== undefined && releaseType !== "python") {
    migration.left.push(
      `release-type ${JSON.stringify(releaseType)} (releaser finds the version in pyproject.toml and the package)`,
    );
  }
  if (typeof settings["changelog-path"] === "string") migration.changelogFile = settings["changelog-path"];
  if (settings["bump-minor-pre-major"] === true) migration.majorOnZero = false;
  if (typeof settings.draft === "boolean") migration.draft = settings.draft;
  if (typeof settings.prerelease === "boolean") migration.prerelease = settings.prerelease;
  migration.tagFormat = tagFormat(settings);
  takeSections(settings["changelog-sections"], migration);
  for (const entry of Array.isArray(settings["extra-files"]) ? settings["extra-files"] : []) {
    await takeExtraFile(entry, version, read, migration);
  }
  return migration;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function manifestVersion(read: ReadText): Promise<string | undefined> {
  const manifest = parseJson((await read(RELEASE_PLEASE_MANIFEST)) ?? "");
  const version = isTable(manifest) ? manifest["."] : undefined;
  return typeof version === "string" ? version : undefined;
}

/** release-please's tag: `[component][separator]v1.2.3`, component = `component` or `package-name`. */
function tagFormat(settings: Table): string {
  const v = settings["include-v-in-tag"] === false ? "" : "v";
  const component =
    typeof settings.component === "string"
      ? settings.component
      : typeof settings["package-name"] === "string"
        ? settings["package-name"]
        : "";
  const separator = typeof settings["tag-separator"] === "string" ? settings["tag-separator"] : "-";
  const withComponent = settings["include-component-in-tag"] !== false && component !== "";
  return `${withComponent ? `${component}${separator}` : ""}${v}{version}`;
}

/**
 * `changelog-sections`: [{type, section, hidden}] → section titles and hidden types. A type the
 * list leaves out has no section in release-please's changelog, so releaser's own default
 * sections that the list does not name are hidden too.
 */
function takeSections(value: unknown, migration: Migration): void {
  if (!Array.isArray(value)) return;
  const sections: Record<string, string> = {};
  const hidden: string[] = [];
  for (const entry of value) {
    if (!isTable(entry) || typeof entry.type !== "string" || !/^[\w-]+$/.test(entry.type)) {
      migration.left.push(`changelog-sections entry ${JSON.stringify(entry)}`);
      continue;
    }
    if (entry.hidden === true) hidden.push(entry.type);
    else if (typeof entry.section === "string") sections[entry.type] = entry.section;
  }
  const named = new Set(value.flatMap((entry) => (isTable(entry) ? [entry.type] : [])));
  for (const [type] of DEFAULT_SECTIONS) if (!named.has(type)) hidden.push(type);
  migration.changelogSections = sections;
  migration.hiddenTypes = hidden;
}

async function takeExtraFile(
  entry: unknown,
  version: string | undefined,
  read: ReadText,
  migration: Migration,
): Promise<void> {
  const path = typeof entry === "string" ? entry : isTable(entry) ? entry.path : undefined;
  const type = isTable(entry) ? entry.type : undefined;
  if (typeof path !== "string" || path === "" || (isTable(entry) && entry.glob === true)) {
    migration.left.push(`extra-files entry ${JSON.stringify(entry)}`);
    return;
  }
  const relative = path.replace(/^\/+/, "");
  if (type === "toml" && isTable(entry) && typeof entry.jsonpath === "string") {
    const key = /^\$\.([\w-]+(?:\.[\w-]+)*)$/.exec(entry.jsonpath)?.[1];
    if (relative === "pyproject.toml" && (key === "project.version" || key === "tool.poetry.version")) return;
    if (key !== undefined && relative.endsWith(".toml")) {
      migration.versionFiles.push(`${relative}:${key}`);
      return;
    }
  }
  if ((type === undefined || type === "generic") && relative.endsWith(".py")) {
    const variable = findVersionVariable((await read(relative)) ?? "", version);
    if (variable !== undefined) {
      migration.versionFiles.push(`${relative}:${variable}`);
      return;
    }
  }
  migration.left.push(
    `extra-files entry ${JSON.stringify(entry)} (releaser edits a Python file's VARIABLE = "version" line or a TOML key)`,
  );
}

/** The variable a Python file assigns the version to: the marked line first, else the version's. */
function findVersionVariable(text: string, version: string | undefined): string | undefined {
  const lines = text.split(/\r?\n/);
  const marked = lines.find((line) => line.includes("x-release-please-version") && ASSIGNMENT.test(line));
  const match = ASSIGNMENT.exec(
    marked ?? lines.find((line) => version !== undefined && ASSIGNMENT.exec(line)?.[2] === version) ?? "",
  );
  return match?.[1];
}
