import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type GitLabStandIn, type GitLabStandInOptions, startGitLabStandIn } from "./gitlab-api.ts";

/**
 * The GitLab stand-in's Commits API, signature endpoint and auto-merge, driven with plain fetch
 * over a real bare repository: the commits are git objects there, with GitLab's status codes and
 * words for what it refuses.
 */

const TOKEN = "glpat-stand-in";
const started: GitLabStandIn[] = [];
afterEach(async () => {
  for (const gitlab of started.splice(0)) await gitlab.close();
});

const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@e", ...args], { cwd, env }).toString();

/** A bare repository whose main holds README.md, run.sh (executable) and old.txt. */
function bareRepository(): { bare: string; main: string } {
  const work = mkdtempSync(join(tmpdir(), "gitlab-commits-work-"));
  const bare = mkdtempSync(join(tmpdir(), "gitlab-commits-bare-"));
  git(work, "init", "-q", "-b", "main");
  writeFileSync(join(work, "README.md"), "# widgets\n");
  writeFileSync(join(work, "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
  writeFileSync(join(work, "old.txt"), "old\n");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "first");
  git(bare, "init", "-q", "--bare", "-b", "main");
  git(work, "push", "-q", bare, "main");
  return { bare, main: git(bare, "rev-parse", "main").trim() };
}

async function standIn(options: GitLabStandInOptions = {}) {
  const { bare, main } = bareRepository();
  const gitlab = await startGitLabStandIn({ token: TOKEN, branches: { main }, gitDir: bare, ...options });
  started.push(gitlab);
  const call = async (method: string, path: string, body?: unknown, token = TOKEN) => {
    const response = await fetch(`${gitlab.url}/projects/acme%2Fwidgets${path}`, {
      method,
      headers: { "private-token": token, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text === "" ? undefined : JSON.parse(text) };
  };
  return { gitlab, bare, main, call };
}

const commit = (main: string, actions: object[], extra: object = {}) => ({
  branch: "releaser/main",
  commit_message: "chore(release): 1.5.0",
  start_sha: main,
  actions,
  ...extra,
});

describe("POST /projects/:id/repository/commits", () => {
  it("writes the actions as one commit on start_sha: create, update, delete, chmod, base64 bytes", async () => {
    const { gitlab, bare, main, call } = await standIn();
    const answer = await call(
      "POST",
      "/repository/commits",
      commit(main, [
        { action: "update", file_path: "README.md", content: "# widgets 1.5.0\n" },
        { action: "create", file_path: "logo.bin", content: "AP8K", encoding: "base64" },
        { action: "delete", file_path: "old.txt" },
        { action: "chmod", file_path: "run.sh", execute_filemode: false },
        { action: "create", file_path: "tools/go.sh", content: "go\n" },
        { action: "chmod", file_path: "tools/go.sh", execute_filemode: true },
      ]),
    );
    expect(answer.status).toBe(201);
    const sha = answer.json.id as string;
    expect(answer.json).toMatchObject({
      id: sha,
      short_id: sha.slice(0, 8),
      parent_ids: [main],
      title: "chore(release): 1.5.0",
      message: "chore(release): 1.5.0",
      author_name: "releaser bot",
      committer_email: "releaser@example.com",
    });
    expect(git(bare, "rev-parse", "releaser/main").trim()).toBe(sha);
    expect(git(bare, "ls-tree", "-r", "--format=%(objectmode) %(path)", sha)).toBe(
      "100644 README.md\n100644 logo.bin\n100644 run.sh\n100755 tools/go.sh\n",
    );
    expect(git(bare, "show", `${sha}:README.md`)).toBe("# widgets 1.5.0\n");
    expect(execFileSync("git", ["--git-dir", bare, "cat-file", "blob", `${sha}:logo.bin`], { env })).toEqual(
      Buffer.from([0, 255, 10]),
    );
    expect(gitlab.state.branches["releaser/main"]).toBe(sha);
    // Signed by GitLab, as GitLab.com signs web commits; the start commit is not.
    expect(await call("GET", `/repository/commits/${sha}/signature`)).toEqual({
      status: 200,
      json: {
        signature_type: "SSH",
        verification_status: "verified_system",
        key: null,
        commit_source: "gitaly",
      },
    });
    expect(await call("GET", `/repository/commits/${main}/signature`)).toEqual({
      status: 404,
      json: { message: "404 Signature Not Found" },
    });
  });

  it("resets an existing branch onto start_sha only with force; without, says the branch exists", async () => {
    const { bare, main, call } = await standIn();
    const first = await call(
      "POST",
      "/repository/commits",
      commit(main, [{ action: "delete", file_path: "old.txt" }]),
    );
    expect(first.status).toBe(201);
    const again = await call(
      "POST",
      "/repository/commits",
      commit(main, [{ action: "delete", file_path: "old.txt" }]),
    );
    expect(again).toEqual({
      status: 400,
      json: {
        message:
          "A branch called 'releaser/main' already exists. Switch to that branch in order to make changes",
      },
    });
    const forced = await call(
      "POST",
      "/repository/commits",
      commit(main, [{ action: "delete", file_path: "old.txt" }], { force: true }),
    );
    expect(forced.status).toBe(201);
    expect(forced.json.parent_ids).toEqual([main]);
    expect(git(bare, "rev-parse", "releaser/main").trim()).toBe(forced.json.id);
  });

  it("refuses an action on the wrong side of the tree with 400 and changes nothing", async () => {
    const { bare, main, call } = await standIn();
    const exists = await call(
      "POST",
      "/repository/commits",
      commit(main, [{ action: "create", file_path: "README.md", content: "x" }]),
    );
    expect(exists).toEqual({ status: 400, json: { message: "A file with this name already exists" } });
    const missing = await call(
      "POST",
      "/repository/commits",
      commit(main, [
        { action: "update", file_path: "README.md", content: "y" },
        { action: "update", file_path: "nowhere.txt", content: "x" },
      ]),
    );
    expect(missing).toEqual({ status: 400, json: { message: "A file with this name doesn't exist" } });
    expect(git(bare, "branch", "--list", "releaser/main")).toBe("");
  });

  it("answers Grape's 400 for missing or unknown parameters, and the service's for a start it cannot find", async () => {
    const { main, call } = await standIn();
    expect(await call("POST", "/repository/commits", { branch: "x" })).toEqual({
      status: 400,
      json: { error: "commit_message is missing, actions is missing" },
    });
    expect(
      await call("POST", "/repository/commits", commit(main, [{ action: "rename", file_path: "a" }])),
    ).toEqual({
      status: 400,
      json: { error: "actions[0][action] does not have a valid value" },
    });
    expect(await call("POST", "/repository/commits", commit("f".repeat(40), []))).toEqual({
      status: 400,
      json: { message: `Cannot find start_sha '${"f".repeat(40)}'` },
    });
  });

  it("answers 403 for a protected branch, and for a Reporter", async () => {
    const { gitlab, main, call } = await standIn({ protectedBranches: ["releaser/main"] });
    expect(await call("POST", "/repository/commits", commit(main, []))).toEqual({
      status: 403,
      json: { message: "403 Forbidden - You are not allowed to push into this branch" },
    });
    gitlab.addToken("glpat-reporter", { kind: "access", role: "reporter" });
    const reporter = await call(
      "POST",
      "/repository/commits",
      commit(main, [], { branch: "other" }),
      "glpat-reporter",
    );
    expect(reporter).toEqual({ status: 403, json: { message: "403 Forbidden" } });
  });
});

describe("PUT /projects/:id/merge_requests/:iid/merge with auto-merge", () => {
  const open = async (options: GitLabStandInOptions = {}) => {
    const made = await standIn(options);
    // The source branch is made through the Commits API, then its merge request.
    await made.call(
      "POST",
      "/repository/commits",
      commit(made.main, [{ action: "delete", file_path: "old.txt" }]),
    );
    const mr = await made.call("POST", "/merge_requests", {
      source_branch: "releaser/main",
      target_branch: "main",
      title: "chore(release): 1.5.0",
    });
    expect(mr.status).toBe(201);
    return made;
  };

  it("sets auto-merge (auto_merge or merge_when_pipeline_succeeds), squashed when asked", async () => {
    const { gitlab, call } = await open();
    const answer = await call("PUT", "/merge_requests/1/merge", { auto_merge: true, squash: true });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ iid: 1, merge_when_pipeline_succeeds: true, squash: true });
    expect(gitlab.state.mergeRequests[0]?.auto_merge).toEqual({ squash: true });
    const older = await call("PUT", "/merge_requests/1/merge", { merge_when_pipeline_succeeds: "true" });
    expect(older.json).toMatchObject({ merge_when_pipeline_succeeds: true, squash: false });
  });

  it("answers 405 without a pipeline to wait for, 401 to a Reporter, 404 for no such merge request", async () => {
    const { gitlab, call } = await open({ pipelines: false });
    expect(await call("PUT", "/merge_requests/1/merge", { auto_merge: true })).toEqual({
      status: 405,
      json: { message: "405 Method Not Allowed" },
    });
    gitlab.addToken("glpat-reporter", { kind: "access", role: "reporter" });
    expect(await call("PUT", "/merge_requests/1/merge", { auto_merge: true }, "glpat-reporter")).toEqual({
      status: 401,
      json: { message: "401 Unauthorized" },
    });
    expect(await call("PUT", "/merge_requests/9/merge", { auto_merge: true })).toEqual({
      status: 404,
      json: { message: "404 Not found" },
    });
    expect(gitlab.state.mergeRequests[0]?.auto_merge).toBeUndefined();
  });
});
