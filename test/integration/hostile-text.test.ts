import { chmodSync, existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { checkJson, gitIn, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

/**
 * Issue 13's hostile input beyond issue 16's: text too big or too odd to be a commit someone
 * meant, tags that look like versions and are not, a read-only changelog, and names and texts
 * holding shell syntax. Each gets a correct result (nothing here is an error).
 */

function project(extra = ""): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo-pkg", extra),
    "src/demo_pkg/__init__.py": '__version__ = "1.4.2"\n',
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("v1.4.2");
  return repo;
}

/** A commit whose message is given byte for byte (too big for an argument; kept verbatim). */
function commitVerbatim(repo: TempRepo, message: string | Buffer): void {
  const file = join(tempDir(), "message");
  writeFileSync(file, message);
  gitIn(repo.dir, [
    "commit",
    "-q",
    "--allow-empty",
    "--allow-empty-message",
    "--cleanup=verbatim",
    "-F",
    file,
  ]);
}

describe("commit messages nobody meant", () => {
  it("a 10 MB message is read, parsed by its first line, and kept out of the changelog but for its subject", () => {
    const repo = project();
    const body = `${"word ".repeat(20)}\n`.repeat(100_000); // 10 MB
    commitVerbatim(repo, `feat: a huge change\n\n${body}Refs: #1\n`);
    // A hang would hit the test's own time limit; speed is the benchmark's business.
    const result = checkJson(repo.dir);
    expect(result).toMatchObject({
      bump: "minor",
      next_version: "1.5.0",
      commits: { total: 1, conventional: 1 },
    });
    expect(result.changelog).toContain("- A huge change");
    expect((result.changelog as string).length).toBeLessThan(10_000);
  });

  it("messages of only whitespace, empty, or CRLF-only are skipped, not errors", () => {
    const repo = project();
    commitVerbatim(repo, "   \n\t\n");
    commitVerbatim(repo, "");
    commitVerbatim(repo, "\r\n\r\n");
    repo.commit("fix: real");
    expect(checkJson(repo.dir)).toMatchObject({
      bump: "patch",
      next_version: "1.4.3",
      commits: { total: 4, conventional: 1, skipped: 3 },
    });
  });
});

describe("tags that look like versions and are not", () => {
  it("are never taken as the last release", () => {
    const repo = project();
    repo.commit("feat: x");
    for (const tag of [
      "v9.0.0-foo",
      "vv9.0.0",
      "v9.0.0.dev-x",
      "9.0.0",
      "v9.0.0/",
      "release-9.0.0",
      "v9.0.0_1",
    ]) {
      // Some are refused by git itself: those cannot exist, which is fine too.
      try {
        repo.git("tag", tag);
      } catch {}
    }
    expect(checkJson(repo.dir)).toMatchObject({ last_tag: "v1.4.2", next_version: "1.5.0" });
  });
});

describe("a read-only CHANGELOG.md", () => {
  it("is updated and stays read-only", () => {
    const repo = project();
    repo.commit("feat: x");
    const file = join(repo.dir, "CHANGELOG.md");
    chmodSync(file, 0o444);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("CHANGELOG.md")).toContain("## [1.5.0]");
    expect(statSync(file).mode & 0o777).toBe(0o444);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

describe("a big pyproject.toml", () => {
  it("of 5 MB is read and edited in place, the rest byte for byte", () => {
    const filler = Array.from({ length: 60_000 }, (_, i) => `# ${"c".repeat(70)} ${i}`).join("\n");
    const repo = project(`\n${filler}\n[tool.other]\nkey = "value"\n`);
    repo.commit("feat: x");
    const before = repo.read("pyproject.toml");
    expect(before.length).toBeGreaterThan(4_500_000);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(before.replace('version = "1.4.2"', 'version = "1.5.0"'));
  });
});

describe("shell syntax in names and texts is only text", () => {
  it("a PR branch and commit texts holding $(...), backticks and ; run nothing", async () => {
    const marker = join(tempDir(), "pwned");
    const h = await hostedRepo(
      `\n[tool.releaser.pr]\nbranch = "releaser/$(touch$IFS${marker})"\ntitle = "chore: release {version}; touch ${marker}"\n`,
    );
    h.repo.commit(`fix: \`touch ${marker}\` and $(touch ${marker}); touch ${marker}`);
    await h.push("main");
    const result = await h.run(["release-pr", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const branch = `releaser/$(touch$IFS${marker})`;
    expect(await h.remoteBranch(branch)).toMatch(/^[0-9a-f]{40}$/);
    expect(h.github.pulls[0]?.title).toBe(`chore: release 1.5.0; touch ${marker}`);
    expect(h.github.pulls[0]?.body).toContain(`\`touch ${marker}\``);
  });
});
