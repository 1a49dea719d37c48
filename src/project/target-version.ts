/**
 * The version a version target holds as the file says it (and the line, for messages), read the
 * way `update` will write it: the static `[project] version`, a file of its own, a template or
 * pattern, `CITATION.cff`'s `version:`, a TOML key or a Python assignment. A file that does not
 * hold what its target says is a VersionFileError naming it.
 */
import { VersionFileError } from "../core/errors.ts";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { readCitationVersion } from "../edits/citation-cff.ts";
import { readPythonAssignment } from "../edits/python-assignment.ts";
import { readTomlValue } from "../edits/toml-key.ts";
import { readRepoText } from "../fs/read-repo-file.ts";
import { fillTemplate } from "./bumpversion.ts";
import type { PyprojectInfo } from "./pyproject-info.ts";
import type { VersionTarget } from "./version-target.ts";

export async function readTargetVersion(
  root: string,
  target: VersionTarget,
  pyproject: PyprojectInfo | undefined,
): Promise<{ value: string; line?: number } | undefined> {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static"
        ? { value: pyproject.version.version, line: pyproject.version.line }
        : undefined;
    case "lock":
    case "placeholders":
      return undefined;
    default: {
      const text = await readTargetText(root, target.path);
      if (target.kind === "text") return { value: text.trim() };
      if (target.kind === "template") {
        const search = fillTemplate(target.search, { current_version: target.current, new_version: "" });
        const at = text.indexOf(search);
        if (at === -1) return undefined;
        return { value: target.current, line: text.slice(0, at).split("\n").length };
      }
      if (target.kind === "pattern") {
        const found = findVersionByPattern(text, compileVersionPattern(target.pattern, target.result));
        if (found === undefined) {
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)}${target.why === undefined ? " (version_files)" : ` (${target.why})`} finds no version; fix the pattern or the file`,
          );
        }
        return { value: found.value, line: found.line };
      }
      if (target.kind === "citation") return readCitationVersion(text);
      if (target.kind === "toml") {
        const value = readTomlValue(text, target.key, target.path);
        if (typeof value !== "string") {
          throw new VersionFileError(
            `${target.path}: key ${target.key} holds no version string (from version_files)`,
          );
        }
        return { value };
      }
      const assignment = readPythonAssignment(text, target.variable);
      if (assignment === undefined) {
        throw new VersionFileError(
          `${target.path}: no top-level assignment of ${target.variable} (like ${target.variable} = "1.2.3"); fix version_files or the file`,
        );
      }
      return assignment.kind === "expression"
        ? undefined
        : { value: assignment.value, line: assignment.line };
    }
  }
}

async function readTargetText(root: string, path: string): Promise<string> {
  const read = await readRepoText(root, path, VersionFileError);
  if (read === undefined) {
    throw new VersionFileError(
      `${path}: version file not found; fix the path in version_files (relative to the repository root)`,
    );
  }
  return read.text;
}
