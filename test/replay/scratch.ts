import { join } from "node:path";
import { git } from "./git.ts";
import type { Release } from "./releases.ts";
import { readTagVersion, sameVersion } from "./tag-version.ts";

/**
 * The repository as it was just before a release, in `dir`: an origin (a bare clone sharing the
 * mirror's objects) whose tags made after the release commit are gone and whose branches stand
 * where they stood then, the release's branch at the release commit's parent; and a work clone of
 * that branch, as a maintainer's checkout. Nothing is written outside `dir`; the mirror is only read.
 */
export function prepareScratch(
  mirror: string,
  release: Release,
  defaultBranch: string,
  dir: string,
  /** Where the branch stands: the release commit's parent, or (a version from the tag) the tagged commit itself. */
  at: "parent" | "tagged" = "parent",
): string {
  const origin = join(dir, "origin.git");
  const work = join(dir, "work");
  git(dir, ["clone", "-q", "--bare", "--shared", mirror, origin]);
  const parent =
    at === "tagged" ? release.tagCommit : git(origin, ["rev-parse", `${release.releaseCommit}^`]).trim();
  const updates: string[] = [];
  const ownCommits = new Set([release.tagCommit, release.releaseCommit]);
  const tags = git(origin, [
    "for-each-ref",
    "refs/tags",
    "--format=%(refname)%00%(creatordate:unix)%00%(objectname)%00%(*objectname)",
  ]).split("\n");
  for (const line of tags) {
    const [ref = "", date = "0", object = "", peeled = ""] = line.split("\0");
    if (ref === "") continue;
    // Every tag made after the moment, and every tag of the release itself: an alias of its
    // version on its commit (`v1.0.3` beside `1.0.3`).
    const version = readTagVersion(ref.slice("refs/tags/".length));
    const alias =
      version !== undefined &&
      sameVersion(version.version, release.version) &&
      ownCommits.has(peeled || object);
    if (Number(date) > release.moment || ref === `refs/tags/${release.tag}` || alias)
      updates.push(`delete ${ref}`);
  }
  for (const line of git(origin, [
    "for-each-ref",
    "refs/heads",
    "--format=%(refname)%00%(committerdate:unix)",
  ]).split("\n")) {
    const [ref = "", date = "0"] = line.split("\0");
    if (ref === "" || ref === `refs/heads/${release.branch}` || Number(date) <= release.moment) continue;
    const then = git(origin, ["rev-list", "-1", "--first-parent", `--before=${release.moment}`, ref]).trim();
    updates.push(then === "" ? `delete ${ref}` : `update ${ref} ${then}`);
  }
  updates.push(`update refs/heads/${release.branch} ${parent}`);
  git(origin, ["update-ref", "--stdin"], `${updates.join("\n")}\n`);
  git(origin, ["symbolic-ref", "HEAD", `refs/heads/${defaultBranch}`]);
  git(dir, ["clone", "-q", "--shared", "-b", release.branch, origin, work]);
  return work;
}
