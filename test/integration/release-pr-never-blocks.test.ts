import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { pyproject, tempDir } from "../helpers/repo.ts";

/**
 * The release PR never blocks (DESIGN 5, issue 46), in a simulated Actions job
 * (`GITHUB_ACTIONS=true`) against the GitHub stand-in, whose Git Data API writes into the bare
 * repository the git remote serves: the commit is GitHub's and verified, the PR's checks are
 * dispatched at the PR branch, auto-merge is turned on.
 */

const ACTIONS = { GITHUB_ACTIONS: "true" };
const BOT = "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>";

/** The project's workflows: one dispatchable, two that cannot be, one not on pull requests. */
const WORKFLOWS = {
  ".github/workflows/ci.yml":
    "name: CI\n# runs the tests\non: [push, pull_request, workflow_dispatch]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/lint.yml":
    "name: Lint\non:\n  pull_request:\n    branches: [main]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/typing.yml":
    "name: Typing\non:\n  pull_request:\n  workflow_dispatch:\n    inputs:\n      python:\n        required: true\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/docs.yml":
    "name: Docs\non:\n  push:\n  workflow_dispatch:\njobs:\n  d:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
};
const FILES = { "src/widgets/__init__.py": '__version__ = "1.4.2"\n', ...WORKFLOWS };
const NAMED =
  "warning: 2 workflows run on pull requests but cannot be started on releaser/main, so their checks will not report on the release pull request: .github/workflows/lint.yml (add `workflow_dispatch:` under `on:`); .github/workflows/typing.yml (its workflow_dispatch requires `python`: give it a default); `releaser init --dispatch-checks` adds the trigger\n";

type Json = Record<string, unknown>;

describe("release-pr in GitHub Actions: a verified commit, its checks started, auto-merge on", () => {
  it("makes the commit through the API, dispatches the PR's checks, turns on auto-merge; again on one PR after new commits; release after the merge", async () => {
    const h = await hostedRepo('\n[tool.releaser.pr]\nauto_merge = "squash"\n', { files: FILES });
    const first = await h.run(["release-pr", "--json"], ACTIONS);
    expect(first.code, first.stderr).toBe(0);
    expect(withoutSteps(first.stderr)).toBe(
      `${NAMED}Created pull request #1 for 1.5.0 (pushed releaser/main): ${h.github.pulls[0]?.html_url}\n`,
    );
    expect(first.stderr).toMatch(
      /^ {2}✓ push +moved releaser\/main on origin to [0-9a-f]{12}, a commit GitHub made and signed \(verified\)/m,
    );
    expect(JSON.parse(first.stdout)).toMatchObject({
      action: "created",
      pushed: true,
      commit_verified: true,
      dispatched: [".github/workflows/ci.yml"],
      auto_merge: "squash",
    });
    const main = await h.remoteBranch("main");
    const head = await h.fetch("releaser/main");
    // GitHub's commit: made as the token's identity, signed, on top of main, one commit.
    expect(h.github.verifiedCommits.has(head)).toBe(true);
    expect(h.repo.git("log", "-1", "--format=%P|%an <%ae>|%s", head).trim()).toBe(
      `${main}|${BOT}|chore(release): 1.5.0`,
    );
    expect(h.repo.git("diff", "--name-only", main, head).trim().split("\n")).toEqual([
      "CHANGELOG.md",
      "pyproject.toml",
      "src/widgets/__init__.py",
    ]);
    expect(h.repo.git("show", `${head}:src/widgets/__init__.py`)).toBe('__version__ = "1.5.0"\n');
    // No author or committer was sent: GitHub then signs the commit.
    const commitRequest = h.github.requests.find(
      (r) => r.method === "POST" && r.path.endsWith("/git/commits"),
    );
    expect(Object.keys(commitRequest?.body as Json).sort()).toEqual(["message", "parents", "tree"]);
    // The dispatchable workflow ran at the PR branch's head; the others were not asked.
    expect(h.github.dispatches).toEqual([
      { workflow: ".github/workflows/ci.yml", ref: "releaser/main", sha: head },
    ]);
    expect(h.github.pulls[0]?.auto_merge).toEqual({ merge_method: "squash" });
    expect(h.github.graphql().map((r) => (r.body as Json).variables)).toEqual([
      { pullRequestId: "PR_1", mergeMethod: "SQUASH" },
    ]);

    // A new commit on main: the same PR, a new verified commit, the checks and auto-merge again.
    h.repo.commit("fix: c");
    await h.push("main");
    const second = await h.run(["release-pr", "--json"], ACTIONS);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({
      action: "updated",
      pr_number: 1,
      commit_verified: true,
      dispatched: [".github/workflows/ci.yml"],
      auto_merge: "squash",
    });
    const newHead = await h.fetch("releaser/main");
    expect(newHead).not.toBe(head);
    expect(h.github.verifiedCommits.has(newHead)).toBe(true);
    expect(h.repo.git("log", "-1", "--format=%P", newHead).trim()).toBe(await h.remoteBranch("main"));
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.dispatches.map((d) => d.sha)).toEqual([head, newHead]);
    expect(h.github.graphql()).toHaveLength(2);

    // A re-run with nothing new: the branch holds the commit (still verified), nothing is started.
    const third = await h.run(["release-pr", "--json"], ACTIONS);
    expect(JSON.parse(third.stdout)).toMatchObject({
      action: "unchanged",
      pushed: false,
      commit_verified: true,
      dispatched: [],
      auto_merge: null,
    });
    expect(h.github.dispatches).toHaveLength(2);

    // Merged: release tags the merged commit with a git tag.
    await h.mergePullRequest(1);
    const release = await h.run(["release", "--skip-build", "--json"], ACTIONS);
    expect(release.code, release.stderr).toBe(0);
    expect(JSON.parse(release.stdout)).toMatchObject({ version: "1.5.0", tag: "v1.5.0" });
    expect(h.repo.git("rev-parse", "v1.5.0^{commit}").trim()).toBe(newHead);
    expect(h.github.releases[0]?.tag_name).toBe("v1.5.0");
  });

  it('the commit\'s tree is the one pr.commit = "git" pushes', async () => {
    const config = join(tempDir("releaser-config-"), "releaser.toml");
    writeFileSync(config, '[pr]\ncommit = "git"\n');
    const files = { pyproject: () => pyproject("1.4.2", "widgets"), files: FILES };
    const api = await hostedRepo("", files);
    const git = await hostedRepo("", files);
    const viaApi = await api.run(["release-pr", "--json"], { ...ACTIONS, GITHUB_API_URL: api.github.url });
    const viaGit = await git.run(["--config", config, "release-pr", "--json"], {
      ...ACTIONS,
      GITHUB_API_URL: git.github.url,
    });
    expect(viaApi.code, viaApi.stderr).toBe(0);
    expect(viaGit.code, viaGit.stderr).toBe(0);
    expect(JSON.parse(viaApi.stdout)).toMatchObject({ commit_verified: true });
    expect(JSON.parse(viaGit.stdout)).toMatchObject({
      commit_verified: false,
      dispatched: [".github/workflows/ci.yml"],
    });
    const tree = async (h: typeof api) =>
      h.repo.git("rev-parse", `${await h.fetch("releaser/main")}^{tree}`).trim();
    expect(await tree(api)).toBe(await tree(git));
    expect(git.github.requests.filter((r) => r.path.includes("/git/"))).toEqual([]);
  });

  it("a repository that does not allow auto-merge gets one warning naming the setting; the PR is made", async () => {
    const h = await hostedRepo('\n[tool.releaser.pr]\nauto_merge = "rebase"\n', {
      github: { allowAutoMerge: false },
    });
    const result = await h.run(["release-pr", "--json"], ACTIONS);
    expect(result.code, result.stderr).toBe(0);
    expect(withoutSteps(result.stderr)).toBe(
      `warning: auto-merge was not turned on for pull request #1: the repository does not allow it (Auto merge is not allowed for this repository); turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests, or set pr.auto_merge = ""\nCreated pull request #1 for 1.5.0 (pushed releaser/main): ${h.github.pulls[0]?.html_url}\n`,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({
      action: "created",
      auto_merge: null,
      commit_verified: true,
    });
    expect(h.github.pulls[0]?.auto_merge ?? null).toBeNull();
  });

  it("outside Actions (auto) and with never, no workflow is listed or started; always starts them anywhere", async () => {
    const h = await hostedRepo("", { files: FILES });
    const local = await h.run(["release-pr", "--json"]);
    expect(local.code, local.stderr).toBe(0);
    expect(JSON.parse(local.stdout)).toMatchObject({ dispatched: [], auto_merge: null });
    expect(h.github.requests.filter((r) => r.path.includes("/actions/"))).toEqual([]);
    expect(h.github.graphql()).toEqual([]);

    const never = await hostedRepo('\n[tool.releaser.pr]\ndispatch_checks = "never"\n', { files: FILES });
    expect((await never.run(["release-pr"], ACTIONS)).code).toBe(0);
    expect(never.github.requests.filter((r) => r.path.includes("/actions/"))).toEqual([]);

    const always = await hostedRepo('\n[tool.releaser.pr]\ndispatch_checks = "always"\n', { files: FILES });
    const result = await always.run(["release-pr", "--json"]);
    expect(JSON.parse(result.stdout)).toMatchObject({ dispatched: [".github/workflows/ci.yml"] });
    expect(withoutSteps(result.stderr)).toContain(NAMED);
  });

  it("GitHub refusing the commit is one error line; no branch, no pull request", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/git\/commits$/ },
      { status: 403, body: { message: "Resource not accessible by integration" } },
    );
    const result = await h.run(["release-pr"], ACTIONS);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      'error: GitHub refused to make the release commit on releaser/main (403: Resource not accessible by integration); the token lacks the permission contents: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it (releaser explain AUTHENTICATION_ERROR)\n',
    );
    expect(await h.remoteBranch("releaser/main")).toBe("");
    expect(h.github.pulls).toEqual([]);
  });
});
