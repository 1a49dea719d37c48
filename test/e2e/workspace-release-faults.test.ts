import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GITHUB_COM, type HostedRepo } from "../helpers/hosted-repo.ts";
import { pathWithQuickTwineCheck } from "../helpers/quick-twine-check.ts";
import { updateOnce } from "../helpers/update-once.ts";
import { hostedWorkspace } from "../helpers/workspace-repo.ts";
import { type PackageIndexStandIn, startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` of two packages killed (SIGKILL) at every fault point of the run, then run once more:
 * the end state must equal a fault-free run's (both tags on the release commit and on origin, one
 * release each with its own files, byte for byte the files on the index). The build is a fast
 * stand-in of a backend (test/fixtures/fast-build; the real `python3 -m build` runs in
 * workspace-release.test.ts), the upload the real twine. Slow: test/e2e.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
// Debian's tools, twine's check answered at once (quick-twine-check.ts); the upload the real twine.
const PATH = pathWithQuickTwineCheck();
const TAGS = ["alpha-lib-v1.3.0", "beta-lib-v0.3.1"];
// A fast build (test/fixtures/fast-build): every point of two packages' releases is tried.
const FAST_BUILD = join(dirname(new URL(import.meta.url).pathname), "../fixtures/fast-build/build.py");
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

// `update` makes the release commit in the fault-free run; the others replay it (updateOnce).
const update = updateOnce();

async function scenario() {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(index.close);
  const h = await hostedWorkspace(
    index,
    undefined,
    `repository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "${FAST_BUILD}"]`,
    {},
    GITHUB_COM,
    [],
    { update, localPushes: true },
  );
  return { h, index };
}

/** What must not differ between two runs: tags, releases and their files, the index, the tree. */
async function workspaceState(h: HostedRepo, index: PackageIndexStandIn) {
  const head = (await h.repo.gitAsync("rev-parse", "HEAD")).trim();
  const remote = await h.remoteGit("ls-remote", "--tags", "origin");
  const tagged = (tag: string) => remote.includes(`${head}\trefs/tags/${tag}^{}`);
  return {
    tagsOnHead: TAGS.map(tagged),
    localTags: (await h.repo.gitAsync("tag", "-l", ...TAGS)).trim().split("\n"),
    releases: h.github.releases
      .map((r) => ({
        tag: r.tag_name,
        draft: r.draft,
        assets: r.assets.map((a) => [a.name, a.state]).sort(),
        // Each asset is the file on the index, byte for byte (nothing built twice).
        matchIndex: r.assets.every((a) => index.files.get(a.name)?.content.equals(a.content)),
      }))
      .sort((a, b) => a.tag.localeCompare(b.tag)),
    onIndex: [...index.files.keys()].sort(),
    status: await h.repo.gitAsync("status", "--porcelain"),
  };
}

describe("release of several packages survives a kill", () => {
  it("one more run finishes both packages' releases, with the state of a fault-free run", async () => {
    const clean = await scenario();
    const ok = await clean.h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(ok.code, ok.stderr).toBe(0);
    const want = await workspaceState(clean.h, clean.index);
    expect(want.tagsOnHead).toEqual([true, true]);
    expect(want.releases.map((r) => [r.tag, r.draft, r.assets.length, r.matchIndex])).toEqual([
      ["alpha-lib-v1.3.0", false, 2, true],
      ["beta-lib-v0.3.1", false, 2, true],
    ]);
    expect(want.onIndex).toHaveLength(4);

    // The fault points are not listed: RELEASER_KILL_AT=N kills the run at the Nth point it
    // reaches, and N is raised until a run completes, so a new step is covered without a test.
    const survived: number[] = [];
    for (let point = 1; point < 60; point++) {
      const { h, index } = await scenario();
      const killed = await h.run(["release"], { PYPI_TOKEN, PATH, RELEASER_KILL_AT: String(point) });
      if (killed.code === 0) break; // the run has fewer fault points than this: all were tried
      const again = await h.run(["release"], { PYPI_TOKEN, PATH });
      expect(again.code, `after a kill at point ${point}: ${again.stderr}`).toBe(0);
      expect(await workspaceState(h, index), `after a kill at point ${point}`).toEqual(want);
      survived.push(point);
    }
    // Each package: build, tag, push, release, two assets, the assets step, publish, the upload.
    expect(survived.length).toBeGreaterThanOrEqual(16);
    process.stdout.write(`workspace release fault points tried and survived: ${survived.length}\n`);
  }, 900_000);
});
