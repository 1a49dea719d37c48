import type { LoadedConfig } from "../../config/load.ts";
import { isConfigured } from "../../config/values.ts";
import { ConfigError } from "../../core/errors.ts";
import { compileTagFormat, withPackageName } from "../../core/tag-format.ts";
import { inferTagFormat } from "../../core/tag-shape.ts";
import type { Pep440Version } from "../../core/version.ts";
import type { TagList } from "../../git/tags.ts";
import { normalisePackageName, type WorkspaceMember } from "../../workspace/members.ts";

/* Which tags are a package's, and the tag shape it releases under (DESIGN 5 and 8). */

/**
 * With no `tag_format` configured, the tags the project already has decide it (DESIGN 5): a project
 * tagged `1.2.3` keeps `1.2.3`, never a first release from all history under `v{version}`, and
 * only this package's tags count (`hatch-v1.2.3` for hatch, never hatchling's newer ones). The
 * name is asked for only when the tags are looked at for a shape.
 */
export async function withTagShape(
  fromFiles: LoadedConfig,
  tagsRead: Promise<TagList>,
  packageName: () => Promise<string | undefined>,
  member?: WorkspaceMember,
): Promise<{ loaded: LoadedConfig; tagFormatWhy: string }> {
  const tags = (await tagsRead).all;
  const configured = isConfigured(fromFiles.layers, ["tag_format"]);
  // `{name}` is the package's name as PEP 503 normalises it (DESIGN 8).
  const format = fromFiles.config.tag_format;
  const named = format.includes("{name}")
    ? withPackageName(
        format,
        member?.normalisedName ?? normalisedOrUndefined(await packageName()),
        configured ? (fromFiles.files.at(-1) ?? "the configuration") : "the default",
      )
    : format;
  const loaded =
    named === format ? fromFiles : { ...fromFiles, config: { ...fromFiles.config, tag_format: named } };
  if (configured) {
    const from = loaded.files.at(-1) ?? "the configuration";
    await refuseShapeMatchingNothing(loaded.config.tag_format, from, tags, packageName);
    return { loaded, tagFormatWhy: `from ${from}` };
  }
  // The newest release decides, as init does: a project that moved from v1.2.3 to 1.2.3 (one
  // stray v-tag among bare ones included) keeps the shape it uses now, never an old base.
  // But one stray tag of another shape (a lone `9.0.0` beside v-tags) does not move a project off
  // the default shape its releases have: the newer shape must name two releases at least.
  const inferred = inferTagFormat(ownTags(tags, member), member?.name ?? (await packageName()));
  // A package of several takes only tags that carry its name: a plain `v1.2.3` is no package's.
  if (
    member !== undefined &&
    !member.sole &&
    (!inferred.fromTags || !namesPackage(inferred.format, member))
  ) {
    return {
      loaded,
      tagFormatWhy: `the default for a package of several: ${named.replace("{version}", "1.2.3")}`,
    };
  }
  if (inferred.format === loaded.config.tag_format) return { loaded, tagFormatWhy: inferred.why };
  const releases = (shape: string) => {
    const compiled = compileTagFormat(shape);
    return tags.filter((tag) => isReleaseVersion(compiled.parse(tag))).length;
  };
  const defaults = releases(loaded.config.tag_format);
  if (defaults > 0 && releases(inferred.format) < 2) {
    return {
      loaded,
      tagFormatWhy: `the default: your release tags look like ${loaded.config.tag_format.replace("{version}", "1.2.3")}`,
    };
  }
  const config = { ...loaded.config, tag_format: inferred.format };
  return { loaded: { ...loaded, config }, tagFormatWhy: inferred.why };
}

/**
 * The tags that may be a package's own: all of them for the one project of a repository (in a
 * folder of its own too: the only package of the list); for a
 * package of several, those that carry its name (`beta-lib-v0.3.0`, `beta_lib@0.3.0`), never a
 * plain `v1.2.0` from before the repository held several packages, nor another package's.
 */
export function ownTags(tags: readonly string[], member: WorkspaceMember | undefined): readonly string[] {
  if (member === undefined || member.sole === true) return tags;
  const name = member.normalisedName;
  return tags.filter((tag) => {
    const normalised = normalisePackageName(tag);
    return normalised.startsWith(name) && "-@/".includes(normalised.charAt(name.length) || "?");
  });
}

function normalisedOrUndefined(name: string | undefined): string | undefined {
  return name === undefined ? undefined : normalisePackageName(name);
}

/** Whether an inferred tag shape carries the package's name (`alpha-lib-v`, `alpha_lib@`). */
function namesPackage(format: string, member: WorkspaceMember): boolean {
  const prefix = format.slice(0, format.indexOf("{version}"));
  return normalisePackageName(prefix).startsWith(member.normalisedName);
}

/**
 * A configured tag_format that names none of the tags while this package's release tags have
 * another shape (`1.2.3`, `v1.2.3`, `acme-v1.2.3`, `acme@1.2.3`) would count all history as
 * unreleased and re-release old versions: an error that names the shape the tags have (DESIGN 4).
 * Another package's tags (`other-v1.2.3`) are no sign.
 */
async function refuseShapeMatchingNothing(
  format: string,
  from: string,
  tags: readonly string[],
  packageName: () => Promise<string | undefined>,
): Promise<void> {
  const configured = compileTagFormat(format);
  if (tags.some((tag) => isReleaseVersion(configured.parse(tag)))) return;
  const inferred = inferTagFormat(tags, await packageName());
  if (!inferred.fromTags || inferred.format === format) return;
  const shape = compileTagFormat(inferred.format);
  const count = tags.filter((tag) => isReleaseVersion(shape.parse(tag))).length;
  if (count === 0) return;
  throw new ConfigError(
    `tag_format "${format}" (${from}) matches none of your ${count} release tag${count === 1 ? "" : "s"}; they look like "${inferred.format}" (${compileTagFormat(inferred.format).format("1.2.3")}), so every commit would count as unreleased; set tag_format = "${inferred.format}", or remove the setting and releaser reads the shape from the tags`,
  );
}

function isReleaseVersion(version: Pep440Version | undefined): boolean {
  return version !== undefined && version.release.length >= 3 && version.local === undefined;
}
