import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitIn, makeRepo, runAsync, tempDir } from "../helpers/repo.ts";

/**
 * The commit-msg hook as users install it (issue 15): Debian's pre-commit 3.0.4 (npm pack, then
 * `npm install -g` of the tarball) and the method of current pre-commit and of `npm i -g` from
 * git (`npm install -g git+file://...`). Neither may need a build step or a registry.
 */
const ROOT = join(import.meta.dirname, "../..");

/** A clone of this repository with the working tree's package files: what a user's rev points at. */
function hookRepository(): { dir: string; rev: string } {
  const dir = join(tempDir(), "releaser");
  gitIn(ROOT, ["clone", "-q", ROOT, dir]);
  for (const path of ["package.json", ".pre-commit-hooks.yaml", "README.md", "LICENSE"]) {
    cpSync(join(ROOT, path), join(dir, path));
  }
  rmSync(join(dir, "dist"), { recursive: true, force: true });
  cpSync(join(ROOT, "dist"), join(dir, "dist"), { recursive: true });
  rmSync(join(dir, "dist", "python"), { recursive: true, force: true });
  gitIn(dir, ["add", "-A"]);
  gitIn(dir, ["commit", "-q", "--allow-empty", "-m", "chore: the working tree's package files"]);
  return { dir, rev: gitIn(dir, ["rev-parse", "HEAD"]).trim() };
}

describe("the pre-commit hook", () => {
  it("installs with Debian's pre-commit and judges commit messages", async () => {
    const hook = hookRepository();
    const project = makeRepo({ "pyproject.toml": '[project]\nname = "demo"\nversion = "1.0.0"\n' });
    writeFileSync(
      join(project.dir, ".pre-commit-config.yaml"),
      `repos:\n  - repo: ${hook.dir}\n    rev: ${hook.rev}\n    hooks:\n      - id: releaser-check-commit\n`,
    );
    const env = { PRE_COMMIT_HOME: join(tempDir(), "pre-commit-cache") };
    const install = await runAsync("pre-commit", ["install", "--hook-type", "commit-msg"], {
      cwd: project.dir,
      env,
    });
    expect(install.code, install.stderr + install.stdout).toBe(0);
    const commit = (message: string) =>
      runAsync("git", ["commit", "-q", "--allow-empty", "-m", message], { cwd: project.dir, env });

    const bad = await commit("updated some stuff");
    expect(bad.code).toBe(1);
    const badText = bad.stdout + bad.stderr;
    expect(badText).toMatch(/releaser check-commit\.+Failed/);
    expect(badText).toContain('"updated some stuff" does not follow the conventional format');
    expect(project.git("log", "--oneline").trim().split("\n")).toHaveLength(1);

    const good = await commit("feat: Added the exporter.");
    const goodText = good.stdout + good.stderr;
    expect(good.code, goodText).toBe(0);
    expect(goodText).toMatch(/releaser check-commit\.+Passed/);
    // verbose: true keeps the style warnings of a passing message on screen.
    expect(goodText).toContain('write the description in the imperative mood ("add", not "Added")');
    expect(goodText).toContain("suggested: feat: add the exporter");
    expect(project.git("log", "-1", "--format=%s").trim()).toBe("feat: Added the exporter.");
  }, 180_000);

  it("installs with npm install -g from git (current pre-commit, npm i -g <repo>)", async () => {
    const hook = hookRepository();
    const prefix = tempDir();
    const install = await runAsync(
      "npm",
      ["install", "-g", "--offline", "--prefix", prefix, `git+file://${hook.dir}#${hook.rev}`],
      { cwd: prefix, env: { npm_config_audit: "false", npm_config_fund: "false" } },
    );
    expect(install.code, install.stderr).toBe(0);
    const message = join(tempDir(), "COMMIT_EDITMSG");
    writeFileSync(message, "wip\n");
    const bad = await runAsync(join(prefix, "bin", "releaser"), ["check-commit", message], { cwd: prefix });
    expect(bad.code).toBe(1);
    writeFileSync(message, "fix: handle empty input\n");
    const good = await runAsync(join(prefix, "bin", "releaser"), ["check-commit", message], { cwd: prefix });
    expect(good.code, good.stderr).toBe(0);
  }, 180_000);
});
