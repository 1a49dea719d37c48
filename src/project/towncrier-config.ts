import { posix } from "node:path";
import { DEFAULT_FRAGMENT_TYPES, type FragmentType } from "../core/news-fragments.ts";

/**
 * What releaser needs to know of a towncrier setup (`[tool.towncrier]` in towncrier.toml or
 * pyproject.toml): where the news file and the fragments are, and whether towncrier can name the
 * project by itself. Read from parsed TOML (pure); towncrier itself reads the rest.
 */
export interface TowncrierConfig {
  /** The file the table is in: towncrier.toml (it wins, as towncrier reads it first) or pyproject.toml. */
  source: string;
  /**
   * The news file, relative to the root (towncrier's `filename`, default NEWS.rst). With
   * `single_file = false` a pattern with {name}, {version} and {project_date}: see newsFilePath.
   */
  filename: string;
  singleFile: boolean;
  /** The folder the fragments are found under, relative to the root ("." for the root). */
  fragmentBase: string;
  /**
   * Fragments sit in `newsfragments` folders below fragmentBase (towncrier's `package` mode);
   * false when `directory` names their folder.
   */
  newsfragmentsFolders: boolean;
  /** towncrier's `start_string`: the news file's text above it stays on top. */
  startString: string;
  /**
   * The name towncrier gives the project when its settings say one: `name`, else the `package`
   * title-cased, as towncrier does (it imports the package for that, and releaser passes the name
   * instead, so the package need not be installed where releaser runs); undefined when neither is set.
   */
  projectName: string | undefined;
  /** The fragment types (`[[tool.towncrier.type]]` or `[tool.towncrier.fragment.*]`, else towncrier's defaults). */
  types: readonly FragmentType[];
  /** The sections' folders below the fragment folder (`[[tool.towncrier.section]] path`; "" for the folder itself). */
  sectionPaths: readonly string[];
}

const START_STRING = ".. towncrier release notes start\n";

/** The `[tool.towncrier]` table of a parsed TOML document, or undefined when it has none. */
export function readTowncrierConfig(
  data: Record<string, unknown>,
  source: string,
): TowncrierConfig | undefined {
  const tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return undefined;
  const table = tool.towncrier;
  const text = (key: string) => (typeof table[key] === "string" ? (table[key] as string) : undefined);
  const directory = text("directory");
  const packageName = text("package") ?? "";
  const packageDir = text("package_dir") ?? ".";
  return {
    source,
    filename: text("filename") ?? "NEWS.rst",
    singleFile: table.single_file !== false,
    fragmentBase: normalise(directory ?? posix.join(packageDir, packageName)),
    newsfragmentsFolders: directory === undefined,
    startString: text("start_string") ?? START_STRING,
    projectName: nonEmpty(text("name")) ?? (packageName === "" ? undefined : pythonTitle(packageName)),
    types: fragmentTypes(table),
    sectionPaths: sectionPaths(table),
  };
}

/** The types towncrier reads: its array of tables, else its `fragment` table, else its defaults. */
function fragmentTypes(table: Record<string, unknown>): readonly FragmentType[] {
  if (Array.isArray(table.type)) {
    const listed = table.type.flatMap((entry) =>
      isTable(entry) && typeof entry.directory === "string"
        ? [
            {
              directory: entry.directory,
              name: typeof entry.name === "string" ? entry.name : entry.directory,
            },
          ]
        : [],
    );
    if (listed.length > 0) return listed;
  }
  if (isTable(table.fragment)) {
    const named = Object.entries(table.fragment).map(([directory, entry]) => ({
      directory,
      name: isTable(entry) && typeof entry.name === "string" ? entry.name : pythonTitle(directory),
    }));
    if (named.length > 0) return named;
  }
  return DEFAULT_FRAGMENT_TYPES;
}

function sectionPaths(table: Record<string, unknown>): readonly string[] {
  if (!Array.isArray(table.section)) return [""];
  const paths = table.section.flatMap((entry) =>
    isTable(entry) && typeof entry.path === "string" ? [entry.path] : [],
  );
  return paths.length > 0 ? paths : [""];
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

/** Python's `str.title()`: each letter after a non-letter upper-cased, the others lower-cased. */
export function pythonTitle(text: string): string {
  let out = "";
  let previousLetter = false;
  for (const char of text) {
    const letter = char.toLowerCase() !== char.toUpperCase();
    out += letter ? (previousLetter ? char.toLowerCase() : char.toUpperCase()) : char;
    previousLetter = letter;
  }
  return out;
}

/** The news file towncrier writes for this release (per-release files name their version). */
export function newsFilePath(
  config: TowncrierConfig,
  release: { name: string; version: string; date: string },
): string {
  if (config.singleFile) return normalise(config.filename);
  return normalise(
    config.filename
      .replaceAll("{name}", release.name)
      .replaceAll("{version}", release.version)
      .replaceAll("{project_date}", release.date),
  );
}

/** The folder news fragments go in, as a user would name it: `changelog.d`, `src/pkg/newsfragments`. */
export function fragmentFolder(config: TowncrierConfig): string {
  const folder = config.newsfragmentsFolders
    ? posix.join(config.fragmentBase, "newsfragments")
    : config.fragmentBase;
  return folder.replace(/^\.\//, "");
}

/** Whether a path (relative to the root, `/`-separated) is where towncrier keeps fragments. */
export function isFragmentPath(config: TowncrierConfig, path: string): boolean {
  const base = config.fragmentBase;
  const inside = base === "." ? path : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : undefined;
  if (inside === undefined) return false;
  return !config.newsfragmentsFolders || inside.split("/").slice(0, -1).includes("newsfragments");
}

function normalise(path: string): string {
  const joined = posix.normalize(path.replaceAll("\\", "/")).replace(/\/+$/, "");
  return joined === "" ? "." : joined;
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
