import { ReleaseError } from "../../core/errors.ts";
import { groupReleaseNotes } from "../../core/shared-version.ts";
import { asPackageError, type Workspace, type WorkspaceMember } from "../../workspace/members.ts";
import { releaseOrder, requiredNames } from "../../workspace/release-order.ts";
import { type CheckOptions, checkRepository, type PackageCheck } from "../check/check.ts";
import type { FlowContext } from "../shared/context.ts";
import { remoteGitEnv } from "../shared/remote-auth.ts";
import type { GroupPart } from "./group-release-step.ts";
import { prepareRelease, readPackageNotes } from "./release-package.ts";
import type {
  PreparedRelease,
  ReleaseDeps,
  ReleaseOptions,
  ReleaseOutcome,
  ReleaseResult,
} from "./release-types.ts";

export type { ReleaseDeps, ReleaseOptions, ReleaseOutcome, ReleaseResult } from "./release-types.ts";

/** `release` of the repository: its one project, or each pending package of several (DESIGN 8). */
export type RepositoryRelease =
  | { kind: "single"; result: ReleaseResult }
  | {
      kind: "workspace";
      workspace: Workspace;
      packages: PackageRelease[];
      /** The failure that stopped the run (a package's, named), when one did: said beside the packages. */
      error?: unknown;
    };

/**
 * What happened to one package of several: its release's outcome, or that it failed (the run
 * stopped there), or that the run stopped before it.
 */
export type PackageOutcome = ReleaseOutcome | { kind: "failed" } | { kind: "not-reached" };

/** One package's part of a release of several: its plan, and what releasing it did (or why not). */
export interface PackageRelease {
  member: WorkspaceMember;
  check: ReleaseResult["check"];
  outcome: PackageOutcome;
}

/**
 * `release` of the repository (DESIGN 5, 8). One project: its release. Several packages: every
 * package is validated first (a refusal of any stops the run before a change), then each pending
 * one is released in turn, in the workspace's order, a package after those it requires. One
 * package's failure stops the run, named; the packages before it are released, and a re-run finds
 * them done and resumes with it. The result then says each package's state beside the error (the
 * caller reports the error): what the run released is never hidden by the failure (DESIGN 8).
 */
export async function releaseRepositoryFlow(
  context: FlowContext,
  options: ReleaseOptions,
  deps: ReleaseDeps = {},
  /** `--package`: only these packages (all when empty). */
  packages: readonly string[] = [],
): Promise<RepositoryRelease> {
  const checkOptions: CheckOptions = {
    fetchEnv: (config, root) => remoteGitEnv(root, config, context.env),
    // The target says why an untagged version is not released, in its own words.
    warnUnreleased: false,
    // The notes are the section the release commit wrote (readNotes): no towncrier draft.
    towncrierDraft: false,
  };
  const found = await checkRepository(context, {}, { ...checkOptions, packages });
  if (found.kind === "single") {
    const prepared = await prepareRelease(context, found.result, options, deps);
    return { kind: "single", result: { check: prepared.check, outcome: await outcomeOf(prepared) } };
  }
  const prepared: { member: WorkspaceMember; release: PreparedRelease }[] = [];
  // A package after those it requires: the index never holds one whose requirement is missing.
  const ordered = releaseOrder(
    found.packages,
    (p) => requiredNames(p.loaded.pyproject?.data),
    (p) => p.member.normalisedName,
  );
  const notes = await groupNotes(context, ordered);
  for (const [at, check] of ordered.entries()) {
    const warn = (message: string) => context.warn(`${check.member.name}: ${message}`);
    const group = groupPart(ordered, at, notes);
    const release = await prepareRelease({ ...context, warn }, check, options, deps, group).catch(
      (error: unknown) => {
        throw asPackageError(error, check.member.name);
      },
    );
    prepared.push({ member: check.member, release });
  }
  const results: PackageRelease[] = [];
  let failure: unknown;
  for (const { member, release } of prepared) {
    if (failure !== undefined) {
      // After the failure: a package with nothing to release says why; the others were not run.
      const outcome: PackageOutcome = release.kind === "nothing" ? release.outcome : { kind: "not-reached" };
      results.push({ member, check: release.check, outcome });
      continue;
    }
    try {
      results.push({ member, check: release.check, outcome: await outcomeOf(release) });
    } catch (error) {
      failure = namingThePackage(error, member, results);
      results.push({ member, check: release.check, outcome: { kind: "failed" } });
    }
  }
  return {
    kind: "workspace",
    workspace: found.workspace,
    packages: results,
    ...(failure === undefined ? {} : { error: failure }),
  };
}

/**
 * A package's part in a release of packages released together (shared_version, DESIGN 8): the
 * first in the order tags and makes the release, the last publishes it; undefined otherwise.
 */
function groupPart(
  ordered: readonly PackageCheck[],
  at: number,
  notes: string | undefined,
): GroupPart | undefined {
  const lead = ordered[0];
  if (lead === undefined || ordered.length < 2 || !lead.config.shared_version) return undefined;
  // A distribution's files start with its name, `-`, `.` and `_` as `_` (PEP 427, PEP 625).
  const prefixes = ordered
    .filter((_, i) => i !== at)
    .map((p) => `${p.member.normalisedName.replaceAll("-", "_")}-`);
  return {
    lead: lead.member.name,
    leads: at === 0,
    closes: at === ordered.length - 1,
    notes,
    siblingFile: (name) => prefixes.some((prefix) => name.toLowerCase().startsWith(prefix)),
  };
}

/** The notes of a release of packages released together: each pending package's section; undefined otherwise. */
async function groupNotes(
  context: FlowContext,
  ordered: readonly PackageCheck[],
): Promise<string | undefined> {
  const version = ordered[0]?.plan.nextVersion;
  if (ordered.length < 2 || ordered[0]?.config.shared_version !== true || version === undefined)
    return undefined;
  const sections: { name: string; notes: string }[] = [];
  for (const check of ordered) {
    const warn = (message: string) => context.warn(`${check.member.name}: ${message}`);
    sections.push({ name: check.member.name, notes: await readPackageNotes(check, version, warn) });
  }
  return groupReleaseNotes(sections);
}

async function outcomeOf(prepared: PreparedRelease): Promise<ReleaseOutcome> {
  return prepared.kind === "nothing" ? prepared.outcome : await prepared.run();
}

/**
 * A package's failure, said as that package's, with what the run released before it: the
 * message stays one line, the error keeps its class (and so its code and exit).
 */
function namingThePackage(error: unknown, member: WorkspaceMember, done: readonly PackageRelease[]): unknown {
  if (!(error instanceof ReleaseError)) return error;
  const released = done.flatMap(({ member: { name }, outcome }) =>
    outcome.kind === "ran" && outcome.changed ? [`${name} ${outcome.version}`] : [],
  );
  const before =
    released.length === 0
      ? ""
      : `; ${released.join(", ")} ${released.length === 1 ? "was" : "were"} released before it, and a re-run resumes with ${member.name}`;
  error.message = `${error.message}${before}`;
  return asPackageError(error, member.name);
}
