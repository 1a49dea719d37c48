import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { type GitLabStandIn, type GitLabStandInOptions, startGitLabStandIn } from "./gitlab-api.ts";
import {
  linkShape,
  mergeRequestShape,
  packageFileShape,
  packageShape,
  releaseShape,
  shapeErrors,
} from "./gitlab-shapes.ts";

/**
 * The GitLab stand-in driven with plain fetch: each endpoint's status codes, bodies and headers
 * as GitLab documents them, job-token scope, pagination, rate limits and faults, and every
 * object it answers checked against GitLab's own response schemas (gitlab-shapes.ts).
 */

const TOKEN = "glpat-stand-in";
const JOB = "glcbt-job-token";
const NOW = new Date("2026-03-01T12:00:00.000Z");
const MAIN = "a".repeat(40);
const started: GitLabStandIn[] = [];

afterEach(async () => {
  for (const gitlab of started.splice(0)) await gitlab.close();
});

async function standIn(options: GitLabStandInOptions = {}): Promise<GitLabStandIn> {
  const gitlab = await startGitLabStandIn({
    token: TOKEN,
    jobToken: JOB,
    now: () => NOW,
    branches: { main: MAIN, "releaser/main": "b".repeat(40) },
    ...options,
  });
  started.push(gitlab);
  return gitlab;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
  json: any;
}

type Auth = { token?: string } | { job: string } | { bearer: string } | { basic: string } | "none";

async function call(
  gitlab: GitLabStandIn,
  method: string,
  path: string,
  body?: unknown,
  auth: Auth = { token: TOKEN },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (auth !== "none") {
    if ("job" in auth) headers["job-token"] = auth.job;
    else if ("bearer" in auth) headers.authorization = `Bearer ${auth.bearer}`;
    else if ("basic" in auth) headers.authorization = `Basic ${Buffer.from(auth.basic).toString("base64")}`;
    else headers["private-token"] = auth.token ?? TOKEN;
  }
  let payload: Buffer | string | undefined;
  if (Buffer.isBuffer(body)) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["content-type"] = "application/json";
  }
  const url = path.startsWith("http") ? path : `${gitlab.url}/projects/acme%2Fwidgets${path}`;
  const response = await fetch(url, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, bytes, json };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const release = (gitlab: GitLabStandIn, tag: string, extra: object = {}, auth?: Auth) =>
  call(
    gitlab,
    "POST",
    "/releases",
    { tag_name: tag, name: tag, description: `notes ${tag}`, ref: "main", ...extra },
    auth,
  );

describe("the project is addressed by its URL-encoded path or its numeric id", () => {
  it("answers the same project both ways, and 404 Project Not Found for another", async () => {
    const gitlab = await standIn();
    const byPath = await call(gitlab, "GET", "");
    const byId = await call(gitlab, "GET", `${gitlab.url}/projects/4242`);
    expect(byPath.status).toBe(200);
    expect(byPath.json).toMatchObject({
      id: 4242,
      path_with_namespace: "acme/widgets",
      default_branch: "main",
      web_url: `${gitlab.serverUrl}/acme/widgets`,
      permissions: { project_access: { access_level: 30 } },
    });
    expect(byId.json).toEqual(byPath.json);
    const other = await call(gitlab, "GET", `${gitlab.url}/projects/acme%2Fgadgets`);
    expect([other.status, other.json]).toEqual([404, { message: "404 Project Not Found" }]);
  });

  it("answers a path the API does not have with 404 and an error, not a message", async () => {
    const gitlab = await standIn();
    const answer = await call(gitlab, "GET", "/wikis");
    expect([answer.status, answer.json]).toEqual([404, { error: "404 Not Found" }]);
  });
});

describe("authentication and roles", () => {
  it("refuses a token it does not know with 401, wherever it is sent", async () => {
    const gitlab = await standIn();
    for (const auth of [{ token: "nope" }, { bearer: "nope" }, { job: "nope" }] as Auth[]) {
      const answer = await call(gitlab, "GET", "/releases", undefined, auth);
      expect([answer.status, answer.json]).toEqual([401, { message: "401 Unauthorized" }]);
    }
  });

  it("takes the access token as PRIVATE-TOKEN or Bearer", async () => {
    const gitlab = await standIn();
    expect((await call(gitlab, "GET", "/merge_requests")).status).toBe(200);
    expect((await call(gitlab, "GET", "/merge_requests", undefined, { bearer: TOKEN })).status).toBe(200);
  });

  it("hides a private project from an anonymous reader and asks an anonymous writer to log in", async () => {
    const gitlab = await standIn();
    const read = await call(gitlab, "GET", "/releases", undefined, "none");
    expect([read.status, read.json]).toEqual([404, { message: "404 Project Not Found" }]);
    const write = await call(gitlab, "POST", "/merge_requests", { title: "t" }, "none");
    expect([write.status, write.json]).toEqual([401, { message: "401 Unauthorized" }]);
  });

  it("answers 403 Forbidden to a role below the one an endpoint needs", async () => {
    const gitlab = await standIn({ role: "reporter" });
    const answer = await release(gitlab, "v1.0.0");
    expect([answer.status, answer.json]).toEqual([403, { message: "403 Forbidden" }]);
    expect((await call(gitlab, "GET", "/releases")).status).toBe(200);
    expect(gitlab.state.releases).toEqual([]);
  });

  it("answers insufficient_scope to a read_api token that writes", async () => {
    const gitlab = await standIn();
    gitlab.addToken("glpat-read", { kind: "access", scopes: ["read_api"] });
    expect((await call(gitlab, "GET", "/releases", undefined, { token: "glpat-read" })).status).toBe(200);
    const answer = await release(gitlab, "v1.0.0", {}, { token: "glpat-read" });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      error: "insufficient_scope",
      error_description: "The request requires higher privileges than provided by the access token.",
      scope: "api",
    });
  });

  it("logs every request with the tokens masked, in headers and in the query", async () => {
    const gitlab = await standIn();
    await call(gitlab, "GET", "/releases");
    await call(gitlab, "GET", "/releases", undefined, { job: JOB });
    await call(gitlab, "GET", "/releases", undefined, { bearer: TOKEN });
    await call(gitlab, "GET", `/releases?private_token=${TOKEN}`, undefined, "none");
    expect(
      gitlab.requests.map((r) => [
        r.headers["private-token"],
        r.headers["job-token"],
        r.headers.authorization,
      ]),
    ).toEqual([
      ["***", undefined, undefined],
      [undefined, "***", undefined],
      [undefined, undefined, "***"],
      [undefined, undefined, undefined],
    ]);
    expect(gitlab.requests[3]?.query).toEqual({ private_token: "***" });
    expect(JSON.stringify(gitlab.requests)).not.toContain(TOKEN);
    expect(JSON.stringify(gitlab.requests)).not.toContain(JOB);
  });
});

describe("a CI/CD job token reaches releases and the package registry, not merge request writes", () => {
  it("creates and reads a release, links an asset and uploads and downloads a package file", async () => {
    const gitlab = await standIn();
    const job = { job: JOB };
    expect((await release(gitlab, "v1.0.0", {}, job)).status).toBe(201);
    expect((await call(gitlab, "GET", "/releases/v1.0.0", undefined, job)).status).toBe(200);
    const bytes = Buffer.from("wheel bytes");
    const put = await call(gitlab, "PUT", "/packages/generic/widgets/1.0.0/widgets-1.0.0.tar.gz", bytes, job);
    expect([put.status, put.json]).toEqual([201, { message: "201 Created" }]);
    const link = await call(
      gitlab,
      "POST",
      "/releases/v1.0.0/assets/links",
      {
        name: "widgets-1.0.0.tar.gz",
        url: `${gitlab.url}/projects/4242/packages/generic/widgets/1.0.0/widgets-1.0.0.tar.gz`,
        link_type: "package",
      },
      job,
    );
    expect(link.status).toBe(201);
    const get = await call(
      gitlab,
      "GET",
      "/packages/generic/widgets/1.0.0/widgets-1.0.0.tar.gz",
      undefined,
      job,
    );
    expect(get.bytes.equals(bytes)).toBe(true);
    const basic = await call(
      gitlab,
      "GET",
      "/packages/generic/widgets/1.0.0/widgets-1.0.0.tar.gz",
      undefined,
      {
        basic: `gitlab-ci-token:${JOB}`,
      },
    );
    expect(basic.bytes.equals(bytes)).toBe(true);
  });

  it("may list merge requests but is anonymous to creating or updating one (401), and to the project (404)", async () => {
    const gitlab = await standIn();
    await call(gitlab, "POST", "/merge_requests", {
      title: "t",
      source_branch: "releaser/main",
      target_branch: "main",
    });
    expect(
      (await call(gitlab, "GET", "/merge_requests?state=opened", undefined, { job: JOB })).json,
    ).toHaveLength(1);
    const create = await call(
      gitlab,
      "POST",
      "/merge_requests",
      { title: "t", source_branch: "main", target_branch: "releaser/main" },
      { job: JOB },
    );
    expect([create.status, create.json]).toEqual([401, { message: "401 Unauthorized" }]);
    const update = await call(gitlab, "PUT", "/merge_requests/1", { title: "x" }, { job: JOB });
    expect([update.status, update.json]).toEqual([401, { message: "401 Unauthorized" }]);
    const project = await call(gitlab, "GET", "", undefined, { job: JOB });
    expect([project.status, project.json]).toEqual([404, { message: "404 Project Not Found" }]);
    expect(gitlab.state.mergeRequests.map((mr) => mr.title)).toEqual(["t"]);
  });

  it("carries the role of the pipeline's user: a protected tag needs a Maintainer", async () => {
    const gitlab = await standIn({ protectedTags: ["v*"] });
    const answer = await release(gitlab, "v1.0.0", {}, { job: JOB });
    expect([answer.status, answer.json]).toEqual([
      403,
      { message: "You are not allowed to create this tag as it is protected." },
    ]);
    gitlab.addToken("glcbt-maintainer", { kind: "job", role: "maintainer" });
    expect((await release(gitlab, "v1.0.0", {}, { job: "glcbt-maintainer" })).status).toBe(201);
  });
});

describe("merge requests", () => {
  const open = (gitlab: GitLabStandIn, extra: object = {}) =>
    call(gitlab, "POST", "/merge_requests", {
      title: "chore: release main",
      description: "notes",
      source_branch: "releaser/main",
      target_branch: "main",
      labels: "autorelease: pending,release",
      ...extra,
    });

  it("creates one with its labels as an array, in GitLab's shape", async () => {
    const gitlab = await standIn();
    const answer = await open(gitlab);
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      iid: 1,
      project_id: 4242,
      title: "chore: release main",
      description: "notes",
      source_branch: "releaser/main",
      target_branch: "main",
      labels: ["autorelease: pending", "release"],
      state: "opened",
      web_url: `${gitlab.serverUrl}/acme/widgets/-/merge_requests/1`,
      references: { full: "acme/widgets!1" },
    });
    expect(shapeErrors(mergeRequestShape, answer.json)).toEqual([]);
  });

  it("answers 409 with the open one's reference while it is open, and creates again once it is merged", async () => {
    const gitlab = await standIn();
    await open(gitlab);
    const again = await open(gitlab, { title: "another" });
    expect([again.status, again.json]).toEqual([
      409,
      { message: ["Another open merge request already exists for this source branch: !1"] },
    ]);
    gitlab.merge(1);
    expect((await open(gitlab)).json.iid).toBe(2);
  });

  it("refuses the same branch on both sides and a branch that does not exist with 422", async () => {
    const gitlab = await standIn();
    const same = await open(gitlab, { source_branch: "main" });
    expect([same.status, same.json]).toEqual([
      422,
      { message: ["You can't use same project/branch for source and target"] },
    ]);
    const absent = await open(gitlab, { source_branch: "nope" });
    expect([absent.status, absent.json]).toEqual([422, { message: ['Source branch "nope" does not exist'] }]);
  });

  it("names the missing parameters in Grape's words", async () => {
    const gitlab = await standIn();
    const answer = await call(gitlab, "POST", "/merge_requests", { source_branch: "releaser/main" });
    expect([answer.status, answer.json]).toEqual([
      400,
      { error: "title is missing, target_branch is missing" },
    ]);
  });

  it("finds the open one by source and target branch", async () => {
    const gitlab = await standIn({
      branches: { main: MAIN, "releaser/main": MAIN, "releaser/v1": MAIN, v1: MAIN },
    });
    await open(gitlab);
    await open(gitlab, { source_branch: "releaser/v1", target_branch: "v1" });
    gitlab.merge(1);
    await open(gitlab);
    const found = await call(
      gitlab,
      "GET",
      "/merge_requests?state=opened&source_branch=releaser%2Fmain&target_branch=main",
    );
    expect(found.json.map((mr: { iid: number }) => mr.iid)).toEqual([3]);
    const all = await call(gitlab, "GET", "/merge_requests?source_branch=releaser%2Fmain");
    expect(all.json.map((mr: { iid: number; state: string }) => [mr.iid, mr.state])).toEqual([
      [3, "opened"],
      [1, "merged"],
    ]);
  });

  it("updates the title and description and adds labels", async () => {
    const gitlab = await standIn();
    await open(gitlab, { labels: "release" });
    const answer = await call(gitlab, "PUT", "/merge_requests/1", {
      title: "chore: release 1.2.0",
      description: "new notes",
      add_labels: "autorelease: pending",
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      title: "chore: release 1.2.0",
      description: "new notes",
      labels: ["autorelease: pending", "release"],
    });
    const missing = await call(gitlab, "PUT", "/merge_requests/9", { title: "x" });
    expect([missing.status, missing.json]).toEqual([404, { message: "404 Not found" }]);
  });
});

describe("releases", () => {
  it("creates the release and its tag from ref, in GitLab's shape", async () => {
    const gitlab = await standIn();
    const answer = await release(gitlab, "v1.2.0", { released_at: "2026-02-01T00:00:00Z" });
    expect(answer.status).toBe(201);
    expect(gitlab.state.tags).toEqual({ "v1.2.0": MAIN });
    expect(answer.json).toMatchObject({
      name: "v1.2.0",
      tag_name: "v1.2.0",
      description: "notes v1.2.0",
      released_at: "2026-02-01T00:00:00.000Z",
      upcoming_release: false,
      commit: { id: MAIN },
      assets: { count: 4, links: [] },
      _links: { self: `${gitlab.serverUrl}/acme/widgets/-/releases/v1.2.0` },
    });
    expect(shapeErrors(releaseShape, answer.json)).toEqual([]);
  });

  it("answers 409 Release already exists, 422 without a ref for a new tag and 400 for an unknown ref", async () => {
    const gitlab = await standIn();
    await release(gitlab, "v1.0.0");
    const again = await release(gitlab, "v1.0.0");
    expect([again.status, again.json]).toEqual([409, { message: "Release already exists" }]);
    const noRef = await call(gitlab, "POST", "/releases", { tag_name: "v2.0.0" });
    expect([noRef.status, noRef.json]).toEqual([422, { message: "Ref is not specified" }]);
    const badRef = await release(gitlab, "v2.0.0", { ref: "nope" });
    expect([badRef.status, badRef.json]).toEqual([400, { message: "Target nope is invalid" }]);
    const noTag = await call(gitlab, "POST", "/releases", { name: "x" });
    expect([noTag.status, noTag.json]).toEqual([400, { error: "tag_name is missing" }]);
  });

  it("gets one by its tag (URL-encoded when it has a slash), or 404 Not Found", async () => {
    const gitlab = await standIn();
    await release(gitlab, "widgets/v1.0.0");
    expect((await call(gitlab, "GET", "/releases/widgets%2Fv1.0.0")).json.tag_name).toBe("widgets/v1.0.0");
    const absent = await call(gitlab, "GET", "/releases/v9.9.9");
    expect([absent.status, absent.json]).toEqual([404, { message: "404 Not Found" }]);
  });

  it("updates the description, and says which of tag and release is missing", async () => {
    const gitlab = await standIn({ tags: { "v0.9.0": MAIN } });
    await release(gitlab, "v1.0.0");
    const answer = await call(gitlab, "PUT", "/releases/v1.0.0", { description: "rewritten" });
    expect([answer.status, answer.json.description]).toEqual([200, "rewritten"]);
    expect((await call(gitlab, "PUT", "/releases/v1.0.0", {})).json).toEqual({ message: "params is empty" });
    expect((await call(gitlab, "PUT", "/releases/v0.9.0", { name: "x" })).json).toEqual({
      message: "Release does not exist",
    });
    const noTag = await call(gitlab, "PUT", "/releases/v5.0.0", { name: "x" });
    expect([noTag.status, noTag.json]).toEqual([404, { message: "Tag does not exist" }]);
  });

  it("creates the links given in assets.links with the release", async () => {
    const gitlab = await standIn();
    const answer = await release(gitlab, "v1.0.0", {
      assets: {
        links: [
          {
            name: "a.whl",
            url: "https://example.com/a.whl",
            direct_asset_path: "/dist/a.whl",
            link_type: "package",
          },
        ],
      },
    });
    expect(answer.json.assets.links).toEqual([
      {
        id: expect.any(Number),
        name: "a.whl",
        url: "https://example.com/a.whl",
        direct_asset_url: `${gitlab.serverUrl}/acme/widgets/-/releases/v1.0.0/downloads/dist/a.whl`,
        link_type: "package",
      },
    ]);
    expect(answer.json.assets.count).toBe(5);
  });
});

describe("release links", () => {
  const link = (gitlab: GitLabStandIn, name: string, extra: object = {}) =>
    call(gitlab, "POST", "/releases/v1.0.0/assets/links", {
      name,
      url: `https://example.com/${name}`,
      link_type: "package",
      ...extra,
    });

  it("adds, lists (newest first) and deletes links", async () => {
    const gitlab = await standIn();
    await release(gitlab, "v1.0.0");
    const first = await link(gitlab, "a.tar.gz");
    expect(first.status).toBe(201);
    expect(shapeErrors(linkShape, first.json)).toEqual([]);
    gitlab.state.releases[0]!.links[0]!.created_at = "2026-01-01T00:00:00.000Z";
    await link(gitlab, "b.whl");
    const listed = await call(gitlab, "GET", "/releases/v1.0.0/assets/links");
    expect(listed.json.map((l: { name: string }) => l.name)).toEqual(["b.whl", "a.tar.gz"]);
    const deleted = await call(gitlab, "DELETE", `/releases/v1.0.0/assets/links/${first.json.id}`);
    expect([deleted.status, deleted.json.name]).toEqual([200, "a.tar.gz"]);
    expect(gitlab.state.releases[0]?.links.map((l) => l.name)).toEqual(["b.whl"]);
  });

  it("refuses a name or URL already taken in the release with 400 and the model's messages", async () => {
    const gitlab = await standIn();
    await release(gitlab, "v1.0.0");
    await link(gitlab, "a.tar.gz");
    const name = await link(gitlab, "a.tar.gz", { url: "https://example.com/other" });
    expect([name.status, name.json]).toEqual([400, { message: ["Name has already been taken"] }]);
    const both = await link(gitlab, "a.tar.gz");
    expect(both.json).toEqual({ message: ["Url has already been taken", "Name has already been taken"] });
  });

  it("answers 404 Not found for the links of a release that does not exist, 400 for a link type GitLab lacks", async () => {
    const gitlab = await standIn();
    const absent = await call(gitlab, "GET", "/releases/v9.0.0/assets/links");
    expect([absent.status, absent.json]).toEqual([404, { message: "404 Not found" }]);
    await release(gitlab, "v1.0.0");
    const badType = await link(gitlab, "a", { link_type: "binary" });
    expect([badType.status, badType.json]).toEqual([400, { error: "link_type does not have a valid value" }]);
  });

  it("resets link_type to other on an update that leaves it out (its default applies)", async () => {
    const gitlab = await standIn();
    await release(gitlab, "v1.0.0");
    const created = await link(gitlab, "a.tar.gz");
    const updated = await call(gitlab, "PUT", `/releases/v1.0.0/assets/links/${created.json.id}`, {
      url: "https://example.com/new",
    });
    expect(updated.json).toMatchObject({ url: "https://example.com/new", link_type: "other" });
  });
});

describe("the generic package registry", () => {
  const path = "/packages/generic/widgets/1.0.0/widgets-1.0.0-py3-none-any.whl";

  it("stores the bytes, answers 201 Created, and gives them back as octet-stream", async () => {
    const gitlab = await standIn();
    const bytes = Buffer.from([0, 1, 2, 250, 251]);
    const put = await call(gitlab, "PUT", path, bytes);
    expect([put.status, put.json]).toEqual([201, { message: "201 Created" }]);
    const get = await call(gitlab, "GET", path);
    expect(get.status).toBe(200);
    expect(get.headers.get("content-type")).toBe("application/octet-stream");
    expect(get.bytes.equals(bytes)).toBe(true);
  });

  it("lists the package and its files with their sha256, and adds a second file on a re-upload", async () => {
    const gitlab = await standIn();
    await call(gitlab, "PUT", path, Buffer.from("one"));
    await call(gitlab, "PUT", path, Buffer.from("two"));
    expect((await call(gitlab, "GET", path)).text).toBe("two");
    const packages = await call(gitlab, "GET", "/packages?package_type=generic&package_name=widg");
    expect(packages.json).toHaveLength(1);
    expect(packages.json[0]).toMatchObject({
      name: "widgets",
      version: "1.0.0",
      package_type: "generic",
      status: "default",
    });
    expect(shapeErrors(packageShape, packages.json[0])).toEqual([]);
    const files = await call(gitlab, "GET", `/packages/${packages.json[0].id}/package_files`);
    expect(files.json.map((f: { file_sha256: string; size: number }) => [f.file_sha256, f.size])).toEqual([
      [sha256(Buffer.from("one")), 3],
      [sha256(Buffer.from("two")), 3],
    ]);
    for (const file of files.json) expect(shapeErrors(packageFileShape, file)).toEqual([]);
  });

  it("answers the stored file with select=package_file", async () => {
    const gitlab = await standIn();
    const answer = await call(gitlab, "PUT", `${path}?select=package_file`, Buffer.from("x"));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      file_name: "widgets-1.0.0-py3-none-any.whl",
      size: 1,
      file_sha256: sha256(Buffer.from("x")),
    });
  });

  it("refuses a file name outside its alphabet, a missing file and a Reporter's upload", async () => {
    const gitlab = await standIn();
    const bad = await call(gitlab, "PUT", "/packages/generic/widgets/1.0.0/a%20b.whl", Buffer.from("x"));
    expect([bad.status, bad.json]).toEqual([400, { error: "file_name is invalid" }]);
    const absent = await call(gitlab, "GET", path);
    expect([absent.status, absent.json]).toEqual([404, { message: "404 Not found" }]);
    gitlab.addToken("glpat-reporter", { kind: "access", role: "reporter" });
    const reporter = await call(gitlab, "PUT", path, Buffer.from("x"), { token: "glpat-reporter" });
    expect([reporter.status, reporter.json]).toEqual([403, { message: "403 Forbidden" }]);
  });
});

describe("pagination", () => {
  const seed = (gitlab: GitLabStandIn, count: number) => {
    for (let i = 0; i < count; i++) {
      const at = new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
      gitlab.state.releases.push({
        tag_name: `v0.0.${i}`,
        name: `v0.0.${i}`,
        description: "",
        sha: MAIN,
        created_at: at,
        released_at: at,
        links: [],
      });
    }
  };
  const rels = (link: string | null) =>
    Object.fromEntries(
      (link ?? "").split(", ").map((part) => {
        const [, url = "", rel = ""] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
        return [rel, new URL(url).searchParams.get("page")];
      }),
    );

  it("walks 45 releases over 3 pages with GitLab's headers and Link rels", async () => {
    const gitlab = await standIn();
    seed(gitlab, 45);
    const seen: string[] = [];
    const pages: unknown[] = [];
    let next: string | undefined = `${gitlab.url}/projects/acme%2Fwidgets/releases?per_page=20`;
    while (next !== undefined) {
      const answer = await call(gitlab, "GET", next);
      seen.push(...answer.json.map((r: { tag_name: string }) => r.tag_name));
      const h = (name: string) => answer.headers.get(name);
      pages.push([
        h("x-page"),
        h("x-per-page"),
        h("x-prev-page"),
        h("x-next-page"),
        h("x-total"),
        h("x-total-pages"),
        rels(h("link")),
      ]);
      const linkNext = /<([^>]+)>; rel="next"/.exec(h("link") ?? "")?.[1];
      next = linkNext;
    }
    expect(pages).toEqual([
      ["1", "20", "", "2", "45", "3", { next: "2", first: "1", last: "3" }],
      ["2", "20", "1", "3", "45", "3", { prev: "1", next: "3", first: "1", last: "3" }],
      ["3", "20", "2", "", "45", "3", { prev: "2", first: "1", last: "3" }],
    ]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `v0.0.${44 - i}`));
  });

  it("defaults to 20 a page, caps per_page at 100 and refuses one that is not a number", async () => {
    const gitlab = await standIn();
    seed(gitlab, 120);
    expect((await call(gitlab, "GET", "/releases")).json).toHaveLength(20);
    const capped = await call(gitlab, "GET", "/releases?per_page=500");
    expect([capped.json.length, capped.headers.get("x-per-page")]).toEqual([100, "100"]);
    const bad = await call(gitlab, "GET", "/releases?per_page=lots");
    expect([bad.status, bad.json]).toEqual([400, { error: "per_page is invalid" }]);
  });

  it("keeps the other query parameters in its links, sorted by name as Rails' to_query does", async () => {
    const gitlab = await standIn();
    seed(gitlab, 3);
    const answer = await call(gitlab, "GET", "/releases?sort=asc&per_page=1&page=2");
    expect(answer.headers.get("link")).toContain(
      `${gitlab.url}/projects/acme%2Fwidgets/releases?page=3&per_page=1&sort=asc>; rel="next"`,
    );
  });

  it("gives every item exactly once over the next links, for any count and page size", async () => {
    const gitlab = await standIn();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 25 }),
        async (count, perPage) => {
          gitlab.state.releases.splice(0);
          seed(gitlab, count);
          const seen: string[] = [];
          let pages = 0;
          let next: string | undefined = `${gitlab.url}/projects/4242/releases?per_page=${perPage}`;
          while (next !== undefined) {
            const answer = await call(gitlab, "GET", next);
            pages++;
            seen.push(...answer.json.map((r: { tag_name: string }) => r.tag_name));
            expect(answer.headers.get("x-total")).toBe(String(count));
            next = /<([^>]+)>; rel="next"/.exec(answer.headers.get("link") ?? "")?.[1];
          }
          expect(pages).toBe(Math.max(1, Math.ceil(count / perPage)));
          expect(new Set(seen).size).toBe(count);
          expect(seen).toHaveLength(count);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("rate limits", () => {
  it("throttles with Rack::Attack's 429: plain Retry later, Retry-After and the RateLimit headers", async () => {
    const gitlab = await standIn();
    gitlab.rateLimit(30);
    const limited = await call(gitlab, "GET", "/releases");
    expect([limited.status, limited.text, limited.headers.get("content-type")]).toEqual([
      429,
      "Retry later\n",
      "text/plain",
    ]);
    expect(limited.headers.get("retry-after")).toBe("30");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit-reset")).toBe(String(NOW.getTime() / 1000 + 30));
    expect(limited.headers.get("ratelimit-resettime")).toBe("Sun, 01 Mar 2026 12:00:30 GMT");
    const after = await call(gitlab, "GET", "/releases");
    expect([
      after.status,
      after.headers.get("ratelimit-remaining"),
      after.headers.get("ratelimit-limit"),
    ]).toEqual([200, "1999", "2000"]);
  });

  it("answers an application limit with a JSON message and no Retry-After", async () => {
    const gitlab = await standIn();
    gitlab.rateLimit(60, { kind: "application", times: 2 });
    for (let i = 0; i < 2; i++) {
      const answer = await call(gitlab, "POST", "/releases", { tag_name: "v1", ref: "main" });
      expect([answer.status, answer.json, answer.headers.get("retry-after")]).toEqual([
        429,
        { message: { error: "This endpoint has been requested too many times. Try again later." } },
        null,
      ]);
    }
    expect((await release(gitlab, "v1")).status).toBe(201);
  });
});

describe("faults", () => {
  it("answers an armed status instead of carrying the request out", async () => {
    const gitlab = await standIn();
    gitlab.fail({ method: "POST", path: /\/releases$/ }, { status: 502 });
    const answer = await release(gitlab, "v1.0.0");
    expect([answer.status, answer.json]).toEqual([502, { message: "502 Bad Gateway" }]);
    expect(gitlab.state.releases).toEqual([]);
    expect((await release(gitlab, "v1.0.0")).status).toBe(201);
  });

  it("cuts the connection before the request (reset) or after it was carried out (resetAfter)", async () => {
    const gitlab = await standIn();
    gitlab.fail({ method: "POST" }, { reset: true });
    await expect(release(gitlab, "v1.0.0")).rejects.toThrow();
    expect(gitlab.state.releases).toEqual([]);
    gitlab.fail({ method: "POST" }, { resetAfter: true });
    await expect(release(gitlab, "v1.0.0")).rejects.toThrow();
    expect(gitlab.state.releases.map((r) => r.tag_name)).toEqual(["v1.0.0"]);
    expect((await release(gitlab, "v1.0.0")).json).toEqual({ message: "Release already exists" });
  });

  it("holds an answer back for delayMs (a hang, against the client's timeout)", async () => {
    const gitlab = await standIn();
    gitlab.fail({ method: "GET", path: "/api/v4/projects/acme%2Fwidgets/releases" }, { delayMs: 300 });
    // Held back, not dropped: the answer comes once the delay is over (the abort below shows it is held).
    expect((await call(gitlab, "GET", "/releases")).status).toBe(200);
    gitlab.fail({ path: "/api/v4/projects/4242/releases" }, { delayMs: 300 });
    const aborted = fetch(`${gitlab.url}/projects/4242/releases`, {
      headers: { "private-token": TOKEN },
      signal: AbortSignal.timeout(50),
    });
    await expect(aborted).rejects.toThrow(/aborted|timeout/i);
  });

  it("breaks the n-th request from now whatever it is, and clearFaults disarms what is left", async () => {
    const gitlab = await standIn();
    gitlab.failAt(2, { status: 500, times: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(gitlab, "GET", "/releases")).status);
    expect(statuses).toEqual([200, 500, 500, 200]);
    gitlab.fail({}, { status: 503, times: 5 });
    gitlab.clearFaults();
    expect((await call(gitlab, "GET", "/releases")).status).toBe(200);
    expect(gitlab.writes()).toEqual([]);
  });
});
