import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { BUILD } from "../helpers/workspace-repo.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * `release` of packages released together (`shared_version`, DESIGN 8): one tag of the
 * repository's own shape (`2.2.0`), one GitHub release with every package's files, and every
 * package built in its folder and uploaded to a loopback index.
 */

const PYPI_TOKEN = "pypi-AgEIcHlwaS5vcmcSecretUploadToken0077";
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const indexes: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const server of indexes.splice(0)) await server.close();
});

function member(name: string, version: string): string {
  return [
    "[project]",
    `name = "${name}"`,
    `version = "${version}"`,
    'requires-python = ">=3.8"',
    "",
    "[build-system]",
    'requires = ["hatchling"]',
    'build-backend = "hatchling.build"',
    "",
  ].join("\n");
}

describe("release of packages released together", () => {
  it("makes one tag and one release with every package's files, and uploads every package", async () => {
    const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
    indexes.push(index);
    // GitHub's immutable releases: a file added after publishing would be refused.
    const h = await hostedRepo("", {
      github: { immutableReleases: true },
      pyproject: (apiUrl) =>
        [
          "[tool.uv.workspace]",
          'members = ["packages/*"]',
          "",
          "[tool.releaser]",
          'packages = ["packages/alpha", "packages/beta"]',
          "shared_version = true",
          "",
          "[tool.releaser.host]",
          `api_url = "${apiUrl}"`,
          "",
          "[tool.releaser.publish]",
          `repository_url = "${index.uploadUrl}"`,
          `build_command = [${BUILD}]`,
          "",
        ].join("\n"),
      files: {
        ".gitignore": "dist/\n",
        "packages/alpha/pyproject.toml": member("alpha-lib", "2.1.0"),
        "packages/alpha/src/alpha_lib/__init__.py": '__version__ = "2.1.0"\n',
        "packages/beta/pyproject.toml": member("beta-lib", "2.1.0"),
        "packages/beta/src/beta_lib/__init__.py": '__version__ = "2.1.0"\n',
      },
    });
    // The repository's tags are plain: the helper's v1.4.2 goes.
    await h.repo.gitAsync("tag", "-d", "v1.4.2");
    await h.push(":refs/tags/v1.4.2");
    await h.repo.gitAsync("tag", "2.1.0");
    await h.repo.commitAsync("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
    const updated = await h.run(["update"]);
    expect(updated.code, updated.stderr).toBe(0);
    await h.push("main", "--tags");

    // A dry run names each package's part and changes nothing.
    const dry = await h.run(["release", "--dry-run"], { PYPI_TOKEN, PATH });
    expect(dry.code, dry.stderr).toBe(0);
    const [lead, last] = dry.stdout.split("beta-lib (packages/beta):");
    expect(lead).toContain("~ host-release      would create draft release 2.2.0");
    expect(lead).not.toContain("publish-release");
    expect(last).toContain("~ host-release      would join the release 2.2.0 that alpha-lib makes");
    expect(last).not.toContain("~ tag");
    expect(last).toContain("~ publish-release   would publish release 2.2.0 once its files are on it");
    expect(h.github.writes()).toEqual([]);

    const result = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(result.code, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      packages: {
        name: string;
        version: string | null;
        tag: string | null;
        released: boolean;
        published: boolean;
      }[];
    };
    expect(doc.packages.map((p) => [p.name, p.version, p.tag, p.published])).toEqual([
      ["alpha-lib", "2.2.0", "2.2.0", true],
      ["beta-lib", "2.2.0", "2.2.0", true],
    ]);
    // One tag, on the release commit, on the remote; no package-named tag.
    const head = h.repo.git("rev-parse", "HEAD").trim();
    expect(h.repo.git("rev-list", "-n", "1", "2.2.0").trim()).toBe(head);
    expect(h.repo.git("tag", "-l").trim().split("\n").sort()).toEqual(["2.1.0", "2.2.0"]);
    expect(await h.remoteGit("ls-remote", "--tags", "origin")).toContain("refs/tags/2.2.0");
    // One GitHub release, published once every package's files were on it; no warning on the way.
    expect(h.github.releases.map((r) => [r.tag_name, r.draft])).toEqual([["2.2.0", false]]);
    expect(result.stderr).not.toContain("warning:");
    // Its notes: each package's section under its name.
    expect(h.github.releases[0]?.body).toBe(
      "## alpha-lib\n\n### Features\n\n- A new call\n\n## beta-lib\n\n- Maintenance release.",
    );
    // The one tag's message is those notes too.
    expect(h.repo.git("tag", "-l", "--format=%(contents)", "2.2.0")).toContain(
      "## beta-lib\n\n- Maintenance release.",
    );
    expect(result.stderr).toContain("release 2.2.0, made with alpha-lib: ");
    expect(h.github.releases[0]?.assets.map((a) => a.name).sort()).toEqual([
      "alpha_lib-2.2.0-py3-none-any.whl",
      "alpha_lib-2.2.0.tar.gz",
      "beta_lib-2.2.0-py3-none-any.whl",
      "beta_lib-2.2.0.tar.gz",
    ]);
    expect([...index.files.keys()].sort()).toEqual([
      "alpha_lib-2.2.0-py3-none-any.whl",
      "alpha_lib-2.2.0.tar.gz",
      "beta_lib-2.2.0-py3-none-any.whl",
      "beta_lib-2.2.0.tar.gz",
    ]);
    expect(existsSync(join(h.repo.dir, "packages/beta/dist/beta_lib-2.2.0.tar.gz"))).toBe(true);

    // A second run finds it all done: nothing written on the code host, nothing uploaded.
    const writes = h.github.writes().length;
    const uploads = index.uploads().length;
    const again = await h.run(["release", "--json"], { PYPI_TOKEN, PATH });
    expect(again.code, again.stderr).toBe(0);
    expect(h.github.writes()).toHaveLength(writes);
    expect(index.uploads()).toHaveLength(uploads);
  }, 300_000);
});
