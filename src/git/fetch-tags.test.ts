import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fetchMissingTags } from "./fetch-tags.ts";
import { readRemoteTags } from "./remote.ts";

const ID = ["-c", "user.name=t", "-c", "user.email=t@example.com"];

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", [...ID, "-C", dir, ...args], { encoding: "utf8" }).trim();
}

/** An origin with main (two commits) and a side branch, and a clone of main only, without tags. */
function setUp() {
  const root = mkdtempSync(join(tmpdir(), "releaser-fetch-tags-"));
  const origin = join(root, "origin");
  git(root, "init", "-q", "-b", "main", origin);
  git(origin, "commit", "-q", "--allow-empty", "-m", "one");
  git(origin, "commit", "-q", "--allow-empty", "-m", "two");
  git(origin, "checkout", "-q", "-b", "side");
  git(origin, "commit", "-q", "--allow-empty", "-m", "side");
  git(origin, "checkout", "-q", "main");
  const clone = join(root, "clone");
  execFileSync("git", [
    "clone",
    "-q",
    "--no-tags",
    "--single-branch",
    "-b",
    "main",
    `file://${origin}`,
    clone,
  ]);
  return { root, origin, clone };
}

const tagsOf = (dir: string) => git(dir, "tag", "--list").split("\n").filter(Boolean).sort();

describe("fetchMissingTags", () => {
  const remoteTags = (dir: string) => readRemoteTags(dir, "origin", process.env);

  it("fetches origin's release tags the clone lacks, annotated or not, on branches it never fetched too", async () => {
    const { origin, clone } = setUp();
    git(origin, "tag", "v1.0.0", "main~1");
    git(origin, "tag", "-a", "v1.1.0", "-m", "1.1.0", "main");
    git(origin, "tag", "v2.0.0", "side"); // a commit of a branch this single-branch clone lacks
    git(origin, "tag", "main", "main"); // no release's name: never fetched (ambiguous refs)
    git(clone, "tag", "v1.1.0-local", "main");
    const result = await fetchMissingTags(clone, "origin", await remoteTags(clone), process.env);
    expect(result).toEqual({ fetched: ["v1.0.0", "v1.1.0", "v2.0.0"] });
    expect(tagsOf(clone)).toEqual(["v1.0.0", "v1.1.0", "v1.1.0-local", "v2.0.0"]);
    expect(git(clone, "cat-file", "-t", "v1.1.0")).toBe("tag");
    expect(git(clone, "rev-parse", "v2.0.0")).toBe(git(origin, "rev-parse", "side"));
    // Nothing left to fetch: a second call does nothing.
    expect(await fetchMissingTags(clone, "origin", await remoteTags(clone), process.env)).toEqual({
      fetched: [],
    });
  });

  it("never moves a tag the clone has under the same name", async () => {
    const { origin, clone } = setUp();
    git(origin, "tag", "v1.0.0", "main");
    git(clone, "tag", "v1.0.0", "main~1");
    const result = await fetchMissingTags(clone, "origin", await remoteTags(clone), process.env);
    expect(result).toEqual({ fetched: [] });
    expect(git(clone, "rev-parse", "v1.0.0")).toBe(git(clone, "rev-parse", "main~1"));
  });

  it("one tag git refuses keeps none of the others out, and is said with git's reason", async () => {
    const { origin, clone } = setUp();
    git(origin, "tag", "r1/v1.0.0", "main");
    git(origin, "tag", "v1.1.0", "main");
    git(clone, "tag", "r1", "main"); // refs/tags/r1 blocks refs/tags/r1/...
    const result = await fetchMissingTags(clone, "origin", await remoteTags(clone), process.env);
    expect(result.fetched).toEqual(["v1.1.0"]);
    expect(result.failed?.names).toEqual(["r1/v1.0.0"]);
    expect(result.failed?.reason).toMatch(/r1/);
    expect(tagsOf(clone)).toEqual(["r1", "v1.1.0"]);
  });

  it("a shallow clone fetches only the tags on commits it has (deepening brings the rest)", async () => {
    const { root, origin } = setUp();
    git(origin, "tag", "v1.0.0", "main~1");
    git(origin, "tag", "v1.1.0", "main");
    git(origin, "tag", "v2.0.0", "side");
    const shallow = join(root, "shallow");
    clone(["--depth", "1", `file://${origin}`, shallow]);
    const result = await fetchMissingTags(shallow, "origin", await remoteTags(shallow), process.env);
    expect(result).toEqual({ fetched: ["v1.1.0"] });
    expect(git(shallow, "rev-list", "--count", "--all")).toBe("1");
  });

  it("a shallow partial clone fetches nothing and asks git for no missing commit", async () => {
    const { root, origin } = setUp();
    git(origin, "config", "uploadpack.allowFilter", "true");
    git(origin, "tag", "v1.0.0", "main~1");
    git(origin, "tag", "v2.0.0", "side");
    const partial = join(root, "partial");
    clone(["--depth", "1", "--filter=blob:none", `file://${origin}`, partial]);
    const result = await fetchMissingTags(partial, "origin", await remoteTags(partial), process.env);
    expect(result).toEqual({ fetched: [] });
    expect(tagsOf(partial)).toEqual([]);
    for (const ref of ["main~1", "side"]) {
      const commit = git(origin, "rev-parse", ref);
      expect(() =>
        execFileSync("git", ["-C", partial, "cat-file", "-e", commit], {
          stdio: "ignore",
          env: { ...process.env, GIT_NO_LAZY_FETCH: "1" },
        }),
      ).toThrow();
    }
  });
});

function clone(args: string[]): void {
  execFileSync("git", ["clone", "-q", "--no-tags", "--single-branch", "-b", "main", ...args]);
}
