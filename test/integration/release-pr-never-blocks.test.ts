import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { PROVIDERS, type Provider, pullName, pullUrl } from "../helpers/host-view.ts";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { pyproject, tempDir } from "../helpers/repo.ts";

/**
 * The release PR never blocks (DESIGN 5, issue 46), in a simulated Actions job
 * (`GITHUB_ACTIONS=true`) against the GitHub stand-in, whose Git Data API writes into the bare
 * repository the git remote serves: the commit is GitHub's and verified, the PR's checks are
 * dispatched at the PR branch, auto-merge is turned on. The same story on GitLab, whose Commits
 * API writes into the bare repository too: the commit is GitLab's and signed, auto-merge is on,
 * and nothing is dispatched (pipelines run for the token's commits).
 */

const ACTIONS = { GITHUB_ACTIONS: "true" };
const BOT = "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>";

/**
 * The project's workflows: one dispatchable, two that cannot be, one not on pull requests, and one
 * on pull requests into another branch only (no check of the release pull request: neither started
 * nor named).
 */
const WORKFLOWS = {
  ".github/workflows/ci.yml":
    "name: CI\n# runs the tests\non: [push, pull_request, workflow_dispatch]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/lint.yml":
    "name: Lint\non:\n  pull_request:\n    branches: [main]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/typing.yml":
    "name: Typing\non:\n  pull_request:\n  workflow_dispatch:\n    inputs:\n      python:\n        required: true\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/develop.yml":
    "name: Develop\non:\n  pull_request:\n    branches: [develop]\n  workflow_dispatch:\njobs:\n  d:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
  ".github/workflows/docs.yml":
    "name: Docs\non:\n  push:\n  workflow_dispatch:\njobs:\n  d:\n    runs-on: ubuntu-latest\n    steps: [{run: 'true'}]\n",
};
const FILES = { "src/widgets/__init__.py": '__version__ = "1.4.2"\n', ...WORKFLOWS };
const NAMED =
  "warning: 2 workflows run on pull requests but cannot be started on releaser/main, so their checks will not report on the release pull request: .github/workflows/lint.yml (add `workflow_dispatch:` under `on:`); .github/workflows/typing.yml (its workflow_dispatch requires `python`: give it a default); `releaser init --dispatch-checks` adds the trigger\n";

type Json = Record<string, unknown>;

/** What differs between the hosts in this story, read from each stand-in. */
interface HostFacts {
  /** The identity the host commits as. */
  committer: string;
  /** The commits the host made and marks verified (GitHub) or signed (GitLab). */
  verified(h: HostedRepo): Set<string>;
  /** The request that made the commit, and the names of its body's fields. */
  commitRequests(h: HostedRepo): Array<{ body: unknown }>;
  commitFields: string[];
  /** The workflows dispatched on the PR branch, and the warning about the others. */
  dispatched: string[];
  warning: string;
  /** Auto-merge as the host holds it for the first PR, and the requests that turned it on. */
  autoMerge(h: HostedRepo): unknown;
  autoMergeRequests(h: HostedRepo): unknown[];
}

const FACTS: Record<Provider, HostFacts> = {
  github: {
    committer: BOT,
    verified: (h) => h.github.verifiedCommits,
    commitRequests: (h) =>
      h.github.requests.filter((r) => r.method === "POST" && r.path.endsWith("/git/commits")),
    commitFields: ["message", "parents", "tree"],
    dispatched: [".github/workflows/ci.yml"],
    warning: NAMED,
    autoMerge: (h) => h.github.pulls[0]?.auto_merge,
    autoMergeRequests: (h) => h.github.graphql().map((r) => (r.body as Json).variables),
  },
  gitlab: {
    committer: "releaser bot <releaser@example.com>",
    verified: (h) => h.gitlab.state.signedCommits,
    commitRequests: (h) =>
      h.gitlab.requests.filter((r) => r.method === "POST" && r.path.endsWith("/repository/commits")),
    commitFields: ["actions", "branch", "commit_message", "force", "start_sha", "stats"],
    // GitLab runs pipelines for the token's commits: nothing to start, nothing to warn about.
    dispatched: [],
    warning: "",
    autoMerge: (h) => h.gitlab.state.mergeRequests[0]?.auto_merge,
    autoMergeRequests: (h) =>
      h.gitlab.requests.filter((r) => r.method === "PUT" && r.path.endsWith("/merge")).map((r) => r.body),
  },
};

describe.each(PROVIDERS)("release-pr on %s: the host's own commit, auto-merge on", (provider) => {
  const facts = FACTS[provider];
  const squashed = provider === "github" ? { merge_method: "squash" } : { squash: true };

  it("makes the commit through the API, starts the checks the host needs started, turns on auto-merge; again on one PR after new commits; release after the merge", async () => {
    const h = await hostedRepo('\n[tool.releaser.pr]\nauto_merge = "squash"\n', { files: FILES, provider });
    const first = await h.run(["release-pr", "--json"], ACTIONS);
    expect(first.code, first.stderr).toBe(0);
    const url = pullUrl(h.host, 1);
    expect(withoutSteps(first.stderr)).toBe(
      `${facts.warning}Created ${pullName(provider, 1)} for 1.5.0 (pushed releaser/main): ${url}\n`,
    );
    expect(first.stderr).toMatch(
      new RegExp(
        `^ {2}✓ push +moved releaser/main on origin to [0-9a-f]{12}, a commit ${provider === "github" ? "GitHub" : "GitLab"} made and signed \\(verified\\)`,
        "m",
      ),
    );
    expect(JSON.parse(first.stdout)).toMatchObject({
      action: "created",
      pushed: true,
      commit_verified: true,
      dispatched: facts.dispatched,
      auto_merge: "squash",
    });
    const main = await h.remoteBranch("main");
    const head = await h.fetch("releaser/main");
    // The host's commit: made as the token's identity, signed, on top of main, one commit.
    expect(facts.verified(h).has(head)).toBe(true);
    expect(h.repo.git("log", "-1", "--format=%P|%an <%ae>|%s", head).trim()).toBe(
      `${main}|${facts.committer}|chore(release): 1.5.0`,
    );
    expect(h.repo.git("diff", "--name-only", main, head).trim().split("\n")).toEqual([
      "CHANGELOG.md",
      "pyproject.toml",
      "src/widgets/__init__.py",
    ]);
    expect(h.repo.git("show", `${head}:src/widgets/__init__.py`)).toBe('__version__ = "1.5.0"\n');
    // No author or committer was sent: the host then signs the commit.
    const [commitRequest] = facts.commitRequests(h);
    expect(Object.keys(commitRequest?.body as Json).sort()).toEqual(facts.commitFields);
    if (provider === "gitlab") {
      // Three changed files, each an update on main's head, the branch reset onto it.
      expect(commitRequest?.body).toMatchObject({
        branch: "releaser/main",
        start_sha: main,
        force: true,
        actions: [
          { action: "update", file_path: "CHANGELOG.md", encoding: "text" },
          { action: "update", file_path: "pyproject.toml", encoding: "text" },
          {
            action: "update",
            file_path: "src/widgets/__init__.py",
            content: '__version__ = "1.5.0"\n',
            encoding: "text",
          },
        ],
      });
    } else {
      // The dispatchable workflow ran at the PR branch's head; the others were not asked.
      expect(h.github.dispatches).toEqual([
        { workflow: ".github/workflows/ci.yml", ref: "releaser/main", sha: head },
      ]);
    }
    expect(facts.autoMerge(h)).toEqual(squashed);
    expect(facts.autoMergeRequests(h)).toEqual([
      provider === "github"
        ? { pullRequestId: "PR_1", mergeMethod: "SQUASH" }
        : { auto_merge: true, merge_when_pipeline_succeeds: true, squash: true },
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
      dispatched: facts.dispatched,
      auto_merge: "squash",
    });
    const newHead = await h.fetch("releaser/main");
    expect(newHead).not.toBe(head);
    expect(facts.verified(h).has(newHead)).toBe(true);
    expect(h.repo.git("log", "-1", "--format=%P", newHead).trim()).toBe(await h.remoteBranch("main"));
    expect(h.host.pulls()).toHaveLength(1);
    if (provider === "github") expect(h.github.dispatches.map((d) => d.sha)).toEqual([head, newHead]);
    expect(facts.autoMergeRequests(h)).toHaveLength(2);

    // A re-run with nothing new: the branch holds the commit (still verified), nothing is started.
    const writes = h.host.writes().length;
    const third = await h.run(["release-pr", "--json"], ACTIONS);
    expect(JSON.parse(third.stdout)).toMatchObject({
      action: "unchanged",
      pushed: false,
      commit_verified: true,
      dispatched: [],
      auto_merge: null,
    });
    expect(h.host.writes()).toHaveLength(writes);

    // Merged: release tags the merged commit with a git tag.
    await h.mergePullRequest(1);
    const release = await h.run(["release", "--skip-build", "--json"], ACTIONS);
    expect(release.code, release.stderr).toBe(0);
    expect(JSON.parse(release.stdout)).toMatchObject({ version: "1.5.0", tag: "v1.5.0" });
    expect(h.repo.git("rev-parse", "v1.5.0^{commit}").trim()).toBe(newHead);
    expect(h.host.releases()[0]?.tag).toBe("v1.5.0");
  });

  it('the commit\'s tree is the one pr.commit = "git" pushes', async () => {
    const config = join(tempDir("releaser-config-"), "releaser.toml");
    writeFileSync(config, '[pr]\ncommit = "git"\n');
    // Both pyproject.tomls are the same (no host table): the API's address comes from the environment.
    const files = { pyproject: () => pyproject("1.4.2", "widgets"), files: FILES, provider };
    const api = await hostedRepo("", files);
    const git = await hostedRepo("", files);
    const viaApi = await api.run(["release-pr", "--json"], { ...ACTIONS, ...apiFrom(api) });
    const viaGit = await git.run(["--config", config, "release-pr", "--json"], {
      ...ACTIONS,
      ...apiFrom(git),
    });
    expect(viaApi.code, viaApi.stderr).toBe(0);
    expect(viaGit.code, viaGit.stderr).toBe(0);
    expect(JSON.parse(viaApi.stdout)).toMatchObject({ commit_verified: true });
    expect(JSON.parse(viaGit.stdout)).toMatchObject({ commit_verified: false, dispatched: facts.dispatched });
    const tree = async (h: typeof api) =>
      h.repo.git("rev-parse", `${await h.fetch("releaser/main")}^{tree}`).trim();
    expect(await tree(api)).toBe(await tree(git));
    expect(facts.commitRequests(git)).toEqual([]);
  });

  it("a repository that does not allow auto-merge gets one warning naming the setting; the PR is made", async () => {
    const h = await hostedRepo('\n[tool.releaser.pr]\nauto_merge = "rebase"\n', {
      provider,
      github: { allowAutoMerge: false },
      gitlab: { pipelines: false },
    });
    const result = await h.run(["release-pr", "--json"], ACTIONS);
    expect(result.code, result.stderr).toBe(0);
    const warning =
      provider === "github"
        ? `warning: auto-merge was not turned on for pull request #1: the repository does not allow it (Auto merge is not allowed for this repository); turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests, or set pr.auto_merge = ""\n`
        : `warning: auto-merge was not turned on for merge request !1: GitLab refused it (405: Method Not Allowed); GitLab auto-merges when the merge request's pipeline succeeds, and none had started for it after two more tries: give the project a pipeline that runs for merge requests or branches (.gitlab-ci.yml), and leave the merge request out of Draft, or set pr.auto_merge = ""\n`;
    expect(withoutSteps(result.stderr)).toBe(
      `${warning}Created ${pullName(provider, 1)} for 1.5.0 (pushed releaser/main): ${pullUrl(h.host, 1)}\n`,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({
      action: "created",
      auto_merge: null,
      commit_verified: true,
    });
    expect(facts.autoMerge(h) ?? null).toBeNull();
    expect(await h.remoteBranch("releaser/main")).not.toBe("");
  });

  it("the host refusing the commit (403) is one error line; no branch, no pull request", async () => {
    const h = await hostedRepo("", { provider, gitlab: { protectedBranches: ["releaser/main"] } });
    if (provider === "github")
      h.github.fail(
        { method: "POST", path: /\/git\/commits$/ },
        { status: 403, body: { message: "Resource not accessible by integration" } },
      );
    const result = await h.run(["release-pr"], ACTIONS);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      provider === "github"
        ? 'error: GitHub refused to make the release commit on releaser/main (403: Resource not accessible by integration); the token lacks the permission contents: write: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it (releaser explain AUTHENTICATION_ERROR)\n'
        : "error: GitLab refused to make the release commit on releaser/main (403: Forbidden - You are not allowed to push into this branch): the branch or tag is protected and the token's user may not push or create it; allow that role under Settings → Repository → Protected branches or Protected tags, or use a token of someone allowed (releaser explain AUTHENTICATION_ERROR)\n",
    );
    expect(await h.remoteBranch("releaser/main")).toBe("");
    expect(h.host.pulls()).toEqual([]);
  });
});

describe.each(PROVIDERS)("release-pr on %s: the host's ref move has no lease", (provider) => {
  it("a push to the PR branch while the run makes its commit is not overwritten: one error line, the push stands", async () => {
    const h = await hostedRepo("", { provider });
    expect((await h.run(["release-pr"])).code).toBe(0);
    h.repo.commit("fix: c");
    await h.push("main");
    // The run reads the branch again just before its commit moves it; meanwhile someone pushes.
    const reread =
      provider === "github" ? /\/git\/ref\/heads%2Freleaser/ : /\/repository\/branches\/releaser/;
    h.host.fail({ method: "GET", path: reread }, { delayMs: 3000 });
    const before = h.host.requests.length;
    const running = h.run(["release-pr"]);
    await until(() => h.host.requests.slice(before).some((r) => r.method === "GET" && reread.test(r.path)));
    // Someone pushes a commit to the PR branch from another clone.
    const clone = tempDir();
    await h.remoteGit("clone", "-q", "--branch", "releaser/main", h.git.repoUrl("acme/widgets"), clone);
    const inClone = ["-C", clone, "-c", "user.name=Someone", "-c", "user.email=someone@example.com"];
    await h.remoteGit(...inClone, "commit", "-q", "--allow-empty", "-m", "docs: a note pushed by hand");
    await h.remoteGit(...inClone, "push", "-q", "origin", "HEAD:releaser/main");
    const byHand = await h.remoteBranch("releaser/main");
    const result = await running;
    expect(result.code, result.stderr).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      "error: releaser/main on origin changed while this run pushed it (another release-pr run, or a push by hand); run release-pr again to bring it up to date (releaser explain PUSH_ERROR)\n",
    );
    expect(await h.remoteBranch("releaser/main")).toBe(byHand);
    expect(h.host.pulls()).toHaveLength(1);
  });
});

/** Waits (20 s at most) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

describe("release-pr on GitLab: what its Commits API refuses", () => {
  it("a 400 for the actions is one error line saying nothing changed; no branch, no merge request", async () => {
    const h = await hostedRepo("", { provider: "gitlab" });
    h.gitlab.fail(
      { method: "POST", path: /\/repository\/commits$/ },
      { status: 400, body: { message: "A file with this name doesn't exist" } },
    );
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(1);
    expect(withoutSteps(result.stderr)).toBe(
      'error: GitLab refused to make the release commit on releaser/main (400: A file with this name doesn\'t exist); nothing was changed on GitLab: run release-pr again, and if GitLab refuses it again set pr.commit = "git" to push the commit instead (releaser explain GIT_HOST_ERROR)\n',
    );
    expect(await h.remoteBranch("releaser/main")).toBe("");
    expect(h.host.pulls()).toEqual([]);
    // The same run again, GitLab taking it: the commit and the merge request.
    const again = await h.run(["release-pr", "--json"]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ action: "created", commit_verified: true });
  });

  it("auto-merge asked for before GitLab made the merge request's pipeline: asked again after a wait, then on; refused a third time, one warning", async () => {
    const config = '\n[tool.releaser.pr]\nauto_merge = "merge"\n';
    const late = await hostedRepo(config, { provider: "gitlab", gitlab: { pipelineLag: 2 } });
    const result = await late.run(["release-pr", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ action: "created", auto_merge: "merge" });
    expect(result.stderr).not.toContain("warning");
    const asked = (h: typeof late) =>
      h.gitlab.requests.filter((r) => r.method === "PUT" && r.path.endsWith("/merge"));
    expect(asked(late)).toHaveLength(3);
    expect(late.gitlab.state.mergeRequests[0]?.auto_merge).toEqual({ squash: false });
    // Still no pipeline after the two waits: the merge request stands, auto-merge off, one warning.
    const never = await hostedRepo(config, { provider: "gitlab", gitlab: { pipelineLag: 3 } });
    const refused = await never.run(["release-pr", "--json"]);
    expect(refused.code, refused.stderr).toBe(0);
    expect(JSON.parse(refused.stdout)).toMatchObject({ action: "created", auto_merge: null });
    expect(refused.stderr).toContain(
      "warning: auto-merge was not turned on for merge request !1: GitLab refused it (405: Method Not Allowed); GitLab auto-merges when the merge request's pipeline succeeds, and none had started for it after two more tries:",
    );
    expect(asked(never)).toHaveLength(3);
    expect(never.gitlab.state.mergeRequests[0]?.auto_merge).toBeUndefined();
  });

  it("a project that does not sign web commits: the commit is still GitLab's, not called verified", async () => {
    const h = await hostedRepo("", { provider: "gitlab", gitlab: { signsWebCommits: false } });
    const result = await h.run(["release-pr", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      action: "created",
      pushed: true,
      commit_verified: false,
    });
    expect(result.stderr).toMatch(
      /^ {2}✓ push +moved releaser\/main on origin to [0-9a-f]{12}, a commit GitLab made(?! and)/m,
    );
    const head = await h.fetch("releaser/main");
    expect(h.repo.git("log", "-1", "--format=%an <%ae>", head).trim()).toBe(
      "releaser bot <releaser@example.com>",
    );
  });
});

describe("release-pr in GitHub Actions: the PR's checks", () => {
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
});

/** Where the stand-in's API is, as the environment of a job says it (GitLab CI: its server and API). */
function apiFrom(h: HostedRepo): Record<string, string> {
  return h.host.provider === "gitlab"
    ? { CI_SERVER_URL: h.gitlab.serverUrl, CI_API_V4_URL: h.gitlab.url }
    : { GITHUB_API_URL: h.github.url };
}
