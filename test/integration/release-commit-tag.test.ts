import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { releaserAsync } from "../helpers/repo.ts";

/**
 * The tag goes on the release commit (issue 24, "never claim what is not so" 4): commits that
 * landed after it are in no notes of this release, so they stay out of its tag and go into the
 * next release, and `release` says so. End to end through the built CLI against the git remote
 * and GitHub stand-ins; the build is left out (--skip-build), the assets are what dist/ holds.
 */

type Json = Record<string, unknown> & { steps: Array<{ step: string; status: string; detail: string }> };

const rev = async (h: HostedRepo, ref: string) => (await h.repo.gitAsync("rev-parse", ref)).trim();
const short = (commit: string) => commit.slice(0, 12);

/** The commit a tag points at on the remote (peeled), "" when absent. */
async function remoteTag(h: HostedRepo, tag: string): Promise<string> {
  const out = await h.remoteGit("ls-remote", "--tags", "origin", `refs/tags/${tag}`, `refs/tags/${tag}^{}`);
  const lines = out.split("\n").filter((line) => line !== "");
  const peeled = lines.find((line) => line.endsWith("^{}")) ?? lines[0] ?? "";
  return peeled.split("\t")[0] ?? "";
}

/** dist/ with this version's sdist and wheel (ignored by git): what --skip-build attaches. */
function writeDist(h: HostedRepo) {
  h.repo.write("dist/widgets-1.5.0.tar.gz", "sdist bytes of widgets 1.5.0");
  writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0-py3-none-any.whl"), "PK\u0003\u0004 wheel bytes");
}

/** The project with dist/ ignored, on main here and on the remote. */
async function project(): Promise<HostedRepo> {
  const h = await hostedRepo();
  await h.repo.commitAsync("chore: ignore dist", { ".gitignore": "dist/\n" });
  return h;
}

/** `update` on main: the release commit for 1.5.0 (subject `chore(release): 1.5.0`). */
async function update(h: HostedRepo): Promise<string> {
  const result = await h.run(["update"]);
  expect(result.code, result.stderr).toBe(0);
  return await rev(h, "HEAD");
}

/** The release commit merged on main, then `fix: later` (which changes code) on top, all pushed. */
async function releaseCommitThenFix(h: HostedRepo): Promise<{ releaseCommit: string; fix: string }> {
  const releaseCommit = await update(h);
  const fix = await h.repo.commitAsync("fix: later", { "src/widgets/later.py": "X = 1\n" });
  await h.push("main");
  writeDist(h);
  return { releaseCommit, fix };
}

const check = async (h: HostedRepo) => {
  const result = await releaserAsync(["check", "--json"], { cwd: h.repo.dir });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown> & { commits: { total: number } };
};

describe("the tag goes on the release commit, not on HEAD", () => {
  it("a fix after the merged release commit: tagged on the release commit, said, and counted for the next release", async () => {
    const h = await project();
    const { releaseCommit, fix } = await releaseCommitThenFix(h);
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `warning: 1 commit after the release commit ${short(releaseCommit)} is not in 1.5.0; it goes into the next release`,
    );
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
    expect(await rev(h, "v1.5.0^{commit}")).toBe(releaseCommit);
    const json = JSON.parse(result.stdout) as Json;
    expect(json).toMatchObject({ version: "1.5.0", tag: "v1.5.0", released: true });
    expect(json.steps.find((s) => s.step === "tag")?.detail).toBe(
      `created annotated tag v1.5.0 on ${short(releaseCommit)}`,
    );
    // The branch is not pushed again: origin has the release commit and the fix already.
    expect(await h.remoteBranch("main")).toBe(fix);
    // The release on the code host names the tag, which is on the release commit.
    expect(h.github.releases[0]?.tag_name).toBe("v1.5.0");

    // The fix is the next release's: the base is the new tag, one commit since.
    const after = await check(h);
    expect(after).toMatchObject({ last_tag: "v1.5.0", next_version: "1.5.1" });
    expect(after.commits.total).toBe(1);

    // A re-run has nothing to release: the release on the code host is there.
    const again = await h.run(["release", "--skip-build"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout + again.stderr).toMatch(
      /nothing to release: 1\.5\.0, the version in the files, was released as v1\.5\.0/i,
    );
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
  });

  it("a dry run names the commit it would tag and says which commits wait; nothing is tagged", async () => {
    const h = await project();
    const { releaseCommit } = await releaseCommitThenFix(h);
    const result = await h.run(["release", "--skip-build", "--dry-run"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `1 commit after the release commit ${short(releaseCommit)} is not in 1.5.0; it goes into the next release`,
    );
    expect(result.stdout + result.stderr).toContain(`create annotated tag v1.5.0 on ${short(releaseCommit)}`);
    expect(await remoteTag(h, "v1.5.0")).toBe("");
    expect(await h.repo.gitAsync("tag", "-l", "v1.5.0")).toBe("");
  });

  it("a re-run after a kill once the tag was pushed finds it on the release commit and finishes the release", async () => {
    const h = await project();
    const { releaseCommit } = await releaseCommitThenFix(h);
    // The 2nd fault point is after the push: the tag is on origin, the code host has no release.
    const killed = await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "2" });
    expect(killed.code).not.toBe(0);
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
    expect(h.github.releases).toHaveLength(0);

    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    expect(json).toMatchObject({ version: "1.5.0", released: true });
    const status = Object.fromEntries(json.steps.map((s) => [s.step, s.status]));
    expect(status).toMatchObject({ tag: "already", push: "already", "host-release": "done" });
    expect(h.github.releases[0]?.tag_name).toBe("v1.5.0");
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
  });

  it("a tag an earlier run left only in this clone (the push failed) is pushed from the release commit", async () => {
    const h = await project();
    const { releaseCommit } = await releaseCommitThenFix(h);
    // The 1st fault point is after the tag: made here, not pushed.
    const killed = await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "1" });
    expect(killed.code).not.toBe(0);
    expect(await rev(h, "v1.5.0^{commit}")).toBe(releaseCommit);
    expect(await remoteTag(h, "v1.5.0")).toBe("");

    const result = await h.run(["release", "--skip-build", "--skip-host-release", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const status = Object.fromEntries(
      (JSON.parse(result.stdout) as Json).steps.map((s) => [s.step, s.status]),
    );
    expect(status).toMatchObject({ tag: "already", push: "done" });
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
  });

  it("a tag made by hand on an earlier commit is not taken for the release commit's", async () => {
    const h = await project();
    const before = await rev(h, "HEAD");
    await releaseCommitThenFix(h);
    // Annotated with the section's heading, as release makes it, but on the commit before.
    await h.repo.gitAsync("tag", "-a", "v1.5.0", "-m", "## 1.5.0", before);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.stderr).toContain(
      `tag v1.5.0 already exists on ${short(before)}, before the release commit of HEAD`,
    );
    expect(result.code).not.toBe(0);
    expect(await remoteTag(h, "v1.5.0")).toBe("");
    expect(h.github.releases).toHaveLength(0);
  });

  it("update then release in one job: HEAD is the release commit, the branch and the tag go together", async () => {
    const h = await project();
    const releaseCommit = await update(h);
    writeDist(h);
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("after the release commit");
    const push = (JSON.parse(result.stdout) as Json).steps.find((s) => s.step === "push");
    expect(push).toMatchObject({ status: "done", detail: "pushed v1.5.0 and main (atomically) to origin" });
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
    expect(await h.remoteBranch("main")).toBe(releaseCommit);
  });

  it("update, a local commit, then release: the tag on the release commit, the branch pushed with it", async () => {
    const h = await project();
    const releaseCommit = await update(h);
    const local = await h.repo.commitAsync("fix: local", { "src/widgets/local.py": "Y = 2\n" });
    writeDist(h);
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `1 commit after the release commit ${short(releaseCommit)} is not in 1.5.0`,
    );
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
    expect(await h.remoteBranch("main")).toBe(local);
  });
});

describe("a release commit merged another way", () => {
  it("a squash-merged release PR (subject with ` (#N)`): its commit is tagged, the later fix is not", async () => {
    const h = await project();
    // The release PR's branch, squashed onto main as GitHub does: one commit, the PR's subject.
    await h.repo.gitAsync("checkout", "-q", "-b", "releaser/release");
    await update(h);
    await h.repo.gitAsync("checkout", "-q", "main");
    await h.repo.gitAsync("merge", "-q", "--squash", "releaser/release");
    await h.repo.gitAsync("commit", "-q", "-m", "chore(release): 1.5.0 (#7)");
    const squashed = await rev(h, "HEAD");
    await h.repo.commitAsync("fix: later", { "src/widgets/later.py": "X = 1\n" });
    await h.push("main");
    writeDist(h);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`1 commit after the release commit ${short(squashed)} is not in 1.5.0`);
    expect(await remoteTag(h, "v1.5.0")).toBe(squashed);
  });

  it("a merge commit that brought an up-to-date release commit in is tagged (it is on main's line, with the same files)", async () => {
    const h = await project();
    await h.repo.gitAsync("checkout", "-q", "-b", "releaser/release");
    const releaseCommit = await update(h);
    await h.repo.gitAsync("checkout", "-q", "main");
    await h.repo.gitAsync(
      "merge",
      "-q",
      "--no-ff",
      "-m",
      "Merge pull request #7 from acme/releaser/release",
      "releaser/release",
    );
    const merge = await rev(h, "HEAD");
    await h.repo.commitAsync("fix: later", { "src/widgets/later.py": "X = 1\n" });
    await h.push("main");
    writeDist(h);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`1 commit after the release commit ${short(merge)} is not in 1.5.0`);
    expect(await remoteTag(h, "v1.5.0")).toBe(merge);
    expect(merge).not.toBe(releaseCommit);
    const after = await check(h);
    expect(after).toMatchObject({ last_tag: "v1.5.0", next_version: "1.5.1" });
    expect(after.commits.total).toBe(1);
  });

  it("a merge that also brings what main gained meanwhile: the release commit itself is tagged, the rest waits", async () => {
    const h = await project();
    await h.repo.gitAsync("checkout", "-q", "-b", "releaser/release");
    const releaseCommit = await update(h);
    await h.repo.gitAsync("checkout", "-q", "main");
    // Landed on main while the release PR was open: in none of 1.5.0's notes.
    await h.repo.commitAsync("fix: meanwhile", { "src/widgets/meanwhile.py": "Z = 3\n" });
    await h.repo.gitAsync(
      "merge",
      "-q",
      "--no-ff",
      "-m",
      "Merge pull request #7 from acme/releaser/release",
      "releaser/release",
    );
    await h.push("main");
    writeDist(h);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    // The fix and the merge are after it.
    expect(result.stderr).toContain(
      `2 commits after the release commit ${short(releaseCommit)} are not in 1.5.0; they go into the next release`,
    );
    expect(await remoteTag(h, "v1.5.0")).toBe(releaseCommit);
    const after = await check(h);
    expect(after).toMatchObject({ last_tag: "v1.5.0", next_version: "1.5.1" });
    expect(after.commits.total).toBe(2);
  });
});
