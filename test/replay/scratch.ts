import { join } from "node:path";
import { git } from "./git.ts";
import type { Release } from "./releases.ts";

/**
 * The repository as it was just before a release, in `dir`: an origin (a bare clone sharing the
 * mirror's objects) whose tags made after the release commit are gone and whose branches stand
 * where they stood then, the release's branch at the release commit's parent; and a work clone of
 * that branch, as a maintainer's checkout. Nothing is written outside `dir`; the mirror is only read.
 */
export function prepareScratch(mirror: string, release: Release, defaultBranch: string, dir: string): string {
  const origin = join(dir, "origin.git");
  const work = join(dir, "work");
  git(dir, ["clone", "-q", "--bare", "--shared", mirror, origin]);
  const parent = git(origin, ["rev-parse", `${release.releaseCommit}^`]).trim();
  const updates: string[] = [];
  for (const line of git(origin, [
    "for-each-ref",
    "refs/tags",
    "--format=%(refname)%00%(creatordate:unix)",
  ]).split("\n")) {
    const [ref = "", date = "0"] = line.split("\0");
    if (ref !== "" && (Number(date) > release.moment || ref === `refs/tags/${release.tag}`))
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
