import { join, sep } from "node:path";
import type { LoadedConfig } from "../../config/load.ts";
import { isConfigured } from "../../config/values.ts";
import { selectCalverBaseTag } from "../../core/calver.ts";
import type { PlanCommit } from "../../core/commit.ts";
import { EARLIER_WINDOW, mayMisjudgeConvention, peoplesCommits } from "../../core/convention-sample.ts";
import { compileParsers, withPresetSections } from "../../core/custom-parser.ts";
import { planRelease } from "../../core/plan.ts";
import { FALLBACK_BRANCH, lineOfBranch, newerThanBranchLine, trunkOf } from "../../core/release-lines.ts";
import { baseTagChooser, compileTagFormat } from "../../core/tag-format.ts";
import { REMOVAL_NEEDLES, SIGN_NEEDLES, type SignLine } from "../../core/version-signs.ts";
import { resolveRepoPath } from "../../fs/repo-path.ts";
import { grepTracked, grepTree } from "../../git/grep.ts";
import { readHeadBranchOf } from "../../git/head-branch.ts";
import { type History, readHistory } from "../../git/history.ts";
import { readRecent } from "../../git/log.ts";
import { readPlanCommit } from "../../git/log-record.ts";
import { commitsTouching } from "../../git/paths-touched.ts";
import type { Repository } from "../../git/repository.ts";
import { readTags, type TagList } from "../../git/tags.ts";
import { readProject } from "../../project/read-project.ts";
import { findChangelogNotes } from "../../project/unreleased-notes.ts";
import type { WorkspaceMember } from "../../workspace/members.ts";
import { withVersionScheme } from "../shared/calver-style.ts";
import { type FlowContext, releaseDate, type VersionOverrides } from "../shared/context.ts";
import { inStep } from "../shared/progress-step.ts";
import { detectTowncrier, listNewsFragments, withTowncrierChangelog } from "../shared/towncrier.ts";
import type { UpdateJournal } from "../update/update-journal.ts";
import type { CheckOptions, CheckResult } from "./check-types.ts";
import { type DependencyUpdate, dependencyCommit } from "./dependency-commit.ts";
import { refuseLeavingLine } from "./line-bound.ts";
import { notesKindsWarning } from "./notes-kinds.ts";
import { ownTags, withTagShape } from "./package-tags.ts";
import { planWarnings } from "./plan-warnings.ts";
import {
  changedSince,
  mayBePostRelease,
  nextPostRelease,
  postReleaseAdvice,
  versionFilesSpell,
} from "./post-release.ts";
import { mayCarryOutRemovals, outsideNested, signsAdvice } from "./signs-advice.ts";
import { tagDerivedPendingVersion } from "./tag-derived-pending.ts";

/** What the packages of one check share: the run, the repository, its tags and the update journal. */
export interface CheckShared {
  context: FlowContext;
  options: CheckOptions;
  repo: Repository;
  tagsRead: Promise<TagList>;
  journal: UpdateJournal | undefined;
  interrupted: UpdateJournal | undefined;
}

/**
 * One project's plan: its configuration and files, its tags, the commits since its base (in a
 * repository of several packages, those that touch its folder), and the next version.
 */
export async function checkPackage(
  shared: CheckShared,
  fromFiles: LoadedConfig,
  target: {
    overrides: VersionOverrides;
    member?: WorkspaceMember;
    /** The folders of the other packages inside this one's (all of them, for a listed root). */
    nested?: readonly string[];
    dependencyUpdates?: DependencyUpdate[];
  },
): Promise<CheckResult> {
  const { context, options, repo, tagsRead, journal, interrupted } = shared;
  const { member } = target;
  const projectRoot = member === undefined ? repo.root : join(repo.root, member.path);
  const warn =
    member === undefined ? context.warn : (message: string) => context.warn(`${member.name}: ${message}`);
  // The project is read once, from the configuration as the files give it (reading it needs no
  // tag format), while the tags are listed: the tag shape needs its name, the history neither. The
  // name is taken as soon as the project's files give it, so the history is read while the rest of
  // the project is (its version targets, the stale copies' git grep): issue 45. A project that
  // cannot be read before it is named fails with its own error, as before.
  let nameKnown: (name: string | undefined) => void = () => undefined;
  const nameRead = new Promise<string | undefined>((resolve) => {
    nameKnown = resolve;
  });
  const projectRead = readProject(projectRoot, fromFiles, nameKnown);
  projectRead.catch(() => undefined); // awaited below; an earlier error must not leave it unhandled
  // Named, or failed before it was: then the name is the project's own error, as before.
  const packageName = () => Promise.race([nameRead, projectRead.then((project) => project.name)]);
  const shaped = await withTagShape(fromFiles, tagsRead, packageName, member);
  const { tagFormatWhy } = shaped;
  // The numbering follows the tags as the shape does: a dated project is one in every command.
  const tagList = await tagsRead;
  const { loaded, schemeWhy, clock } = withVersionScheme(
    shaped.loaded,
    ownTags(tagList.all, member),
    context,
    tagList,
  );
  const { config } = loaded;
  // The version's day and the changelog's date alike: a heading never dates 2026.08.17 2026-08-18.
  const date = releaseDate(context.env, context.now, clock?.offset);
  const tagFormat = compileTagFormat(config.tag_format);
  const parsers = compileParsers(config.parsers);
  const trunk = trunkOf(config.release_branch) ?? FALLBACK_BRANCH;
  const historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env;
  const read = () =>
    readHistory(
      repo,
      config.version_scheme === "calver"
        ? (merged) => selectCalverBaseTag(merged, tagFormat)?.tag
        : baseTagChooser(tagFormat),
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      historyEnv,
      tagsRead,
      [`refs/heads/${trunk}`, `refs/remotes/origin/${trunk}`, "refs/remotes/origin/HEAD"],
      (tag, branch) => {
        const version = tagFormat.parse(tag);
        return version !== undefined && newerThanBranchLine(version, branch);
      },
    );
  // Deepening a shallow clone is the one long step of reading: shown as a step when there is a list.
  const progress = repo.shallow ? context.progress : undefined;
  const remoteTagsRead = options.remoteTags?.(config, repo.root, tagsRead);
  remoteTagsRead?.catch(() => undefined); // awaited below
  const unreleased =
    member === undefined
      ? (options.warnUnreleased ?? true)
      : (options.warnUnreleasedPackages ?? options.warnUnreleased ?? true);
  // The signs of the coming version (issue 42) come with the stale copies' git grep; a project
  // whose files carry no version (its tag makes it) has none, and searches for them alone, while
  // the history is read.
  const signs = unreleased && config.version_scheme !== "calver";
  const [whole, project, headSigns] = await Promise.all([
    inStep(progress, "fetch", "deepening the shallow clone to the last release", read, (found) =>
      found.deepened === ""
        ? { status: "already", detail: "the shallow clone reaches the last release" }
        : `the shallow clone was ${found.deepened} commits to reach the last release`,
    ),
    projectRead,
    projectRead.then((p) =>
      signs ? (p.signs ?? grepTracked(projectRoot, SIGN_NEEDLES)) : ([] as SignLine[]),
    ),
  ]);
  const remote = remoteTagsRead === undefined ? undefined : await remoteTagsRead;
  if (remote?.fetched !== undefined && remote.fetched.length > 0) {
    // origin's tags on commits this clone has were fetched (a release made since its last fetch):
    // read again with them, and so do the packages after this one. (The reader tells its news
    // once: a tag it could not fetch is said now.)
    if (remote.warning !== undefined) context.warn(remote.warning);
    shared.tagsRead = readTags(repo.root, context.env);
    return checkPackage(shared, fromFiles, target);
  }
  for (const warning of project.warnings) warn(warning);
  // The changelog found is in a form releaser does not write, or is no file per release (DESIGN 4).
  if (loaded.changelog?.warning !== undefined) warn(loaded.changelog.warning);
  if (whole.deepened !== "" && progress === undefined)
    warn(`the shallow clone was ${whole.deepened} commits to reach the last release`);
  const history =
    member === undefined
      ? whole
      : await touchingFolder(repo.root, whole, member.path, historyEnv, target.nested ?? []);

  // A short range that reads as conventional though releaser skipped one of its commits: the
  // commits before the base say whether the project follows the convention (issue 42), read
  // beside the rest.
  const earlierRead =
    history.baseTag !== undefined && mayMisjudgeConvention(history.commits)
      ? readEarlier(repo.root, history.baseTag, parsers, historyEnv, member?.path)
      : undefined;
  earlierRead?.catch(() => undefined); // awaited below

  // towncrier's fragments bump too (DESIGN 4): listed from its folder, no process started. They
  // decide with the commits where the project speaks through them: its commits since the base
  // mostly do not follow the convention, or fragment_bumps says how they count. A project whose
  // commits are conventional bumps by its commits (the replay: pypa/build files features and
  // deprecations as fragments and releases them in patch releases).
  const towncrierConfig = await detectTowncrier(projectRoot, loaded.pyproject?.data);
  const listed =
    towncrierConfig === undefined
      ? undefined
      : await listNewsFragments(projectRoot, towncrierConfig, config.changelog.fragment_bumps);
  if (towncrierConfig !== undefined) {
    // A fragment_bumps entry for a type towncrier does not know counts for nothing: said, not silent.
    const known = new Set(towncrierConfig.types.map((t) => t.directory));
    const unknown = Object.keys(config.changelog.fragment_bumps).filter((type) => !known.has(type));
    if (unknown.length > 0) {
      warn(
        `fragment_bumps names ${unknown.join(", ")}, which ${unknown.length === 1 ? "is no fragment type" : "are no fragment types"} of towncrier's settings in ${towncrierConfig.source} (${[...known].join(", ")}), so ${unknown.length === 1 ? "it counts" : "they count"} for nothing; use the types' names`,
      );
    }
  }
  const fragments =
    listed !== undefined &&
    (isConfigured(loaded.layers, ["changelog", "fragment_bumps"]) || mostlyUnconventional(history.commits))
      ? listed
      : undefined;
  const plan = planRelease({
    tagFormat: config.tag_format,
    packageName: project.name,
    majorOnZero: config.major_on_zero,
    changelog: withPresetSections(config.changelog, config.parsers),
    tags: ownTags(remote === undefined ? history.tags.all : [...history.tags.all, ...remote.names], member),
    baseTag: history.baseTag,
    // A dependency's release stands in the plan as a fix of this package (follow-pins.ts).
    commits: [...(target.dependencyUpdates ?? []).map(dependencyCommit), ...history.commits],
    fileVersion:
      project.version ??
      tagDerivedPendingVersion(
        project,
        history.commits,
        [config.commit_message, config.pr.title],
        member?.normalisedName,
      ),
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    releasePackage: member?.normalisedName,
    date,
    calver: config.version_scheme === "calver" ? config.calver_format : undefined,
    fragments,
    overrides: target.overrides,
  });
  // On a maintenance line (1.4.x), a bump that leaves it is refused before anything is written.
  const branch = await readHeadBranchOf(repo, context.env);
  refuseLeavingLine(plan, branch);
  // Removals promised at the base and carried out since (issue 42): the base's tree is searched
  // only when a commit says it removes something, beside the work below.
  const baseSigns =
    signs && mayCarryOutRemovals(plan) && history.baseTag !== undefined
      ? grepTree(projectRoot, `refs/tags/${history.baseTag}`, REMOVAL_NEEDLES)
      : undefined;
  baseSigns?.catch(() => undefined); // awaited below
  // Nothing but docs, tests, CI and metadata since the base: a post-release may be the release
  // (its one `git diff`, beside the work below, only when the commits ask at most a patch).
  const changed =
    unreleased && member === undefined && history.baseTag !== undefined && mayBePostRelease(plan)
      ? changedSince(repo.root, history.baseTag)
      : undefined;
  // The changelog's notes of the coming release, read once for the kinds and the signs below.
  const changelogNotes = signs ? findChangelogNotes(projectRoot, config.changelog_file) : undefined;
  // Said once the plan stands: a check that fails says only its error.
  // About the repository, not this package: said without its name.
  if (remote?.warning !== undefined) context.warn(remote.warning);
  for (const warning of planWarnings(plan, unreleased, project.version)) warn(warning);
  // The changelog's hand-written Unreleased notes ask for a level by their kinds (issue 42); a
  // calendar version has no such levels, and towncrier's fragments count in the plan already.
  if (unreleased && config.version_scheme !== "calver" && towncrierConfig === undefined) {
    const notes = (await changelogNotes)?.unreleased;
    const warning = notes === undefined ? undefined : notesKindsWarning(plan, notes, config.major_on_zero);
    if (warning !== undefined) warn(warning);
  }
  const staleJournal = journal !== undefined && interrupted === undefined;
  // With towncrier configured its news fragments are the changelog (DESIGN 4): its section, not the commits'.
  const towncrier = {
    root: projectRoot,
    pyproject: loaded.pyproject?.data,
    name: project.name,
    date,
    config: towncrierConfig ?? null,
  };
  const shown =
    options.towncrierDraft === false
      ? plan
      : await withTowncrierChangelog(plan, {
          ...towncrier,
          env: context.env,
          warn,
          failure: options.towncrierDraft === "preview" ? "warn" : "throw",
        });
  // Awaited last: the base's tree is searched beside the towncrier draft and the notes' read.
  if (signs) {
    const released = {
      tagged: ownTags(history.tags.all, member).flatMap((t) => tagFormat.parse(t) ?? []),
      line: branch === undefined ? undefined : lineOfBranch(branch),
    };
    // The packages inside this one's folder have signs of their own (a listed root's docs hold theirs).
    const own = (lines: readonly SignLine[]) =>
      outsideNested(lines, member?.path ?? ".", target.nested ?? []);
    const base = baseSigns === undefined ? undefined : own(await baseSigns);
    const said = signsAdvice(plan, {
      head: own(headSigns),
      base,
      released,
      changelogFile: config.changelog_file,
      project: project.name,
      ahead: (await changelogNotes)?.ahead,
    });
    for (const warning of said) warn(warning);
  }
  const calver = config.version_scheme === "calver" ? config.calver_format : undefined;
  const post = changed === undefined ? undefined : postReleaseAdvice(plan, await changed, calver);
  // Named only where update can write it: a version tuple has no place for a post-release.
  const spelled = async (version: string | undefined) =>
    version !== undefined &&
    (await versionFilesSpell(repo.root, project.targets, config.changelog_file, version));
  if (post !== undefined && (await spelled(nextPostRelease(plan, calver)))) warn(post);
  return {
    repo,
    loaded,
    // The changelog as the files are: a CHANGELOG.md that links to docs/release-notes.md is named
    // by the file `update` writes (found by the replay).
    config: { ...config, changelog_file: await realPath(projectRoot, config.changelog_file) },
    history,
    project,
    plan: shown,
    date,
    interrupted,
    staleJournal,
    tagFormatWhy,
    schemeWhy,
    clock,
    earlier: earlierRead === undefined ? undefined : await earlierRead,
  };
}

/**
 * The newest EARLIER_WINDOW commits of the base (itself included), merges aside, that touch the
 * package's folder; undefined when git cannot read them (a shallow clone's edge is no error).
 */
async function readEarlier(
  root: string,
  baseTag: string,
  parsers: ReturnType<typeof compileParsers>,
  env: NodeJS.ProcessEnv,
  folder: string | undefined,
): Promise<CheckResult["earlier"]> {
  try {
    const commits = await readRecent(
      root,
      `refs/tags/${baseTag}`,
      EARLIER_WINDOW,
      (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
      env,
      folder === undefined ? [] : [folder],
    );
    return { base: baseTag, commits };
  } catch {
    return undefined;
  }
}

/** A repository path after the symbolic links inside the repository; as given when it leads nowhere else. */
async function realPath(root: string, given: string): Promise<string> {
  try {
    const real = await resolveRepoPath(root, given);
    return real.rel === "" ? given : real.rel.split(sep).join("/");
  } catch {
    return given;
  }
}

/** The history of one package: the commits since its base that touch its folder (DESIGN 8). */
async function touchingFolder(
  root: string,
  history: History<PlanCommit>,
  folder: string,
  env: NodeJS.ProcessEnv,
  nested: readonly string[],
): Promise<History<PlanCommit>> {
  const base = history.baseTag === undefined ? undefined : `refs/tags/${history.baseTag}`;
  const touching = await commitsTouching(root, base, folder, env, nested);
  return { ...history, commits: history.commits.filter((c) => touching.has(c.commit.hash)) };
}

/**
 * Fewer than half of the people's commits since the base follow the convention (none at all counts
 * too). git's merges and a dependency bot's commits are left out: they follow git's or the bot's
 * form (`Merge pull request ...`, `build(deps): bump ...`), not the project's.
 */
function mostlyUnconventional(commits: readonly PlanCommit[]): boolean {
  const people = peoplesCommits(commits);
  const conventional = people.filter((c) => c.conventional).length;
  return conventional * 2 < people.length || people.length === 0;
}
