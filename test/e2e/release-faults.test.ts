import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROVIDERS, type Provider } from "../helpers/host-view.ts";
import { GITHUB_COM, hostedRepo } from "../helpers/hosted-repo.ts";
import { prState, releaseState } from "../helpers/release-state.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` killed (SIGKILL) at every fault point, then run once more: the end state must equal
 * a fault-free run's. The fault points are not listed here: RELEASER_KILL_AT=N kills the process
 * at the Nth point it reaches (after each applied step and each uploaded asset), and N is raised
 * until a run completes, so a new step is covered without a new test.
 * Slow (a build and an upload per point): it lives in test/e2e. The time limits are several times
 * a run on an idle 2-core machine: test files run side by side, and a loaded machine is slower.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * The build: a fast stand-in of a backend (test/fixtures/fast-build), whose wheel carries a random
 * zip comment, so no two builds are alike (as with backends that stamp the time): a re-run that
 * built again and shipped those bytes would leave the release and the index with different
 * files, which the end state checks (assetsMatchIndex). The real `python3 -m build` runs in
 * test/e2e/publish.test.ts and test/integration/release.test.ts; here every fault point is tried.
 */
const FAST_BUILD = join(dirname(new URL(import.meta.url).pathname), "../fixtures/fast-build/build.py");

async function scenario(provider: Provider) {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(index.close);
  // GitHub as github.com behaves with immutable releases on: nothing added to a published release.
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "${FAST_BUILD}"]\n`,
    { github: GITHUB_COM, provider },
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return { h, index };
}

/** The release's own steps (preparation left out) whose status is `status`, in order. */
function effectSteps(document: { steps: Array<{ step: string; status: string }> }, status: string): string[] {
  const preparation = new Set(["pre-release-hooks", "build", "credentials"]);
  return document.steps.filter((s) => s.status === status && !preparation.has(s.step)).map((s) => s.step);
}

describe.each(PROVIDERS)("on %s", (provider) => {
  describe("release survives a kill at every fault point", () => {
    it("one more run always finishes the release, with the state of a fault-free run", async () => {
      const clean = await scenario(provider);
      const ok = await clean.h.run(["release"], { PYPI_TOKEN, PATH });
      expect(ok.code, ok.stderr).toBe(0);
      const want = await releaseState(clean.h, clean.index);
      expect(want).toMatchObject({ tagOnHead: true, assetsMatchIndex: true, status: "" });
      expect(want.releases).toHaveLength(1);
      expect(want.onIndex).toHaveLength(2);

      // The steps a release does (not the preparation every run repeats until the upload is done).
      const cleanDone = effectSteps(
        JSON.parse((await clean.h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH })).stdout),
        "already",
      );
      expect(cleanDone).toEqual(["tag", "push", "host-release", "assets", "publish-release", "upload"]);

      const survived: number[] = [];
      let remaining = cleanDone.length;
      for (let point = 1; point < 30; point++) {
        const { h, index } = await scenario(provider);
        const killed = await h.run(["release"], { PYPI_TOKEN, PATH, RELEASER_KILL_AT: String(point) });
        if (killed.code === 0) break; // the run has fewer fault points than this: all were tried

        // Re-planning after any prefix of the steps yields exactly the steps left: a suffix of the
        // list, none the killed run finished, never more than after an earlier kill; and the
        // re-plan (a dry run) changes nothing.
        const before = await releaseState(h, index);
        const plan = await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH });
        expect(plan.code, plan.stderr).toBe(0);
        const left = effectSteps(JSON.parse(plan.stdout), "would");
        expect(cleanDone.slice(cleanDone.length - left.length), `re-plan after point ${point}`).toEqual(left);
        const finished = killed.stderr
          .split("\n")
          .filter((l) => l.startsWith("  ✓ "))
          .map((l) => l.split(/\s+/)[2]);
        for (const step of finished)
          expect(left, `${step} finished before the kill at ${point}`).not.toContain(step);
        expect(left.length).toBeLessThanOrEqual(remaining);
        remaining = left.length;
        expect(await releaseState(h, index)).toEqual(before);

        const again = await h.run(["release"], { PYPI_TOKEN, PATH });
        expect(again.code, `after a kill at point ${point}: ${again.stderr}`).toBe(0);
        expect(await releaseState(h, index), `after a kill at point ${point}`).toEqual(want);
        survived.push(point);
      }
      // build, tag, push, release, two assets, the assets step, the upload: at least these.
      expect(survived.length).toBeGreaterThanOrEqual(8);
      process.stdout.write(
        `release fault points tried and survived: ${survived.length} (each re-planned by a dry run first)\n`,
      );
    }, 1_200_000);
  });

  describe("release-pr survives a kill at every fault point", () => {
    it("one more run always leaves one PR whose branch holds the release commit", async () => {
      const clean = await hostedRepo("", { provider });
      expect((await clean.run(["release-pr"])).code).toBe(0);
      const want = await prState(clean);
      expect(want.pulls).toHaveLength(1);

      const survived: number[] = [];
      for (let point = 1; point < 40; point++) {
        const h = await hostedRepo("", { provider });
        const killed = await h.run(["release-pr"], { RELEASER_KILL_AT: String(point) });
        if (killed.code === 0) break;
        const again = await h.run(["release-pr"]);
        expect(again.code, `after a kill at point ${point}: ${again.stderr}`).toBe(0);
        expect(await prState(h), `after a kill at point ${point}`).toEqual(want);
        survived.push(point);
      }
      expect(survived.length).toBeGreaterThanOrEqual(5);
      process.stdout.write(`release-pr fault points tried and survived: ${survived.length}\n`);
    }, 1_200_000);
  });
});
