import { VersionFileError } from "../core/errors.ts";
import { compileVersionPattern, fillTemplate, replaceVersionByPattern } from "../core/version-pattern.ts";
import type { VersionTarget } from "../project/version-target.ts";
import { setVersionDefines } from "./c-version-defines.ts";
import { insertChangelogSection } from "./changelog-file.ts";
import { setCitationVersion } from "./citation-cff.ts";
import { replacePlaceholders } from "./incremental-placeholders.ts";
import { setLockfileVersion } from "./lockfile.ts";
import { setPyprojectVersion } from "./pyproject.ts";
import { setPythonAssignment } from "./python-assignment.ts";
import { setTomlValue } from "./toml-key.ts";

/** One file's change: the data that is written to disk, committed, or shown as a diff. */
export interface FileEdit {
  /** Relative to the repository root. */
  path: string;
  /** The text now; undefined when the file does not exist yet. */
  before: string | undefined;
  after: string;
}

export interface EditInput {
  version: string;
  targets: readonly VersionTarget[];
  /** The current text of every target file and of the changelog (undefined: absent). */
  texts: ReadonlyMap<string, string | undefined>;
  changelogFile: string;
  /** The section to insert; undefined leaves the changelog alone. */
  changelogSection: string | undefined;
  /** The release's date (YYYY-MM-DD) for the files that record it (CITATION.cff's date-released). */
  date?: string | undefined;
}

export interface EditPlan {
  edits: FileEdit[];
  /** Targets left as they were, and why (e.g. a lock file that does not list the project). */
  notes: string[];
}

/** Every file edit of a release, computed from texts in memory (pure). Unchanged files are left out. */
export function planFileEdits(input: EditInput): EditPlan {
  const after = new Map<string, string>();
  const notes: string[] = [];
  const current = (path: string) => after.get(path) ?? input.texts.get(path);

  for (const target of input.targets) {
    const text = current(target.path);
    if (text === undefined) continue;
    switch (target.kind) {
      case "pyproject":
        after.set(target.path, setPyprojectVersion(text, input.version, target.path));
        break;
      case "python":
        after.set(target.path, setPythonAssignment(text, target.variable, input.version, target.path));
        break;
      case "toml":
        after.set(target.path, setTomlValue(text, target.key, input.version, target.path));
        break;
      case "text":
        after.set(target.path, text.replace(text.trim(), input.version));
        break;
      case "pattern": {
        const pattern = compileVersionPattern(target.pattern, target.result);
        let replaced: string | undefined;
        try {
          replaced = replaceVersionByPattern(text, pattern, input.version);
          // A header's MAJOR/MINOR/PATCH groups: its MICRO, RELEASE_LEVEL, SERIAL and HEX follow.
          if (replaced !== undefined && target.result !== undefined)
            replaced = setVersionDefines(replaced, input.version);
        } catch (error) {
          // A version the groups of a `result` cannot spell (3.1.0.post1 over {major}.{minor}.{patch}).
          throw new VersionFileError(
            `${target.path}: ${error instanceof Error ? error.message : String(error)}; choose a version these groups can hold (--release-as), or name the file with version_files`,
          );
        }
        if (replaced === undefined) {
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)} finds no version; fix the pattern or the file`,
          );
        }
        after.set(target.path, replaced);
        break;
      }
      case "template": {
        const search = fillTemplate(target.search, {
          current_version: target.current,
          new_version: input.version,
        });
        const replace = fillTemplate(target.replace, {
          current_version: target.current,
          new_version: input.version,
        });
        if (text.includes(search)) after.set(target.path, text.split(search).join(replace));
        else if (!text.includes(replace)) {
          throw new VersionFileError(
            `${target.path}: ${JSON.stringify(search)} (its search in ${target.why}) is not in the file, so the version cannot be replaced there; fix the file or the search in ${target.why}`,
          );
        }
        break;
      }
      case "citation": {
        const written = setCitationVersion(text, input.version, input.date);
        if (written === undefined) {
          throw new VersionFileError(
            `${target.path}: no top-level version: line to write the version to; add one or remove the file from version_files`,
          );
        }
        after.set(target.path, written);
        break;
      }
      case "placeholders":
        after.set(
          target.path,
          replacePlaceholders(text, target.name, target.current, input.version, target.path),
        );
        break;
      case "lock": {
        const edit = setLockfileVersion(text, target.lock, target.projectName, input.version, target.path);
        if (edit.changed) after.set(target.path, edit.text);
        else notes.push(edit.reason);
        break;
      }
    }
  }
  if (input.changelogSection !== undefined) {
    const before = current(input.changelogFile);
    after.set(
      input.changelogFile,
      insertChangelogSection(before, input.changelogSection, input.version, input.changelogFile),
    );
  }

  const edits: FileEdit[] = [];
  for (const [path, text] of after) {
    const before = input.texts.get(path);
    if (text !== before) edits.push({ path, before, after: text });
  }
  return { edits, notes };
}
