import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "smol-toml";
import { ConfigError } from "../../core/errors.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";

/**
 * Folders that hold no package to release even when a pyproject.toml is there: environments,
 * build output, and the tests' and docs' sample projects.
 */
const NOT_PACKAGES = new Set([
  "node_modules",
  "venv",
  "env",
  "build",
  "dist",
  "site-packages",
  "__pycache__",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "docs",
  "doc",
  "benchmarks",
  "vendor",
  "third_party",
]);

/** How deep the search goes: `libs/partners/openai` (langchain's layout) is three folders down. */
const DEPTH = 3;

/**
 * The package folders of a repository whose root is no project and has no uv workspace
 * (`packages/*`, `libs/*`, `libs/partners/*`, `python/`): the folders up to DEPTH levels down whose
 * pyproject.toml carries a project name. A package's own folder is not searched further, nor
 * hidden folders and those NOT_PACKAGES names. Sorted, `/`-separated.
 */
export async function findPackageFolders(root: string): Promise<string[]> {
  const found: string[] = [];
  let level = [""];
  for (let depth = 1; depth <= DEPTH; depth++) {
    const next: string[] = [];
    for (const parent of level) {
      for (const name of await subfolders(join(root, parent))) {
        const folder = parent === "" ? name : `${parent}/${name}`;
        if (await isPackage(root, folder)) found.push(folder);
        else next.push(folder);
      }
    }
    level = next;
  }
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !NOT_PACKAGES.has(e.name.toLowerCase()))
    .map((e) => e.name);
}

/** A pyproject.toml with a project name that uv does not mark `package = false`; one that does not parse is none. */
async function isPackage(root: string, folder: string): Promise<boolean> {
  const text = await readRepoText(root, `${folder}/pyproject.toml`, ConfigError).catch(() => undefined);
  if (text === undefined) return false;
  let data: Record<string, unknown>;
  try {
    data = parse(text.text) as Record<string, unknown>;
  } catch {
    return false;
  }
  const tool = data.tool as { uv?: { package?: unknown }; poetry?: { name?: unknown } } | undefined;
  if (tool?.uv?.package === false) return false;
  const project = data.project as { name?: unknown } | undefined;
  return typeof (project?.name ?? tool?.poetry?.name) === "string";
}
