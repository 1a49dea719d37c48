import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseHeadListing, readRecordedDefaultBranch, readRemoteHeadAndTags } from "./default-branch.ts";

const A = "a".repeat(40);
const B = "b".repeat(40);
const C = "c".repeat(40);

describe("parseHeadListing", () => {
  it("takes HEAD's branch with its commit, the branches asked for, and the tags peeled", () => {
    const listing = parseHeadListing(
      [
        "ref: refs/heads/master\tHEAD",
        `${A}\tHEAD`,
        `${B}\trefs/heads/main`,
        `${C}\trefs/tags/v1.0.0`,
        `${A}\trefs/tags/v1.0.0^{}`,
        `${B}\trefs/tags/light`,
        "",
      ].join("\n"),
      ["main"],
    );
    expect(listing.head).toEqual({ branch: "master", commit: A });
    expect([...listing.branches]).toEqual([["main", B]]);
    expect([...listing.tags]).toEqual([
      ["v1.0.0", A],
      ["light", B],
    ]);
  });

  it('"all" takes every branch, slashes in names included, and still the tags', () => {
    const listing = parseHeadListing(
      [
        "ref: refs/heads/main\tHEAD",
        `${A}\tHEAD`,
        `${A}\trefs/heads/main`,
        `${B}\trefs/heads/releaser/main`,
        `${C}\trefs/tags/v1.0.0`,
        `${B}\trefs/pull/1/head`,
        "",
      ].join("\n"),
      "all",
    );
    expect([...listing.branches]).toEqual([
      ["main", A],
      ["releaser/main", B],
    ]);
    expect([...listing.tags]).toEqual([["v1.0.0", C]]);
  });

  it("an unborn HEAD (a branch named with no commit) is no default branch", () => {
    expect(parseHeadListing("ref: refs/heads/master\tHEAD\n", []).head).toBeUndefined();
  });

  it("a detached HEAD (a commit, no branch) is no default branch", () => {
    expect(parseHeadListing(`${A}\tHEAD\n`, []).head).toBeUndefined();
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "T",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "T",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: ENV, encoding: "utf8" });

/** A bare origin whose HEAD is master, and a clone of it (which records origin/HEAD). */
function origin(): { bare: string; root: string } {
  const root = mkdtempSync(join(tmpdir(), "releaser-default-branch-"));
  dirs.push(root);
  const bare = join(root, "origin.git");
  git(root, "init", "-q", "--bare", "-b", "master", bare);
  const seed = join(root, "seed");
  git(root, "init", "-q", "-b", "master", seed);
  git(seed, "commit", "-q", "--allow-empty", "-m", "init");
  git(seed, "tag", "-a", "v1.0.0", "-m", "v1.0.0");
  git(seed, "push", "-q", bare, "master", "--tags");
  return { bare, root };
}

describe("readRecordedDefaultBranch", () => {
  it("reads what git clone recorded, and nothing for a remote added by hand", async () => {
    const { bare, root } = origin();
    const cloned = join(root, "cloned");
    git(root, "clone", "-q", bare, cloned);
    expect(await readRecordedDefaultBranch(cloned, "origin", ENV)).toBe("master");

    const added = join(root, "added");
    git(root, "init", "-q", "-b", "main", added);
    git(added, "remote", "add", "origin", bare);
    git(added, "fetch", "-q", "origin");
    expect(await readRecordedDefaultBranch(added, "origin", ENV)).toBeUndefined();
    // ...which the remote itself answers.
    const listing = await readRemoteHeadAndTags(added, "origin", [], ENV);
    expect(listing.head?.branch).toBe("master");
    expect(listing.head?.commit).toBe(git(cloned, "rev-parse", "HEAD").trim());
    expect([...listing.tags.keys()]).toEqual(["v1.0.0"]);
  });

  it("a remote that cannot be read is one GitError line", async () => {
    const { root } = origin();
    const lost = join(root, "lost");
    git(root, "init", "-q", "-b", "main", lost);
    git(lost, "remote", "add", "origin", join(root, "nowhere.git"));
    await expect(readRemoteHeadAndTags(lost, "origin", [], ENV)).rejects.toThrow(
      /^could not read the remote "origin" \(.*\); check the network, the remote URL and that the token may read the repository$/,
    );
  });
});
