import type { PlanCommit } from "../../core/commit.ts";
import { peoplesCommits } from "../../core/convention-sample.ts";
import { stripControl } from "../../core/text.ts";
import type { CheckResult } from "../../flows/check/check.ts";
import { writtenFiles } from "../../project/read-project.ts";
import { pathInRepository } from "../../workspace/members.ts";
import { styles } from "../output.ts";
import { conventionAdvice, conventionShare } from "./convention-advice.ts";

/** The `check --json` document (DESIGN 2). */
export function checkJson({
  plan,
  history,
  project,
  interrupted,
  config,
  tagFormatWhy,
  schemeWhy,
  clock,
}: CheckResult) {
  const conventional = plan.commits.filter((c) => c.conventional).length;
  const share = conventionShare(plan.commits, config.parsers);
  return {
    last_tag: plan.baseTag ?? null,
    current_version: plan.baseVersion,
    file_version: project.version ?? null,
    bump: plan.bump,
    next_version: plan.nextVersion ?? null,
    tag: plan.tag ?? null,
    tag_format: config.tag_format,
    /** Where tag_format comes from: the configuration, or the shape of the project's tags. */
    tag_format_why: tagFormatWhy,
    /** semver or calver, and the calendar format; from the configuration or the release tags. */
    version_scheme: config.version_scheme,
    calver_format: config.version_scheme === "calver" ? config.calver_format : null,
    version_scheme_why: schemeWhy,
    /** The clock the release is dated in when the tags show one (`-04:00`, why), else null: UTC. */
    release_clock: clock === undefined ? null : { utc_offset: isoOffset(clock.offset), why: clock.why },
    pending: plan.pending,
    /** The files' version when nothing will release it (a hand bump, a .devN): why, and the next release. */
    unreleased_version:
      plan.unreleased === undefined
        ? null
        : { version: plan.unreleased.version, why: plan.unreleased.why, next: plan.unreleased.next ?? null },
    /** Versions the bump landed on that are tagged already (elsewhere), skipped for the next free one. */
    taken_versions: plan.taken.map((t) => ({ version: t.version, tag: t.tag })),
    version_source: plan.source,
    downgrade: plan.downgrade,
    /** The base is a release tagged on a release branch cut from this line (pytest's 9.0.x): cherry-picks released there, left out. */
    released_on_branch:
      history.releasedOnBranch === undefined ? null : { cherry_picks: history.releasedOnBranch.cherryPicks },
    commits: {
      total: history.commits.length,
      conventional,
      skipped: plan.commits.length - conventional,
      cancelled: plan.cancelled.length,
      /** Subjects that start with a gitmoji (✨, :bug:, ...), mapped by the preset or not. */
      gitmoji: share.gitmoji,
      /** Subjects that start with the scientific Python prefixes (ENH:, BUG:, MAINT, BUG: ...). */
      scientific_python: share.scientific,
    },
    changelog: plan.changelog ?? null,
    /** towncrier's news fragments that decide the bump (a `breaking` one with only docs commits). */
    bump_fragments: plan.fragmentDrivers.map((f) => ({ path: f.path, type: f.type, bump: f.bump })),
    interrupted_update: interrupted?.version ?? null,
    files: writtenFiles(project, config.changelog_file),
    /** Tracked files that still assign the version and that `update` would leave behind (DESIGN 5). */
    stale_copies: project.staleCopies.map((c) => ({
      path: c.path,
      line: c.line,
      text: c.text,
      version_files_entry: c.entry,
    })),
    version_from_tag: versionFromTag(project),
  };
}

/** `-04:00`, `+05:30`: an offset in minutes east of UTC as ISO 8601 writes it. */
function isoOffset(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The build takes the version from the tag (setuptools-scm, hatch-vcs): no file carries it. */
function versionFromTag(project: CheckResult["project"]): boolean {
  return project.versionFromTag !== undefined;
}

const MAX_LISTED = 10;

/** The preview for a person. */
export function renderCheck(
  { plan, history, project, interrupted, config, tagFormatWhy, schemeWhy, clock, earlier }: CheckResult,
  color: boolean,
  /** The package's folder, in a repository of several packages. */
  folder?: string,
  /** The changelog section as the file will hold it (plannedChangelogSection); else the plan's. */
  section?: string,
): string {
  const s = styles(color);
  const lines: string[] = [];
  const row = (label: string, value: string) => lines.push(`${s.dim(label.padEnd(14))}${value}`);
  const name = project.name ? ` ${s.bold(stripControl(project.name))}` : "";
  const where = folder === undefined ? "" : s.dim(` (${stripControl(folder)})`);
  lines.push(`${s.bold("releaser check")}${name}${where}`, "");

  const onBranch = history.releasedOnBranch;
  row(
    "last release",
    plan.baseTag
      ? `${plan.baseTag} (${plan.baseVersion})${onBranch === undefined ? "" : `, tagged on a release branch cut from this line${onBranch.cherryPicks === 0 ? "" : `; ${onBranch.cherryPicks === 1 ? "1 commit released there as a cherry-pick is" : `${onBranch.cherryPicks} commits released there as cherry-picks are`} left out`}`}`
      : `none (base version ${plan.baseVersion})`,
  );
  const ignoredOthers = /another package/.test(tagFormatWhy);
  if ((config.tag_format !== "v{version}" || ignoredOthers) && !tagFormatWhy.startsWith("from ")) {
    // Inferred from the project's tags (no tag_format configured), or the default while another
    // package's tags were passed over: say which shape and why.
    row(
      "tag shape",
      `${stripControl(config.tag_format.replace("{version}", "1.2.3"))} (${stripControl(tagFormatWhy)})`,
    );
  }
  if (config.version_scheme === "calver" && !schemeWhy.startsWith("from ")) {
    // Read from the release tags (no version_scheme configured): say which format and why.
    row("numbering", `by the calendar, ${config.calver_format} (${stripControl(schemeWhy)})`);
  }
  if (clock !== undefined) row("dates", clock.why);
  if (project.version !== undefined && project.version !== plan.baseVersion) {
    const note =
      plan.unreleased === undefined ? "" : s.yellow(` (${plan.unreleased.why}, untagged: not released)`);
    row("in the files", `${project.version}${note}`);
  }
  const conventional = plan.commits.filter((c) => c.conventional);
  const skipped = plan.commits.filter((c) => !c.conventional);
  const since = plan.baseTag ? `since ${plan.baseTag}` : "in all history";
  row(
    "commits",
    `${history.commits.length} ${since} (${conventional.length} conventional, ${skipped.length} skipped` +
      `${plan.cancelled.length > 0 ? `, ${plan.cancelled.length} cancelled by reverts` : ""})`,
  );

  if (plan.nextVersion === undefined) {
    row("bump", "none");
    lines.push(
      "",
      `${s.yellow("Nothing to release:")} no commit ${since} asks for a version bump (feat, fix, docs, perf or a breaking change)${anyway(history.commits.length)}.`,
    );
  } else {
    row("bump", `${s.bold(plan.bump)}${sourceNote(plan)}`);
    for (const line of listCommits(plan.drivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    for (const line of listFragments(plan.fragmentDrivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    row("next version", `${s.green(s.bold(plan.nextVersion))} (tag ${stripControl(plan.tag ?? "")})`);
    if (plan.taken.length > 0) {
      const taken = plan.taken.map((t) => `${t.version} (${stripControl(t.tag)} exists)`).join(", ");
      row("skipped", `${taken}: tagged outside this branch's history`);
    }
    const files = writtenFiles(project, config.changelog_file)
      .map((file) => stripControl(folder === undefined ? file : pathInRepository(folder, file)))
      .join(", ");
    row("writes", versionFromTag(project) ? `${files} (the build takes the version from the tag)` : files);
    if (interrupted !== undefined) {
      lines.push(
        "",
        `${s.yellow("Interrupted:")} an update to ${interrupted.version} stopped before its commit; \`releaser update\` finishes it.`,
      );
    } else if (plan.pending) {
      lines.push(
        "",
        `${s.cyan("Pending:")} the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.`,
      );
    }
    lines.push("", (section ?? plan.changelog)?.trimEnd() ?? "");
  }
  // Most of the history in another convention: say how much releaser reads, and what to do.
  const earlierShare =
    earlier === undefined
      ? undefined
      : { base: earlier.base, share: conventionShare(peoplesCommits(earlier.commits), config.parsers) };
  const advice = conventionAdvice(conventionShare(plan.commits, config.parsers), since, earlierShare);
  if (advice !== undefined) lines.push("", `${s.yellow("Not conventional:")} ${stripControl(advice)}`);
  if (skipped.length > 0) {
    lines.push("", s.dim(`skipped (not conventional): ${skipped.length}`));
    for (const line of listCommits(skipped, s)) lines.push(s.dim(`  ${line}`));
  }
  return `${lines.join("\n")}\n`;
}

function sourceNote(plan: CheckResult["plan"]): string {
  if (plan.downgrade) return ` (version forced by --release-as: a downgrade from ${plan.baseVersion})`;
  switch (plan.source) {
    case "bump-flag":
      return " (forced by --bump)";
    case "release-as-flag":
      return " (version forced by --release-as)";
    case "release-as-footer":
      return " (version set by a Release-As footer)";
    case "pending":
      return " (pending release)";
    case "group":
      return " (the version of the packages released together)";
    default:
      return ", from:";
  }
}

function listCommits(commits: readonly PlanCommit[], s: ReturnType<typeof styles>): string[] {
  const lines = commits
    .slice(0, MAX_LISTED)
    .map((c) => `${s.dim(c.commit.hash.slice(0, 7))} ${stripControl(c.subject)}`);
  if (commits.length > MAX_LISTED) lines.push(s.dim(`... and ${commits.length - MAX_LISTED} more`));
  return lines;
}

/** The news fragments behind the bump (DESIGN 4): `news fragment changes/7.breaking.md (breaking)`. */
function listFragments(
  fragments: CheckResult["plan"]["fragmentDrivers"],
  s: ReturnType<typeof styles>,
): string[] {
  const lines = fragments
    .slice(0, MAX_LISTED)
    .map((f) => `${s.dim("news fragment")} ${stripControl(f.path)} (${stripControl(f.type)})`);
  if (fragments.length > MAX_LISTED) lines.push(s.dim(`... and ${fragments.length - MAX_LISTED} more`));
  return lines;
}

/** How to release commits that ask for no bump anyway: said when there are commits to release. */
export function anyway(commits: number): string {
  return commits === 0
    ? ""
    : `; to release ${commits === 1 ? "it" : "them"} anyway, force the bump with \`--bump patch\` (or minor, major)`;
}
