import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  forcePushBranch,
  gitAuthEnv,
  pushReleaseRefs,
  readRemoteTags,
  refusedCredentials,
} from "./remote.ts";

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
};

describe("gitAuthEnv", () => {
  it("hands the token to git as a reset-then-set extraheader for the remote's origin only", () => {
    const env = gitAuthEnv("https://github.com/acme/widgets.git", "ghs_secret", {});
    const header = `AUTHORIZATION: basic ${Buffer.from("x-access-token:ghs_secret").toString("base64")}`;
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "http.https://github.com/.extraheader",
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: "http.https://github.com/.extraheader",
      GIT_CONFIG_VALUE_1: header,
    });
    expect(JSON.stringify(env)).not.toContain("ghs_secret");
  });

  it("keeps entries the environment already has, and the port of a loopback remote", () => {
    const env = gitAuthEnv("http://127.0.0.1:8080/o/r.git", "t", { GIT_CONFIG_COUNT: "1" });
    expect(env).toMatchObject({
      GIT_CONFIG_COUNT: "3",
      GIT_CONFIG_KEY_1: "http.http://127.0.0.1:8080/.extraheader",
      GIT_CONFIG_KEY_2: "http.http://127.0.0.1:8080/.extraheader",
    });
    expect(env).not.toHaveProperty("GIT_CONFIG_KEY_0");
  });

  it.each([
    ["oauth2", "glpat-secret"],
    ["gitlab-ci-token", "job-secret"],
  ])("sends the user name the host takes with the token: %s (GitLab)", (user, token) => {
    const env = gitAuthEnv("https://gitlab.com/acme/tools/widgets.git", token, {}, user);
    const header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`;
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "http.https://gitlab.com/.extraheader",
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: "http.https://gitlab.com/.extraheader",
      GIT_CONFIG_VALUE_1: header,
    });
    expect(JSON.stringify(env)).not.toContain(token);
  });

  it("sends x-access-token (GitHub's) when no user name is given", () => {
    expect(gitAuthEnv("https://github.com/o/r.git", "t", {}).GIT_CONFIG_VALUE_1).toBe(
      `AUTHORIZATION: basic ${Buffer.from("x-access-token:t").toString("base64")}`,
    );
    expect(gitAuthEnv("git@gitlab.com:o/r.git", "t", {}, "oauth2")).toEqual({});
  });

  it.each([
    "git@github.com:o/r.git",
    "ssh://git@github.com/o/r",
    "/srv/git/r.git",
    "file:///srv/r.git",
  ])("gives nothing to a remote that is not http(s): %s", (url) => {
    expect(gitAuthEnv(url, "t", {})).toEqual({});
  });
});

describe("a refused push or read, in the words of the host that refused it", () => {
  const bareWithHook = (message: string) => {
    const root = mkdtempSync(join(tmpdir(), "releaser-push-"));
    const bare = join(root, "origin.git");
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", bare]);
    writeFileSync(join(bare, "hooks", "pre-receive"), `#!/bin/sh\necho "${message}" >&2\nexit 1\n`);
    chmodSync(join(bare, "hooks", "pre-receive"), 0o755);
    const work = join(root, "work");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: work, env: GIT_ENV });
    execFileSync("git", ["init", "-q", "-b", "main", work]);
    git("commit", "-q", "--allow-empty", "-m", "feat: x");
    git("remote", "add", "origin", bare);
    return work;
  };

  it("names GitLab's roles and the job token's push setting when GitLab's hook refuses", async () => {
    const work = bareWithHook(
      "GitLab: You are not allowed to push code to protected branches on this project.",
    );
    const failed = forcePushBranch(work, "origin", "HEAD", "releaser/main", undefined, GIT_ENV);
    await expect(failed).rejects.toThrow(
      /^the push of releaser\/main to origin was rejected \(.*GitLab: You are not allowed to push code to protected branches on this project\.\); check that the token may push there on GitLab: the Developer role, Maintainer \(or a role allowed under Settings → Repository → Protected branches or Protected tags\) for a protected branch or tag; for CI_JOB_TOKEN, "Allow Git push requests to the repository" under Settings → CI\/CD → Job token permissions, or give GITLAB_TOKEN, then run again$/,
    );
  });

  it("speaks GitLab's terms for a GitLab origin whose refusal does not name GitLab (a protected tag)", async () => {
    const work = bareWithHook("You are not allowed to create tags in this project.");
    execFileSync("git", ["tag", "v1.5.0"], { cwd: work, env: GIT_ENV });
    const failed = pushReleaseRefs(work, "origin", { tag: "v1.5.0", branch: undefined }, GIT_ENV, "gitlab");
    await expect(failed).rejects.toThrow(
      /^the push of v1\.5\.0 to origin was rejected \(.*You are not allowed to create tags in this project\.\); check that the token may push there on GitLab: the Developer role, Maintainer .*, then run again$/,
    );
    await expect(failed).rejects.not.toThrow("contents: write");
  });

  it("keeps GitHub's advice for any other refusal", async () => {
    const work = bareWithHook("protected branch hook declined");
    await expect(
      forcePushBranch(work, "origin", "HEAD", "releaser/main", undefined, GIT_ENV),
    ).rejects.toThrow(
      /check the token's "contents: write" permission and branch protection, then run again$/,
    );
  });

  it("names GitLab's token variables when GitLab refuses the credentials", () => {
    expect(
      refusedCredentials(
        "origin",
        "remote: HTTP Basic: Access denied",
        "remote: HTTP Basic: Access denied.\n",
      ),
    ).toBe(
      'the remote "origin" refused the credentials (remote: HTTP Basic: Access denied); give a token that may read and push the repository (host.token_env, GITLAB_TOKEN or GL_TOKEN, or CI_JOB_TOKEN in GitLab CI)',
    );
    expect(refusedCredentials("origin", "Authentication failed", "fatal: Authentication failed\n")).toBe(
      'the remote "origin" refused the credentials (Authentication failed); give a token that may read and push the repository (host.token_env, GITHUB_TOKEN or GH_TOKEN)',
    );
  });
});

describe("readRemoteTags", () => {
  function repoWithOrigin(url: string): string {
    const dir = mkdtempSync(join(tmpdir(), "releaser-remote-tags-"));
    execFileSync("git", ["init", "-q", dir]);
    execFileSync("git", ["-C", dir, "remote", "add", "origin", url]);
    execFileSync("git", ["-C", dir, "config", "protocol.ext.allow", "always"]);
    return dir;
  }

  it("names each tag with its commit, annotated tags peeled", async () => {
    const origin = mkdtempSync(join(tmpdir(), "releaser-remote-origin-"));
    const git = (...args: string[]) =>
      execFileSync("git", ["-C", origin, ...args], { encoding: "utf8" }).trim();
    git("init", "-q");
    git("-c", "user.name=t", "-c", "user.email=t@x", "commit", "-q", "--allow-empty", "-m", "one");
    git("tag", "v1.0.0");
    git("-c", "user.name=t", "-c", "user.email=t@x", "tag", "-a", "v1.1.0", "-m", "annotated");
    const head = git("rev-parse", "HEAD");
    const tags = await readRemoteTags(repoWithOrigin(origin), "origin", process.env);
    expect([...tags]).toEqual([
      ["v1.0.0", head],
      ["v1.1.0", head],
    ]);
  });

  it("gives up on a remote that never answers, within its time limit", async () => {
    const dir = repoWithOrigin("ext::sh -c sleep% 30");
    await expect(readRemoteTags(dir, "origin", process.env, 300)).rejects.toThrow(
      "`git ls-remote` had no answer in 0.3 s and was stopped",
    );
  });
});
