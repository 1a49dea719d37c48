import { join } from "node:path";
import { renderPrBody, renderWorkspacePrBody } from "../../core/pr-body.ts";
import { packageReleaseList } from "../../core/release-subject.ts";
import { pathInRepository } from "../../workspace/members.ts";
import type { CheckResult, PackageCheck, RepositoryCheck } from "../check/check-types.ts";
import type { ReleaseBranch } from "../shared/release-branch.ts";
import { plannedReleaseNotes } from "../shared/release-notes.ts";
import type { ReleasePrOutcome, ReleasePrResult } from "./release-pr-types.ts";

/** What the release PR is about: the one project's release, or the packages of several. */
export interface PrScope {
  kind: "single" | "workspace";
  /** The project's plan, or a package's: the repository, and its settings (the same for all). */
  check: CheckResult;
  /** What the PR releases; undefined when there is nothing to release, or it is pending. */
  release: { label: string; body: (releaseBranch: string) => string } | undefined;
  /** Nothing to release because the release was merged and is not tagged yet. */
  pending: boolean;
  result: (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome) => ReleasePrResult;
}

/**
 * The single project's release as it always was; for several packages (DESIGN 8), every package
 * with a next version that is not set yet, named in one list (`alpha-lib 1.3.0, beta-lib 0.3.1`,
 * the list the release commit's subject carries) and given a section each in the body. The body
 * holds the notes that ship: the section each changelog file gets (plannedReleaseNotes).
 */
export async function prScope(found: RepositoryCheck): Promise<PrScope> {
  if (found.kind === "single") {
    const check = found.result;
    const { plan } = check;
    const result = (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome): ReleasePrResult => ({
      kind: "single",
      check,
      releaseBranch,
      outcome,
    });
    const { nextVersion, tag, changelog } = plan;
    if (nextVersion === undefined || tag === undefined || changelog === undefined) {
      return { kind: "single", check, release: undefined, pending: false, result };
    }
    if (plan.pending) return { kind: "single", check, release: undefined, pending: true, result };
    const notes = (await plannedReleaseNotes(check, check.repo.root)) ?? changelog;
    const body = (releaseBranch: string) =>
      renderPrBody({ version: nextVersion, tag, releaseBranch, changelog: notes });
    return { kind: "single", check, release: { label: nextVersion, body }, pending: false, result };
  }
  const { workspace, packages } = found;
  const releases = packages.filter((p) => p.plan.nextVersion !== undefined && !p.plan.pending);
  const pending = packages.filter((p) => p.plan.nextVersion !== undefined && p.plan.pending);
  const result = (releaseBranch: ReleaseBranch, outcome: ReleasePrOutcome): ReleasePrResult => ({
    kind: "workspace",
    workspace,
    packages,
    releases,
    pending,
    releaseBranch,
    outcome,
  });
  // A workspace has at least one package (members.ts refuses an empty list).
  const check = packages[0] as PackageCheck;
  if (releases.length === 0) {
    return { kind: "workspace", check, release: undefined, pending: pending.length > 0, result };
  }
  const label = packageReleaseList(
    releases.map((p) => ({ name: p.member.normalisedName, version: p.plan.nextVersion as string })),
  );
  // A package of several always gets the plan's section (the workspace update writes it so).
  const notes = await Promise.all(
    releases.map(
      async (p) => (await plannedReleaseNotes(p, join(p.repo.root, p.member.path), "never")) ?? "",
    ),
  );
  const body = (releaseBranch: string) =>
    renderWorkspacePrBody({
      releaseBranch,
      packages: releases.map((p, i) => ({
        name: p.member.normalisedName,
        version: p.plan.nextVersion as string,
        tag: p.plan.tag as string,
        changelog: notes[i] as string,
        changelogPath: pathInRepository(p.member.path, p.config.changelog_file),
      })),
    });
  return { kind: "workspace", check, release: { label, body }, pending: false, result };
}
