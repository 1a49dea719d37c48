import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { pyproject } from "../helpers/repo.ts";

/**
 * `release-pr` in a uv workspace (DESIGN 8): one pull request for every package with a next
 * version, titled with the release commit's list and holding a section per package, against the
 * GitHub stand-in and a git remote on loopback.
 */

type Json = Record<string, unknown>;
interface PackageDoc {
  name: string;
  path: string;
  next_version: string | null;
  pending: boolean;
}

const UV_LOCK = `version = 1
requires-python = ">=3.9"

[[package]]
name = "alpha-lib"
version = "1.2.0"
source = { editable = "packages/alpha" }

[[package]]
name = "beta-lib"
version = "0.3.0"
source = { editable = "packages/beta" }
`;

const LIST = "alpha-lib 1.3.0, beta-lib 0.3.1";

/** A virtual-ish root and three packages: alpha gets a feat, beta a fix, gamma nothing. */
async function hostedWorkspace(options: { changes?: boolean } = {}) {
  const h = await hostedRepo("", {
    pyproject: (apiUrl) =>
      `[project]\nname = "acme-root"\nversion = "0.1+private"\n\n[tool.uv.workspace]\nmembers = ["packages/*"]\n\n[tool.releaser.host]\napi_url = "${apiUrl}"\n`,
    files: {
      "uv.lock": UV_LOCK,
      "packages/alpha/pyproject.toml": pyproject("1.2.0", "Alpha_Lib"),
      "packages/alpha/src/alpha_lib/__init__.py": '__version__ = "1.2.0"\n',
      "packages/beta/pyproject.toml": pyproject("0.3.0", "beta-lib"),
      "packages/beta/CHANGES.md": "# Changes\n\n## 0.3.0\n\n- The first one.\n",
      "packages/gamma/pyproject.toml": pyproject("2.0.0", "gamma"),
    },
  });
  for (const tag of ["alpha-lib-v1.2.0", "beta-lib-v0.3.0", "gamma-v2.0.0"])
    await h.repo.gitAsync("tag", tag);
  if (options.changes !== false) {
    await h.repo.commitAsync("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
    await h.repo.commitAsync("fix(beta): the bug", { "packages/beta/fix.py": "y = 2\n" });
    await h.repo.commitAsync("docs: the root readme", { "README.md": "# acme\n" });
  }
  await h.push("main", "--tags");
  return h;
}

describe("release-pr in a repository of several packages", () => {
  it("keeps one PR with a section per package: created, unchanged, updated after a fix, none once merged", async () => {
    const h = await hostedWorkspace();
    const main = (await h.repo.gitAsync("rev-parse", "HEAD")).trim();

    const first = await h.run(["release-pr", "--json"]);
    expect(withoutSteps(first.stderr)).toMatch(
      /^Created pull request #1 for alpha-lib 1\.3\.0, beta-lib 0\.3\.1 \(pushed releaser\/main\): http:\/\/127\.0\.0\.1:\d+\/acme\/widgets\/pull\/1\n$/,
    );
    expect(first.code).toBe(0);
    const created = JSON.parse(first.stdout) as Json & { packages: PackageDoc[] };
    expect(created).toMatchObject({ action: "created", pr_number: 1, pushed: true, next_version: null });
    expect(created.pr_url).toBe(h.github.pulls[0]?.html_url);
    expect(created.packages.map((p) => [p.name, p.path, p.next_version, p.pending])).toEqual([
      ["Alpha_Lib", "packages/alpha", "1.3.0", false],
      ["beta-lib", "packages/beta", "0.3.1", false],
      ["gamma", "packages/gamma", null, false],
    ]);
    expect(h.github.pulls).toHaveLength(1);
    const pr = h.github.pulls[0];
    expect(pr).toMatchObject({
      title: `chore(release): ${LIST}`,
      head: { ref: "releaser/main" },
      base: { ref: "main" },
      labels: ["release"],
    });
    const body = pr?.body ?? "";
    expect(body).toMatch(
      /^# alpha-lib 1\.3\.0 \(tag `alpha-lib-v1\.3\.0`\)\n\n## \[1\.3\.0\] - \d{4}-\d\d-\d\d\n\n### Features\n\n- A new call\n\n# beta-lib 0\.3\.1 \(tag `beta-lib-v0\.3\.1`\)\n\n## 0\.3\.1\n\n### Bug Fixes\n\n- The bug\n\n---\n/,
    );
    expect(body).toContain("Merging this pull request releases **alpha-lib 1.3.0** and **beta-lib 0.3.1**");
    expect(body).not.toContain("gamma");

    // The PR branch holds the workspace's release commit on top of main; the checkout is untouched.
    const branch1 = await h.remoteBranch("releaser/main");
    await h.fetch("releaser/main");
    expect((await h.repo.gitAsync("log", "-1", "--format=%P%n%s", branch1)).trim()).toBe(
      `${main}\nchore(release): ${LIST}`,
    );
    expect(await h.repo.gitAsync("show", `${branch1}:packages/alpha/pyproject.toml`)).toContain(
      'version = "1.3.0"',
    );
    expect(await h.repo.gitAsync("show", `${branch1}:uv.lock`)).toContain('version = "0.3.1"');
    expect(await h.repo.gitAsync("show", `${branch1}:packages/gamma/pyproject.toml`)).toBe(
      pyproject("2.0.0", "gamma"),
    );
    expect((await h.repo.gitAsync("rev-parse", "HEAD")).trim()).toBe(main);
    expect(await h.repo.gitAsync("status", "--porcelain")).toBe("");

    // Nothing new: nothing is written.
    const writes = h.github.writes().length;
    const again = JSON.parse((await h.run(["release-pr", "--json"])).stdout) as Json;
    expect(again).toMatchObject({ action: "unchanged", pr_number: 1, pushed: false });
    expect(h.github.writes().length).toBe(writes);
    expect(await h.remoteBranch("releaser/main")).toBe(branch1);

    // A second fix in beta alone: same versions, a new commit under the PR, beta's section grows.
    await h.repo.commitAsync("fix(beta): another bug", { "packages/beta/fix2.py": "z = 3\n" });
    await h.push("main");
    const third = await h.run(["release-pr", "--json"]);
    expect(third.code).toBe(0);
    // The earlier release commit on the PR branch is ours (its subject is the list): not "by hand".
    expect(withoutSteps(third.stderr)).toMatch(
      /^Updated pull request #1 for alpha-lib 1\.3\.0, beta-lib 0\.3\.1 /,
    );
    expect(JSON.parse(third.stdout)).toMatchObject({
      action: "updated",
      pr_number: 1,
      pushed: true,
      replaced_commits: [],
    });
    expect(h.github.pulls).toHaveLength(1);
    expect(h.github.pulls[0]?.title).toBe(`chore(release): ${LIST}`);
    expect(h.github.pulls[0]?.body).toContain("### Bug Fixes\n\n- Another bug\n- The bug\n");
    expect(h.github.pulls[0]?.body).toContain("- A new call");
    const branch2 = await h.remoteBranch("releaser/main");
    await h.fetch("releaser/main");
    expect((await h.repo.gitAsync("rev-parse", `${branch2}^`)).trim()).toBe(
      (await h.repo.gitAsync("rev-parse", "HEAD")).trim(),
    );

    const dry = await h.run(["release-pr", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      new RegExp(
        `^Dry run: would replace branch releaser/main with the release commit for ${LIST} on main, and update pull request #1 `,
      ),
    );
    expect(dry.stdout).toContain(`chore(release): ${LIST}\n\n# alpha-lib 1.3.0`);

    // Merged (main fast-forwarded to the PR branch): both are pending, no PR is opened.
    await h.mergePullRequest(1);
    const after = await h.run(["release-pr", "--json"]);
    expect(after.code).toBe(0);
    expect(withoutSteps(after.stderr)).toBe(
      `${LIST} are set and not tagged yet: the release pull request was merged. \`releaser release\` releases them.\n`,
    );
    const merged = JSON.parse(after.stdout) as Json & { packages: PackageDoc[] };
    expect(merged).toMatchObject({ action: "none", pr_number: null, pending: true });
    expect(merged.packages.map((p) => [p.name, p.pending])).toEqual([
      ["Alpha_Lib", true],
      ["beta-lib", true],
      ["gamma", false],
    ]);
    expect(h.github.pulls).toHaveLength(1);
  });

  it("replaces a commit pushed to the PR branch by hand, and names it", async () => {
    const h = await hostedWorkspace();
    expect((await h.run(["release-pr"])).code).toBe(0);
    await h.fetch("releaser/main");
    await h.repo.gitAsync("checkout", "-q", "-b", "hand", "FETCH_HEAD");
    await h.repo.commitAsync("docs: polish the notes by hand");
    await h.push("hand:releaser/main");
    await h.repo.gitAsync("checkout", "-q", "main");
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(0);
    expect(withoutSteps(result.stderr)).toBe(
      'warning: replaced a commit someone added to releaser/main by hand: "docs: polish the notes by hand"\n',
    );
    expect(result.stdout).toMatch(
      /^Updated pull request #1 for alpha-lib 1\.3\.0, beta-lib 0\.3\.1 \(pushed/,
    );
  });

  it("a dry run sends only GET requests, pushes nothing, and lists the packages in --json", async () => {
    const h = await hostedWorkspace();
    const result = await h.run(["release-pr", "--dry-run", "--json", "-v"]);
    expect(result.code).toBe(0);
    // origin's tags are read once for the three packages' plans.
    const listings = result.stderr
      .split("\n")
      .filter((line) => /^ {2}> git ls-remote --symref origin /.test(line));
    expect(listings).toHaveLength(1);
    const doc = JSON.parse(result.stdout) as Json & { packages: PackageDoc[] };
    expect(doc).toMatchObject({ action: "none", would: "create", dry_run: true, pr_number: null });
    expect(doc.packages.map((p) => [p.name, p.next_version])).toEqual([
      ["Alpha_Lib", "1.3.0"],
      ["beta-lib", "0.3.1"],
      ["gamma", null],
    ]);
    expect(withoutSteps(result.stderr)).toContain(`chore(release): ${LIST}\n\n# alpha-lib 1.3.0`);
    expect(h.github.writes()).toHaveLength(0);
    expect(await h.remoteBranch("releaser/main")).toBe("");
  });

  it("with no package to release, touches nothing (no token needed)", async () => {
    const h = await hostedWorkspace({ changes: false });
    const result = await h.run(["release-pr", "--json"], { GITHUB_TOKEN: "" });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ action: "none", bump: "none", pending: false });
    expect(withoutSteps(result.stderr)).toMatch(/^Nothing to release: /);
    expect(h.github.requests).toHaveLength(0);
    expect(await h.remoteBranch("releaser/main")).toBe("");
  });
});
