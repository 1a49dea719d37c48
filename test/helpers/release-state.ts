import type { PackageIndexStandIn } from "../stand-ins/package-index.ts";
import type { HostedRepo } from "./hosted-repo.ts";

/**
 * The end states the fault suites compare with a fault-free run's, reduced to what must not
 * differ between two runs (ports, object ids and times left out).
 */

/** The release pull request and its branch: one PR, whose branch holds the release commit. */
export async function prState(h: HostedRepo) {
  const branch = await h.remoteBranch("releaser/main");
  // The release commit's change (trees differ between scenarios: each has its own ports).
  let change = "";
  if (branch !== "") {
    await h.fetch("releaser/main");
    change = (await h.repo.gitAsync("diff", `${branch}^`, branch))
      .replace(/^index .*$/gm, "")
      .replace(/127\.0\.0\.1:\d+/g, "HOST");
  }
  // Read without blocking the event loop (the fault suites run scenarios side by side).
  const git = async (...args: string[]) => (await h.repo.gitAsync(...args)).trim();
  const parentIsMain =
    branch !== "" && (await git("rev-parse", `${branch}^`)) === (await git("rev-parse", "main"));
  const status = await h.repo.gitAsync("status", "--porcelain");
  const worktrees = (await git("worktree", "list")).split("\n").length;
  return {
    pulls: h.host.pulls().map((p) => ({ state: p.state, title: p.title, body: p.body, labels: p.labels })),
    change,
    parentIsMain,
    status,
    worktrees,
  };
}

/** A finished release: the tag on HEAD here and on origin, one release, each asset once. */
export async function releaseState(h: HostedRepo, index?: PackageIndexStandIn) {
  const head = (await h.repo.gitAsync("rev-parse", "HEAD")).trim();
  const localTag = (await h.repo.gitAsync("tag", "-l", "v1.5.0")).trim();
  const status = await h.repo.gitAsync("status", "--porcelain");
  const remoteTag = (await h.remoteGit("ls-remote", "origin", "refs/tags/v1.5.0^{}")).split("\t")[0];
  const releases = h.host.releases();
  return {
    tagOnHead: remoteTag === head,
    localTag,
    releases: releases.map((r) => ({
      tag: r.tag,
      body: r.body,
      draft: r.draft,
      immutable: r.immutable,
      prerelease: r.prerelease,
      assets: r.assets.map((a) => [a.name, a.state]).sort(),
    })),
    // The files stored for releases (GitLab: the package registry's, which a draft's wait in).
    stored: h.host.uploadedFiles(),
    onIndex: index === undefined ? [] : [...index.files.keys()].sort(),
    // Every asset is byte-equal to the file on the index (nothing rebuilt after the upload).
    assetsMatchIndex:
      index === undefined ||
      (releases[0]?.assets ?? []).every((a) => index.files.get(a.name)?.content.equals(a.content)),
    status,
  };
}
