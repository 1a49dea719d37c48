import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRepo, releaser, tempDir } from "../helpers/repo.ts";

/**
 * `check-pr` and `check-commit` through the built CLI, as a workflow step, a GitLab CI job or
 * git's commit-msg hook runs them. The environment of the test run is neutralised: no Actions or
 * GitLab CI variables leak in (an undefined value is left out of the child's environment).
 */
const QUIET_ENV: Record<string, string | undefined> = {
  GITHUB_ACTIONS: "",
  GITHUB_EVENT_PATH: "",
  GITHUB_EVENT_NAME: "",
  GITLAB_CI: undefined,
  CI_MERGE_REQUEST_IID: undefined,
  CI_MERGE_REQUEST_TITLE: undefined,
};

function run(args: readonly string[], cwd = tempDir(), env: Record<string, string | undefined> = {}) {
  return releaser(args, { cwd, env: { ...QUIET_ENV, ...env } as Record<string, string> });
}

function writeEvent(dir: string, payload: unknown): string {
  const path = join(dir, "event.json");
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

describe("check-pr", () => {
  it("accepts a conventional title", () => {
    const result = run(["check-pr", "--title", "feat(api): add x"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('✓ pull request title "feat(api): add x" follows the conventional format\n');
    expect(result.stderr).toBe("");
  });

  it("fails on a missing required scope, naming it and suggesting a title", () => {
    const result = run(["check-pr", "--title", "feat: add x", "--require-scope"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('"feat: add x" has no scope, but a scope is required');
    expect(result.stderr).toContain("suggested: feat(<scope>): add x");
  });

  it("explains the format for a plain sentence", () => {
    const result = run(["check-pr", "--title", "Add x"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '"Add x" does not follow the conventional format "<type>(<scope>): <description>"',
    );
    expect(result.stderr).toContain("suggested: feat: add x");
  });

  it("prints style warnings and still passes, unless strict", () => {
    const loose = run(["check-pr", "--title", "feat: Added x."]);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toContain("with 3 style warnings");
    expect(loose.stdout).toContain(
      '⚠ "feat: Added x.": write the description in the imperative mood ("add", not "Added")',
    );
    expect(loose.stdout).toContain("suggested: feat: add x");
    expect(run(["check-pr", "--title", "feat: Added x.", "--quiet"]).stdout).toBe(
      '✓ pull request title "feat: Added x." follows the conventional format\n',
    );
    const strict = run(["check-pr", "--title", "feat: Added x.", "--strict"]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain("✗ invalid pull request title:");
  });

  it("prints one JSON document with --json", () => {
    const result = run(["check-pr", "--json", "--title", "feat: add x", "--require-scope"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      valid: false,
      title: "feat: add x",
      errors: ['"feat: add x" has no scope, but a scope is required'],
      warnings: [],
      suggestion: "feat(<scope>): add x",
      parsed: { type: "feat", scope: null, scopes: [], breaking: false, description: "add x" },
    });
    expect(result.stderr).toContain("has no scope");
    const valid = JSON.parse(run(["check-pr", "--json", "--title", "fix(api)!: drop v1"]).stdout);
    expect(valid).toMatchObject({ valid: true, title: "fix(api)!: drop v1", errors: [], suggestion: null });
    expect(valid.parsed).toMatchObject({ type: "fix", scope: "api", breaking: true });
  });

  it("reads the title from the Actions event payload and annotates failures", () => {
    const dir = tempDir();
    const event = writeEvent(dir, { action: "edited", pull_request: { number: 7, title: "feat: add x" } });
    const result = run(["check-pr", "--require-scope"], dir, {
      GITHUB_EVENT_PATH: event,
      GITHUB_ACTIONS: "true",
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      '::error title=Invalid pull request title::"feat: add x" has no scope, but a scope is required (e.g. "feat(<scope>): add x")\n',
    );
    const ok = writeEvent(dir, { pull_request: { title: "feat(api): Added x" } });
    const passed = run(["check-pr", "--require-scope"], dir, {
      GITHUB_EVENT_PATH: ok,
      GITHUB_ACTIONS: "true",
    });
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain(
      '::warning title=Pull request title style::"feat(api): Added x": write the description in the imperative mood',
    );
  });

  it("escapes annotation text as the Actions toolkit does", () => {
    const result = run(["check-pr", "--title", "100% done"], tempDir(), { GITHUB_ACTIONS: "true" });
    expect(result.stdout).toContain(
      '::error title=Invalid pull request title::"100%25 done" does not follow',
    );
  });

  it("writes annotations to stderr under --json, keeping stdout one document", () => {
    const result = run(["check-pr", "--json", "--title", "Add x"], tempDir(), { GITHUB_ACTIONS: "true" });
    expect(JSON.parse(result.stdout).valid).toBe(false);
    expect(result.stderr).toContain("::error title=Invalid pull request title::");
  });

  it("says what to do when there is no title", () => {
    const result = run(["check-pr"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: no title to check: pass --title "<title>", run check-pr in a GitHub Actions workflow on pull_request or pull_request_target (GITHUB_EVENT_PATH is not set), or in a GitLab CI merge request pipeline (CI_MERGE_REQUEST_TITLE) (releaser explain CONFIG_ERROR)\n',
    );
  });

  describe("in GitLab CI", () => {
    const mergeRequest = (title?: string) => ({
      GITLAB_CI: "true",
      CI_MERGE_REQUEST_IID: "12",
      CI_MERGE_REQUEST_TITLE: title,
    });

    it("reads the title of a merge request pipeline from CI_MERGE_REQUEST_TITLE", () => {
      const passed = run(["check-pr"], tempDir(), mergeRequest("feat(api): add x"));
      expect(passed.code).toBe(0);
      expect(passed.stdout).toBe('✓ pull request title "feat(api): add x" follows the conventional format\n');
      const failed = run(["check-pr", "--require-scope"], tempDir(), mergeRequest("feat: add x"));
      expect(failed.code).toBe(1);
      // Plain text in the job log: GitHub's annotations mean nothing there.
      expect(failed.stdout).toBe("");
      expect(failed.stderr).toContain('"feat: add x" has no scope, but a scope is required');
      expect(failed.stderr).not.toContain("::error");
      const json = run(["check-pr", "--json"], tempDir(), mergeRequest("Add x"));
      expect(JSON.parse(json.stdout)).toMatchObject({
        valid: false,
        title: "Add x",
        suggestion: "feat: add x",
      });
    });

    it("reads a draft merge request's title without GitLab's draft mark, which GitLab takes off when it is ready", () => {
      for (const title of [
        "Draft: feat: add x",
        "[Draft] feat: add x",
        "(draft) feat: add x",
        "DRAFT:feat: add x",
      ]) {
        const passed = run(["check-pr", "--json"], tempDir(), mergeRequest(title));
        expect(JSON.parse(passed.stdout), title).toMatchObject({ valid: true, title: "feat: add x" });
      }
      // Only at the start: a description that mentions a draft keeps it.
      const kept = run(["check-pr", "--json"], tempDir(), mergeRequest("docs: draft: a plan"));
      expect(JSON.parse(kept.stdout)).toMatchObject({ valid: true, title: "docs: draft: a plan" });
    });

    it("takes --title over the pipeline's title, and the pipeline's over an Actions payload", () => {
      const given = run(["check-pr", "--title", "fix: repair y"], tempDir(), mergeRequest("Add x"));
      expect(given.code).toBe(0);
      expect(given.stdout).toBe('✓ pull request title "fix: repair y" follows the conventional format\n');
      const dir = tempDir();
      const event = writeEvent(dir, { pull_request: { title: "Not conventional" } });
      const both = run(["check-pr"], dir, { ...mergeRequest("feat: add x"), GITHUB_EVENT_PATH: event });
      expect(both.code).toBe(0);
      expect(both.stdout).toContain('"feat: add x"');
    });

    it("says when a merge request pipeline gives no title", () => {
      const result = run(["check-pr"], tempDir(), mergeRequest(undefined));
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        "error: the merge request pipeline gave no title (CI_MERGE_REQUEST_TITLE is not set); pass --title (releaser explain CONFIG_ERROR)\n",
      );
    });

    it("says how to run it in a merge request pipeline when the pipeline is not one", () => {
      for (const env of [
        { GITLAB_CI: "true" },
        { GITLAB_CI: "true", CI_MERGE_REQUEST_IID: "", CI_MERGE_REQUEST_TITLE: "feat: add x" },
      ]) {
        const result = run(["check-pr"], tempDir(), env);
        expect(result.code).toBe(1);
        expect(result.stderr).toBe(
          'error: no title to check: this GitLab CI pipeline is not a merge request pipeline (CI_MERGE_REQUEST_IID is not set); run check-pr in a job with rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event", or pass --title (releaser explain CONFIG_ERROR)\n',
        );
      }
    });

    it("reads none of GitLab's variables outside GitLab CI", () => {
      const result = run(["check-pr"], tempDir(), { ...mergeRequest("feat: add x"), GITLAB_CI: "1" });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^error: no title to check: pass --title "<title>", run check-pr in a GitHub/,
      );
    });
  });

  it("says what to do when the event has no pull request", () => {
    const dir = tempDir();
    const event = writeEvent(dir, { ref: "refs/heads/main", commits: [] });
    const result = run(["check-pr"], dir, { GITHUB_EVENT_PATH: event, GITHUB_EVENT_NAME: "push" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: the push event has no pull request .*pass --title \(releaser explain CONFIG_ERROR\)\n$/,
    );
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{");
    const unreadable = run(["check-pr"], dir, { GITHUB_EVENT_PATH: broken });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain("cannot be read as JSON");
    expect(unreadable.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("reads the configuration from the directory when it is not a git repository", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "releaser.toml"), 'allowed_types = ["feat", "fix"]\nrequire_scope = true\n');
    expect(run(["check-pr", "--title", "feat(api): add x"], dir).code).toBe(0);
    const result = run(["check-pr", "--title", "docs: add x"], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has type "docs", which is not allowed; use one of: feat, fix');
    expect(result.stderr).toContain("has no scope");
    // --types replaces allowed_types.
    expect(run(["check-pr", "--title", "docs(readme): add x", "--types", "docs,chore"], dir).code).toBe(0);
  });

  it("reads the configuration from the repository root, even from a subdirectory", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "demo"\nversion = "1.0.0"\n\n[tool.releaser]\nallowed_scopes = ["api", "cli"]\nstrict_style = true\n',
    });
    mkdirSync(join(repo.dir, "src", "pkg"), { recursive: true });
    const sub = join(repo.dir, "src", "pkg");
    expect(run(["check-pr", "--title", "feat(cli): add x"], sub).code).toBe(0);
    const scope = run(["check-pr", "--title", "feat(web): add x"], sub);
    expect(scope.code).toBe(1);
    expect(scope.stderr).toContain('has scope "web", which is not allowed; use one of: api, cli');
    expect(scope.stderr).toContain("suggested: feat(api): add x");
    const style = run(["check-pr", "--title", "feat: Add x"], sub);
    expect(style.code).toBe(1);
    expect(style.stderr).toContain("start the description with a lowercase letter");
  });

  it("works without any configuration", () => {
    const repo = makeRepo();
    expect(run(["check-pr", "--title", "feat: add x"], repo.dir).code).toBe(0);
  });

  it("reports an invalid configuration as a one-line error", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "releaser.toml"), "require_scope = 'yes'\n");
    const result = run(["check-pr", "--title", "feat: add x"], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: releaser\.toml: .*require_scope/);
  });
});

describe("check-commit", () => {
  function messageFile(text: string, dir = tempDir()): { dir: string; file: string } {
    const file = join(dir, "COMMIT_EDITMSG");
    writeFileSync(file, text);
    return { dir, file };
  }

  const TEMPLATE = [
    "",
    "# Please enter the commit message for your changes. Lines starting",
    "# with '#' will be ignored, and an empty message aborts the commit.",
    "#",
    "# On branch main",
    "# Changes to be committed:",
    "#\tmodified:   src/x.py",
    "#",
  ].join("\n");

  it("accepts a message with git's comment template", () => {
    const { dir, file } = messageFile(`feat(api): add x\n\nWhy it matters.\n${TEMPLATE}\n`);
    const result = run(["check-commit", file], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('✓ commit message "feat(api): add x" follows the conventional format\n');
  });

  it("ignores everything below the scissors line (git commit -v)", () => {
    const text = [
      "fix: handle empty input",
      "",
      "# ------------------------ >8 ------------------------",
      "# Do not modify or remove the line above.",
      "# Everything below it will be ignored.",
      "diff --git a/x.py b/x.py",
      "-BREAKING CHANGE:",
      "+Added things.",
      "",
    ].join("\n");
    const { dir, file } = messageFile(text);
    const result = run(["check-commit", "--json", file], dir);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      valid: true,
      subject: "fix: handle empty input",
      warnings: [],
    });
  });

  it("handles CRLF line endings", () => {
    const { dir, file } = messageFile("feat: add x\r\n\r\nBody line.\r\n\r\nRefs #3\r\n# comment\r\n");
    const result = run(["check-commit", "--json", file], dir);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      valid: true,
      subject: "feat: add x",
      errors: [],
      warnings: [],
    });
  });

  it("accepts trailers and breaking-change footers", () => {
    const text = [
      "feat(parser)!: accept TOML arrays",
      "",
      "Arrays used to be rejected.",
      "",
      "BREAKING CHANGE: the parser returns lists",
      "  where it returned strings.",
      "Closes #12",
      "Reviewed-by: Ada",
      "Co-authored-by: Grace Hopper <grace@example.com>",
      "Signed-off-by: Test <test@example.com>",
      "",
    ].join("\n");
    const { dir, file } = messageFile(text);
    const result = run(["check-commit", file], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("⚠");
  });

  it("rejects a BREAKING CHANGE footer without text", () => {
    const { dir, file } = messageFile("feat!: drop x\n\nBREAKING CHANGE:\nRefs #3\n");
    const result = run(["check-commit", file], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the "BREAKING CHANGE:" footer has no text');
  });

  it("rejects a non-conventional subject with the format and a suggestion", () => {
    const { dir, file } = messageFile(`Fixed the parser\n${TEMPLATE}\n`);
    const result = run(["check-commit", file], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("✗ invalid commit message:");
    expect(result.stderr).toContain('"Fixed the parser" does not follow the conventional format');
    expect(result.stderr).toContain("suggested: fix: fix the parser");
  });

  it("rejects a message of comments only", () => {
    const { dir, file } = messageFile(`${TEMPLATE}\n`);
    const result = run(["check-commit", file], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the commit message is empty");
  });

  it("skips merge and fixup commits", () => {
    for (const subject of ["Merge branch 'main' into topic", "fixup! feat: add x"]) {
      const { dir, file } = messageFile(`${subject}\n${TEMPLATE}\n`);
      const result = run(["check-commit", "--require-scope", file], dir);
      expect(result.code, subject).toBe(0);
      expect(result.stdout).toContain("not checked");
    }
  });

  it("works as the commit-msg hook of a repository without commits, with git's comment character", () => {
    const repo = makeRepo();
    repo.git("config", "core.commentChar", ";");
    repo.write("releaser.toml", "require_scope = true\n");
    repo.write(
      ".git/COMMIT_EDITMSG",
      "feat(cli): add x\n; Please enter the commit message\n# kept: a heading\n",
    );
    const result = run(["check-commit", ".git/COMMIT_EDITMSG"], repo.dir);
    expect(result.code).toBe(0);
    repo.write(".git/COMMIT_EDITMSG", "feat: add x\n; comment\n");
    const missing = run(["check-commit", ".git/COMMIT_EDITMSG"], repo.dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('"feat: add x" has no scope');
  });

  it("blocks a real commit through a commit-msg hook", () => {
    const repo = makeRepo({ "a.txt": "a\n" });
    const cli = join(import.meta.dirname, "../../dist/cli.js");
    const hook = join(repo.dir, ".git/hooks/commit-msg");
    writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${cli}" check-commit --require-scope "$1"\n`);
    chmodSync(hook, 0o755);
    const rejected = spawnSync("git", ["commit", "-q", "--allow-empty", "-m", "feat: add x"], {
      cwd: repo.dir,
      env: {
        ...process.env,
        ...QUIET_ENV,
        GIT_AUTHOR_NAME: "T",
        GIT_AUTHOR_EMAIL: "t@example.com",
        GIT_COMMITTER_NAME: "T",
        GIT_COMMITTER_EMAIL: "t@example.com",
      },
      encoding: "utf8",
    });
    expect(rejected.status).not.toBe(0);
    expect(rejected.stderr).toContain('"feat: add x" has no scope');
    repo.git("commit", "-q", "--allow-empty", "-m", "feat(cli): add x");
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat(cli): add x");
  });

  it("says which file it cannot read", () => {
    const result = run(["check-commit", "nope/COMMIT_EDITMSG"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("cannot read the commit message file nope/COMMIT_EDITMSG: no such file");
  });
});
