import { afterAll, afterEach } from "vitest";
import { startGitRemoteStandIn } from "../stand-ins/git-remote.ts";
import { type GitHubStandInOptions, startGitHubStandIn } from "../stand-ins/github-api.ts";
import {
  type GitLabStandIn,
  type GitLabStandInOptions,
  startGitLabStandIn,
} from "../stand-ins/gitlab-api.ts";
import { githubView, gitlabView, type HostView, type Provider } from "./host-view.ts";
import { makeRepoAsync, pyproject, type RunResult, releaserAsync, runAsync, type TempRepo } from "./repo.ts";
import { assertNoSecret, registerSecret } from "./secrets.ts";

export const TOKEN = "ghs_T0kenThatMustNeverBeShown42";
registerSecret(TOKEN);
/** GitLab's tokens: a project access token (GITLAB_TOKEN) and a CI/CD job token (CI_JOB_TOKEN). */
export const GITLAB_TOKEN = "glpat-T0kenThatMustNeverBeShown42";
export const JOB_TOKEN = "glcbt-64_JobT0kenThatMustNeverBeShown7";
registerSecret(GITLAB_TOKEN);
registerSecret(JOB_TOKEN);

export type GitHub = Awaited<ReturnType<typeof startGitHubStandIn>>;
export type GitServer = Awaited<ReturnType<typeof startGitRemoteStandIn>>;

/**
 * A Python project whose `origin` is a real git remote over smart HTTP on loopback, with a
 * GitHub-compatible API server beside it: what `release-pr` and `release` talk to in the tests.
 */
export interface HostedRepo {
  repo: TempRepo;
  /** The code host the repository lives on, whichever it is. */
  host: HostView;
  /** The GitHub stand-in (a GitLab-hosted repository has none: reading it throws). */
  github: GitHub;
  /** The GitLab stand-in (a GitHub-hosted repository has none: reading it throws). */
  gitlab: GitLabStandIn;
  git: GitServer;
  /**
   * Runs releaser with the token in GITHUB_TOKEN, or GITLAB_TOKEN (plus `env`). Everything that talks to the
   * servers is asynchronous: they live in this process and must answer while it waits.
   */
  run(args: string[], env?: Record<string, string>): Promise<RunResult>;
  /** Runs git in the repository with the token (for fetch, push, ls-remote). */
  remoteGit(...args: string[]): Promise<string>;
  /** Pushes the local branch (and tags) to origin with the token. */
  push(...refs: string[]): Promise<void>;
  /** The commit a branch of the remote points at ("" when absent). */
  remoteBranch(name: string): Promise<string>;
  /** Fetches a branch of the remote; returns its commit. */
  fetch(branch: string): Promise<string>;
  /** Merges the release PR as GitHub would (fast-forward main to the PR branch), then pulls. */
  mergePullRequest(number: number): Promise<void>;
}

const servers: Array<{ close(): Promise<void> }> = [];
const standIns: HostView[] = [];
// The secrets guard reads what the code host was sent: a token in a request body or URL (the
// authorization header is masked when logged) fails the test that sent it.
// GitHub's API description is checked on every request: what it does not allow fails the test
// that sent it, here, rather than the file's afterAll.
afterEach(() => {
  for (const host of standIns.splice(0)) {
    assertNoSecret(`a request to the ${host.provider} stand-in`, JSON.stringify(host.requests));
    const found = host.takeViolations();
    if (found.length > 0)
      throw new Error(`GitHub's API description does not allow:\n- ${found.join("\n- ")}`);
  }
});
afterAll(async () => {
  // Every server is closed, even when one of them rejects (a violation left over).
  const closed = await Promise.allSettled(servers.splice(0).map((server) => server.close()));
  const failed = closed.find((c): c is PromiseRejectedResult => c.status === "rejected");
  if (failed !== undefined) throw failed.reason;
});

/** A project at v1.4.2 with `fix: a` and `feat: b` after it, pushed to its remote. */
export const GITHUB_COM: Omit<GitHubStandInOptions, "token" | "owner" | "repo"> = {
  // As api.github.com behaves with immutable releases on: uploads on their own host, digests.
  uploads: "separate",
  digests: true,
  immutableReleases: true,
};

export async function hostedRepo(
  extraConfig = "",
  options: {
    /** The whole pyproject.toml, given the API URL (default: [project] widgets 1.4.2 + extraConfig). */
    pyproject?: (apiUrl: string) => string;
    /** Other files of the first commit (default: src/widgets/__init__.py with __version__). */
    files?: Record<string, string>;
    /** How like github.com the stand-in behaves (immutable releases, digests, an upload host). */
    github?: Omit<GitHubStandInOptions, "token" | "owner" | "repo">;
    /** The code host (default github). */
    provider?: Provider;
    /** The GitLab stand-in's options (the provider gitlab). */
    gitlab?: Omit<GitLabStandInOptions, "token" | "jobToken" | "path" | "refs" | "gitDir">;
    /**
     * The set-up's pushes (this first one and `push`) go into the remote's bare repository by its
     * path (origin's URL rewritten to it), not through the git server: the same refs, here and on
     * origin, without the smart-HTTP round trips (a copy's set-up about a quarter quicker). For the
     * fault suites, which set up hundreds of copies and whose subject is not the set-up's pushes
     * (the git server's request log then lacks them).
     */
    localPushes?: boolean;
  } = {},
): Promise<HostedRepo> {
  const provider = options.provider ?? "github";
  const token = provider === "gitlab" ? GITLAB_TOKEN : TOKEN;
  const user = provider === "gitlab" ? "oauth2" : "x-access-token";
  const git = await startGitRemoteStandIn({
    token,
    credentials:
      provider === "gitlab"
        ? [
            ["oauth2", GITLAB_TOKEN],
            ["gitlab-ci-token", JOB_TOKEN],
          ]
        : [["x-access-token", TOKEN]],
  });
  // Built without blocking the event loop: in the fault suites other scenarios' runs are talking
  // to their servers in this process meanwhile, and a blocked loop reads as a time-out to them.
  const bare = await git.createBareAsync("acme/widgets");
  let github: GitHub | undefined;
  let gitlab: GitLabStandIn | undefined;
  let view: HostView;
  if (provider === "gitlab") {
    gitlab = await startGitLabStandIn({
      ...options.gitlab,
      token: GITLAB_TOKEN,
      jobToken: JOB_TOKEN,
      path: "acme/widgets",
      // GitLab's Commits API writes into the repository the git remote serves.
      gitDir: bare,
      refs: () => readRefs(bare),
    });
    servers.push(gitlab);
    view = gitlabView(gitlab);
  } else {
    // GitHub's Git Data API and workflows read and write the repository the git remote serves.
    github = await startGitHubStandIn({
      gitDir: bare,
      ...options.github,
      token: TOKEN,
      owner: "acme",
      repo: "widgets",
    });
    servers.push(github);
    view = githubView(github);
  }
  servers.push(git);
  standIns.push(view);
  const hostConfig =
    provider === "gitlab"
      ? `\n[tool.releaser.host]\nprovider = "gitlab"\napi_url = "${view.url}"\n`
      : `\n[tool.releaser.host]\napi_url = "${view.url}"\n`;
  const repo = await makeRepoAsync({
    "pyproject.toml":
      options.pyproject?.(view.url) ?? pyproject("1.4.2", "widgets", `${hostConfig}${extraConfig}`),
    ...(options.files ?? { "src/widgets/__init__.py": '__version__ = "1.4.2"\n' }),
    "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
  });
  await repo.gitAsync("tag", "v1.4.2");
  await repo.commitAsync("fix: a");
  await repo.commitAsync("feat: b");
  await repo.gitAsync("remote", "add", "origin", git.repoUrl("acme/widgets"));
  const auth = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`;
  const remoteGit = async (...args: string[]) => {
    const result = await runAsync("git", ["-c", `http.extraheader=${auth}`, ...args], { cwd: repo.dir });
    if (result.code !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
    return result.stdout;
  };
  const push = async (...refs: string[]) => {
    if (options.localPushes)
      await repo.gitAsync(
        "-c",
        `url.${bare}.insteadOf=${git.repoUrl("acme/widgets")}`,
        "push",
        "-q",
        "origin",
        ...refs,
      );
    else await remoteGit("push", "-q", "origin", ...refs);
  };
  await push("main", "--tags");
  const hosted: HostedRepo = {
    repo,
    host: view,
    get github(): GitHub {
      if (github === undefined)
        throw new Error("a GitLab-hosted repository has no GitHub stand-in: use h.host");
      return github;
    },
    get gitlab(): GitLabStandIn {
      if (gitlab === undefined)
        throw new Error("a GitHub-hosted repository has no GitLab stand-in: use h.host");
      return gitlab;
    },
    git,
    // Retries back off from 10 ms instead of 1 s: the same retries, without the wait.
    run: (args, env = {}) =>
      releaserAsync(args, {
        cwd: repo.dir,
        env: {
          ...(provider === "gitlab" ? { GITLAB_TOKEN } : { GITHUB_TOKEN: TOKEN }),
          RELEASER_RETRY_DELAY_MS: "10",
          RELEASER_RATE_LIMIT_SECOND_MS: "1",
          ...env,
        },
      }),
    remoteGit,
    push,
    remoteBranch: async (name) =>
      (await remoteGit("ls-remote", "--heads", "origin", `refs/heads/${name}`)).split("\t")[0] ?? "",
    fetch: async (branch) => {
      await remoteGit("fetch", "-q", "origin", branch);
      return (await repo.gitAsync("rev-parse", "FETCH_HEAD")).trim();
    },
    mergePullRequest: async (number) => {
      const pr = view.pulls().find((p) => p.number === number);
      if (!pr) throw new Error(`no PR #${number}`);
      await remoteGit("fetch", "-q", "origin", pr.head);
      await repo.gitAsync("merge", "-q", "--ff-only", "FETCH_HEAD");
      await push("main");
      view.merge(number);
    },
  };
  return hosted;
}

/** Every place a token could leak to, gathered for one assertion. */
export function assertNoToken(texts: Record<string, string>): void {
  const forms = [
    TOKEN,
    GITLAB_TOKEN,
    JOB_TOKEN,
    Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
    Buffer.from(`oauth2:${GITLAB_TOKEN}`).toString("base64"),
    Buffer.from(`gitlab-ci-token:${JOB_TOKEN}`).toString("base64"),
  ];
  for (const [where, text] of Object.entries(texts)) {
    if (forms.some((form) => text.includes(form))) throw new Error(`the token appears in ${where}`);
  }
}

/** The branches and tags of a bare repository (a tag by the commit it points at), as GitLab would see them. */
async function readRefs(bare: string) {
  const result = await runAsync(
    "git",
    [
      "-C",
      bare,
      "for-each-ref",
      "--format=%(refname) %(objectname) %(*objectname)",
      "refs/heads",
      "refs/tags",
    ],
    { cwd: bare },
  );
  const branches: Record<string, string> = {};
  const tags: Record<string, string> = {};
  for (const line of result.stdout.split("\n").filter((l) => l !== "")) {
    const [ref = "", object = "", peeled = ""] = line.split(" ");
    if (ref.startsWith("refs/heads/")) branches[ref.slice("refs/heads/".length)] = object;
    else tags[ref.slice("refs/tags/".length)] = peeled || object;
  }
  return { branches, tags };
}
