import type { z } from "zod";
import { ConfigError } from "../core/errors.ts";
import { type Config, configSchema } from "./schema.ts";
import type { ConfigLayer } from "./sources.ts";

/**
 * Validates each layer on its own (so an error names the file it is in), merges them with the
 * higher layer winning key by key (tables merge, lists and values replace), and fills defaults.
 */
export function resolveConfig(layers: readonly ConfigLayer[]): Config {
  for (const layer of layers) {
    const result = configSchema.safeParse(layer.values);
    if (!result.success) throw layerError(layer, result.error);
  }
  const merged = layers.reduce<Record<string, unknown>>((acc, layer) => mergeTables(acc, layer.values), {});
  return configSchema.parse(merged);
}

export const DEFAULT_CONFIG: Config = configSchema.parse({});

function mergeTables(low: Record<string, unknown>, high: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...low };
  for (const [key, value] of Object.entries(high)) {
    const below = out[key];
    out[key] = isTable(below) && isTable(value) ? mergeTables(below, value) : value;
  }
  return out;
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function layerError(layer: ConfigLayer, error: z.ZodError): ConfigError {
  const lines = error.issues.map((issue) => describeIssue(layer, issue));
  const [first, ...rest] = lines;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  return new ConfigError(`${first}${more}`, { details: rest });
}

function describeIssue(layer: ConfigLayer, issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys(path);
    const parts = issue.keys.map((key) => {
      const suggestion = closest(key, known);
      return `${quoteKey(layer, [...path, key])}${suggestion ? ` (did you mean "${suggestion}"?)` : ""}`;
    });
    return `${layer.file}: unknown key ${parts.join(", ")}; known keys here: ${known.join(", ")}`;
  }
  const where = `${layer.file}: key ${quoteKey(layer, path)}`;
  if (issue.code === "invalid_type") {
    return `${where}: expected ${issue.expected}, got ${describeValue(valueAt(layer.values, path))}`;
  }
  if (issue.code === "invalid_value") {
    return `${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${describeValue(valueAt(layer.values, path))}`;
  }
  if (issue.code === "invalid_union") {
    return `${where}: expected a string or a list of strings, got ${describeValue(valueAt(layer.values, path))}`;
  }
  return `${where}: ${issue.message}`;
}

function quoteKey(layer: ConfigLayer, path: readonly string[]): string {
  const dotted = [layer.prefix, ...path.map((p) => (/^\d+$/.test(p) ? `[${p}]` : p))]
    .filter((p) => p !== "")
    .join(".")
    .replace(/\.\[/g, "[");
  return `"${dotted}"`;
}

function valueAt(values: unknown, path: readonly string[]): unknown {
  let current = values;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list ${truncate(JSON.stringify(value))}`;
  if (typeof value === "object" && value !== null) return "a table";
  return `${typeof value} ${truncate(JSON.stringify(value))}`;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The keys the schema allows at a path (through arrays of tables). */
function knownKeys(path: readonly string[]): string[] {
  let shape: unknown = configSchema;
  for (const key of path) {
    shape = unwrap(shape);
    if (/^\d+$/.test(key)) shape = (shape as { element?: unknown }).element;
    else shape = (shape as { shape?: Record<string, unknown> }).shape?.[key];
  }
  const object = unwrap(shape) as { shape?: Record<string, unknown> };
  return Object.keys(object?.shape ?? {});
}

function unwrap(schema: unknown): unknown {
  let current = schema as { unwrap?: () => unknown; def?: { innerType?: unknown; type?: string } };
  while (current?.def?.innerType !== undefined) current = current.def.innerType as typeof current;
  if (current?.def?.type === "array") return current;
  return current;
}

function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}
