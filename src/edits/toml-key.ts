/**
 * The `path:dotted.key` form of `version_files` for TOML files: read or rewrite the string at a
 * dotted key, touching nothing but the characters between its quotes.
 */
import { VersionFileError } from "../core/errors.ts";
import {
  describeValue,
  findEntry,
  formatPath,
  isStringValue,
  locate,
  parseDottedKey,
  parseTomlDocument,
  replaceStrings,
  staticValue,
  type TomlDocument,
  type TomlPath,
} from "./toml-document.ts";

/** A dotted key as written in config (`tool.x.version`) or already split into its parts. */
export type TomlKey = string | readonly string[];

function toPath(key: TomlKey, file: string): TomlPath {
  return typeof key === "string" ? parseDottedKey(key, file) : key;
}

/**
 * The plain value at `key` (string, number, boolean, Date, array or object), or undefined when the
 * key is absent. Throws VersionFileError on a TOML syntax error or an invalid key.
 */
export function readTomlValue(text: string, key: TomlKey, path: string): unknown {
  const entry = findEntry(parseTomlDocument(text, path), toPath(key, path));
  return entry === undefined ? undefined : staticValue(entry.value);
}

/**
 * Rewrites the string at `key` to `newValue`; everything else stays byte-identical. Throws
 * VersionFileError when the key is missing or does not hold a string.
 */
export function setTomlValue(text: string, key: TomlKey, newValue: string, path: string): string {
  return setStringAt(parseTomlDocument(text, path), toPath(key, path), newValue);
}

/**
 * setTomlValue on an already parsed document, for one or more keys that all get `newValue` (the
 * pyproject edit builds on it).
 */
export function setStringAt(
  doc: TomlDocument,
  keyPaths: TomlPath | readonly TomlPath[],
  newValue: string,
): string {
  const paths: readonly TomlPath[] = isPathList(keyPaths) ? keyPaths : [keyPaths];
  const replacements = paths.map((keyPath) => {
    const entry = findEntry(doc, keyPath);
    if (entry === undefined) {
      throw new VersionFileError(`${doc.file}: no key ${formatPath(keyPath)} to hold the version`);
    }
    if (!isStringValue(entry.value)) {
      throw new VersionFileError(
        `${locate(doc, entry.value)}: ${formatPath(keyPath)} is ${describeValue(entry.value)}; expected a string`,
      );
    }
    return { value: entry.value, newValue };
  });
  const result = replaceStrings(doc.text, replacements);
  for (const keyPath of paths) assertWritten(result, keyPath, newValue, doc.file);
  return result;
}

function isPathList(value: TomlPath | readonly TomlPath[]): value is readonly TomlPath[] {
  return Array.isArray(value[0]);
}

/** Re-reads the edited text: a splice that broke the file or missed the key is a bug, never written. */
export function assertWritten(text: string, keyPath: TomlPath, expected: string, file: string): void {
  const entry = findEntry(parseTomlDocument(text, file), keyPath);
  if (entry === undefined || staticValue(entry.value) !== expected) {
    throw new VersionFileError(`${file}: rewriting ${formatPath(keyPath)} did not give "${expected}"`);
  }
}
