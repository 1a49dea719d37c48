import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GITHUB_COM, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * What an attack on `release` as changed for issue 24 found broken (draft first, --skip-publish
 * builds, the tag on the release commit), each now fixed and held here: a draft is finished even
 * with commits after the release commit, a re-run after the upload takes the index's files, the
 * immutable refusal reads right, a dry run names the files its build would attach.
 */

const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const BUILD =
  '["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]';
const WHEEL = "widgets-1.5.0-py2.py3-none-any.whl";
const SDIST = "widgets-1.5.0.tar.gz";
const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0042";

/** A hatchling project whose release commit for 1.5.0 is made by `update` and pushed. */
async function project(config = ""): Promise<HostedRepo> {
  const h = await hostedRepo(
    `${config}\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
    { github: GITHUB_COM },
  );
  await h.repo.commitAsync("chore: ignore dist", { ".gitignore": "dist/\n" });
  const update = await h.run(["update"]);
  expect(update.code, update.stderr).toBe(0);
  await h.push("main");
  return h;
}

/** dist/ with this version's sdist and wheel (what --skip-build attaches). */
function writeDist(h: HostedRepo, marker = "") {
  const dist = join(h.repo.dir, "dist");
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, SDIST), `sdist bytes${marker}`);
  writeFileSync(join(dist, WHEEL), `wheel bytes${marker}`);
}

const assetNames = (h: HostedRepo) => (h.github.releases[0]?.assets ?? []).map((a) => a.name).sort();

const indexes: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.allSettled(indexes.splice(0).map((index) => index.close()));
});

describe("attack on release (issue 24)", () => {
  it("a draft left by a run that stopped at the assets, with a commit after the release commit, is finished by the re-run", async () => {
    const h = await project();
    // A commit after the release commit: the tag goes on the release commit (issue 24, item 4).
    await h.repo.commitAsync("fix: later", { "src/widgets/later.py": "X = 1\n" });
    await h.push("main");
    writeDist(h);
    // The upload host fails: the run stops after creating the draft (as a kill there would).
    h.github.failUpload({ status: 502, times: 50 });
    const first = await h.run(["release", "--skip-build"]);
    expect(first.code).toBe(1);
    expect(h.github.releases[0]?.draft).toBe(true);
    h.github.clearFaults();

    const again = await h.run(["release", "--skip-build", "--json"]);
    expect(again.code, again.stderr).toBe(0);
    // Observed: "Nothing to release: 1.5.0 ... was released as v1.5.0", exit 0, no write.
    expect(again.stdout + again.stderr).not.toContain("Nothing to release");
    expect(h.github.releases[0]).toMatchObject({ draft: false });
    expect(assetNames(h)).toEqual([WHEEL, SDIST]);
  });

  it("a draft left by a stopped run is finished after a fix: commit lands after the release commit", async () => {
    const h = await project();
    writeDist(h);
    h.github.failUpload({ status: 502, times: 50 });
    expect((await h.run(["release", "--skip-build"])).code).toBe(1);
    h.github.clearFaults();
    expect(h.github.releases[0]?.draft).toBe(true);
    // Someone merges a fix before the release job is re-run.
    await h.repo.commitAsync("fix: later", { "src/widgets/later.py": "X = 1\n" });
    await h.push("main");

    const again = await h.run(["release", "--skip-build"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout + again.stderr).not.toContain("Nothing to release");
    expect(h.github.releases[0]).toMatchObject({ draft: false });
    expect(assetNames(h)).toEqual([WHEEL, SDIST]);
  });

  it("release --skip-host-release, then release: the immutable release is published with the files the index has", async () => {
    const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
    indexes.push(index);
    const h = await project(
      `\n[tool.releaser.publish]\nbuild_command = ${BUILD}\nrepository_url = "${index.uploadUrl}"\n`,
    );
    const first = await h.run(["release", "--skip-host-release"], { PATH, PYPI_TOKEN });
    expect(first.code, first.stderr).toBe(0);
    expect([...index.files.keys()].sort()).toEqual([WHEEL, SDIST]);
    expect(readdirSync(join(h.repo.dir, "dist")).sort()).toEqual([WHEEL, SDIST]);

    const plan = await h.run(["release", "--dry-run"], { PATH, PYPI_TOKEN });
    expect(plan.stdout).toContain(`would upload 2 files (${WHEEL}, ${SDIST})`);
    const again = await h.run(["release"], { PATH, PYPI_TOKEN });
    expect(again.code, again.stderr).toBe(0);
    // Observed: "assets  no files match release.assets: nothing to upload", then published.
    expect(again.stderr).not.toContain("no files match release.assets");
    expect(h.github.releases[0]).toMatchObject({ draft: false, immutable: true });
    expect(assetNames(h)).toEqual([WHEEL, SDIST]);
  });

  it("a published immutable release holding other bytes is refused in one line that reads right", async () => {
    const h = await project();
    writeDist(h);
    // Released with these files; immutable since.
    expect((await h.run(["release", "--skip-build"])).code).toBe(0);
    writeDist(h, " rebuilt");
    const writes = h.github.writes().length;

    const again = await h.run(["release", "--skip-build"]);
    expect(again.code).toBe(1);
    expect(h.github.writes()).toHaveLength(writes);
    const line = again.stderr.split("\n").find((l) => l.startsWith("error: "));
    expect(line).toContain("is published and immutable");
    expect(line).not.toContain("and it its");
    expect(line).not.toContain("built here");
  });

  it("release --skip-publish --dry-run says the assets step would attach the built files", async () => {
    const h = await project(`\n[tool.releaser.publish]\nbuild_command = ${BUILD}\n`);
    const writes = h.github.writes().length;
    const plan = await h.run(["release", "--skip-publish", "--dry-run", "--json"], { PATH });
    expect(plan.code, plan.stderr).toBe(0);
    expect(h.github.writes()).toHaveLength(writes);
    const steps = (
      JSON.parse(plan.stdout) as { steps: Array<{ step: string; status: string; detail: string }> }
    ).steps;
    const assets = steps.find((s) => s.step === "assets");
    // The real run uploads both built files to the draft before publishing it.
    expect(assets?.status).toBe("would");
    expect(assets?.detail).not.toContain("nothing to upload");
  });
});
