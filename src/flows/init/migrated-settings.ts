import type { VersionFileEntry } from "../../config/schema.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import { parseVersionFileEntry, type VersionTarget } from "../../project/version-target.ts";
import type { Migration } from "./migrate.ts";

/**
 * version_files other than TOML keys replace releaser's own search for `__version__` (DESIGN 5),
 * so the files that search finds now are listed first: the migrated setting adds places, it does
 * not drop the package's own `__version__` (which release-please's Python strategy writes too),
 * a hatch `path`'s pattern or a plain VERSION file.
 */
export function keepFoundModules(migration: Migration, found: readonly VersionTarget[]): void {
  const entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind !== "toml")) return;
  const listed = new Set(entries.map((t) => t.path));
  const modules = found.flatMap((t): VersionFileEntry[] => {
    if (listed.has(t.path)) return [];
    if (t.kind === "python") return [`${t.path}:${t.variable}`];
    if (t.kind === "text") return [t.path];
    if (t.kind === "pattern" && t.path !== "setup.cfg" && t.result === undefined)
      return [{ path: t.path, pattern: t.pattern }];
    return [];
  });
  migration.versionFiles.unshift(...modules);
}

/**
 * The tag format taken over from the tool used before, unless the existing tags say otherwise:
 * when none of them has the migrated shape but release tags of another shape exist, the tags
 * win (the history that tool really made must keep working).
 */
export function migratedTagFormat(
  migration: Migration | undefined,
  tags: readonly string[],
  name: string | undefined,
): { format: string; why: string } {
  const inferred = inferTagFormat(tags, name);
  if (migration?.tagFormat === undefined) return inferred;
  const taken = { format: migration.tagFormat, why: `from ${migration.from}` };
  let shaped = false;
  try {
    const format = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format.parse(tag) !== undefined);
  } catch {
    return inferred; // not a usable format: the tags decide
  }
  const tagged = inferred.format !== migration.tagFormat && inferred.fromTags;
  return shaped || !tagged
    ? taken
    : {
        format: inferred.format,
        why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`,
      };
}
