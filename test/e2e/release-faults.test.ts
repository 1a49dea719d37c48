import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROVIDERS, type Provider } from "../helpers/host-view.ts";
import { GITHUB_COM, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { pathWithQuickTwineCheck } from "../helpers/quick-twine-check.ts";
import { prState, releaseState } from "../helpers/release-state.ts";
import { updateOnce } from "../helpers/update-once.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` killed (SIGKILL) at every fault point, then run once more: the end state must equal
 * a fault-free run's. The fault points are not listed here: RELEASER_KILL_AT=N kills the process
 * at the Nth point it reaches (after each applied step and each uploaded asset); release's points
 * are read from a fault-free run's report and release-pr's N is raised until a run completes, and
 * either way a run killed one past the last point must complete, so a new step is covered without
 * a new test. Each point is killed on one provider or on both (see killedOn).
 * Slow (a build and an upload per point): it lives in test/e2e. The time limits are several times
 * a run on an idle 2-core machine: test files run side by side, and a loaded machine is slower.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
// Debian's tools, twine's check answered at once (quick-twine-check.ts); the upload the real twine.
const PATH = pathWithQuickTwineCheck();
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

async function scenario(provider: Provider, update: (h: HostedRepo) => Promise<void>) {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(index.close);
  // GitHub as github.com behaves with immutable releases on: nothing added to a published release.
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "${FAST_BUILD}"]\n`,
    { github: GITHUB_COM, provider, localPushes: true },
  );
  await h.repo.commitAsync("chore: ignore dist", { ".gitignore": "dist/\n" });
  await update(h);
  await h.push("main");
  return { h, index };
}

type Steps = { steps: Array<{ step: string; status: string }> };

/** The release's own steps (preparation left out) whose status is `status`, in order. */
function effectSteps(document: Steps, status: string): string[] {
  const preparation = new Set(["pre-release-hooks", "build", "credentials"]);
  return document.steps.filter((s) => s.status === status && !preparation.has(s.step)).map((s) => s.step);
}

/**
 * A run's fault points, in order, from its `--json` report: one after each step it applied, and
 * before the assets step's own one after each file it uploaded (`asset`).
 */
function faultPoints(document: Steps, assets: number): string[] {
  return document.steps
    .filter((s) => s.status === "done")
    .flatMap((s) => (s.step === "assets" ? [...Array<string>(assets).fill("asset"), "assets"] : [s.step]));
}

/**
 * Which provider each point is killed on. A kill at a point of the code host's steps (the draft
 * release made, each file uploaded to it, the assets step, the release published) leaves a
 * draft, some files or a published release that the next run must find and take over, and GitHub
 * and GitLab keep those differently (a draft release and its assets; a release and the package
 * registry's files): those points are killed on both providers. A kill at any other point leaves
 * what is the same whatever the host: files in dist/ (build), a tag here (tag) or on the git
 * remote (push), or, after the upload, the finished release, which each provider's fault-free run
 * reads back already with its dry run. Those take turns between the providers: each is still
 * killed on one of them, and the file stays within the suite's time. The same for release-pr,
 * whose points all lie in the update that makes the release commit in a temporary worktree,
 * before anything is pushed or asked of the host (each kill checks that the host holds no pull
 * request and no release branch): all of them take turns.
 */
const ON_THE_HOST = new Set(["host-release", "asset", "assets", "publish-release"]);

function killedOn(points: readonly string[]): Provider[][] {
  let turn = 0;
  return points.map((step) => (ON_THE_HOST.has(step) ? [...PROVIDERS] : [inTurn(turn++)]));
}

/** The provider whose turn the nth point off the host is (counting from 0). */
function inTurn(turn: number): Provider {
  return PROVIDERS[turn % PROVIDERS.length] as Provider;
}

describe("the kills tried", () => {
  it("every point on some provider, the code host's on each, the others in turn", () => {
    const points = [
      "build",
      "tag",
      "push",
      "host-release",
      "asset",
      "asset",
      "assets",
      "publish-release",
      "upload",
    ];
    expect(killedOn(points)).toEqual([
      ["github"],
      ["gitlab"],
      ["github"],
      ["github", "gitlab"],
      ["github", "gitlab"],
      ["github", "gitlab"],
      ["github", "gitlab"],
      ["github", "gitlab"],
      ["gitlab"],
    ]);
    // release-pr's points, all in the local update: one provider each, in turn.
    expect([1, 2, 3, 4, 5].map((point) => inTurn(point - 1))).toEqual([
      "github",
      "gitlab",
      "github",
      "gitlab",
      "github",
    ]);
  });
});

describe("release survives a kill at every fault point", () => {
  it("one more run always finishes the release, with the state of a fault-free run", async () => {
    const clean = new Map<
      Provider,
      {
        update: (h: HostedRepo) => Promise<void>;
        want: Awaited<ReturnType<typeof releaseState>>;
        done: string[];
        points: string[];
      }
    >();
    for (const provider of PROVIDERS) {
      const update = updateOnce();
      const { h, index } = await scenario(provider, update);
      const ok = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
      expect(ok.code, ok.stderr).toBe(0);
      const want = await releaseState(h, index);
      expect(want).toMatchObject({ tagOnHead: true, assetsMatchIndex: true, status: "" });
      expect(want.releases).toHaveLength(1);
      expect(want.onIndex).toHaveLength(2);

      // The steps a release does (not the preparation every run repeats until the upload is done).
      const done = effectSteps(
        JSON.parse((await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH })).stdout),
        "already",
      );
      expect(done, provider).toEqual(["tag", "push", "host-release", "assets", "publish-release", "upload"]);
      const points = faultPoints(JSON.parse(ok.stdout), want.releases[0]?.assets.length ?? 0);
      clean.set(provider, { update, want, done, points });
    }
    // The same points on both (the turns below assume it): build, tag, push, release, two
    // assets, the assets step, publishing, the upload.
    const points = clean.get("github")?.points ?? [];
    expect(clean.get("gitlab")?.points).toEqual(points);
    expect(points.length).toBeGreaterThanOrEqual(9);

    const remaining = new Map(PROVIDERS.map((p) => [p, clean.get(p)?.done.length ?? 0]));
    const tried: string[] = [];
    const turns = killedOn(points);
    const firstOnHost = points.findIndex((step) => ON_THE_HOST.has(step)) + 1;
    for (let point = 1; point <= points.length + 1; point++) {
      // One past the last point: the run completes on each provider (no point left untried).
      for (const provider of turns[point - 1] ?? PROVIDERS) {
        const { update, want, done: cleanDone } = clean.get(provider) ?? expect.unreachable();
        const where = `${provider}, a kill at point ${point} (${points[point - 1] ?? "none"})`;
        const { h, index } = await scenario(provider, update);
        const killed = await h.run(["release"], { PYPI_TOKEN, PATH, RELEASER_KILL_AT: String(point) });
        if (point > points.length) {
          expect(killed.code, `${where}: the run has no more points: ${killed.stderr}`).toBe(0);
          expect(await releaseState(h, index), where).toEqual(want);
          continue;
        }
        expect(killed.code, `${where}: ${killed.stderr}`).not.toBe(0);
        // Before the code host's steps, a kill leaves nothing there (why one provider suffices).
        if (point < firstOnHost) expect(h.host.releases(), `${where}: nothing on the host`).toEqual([]);

        // Re-planning after any prefix of the steps yields exactly the steps left: a suffix of the
        // list, none the killed run finished, never more than after an earlier kill; and the
        // re-plan (a dry run) changes nothing.
        const before = await releaseState(h, index);
        const plan = await h.run(["release", "--dry-run", "--json"], { PYPI_TOKEN, PATH });
        expect(plan.code, plan.stderr).toBe(0);
        const left = effectSteps(JSON.parse(plan.stdout), "would");
        expect(cleanDone.slice(cleanDone.length - left.length), `re-plan, ${where}`).toEqual(left);
        const finished = killed.stderr
          .split("\n")
          .filter((l) => l.startsWith("  ✓ "))
          .map((l) => l.split(/\s+/)[2]);
        for (const step of finished) expect(left, `${step} finished before ${where}`).not.toContain(step);
        expect(left.length, where).toBeLessThanOrEqual(remaining.get(provider) ?? 0);
        remaining.set(provider, left.length);
        expect(await releaseState(h, index)).toEqual(before);

        const again = await h.run(["release"], { PYPI_TOKEN, PATH });
        expect(again.code, `after ${where}: ${again.stderr}`).toBe(0);
        expect(await releaseState(h, index), `after ${where}`).toEqual(want);
        tried.push(`${point} on ${provider}`);
      }
    }
    process.stdout.write(
      `release fault points: ${points.length}, killed and survived ${tried.length} times (each re-planned by a dry run first): ${tried.join(", ")}\n`,
    );
  }, 1_200_000);
});

describe("release-pr survives a kill at every fault point", () => {
  it("one more run always leaves one PR whose branch holds the release commit", async () => {
    const want = new Map<Provider, Awaited<ReturnType<typeof prState>>>();
    for (const provider of PROVIDERS) {
      const clean = await hostedRepo("", { provider, localPushes: true });
      expect((await clean.run(["release-pr"])).code).toBe(0);
      want.set(provider, await prState(clean));
      expect(want.get(provider)?.pulls).toHaveLength(1);
    }

    // The points are not named: each is killed on the provider whose turn it is (all of them take
    // turns, see killedOn), until a run completes; then it completes on the other provider too.
    const tried: string[] = [];
    for (let point = 1; point < 40; point++) {
      const provider = inTurn(point - 1);
      const where = `${provider}, a kill at point ${point}`;
      const h = await hostedRepo("", { provider, localPushes: true });
      const killed = await h.run(["release-pr"], { RELEASER_KILL_AT: String(point) });
      if (killed.code === 0) {
        for (const other of PROVIDERS.filter((p) => p !== provider)) {
          const o = await hostedRepo("", { provider: other, localPushes: true });
          const done = await o.run(["release-pr"], { RELEASER_KILL_AT: String(point) });
          expect(done.code, `${other}: the run has no point ${point}: ${done.stderr}`).toBe(0);
          expect(await prState(o), other).toEqual(want.get(other));
        }
        expect(await prState(h), where).toEqual(want.get(provider));
        break;
      }
      // Nothing asked of the host yet: why one provider suffices (see killedOn).
      expect(h.host.pulls(), where).toEqual([]);
      expect(await h.remoteBranch("releaser/main"), where).toBe("");
      const again = await h.run(["release-pr"]);
      expect(again.code, `after ${where}: ${again.stderr}`).toBe(0);
      expect(await prState(h), `after ${where}`).toEqual(want.get(provider));
      tried.push(`${point} on ${provider}`);
    }
    expect(tried.length).toBeGreaterThanOrEqual(5);
    process.stdout.write(
      `release-pr fault points killed and survived: ${tried.length}: ${tried.join(", ")}\n`,
    );
  }, 1_200_000);
});
