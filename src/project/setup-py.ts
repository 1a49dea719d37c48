/**
 * What a `setup.py` says about the project when nothing declarative does (python-storage, faker):
 * a literal `name=` / `version=` in the `setup(...)` call (or a top-level variable they name), and
 * the files it reads the version from (a `version.py`, a plain `VERSION`). Read as text, never
 * run. Pure.
 */
import { readPythonAssignment } from "../edits/python-assignment.ts";

export interface SetupPyFacts {
  name: string | undefined;
  /** How the version is written in setup.py itself, when it is a literal. */
  version:
    | { kind: "literal"; value: string; pattern: string }
    | { kind: "variable"; variable: string; value: string }
    | undefined;
  /** Quoted paths in setup.py that look like version files (`VERSION`, `pkg/version.py`). */
  versionPaths: string[];
  /**
   * The tool that makes the version from the tag, when setup.py hands it over:
   * `use_scm_version=...` (setuptools-scm) or `versioneer.get_version()` (issue 42).
   */
  versionFromTag: string | undefined;
}

/** The tool setup.py takes its version from the tag with, if any. */
function tagVersionTool(text: string): string | undefined {
  const code = text.replace(/#[^\n]*/g, "");
  if (/\buse_scm_version\s*=\s*(?!False\b|None\b)/.test(code))
    return "setuptools-scm (use_scm_version in setup.py)";
  if (/\bversioneer\.get_version\s*\(/.test(code)) return "versioneer (versioneer.get_version() in setup.py)";
  return undefined;
}

/** The `setup(` call's keyword `key`: a quoted literal, or the name of a variable. */
function keyword(text: string, key: string): { literal: string } | { variable: string } | undefined {
  const call = /\bsetup(?:tools\.setup)?\s*\(/.exec(text);
  if (call === null) return undefined;
  const rest = text.slice(call.index);
  const literal = new RegExp(`[(,\\s]${key}\\s*=\\s*(["'])([^"'\\n]+)\\1`).exec(rest);
  const variable = new RegExp(`[(,\\s]${key}\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[,)\\n]`).exec(rest);
  if (literal !== null && (variable === null || literal.index <= variable.index)) {
    return { literal: literal[2] as string };
  }
  return variable === null ? undefined : { variable: variable[1] as string };
}

function stringAssignment(text: string, variable: string): string | undefined {
  const found = readPythonAssignment(text, variable);
  return found?.kind === "string" ? found.value : undefined;
}

export function readSetupPy(text: string): SetupPyFacts {
  const name = keyword(text, "name");
  const version = keyword(text, "version");
  let versionFacts: SetupPyFacts["version"];
  if (version !== undefined && "literal" in version) {
    versionFacts = {
      kind: "literal",
      value: version.literal,
      pattern: `\\bsetup(?:tools\\.setup)?\\s*\\([\\s\\S]*?[(,\\s]version\\s*=\\s*(["'])(?P<version>[^"'\\n]+)\\1`,
    };
  } else if (version !== undefined) {
    const value = stringAssignment(text, version.variable);
    if (value !== undefined) versionFacts = { kind: "variable", variable: version.variable, value };
  }
  const versionPaths = [
    ...new Set(
      // String literals, a subscript's key (`ns["version"]`) aside.
      [...text.matchAll(/(?<!\[\s*)(["'])([A-Za-z0-9_./-]+)\1/g)]
        .map((m) => (m[2] as string).replace(/^\.\//, ""))
        .filter(
          (path) =>
            // A version module or file, or a package's __init__.py / __about__.py that setup.py
            // opens and runs (`exec(open("pkg/__init__.py").read(), ns)`).
            /(^|\/)(_{0,2}version_{0,2}\.py|VERSION(\.txt)?|version\.txt)$/i.test(path) ||
            (/(^|\/)__(init|about)__\.py$/.test(path) && !path.startsWith("/") && !path.includes("..")),
        ),
    ),
  ];
  return {
    name:
      name === undefined
        ? undefined
        : "literal" in name
          ? name.literal
          : stringAssignment(text, name.variable),
    version: versionFacts,
    versionPaths,
    versionFromTag: tagVersionTool(text),
  };
}
