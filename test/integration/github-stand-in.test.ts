import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  type GitHubStandIn,
  type GitHubStandInOptions,
  startGitHubStandIn,
} from "../stand-ins/github-api.ts";

/**
 * The GitHub stand-in itself: GitHub's own API description (`@octokit/openapi`) as the oracle
 * for every request it receives and every answer it gives, and its GitHub-like modes (a separate
 * upload host, pagination, digests, immutable releases, the Actions pull-request setting,
 * secondary rate limits without headers, an upload that leaves an unfinished asset).
 */

const TOKEN = "stand-in-token";
const started: GitHubStandIn[] = [];

afterEach(async () => {
  for (const github of started.splice(0)) await github.close();
});

async function standIn(options: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
  const github = await startGitHubStandIn({ token: TOKEN, ...options });
  started.push(github);
  return github;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
  json: any;
}

async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `token ${TOKEN}`,
      ...(payload === undefined || Buffer.isBuffer(body) ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const api = (github: GitHubStandIn, method: string, path: string, body?: unknown) =>
  call(`${github.url}/repos/acme/widgets${path}`, method, body);

/** Uploads to a release's own `upload_url`, as Octokit expands it. */
const upload = (uploadUrl: string, name: string, bytes: Buffer, extra: Record<string, string> = {}) =>
  call(uploadUrl.replace(/\{\?name,label\}$/, `?name=${encodeURIComponent(name)}`), "POST", bytes, {
    "content-type": "application/gzip",
    "content-length": String(bytes.length),
    ...extra,
  });

const sha256 = (bytes: Buffer) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

describe("GitHub's API description checks every request and answer of the stand-in", () => {
  it("a release made, filled and published as releaser does it passes, with every answer valid", async () => {
    const github = await standIn();
    const created = await api(github, "POST", "/releases", {
      tag_name: "v1.5.0",
      name: "1.5.0",
      body: "notes",
      draft: true,
      prerelease: false,
      make_latest: "false",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ draft: true, published_at: null, immutable: false });
    const bytes = Buffer.from("sdist bytes");
    expect((await upload(created.json.upload_url, "widgets-1.5.0.tar.gz", bytes)).status).toBe(201);
    expect((await api(github, "GET", `/releases/${created.json.id}/assets?per_page=100`)).json).toHaveLength(
      1,
    );
    const published = await api(github, "PATCH", `/releases/${created.json.id}`, {
      draft: false,
      make_latest: "true",
    });
    expect(published.json.published_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await api(github, "GET", "/releases/tags/v1.5.0")).status).toBe(200);
    expect((await api(github, "GET", "/releases?per_page=100")).json).toHaveLength(1);
    const pull = await api(github, "POST", "/pulls", {
      title: "chore: release",
      head: "releaser/main",
      base: "main",
      body: "b",
    });
    expect(pull.status).toBe(201);
    expect((await api(github, "POST", "/issues/1/labels", { labels: ["autorelease: pending"] })).status).toBe(
      200,
    );
    expect((await api(github, "PATCH", "/pulls/1", { title: "chore: release 1.5.0" })).status).toBe(200);
    expect(
      (await api(github, "GET", "/pulls?state=open&head=acme:releaser/main&base=main&per_page=100")).json,
    ).toHaveLength(1);
    expect(
      (await api(github, "DELETE", `/releases/assets/${github.releases[0]?.assets[0]?.id}`)).status,
    ).toBe(204);
    expect((await api(github, "GET", "/releases/tags/v9.9.9")).status).toBe(404);
    expect(github.violations).toEqual([]);
  });

  it('createRelease with draft: "yes" is answered 422 naming the field, and close() fails listing it', async () => {
    const github = await startGitHubStandIn({ token: TOKEN });
    const answer = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: "yes" });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(
      "Invalid request.\n\nrepos/create-release (POST /repos/{owner}/{repo}/releases): body /draft must be boolean",
    );
    expect(github.releases).toEqual([]);
    await expect(github.close()).rejects.toThrow(
      "the GitHub stand-in saw 1 thing(s) GitHub's API description does not allow:\n- request repos/create-release (POST /repos/{owner}/{repo}/releases): body /draft must be boolean",
    );
  });

  it("an operation GitHub does not have is answered 404 and is a violation", async () => {
    const github = await standIn();
    expect((await api(github, "POST", "/releases/42/publish", {})).status).toBe(404);
    expect((await call(`${github.url.replace(/\/api\/v3$/, "")}/repos/acme/widgets`, "GET")).status).toBe(
      404,
    );
    expect(github.takeViolations()).toEqual([
      "request POST /repos/acme/widgets/releases/42/publish: no such operation in GitHub's API description",
      "request GET /repos/acme/widgets: not under the API root /api/v3",
    ]);
  });

  it("an upload without a name, or to the API host instead of the upload host, is a violation", async () => {
    const github = await standIn({ uploads: "separate" });
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    const bare = release.upload_url.replace(/\{\?name,label\}$/, "");
    const noName = await call(bare, "POST", Buffer.from("x"), { "content-type": "application/gzip" });
    expect(noName.status).toBe(422);
    const onApi = await call(
      `${github.url}/repos/acme/widgets/releases/${release.id}/assets?name=a.tgz`,
      "POST",
      Buffer.from("x"),
      {
        "content-type": "application/gzip",
      },
    );
    expect(onApi.status).toBe(404);
    expect(github.takeViolations()).toEqual([
      "request repos/upload-release-asset (POST /repos/{owner}/{repo}/releases/{release_id}/assets): query parameter name is required",
      "request POST /repos/acme/widgets/releases/1000/assets: repos/upload-release-asset is not served by the API host (it is on the upload host, uploads.github.com)",
    ]);
  });

  it("query parameters, path parameters, enums and unknown body fields are checked; a body that is not JSON is a 400", async () => {
    const github = await standIn();
    expect((await api(github, "GET", "/releases?per_page=many")).status).toBe(422);
    expect((await api(github, "GET", "/pulls?state=merged")).status).toBe(422);
    expect((await api(github, "GET", "/releases/latest-one")).status).toBe(422);
    expect((await api(github, "PATCH", "/releases/1", { make_latest: false, tagname: "v2" })).status).toBe(
      422,
    );
    const notJson = await call(
      `${github.url}/repos/acme/widgets/releases`,
      "POST",
      Buffer.from("{tag_name:"),
      {
        "content-type": "application/json",
      },
    );
    expect(notJson).toMatchObject({ status: 400, json: { message: "Problems parsing JSON" } });
    expect(github.takeViolations()).toEqual([
      'request repos/list-releases (GET /repos/{owner}/{repo}/releases): query parameter per_page="many" must be integer',
      'request pulls/list (GET /repos/{owner}/{repo}/pulls): query parameter state="merged" must be one of open, closed, all',
      'request repos/get-release (GET /repos/{owner}/{repo}/releases/{release_id}): path parameter release_id="latest-one" must be integer',
      "request repos/update-release (PATCH /repos/{owner}/{repo}/releases/{release_id}): body /make_latest must be string",
      "request repos/update-release (PATCH /repos/{owner}/{repo}/releases/{release_id}): body /make_latest must be one of true, false, legacy",
      "request repos/update-release (PATCH /repos/{owner}/{repo}/releases/{release_id}): body field tagname is not one GitHub's description lists",
      "request repos/create-release (POST /repos/{owner}/{repo}/releases): the body is not JSON",
    ]);
  });

  it("an X-GitHub-Api-Version GitHub does not serve is a violation; 2022-11-28 and 2026-03-10 are fine", async () => {
    const github = await standIn();
    for (const version of ["2022-11-28", "2026-03-10"])
      expect(
        (
          await call(`${github.url}/repos/acme/widgets/releases`, "GET", undefined, {
            "x-github-api-version": version,
          })
        ).status,
      ).toBe(200);
    expect(
      (
        await call(`${github.url}/repos/acme/widgets/releases`, "GET", undefined, {
          "x-github-api-version": "2023-01-01",
        })
      ).status,
    ).toBe(422);
    expect(github.takeViolations()).toEqual([
      "request repos/list-releases (GET /repos/{owner}/{repo}/releases): header x-github-api-version is 2023-01-01, not a version GitHub serves (2022-11-28, 2026-03-10)",
    ]);
  });

  it("with the oracle off, a malformed request gets the stand-in's own answer and close() does not fail", async () => {
    const github = await standIn({ oracle: false });
    const answer = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: "yes" });
    expect(answer.status).toBe(201);
    expect(answer.json.draft).toBe(false);
    expect(github.violations).toEqual([]);
  });

  it("an answer of the stand-in that GitHub's description does not allow is a violation too", async () => {
    const github = await standIn();
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0" });
    // A release put into the state by hand with a field of the wrong type.
    (github.releases[0] as unknown as { name: number }).name = 7;
    await api(github, "GET", `/releases/${release.id}`);
    expect(github.takeViolations()).toEqual([
      "stand-in answer: repos/get-release answered 200: /name must be string",
    ]);
  });
});

describe("the stand-in's GitHub-like modes", () => {
  it("uploads: separate serves them on a second origin, which upload_url names", async () => {
    const github = await standIn({ uploads: "separate" });
    expect(new URL(github.uploadUrl).origin).not.toBe(new URL(github.url).origin);
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    expect(release.upload_url).toBe(
      `${github.uploadUrl}/repos/acme/widgets/releases/${release.id}/assets{?name,label}`,
    );
    expect((await upload(release.upload_url, "a.tgz", Buffer.from("a"))).status).toBe(201);
    expect(github.uploads()).toMatchObject([
      { server: "uploads", path: `/repos/acme/widgets/releases/${release.id}/assets` },
    ]);
  });

  it("uploads default to /uploads/ on the API's origin", async () => {
    const github = await standIn();
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    expect(release.upload_url).toBe(
      `${github.uploadUrl}/repos/acme/widgets/releases/${release.id}/assets{?name,label}`,
    );
    expect(github.uploadUrl).toBe(`${github.url.replace(/\/api\/v3$/, "")}/uploads`);
    await upload(release.upload_url, "a.tgz", Buffer.from("a"));
    expect(github.uploads()).toHaveLength(1);
  });

  it("lists page with per_page (at most 100) and GitHub's Link header: prev, next, last, first", async () => {
    const github = await standIn();
    for (const n of [1, 2, 3, 4, 5]) await api(github, "POST", "/releases", { tag_name: `v1.${n}.0` });
    const first = await api(github, "GET", "/releases?per_page=2");
    expect(first.json.map((r: { tag_name: string }) => r.tag_name)).toEqual(["v1.5.0", "v1.4.0"]);
    const base = `${github.url}/repos/acme/widgets/releases?per_page=2`;
    expect(first.headers.get("link")).toBe(`<${base}&page=2>; rel="next", <${base}&page=3>; rel="last"`);
    const middle = await api(github, "GET", "/releases?per_page=2&page=2");
    expect(middle.headers.get("link")).toBe(
      `<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next", <${base}&page=3>; rel="last", <${base}&page=1>; rel="first"`,
    );
    const last = await api(github, "GET", "/releases?per_page=2&page=3");
    expect(last.json.map((r: { tag_name: string }) => r.tag_name)).toEqual(["v1.1.0"]);
    expect(last.headers.get("link")).toBe(`<${base}&page=2>; rel="prev", <${base}&page=1>; rel="first"`);
    const all = await api(github, "GET", "/releases?per_page=500");
    expect(all.json).toHaveLength(5);
    expect(all.headers.get("link")).toBeNull();
  });

  it("digests: true gives assets digest sha256:<hex> of their bytes; by default it is null as on older servers", async () => {
    const github = await standIn({ digests: true });
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    const bytes = Buffer.from("wheel bytes");
    const { json: asset } = await upload(release.upload_url, "w.whl", bytes);
    expect(asset).toMatchObject({ digest: sha256(bytes), size: bytes.length, state: "uploaded" });
    const old = await standIn();
    const { json: oldRelease } = await api(old, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    expect((await upload(oldRelease.upload_url, "w.whl", bytes)).json.digest).toBeNull();
  });

  it("releases have published_at null while a draft; PATCH draft: false publishes, make_latest is taken", async () => {
    const github = await standIn();
    const { json: draft } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    expect(draft.published_at).toBeNull();
    expect((await api(github, "GET", "/releases/tags/v1.5.0")).status).toBe(404);
    const { json: published } = await api(github, "PATCH", `/releases/${draft.id}`, {
      draft: false,
      make_latest: "legacy",
    });
    expect(published).toMatchObject({ draft: false, immutable: false });
    expect(published.published_at).not.toBeNull();
    expect(github.releases[0]?.make_latest).toBe("legacy");
    expect((await api(github, "GET", "/releases/tags/v1.5.0")).status).toBe(200);
  });

  it("immutable releases: a published release is frozen (uploads, asset deletion, its tag), a draft is not", async () => {
    const github = await standIn({ immutableReleases: true });
    const { json: published } = await api(github, "POST", "/releases", { tag_name: "v1.4.0", draft: false });
    expect(published.immutable).toBe(true);
    const refused = await upload(published.upload_url, "a.tgz", Buffer.from("a"));
    expect(refused).toMatchObject({
      status: 422,
      json: {
        message: "Cannot upload assets to an immutable release.",
        documentation_url: "https://docs.github.com/rest",
      },
    });
    expect(github.releases[0]?.assets).toEqual([]);

    const { json: draft } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    expect(draft.immutable).toBe(false);
    const { json: asset } = await upload(draft.upload_url, "b.tgz", Buffer.from("b"));
    const { json: done } = await api(github, "PATCH", `/releases/${draft.id}`, { draft: false });
    expect(done).toMatchObject({ immutable: true, draft: false });
    const deletion = await api(github, "DELETE", `/releases/assets/${asset.id}`);
    expect(deletion).toMatchObject({
      status: 422,
      json: { message: "Cannot delete asset from an immutable release." },
    });
    const retag = await api(github, "PATCH", `/releases/${draft.id}`, { tag_name: "v1.5.1" });
    expect(retag.status).toBe(422);
    expect(retag.json.errors[0].message).toBe("tag_name cannot be changed when release is immutable");
    expect((await api(github, "PATCH", `/releases/${draft.id}`, { draft: true })).status).toBe(422);
    const edited = await api(github, "PATCH", `/releases/${draft.id}`, {
      body: "better notes",
      make_latest: "true",
    });
    expect(edited).toMatchObject({ status: 200, json: { body: "better notes", immutable: true } });
    expect(github.releases[1]?.assets).toHaveLength(1);
  });

  it("immutable releases can be turned on later: releases published before stay as they were", async () => {
    const github = await standIn();
    const { json: before } = await api(github, "POST", "/releases", { tag_name: "v1.4.0" });
    github.setImmutableReleases(true);
    expect((await upload(before.upload_url, "a.tgz", Buffer.from("a"))).status).toBe(201);
    const { json: after } = await api(github, "POST", "/releases", { tag_name: "v1.5.0" });
    expect(after.immutable).toBe(true);
  });

  it("with Actions not permitted to create pull requests, POST /pulls is 403 in GitHub's words", async () => {
    const github = await standIn({ actionsMayCreatePullRequests: false });
    const answer = await api(github, "POST", "/pulls", { title: "t", head: "releaser/main", base: "main" });
    expect(answer).toMatchObject({
      status: 403,
      json: {
        message: "GitHub Actions is not permitted to create or approve pull requests.",
        documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
        status: "403",
      },
    });
    expect(github.pulls).toEqual([]);
    github.setActionsMayCreatePullRequests(true);
    expect(
      (await api(github, "POST", "/pulls", { title: "t", head: "releaser/main", base: "main" })).status,
    ).toBe(201);
  });

  it.each([
    403, 429,
  ] as const)("a secondary rate limit without headers: %i, no retry-after, remaining above 0", async (status) => {
    const github = await standIn();
    github.rateLimit(60, { kind: "secondary-no-header", status, times: 2 });
    for (const _ of [1, 2]) {
      const answer = await api(github, "GET", "/releases/tags/v1.0.0");
      expect(answer.status).toBe(status);
      expect(answer.json.message).toMatch(
        /^You have exceeded a secondary rate limit\. Please wait a few minutes/,
      );
      expect(answer.headers.get("retry-after")).toBeNull();
      expect(Number(answer.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0);
    }
    expect((await api(github, "GET", "/releases/tags/v1.0.0")).status).toBe(404);
  });

  it("a secondary rate limit with retry-after can be a 429", async () => {
    const github = await standIn();
    github.rateLimit(7, { kind: "secondary", status: 429 });
    const answer = await api(github, "GET", "/releases/tags/v1.0.0");
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("7");
  });

  it("a 502 on an upload leaves an unfinished asset: the retry meets its name taken until it is deleted", async () => {
    const github = await standIn({ digests: true });
    const { json: release } = await api(github, "POST", "/releases", { tag_name: "v1.5.0", draft: true });
    github.failUpload({ name: "w.whl" });
    const bytes = Buffer.from("wheel");
    const broken = await upload(release.upload_url, "w.whl", bytes);
    expect(broken.status).toBe(502);
    expect(broken.headers.get("content-type")).toBe("text/html");
    const { json: listed } = await api(github, "GET", `/releases/${release.id}/assets`);
    expect(listed).toMatchObject([{ name: "w.whl", state: "open", size: 0, digest: null }]);
    const retry = await upload(release.upload_url, "w.whl", bytes);
    expect(retry).toMatchObject({
      status: 422,
      json: { errors: [{ code: "already_exists", field: "name" }] },
    });
    expect((await api(github, "DELETE", `/releases/assets/${listed[0].id}`)).status).toBe(204);
    expect((await upload(release.upload_url, "w.whl", bytes)).json).toMatchObject({
      state: "uploaded",
      digest: sha256(bytes),
    });
  });
});
