/**
 * A TOML document with source positions: the base of every surgical TOML edit.
 *
 * toml-eslint-parser gives each value its [start, end) range in the text, so an edit splices only
 * the bytes of one string token and leaves comments, key order, quoting, spacing and line endings
 * exactly as they were. Every key/value pair is listed with its absolute key path, whatever way the
 * file spells it: `[project]` + `version`, dotted `project.version`, inline `project = { ... }`,
 * `[[package]]` array tables (their index is part of the path).
 */
import { type AST, getStaticTOMLValue, ParseError, parseTOML } from "toml-eslint-parser";
import { VersionFileError } from "../core/errors.ts";

/** An absolute key path; numbers index arrays of tables and arrays of inline tables. */
export type TomlPath = readonly (string | number)[];

export interface TomlEntry {
  /** Absolute path of the key, e.g. `["project", "version"]` or `["package", 3, "version"]`. */
  path: TomlPath;
  node: AST.TOMLKeyValue;
  value: AST.TOMLContentNode;
}

export interface TomlDocument {
  /** The text as given (a leading byte order mark included). */
  text: string;
  /** The file name used in error messages. */
  file: string;
  entries: TomlEntry[];
  /** The paths of `[table]` and `[[array.table]]` headers, in file order. */
  tableHeaders: TomlPath[];
}

/** What the parser's messages mean a writer should have put there instead. */
const EXPECTATIONS: Record<string, string> = {
  "Unterminated string constant": "a closing quote before the end of the line",
  "Unterminated table-key": 'a "]" closing the table header',
  "Unterminated array": 'a "]" closing the array',
  "Unterminated inline table": 'a "}" closing the inline table',
  "Empty bare keys are not allowed": "a key",
  "Must be a newline": "a newline after the value",
  "Expected equal (=) token": 'an "=" after the key',
  "Unspecified values are invalid": 'a value after "="',
  "Expected comma (,) token": 'a "," between the elements',
  "Defining a key multiple times is invalid": "each key and table to be defined only once",
  "The key, equals sign, and value must be on the same line": 'the key, "=" and the value on one line',
};

/** Parses TOML, turning a syntax error into a VersionFileError that names `file:line:column`. */
export function parseTomlDocument(text: string, file: string): TomlDocument {
  // The parser rejects a byte order mark; a space has the same length, so every range still fits.
  const source = text.startsWith("\uFEFF") ? ` ${text.slice(1)}` : text;
  let program: AST.TOMLProgram;
  try {
    program = parseTOML(source);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const expected = EXPECTATIONS[error.message] ?? "valid TOML (key = value, [table] or # comment)";
    const { line, column } = errorPosition(source, error);
    throw new VersionFileError(
      `${file}:${line}:${column}: invalid TOML: ${error.message}; expected ${expected}`,
      {
        cause: error,
      },
    );
  }
  const entries: TomlEntry[] = [];
  const tableHeaders: TomlPath[] = [];
  for (const item of program.body[0].body) {
    if (item.type === "TOMLTable") {
      tableHeaders.push(item.resolvedKey);
      for (const node of item.body) collect(entries, item.resolvedKey, node);
    } else {
      collect(entries, [], item);
    }
  }
  return { text, file, entries, tableHeaders };
}

/** Errors the parser notices only at the next line; they are reported where the line ended. */
const NOTICED_LATE = new Set([
  "Unspecified values are invalid",
  "The key, equals sign, and value must be on the same line",
  "Expected equal (=) token",
]);

/** 1-based line and column of a parse error. */
function errorPosition(source: string, error: ParseError): { line: number; column: number } {
  // (At line 1, column 0 there is nothing to walk back over: the loop below gives 1:1 too.)
  if (!NOTICED_LATE.has(error.message) || error.column !== 0) {
    return { line: error.lineNumber, column: error.column + 1 };
  }
  let index = error.index;
  while (index > 0 && /\s/.test(source[index - 1] as string)) index--;
  const before = source.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}

function collect(entries: TomlEntry[], prefix: TomlPath, node: AST.TOMLKeyValue): void {
  const path = [...prefix, ...node.key.keys.map((key) => (key.type === "TOMLBare" ? key.name : key.value))];
  entries.push({ path, node, value: node.value });
  collectNested(entries, path, node.value);
}

function collectNested(entries: TomlEntry[], path: TomlPath, value: AST.TOMLContentNode): void {
  if (value.type === "TOMLInlineTable") {
    for (const child of value.body) collect(entries, path, child);
  } else if (value.type === "TOMLArray") {
    value.elements.forEach((element, index) => {
      collectNested(entries, [...path, index], element);
    });
  }
}

export function samePath(a: TomlPath, b: TomlPath): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}

export function startsWithPath(path: TomlPath, prefix: TomlPath): boolean {
  // A shorter path fails by itself: its missing parts are undefined.
  return prefix.every((part, index) => part === path[index]);
}

export function findEntry(doc: TomlDocument, path: TomlPath): TomlEntry | undefined {
  return doc.entries.find((entry) => samePath(entry.path, path));
}

/** Whether the document defines the table at `path` (a header, a dotted key or an inline table). */
export function hasTable(doc: TomlDocument, path: TomlPath): boolean {
  return (
    doc.tableHeaders.some((header) => startsWithPath(header, path)) ||
    doc.entries.some((entry) => entry.path.length > path.length && startsWithPath(entry.path, path))
  );
}

/** The plain value of a node: strings, numbers, booleans, dates, arrays and objects. */
export function staticValue(value: AST.TOMLContentNode): unknown {
  return getStaticTOMLValue(value);
}

/** The plain value at `path`, or undefined when the key is absent. */
export function valueAt(doc: TomlDocument, path: TomlPath): unknown {
  const entry = findEntry(doc, path);
  return entry === undefined ? undefined : staticValue(entry.value);
}

/** The string held at `path`, or undefined when the key is absent or holds another type. */
export function stringAt(doc: TomlDocument, path: TomlPath): string | undefined {
  const entry = findEntry(doc, path);
  return entry && isStringValue(entry.value) ? entry.value.value : undefined;
}

export function isStringValue(value: AST.TOMLContentNode): value is AST.TOMLStringValue {
  return value.type === "TOMLValue" && value.kind === "string";
}

/** "a string", "an integer", "an array", ... for messages. */
export function describeValue(value: AST.TOMLContentNode): string {
  if (value.type === "TOMLArray") return "an array";
  if (value.type === "TOMLInlineTable") return "an inline table";
  switch (value.kind) {
    case "string":
      return "a string";
    case "integer":
      return "an integer";
    case "float":
      return "a float";
    case "boolean":
      return "a boolean";
    default:
      return "a date or time";
  }
}

/** `pyproject.toml:12:11`, the place of a node for messages (1-based line and column). */
export function locate(doc: TomlDocument, node: AST.HasLocs): string {
  return `${doc.file}:${node.loc.start.line}:${node.loc.start.column + 1}`;
}

/** `project.version`, `tool."my.pkg".version`, `package[3].version` for messages. */
export function formatPath(path: TomlPath): string {
  return path
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      const text = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
      return index === 0 ? text : `.${text}`;
    })
    .join("");
}

/**
 * Parses a dotted key as TOML spells it (`tool.poetry.version`, `tool."my.pkg".version`) into its
 * parts. Throws VersionFileError when it is not a valid TOML key.
 */
export function parseDottedKey(key: string, file: string): string[] {
  const invalid = () =>
    new VersionFileError(
      `${file}: "${key}" is not a valid TOML key; expected a dotted key like tool.x.version`,
    );
  if (/[\r\n=#[\]{}]/.test(key.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ""))) throw invalid();
  let program: AST.TOMLProgram;
  try {
    program = parseTOML(`${key} = 0\n`);
  } catch {
    throw invalid();
  }
  // The character check above leaves a single `key = 0` line; anything else is no key.
  const [first] = program.body[0].body;
  if (first?.type !== "TOMLKeyValue") throw invalid();
  return first.key.keys.map((part) => (part.type === "TOMLBare" ? part.name : part.value));
}

/** A string value to overwrite and the text it must hold afterwards. */
export interface StringReplacement {
  value: AST.TOMLStringValue;
  newValue: string;
}

/**
 * Rewrites string values in place: the same quote style (basic, literal, multi-line), only the
 * characters between the quotes change. Replacements may come in any order but must not overlap.
 */
export function replaceStrings(text: string, replacements: readonly StringReplacement[]): string {
  const sorted = [...replacements].sort((a, b) => b.value.range[0] - a.value.range[0]);
  let result = text;
  for (const { value, newValue } of sorted) {
    const [start, end] = value.range;
    result =
      result.slice(0, start) + encodeString(text.slice(start, end), value, newValue) + result.slice(end);
  }
  return result;
}

function encodeString(raw: string, value: AST.TOMLStringValue, newValue: string): string {
  const quote = value.style === "basic" ? '"' : "'";
  const delimiter = value.multiline ? quote.repeat(3) : quote;
  // A multi-line string may open with a newline that TOML trims; keep it.
  const opening = delimiter + (/^(?:"""|''')\r?\n/.exec(raw)?.[0].slice(3) ?? "");
  if (value.style === "basic") return `${opening}${escapeBasic(newValue)}${delimiter}`;
  // A literal string has no escapes: when it cannot hold the value, it becomes a basic string.
  const literalFits =
    !newValue.includes(value.multiline ? "'''" : "'") &&
    ![...newValue].some((char) => isControl(char) && char !== "\t");
  return literalFits ? `${opening}${newValue}${delimiter}` : `"${escapeBasic(newValue)}"`;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function escapeBasic(value: string): string {
  return [...value]
    .map((char) => {
      if (char === "\\" || char === '"') return `\\${char}`;
      if (isControl(char)) return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}`;
      return char;
    })
    .join("");
}
