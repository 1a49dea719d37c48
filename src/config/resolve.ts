import * as v from "valibot";
import { ConfigError } from "../core/errors.ts";
import { type Config, configSchema } from "./schema.ts";
import type { ConfigLayer } from "./sources.ts";

/**
 * Validates each layer on its own (so an error names the file it is in), merges them with the
 * higher layer winning key by key (tables merge, lists and values replace), and fills defaults.
 */
export function resolveConfig(layers: readonly ConfigLayer[]): Config {
  for (const layer of layers) {
    const result = v.safeParse(configSchema, layer.values);
    if (!result.success) throw layerError(layer, result.issues);
  }
  const merged = layers.reduce<Record<string, unknown>>((acc, layer) => mergeTables(acc, layer.values), {});
  return v.parse(configSchema, merged);
}

export const DEFAULT_CONFIG: Config = v.parse(configSchema, {});

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

type Issue = v.InferIssue<typeof configSchema>;

function layerError(layer: ConfigLayer, issues: readonly Issue[]): ConfigError {
  const lines = issues.map((issue) => describeIssue(layer, issue));
  const [first, ...rest] = lines;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  return new ConfigError(`${first}${more}`, { details: rest });
}

function describeIssue(layer: ConfigLayer, issue: Issue): string {
  const path = (issue.path ?? []).map((item) => String(item.key));
  if (issue.type === "strict_object" && issue.expected === "never") {
    const key = path[path.length - 1] ?? "";
    const listed = knownKeys(path.slice(0, -1));
    // A version_files table sits in a list of strings or tables, which knownKeys does not walk.
    const known = listed.length === 0 && path[0] === "version_files" ? ["path", "pattern", "result"] : listed;
    const suggestion = closest(key, known);
    return `${layer.file}: unknown key ${quoteKey(layer, path)}${suggestion ? ` (did you mean "${suggestion}"?)` : ""}; known keys here: ${known.join(", ")}`;
  }
  const where = `${layer.file}: key ${quoteKey(layer, path)}`;
  const got = describeValue(valueAt(layer.values, path));
  if (issue.type === "picklist") {
    const options = (issue.expected ?? "").replace(/^\(|\)$/g, "").split(" | ");
    return `${where}: expected one of ${options.join(", ")}, got ${got}`;
  }
  if (issue.type === "union") {
    // A table where a table is one of the forms (a version_files entry): say what is wrong in it.
    const value = valueAt(layer.values, path);
    const inTable = isTable(value)
      ? (issue.issues ?? []).find((sub) => sub.type === "strict_object")
      : undefined;
    if (inTable !== undefined) {
      // The option's issue has a path relative to the entry.
      const full = { ...inTable, path: [...(issue.path ?? []), ...(inTable.path ?? [])] } as Issue;
      const key = full.path?.at(-1)?.key;
      if (inTable.expected !== "never" && valueAt(layer.values, [...path, String(key)]) === undefined) {
        return `${layer.file}: key ${quoteKey(layer, [...path, String(key)])} is missing: a table entry needs ${Object.keys(value as object).includes("path") ? "a pattern" : "a path"} as well`;
      }
      return describeIssue(layer, full);
    }
    if (path[0] === "version_files") {
      return `${where}: expected a string ("path.py:NAME", "path.toml:key" or "path") or a table { path, pattern }, got ${got}`;
    }
    return `${where}: expected a string or a list of strings, got ${got}`;
  }
  const expected = issue.type === "strict_object" || issue.type === "record" ? "a table" : issue.expected;
  return `${where}: expected ${expected}, got ${got}`;
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

/** The keys the schema allows at a path (through optional wrappers and arrays of tables). */
function knownKeys(path: readonly string[]): string[] {
  let schema = unwrap(configSchema);
  for (const key of path) {
    const next = /^\d+$/.test(key) ? schema?.item : schema?.entries?.[key];
    schema = unwrap(next);
  }
  return Object.keys(schema?.entries ?? {});
}

interface SchemaShape {
  entries?: Record<string, unknown>;
  item?: unknown;
  wrapped?: unknown;
}

function unwrap(schema: unknown): SchemaShape | undefined {
  let current = schema as SchemaShape | undefined;
  while (current?.wrapped !== undefined) current = current.wrapped as SchemaShape;
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
