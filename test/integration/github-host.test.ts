import { afterAll, describe, expect, it } from "vitest";
import { AuthenticationError, GitHostError, RateLimitError } from "../../src/core/errors.ts";
import { createGitHubHost } from "../../src/host/github/github-host.ts";
import type { HostSettings } from "../../src/host/settings.ts";
import { addOlderReleases } from "../helpers/older-releases.ts";
import { startGitHubStandIn } from "../stand-ins/github-api.ts";

/**
 * The code-host port's GitHub implementation against the loopback API stand-in, over real HTTP:
 * every method of the port, the asset upload to the address the release answers with (served by
 * another path than the API, as on GitHub Enterprise), and the duplicate answers GitHub gives.
 */
const token = "ghs_port_test_token";
const github = await startGitHubStandIn({ token, owner: "acme", repo: "widgets" });
afterAll(() => github.close());

const settings: HostSettings = {
  provider: "github",
  apiUrl: github.url,
  repository: { owner: "acme", repo: "widgets" },
  token,
  tokenVariable: "GITHUB_TOKEN",
  tokenKind: "private",
  maxRateLimitWait: 5,
  retryBaseMs: 10,
  requestTimeoutMs: 30_000,
  rateLimitSecondMs: 1,
};
const host = createGitHubHost(settings, { userAgent: "releaser-test", onWait: () => {} });

describe("the GitHub code host", () => {
  it("finds, creates, updates and labels pull requests", async () => {
    expect(await host.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
    const input = { head: "releaser/main", base: "main", title: "chore(release): 1.5.0", body: "notes" };
    const { pullRequest: pr, created } = await host.createPullRequest(input);
    expect(created).toBe(true);
    expect(pr).toMatchObject({ number: 1, head: "releaser/main", base: "main", state: "open", labels: [] });
    expect(pr.url).toMatch(/\/acme\/widgets\/pull\/1$/);
    // A second create (another run got there first) answers with the open one, not a new PR.
    expect(await host.createPullRequest(input)).toMatchObject({ pullRequest: { number: 1 }, created: false });
    expect(github.pulls).toHaveLength(1);
    expect(await host.updatePullRequest(1, { title: "chore(release): 1.6.0" })).toMatchObject({
      title: "chore(release): 1.6.0",
      body: "notes",
    });
    await host.addLabels(1, ["release"]);
    expect(await host.findOpenPullRequest("releaser/main", "main")).toMatchObject({
      number: 1,
      labels: ["release"],
    });
    expect(await host.findOpenPullRequest("releaser/main", "develop")).toBeUndefined();
  });

  it("finds, creates and updates releases, drafts included", async () => {
    expect(await host.findReleaseByTag("v1.5.0")).toBeUndefined();
    const { release, created } = await host.createRelease({
      tag: "v1.5.0",
      name: "v1.5.0",
      body: "## [1.5.0]",
      draft: false,
      prerelease: false,
      target: "abc123",
    });
    expect(created).toBe(true);
    expect(release).toMatchObject({ tag: "v1.5.0", draft: false });
    expect(release.uploadUrl).toMatch(
      /\/uploads\/repos\/acme\/widgets\/releases\/\d+\/assets\{\?name,label\}$/,
    );
    expect(await host.findReleaseByTag("v1.5.0")).toMatchObject({ id: release.id });
    const { release: draft } = await host.createRelease({
      tag: "v1.6.0",
      name: "v1.6.0",
      body: "",
      draft: true,
      prerelease: false,
      latest: false,
    });
    expect(github.requests.at(-1)?.body).toMatchObject({ make_latest: "false" });
    expect(await host.findReleaseByTag("v1.6.0")).toMatchObject({ id: draft.id, draft: true });
    expect(await host.updateRelease(draft.id, { draft: false, body: "done" })).toMatchObject({
      draft: false,
      body: "done",
    });
    // A release another run created first is returned, not created twice.
    await expect(
      host.createRelease({ tag: "v1.5.0", name: "again", body: "", draft: false, prerelease: false }),
    ).resolves.toMatchObject({ created: false, release: { id: release.id, name: "v1.5.0" } });
    expect(github.releases.filter((r) => r.tag_name === "v1.5.0")).toHaveLength(1);
    // Any other 422 is GitHub's own words.
    await expect(
      host.createRelease({ tag: "", name: "x", body: "", draft: false, prerelease: false }),
    ).rejects.toThrow(
      new GitHostError(
        "GitHub refused to create the release for  (422: Validation Failed: Release tag_name missing_field)",
      ),
    );
  });

  it("looks for a draft among the 100 newest releases only: two requests, however many releases the project has", async () => {
    const aged = await startGitHubStandIn({ token, owner: "acme", repo: "widgets" });
    try {
      const agedHost = createGitHubHost(
        { ...settings, apiUrl: aged.url },
        { userAgent: "t", onWait: () => {} },
      );
      // 250 releases made before, one of them a draft nobody finished, long ago.
      addOlderReleases(
        aged,
        Array.from({ length: 250 }, (_, i) => `v0.${i}.0`),
        ["v0.20.0"],
      );
      const lookups = () =>
        aged.requests
          .filter((r) => r.method === "GET")
          .map((r) => `${r.path.replace(/^.*\/widgets/, "")}?${new URLSearchParams(r.query)}`);

      // No release for the tag (a first run): the tag look-up and one page of the list.
      expect(await agedHost.findReleaseByTag("v1.0.0")).toBeUndefined();
      expect(lookups()).toEqual(["/releases/tags/v1.0.0?", "/releases?per_page=100"]);

      // The draft an interrupted run left is the newest release: found on that page.
      const { release: draft } = await agedHost.createRelease({
        tag: "v1.0.0",
        name: "v1.0.0",
        body: "",
        draft: true,
        prerelease: false,
      });
      aged.requests.splice(0);
      expect(await agedHost.findReleaseByTag("v1.0.0")).toMatchObject({ id: draft.id, draft: true });
      expect(lookups()).toEqual(["/releases/tags/v1.0.0?", "/releases?per_page=100"]);

      // The bound: a draft below the 100 newest is not looked for.
      aged.requests.splice(0);
      expect(await agedHost.findReleaseByTag("v0.20.0")).toBeUndefined();
      expect(lookups()).toHaveLength(2);
    } finally {
      await aged.close();
    }
  });

  it("uploads assets to the release's own upload address and lists them", async () => {
    const { release } = await host.createRelease({
      tag: "v2.0.0",
      name: "v2.0.0",
      body: "",
      draft: false,
      prerelease: false,
    });
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const asset = await host.uploadAsset(release, "widgets-2.0.0.tar.gz", bytes, "application/gzip");
    expect(asset).toMatchObject({ name: "widgets-2.0.0.tar.gz", size: 5 });
    expect(await host.listAssets(release.id)).toEqual([
      { id: asset?.id, name: "widgets-2.0.0.tar.gz", size: 5, complete: true },
    ]);
    const stored = github.releases.find((r) => r.id === release.id)?.assets[0];
    expect(stored?.content).toEqual(Buffer.from(bytes));
    expect(stored?.content_type).toBe("application/gzip");
    const upload = github.requests.filter((r) => r.path.startsWith("/uploads/"));
    expect(upload.at(-1)).toMatchObject({ method: "POST", query: { name: "widgets-2.0.0.tar.gz" } });
    // The same name again: GitHub's 422 says it is there; no second asset is made.
    await expect(
      host.uploadAsset(release, "widgets-2.0.0.tar.gz", bytes, "application/gzip"),
    ).resolves.toBeUndefined();
    await host.deleteAsset(asset?.id ?? 0);
    expect(await host.listAssets(release.id)).toEqual([]);
  });

  it("sends X-GitHub-Api-Version on every request, uploads too", () => {
    expect(github.requests.length).toBeGreaterThan(10);
    expect(github.requests.filter((r) => r.headers["x-github-api-version"] !== "2022-11-28")).toEqual([]);
    expect(github.uploads().length).toBeGreaterThan(0);
  });

  it("names the Actions setting when GitHub Actions may not create pull requests", async () => {
    github.setActionsMayCreatePullRequests(false);
    try {
      const refused = await host
        .createPullRequest({ head: "releaser/next", base: "main", title: "chore(release): 2.0.0", body: "" })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AuthenticationError);
      expect((refused as Error).message).toMatch(
        /^GitHub refused to create the pull request from releaser\/next \(403: GitHub Actions is not permitted to create or approve pull requests\.\): .*"Allow GitHub Actions to create and approve pull requests" in the repository's Settings → Actions → General → Workflow permissions .*a personal access token or a GitHub App token in GITHUB_TOKEN instead$/,
      );
      expect(github.pulls.filter((p) => p.head.ref === "releaser/next")).toEqual([]);
    } finally {
      github.setActionsMayCreatePullRequests(true);
    }
  });

  it("a secondary rate limit sent without any header: said as one, with how long releaser waited", async () => {
    const impatient = createGitHubHost(
      { ...settings, maxRateLimitWait: 0 },
      { userAgent: "releaser-test", onWait: () => {} },
    );
    for (const status of [403, 429] as const) {
      github.rateLimit(0, { kind: "secondary-no-header", status });
      const before = github.requests.length;
      const refused = await impatient.findReleaseByTag("v9.9.9").catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect((refused as Error).message).toMatch(
        new RegExp(
          `^GitHub's secondary rate limit stopped releaser from trying to look for the release of tag v9\\.9\\.9 \\(${status}: You have exceeded a secondary rate limit\\..*\\); releaser waited 0 s, and the next wait \\(60 s, longer each time as GitHub advises when it names no time\\) would go beyond the 0 s releaser waits \\(host\\.max_rate_limit_wait\\): run again in a few minutes, releaser picks up where it stopped$`,
        ),
      );
      expect((refused as Error).message).not.toContain("no announced reset time");
      // One request: neither Octokit's throttling nor its retries tried again.
      expect(github.requests.length - before).toBe(1);
    }
  });

  it("never logs the token", () => {
    expect(JSON.stringify(github.requests)).not.toContain(token);
  });
});
