import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { PROVIDERS, type Provider } from "../helpers/host-view.ts";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { prState, releaseState } from "../helpers/release-state.ts";
import type { RunResult } from "../helpers/repo.ts";
import { updateOnce } from "../helpers/update-once.ts";
import type { Fault } from "../stand-ins/http.ts";

/**
 * The code host failing at every request of a run, in every way it fails in practice. The
 * requests are not listed here: a fault-free run's request log says how many there are, and the
 * suite breaks the 1st, the 2nd, ... in turn, so a new request is covered without a new test.
 * After each fault the run either finishes or stops with one error line (exit 1); one more run on
 * a healthy server then leaves the state of a fault-free run. A run that exits 0 has done what it
 * says. Slow (hundreds of runs): it lives in test/e2e. The time limits are several times a run on
 * an idle 2-core machine: test files run side by side, and a loaded machine is slower.
 */

const DOCS = "https://docs.github.com/rest";
/**
 * Requests give up after this long here (RELEASER_HTTP_TIMEOUT_MS), so a time-out costs little.
 * Not less: on a loaded 2-core machine (test files side by side, three scenarios at once here)
 * a healthy answer from the in-process stand-in can take several hundred milliseconds, and a
 * healthy request timed out is a fault the test did not inject (400 ms was seen to fail so).
 */
const TIMEOUT_MS = 3_000;

/** The faults, each as the host sends it (GitHub's and GitLab's bodies and rate-limit headers differ). */
function faults(provider: Provider): Record<string, () => Fault> {
  const github = provider === "github";
  return {
    "a 502 burst the retries ride out": () => ({ status: 502, times: 2, body: { message: "Bad Gateway" } }),
    "503 until the retries give up": () => ({ status: 503, times: 4, body: { message: "Unavailable" } }),
    "a connection reset before the answer": () => ({ reset: true }),
    "the answer lost after the server acted": () => ({ resetAfter: true }),
    "a time-out": () => ({ delayMs: TIMEOUT_MS * 3 }),
    "401 midway (the token revoked)": () => ({
      status: 401,
      body: github
        ? { message: "Bad credentials", documentation_url: DOCS }
        : { message: "401 Unauthorized" },
    }),
    "a rate limit that resets in a second": (): Fault =>
      github
        ? {
            status: 403,
            headers: {
              "x-ratelimit-remaining": "0",
              "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 1),
            },
            body: { message: "API rate limit exceeded for user ID 1.", documentation_url: DOCS },
          }
        : {
            // Rack::Attack's throttle, as GitLab sends it.
            status: 429,
            headers: {
              "retry-after": "1",
              "ratelimit-remaining": "0",
              "ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 1),
            },
          },
  };
}
const KINDS = Object.keys(faults("github"));

const ENV = { RELEASER_HTTP_TIMEOUT_MS: String(TIMEOUT_MS) };

/** Faults a run must ride out (exit 0), and faults that must stop it (exit 1): proof they fired. */
const RIDDEN_OUT = new Set(["a 502 burst the retries ride out", "a rate limit that resets in a second"]);
const STOPPING = new Set(["503 until the retries give up", "401 midway (the token revoked)"]);

function expectOutcome(fault: string, code: number, where: string): void {
  if (RIDDEN_OUT.has(fault)) expect(code, where).toBe(0);
  if (STOPPING.has(fault)) expect(code, where).toBe(1);
}

/** Runs the scenarios a few at a time: each has its own servers and directories. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** A failed run: exit 1 and exactly one error line that points at `releaser explain`. */
function assertCleanFailure(result: RunResult, where: string): void {
  expect(result.code, `${where}: ${result.stderr}`).toBe(1);
  expect(result.stderr, where).not.toMatch(/internal error/);
  const errors = result.stderr.split("\n").filter((line) => line.startsWith("error: "));
  expect(errors, where).toHaveLength(1);
  splitErrorLine(errors[0] as string);
}

interface Case {
  request: number;
  fault: string;
}

/**
 * The faults that decide what a run leaves behind (no answer before the server acted, no answer
 * after it acted, a refusal after the retries) are tried at every request. The others take the
 * requests in turn, one at each and each at every fourth request: a retry ridden out, a time-out
 * (a real 3 s wait each), a revoked token and a rate limit go through the same client at every
 * request, so a quarter of the requests cover them, and the file stays within the suite's time (it
 * is the longest of the suite).
 */
const AT_EVERY_REQUEST = new Set([
  "a connection reset before the answer",
  "the answer lost after the server acted",
  "503 until the retries give up",
]);
const IN_TURN = KINDS.filter((kind) => !AT_EVERY_REQUEST.has(kind));

function faultCases(requests: number): Case[] {
  return Array.from({ length: requests }, (_, i) => i + 1).flatMap((request) => [
    ...[...AT_EVERY_REQUEST].map((fault) => ({ request, fault })),
    { request, fault: IN_TURN[request % IN_TURN.length] as string },
  ]);
}

describe("the faults tried", () => {
  it("every kind at least at every fourth request, and the deciding ones at each", () => {
    const tried = faultCases(4);
    for (const kind of KINDS) {
      const at = tried.filter((c) => c.fault === kind).map((c) => c.request);
      expect(at.length, kind).toBe(AT_EVERY_REQUEST.has(kind) ? 4 : 1);
    }
    for (const request of [1, 2, 3, 4])
      expect(new Set(tried.filter((c) => c.request === request).map((c) => c.fault)).size).toBe(4);
  });
});

describe.each(PROVIDERS)("on %s", (provider) => {
  const FAULTS = faults(provider);

  describe("release-pr survives the code host failing at any request", () => {
    it("one PR whose branch holds the release commit, after any fault and one more run", async () => {
      const clean = await hostedRepo("", { provider, localPushes: true });
      const ok = await clean.run(["release-pr"], ENV);
      expect(ok.code, ok.stderr).toBe(0);
      const want = await prState(clean);
      const requests = clean.host.requests.length;
      expect(requests).toBeGreaterThanOrEqual(3); // find the PR, create it, label it

      const tried = faultCases(requests);
      await inPool(tried, 3, async ({ request, fault }) => {
        const where = `release-pr, ${fault} at request ${request}`;
        const h = await hostedRepo("", { provider, localPushes: true });
        h.host.failAt(request, FAULTS[fault]?.() as Fault);
        const first = await h.run(["release-pr", "--json"], ENV);
        expectOutcome(fault, first.code, where);
        if (first.code === 0) {
          // It says what it did, and did it: "created" only when its own create was answered (an
          // answer lost after the server acted leaves the PR found, not claimed: "updated", as
          // this run pushed its branch).
          const claimed = JSON.parse(first.stdout) as { action: string; pr_number: number };
          expect(["created", "updated"], where).toContain(claimed.action);
          if (fault !== "the answer lost after the server acted")
            expect(claimed.action, where).toBe("created");
          expect(
            h.host.pulls().map((p) => p.number),
            where,
          ).toEqual([claimed.pr_number]);
        } else assertCleanFailure(first, where);
        h.host.clearFaults();
        const again = await h.run(["release-pr"], ENV);
        expect(again.code, `${where}, re-run: ${again.stderr}`).toBe(0);
        expect(await prState(h), where).toEqual(want);
      });
      process.stdout.write(
        `release-pr network faults tried and survived: ${tried.length} (${requests} requests, ${AT_EVERY_REQUEST.size + 1} of ${KINDS.length} kinds at each)\n`,
      );
    }, 1_200_000);
  });

  const SDIST = Buffer.from("sdist bytes of widgets 1.5.0");
  const WHEEL = Buffer.from("PK\u0003\u0004 wheel bytes of widgets 1.5.0, a little longer");

  /**
   * The release commit for 1.5.0 on main, here and on the remote, with dist/ holding two assets:
   * `update` made it in the fault-free run, its commit is replayed in the others (updateOnce).
   */
  const update = updateOnce();
  async function merged(provider: Provider): Promise<HostedRepo> {
    const h = await hostedRepo("", { provider, localPushes: true });
    await h.repo.commitAsync("chore: ignore dist", { ".gitignore": "dist/\n" });
    await update(h);
    await h.push("main");
    mkdirSync(join(h.repo.dir, "dist"), { recursive: true });
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0.tar.gz"), SDIST);
    writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0-py3-none-any.whl"), WHEEL);
    return h;
  }

  describe("release survives the code host failing at any request", () => {
    it("one tag, one release, each asset once, after any fault and one more run", async () => {
      const clean = await merged(provider);
      const ok = await clean.run(["release", "--skip-build"], ENV);
      expect(ok.code, ok.stderr).toBe(0);
      const want = await releaseState(clean);
      expect(want.releases).toHaveLength(1);
      expect(want.releases[0]?.assets).toHaveLength(2);
      const requests = clean.host.requests.length;
      expect(requests).toBeGreaterThanOrEqual(4); // look for the release, create it, two uploads

      const tried = faultCases(requests);
      await inPool(tried, 3, async ({ request, fault }) => {
        const where = `release, ${fault} at request ${request}`;
        const h = await merged(provider);
        h.host.failAt(request, FAULTS[fault]?.() as Fault);
        const first = await h.run(["release", "--skip-build", "--json"], ENV);
        expectOutcome(fault, first.code, where);
        if (first.code === 0) {
          const claimed = JSON.parse(first.stdout) as { released: boolean; release_url: string };
          expect(claimed.released, where).toBe(true);
          expect(await releaseState(h), where).toEqual(want);
          expect(claimed.release_url, where).toBe(h.host.releases()[0]?.url);
        } else assertCleanFailure(first, where);
        h.host.clearFaults();
        const again = await h.run(["release", "--skip-build"], ENV);
        expect(again.code, `${where}, re-run: ${again.stderr}`).toBe(0);
        expect(await releaseState(h), where).toEqual(want);
      });
      process.stdout.write(
        `release network faults tried and survived: ${tried.length} (${requests} requests, ${AT_EVERY_REQUEST.size + 1} of ${KINDS.length} kinds at each)\n`,
      );
    }, 1_200_000);
  });
});
