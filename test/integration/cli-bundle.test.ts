import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module without types
import { cliOptions } from "../../scripts/build-options.mjs";

/**
 * The built CLI (dist/) is committed: `npm install -g` of the repository, pre-commit's install of
 * the hook and the Python wheel all take it as it is, with no build step (issue 15). The test
 * run rebuilds dist/ in the working tree, so the files compared are git's (the index: what is
 * staged, which in CI is what was committed), and they must equal a fresh build of the sources.
 */
const ROOT = join(import.meta.dirname, "../..");

function git(args: string[]): Buffer {
  return execFileSync("git", args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
}

it("the committed dist/ matches a fresh build, file for file", async () => {
  const result = await build({ ...cliOptions, write: false });
  const fresh = new Map(
    (result.outputFiles ?? []).map((file) => [relative(ROOT, file.path), Buffer.from(file.contents)]),
  );
  const committed = git(["ls-files", "--", "dist"])
    .toString("utf8")
    .split("\n")
    .filter((path) => path !== "" && !path.startsWith("dist/python/"));
  const stale = "dist/ is stale: run npm run bundle and commit dist/ (git add -A dist)";
  expect([...fresh.keys()].sort(), stale).toEqual(committed.sort());
  for (const path of committed) {
    expect(git(["show", `:${path}`]).equals(fresh.get(path) as Buffer), `${path}: ${stale}`).toBe(true);
  }
});
