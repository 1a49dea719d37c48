import { parse } from "yaml";
import { isRecord } from "./gitlab-ci-scan.ts";
import { commandsOf } from "./run-commands.ts";
import { readWorkflowFiles } from "./workflow-folder.ts";

/**
 * Jobs of the project's workflows that build platform wheels (issue 43 case 15): cibuildwheel
 * (the action or the command, which mypyc builds use too) or maturin. A release workflow that
 * built only the sdist and a pure wheel would lose them, so `init` writes the build-matrix
 * workflow with `release --dist` instead, and says which job it took that from.
 */
export interface PlatformWheelBuild {
  path: string;
  job: string;
  /** cibuildwheel or maturin. */
  builder: "cibuildwheel" | "maturin";
}

/** The platform-wheel jobs of the project's workflows. */
export async function findPlatformWheelBuilds(root: string): Promise<PlatformWheelBuild[]> {
  const found: PlatformWheelBuild[] = [];
  for (const { path, text } of await readWorkflowFiles(root)) {
    let data: unknown;
    try {
      data = parse(text, { uniqueKeys: false, prettyErrors: false });
    } catch {
      continue; // GitHub runs no workflow it cannot read either
    }
    found.push(...scanPlatformWheels(path, data));
  }
  return found;
}

/** The jobs of one parsed workflow that build platform wheels. */
export function scanPlatformWheels(path: string, data: unknown): PlatformWheelBuild[] {
  if (!isRecord(data) || !isRecord(data.jobs)) return [];
  const found: PlatformWheelBuild[] = [];
  for (const [job, body] of Object.entries(data.jobs)) {
    if (!isRecord(body) || !Array.isArray(body.steps)) continue;
    const builders = body.steps.flatMap((step) => (isRecord(step) ? stepBuilder(step) : []));
    const builder = builders.includes("maturin") ? "maturin" : builders[0];
    if (builder !== undefined) found.push({ path, job, builder });
  }
  return found;
}

function stepBuilder(step: Record<string, unknown>): PlatformWheelBuild["builder"][] {
  if (typeof step.uses === "string") {
    const action = step.uses.trim().split("@")[0]?.toLowerCase() ?? "";
    if (action === "pypa/cibuildwheel") return ["cibuildwheel"];
    if (action === "pyo3/maturin-action") {
      const command = isRecord(step.with) ? String(step.with.command ?? "build") : "build";
      return command === "build" ? ["maturin"] : [];
    }
  }
  if (typeof step.run !== "string") return [];
  const hits: PlatformWheelBuild["builder"][] = [];
  for (const words of commandsOf(step.run)) {
    const [program = "", ...args] = words;
    const name = program.split("/").at(-1) ?? "";
    const tool = /^python[\d.]*$/.test(name) && args[0] === "-m" ? (args[1] ?? "") : name;
    const rest = /^python[\d.]*$/.test(name) && args[0] === "-m" ? args.slice(2) : args;
    if (tool === "cibuildwheel" || (tool === "pipx" && rest[0] === "run" && rest[1] === "cibuildwheel"))
      hits.push("cibuildwheel");
    if (tool === "maturin" && rest.find((a) => !a.startsWith("-")) === "build") hits.push("maturin");
  }
  return hits;
}
