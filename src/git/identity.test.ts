import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withActionsIdentity } from "./identity.ts";

/** A repository and an environment in which git has no identity at all. */
function anonymous(extra: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "releaser-identity-"));
  execFileSync("git", ["init", "-q", dir]);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    ...extra,
  };
  return { dir, env };
}

const ident = (found: NodeJS.ProcessEnv) => [
  found.GIT_AUTHOR_NAME,
  found.GIT_AUTHOR_EMAIL,
  found.GIT_COMMITTER_NAME,
];

describe("the identity a CI job commits and tags as when git has none", () => {
  it("is the Actions bot in GitHub Actions", async () => {
    const { dir, env } = anonymous({ GITHUB_ACTIONS: "true" });
    expect(ident(await withActionsIdentity(dir, env))).toEqual([
      "github-actions[bot]",
      "41898282+github-actions[bot]@users.noreply.github.com",
      "github-actions[bot]",
    ]);
  });

  it("is the user who started the pipeline in GitLab CI", async () => {
    const { dir, env } = anonymous({
      GITLAB_CI: "true",
      GITLAB_USER_NAME: "Ada Lovelace",
      GITLAB_USER_EMAIL: "ada@example.com",
    });
    expect(ident(await withActionsIdentity(dir, env))).toEqual([
      "Ada Lovelace",
      "ada@example.com",
      "Ada Lovelace",
    ]);
  });

  it("says where it came from in a GitLab pipeline without a user", async () => {
    const { dir, env } = anonymous({ GITLAB_CI: "true", CI_SERVER_HOST: "git.corp.example" });
    expect(ident(await withActionsIdentity(dir, env))).toEqual([
      "releaser (GitLab CI)",
      "noreply@git.corp.example",
      "releaser (GitLab CI)",
    ]);
  });

  it("keeps an identity someone configured, and adds none outside CI", async () => {
    const { dir, env } = anonymous({ GITLAB_CI: "true", GITLAB_USER_NAME: "Ada", GITLAB_USER_EMAIL: "a@e" });
    execFileSync("git", ["config", "user.name", "Set Here"], { cwd: dir, env });
    execFileSync("git", ["config", "user.email", "set@example.com"], { cwd: dir, env });
    expect(await withActionsIdentity(dir, env)).toBe(env);
    const plain = anonymous({});
    expect(await withActionsIdentity(plain.dir, plain.env)).toBe(plain.env);
  });
});
