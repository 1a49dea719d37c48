import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * A CHANGELOG.md that is a link to the docs' release notes (a shape the replay found): check names
 * the file update writes, update writes through the link, and the link stays a link.
 */
describe("a changelog that links to another file in the repository", () => {
  it("check and update name and write docs/release-notes.md; CHANGELOG.md stays a link", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject("1.0.0", "demo"),
      "docs/release-notes.md": "# Release notes\n\n## 1.0.0\n\n- First\n",
    });
    symlinkSync("docs/release-notes.md", join(repo.dir, "CHANGELOG.md"));
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "docs: link the changelog");
    repo.tag("v1.0.0");
    repo.commit("fix: a", { "a.txt": "a\n" });
    expect(checkJson(repo.dir).files).toEqual(["pyproject.toml", "docs/release-notes.md"]);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "docs/release-notes.md",
      "pyproject.toml",
    ]);
    expect(repo.git("ls-files", "-s", "CHANGELOG.md")).toMatch(/^120000 /);
    // In the file's own style: its releases are headed `## 1.0.0` (issue 43 case 17).
    expect(repo.read("docs/release-notes.md")).toMatch(/^# Release notes\n\n## 1\.0\.1\n\n### Bug Fixes\n/);
  });
});
