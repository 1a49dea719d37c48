/**
 * `__version__ = "1.2.3"` in a Python file: find the top-level assignments of a variable
 * (statements starting at column 0) and rewrite the characters between their quotes.
 *
 * The file is scanned like Python's tokenizer sees it, so an assignment that only appears inside a
 * docstring, another string, a comment, an open bracket or an indented block is never touched.
 * Accepted forms: `NAME = "v"`, `NAME = 'v'`, `NAME: str = "v"`, `NAME = "v"  # comment`, any
 * spacing around `=`, a `u`/`r` prefix.
 */
import { VersionFileError } from "../core/errors.ts";
import {
  type IncrementalVersion,
  incrementalVersion,
  parseIncrementalVersion,
  writeIncrementalVersion,
} from "./incremental-version.ts";
import { parseVersionTuple, tupleVersion, type VersionTuple, writeVersionTuple } from "./version-tuple.ts";

export type PythonAssignment =
  /** The value is a plain string literal; `range` spans the characters between its quotes. */
  | { kind: "string"; value: string; quote: '"' | "'"; line: number; range: [number, number] }
  /** The variable is assigned something else first (`__version__ = version("pkg")`): nothing to rewrite. */
  | { kind: "expression"; expression: string; line: number; range: [number, number] }
  /**
   * The version is spelled as a tuple: the variable is assigned one (`VERSION = (5, 1, 4, "final", 0)`),
   * or an expression of one assigned in the same file (`__version__ = get_version(VERSION)`,
   * `".".join(map(str, version_info))`). `value` is the version it stands for; `tuple` is where
   * its literal is, and `source` the variable that holds it.
   */
  | {
      kind: "tuple";
      value: string;
      line: number;
      source: string;
      tuple: VersionTuple;
      range: [number, number];
      expression: string;
    }
  /** incremental's `Version("name", 24, 10, 0, release_candidate=1)`: `range` spans the call. */
  | {
      kind: "incremental";
      value: string;
      line: number;
      call: IncrementalVersion;
      range: [number, number];
      expression: string;
    };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The last top-level assignment of `variable` (the one Python leaves in effect), or undefined
 * when the file has none. Throws VersionFileError when `variable` is not a Python identifier.
 */
export function readPythonAssignment(text: string, variable: string): PythonAssignment | undefined {
  const last = readPythonAssignments(text, variable).at(-1);
  if (last?.kind !== "expression") return last;
  const call = parseIncrementalVersion(last.expression);
  if (call !== undefined) return { ...last, kind: "incremental", value: incrementalVersion(call), call };
  return asVersionTuple(text, variable, last) ?? last;
}

/** The assignment holds a version releaser can rewrite: a string literal, or a version tuple. */
export function holdsVersion(assignment: PythonAssignment | undefined): boolean {
  return assignment?.kind === "string" || assignment?.kind === "tuple" || assignment?.kind === "incremental";
}

/**
 * An expression assignment read as a version tuple: a tuple literal itself, or an expression that
 * names exactly one other top-level variable of the file whose last assignment is a tuple literal.
 */
function asVersionTuple(
  text: string,
  variable: string,
  assignment: Extract<PythonAssignment, { kind: "expression" }>,
): PythonAssignment | undefined {
  const own = parseVersionTuple(assignment.expression);
  if (own !== undefined) {
    return { ...assignment, kind: "tuple", value: tupleVersion(own), source: variable, tuple: own };
  }
  const code = assignment.expression.replace(/(["'])(?:(?!\1).)*\1/g, "");
  // A subscript or slice (VERSION[:3]) is not the whole tuple: not read as the version.
  if (/[A-Za-z0-9_]\s*\[/.test(code)) return undefined;
  // Names, not attributes (importlib.metadata.version is no variable of the file).
  const names = new Set(
    [...code.matchAll(/(?<![.\w])[A-Za-z_][A-Za-z0-9_]*/g)].map((m) => m[0]).filter((n) => n !== variable),
  );
  const tuples: Array<PythonAssignment & { kind: "tuple" }> = [];
  for (const name of names) {
    const last = readPythonAssignments(text, name).at(-1);
    const tuple = last?.kind === "expression" ? parseVersionTuple(last.expression) : undefined;
    if (last?.kind === "expression" && tuple !== undefined) {
      tuples.push({ ...last, kind: "tuple", value: tupleVersion(tuple), source: name, tuple });
    }
  }
  return tuples.length === 1 ? tuples[0] : undefined;
}

/** Every top-level assignment of `variable`, in file order. */
export function readPythonAssignments(text: string, variable: string): PythonAssignment[] {
  if (!IDENTIFIER.test(variable)) {
    throw new VersionFileError(
      `"${variable}" is not a Python variable name; expected an identifier like __version__`,
    );
  }
  const head = new RegExp(`${variable}(?![A-Za-z0-9_])[ \\t]*(?::[^=\\r\\n#]*)?=(?!=)[ \\t]*`, "y");
  const found: PythonAssignment[] = [];
  for (const start of statementStarts(text)) {
    head.lastIndex = start;
    if (head.exec(text)) found.push(describeAssignment(text, start, head.lastIndex));
  }
  return found;
}

/**
 * Rewrites the version assigned to `variable`: the string of its last top-level assignment (the
 * one in effect) and of every earlier one that holds the same string, so no stale copy is left.
 * `path` names the file in errors. Throws VersionFileError when there is no such assignment, when
 * the one in effect does not assign a string literal, or when `newValue` cannot be written between
 * the existing quotes.
 */
export function setPythonAssignment(text: string, variable: string, newValue: string, path: string): string {
  const all = readPythonAssignments(text, variable);
  const last = all.at(-1);
  if (last === undefined) {
    throw new VersionFileError(
      `${path}: no top-level assignment of ${variable} (like ${variable} = "1.2.3")`,
    );
  }
  if (last.kind === "expression") {
    const tuple = readPythonAssignment(text, variable);
    if (tuple?.kind === "incremental") {
      const [start, end] = tuple.range;
      return (
        text.slice(0, start) +
        writeIncrementalVersion(tuple.call, newValue, `${path}:${tuple.line}`) +
        text.slice(end)
      );
    }
    if (tuple?.kind === "tuple") {
      const [start, end] = tuple.range;
      return (
        text.slice(0, start) +
        writeVersionTuple(tuple.tuple, newValue, `${path}:${tuple.line}`) +
        text.slice(end)
      );
    }
    throw new VersionFileError(
      `${path}:${last.line}: ${variable} is assigned ${last.expression}; expected a string literal like "1.2.3"`,
    );
  }
  const targets = all.filter(
    (a): a is Extract<PythonAssignment, { kind: "string" }> => a.kind === "string" && a.value === last.value,
  );
  let out = text;
  for (const assignment of targets.reverse()) {
    if (newValue.includes(assignment.quote) || /[\\\r\n]/.test(newValue)) {
      throw new VersionFileError(
        `${path}:${assignment.line}: cannot write ${JSON.stringify(newValue)} as ${variable}`,
      );
    }
    const [start, end] = assignment.range;
    out = out.slice(0, start) + newValue + out.slice(end);
  }
  return out;
}

function describeAssignment(text: string, start: number, valueStart: number): PythonAssignment {
  const line = lineOf(text, start);
  const literal = /[uUrR]?(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')(?=[ \t]*(?:[#;\r\n]|$))/y;
  literal.lastIndex = valueStart;
  const match = literal.exec(text);
  if (match === null) {
    const end = text.slice(valueStart).search(/\r?\n|$/);
    // The expression up to a comment (a `#` outside quotes), its trailing spaces aside.
    const rest = text.slice(valueStart, valueStart + end);
    const code = /^(?:[^#"']|"[^"\r\n]*"|'[^'\r\n]*')*/.exec(rest)?.[0] ?? rest;
    // A call or tuple that goes on over the next lines (black wraps `Version(...)` so) runs to its
    // closing bracket.
    const closed = bracketsOpen(code) > 0 ? closingBracket(text, valueStart) : undefined;
    const expression = closed === undefined ? code.trimEnd() : text.slice(valueStart, closed + 1);
    return { kind: "expression", expression, line, range: [valueStart, valueStart + expression.length] };
  }
  const double = match[1] !== undefined;
  const value = (double ? match[1] : match[2]) ?? "";
  const open = match.index + match[0].length - value.length - 1;
  return { kind: "string", value, quote: double ? '"' : "'", line, range: [open, open + value.length] };
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/**
 * The offsets of statements that start at column 0 outside any string, comment, bracket or
 * backslash continuation: the top-level statements of the module.
 */
export function* statementStarts(text: string): Generator<number> {
  let depth = 0;
  let lineStart = true;
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (lineStart && depth === 0 && !/[ \t\f\r\n#]/.test(char)) yield i;
    lineStart = false;
    if (char === "\n") {
      lineStart = depth === 0;
      i++;
    } else if (char === "#") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (char === '"' || char === "'") {
      i = skipString(text, i);
    } else if (char === "\\") {
      // A continuation joins the next line to this statement: it is not a new line start.
      i += text[i + 1] === "\r" && text[i + 2] === "\n" ? 3 : 2;
    } else {
      if ("([{".includes(char)) depth++;
      else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
      i++;
    }
  }
}

/** The offset just after the string literal opening at `start` (prefixes were already passed). */
function skipString(text: string, start: number): number {
  const quote = text[start] as string;
  const triple = text.startsWith(quote.repeat(3), start);
  let i = start + (triple ? 3 : 1);
  while (i < text.length) {
    const char = text[i];
    if (char === "\\") {
      i += 2;
    } else if (triple ? text.startsWith(quote.repeat(3), i) : char === quote) {
      return i + (triple ? 3 : 1);
    } else if (!triple && char === "\n") {
      return i; // unterminated: Python rejects the file; stop at the end of the line
    } else {
      i++;
    }
  }
  return text.length;
}

/** How many brackets a line's code leaves open (its strings aside). */
function bracketsOpen(code: string): number {
  let depth = 0;
  for (const char of code.replace(/"[^"\r\n]*"|'[^'\r\n]*'/g, "")) {
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth--;
  }
  return depth;
}

/** The offset of the bracket that closes the expression starting at `start`, skipping strings and comments. */
function closingBracket(text: string, start: number): number | undefined {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "#") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(text, i);
      continue;
    }
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      depth--;
      if (depth === 0) return i;
    }
    i++;
  }
  return undefined;
}
