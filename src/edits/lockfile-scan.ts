/**
 * A lock file's `[[package]]` entries read line by line, for the one thing releaser needs of a
 * large `uv.lock` (thousands of lines of wheels and hashes): where the project's own entry says
 * its name, version and source. Parsing the whole TOML document for that costs seconds on a big
 * lock file. The scan reads only files in the shape the tools write (bare keys at the start of a
 * line, one-line strings and inline tables); anything else returns undefined and the caller
 * parses the document as before. Pure.
 */

export interface ScannedPackage {
  name: string | undefined;
  /** The version string's characters between its quotes, and where they are. */
  version: { value: string; start: number; end: number } | undefined;
  /** Keys of an inline-table `source` (uv: `editable`, `virtual`, `registry`, ...). */
  sourceKeys: string[];
  hasSource: boolean;
}

const STRING = /^"([^"\\\r\n]*)"\s*(?:#.*)?$/;

/** The entries, or undefined for a file outside the shape this scan reads. */
export function scanLockPackages(text: string): ScannedPackage[] | undefined {
  if (text.includes('"""') || text.includes("'''")) return undefined;
  const packages: ScannedPackage[] = [];
  let current: ScannedPackage | undefined;
  /** Inside `[[package]]`'s own keys (not a sub-table of it such as `[package.metadata]`). */
  let ownKeys = false;
  let offset = 0;
  for (const line of text.split("\n")) {
    const start = offset;
    offset += line.length + 1;
    const trimmed = line.replace(/\r$/, "");
    if (trimmed === "" || /^\s/.test(trimmed) || trimmed.startsWith("#") || /^[\]}]/.test(trimmed)) continue;
    if (trimmed.startsWith("[")) {
      if (/^\[\[package\]\]\s*(?:#.*)?$/.test(trimmed)) {
        current = { name: undefined, version: undefined, sourceKeys: [], hasSource: false };
        packages.push(current);
        ownKeys = true;
      } else if (
        /^(?:\[package\.[A-Za-z0-9_.-]+\]|\[\[package\.[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed)
      ) {
        ownKeys = false;
      } else if (/^(?:\[[A-Za-z0-9_.-]+\]|\[\[[A-Za-z0-9_.-]+\]\])\s*(?:#.*)?$/.test(trimmed)) {
        current = undefined;
        ownKeys = false;
      } else return undefined; // a quoted or odd table name
      continue;
    }
    const entry = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(trimmed);
    if (entry === null) return undefined; // a dotted or quoted key: parse the document instead
    if (current === undefined || !ownKeys) continue;
    const [, key = "", value = ""] = entry;
    if (key === "name") {
      const m = STRING.exec(value);
      if (m === null) return undefined;
      current.name = m[1];
    } else if (key === "version") {
      const m = STRING.exec(value);
      if (m === null) return undefined;
      const at = start + trimmed.indexOf('"', key.length) + 1;
      current.version = { value: m[1] ?? "", start: at, end: at + (m[1] ?? "").length };
    } else if (key === "source") {
      current.hasSource = true;
      if (value.startsWith("{")) {
        if (!/^\{.*\}\s*(?:#.*)?$/.test(value)) return undefined;
        current.sourceKeys = [...value.matchAll(/(?:^\{|,)\s*([A-Za-z0-9_-]+)\s*=/g)].map(
          (k) => k[1] as string,
        );
      } else if (STRING.exec(value) === null) return undefined;
    }
  }
  return packages;
}
