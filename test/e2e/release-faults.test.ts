import { afterAll, describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` killed (SIGKILL) at every fault point, then run once more: the end state must equal
 * a fault-free run's. The fault points are not listed here: RELEASER_KILL_AT=N kills the process
 * at the Nth point it reaches (after each applied step and each uploaded asset), and N is raised
 * until a run completes, so a new step is covered without a new test.
 * Slow (a build and an upload per point): it lives in test/e2e.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

async function scenario() {
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  closers.push(index.close);
  const h = await hostedRepo(
    `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return { h, index };
}

/** What a finished release looks like, reduced to what must not differ between runs. */
async function endState(h: HostedRepo, index: Awaited<ReturnType<typeof scenario>>["index"]) {
  const head = h.repo.git("rev-parse", "HEAD").trim();
  const remoteTag = (await h.remoteGit("ls-remote", "origin", "refs/tags/v1.5.0^{}")).split("\t")[0];
  return {
    tagOnHead: remoteTag === head,
    localTag: h.repo.git("tag", "-l", "v1.5.0").trim(),
    releases: h.github.releases.map((r) => ({
      tag: r.tag_name,
      body: r.body,
      assets: r.assets.map((a) => [a.name, a.state]).sort(),
    })),
    releaseCreates: h.github.requests.filter((r) => r.method === "POST" && r.path.endsWith("/releases"))
      .length,
    onIndex: [...index.files.keys()].sort(),
    // Every asset is byte-equal to the file on the index (nothing rebuilt after the upload).
    assetsMatchIndex: (h.github.releases[0]?.assets ?? []).every((a) =>
      index.files.get(a.name)?.content.equals(a.content),
    ),
    status: h.repo.git("status", "--porcelain"),
  };
}

describe("release survives a kill at every fault point", () => {
  it("one more run always finishes the release, with the state of a fault-free run", async () => {
    const clean = await scenario();
    const ok = await clean.h.run(["release"], { PYPI_TOKEN, PATH });
    expect(ok.code, ok.stderr).toBe(0);
    const want = await endState(clean.h, clean.index);
    expect(want).toMatchObject({ tagOnHead: true, releaseCreates: 1, assetsMatchIndex: true, status: "" });
    expect(want.onIndex).toHaveLength(2);

    const survived: number[] = [];
    for (let point = 1; point < 30; point++) {
      const { h, index } = await scenario();
      const killed = await h.run(["release"], { PYPI_TOKEN, PATH, RELEASER_KILL_AT: String(point) });
      if (killed.code === 0) break; // the run has fewer fault points than this: all were tried
      const again = await h.run(["release"], { PYPI_TOKEN, PATH });
      expect(again.code, `after a kill at point ${point}: ${again.stderr}`).toBe(0);
      expect(await endState(h, index), `after a kill at point ${point}`).toEqual(want);
      survived.push(point);
    }
    // build, tag, push, release, two assets, the assets step, the upload: at least these.
    expect(survived.length).toBeGreaterThanOrEqual(8);
    process.stdout.write(`release fault points tried and survived: ${survived.length}\n`);
  }, 300_000);
});

describe("release-pr survives a kill at every fault point", () => {
  /** The PR and its branch, reduced to what must not differ between runs. */
  async function prState(h: HostedRepo) {
    const branch = await h.remoteBranch("releaser/main");
    // The release commit's change (trees differ between scenarios: each has its own ports).
    let tree = "";
    if (branch !== "") {
      await h.fetch("releaser/main");
      tree = h.repo
        .git("diff", `${branch}^`, branch)
        .replace(/^index .*$/gm, "")
        .replace(/127\.0\.0\.1:\d+/g, "HOST");
    }
    return {
      pulls: h.github.pulls.map((p) => ({ state: p.state, title: p.title, body: p.body, labels: p.labels })),
      tree,
      parent:
        branch === ""
          ? ""
          : h.repo.git("rev-parse", `${branch}^`).trim() === h.repo.git("rev-parse", "main").trim(),
      status: h.repo.git("status", "--porcelain"),
      worktrees: h.repo.git("worktree", "list").trim().split("\n").length,
    };
  }

  it("one more run always leaves one PR whose branch holds the release commit", async () => {
    const clean = await hostedRepo();
    expect((await clean.run(["release-pr"])).code).toBe(0);
    const want = await prState(clean);
    expect(want.pulls).toHaveLength(1);

    const survived: number[] = [];
    for (let point = 1; point < 40; point++) {
      const h = await hostedRepo();
      const killed = await h.run(["release-pr"], { RELEASER_KILL_AT: String(point) });
      if (killed.code === 0) break;
      const again = await h.run(["release-pr"]);
      expect(again.code, `after a kill at point ${point}: ${again.stderr}`).toBe(0);
      expect(await prState(h), `after a kill at point ${point}`).toEqual(want);
      survived.push(point);
    }
    expect(survived.length).toBeGreaterThanOrEqual(5);
    process.stdout.write(`release-pr fault points tried and survived: ${survived.length}\n`);
  }, 300_000);
});
