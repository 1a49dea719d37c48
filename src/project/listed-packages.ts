/**
 * The package folders the build itself names (issue 42), where the package's `__version__` is
 * looked for before the folder named after the distribution: a distribution whose import package
 * has another name (`scikit-image` ships `skimage/`) says so in its build settings. Read as data,
 * never run. Paths are relative to the root, without a trailing slash.
 */
import { VersionFileError } from "../core/errors.ts";
import { readRepoText } from "../fs/read-repo-file.ts";

/**
 * meson.build's `subdir('pkg')` calls, `[tool.setuptools] packages`, hatch's wheel `packages`,
 * poetry's `packages` (`include`, `from`) and flit's `[tool.flit.module] name`, in that order;
 * each folder once. A path that leaves the repository is never named.
 */
export async function packagesTheBuildLists(
  root: string,
  pyprojectData: Record<string, unknown> | undefined,
): Promise<string[]> {
  const meson = (await readRepoText(root, "meson.build", VersionFileError).catch(() => undefined))?.text;
  const listed = [
    ...(meson === undefined ? [] : mesonSubdirs(meson)),
    ...pyprojectPackages(pyprojectData ?? {}),
  ];
  return [...new Set(listed.map(clean).filter((path): path is string => path !== undefined))];
}

/** The folders meson.build enters with `subdir('...')`, comments skipped. */
export function mesonSubdirs(text: string): string[] {
  const code = text.replace(/#[^\n]*/g, "");
  return [...code.matchAll(/\bsubdir\s*\(\s*'([^'\n]+)'\s*\)/g)].map((m) => m[1] as string);
}

/** The package folders pyproject.toml's build settings name. */
export function pyprojectPackages(data: Record<string, unknown>): string[] {
  const tool = record(data.tool);
  const setuptools = strings(record(tool?.setuptools)?.packages);
  const where = strings(record(record(record(tool?.setuptools)?.packages)?.find)?.where);
  const bases = where.length > 0 ? where : ["src", ""];
  const fromSetuptools = setuptools
    .filter((name) => !name.includes("."))
    .flatMap((name) => bases.map((base) => (base === "" ? name : `${base}/${name}`)));
  const hatch = strings(record(record(record(record(tool?.hatch)?.build)?.targets)?.wheel)?.packages);
  const poetryPackages = record(tool?.poetry)?.packages;
  const poetry = (Array.isArray(poetryPackages) ? poetryPackages : []).flatMap((entry) => {
    const include = record(entry)?.include;
    const from = record(entry)?.from;
    if (typeof include !== "string" || /[*?[]/.test(include)) return [];
    return [typeof from === "string" ? `${from}/${include}` : include];
  });
  const flitName = record(record(tool?.flit)?.module)?.name;
  const flit = typeof flitName === "string" && !flitName.includes(".") ? [`src/${flitName}`, flitName] : [];
  return [...fromSetuptools, ...hatch, ...poetry, ...flit];
}

/** The path as a folder inside the repository, or undefined. */
function clean(path: string): string | undefined {
  const trimmed = path.replace(/^\.\//, "").replace(/\/+$/, "");
  if (trimmed === "" || trimmed === "." || trimmed.startsWith("/") || trimmed.split("/").includes("..")) {
    return undefined;
  }
  return trimmed;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
