import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { pyproject } from "../helpers/repo.ts";

/**
 * `release-pr` of packages released together (`shared_version`, DESIGN 8): one pull request that
 * moves every package to the one version, each section naming the one plain tag.
 */
describe("release-pr of packages released together", () => {
  it("keeps one pull request moving every package to the group's version under its one tag", async () => {
    const h = await hostedRepo("", {
      pyproject: (apiUrl) =>
        `[tool.uv.workspace]\nmembers = ["packages/*"]\n\n[tool.releaser]\nshared_version = true\n\n[tool.releaser.host]\napi_url = "${apiUrl}"\n`,
      files: {
        "packages/alpha/pyproject.toml": pyproject("2.1.0", "alpha-lib"),
        "packages/beta/pyproject.toml": pyproject("2.1.0", "beta-lib"),
        "packages/beta/src/beta_lib/__init__.py": '__version__ = "2.1.0"\n',
      },
    });
    await h.repo.gitAsync("tag", "-d", "v1.4.2");
    await h.push(":refs/tags/v1.4.2");
    await h.repo.gitAsync("tag", "2.1.0");
    await h.repo.commitAsync("fix(alpha): the bug", { "packages/alpha/fix.py": "y = 2\n" });
    await h.push("main", "--tags");

    const result = await h.run(["release-pr"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("warning:");
    const pr = h.github.pulls[0];
    expect(pr?.title).toBe("chore(release): alpha-lib 2.1.1, beta-lib 2.1.1");
    expect(pr?.body).toContain("# alpha-lib 2.1.1 (tag `2.1.1`)");
    expect(pr?.body).toContain("# beta-lib 2.1.1 (tag `2.1.1`)");
    const branch = await h.remoteBranch("releaser/main");
    await h.fetch("releaser/main");
    expect(await h.repo.gitAsync("show", `${branch}:packages/alpha/pyproject.toml`)).toBe(
      pyproject("2.1.1", "alpha-lib"),
    );
    expect(await h.repo.gitAsync("show", `${branch}:packages/beta/src/beta_lib/__init__.py`)).toBe(
      '__version__ = "2.1.1"\n',
    );
  }, 120_000);
});
