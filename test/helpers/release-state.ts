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
    change = h.repo
      .git("diff", `${branch}^`, branch)
      .replace(/^index .*$/gm, "")
      .replace(/127\.0\.0\.1:\d+/g, "HOST");
  }
  return {
    pulls: h.github.pulls.map((p) => ({ state: p.state, title: p.title, body: p.body, labels: p.labels })),
    change,
    parentIsMain:
      branch !== "" &&
      h.repo.git("rev-parse", `${branch}^`).trim() === h.repo.git("rev-parse", "main").trim(),
    status: h.repo.git("status", "--porcelain"),
    worktrees: h.repo.git("worktree", "list").trim().split("\n").length,
  };
}

/** A finished release: the tag on HEAD here and on origin, one release, each asset once. */
export async function releaseState(h: HostedRepo, index?: PackageIndexStandIn) {
  const head = h.repo.git("rev-parse", "HEAD").trim();
  const remoteTag = (await h.remoteGit("ls-remote", "origin", "refs/tags/v1.5.0^{}")).split("\t")[0];
  return {
    tagOnHead: remoteTag === head,
    localTag: h.repo.git("tag", "-l", "v1.5.0").trim(),
    releases: h.github.releases.map((r) => ({
      tag: r.tag_name,
      body: r.body,
      draft: r.draft,
      prerelease: r.prerelease,
      assets: r.assets.map((a) => [a.name, a.state]).sort(),
    })),
    onIndex: index === undefined ? [] : [...index.files.keys()].sort(),
    // Every asset is byte-equal to the file on the index (nothing rebuilt after the upload).
    assetsMatchIndex:
      index === undefined ||
      (h.github.releases[0]?.assets ?? []).every((a) => index.files.get(a.name)?.content.equals(a.content)),
    status: h.repo.git("status", "--porcelain"),
  };
}
