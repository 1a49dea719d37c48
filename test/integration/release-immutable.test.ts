import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GITHUB_COM, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";

/**
 * `release` against a stand-in that behaves as github.com does with immutable releases on
 * (uploads on their own host, sha256 digests, no asset added to or removed from a published
 * release): the release is made a draft, its files go on, then it is published (DESIGN 5).
 */

const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const BUILD =
  '["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]';
const WHEEL = "widgets-1.5.0-py2.py3-none-any.whl";
const SDIST = "widgets-1.5.0.tar.gz";

type Json = {
  steps: Array<{ step: string; status: string; detail: string }>;
  [key: string]: unknown;
};

/** A hatchling project whose release commit for 1.5.0 is merged and pushed. */
async function project(config = ""): Promise<HostedRepo> {
  const h = await hostedRepo(
    `${config}\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
    { github: GITHUB_COM },
  );
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  expect((await h.run(["update"])).code).toBe(0);
  await h.push("main");
  return h;
}

const digest = (bytes: Buffer) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

describe("release on a repository with immutable releases", () => {
  it("--skip-publish builds, keeps dist/ for a later publishing step, and the published release carries both files", async () => {
    const h = await project(`\n[tool.releaser.publish]\nbuild_command = ${BUILD}\n`);
    // No index token anywhere: --skip-publish asks for none.
    const result = await h.run(["release", "--skip-publish", "--json"], { PATH });
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    expect(json).toMatchObject({ released: true, published: false, release_draft: false });
    expect(json.steps.map((s) => [s.step, s.status])).toEqual([
      ["pre-release-hooks", "skipped"],
      ["build", "done"],
      ["credentials", "skipped"],
      ["tag", "done"],
      ["push", "done"],
      ["host-release", "done"],
      ["assets", "done"],
      ["publish-release", "done"],
      ["upload", "skipped"],
    ]);
    expect(json.steps.at(-1)?.detail).toBe("no upload (--skip-publish): the built files stay in dist/");

    // dist/ holds the sdist and the wheel, and the release carries the very same bytes.
    const dist = join(h.repo.dir, "dist");
    expect(readdirSync(dist).sort()).toEqual([WHEEL, SDIST]);
    const release = h.github.releases[0];
    expect(release).toMatchObject({ draft: false, immutable: true });
    for (const name of [WHEEL, SDIST]) {
      const asset = release?.assets.find((a) => a.name === name);
      expect(asset?.content.equals(readFileSync(join(dist, name))), name).toBe(true);
      expect(asset?.digest).toBe(digest(readFileSync(join(dist, name))));
    }
    // Every upload went to the draft: none was refused.
    expect(h.github.uploads().length).toBe(2);

    // A re-run finds everything done and changes nothing (the digests say the files are the same).
    const writes = h.github.writes().length;
    const again = await h.run(["release", "--skip-publish", "--json"], { PATH });
    expect(again.code, again.stderr).toBe(0);
    expect(h.github.writes()).toHaveLength(writes);
  });

  it("a published immutable release without its files is one error saying to release a new version; nothing is uploaded", async () => {
    const h = await project();
    // Published earlier with no files (nothing in dist/ then), immutable since.
    const first = await h.run(["release", "--skip-build"]);
    expect(first.code, first.stderr).toBe(0);
    expect(h.github.releases[0]).toMatchObject({ draft: false, immutable: true, assets: [] });
    const dist = join(h.repo.dir, "dist");
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, SDIST), "sdist bytes");
    writeFileSync(join(dist, WHEEL), "wheel bytes");
    const writes = h.github.writes().length;

    const again = await h.run(["release", "--skip-build"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(
        `^error: the release of v1\\.5\\.0 is published and immutable \\(\\S+\\), and it lacks ${WHEEL.replace(/\./g, "\\.")}, ${SDIST.replace(/\./g, "\\.")}; a published immutable release cannot change: release a new patch version \\(a fix: commit, then release-pr and release\\) \\(releaser explain GIT_HOST_ERROR\\)$`,
        "m",
      ),
    );
    expect(h.github.writes()).toHaveLength(writes);
  });

  it("a draft made by hand is taken over: this release's title and notes, the files, then published", async () => {
    const h = await project();
    // The draft someone started on GitHub for the tag.
    const made = await fetch(`${h.github.url}/repos/acme/widgets/releases`, {
      method: "POST",
      headers: { authorization: "token ghs_T0kenThatMustNeverBeShown42", "content-type": "application/json" },
      body: JSON.stringify({
        tag_name: "v1.5.0",
        name: "Draft by hand",
        body: "notes to write",
        draft: true,
      }),
    });
    expect(made.status).toBe(201);
    const dist = join(h.repo.dir, "dist");
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, SDIST), "sdist bytes");
    writeFileSync(join(dist, WHEEL), "wheel bytes");

    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "took over the draft release v1.5.0 (title, notes from the changelog and the configuration)",
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ released: true, release_draft: false });
    expect(h.github.releases).toHaveLength(1);
    const release = h.github.releases[0];
    expect(release).toMatchObject({ name: "v1.5.0", draft: false, immutable: true });
    expect(release?.body).toContain("## [1.5.0]");
    expect(release?.assets.map((a) => a.name).sort()).toEqual([WHEEL, SDIST]);
  });
});
