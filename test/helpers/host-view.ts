import type { GitHubStandIn } from "../stand-ins/github-api.ts";
import type { GitLabStandIn } from "../stand-ins/gitlab-api.ts";
import type { Fault, LoggedRequest } from "../stand-ins/http.ts";

/** The code hosts the end-to-end suites run against, each behind its own stand-in. */
export type Provider = "github" | "gitlab";
export const PROVIDERS: readonly Provider[] = ["github", "gitlab"];

/** A pull request (GitHub) or merge request (GitLab), as the suites compare them. */
export interface ViewedPull {
  number: number;
  state: "open" | "closed" | "merged";
  title: string;
  body: string;
  head: string;
  base: string;
  labels: string[];
}

/** A release with its files, the same shape on both hosts (GitLab: the registry files its links name). */
export interface ViewedRelease {
  tag: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  immutable: boolean;
  /** The page a person opens. */
  url: string;
  assets: Array<{ name: string; state: "uploaded" | "open"; content: Buffer }>;
}

/**
 * One face for both stand-ins, so a suite written once runs against GitHub and GitLab: what the
 * host holds (pull requests, releases and their files), what it was asked (the request log) and
 * the faults it can be made to show.
 */
export interface HostView {
  provider: Provider;
  /** The API base URL. */
  url: string;
  requests: LoggedRequest[];
  writes(): LoggedRequest[];
  pulls(): ViewedPull[];
  /** Published releases and GitHub's drafts (GitLab has no drafts: a draft's files wait in its registry). */
  releases(): ViewedRelease[];
  /** The files uploaded for releases (GitHub: release assets; GitLab: generic package files), by name. */
  uploadedFiles(): string[];
  fail(
    match: { method?: string; path?: RegExp | string; query?: Record<string, string> },
    fault: Fault,
  ): void;
  failAt(at: number, fault: Fault): void;
  clearFaults(): void;
  /** A rate limit for the next `times` requests, `seconds` long. */
  rateLimit(seconds: number, times?: number): void;
  /** Marks the pull request merged (the caller moves the git refs). */
  merge(number: number): void;
  /** What the host's API description did not allow (GitHub's oracle; none for GitLab). */
  takeViolations(): string[];
}

export function githubView(github: GitHubStandIn): HostView {
  return {
    provider: "github",
    url: github.url,
    requests: github.requests,
    writes: () => github.writes(),
    pulls: () =>
      github.pulls.map((p) => ({
        number: p.number,
        state: p.merged ? "merged" : p.state,
        title: p.title,
        body: p.body,
        head: p.head.ref,
        base: p.base.ref,
        labels: [...p.labels],
      })),
    releases: () =>
      github.releases.map((r) => ({
        tag: r.tag_name,
        name: r.name,
        body: r.body,
        draft: r.draft,
        prerelease: r.prerelease,
        immutable: r.immutable === true,
        url: r.html_url,
        assets: r.assets.map((a) => ({ name: a.name, state: a.state, content: a.content })),
      })),
    uploadedFiles: () => github.releases.flatMap((r) => r.assets.map((a) => a.name)).sort(),
    fail: (match, fault) => github.fail(match, fault),
    failAt: (at, fault) => github.failAt(at, fault),
    clearFaults: () => github.clearFaults(),
    rateLimit: (seconds, times = 1) => github.rateLimit(seconds, { times, kind: "secondary", status: 429 }),
    merge: (number) => github.merge(number),
    takeViolations: () => github.takeViolations(),
  };
}

export function gitlabView(gitlab: GitLabStandIn): HostView {
  const state = gitlab.state;
  /** The newest stored file a link's URL names (`.../packages/generic/<name>/<version>/<file>`). */
  const linked = (url: string) => {
    const match = /\/packages\/generic\/([^/]+)\/([^/]+)\/([^/?]+)$/.exec(new URL(url).pathname);
    if (match === null) return undefined;
    const [, name, version, file] = match.map((part) => decodeURIComponent(part));
    const pkg = state.packages.find((p) => p.name === name && p.version === version);
    return pkg?.package_files.filter((f) => f.file_name === file).at(-1);
  };
  return {
    provider: "gitlab",
    url: gitlab.url,
    requests: gitlab.requests,
    writes: () => gitlab.writes(),
    pulls: () =>
      state.mergeRequests.map((mr) => ({
        number: mr.iid,
        state: mr.state === "opened" ? "open" : mr.state === "merged" ? "merged" : "closed",
        title: mr.title,
        body: mr.description ?? "",
        head: mr.source_branch,
        base: mr.target_branch,
        labels: [...mr.labels],
      })),
    releases: () =>
      state.releases.map((r) => ({
        tag: r.tag_name,
        name: r.name,
        body: r.description ?? "",
        draft: false,
        prerelease: false,
        immutable: false,
        url: `${state.webOrigin}/${state.path}/-/releases/${encodeURIComponent(r.tag_name)}`,
        assets: r.links.map((link) => {
          const file = linked(link.url);
          return { name: link.name, state: "uploaded" as const, content: file?.content ?? Buffer.alloc(0) };
        }),
      })),
    uploadedFiles: () =>
      [
        ...new Set(
          state.packages.flatMap((p) =>
            p.package_files.map((f) => f.file_name).filter((n) => n !== "releaser-draft.json"),
          ),
        ),
      ].sort(),
    fail: (match, fault) => gitlab.fail(match, fault),
    failAt: (at, fault) => gitlab.failAt(at, fault),
    clearFaults: () => gitlab.clearFaults(),
    rateLimit: (seconds, times = 1) => gitlab.rateLimit(seconds, { times }),
    merge: (number) => {
      gitlab.merge(number);
    },
    takeViolations: () => [],
  };
}

// ---------------------------------------------------------------------------------------------
// Added for the release-pr, release, publish and secrets suites run on both providers (issue 27).
// One block, additions only.

/** The variable the suites' runs carry the host's token in (hostedRepo's `run` sets it). */
export const TOKEN_VARIABLE: Record<Provider, "GITHUB_TOKEN" | "GITLAB_TOKEN"> = {
  github: "GITHUB_TOKEN",
  gitlab: "GITLAB_TOKEN",
};

/** The header an API request carries the token in (masked as "***" in the request logs). */
export const TOKEN_HEADER: Record<Provider, "authorization" | "private-token"> = {
  github: "authorization",
  gitlab: "private-token",
};

/** The host's name for a pull request, in the words of its error messages. */
export const PULL_NOUN: Record<Provider, "pull request" | "merge request"> = {
  github: "pull request",
  gitlab: "merge request",
};

/** A pull request in words, as the output names it: "pull request #1", "merge request !1". */
export function pullName(provider: Provider, number: number): string {
  return provider === "gitlab" ? `merge request !${number}` : `pull request #${number}`;
}

/** The web page of a pull request (GitHub) or merge request (GitLab), as the host links it. */
export function pullUrl(view: HostView, number: number): string {
  const origin = new URL(view.url).origin;
  return view.provider === "gitlab"
    ? `${origin}/acme/widgets/-/merge_requests/${number}`
    : `${origin}/acme/widgets/pull/${number}`;
}

/** The requests that create a release (GitHub: its draft; GitLab: the release itself, made once). */
export function releaseCreations(view: HostView): LoggedRequest[] {
  const path =
    view.provider === "gitlab"
      ? "/api/v4/projects/acme%2Fwidgets/releases"
      : "/api/v3/repos/acme/widgets/releases";
  return view.requests.filter((r) => r.method === "POST" && r.path === path);
}

/**
 * The write requests, each as `METHOD path` with the API prefix and the project left out and
 * numbers as N: the order a run changed things in, comparable between runs.
 */
export function writeOrder(view: HostView): string[] {
  return view.writes().map(
    (r) =>
      `${r.method} ${r.path
        .replace(/^\/api\/v[34]/, "")
        .replace(/^(\/uploads)?\/repos\/acme\/widgets/, "$1")
        .replace(/^\/projects\/acme%2Fwidgets/, "")
        .replace(/\/\d+(?=\/|$)/g, "/N")}`,
  );
}
