import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { PROVIDERS, pullName, pullUrl, TOKEN_HEADER, TOKEN_VARIABLE } from "../helpers/host-view.ts";
import { assertNoToken, GITLAB_TOKEN, hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { releaserAsync, tempDir } from "../helpers/repo.ts";

/**
 * `releaser release-pr` end to end (issue 8): the real CLI against a GitHub-compatible API server
 * and a git remote over smart HTTP, both on loopback. What the release PR does is the same on
 * GitLab (a merge request; issue 27): those tests run on both stand-ins, at the end of the file;
 * what only GitHub says (its permission names, its 422 bodies, its rate-limit texts) stays GitHub's.
 */

type Json = Record<string, unknown>;

describe("release-pr keeps one release pull request current", () => {
  it("replaces commits pushed to the PR branch by hand, and says so", async () => {
    const h = await hostedRepo();
    expect((await h.run(["release-pr"])).code).toBe(0);
    await h.fetch("releaser/main");
    h.repo.git("checkout", "-q", "-b", "hand", "FETCH_HEAD");
    h.repo.commit("docs: polish the notes by hand");
    await h.push("hand:releaser/main");
    h.repo.git("checkout", "-q", "main");
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(0);
    expect(withoutSteps(result.stderr)).toBe(
      'warning: replaced a commit someone added to releaser/main by hand: "docs: polish the notes by hand"\n',
    );
    expect(result.stdout).toMatch(/^Updated pull request #1 for 1\.5\.0 \(pushed releaser\/main\)/);
  });

  it("with nothing to release, touches nothing (no token needed)", async () => {
    const h = await hostedRepo();
    h.repo.git("reset", "-q", "--hard", "v1.4.2");
    h.repo.commit("chore: tidy");
    const result = await h.run(["release-pr", "--json"], { GITHUB_TOKEN: "" });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ action: "none", bump: "none" });
    expect(h.github.requests).toHaveLength(0);
  });

  it("refuses to run off the release branch", async () => {
    const h = await hostedRepo();
    h.repo.git("checkout", "-q", "-b", "topic");
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      'error: release-pr runs on the release branch "main" (origin\'s default branch), but HEAD is on "topic"; check out main, or set release_branch to the branch releases are made from (in GitHub Actions, run it on push to main; in GitLab CI, in a pipeline for main) (releaser explain GIT_ERROR)\n',
    );
    expect(h.github.requests).toHaveLength(0);
  });
});

describe("release-pr when the code host fails", () => {
  it("no token: one line naming both variables and the permissions", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release-pr"], { GITHUB_TOKEN: "", GH_TOKEN: "" });
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: no token for the code host: set GITHUB_TOKEN or GH_TOKEN .*contents: write, pull-requests: write" \(releaser explain CONFIG_ERROR\)\n$/,
    );
    expect(await h.remoteBranch("releaser/main")).toBe("");
  });

  it("401: the token is refused", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release-pr"], { GITHUB_TOKEN: "ghs_wrong_token_123" });
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      "error: GitHub refused the token in GITHUB_TOKEN (401 Bad credentials) when trying to look for the open pull request from releaser/main; it is wrong, expired or revoked: give a valid token (releaser explain AUTHENTICATION_ERROR)\n",
    );
    expect(h.github.pulls).toHaveLength(0);
  });

  it("403 on creating the PR: names the missing permission; a re-run after the fix creates one PR", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      { status: 403, body: { message: "Resource not accessible by integration" } },
    );
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      'error: GitHub refused to create the pull request from releaser/main (403: Resource not accessible by integration); the token lacks the permission pull-requests: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it (releaser explain AUTHENTICATION_ERROR)\n',
    );
    expect(h.github.pulls).toHaveLength(0);
    expect((await h.run(["release-pr"])).code).toBe(0);
    expect(h.github.pulls).toHaveLength(1);
  });

  it("a rate limit that resets in a second is waited out", async () => {
    const h = await hostedRepo();
    h.github.rateLimit(1, { times: 1, kind: "primary" });
    const result = await h.run(["release-pr", "--json"]);
    expect(result.code).toBe(0);
    expect(withoutSteps(result.stderr)).toMatch(
      /^warning: GitHub's rate limit was reached; waiting \d s, then trying again\nCreated pull request #1/,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ action: "created", pr_number: 1 });
    expect(h.github.pulls).toHaveLength(1);
  });

  it("a rate limit beyond the bound stops with the time to retry", async () => {
    const h = await hostedRepo("max_rate_limit_wait = 5\n");
    h.github.rateLimit(3600, { times: 5, kind: "primary" });
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: GitHub's rate limit stopped releaser from trying to look for the open pull request from releaser\/main \(403: API rate limit exceeded for user ID 1\.\); it resets at \d\d:\d\d:\d\d UTC, in 3[56]\d\d s, beyond the 5 s releaser waits \(host.max_rate_limit_wait\): run again after that \(releaser explain RATE_LIMIT_ERROR\)\n$/,
    );
    expect(h.github.pulls).toHaveLength(0);
  });

  it("422: GitHub's own message", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      {
        status: 422,
        body: {
          message: "Validation Failed",
          errors: [
            { resource: "PullRequest", code: "custom", message: "No commits between main and releaser/main" },
          ],
        },
      },
    );
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      "error: GitHub refused to create the pull request from releaser/main (422: Validation Failed: No commits between main and releaser/main) (releaser explain GIT_HOST_ERROR)\n",
    );
    expect(h.github.pulls).toHaveLength(0);
  });

  it("a 500 then success, and a reset connection then success: retried, one PR", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      { status: 500, body: { message: "Server Error" }, times: 1 },
    );
    h.github.fail({ method: "GET", path: /\/pulls$/ }, { reset: true, times: 1 });
    const result = await h.run(["release-pr", "--json"]);
    expect(withoutSteps(result.stderr)).toMatch(/^Created pull request #1 for 1\.5\.0/);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ action: "created", pr_number: 1 });
    expect(h.github.pulls).toHaveLength(1);
  });

  it("5xx that does not end: one line, no PR", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      { status: 502, body: { message: "Bad Gateway" }, times: 10 },
    );
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      "error: GitHub did not answer when trying to create the pull request from releaser/main, even after retries (502 Bad Gateway); it may be down or unreachable: run again later, releaser picks up where it stopped (releaser explain GIT_HOST_ERROR)\n",
    );
    expect(h.github.pulls).toHaveLength(0);
  });

  it("a rejected push is a PushError with git's reason, and no PR is opened", async () => {
    // pr.commit = "git": the commit is pushed (the API's commit is refused below).
    const h = await hostedRepo('\n[tool.releaser.pr]\ncommit = "git"\n');
    h.git.rejectPushes("branch releaser/main is protected");
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: the push of releaser\/main to origin was rejected \(.*\); check the token's "contents: write" permission and branch protection, then run again \(releaser explain PUSH_ERROR\)\n$/,
    );
    expect(h.github.pulls).toHaveLength(0);
  });
});

describe("release-pr works from what is on the remote", () => {
  it("an older run (HEAD behind origin/main) changes nothing and exits 0; unpushed commits are refused", async () => {
    const h = await hostedRepo();
    const old = h.repo.git("rev-parse", "HEAD").trim();
    h.repo.commit("feat!: newer and breaking");
    await h.push("main");
    expect((await h.run(["release-pr"])).code).toBe(0);
    const branch = await h.remoteBranch("releaser/main");
    expect(h.github.pulls[0]?.title).toBe("chore(release): 2.0.0");

    // The run of the previous push finishes last, on its older checkout.
    h.repo.git("reset", "-q", "--hard", old);
    const stale = await h.run(["release-pr", "--json"]);
    expect(stale.code, stale.stderr).toBe(0);
    expect(stale.stderr).toContain(`Nothing changed: HEAD (${old.slice(0, 12)}) is behind origin/main`);
    expect(JSON.parse(stale.stdout)).toMatchObject({ action: "none", pushed: false });
    expect(await h.remoteBranch("releaser/main")).toBe(branch);
    expect(h.github.pulls[0]?.title).toBe("chore(release): 2.0.0");

    // Commits that are only here would reach the PR branch without being on main: refused.
    // (The PR branch's commit is GitHub's, made through its API: fetched to be known here.)
    await h.fetch("releaser/main");
    h.repo.git("reset", "-q", "--hard", branch === "" ? old : `${branch}^`);
    h.repo.commit("fix: only here");
    const ahead = await h.run(["release-pr"]);
    expect(ahead.code).toBe(1);
    expect(withoutSteps(ahead.stderr)).toMatch(
      /^error: HEAD \([0-9a-f]{12}\) has commits that origin\/main does not have; .*push main first/m,
    );
    expect(await h.remoteBranch("releaser/main")).toBe(branch);
  });

  it("refuses uncommitted changes and an untracked releaser.toml: the PR is made from HEAD", async () => {
    const h = await hostedRepo();
    h.repo.write(
      "pyproject.toml",
      h.repo.read("pyproject.toml").replace('version = "1.4.2"', 'version = "1.5.0"'),
    );
    const dirty = await h.run(["release-pr"]);
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toContain(
      "error: the working tree has uncommitted changes (pyproject.toml); release-pr makes the release commit from HEAD",
    );
    h.repo.git("checkout", "--", "pyproject.toml");
    h.repo.write("releaser.toml", '[changelog.sections]\nfeat = "New Stuff"\n');
    const untracked = await h.run(["release-pr"]);
    expect(untracked.code).toBe(1);
    expect(untracked.stderr).toContain("(releaser.toml)");
    expect(h.github.pulls).toEqual([]);
  });

  it("runs side by side in one clone without tripping over each other's worktree", async () => {
    const h = await hostedRepo();
    const runs = await Promise.all([h.run(["release-pr"]), h.run(["release-pr"]), h.run(["release-pr"])]);
    for (const run of runs) {
      expect(run.stderr).not.toMatch(/internal error|not a git repository/);
    }
    expect(runs.some((r) => r.code === 0)).toBe(true);
    expect(h.github.pulls.filter((p) => p.state === "open")).toHaveLength(1);
    expect(h.repo.git("worktree", "list").trim().split("\n")).toHaveLength(1);
  });
});

describe.each(PROVIDERS)("on %s", (provider) => {
  const token = provider === "gitlab" ? GITLAB_TOKEN : TOKEN;
  const tokenEnv = { [TOKEN_VARIABLE[provider]]: token };

  describe("release-pr keeps one release pull request current", () => {
    it("creates PR #1, updates it after a new commit, then changes nothing, and opens none after the merge", async () => {
      const h = await hostedRepo("", { provider });
      const main = h.repo.git("rev-parse", "HEAD").trim();

      const first = await h.run(["release-pr", "--json"]);
      // With --json the human line goes to stderr; the link is the host's page of the PR (MR).
      expect(withoutSteps(first.stderr)).toBe(
        `Created ${pullName(provider, 1)} for 1.5.0 (pushed releaser/main): ${pullUrl(h.host, 1)}\n`,
      );
      expect(first.code).toBe(0);
      const created = JSON.parse(first.stdout) as Json;
      expect(created).toMatchObject({
        action: "created",
        pr_number: 1,
        pr_url: pullUrl(h.host, 1),
        next_version: "1.5.0",
        pushed: true,
      });
      expect(h.host.pulls()).toHaveLength(1);
      expect(h.host.pulls()[0]).toMatchObject({
        number: 1,
        state: "open",
        title: "chore(release): 1.5.0",
        head: "releaser/main",
        base: "main",
        labels: ["release"],
      });
      expect(h.host.pulls()[0]?.body).toContain(
        "## [1.5.0] - 2025-11-21\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A",
      );
      const branch1 = await h.remoteBranch("releaser/main");
      await h.fetch("releaser/main");
      expect(h.repo.git("rev-parse", `${branch1}^`).trim()).toBe(main);
      expect(h.repo.git("show", `${branch1}:pyproject.toml`)).toContain('version = "1.5.0"');
      // The user's checkout is untouched.
      expect(h.repo.git("rev-parse", "HEAD").trim()).toBe(main);
      expect(h.repo.git("status", "--porcelain")).toBe("");

      const human = await h.run(["release-pr", "--dry-run"]);
      expect(human.code).toBe(0);
      expect(human.stdout).toMatch(
        /^Dry run: would replace branch releaser\/main with the release commit for 1\.5\.0 on main, and update /,
      );
      expect(human.stdout).toContain(`update ${pullName(provider, 1)} (${pullUrl(h.host, 1)}) into main:`);

      h.repo.commit("feat: c");
      await h.push("main");
      const writesBefore = h.host.writes().length;
      const second = JSON.parse((await h.run(["release-pr", "--json"])).stdout) as Json;
      expect(second).toMatchObject({ action: "updated", pr_number: 1, next_version: "1.5.0", pushed: true });
      expect(h.host.pulls()).toHaveLength(1);
      expect(h.host.writes().length).toBeGreaterThan(writesBefore);
      const branch2 = await h.remoteBranch("releaser/main");
      await h.fetch("releaser/main");
      expect(h.repo.git("rev-parse", `${branch2}^`).trim()).toBe(h.repo.git("rev-parse", "HEAD").trim());
      const changelog = h.repo.git("show", `${branch2}:CHANGELOG.md`);
      expect(changelog).toContain("### Features\n\n- C\n- B\n");
      expect(h.host.pulls()[0]?.body).toContain("- C\n- B");

      const writes = h.host.writes().length;
      const third = JSON.parse((await h.run(["release-pr", "--json"])).stdout) as Json;
      expect(third).toMatchObject({ action: "unchanged", pr_number: 1, pushed: false });
      expect(h.host.writes().length).toBe(writes);
      expect(await h.remoteBranch("releaser/main")).toBe(branch2);

      await h.mergePullRequest(1);
      const after = await h.run(["release-pr", "--json"]);
      expect(after.code).toBe(0);
      expect(JSON.parse(after.stdout)).toMatchObject({ action: "none", pr_number: null, pending: true });
      expect(after.stderr).toContain("`releaser release` is next");
      expect(h.host.pulls().map((p) => [p.number, p.state])).toEqual([[1, "merged"]]);
    });

    it("a dry run sends only GET requests and pushes nothing", async () => {
      const h = await hostedRepo("", { provider });
      const result = await h.run(["release-pr", "--dry-run", "--json"]);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ action: "none", would: "create", dry_run: true });
      // It looked for the open PR (MR), and wrote nothing.
      expect(h.host.requests.length).toBeGreaterThan(0);
      expect(h.host.requests.map((r) => r.method)).toEqual(h.host.requests.map(() => "GET"));
      expect(h.host.writes()).toHaveLength(0);
      expect(await h.remoteBranch("releaser/main")).toBe("");
      expect(h.host.pulls()).toEqual([]);
    });
  });

  describe("release-pr works from what is on the remote", () => {
    it("deepens a shallow clone with the token, as actions/checkout leaves it without credentials", async () => {
      const h = await hostedRepo("", { provider });
      const clone = tempDir();
      await h.remoteGit("clone", "-q", "--depth", "1", "--no-tags", h.git.repoUrl("acme/widgets"), clone);
      const result = await releaserAsync(["release-pr"], { cwd: clone, env: tokenEnv });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain("the shallow clone was");
      expect(h.host.pulls().map((p) => p.title)).toEqual(["chore(release): 1.5.0"]);
      assertNoToken({
        stdout: result.stdout,
        stderr: result.stderr,
        ".git/config": readFileSync(join(clone, ".git/config"), "utf8"),
      });
    });
  });

  describe("the token never shows", () => {
    it("not in output, git traces, .git/config or the request logs", async () => {
      const h = await hostedRepo("", { provider });
      const traced = await h.run(["release-pr", "-v"], {
        GIT_TRACE: "1",
        GIT_CURL_VERBOSE: "1",
        GIT_TRACE_PACKET: "1",
      });
      expect(traced.code).toBe(0);
      const bad = await h.run(["release-pr"], { [TOKEN_VARIABLE[provider]]: `${token}x` });
      expect(bad.code).toBe(1);
      assertNoToken({
        stdout: traced.stdout,
        stderr: traced.stderr,
        "stderr of a refused run": bad.stderr,
        ".git/config": readFileSync(join(h.repo.dir, ".git/config"), "utf8"),
        "API request log": JSON.stringify(h.host.requests),
        "git request log": JSON.stringify(h.git.requests),
      });
      // The token went in the header the host reads it from, masked in the log (GitLab:
      // PRIVATE-TOKEN, never Authorization; GitHub: Authorization).
      expect(new Set(h.host.requests.map((r) => r.headers[TOKEN_HEADER[provider]]))).toEqual(
        new Set(["***"]),
      );
      if (provider === "gitlab")
        expect(h.host.requests.filter((r) => r.headers.authorization !== undefined)).toEqual([]);
    });
  });

  describe("two release-pr runs at once", () => {
    it("leave one PR on a branch holding the release commit; neither claims what the other did", async () => {
      const h = await hostedRepo("", { provider });
      const clones = [tempDir(), tempDir()];
      for (const dir of clones) await h.remoteGit("clone", "-q", h.git.repoUrl("acme/widgets"), dir);
      const runs = await Promise.all(
        clones.map((dir) =>
          releaserAsync(["release-pr", "--json"], {
            cwd: dir,
            env: { ...tokenEnv, RELEASER_RETRY_DELAY_MS: "10", SOURCE_DATE_EPOCH: "1763683200" },
          }),
        ),
      );
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      expect(h.host.pulls().map((p) => p.state)).toEqual(["open"]);
      const documents = runs.map((r) => JSON.parse(r.stdout) as Json);
      // One run created the PR; the other found it (updated or unchanged), never "created" too.
      expect(documents.filter((d) => d.action === "created")).toHaveLength(1);
      for (const d of documents) expect(d.pr_number).toBe(h.host.pulls()[0]?.number);
      // The branch holds one release commit on main, whichever run pushed it last.
      const branch = await h.remoteBranch("releaser/main");
      await h.fetch("releaser/main");
      expect(h.repo.git("rev-parse", `${branch}^`).trim()).toBe(h.repo.git("rev-parse", "main").trim());
      expect(h.repo.git("show", `${branch}:pyproject.toml`)).toContain('version = "1.5.0"');
      const pushedBy = documents.filter((d) => d.pushed === true).length;
      expect(pushedBy).toBeGreaterThanOrEqual(1);
    });
  });
});
