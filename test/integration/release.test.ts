import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import {
  PROVIDERS,
  type Provider,
  releaseCreations,
  TOKEN_HEADER,
  TOKEN_VARIABLE,
  writeOrder,
} from "../helpers/host-view.ts";
import { assertNoToken, GITLAB_TOKEN, type HostedRepo, hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { merged, remoteTags, SDIST, WHEEL, writeDistIn } from "../helpers/merged-release.ts";
import { addOlderReleases } from "../helpers/older-releases.ts";
import { gitIn, releaserAsync, runAsync, tempDir } from "../helpers/repo.ts";

/**
 * `releaser release` end to end (issue 9): the built CLI against a git remote over smart HTTP
 * and a GitHub-compatible API server, both on loopback. Publishing is left out (--skip-build).
 * The release with its assets, two runs at once and where the token goes run on GitLab's
 * stand-in too (issue 27), at the end of the file; the rest is GitHub's (drafts, immutable
 * releases, make_latest, its asset states).
 */

type Json = Record<string, unknown> & { steps: Array<{ step: string; status: string; detail: string }> };

const head = (h: HostedRepo) => h.repo.git("rev-parse", "HEAD").trim();

const releasePosts = (h: HostedRepo) =>
  h.github.requests.filter((r) => r.method === "POST" && r.path === "/api/v3/repos/acme/widgets/releases");
const releasePatches = (h: HostedRepo) =>
  h.github.requests.filter(
    (r) => r.method === "PATCH" && /\/repos\/acme\/widgets\/releases\/\d+$/.test(r.path),
  );
const uploads = (h: HostedRepo) => h.github.requests.filter((r) => r.path.startsWith("/uploads/"));
const receivePacks = (h: HostedRepo) => h.git.requests.filter((r) => r.path.endsWith("/git-receive-pack"));

describe("release tags, pushes, creates the code-host release and uploads the assets", () => {
  it("after release-pr and a merge on the host, releases what the merged changelog says, edits included", async () => {
    const h = await hostedRepo();
    expect((await h.run(["release-pr"])).code).toBe(0);
    await h.mergePullRequest(1);
    // The maintainer reworded an entry in the release PR before merging.
    h.repo.commit("docs: reword the 1.5.0 notes", {
      "CHANGELOG.md": h.repo.read("CHANGELOG.md").replace("- B\n", "- B, now in better words\n"),
    });
    await h.push("main");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(h.github.releases[0]?.body).toContain("- B, now in better words");
    expect(h.github.releases[0]?.assets).toEqual([]);
    expect(result.stderr).toContain("no files match release.assets");
  });

  it("pushes the branch and the tag together when update and release run in one job", async () => {
    const h = await hostedRepo();
    expect((await h.run(["update"])).code).toBe(0);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("pushed v1.5.0 and main (atomically) to origin");
    expect(await h.remoteBranch("main")).toBe(head(h));
    expect((await remoteTags(h)).get("v1.5.0")).toBe(head(h));
  });

  it("marks a pre-release as such and keeps an older line from becoming latest", async () => {
    const h = await hostedRepo();
    expect((await h.run(["update", "--prerelease", "rc"])).code).toBe(0);
    // A newer line, released from another branch.
    h.repo.git("checkout", "-q", "-b", "next");
    h.repo.commit("feat!: the next line");
    h.repo.tag("v2.0.0", "2.0.0");
    h.repo.git("checkout", "-q", "main");
    await h.push("main", "v2.0.0");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(
      releasePosts(h).map((r) => r.body),
      result.stdout + result.stderr,
    ).toEqual([expect.objectContaining({ tag_name: "v1.5.0rc1", prerelease: true, draft: true })]);
    // Published without becoming the latest: make_latest goes with the publishing edit.
    expect(releasePatches(h).map((r) => r.body)).toEqual([{ draft: false, make_latest: "false" }]);
    expect(h.github.releases[0]).toMatchObject({ draft: false, prerelease: true });
  });

  it("keeps an older line from becoming latest when the newer one is tagged only on the remote", async () => {
    const h = await merged();
    h.repo.git("checkout", "-q", "-b", "next");
    h.repo.commit("feat!: the next line");
    h.repo.tag("v2.0.0", "2.0.0");
    h.repo.git("checkout", "-q", "main");
    await h.push("v2.0.0");
    h.repo.git("tag", "-d", "v2.0.0");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(releasePosts(h).map((r) => r.body)).toEqual([
      expect.objectContaining({ tag_name: "v1.5.0", draft: true }),
    ]);
    expect(releasePatches(h).map((r) => r.body)).toEqual([{ draft: false, make_latest: "false" }]);
  });

  it("with --dry-run shows every step and makes no write request, no push and no tag", async () => {
    const h = await merged();
    const tags = h.repo.git("tag", "-l");
    const pushes = receivePacks(h).length;
    const result = await h.run(["release", "--skip-build", "--dry-run"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would create annotated tag v1.5.0");
    expect(result.stdout).toContain("would push v1.5.0 to origin");
    expect(result.stdout).toContain("would create draft release v1.5.0");
    expect(result.stdout).toContain("would publish release v1.5.0 once its files are on it");
    expect(result.stdout).toContain(
      "would upload 2 files (widgets-1.5.0-py3-none-any.whl, widgets-1.5.0.tar.gz)",
    );
    expect(result.stdout).toContain("Nothing was tagged, pushed or uploaded.");
    expect(h.github.writes()).toEqual([]);
    expect(receivePacks(h)).toHaveLength(pushes);
    expect(h.repo.git("tag", "-l")).toBe(tags);
    expect((await remoteTags(h)).has("v1.5.0")).toBe(false);
  });

  it("says there is nothing to release when no version is pending, and exits 0", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ released: false, tag: null });
    expect(withoutSteps(result.stderr)).toMatch(
      /^Nothing to release: the files carry 1\.4\.2, the version in the files, was released|^Nothing to release/,
    );
    expect(h.github.writes()).toEqual([]);
  });
});

describe("release after a failure resumes, and refuses what it must", () => {
  it("an asset upload failing until the retries run out is exit 1; the re-run completes with each asset once", async () => {
    const h = await merged();
    h.github.fail(
      { method: "POST", path: /^\/uploads\//, query: { name: "widgets-1.5.0.tar.gz" } },
      { status: 502, times: 4, body: { message: "Server Error" } },
    );
    const failed = await h.run(["release", "--skip-build"]);
    expect(failed.code).toBe(1);
    expect(withoutSteps(failed.stderr)).toMatch(
      /^error: GitHub did not answer when trying to upload widgets-1\.5\.0\.tar\.gz to the release of v1\.5\.0, even after retries \(502 Server Error\).*run again later/m,
    );
    expect(h.github.releases).toHaveLength(1);
    expect(h.github.releases[0]?.assets.map((a) => a.name)).toEqual(["widgets-1.5.0-py3-none-any.whl"]);

    const again = await h.run(["release", "--skip-build"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("warning: tag v1.5.0 already exists on HEAD");
    expect(again.stderr).toContain("kept: widgets-1.5.0-py3-none-any.whl");
    expect(h.github.releases).toHaveLength(1);
    expect(h.github.releases[0]?.assets.map((a) => a.name).sort()).toEqual([
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
    expect(releasePosts(h)).toHaveLength(1);
  });

  it("a create whose answer is lost (the release made, the connection cut) goes on to the assets: one release", async () => {
    const h = await merged();
    h.github.fail({ method: "POST", path: "/api/v3/repos/acme/widgets/releases" }, { resetAfter: true });
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("appeared while this run created it");
    expect(JSON.parse(result.stdout)).toMatchObject({ released: true });
    expect(h.github.releases).toHaveLength(1);
    expect(h.github.releases[0]?.assets).toHaveLength(2);
  });

  it("killed after the tag push and before the release: the re-run creates the release", async () => {
    const h = await merged();
    // Fault points: 1 after the tag, 2 after the push.
    const killed = await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "2" });
    expect(killed.code).not.toBe(0);
    expect((await remoteTags(h)).get("v1.5.0")).toBe(head(h));
    expect(h.github.releases).toEqual([]);
    const again = await h.run(["release", "--skip-build", "--json"]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ released: true });
    expect(h.github.releases).toHaveLength(1);
    expect(h.github.releases[0]?.assets).toHaveLength(2);
  });

  it("a draft release left by a killed run is found among 150 older releases and finished: one release, one page of the list per look-up", async () => {
    const h = await merged("\n[tool.releaser.release]\ndraft = true\n");
    addOlderReleases(
      h.github,
      Array.from({ length: 150 }, (_, i) => `v0.${i}.0`),
    );
    const listings = () =>
      h.github.requests.filter((r) => r.method === "GET" && r.path === "/api/v3/repos/acme/widgets/releases");
    // Fault points: 1 after the tag, 2 after the push, 3 after the release (a draft).
    const killed = await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "3" });
    expect(killed.code).not.toBe(0);
    const draft = h.github.releases.find((r) => r.tag_name === "v1.5.0");
    expect(draft).toMatchObject({ draft: true, assets: [] });
    expect(listings().map((r) => r.query)).toEqual([{ per_page: "100" }]);

    const again = await h.run(["release", "--skip-build", "--json"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("draft release v1.5.0 (an earlier run's)");
    // release.draft = true: the draft gets its files and stays a draft, which is not "released".
    expect(again.stderr).toContain("left a draft (release.draft = true)");
    expect(again.stderr).toContain("Drafted 1.5.0: the release is a draft (release.draft = true)");
    expect(JSON.parse(again.stdout)).toMatchObject({ released: false, release_draft: true });
    expect(h.github.releases.filter((r) => r.tag_name === "v1.5.0")).toEqual([draft]);
    expect(draft?.draft).toBe(true);
    expect(draft?.assets.map((a) => a.name).sort()).toEqual([
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
    expect(releasePosts(h)).toHaveLength(1);
    expect(listings().map((r) => r.query)).toEqual([{ per_page: "100" }, { per_page: "100" }]);
  });

  it("an asset of another size, or an unfinished upload, is replaced; one of the same size is kept", async () => {
    const h = await merged();
    expect((await h.run(["release", "--skip-host-release", "--skip-build"])).code).toBe(0);
    const created = await h.run(["release", "--skip-build"]);
    expect(created.code, created.stderr).toBe(0);
    const release = h.github.releases[0];
    const wheel = release?.assets.find((a) => a.name.endsWith(".whl"));
    const sdist = release?.assets.find((a) => a.name.endsWith(".tar.gz"));
    if (!wheel || !sdist) throw new Error("assets missing");
    wheel.size = 3;
    sdist.state = "open";
    const again = await h.run(["release", "--skip-build"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(
      `uploaded widgets-1.5.0-py3-none-any.whl (${WHEEL.length} bytes, replacing one with other contents or unfinished), widgets-1.5.0.tar.gz (${SDIST.length} bytes, replacing one with other contents or unfinished)`,
    );
    expect(release?.assets.map((a) => [a.name, a.size, a.state]).sort()).toEqual([
      ["widgets-1.5.0-py3-none-any.whl", WHEEL.length, "uploaded"],
      ["widgets-1.5.0.tar.gz", SDIST.length, "uploaded"],
    ]);
  });

  it("a rejected push is a PushError: no release, and the tag this run made is gone again", async () => {
    const h = await merged();
    h.git.rejectPushes("tags are protected here");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: the push of v1\.5\.0 to origin was rejected \(.*\); check the token's "contents: write" permission and branch protection, then run again \(releaser explain PUSH_ERROR\)$/m,
    );
    expect(h.github.releases).toEqual([]);
    expect(h.github.writes()).toEqual([]);
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("a rejected branch in the atomic push leaves no tag on the remote", async () => {
    const h = await hostedRepo();
    expect((await h.run(["update"])).code).toBe(0);
    h.git.rejectPushes("main is protected", undefined, "refs/heads/main");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: the push of v1\.5\.0 and main to origin was rejected/m,
    );
    expect((await remoteTags(h)).has("v1.5.0")).toBe(false);
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(h.github.releases).toEqual([]);
  });

  it("the tag on another commit is a TagExistsError naming both, and nothing changes", async () => {
    const h = await merged();
    const before = head(h);
    const pushes = receivePacks(h).length;
    h.repo.git("tag", "-a", "v1.5.0", "-m", "made by hand", "HEAD~1");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    const tagged = h.repo.git("rev-parse", "HEAD~1").trim();
    expect(result.stderr).toContain(
      `error: tag v1.5.0 already exists on ${tagged.slice(0, 12)}, before the release commit of HEAD (${before.slice(0, 12)})`,
    );
    expect(receivePacks(h)).toHaveLength(pushes);
    expect(h.github.writes()).toEqual([]);
  });

  it("refuses a dirty tree, another branch and a HEAD behind the remote, before anything changes", async () => {
    const h = await merged();
    const pushes = receivePacks(h).length;
    h.repo.write("README.md", "changed\n");
    h.repo.git("add", "README.md");
    const dirty = await h.run(["release", "--skip-build"]);
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toContain("error: the working tree has uncommitted changes (README.md)");
    h.repo.git("reset", "-q", "--hard");

    h.repo.git("checkout", "-q", "-b", "feature");
    const other = await h.run(["release", "--skip-build"]);
    expect(other.stderr).toContain(
      'error: release runs on the release branch "main" (origin\'s default branch), but HEAD is on "feature"',
    );
    h.repo.git("checkout", "-q", "main");

    // Someone pushed to main since this checkout.
    const clone = tempDir();
    await h.remoteGit("clone", "-q", h.git.repoUrl("acme/widgets"), clone);
    gitIn(clone, ["commit", "-q", "--allow-empty", "-m", "docs: elsewhere"]);
    // The servers live in this process: git must run without blocking it.
    const auth = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}`;
    await runAsync("git", ["-c", `http.extraheader=${auth}`, "push", "-q", "origin", "main"], { cwd: clone });
    const behind = await h.run(["release", "--skip-build"]);
    expect(behind.code).toBe(1);
    expect(withoutSteps(behind.stderr)).toMatch(
      /^error: HEAD \([0-9a-f]{12}\) is behind origin\/main .*pull \(git pull --ff-only origin main\)/m,
    );
    for (const run of [dirty, other, behind]) expect(run.code).toBe(1);
    expect(receivePacks(h)).toHaveLength(pushes + 1); // the clone's push only
    expect(h.github.writes()).toEqual([]);
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("refuses an asset glob that reaches outside the repository through a link, before tagging", async () => {
    const h = await merged();
    const outside = tempDir();
    writeFileSync(join(outside, "secret.txt"), "not for upload");
    symlinkSync(join(outside, "secret.txt"), join(h.repo.dir, "dist", "secret.txt"));
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: "dist\/secret\.txt" is a symbolic link that leads outside the repository/m,
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect(h.github.writes()).toEqual([]);
  });
});

describe("release finds what an earlier run left, and refuses what would ship wrong", () => {
  it("a release stopped after the tag push is finished from its tag when main moved on", async () => {
    const h = await merged();
    const tagged = head(h);
    expect((await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "2" })).code).not.toBe(0);
    h.repo.commit("docs: later work");
    await h.push("main");
    // The tag is on the release commit, main moved on: the release is finished from its tag.
    const finished = await h.run(["release", "--skip-build"]);
    expect(finished.code, finished.stderr).toBe(0);
    expect(finished.stderr).toContain(
      `warning: 1 commit after the release commit ${tagged.slice(0, 12)} is not in 1.5.0`,
    );
    expect(h.github.releases).toHaveLength(1);
    expect(h.github.releases[0]?.assets).toHaveLength(2);
    expect((await remoteTags(h)).get("v1.5.0")).toBe(tagged);
    const after = await h.run(["release", "--skip-build"]);
    expect(after.code).toBe(0);
    expect(after.stdout).toMatch(
      /^Nothing to release: 1\.5\.0, the version in the files, was released as v1\.5\.0/,
    );
  });

  it("a release branch merged into a stable branch, tagged there, and merged back into main: nothing to release on main, exit 0", async () => {
    // Git flow: release-1.5.0 is cut from main, merged into stable (the tag goes on that merge)
    // and back into main; the tag is no ancestor of main's HEAD, which carries 1.5.0 all the same.
    const h = await hostedRepo();
    const { repo } = h;
    await repo.gitAsync("checkout", "-q", "-b", "release-1.5.0");
    await repo.commitAsync("Bumping version to 1.5.0", {
      "pyproject.toml": repo.read("pyproject.toml").replace('version = "1.4.2"', 'version = "1.5.0"'),
      "src/widgets/__init__.py": '__version__ = "1.5.0"\n',
    });
    await repo.gitAsync("checkout", "-q", "-b", "stable", "v1.4.2");
    await repo.gitAsync("merge", "-q", "--no-ff", "-m", "Merge branch 'release-1.5.0'", "release-1.5.0");
    await repo.gitAsync("tag", "v1.5.0");
    await repo.gitAsync("checkout", "-q", "main");
    await repo.gitAsync(
      "merge",
      "-q",
      "--no-ff",
      "-m",
      "Merge branch 'release-1.5.0' into main",
      "release-1.5.0",
    );
    await h.push("main", "stable", "--tags");
    const head = await repo.gitAsync("rev-parse", "HEAD");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    const tagged = (await repo.gitAsync("rev-parse", "v1.5.0^{commit}")).trim();
    expect(result.stdout).toMatch(
      new RegExp(
        `^Nothing to release: 1\\.5\\.0, the version in the files, was released as v1\\.5\\.0 \\(on ${tagged.slice(0, 12)}\\)`,
      ),
    );
    expect(await repo.gitAsync("rev-parse", "HEAD")).toBe(head);
    expect(h.github.releases).toHaveLength(0);
  });

  it("a release commit after the version's tag is told by git's subject, the whole first paragraph", async () => {
    // Its first line alone is no release subject; git's %s joins the paragraph into one.
    const joined = await hostedRepo();
    const tagged = joined.repo.git("rev-parse", "v1.4.2").trim();
    const after = joined.repo.commit("chore(release):\n1.4.2");
    await joined.push("main");
    const refused = await joined.run(["release", "--skip-build"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `error: tag v1.4.2 already exists on ${tagged.slice(0, 12)}, before the release commit of HEAD (${after.slice(0, 12)})`,
    );
    // Its first line is a release subject, but git's %s goes on: no release commit.
    const longer = await hostedRepo();
    longer.repo.commit("chore(release): 1.4.2\nand more of the same paragraph");
    await longer.push("main");
    const nothing = await longer.run(["release", "--skip-build"]);
    expect(nothing.code, nothing.stderr).toBe(0);
    expect(nothing.stdout).toMatch(
      /^Nothing to release: 1\.4\.2, the version in the files, was released as v1\.4\.2/,
    );
  });

  it("files that disagree on the version are refused before anything is tagged", async () => {
    const h = await merged();
    h.repo.commit("fix: bump by hand", { "src/widgets/__init__.py": '__version__ = "1.5.1"\n' });
    await h.push("main");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: src/widgets/__init__.py carries version 1.5.1 but pyproject.toml:3 carries 1.5.0, so the release would ship mixed versions",
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("a stale distribution in dist/ is refused when nothing is built in this run", async () => {
    const h = await merged();
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.4.2.tar.gz"), "old");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: dist/widgets-1.4.2.tar.gz is a distribution of widgets 1.4.2, not of this release (widgets 1.5.0); remove it from dist/ (or rebuild), or narrow release.assets",
    );
    expect(h.github.writes()).toEqual([]);
  });

  it("a remote that refuses the token (tag and push only, no API call) says so in one line", async () => {
    const h = await merged();
    const result = await h.run(["release", "--skip-build", "--skip-host-release"], {
      GITHUB_TOKEN: `${TOKEN}-revoked`,
    });
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: the remote "origin" refused the credentials \(.*\); give a token that may read and push the repository/m,
    );
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });
});

/**
 * What a release is on either host (issue 27): the same tag, notes and files, by each host's
 * requests. GitHub: a draft, its assets uploaded to it, then published. GitLab (no drafts): the
 * files go to the generic package registry beside a `releaser-draft.json` record, then the
 * release is made once with a `package` link to each.
 */
const HOST_REQUESTS: Record<Provider, (h: HostedRepo, section: string) => void> = {
  github: (h, section) => {
    expect(releaseCreations(h.host).map((r) => r.body)).toEqual([
      { tag_name: "v1.5.0", name: "v1.5.0", body: section, draft: true, prerelease: false },
    ]);
    expect(writeOrder(h.host)).toEqual([
      "POST /releases",
      "POST /uploads/releases/N/assets",
      "POST /uploads/releases/N/assets",
      "PATCH /releases/N",
    ]);
    expect(h.host.writes().at(-1)?.body).toEqual({ draft: false });
    expect(h.github.releases[0]?.draft).toBe(false);
    // One upload per asset, with a content type.
    expect(uploads(h)).toHaveLength(2);
    const types = Object.fromEntries(
      (h.github.releases[0]?.assets ?? []).map((a) => [a.name, a.content_type]),
    );
    expect(types).toEqual({
      "widgets-1.5.0.tar.gz": "application/gzip",
      "widgets-1.5.0-py3-none-any.whl": "application/zip",
    });
  },
  gitlab: (h, section) => {
    const registry = "/packages/generic/widgets/v1.5.0";
    expect(writeOrder(h.host)).toEqual([
      `PUT ${registry}/releaser-draft.json`,
      `PUT ${registry}/widgets-1.5.0-py3-none-any.whl`,
      `PUT ${registry}/widgets-1.5.0.tar.gz`,
      "POST /releases",
    ]);
    const link = (name: string) => ({
      name,
      url: `${h.host.url}/projects/acme%2Fwidgets${registry}/${name}`,
      link_type: "package",
      direct_asset_path: `/${name}`,
    });
    expect(releaseCreations(h.host).map((r) => r.body)).toEqual([
      {
        tag_name: "v1.5.0",
        name: "v1.5.0",
        description: section,
        assets: { links: [link("widgets-1.5.0-py3-none-any.whl"), link("widgets-1.5.0.tar.gz")] },
      },
    ]);
    // The links are package links to the registry's files; the draft's record stays beside them
    // (deleting a package file takes the Maintainer role), each stored once.
    const [release] = h.gitlab.state.releases;
    expect(release?.links.map((l) => [l.name, l.link_type]).sort()).toEqual([
      ["widgets-1.5.0-py3-none-any.whl", "package"],
      ["widgets-1.5.0.tar.gz", "package"],
    ]);
    expect(h.gitlab.state.packages.flatMap((p) => p.package_files.map((f) => f.file_name)).sort()).toEqual([
      "releaser-draft.json",
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
  },
};

describe.each(PROVIDERS)("on %s", (provider) => {
  const token = provider === "gitlab" ? GITLAB_TOKEN : TOKEN;
  const tokenVariable = TOKEN_VARIABLE[provider];

  describe("release tags, pushes, creates the code-host release and uploads the assets", () => {
    it("releases 1.5.0 once: annotated tag at HEAD on the remote, the spec 2.6 body, each asset's bytes; a re-run changes nothing", async () => {
      const h = await merged("", provider);
      const released = head(h);
      const result = await h.run(["release", "--skip-build", "--json"]);
      expect(result.code, result.stderr).toBe(0);
      const json = JSON.parse(result.stdout) as Json;
      const release = h.host.releases()[0];
      expect(release?.url).toBe(
        provider === "gitlab"
          ? `${new URL(h.host.url).origin}/acme/widgets/-/releases/v1.5.0`
          : `${new URL(h.host.url).origin}/acme/widgets/releases/tag/v1.5.0`,
      );
      expect(json).toMatchObject({
        version: "1.5.0",
        tag: "v1.5.0",
        released: true,
        published: false,
        release_url: release?.url,
      });
      expect(json.steps.map((s) => [s.step, s.status])).toEqual([
        ["pre-release-hooks", "skipped"],
        ["build", "skipped"],
        ["credentials", "skipped"],
        ["tag", "done"],
        ["push", "done"],
        ["host-release", "done"],
        ["assets", "done"],
        ["publish-release", "done"],
        ["upload", "skipped"],
      ]);
      expect(result.stderr).toContain(`Released 1.5.0: ${release?.url}`);

      // The tag: annotated, on HEAD, on the remote, its message the changelog section.
      expect((await remoteTags(h)).get("v1.5.0")).toBe(released);
      expect(h.repo.git("cat-file", "-t", "v1.5.0").trim()).toBe("tag");
      const section = h.repo
        .read("CHANGELOG.md")
        .split("\n## [1.4.2]")[0]
        ?.replace("# Changelog\n\n", "")
        .trimEnd();
      expect(section).toMatch(/^## \[1\.5\.0\] - 2025-11-21\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A$/);
      expect(h.repo.git("tag", "-l", "--format=%(contents)", "v1.5.0").trimEnd()).toBe(section);

      // One release, published, its notes the section, each file's bytes those of dist/.
      expect(h.host.releases()).toHaveLength(1);
      expect(release).toMatchObject({ tag: "v1.5.0", name: "v1.5.0", body: section, draft: false });
      expect(Object.fromEntries((release?.assets ?? []).map((a) => [a.name, [a.state, a.content]]))).toEqual({
        "widgets-1.5.0.tar.gz": ["uploaded", SDIST],
        "widgets-1.5.0-py3-none-any.whl": ["uploaded", WHEEL],
      });
      // The requests that made it, as each host's API takes them.
      HOST_REQUESTS[provider](h, section ?? "");
      // Each with the token in the header the host reads it from (GitLab: PRIVATE-TOKEN).
      expect(new Set(h.host.requests.map((r) => r.headers[TOKEN_HEADER[provider]]))).toEqual(
        new Set(["***"]),
      );

      const writes = h.host.writes().length;
      const pushes = receivePacks(h).length;
      const again = await h.run(["release", "--skip-build", "--json"]);
      expect(again.code, again.stderr).toBe(0);
      const second = JSON.parse(again.stdout) as Json;
      expect(second).toMatchObject({ released: false, release_url: release?.url });
      expect(second.steps.map((s) => s.status)).toEqual([
        "skipped",
        "skipped",
        "skipped",
        "already",
        "already",
        "already",
        "already",
        "already",
        "skipped",
      ]);
      expect(again.stderr).toContain("warning: the release of v1.5.0 already exists");
      expect(again.stderr).toContain("1.5.0 was already released");
      expect(h.host.writes()).toHaveLength(writes);
      expect(receivePacks(h)).toHaveLength(pushes);
      assertNoToken({
        stdout: result.stdout + again.stdout,
        stderr: result.stderr + again.stderr,
        "API request log": JSON.stringify(h.host.requests),
      });

      // A re-run in a checkout without the files (CI's fresh clone) says what the release carries.
      rmSync(join(h.repo.dir, "dist"), { recursive: true });
      const fresh = await h.run(["release", "--skip-build"]);
      expect(fresh.code, fresh.stderr).toBe(0);
      expect(fresh.stderr).toMatch(
        /^ {2}= assets +nothing to upload here; the release has widgets-1\.5\.0(\.tar\.gz|-py3-none-any\.whl), widgets-1\.5\.0/m,
      );
      expect(h.host.writes()).toHaveLength(writes);
    });
  });

  describe("the token stays with the code host", () => {
    it("the token is not sent to an origin that is not the code host", async () => {
      const h = await merged("", provider);
      // origin points at another host name than the API's (localhost vs 127.0.0.1).
      h.repo.git(
        "remote",
        "set-url",
        "origin",
        h.git.repoUrl("acme/widgets").replace("127.0.0.1", "localhost"),
      );
      const result = await h.run(["release", "--skip-build"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("warning: the token is not sent to origin (http://localhost:");
      expect(
        h.git.requests.filter(
          (r) => r.headers.authorization !== undefined && r.headers.host?.startsWith("localhost"),
        ),
      ).toEqual([]);
      expect(h.host.writes()).toEqual([]);
    });

    it("a remote that refuses the token (tag and push only, no API call) says so in one line, without it", async () => {
      const h = await merged("", provider);
      const result = await h.run(["release", "--skip-build", "--skip-host-release"], {
        [tokenVariable]: `${token}-revoked`,
      });
      expect(result.code).toBe(1);
      expect(withoutSteps(result.stderr)).toMatch(
        /^error: the remote "origin" refused the credentials \(.*\); give a token that may read and push the repository/m,
      );
      expect(result.stderr).not.toContain(`${token}-revoked`);
      expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
      expect(h.host.requests).toEqual([]);
    });
  });

  /** Two clones of the remote, dist/ built in each, released at the same moment. */
  async function releaseAtOnce(h: HostedRepo) {
    const clones = [tempDir(), tempDir()];
    for (const dir of clones) {
      await h.remoteGit("clone", "-q", h.git.repoUrl("acme/widgets"), dir);
      writeDistIn(dir);
    }
    const runs = await Promise.all(
      clones.map((dir) =>
        releaserAsync(["release", "--skip-build", "--json"], { cwd: dir, env: { [tokenVariable]: token } }),
      ),
    );
    const documents = runs.map((r) => JSON.parse(r.stdout || "{}") as Json);
    /** How many runs say they did the step (optionally: uploaded that file). */
    const claims = (step: string, file?: string) =>
      documents.filter((d) =>
        d.steps?.some(
          (s) =>
            s.step === step && s.status === "done" && (file === undefined || s.detail.includes(`${file} (`)),
        ),
      ).length;
    return { runs, documents, claims };
  }

  /** One release on the host, each file once, its bytes those of dist/ (GitLab: one link per file). */
  function expectOneRelease(h: HostedRepo) {
    expect(h.host.releases()).toHaveLength(1);
    expect(
      h.host
        .releases()[0]
        ?.assets.map((a) => [a.name, a.content])
        .sort(),
    ).toEqual([
      ["widgets-1.5.0-py3-none-any.whl", WHEEL],
      ["widgets-1.5.0.tar.gz", SDIST],
    ]);
    expect(releaseCreations(h.host).length).toBeLessThanOrEqual(2);
  }

  describe("two release runs at once on the same commit", () => {
    it("make exactly one tag, one release and one upload per asset", async () => {
      const h = await merged("", provider);
      const { runs, documents, claims } = await releaseAtOnce(h);
      for (const run of runs) expect(run.code === 0 || /another run/.test(run.stderr), run.stderr).toBe(true);
      expect(runs.filter((r) => r.code === 0).length).toBeGreaterThanOrEqual(1);
      expectOneRelease(h);
      expect((await remoteTags(h)).get("v1.5.0")).toBe(head(h));
      // Each run may have done a part (one the tag, the other the release); at least one released.
      expect(documents.map((d) => d.released)).toContain(true);
      // The tag's push is claimed by one run. Usually the other stops there ("that run finishes
      // the release"); when both made the very same tag object (in the same second) both go on to
      // the host, which the next test makes happen every time.
      expect(claims("push")).toBe(1);
    });

    // GitLab's registry takes duplicates and never answers "already there": a run learns that
    // another stored a draft or a file first by the older file of the same name in the package.
    // (Publishing is claimed by both on either host: not asserted.)
    it("when both find the tag on the remote, they race at the host: the release and each upload are claimed by one run", async () => {
      const h = await merged("", provider);
      // A run stopped after the tag push (fault points: 1 after the tag, 2 after the push).
      expect((await h.run(["release", "--skip-build"], { RELEASER_KILL_AT: "2" })).code).not.toBe(0);
      expect(h.host.requests).toEqual([]);
      // The release's creation is answered late, so both runs have looked for it before either
      // made it (GitHub: the draft's POST; GitLab: the draft's record put in the registry).
      h.host.fail(
        provider === "gitlab"
          ? { method: "PUT", path: /\/releaser-draft\.json$/ }
          : { method: "POST", path: /\/releases$/ },
        { delayMs: 3_000, times: 2 },
      );
      const { runs, documents, claims } = await releaseAtOnce(h);
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      expectOneRelease(h);
      expect(documents.map((d) => d.released)).toContain(true);
      expect(claims("push")).toBe(0);
      expect(claims("host-release")).toBe(1);
      expect(claims("assets", "widgets-1.5.0.tar.gz")).toBe(1);
      expect(claims("assets", "widgets-1.5.0-py3-none-any.whl")).toBe(1);
    });
  });
});
