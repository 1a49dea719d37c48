import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import type { Config } from "../../config/schema.ts";
import { hatch } from "./hatch.ts";
import { pdm } from "./pdm.ts";
import { poetry } from "./poetry.ts";
import type { PublishTool, ToolName } from "./tool.ts";
import { twine } from "./twine.ts";
import { uv } from "./uv.ts";

export const TOOLS: Record<ToolName, PublishTool> = { uv, poetry, hatch, pdm, twine };

/** What detection looks at: which lock files exist, and the pyproject.toml tables. */
export interface ProjectFacts {
  files: ReadonlySet<string>;
  /** `[tool.poetry]` and `[tool.hatch]` present in pyproject.toml. */
  toolTables: ReadonlySet<string>;
}

/**
 * `publish.tool`, or with "auto" (DESIGN 3): uv.lock -> uv, poetry.lock or [tool.poetry] ->
 * poetry, pdm.lock -> pdm, [tool.hatch] -> hatch, otherwise twine (python -m build + twine).
 */
export function chooseTool(config: Config, facts: ProjectFacts): { tool: PublishTool; why: string } {
  const chosen = config.publish.tool;
  if (chosen !== "auto") return { tool: TOOLS[chosen], why: `publish.tool = "${chosen}"` };
  if (facts.files.has("uv.lock")) return { tool: uv, why: "uv.lock" };
  if (facts.files.has("poetry.lock")) return { tool: poetry, why: "poetry.lock" };
  if (facts.toolTables.has("poetry")) return { tool: poetry, why: "[tool.poetry]" };
  if (facts.files.has("pdm.lock")) return { tool: pdm, why: "pdm.lock" };
  if (facts.toolTables.has("hatch")) return { tool: hatch, why: "[tool.hatch]" };
  return { tool: twine, why: "no uv, poetry, pdm or hatch setup" };
}

/**
 * The lock files and tool tables the choice is made from. A package of a workspace has its lock
 * file at the workspace's root (`workspaceRoot`): uv.lock there makes uv the package's tool too.
 */
export async function readProjectFacts(
  root: string,
  loaded: LoadedConfig,
  workspaceRoot?: string,
): Promise<ProjectFacts> {
  const files = new Set<string>();
  for (const dir of workspaceRoot === undefined ? [root] : [root, workspaceRoot]) {
    for (const lock of ["uv.lock", "poetry.lock", "pdm.lock"]) {
      if (
        await stat(join(dir, lock)).then(
          () => true,
          () => false,
        )
      )
        files.add(lock);
    }
  }
  const toolTables = new Set<string>();
  if (loaded.pyproject) {
    const tool: unknown = (loaded.pyproject.data as { tool?: unknown }).tool;
    if (typeof tool === "object" && tool !== null && !Array.isArray(tool)) {
      for (const name of ["poetry", "hatch"]) if (name in tool) toolTables.add(name);
    }
  }
  return { files, toolTables };
}
