import type { Config } from "../../config/schema.ts";
import { selectCalverBaseTag } from "../../core/calver.ts";
import { compileParsers, withPresetSections } from "../../core/custom-parser.ts";
import { planRelease } from "../../core/plan.ts";
import type { UnreleasedFileVersion } from "../../core/plan-types.ts";
import { baseTagChooser, compileTagFormat } from "../../core/tag-format.ts";
import { bumpVersion, formatVersion, parseVersion } from "../../core/version.ts";
import { readHistory } from "../../git/history.ts";
import { readPlanCommit } from "../../git/log-record.ts";
import type { Repository } from "../../git/repository.ts";
import type { TagList } from "../../git/tags.ts";
import type { Project } from "../../project/read-project.ts";
import { releaseClock } from "../shared/calver-style.ts";
import { type FlowContext, releaseDate } from "../shared/context.ts";

/**
 * What `init` says about the project's version (issue 23): where it comes from when the build
 * takes it from the tag, and a version the files carry that no tag has and nothing releases.
 */

/** The build backend's tool when the version comes from the tag (setuptools-scm, hatch-vcs, ...). */
export function tagDerivedBy(project: Project): string | undefined {
  return project.versionFromTag;
}

export function tagDerivedNote(tool: string): string {
  return `the version comes from the tag (${tool}): \`releaser release\` makes the tag the build reads, and \`update\` writes only the changelog`;
}

/** The files' version that has no tag and is not a pending release, with the next release's. */
export interface UntaggedVersion extends UnreleasedFileVersion {
  /** The version a `feat:` would release next (the example the report gives). */
  afterFeat: string | undefined;
}

/**
 * The plan the configuration init writes would make now, read as `check` reads it, for its
 * `unreleased` version. A shallow clone is not deepened (init fetches nothing): no report then,
 * nor when the plan cannot be made (`check` says why).
 */
export async function findUntaggedVersion(
  context: FlowContext,
  repo: Repository,
  config: Config,
  project: Project,
  /** The tags init read already (no second listing). */
  tags?: TagList,
): Promise<UntaggedVersion | undefined> {
  if (repo.shallow || project.version === undefined) return undefined;
  try {
    const tagFormat = compileTagFormat(config.tag_format);
    const parsers = compileParsers(config.parsers);
    const history = await readHistory(
      repo,
      config.version_scheme === "calver"
        ? (merged) => selectCalverBaseTag(merged, tagFormat)?.tag
        : baseTagChooser(tagFormat),
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      context.env,
      tags === undefined ? undefined : Promise.resolve(tags),
    );
    const plan = planRelease({
      tagFormat: config.tag_format,
      majorOnZero: config.major_on_zero,
      changelog: withPresetSections(config.changelog, config.parsers),
      tags: history.tags.all,
      baseTag: history.baseTag,
      commits: history.commits,
      fileVersion: project.version,
      fileVersionSource: project.versionSource,
      packageName: project.name,
      releaseSubjects: [config.commit_message, config.pr.title],
      // On the clock the tags show, as check dates it (calver-clock.ts).
      date: releaseDate(context.env, context.now, clockOf(context, config, tags)?.offset),
      calver: config.version_scheme === "calver" ? config.calver_format : undefined,
      overrides: {},
    });
    if (plan.unreleased === undefined) return undefined;
    return { ...plan.unreleased, afterFeat: afterFeat(plan.baseVersion, config.major_on_zero) };
  } catch {
    return undefined;
  }
}

/** The clock a calendar project's tags date its releases in (undefined: UTC, or no tags read). */
function clockOf(context: FlowContext, config: Config, tags: TagList | undefined) {
  return config.version_scheme === "calver" && tags !== undefined
    ? releaseClock(tags.all, config.tag_format, config.calver_format, context, tags)
    : undefined;
}

/**
 * The version a `feat:` releases from the base: a base in the making (8.5.0.dev0, 2.0.0rc1 with
 * no tag below it) is finished by a minor bump when it is a minor or major release already.
 */
export function afterFeat(baseText: string, majorOnZero: boolean): string | undefined {
  const base = parseVersion(baseText);
  if (base === undefined) return undefined;
  const [major = 0, minor = 0, patch = 0] = base.release;
  const inMaking = (base.pre !== undefined || base.dev !== undefined) && base.post === undefined;
  if (inMaking && patch === 0) return formatVersion({ epoch: base.epoch, release: [major, minor, 0] });
  return formatVersion(bumpVersion(base, "minor", { majorOnZero }));
}

/** "the files carry 8.5.0.dev0, which has no tag; releaser will not release it; ..." */
export function untaggedText(found: UntaggedVersion): string {
  const next =
    found.next !== undefined
      ? `the next release will be ${found.next} (from the commits since the last release)`
      : found.afterFeat !== undefined
        ? `the next release will be ${found.afterFeat} after a \`feat:\``
        : "the next release follows the next `feat:` or `fix:`";
  return `the files carry ${found.version}, which has no tag (${found.why}); releaser will not release it; ${next}`;
}

/**
 * Each place the version lives, with why it is one (the build's own terms). incremental's
 * placeholders are no place of the version: `update` writes them, `check` lists them.
 */
export function versionPlaces(project: Project): string[] {
  const byPath = new Map<string, string[]>();
  for (const target of project.targets) {
    if (target.kind === "placeholders") continue;
    const whys = byPath.get(target.path) ?? [];
    const why = project.reasons.get(target);
    if (why !== undefined && !whys.includes(why)) whys.push(why);
    byPath.set(target.path, whys);
  }
  return [...byPath].map(([path, whys]) => (whys.length === 0 ? path : `${path} (${whys.join("; ")})`));
}
