import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { gitIn, makeRepo, pyproject, releaserAsync } from "../helpers/repo.ts";

/**
 * The release branch with no `release_branch` set (issue 31, DESIGN 3): origin's default branch,
 * as the clone recorded it or as origin says, else "main". The real CLI against a git remote over
 * smart HTTP and a GitHub-compatible API, both on loopback.
 */

const SLOW = 120_000;

/** A hosted project whose origin's default branch is master (HEAD -> master; no main there). */
async function masterDefault(extraConfig = ""): Promise<HostedRepo> {
  const h = await hostedRepo(extraConfig);
  h.repo.git("branch", "-m", "main", "master");
  await h.push("master");
  gitIn(bareOf(h), ["symbolic-ref", "HEAD", "refs/heads/master"]);
  await h.push(":main");
  return h;
}

function bareOf(h: HostedRepo): string {
  return join(h.git.root, "acme/widgets.git");
}

const calls = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("  > "));

const recorded = (h: HostedRepo) => {
  try {
    return h.repo.git("symbolic-ref", "--quiet", "refs/remotes/origin/HEAD").trim();
  } catch {
    return undefined;
  }
};

describe("release_branch defaults to origin's default branch", () => {
  it(
    "origin defaults to master and the clone does not record it: release-pr asks origin and opens the PR into master; release runs on master",
    async () => {
      const h = await masterDefault();
      expect(recorded(h)).toBeUndefined();

      const pr = await h.run(["release-pr", "-v"]);
      expect(pr.code, pr.stderr).toBe(0);
      expect(pr.stdout).toMatch(/^Created pull request #1 for 1\.5\.0 \(pushed releaser\/master\)/);
      expect(h.github.pulls[0]).toMatchObject({ head: { ref: "releaser/master" }, base: { ref: "master" } });
      expect(h.github.pulls[0]?.body).toContain("on every push to `master`");
      // origin's HEAD and branches came with its tags, in the one listing that reads them.
      expect(calls(pr.stderr).filter((c) => c.includes("git ls-remote"))).toEqual([
        expect.stringMatching(
          /^ {2}> git ls-remote --symref origin HEAD 'refs\/heads\/\*' 'refs\/tags\/\*' -> exit 0 /,
        ),
      ]);
      expect(calls(pr.stderr)).toContain(
        "  > release branch master: origin's default branch (asked of origin)",
      );
      expect(await h.remoteBranch("releaser/main")).toBe("");

      // The PR is merged as GitHub would: master fast-forwards to the PR branch.
      await h.fetch("releaser/master");
      h.repo.git("merge", "-q", "--ff-only", "FETCH_HEAD");
      await h.push("master");
      h.github.merge(1);

      const pending = await h.run(["release-pr"]);
      expect(pending.stdout).toBe(
        "master already carries 1.5.0 and tag v1.5.0 does not exist yet: the release pull request was merged. `releaser release` is next.\n",
      );

      const dry = await h.run(["release", "--skip-build", "--dry-run"]);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/^Dry run: release 1\.5\.0 as v1\.5\.0 from [0-9a-f]{12}:/);
      expect(await h.remoteGit("ls-remote", "--tags", "origin", "v1.5.0")).toBe("");

      const released = await h.run(["release", "--skip-build", "-v"]);
      expect(released.code, released.stderr).toBe(0);
      expect(released.stdout).toContain("Released 1.5.0");
      // One listing of origin: its HEAD (the release branch and where it is) and its tags.
      expect(calls(released.stderr).filter((c) => c.includes("git ls-remote"))).toEqual([
        expect.stringMatching(
          /^ {2}> git ls-remote --symref origin HEAD refs\/heads\/main 'refs\/tags\/\*' -> exit 0 /,
        ),
      ]);
      const head = h.repo.git("rev-parse", "HEAD").trim();
      expect((await h.remoteGit("ls-remote", "origin", "refs/tags/v1.5.0^{}")).split("\t")[0]).toBe(head);
      expect(h.github.releases.map((r) => r.tag_name)).toEqual(["v1.5.0"]);
    },
    SLOW,
  );

  it(
    "a clone that records origin/HEAD is read locally: origin is not asked for its HEAD",
    async () => {
      const h = await masterDefault();
      await h.remoteGit("fetch", "-q", "origin");
      h.repo.git("remote", "set-head", "origin", "master");
      expect(recorded(h)).toBe("refs/remotes/origin/master");

      const dry = await h.run(["release-pr", "--dry-run", "-v"]);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/^Dry run: would create branch releaser\/master .* into master:/);
      expect(calls(dry.stderr)).toContain(
        "  > release branch master: origin's default branch (refs/remotes/origin/HEAD)",
      );
      expect(h.github.writes()).toHaveLength(0);

      // The release listing names the recorded branch: no --symref.
      expect((await h.run(["update"])).code).toBe(0);
      await h.push("master");
      const released = await h.run(["release", "--skip-build", "-v"]);
      expect(released.code, released.stderr).toBe(0);
      expect(calls(released.stderr).filter((c) => c.includes("git ls-remote"))).toEqual([
        expect.stringMatching(/^ {2}> git ls-remote origin refs\/heads\/master 'refs\/tags\/\*' -> exit 0 /),
      ]);
    },
    SLOW,
  );

  it(
    "a configured release_branch wins over origin's default branch",
    async () => {
      const h = await masterDefault('[tool.releaser]\nrelease_branch = "main"\n');
      // main exists beside master, at the same commit.
      h.repo.git("branch", "main");
      await h.push("main");

      const off = await h.run(["release-pr"]);
      expect(off.code).toBe(1);
      expect(withoutSteps(off.stderr)).toBe(
        'error: release-pr runs on the release branch "main" (release_branch), but HEAD is on "master"; check out main, or, to release from "master" too, add it to the setting: release_branch = ["main", "master"] (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main) (releaser explain GIT_ERROR)\n',
      );
      const release = await h.run(["release", "--skip-build"]);
      expect(release.code).toBe(1);
      expect(withoutSteps(release.stderr)).toBe(
        'error: release runs on the release branch "main" (release_branch), but HEAD is on "master"; check out main, or, to release from "master" too, add it to the setting: release_branch = ["main", "master"] (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main) (releaser explain GIT_ERROR)\n',
      );
      expect(h.github.requests.filter((r) => r.method !== "GET")).toHaveLength(0);

      h.repo.git("checkout", "-q", "main");
      const pr = await h.run(["release-pr"]);
      expect(pr.code, pr.stderr).toBe(0);
      expect(h.github.pulls[0]).toMatchObject({ head: { ref: "releaser/main" }, base: { ref: "main" } });
    },
    SLOW,
  );

  it(
    "on another branch: one line naming the branch and where it came from, and nothing changes",
    async () => {
      const h = await masterDefault();
      h.repo.git("checkout", "-q", "-b", "topic");
      const head = h.repo.git("rev-parse", "HEAD").trim();
      const tags = h.repo.git("tag");

      const pr = await h.run(["release-pr"]);
      expect(pr.code).toBe(1);
      expect(withoutSteps(pr.stderr)).toBe(
        'error: release-pr runs on the release branch "master" (origin\'s default branch), but HEAD is on "topic"; check out master, or set release_branch to the branch releases are made from (in GitHub Actions, run it on push to master; in GitLab CI, in a pipeline for master) (releaser explain GIT_ERROR)\n',
      );
      const release = await h.run(["release", "--skip-build"]);
      expect(release.code).toBe(1);
      expect(withoutSteps(release.stderr)).toBe(
        'error: release runs on the release branch "master" (origin\'s default branch), but HEAD is on "topic"; check out master, or set release_branch to the branch releases are made from (in GitHub Actions, run it on push to master; in GitLab CI, in a pipeline for master) (releaser explain GIT_ERROR)\n',
      );
      expect(h.github.requests.filter((r) => r.method !== "GET")).toHaveLength(0);
      expect(await h.remoteBranch("releaser/master")).toBe("");
      expect(await h.remoteBranch("releaser/topic")).toBe("");
      expect(h.repo.git("rev-parse", "HEAD").trim()).toBe(head);
      expect(h.repo.git("tag")).toBe(tags);
      expect(h.repo.git("status", "--porcelain")).toBe("");
    },
    SLOW,
  );

  it(
    "origin unreachable: main is the fallback, and -v says so",
    async () => {
      const h = await masterDefault();
      // Nothing listens on port 9 of the loopback: the connection is refused at once.
      h.repo.git("remote", "set-url", "origin", "http://127.0.0.1:9/acme/widgets.git");
      const result = await h.run(["release-pr", "-v"]);
      expect(result.code).toBe(1);
      expect(calls(result.stderr)).toContainEqual(
        expect.stringMatching(
          /^ {2}> git ls-remote --symref origin HEAD 'refs\/heads\/\*' 'refs\/tags\/\*' -> exit 128 /,
        ),
      );
      expect(calls(result.stderr)).toContain(
        "  > release branch main: the default, as origin could not be read (release_branch is not set)",
      );
      // -v follows the error line with its details (never a stack trace: it is no internal error).
      expect(result.stderr.split("\n").find((line) => line.startsWith("error: "))).toBe(
        'error: release-pr runs on the release branch "main" (the default, as origin could not be read), but HEAD is on "master"; check out main, or set release_branch to the branch releases are made from (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main) (releaser explain GIT_ERROR)',
      );
      expect(h.github.requests).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "origin's HEAD names a branch that does not exist: main is the fallback, and release runs on it",
    async () => {
      const h = await hostedRepo();
      gitIn(bareOf(h), ["symbolic-ref", "HEAD", "refs/heads/gone"]);
      expect((await h.run(["update"])).code).toBe(0);
      await h.push("main");
      const released = await h.run(["release", "--skip-build", "-v"]);
      expect(released.code, released.stderr).toBe(0);
      expect(released.stdout).toContain("Released 1.5.0");
      expect(calls(released.stderr)).toContain(
        "  > release branch main: the default, as origin names no default branch (release_branch is not set)",
      );
    },
    SLOW,
  );

  it("no origin remote: main is the fallback, and the refusal says why", async () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "widgets") });
    repo.tag("v1.4.2");
    repo.commit("feat: b");
    repo.git("branch", "-m", "main", "master");
    const result = await releaserAsync(["release-pr"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split("\n").at(-1)).toBe(
      'error: release-pr runs on the release branch "main" (the default, as there is no "origin" remote), but HEAD is on "master"; check out main, or set release_branch to the branch releases are made from (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main) (releaser explain GIT_ERROR)',
    );
  });
});
