import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, runAsync, tempDir } from "../helpers/repo.ts";

/**
 * The npm package `py-releaser` (issue 15): the packed tarball holds the built CLI, LICENSE and
 * README, has no dependency to fetch and no install script, and its `releaser` runs from a fresh
 * prefix: `npm i -g py-releaser`, as a Python maintainer would type it.
 */
const ROOT = join(import.meta.dirname, "../..");
const NPM_ENV = { npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };

describe("the npm package", () => {
  it("packs the CLI, installs into a fresh prefix with nothing to fetch, and runs check", async () => {
    const out = tempDir();
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--pack-destination", out], {
        cwd: ROOT,
        env: { ...process.env, ...NPM_ENV },
        encoding: "utf8",
      }),
    ) as Array<{ name: string; filename: string; files: Array<{ path: string }> }>;
    const [pkg] = packed;
    expect(pkg?.name).toBe("py-releaser");
    const files = (pkg?.files ?? []).map((f) => f.path);
    for (const wanted of [
      "LICENSE",
      "README.md",
      "package.json",
      "dist/cli.js",
      "dist/index.js",
      "action/index.js",
    ]) {
      expect(files).toContain(wanted);
    }
    expect(
      files.filter((f) => f.startsWith("src/") || f.startsWith("test/") || f.startsWith("dist/python")),
    ).toEqual([]);
    const manifest = JSON.parse(
      execFileSync("tar", ["-xOzf", join(out, pkg?.filename ?? ""), "package/package.json"], {
        encoding: "utf8",
      }),
    );
    expect(manifest.bin).toEqual({ releaser: "dist/cli.js" });
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(
      Object.keys(manifest.scripts ?? {}).filter((s) => /^(pre|post)?(install|prepare|pack)$/.test(s)),
    ).toEqual([]);

    // --offline: nothing may be fetched from a registry.
    const prefix = tempDir();
    const install = await runAsync(
      "npm",
      ["install", "-g", "--offline", "--prefix", prefix, join(out, pkg?.filename ?? "")],
      {
        cwd: out,
        env: NPM_ENV,
      },
    );
    expect(install.code, install.stderr).toBe(0);
    const bin = join(prefix, "bin", "releaser");
    const version = await runAsync(bin, ["--version"], { cwd: out });
    expect(version.stdout).toBe(`${manifest.version}\n`);

    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo") });
    repo.tag("v1.4.2");
    repo.commit("feat: x");
    const check = await runAsync(bin, ["check", "--json"], { cwd: repo.dir });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0" });
  }, 120_000);
});
