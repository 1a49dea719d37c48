import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { GIT_ENV, gitIn, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");

import { snapshotTree } from "../helpers/tree-snapshot.ts";

/** Any C0 control but tab and newline, or DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Issue 16, items 3, 4, 5, 7, 9, 10, 12, 13 and 14: hostile commit text, hostile options and odd
 * repository states. Refusals print one line, exit 1 (2 for usage errors) and change nothing.
 */

const INIT = '"""Demo."""\n\n__version__ = "1.4.2"\n';

function project(extra = "", files: Record<string, string> = {}): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo-pkg", extra),
    "src/demo_pkg/__init__.py": INIT,
    "CHANGELOG.md": "# Changelog\n",
    ...files,
  });
  repo.tag("v1.4.2");
  return repo;
}

function refuses(
  repo: TempRepo,
  args: string[],
  message: RegExp | string,
  options: { code?: number; env?: Record<string, string> } = {},
): void {
  const before = snapshotTree(repo.dir);
  const result = releaser(args, { cwd: repo.dir, env: options.env });
  expect(result.code).toBe(options.code ?? 1);
  const lines = result.stderr.trimEnd().split("\n");
  const shown = (options.code ?? 1) === 1 ? splitErrorLine(lines[0] as string).message : (lines[0] as string);
  if (typeof message === "string") expect(shown).toBe(message);
  else expect(shown).toMatch(message);
  if ((options.code ?? 1) === 1) expect(lines).toHaveLength(1);
  expect(snapshotTree(repo.dir)).toEqual(before);
}

describe("custom parser patterns cannot hang the run", () => {
  it("a pattern with nested quantifiers answers at once on a subject made to backtrack", () => {
    const repo = project(`\n[[tool.releaser.parsers]]\npattern = '^(?<type>(a+)+)(?<description>!)$'\n`);
    repo.commit("a".repeat(34));
    repo.commit(`${"a".repeat(5000)}b`);
    repo.commit("fix: real one");
    // Without the linear-time fallback this takes hours; the test's own time-out is the failure.
    const result = releaser(["check", "--json"], { cwd: repo.dir });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({ next_version: "1.4.3", commits: { total: 3 } });
  });

  it("a case-insensitive pattern (which V8's linear engine cannot run as such) cannot hang either", () => {
    const repo = project(
      `\n[[tool.releaser.parsers]]\npattern = '(?i)^(?<type>\\w+) (?<description>(a|a)*b)$'\n`,
    );
    repo.commit(`x ${"a".repeat(40)}`);
    repo.commit("FIX aab");
    const result = releaser(["check", "--json"], { cwd: repo.dir });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toMatchObject({ next_version: "1.4.3" });
  });

  it("a counted repeat too large for the linear engine is refused, naming the parser", () => {
    const repo = project(
      `\n[[tool.releaser.parsers]]\npattern = '^(?<type>\\w+) (?<description>(a|a){0,40}b)$'\n`,
    );
    repo.commit("feat: x");
    refuses(
      repo,
      ["check"],
      /^error: pyproject.toml: key "tool.releaser.parsers": entry 1: pattern .* cannot run in linear time \(a counted repeat too large/,
    );
  });

  it.each([
    ["^(?<type>\\w+) (?P=type) (?<description>.+)$", "a back-reference (\\k<...>)"],
    ["^(?<type>\\w+)(?=:) (?<description>.+)$", "a lookaround ((?=...)"],
  ])("a pattern only a backtracking engine can run (%s) is refused, naming the parser", (pattern, what) => {
    const repo = project(`\n[[tool.releaser.parsers]]\npattern = '${pattern}'\n`);
    repo.commit("feat: x");
    refuses(
      repo,
      ["check"],
      `error: pyproject.toml: key "tool.releaser.parsers": entry 1: pattern ${JSON.stringify(pattern)} uses ${what}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`,
    );
  });
});

describe("commit text never forms structure in CHANGELOG.md", () => {
  it("a footer holding a heading line is escaped, and replacing the section again is exact", () => {
    const repo = project();
    repo.commit(
      "feat!: drop the old API\n\nBREAKING CHANGE: the old API is gone.\n## [2.0.0] - 2099-01-01\n### Features\n```\nunclosed fence\n[2.0.0]: https://example.com/evil",
    );
    repo.commit("fix: after");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    const once = repo.read("CHANGELOG.md");
    expect(once).toContain("  \\## [2.0.0] - 2099-01-01");
    expect(once).toContain("  \\```");
    expect(once.match(/^#{1,3} /gm)).toEqual(["# ", "## ", "### ", "### ", "### "]);

    // Re-run the update over the same range with the changelog already holding the section
    // (the version files put back): the section is replaced exactly, nothing is duplicated.
    repo.git("reset", "-q", "--hard", "HEAD~1");
    repo.commit("chore: keep the changelog", { "CHANGELOG.md": once });
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("CHANGELOG.md")).toBe(once);
  });

  it("a subject or a footer's first line cannot open a block either", () => {
    const repo = project();
    repo.commit("fix: ## [2.0.0] - 2020-01-01");
    repo.commit("fix: [ref]: http://evil.example");
    repo.commit("fix: <!--");
    repo.commit("feat: x\n\nBREAKING CHANGE: # big heading");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    const text = repo.read("CHANGELOG.md");
    expect(text).toContain("- \\## [2.0.0] - 2020-01-01\n");
    expect(text).toContain("- \\[ref]: http://evil.example\n");
    expect(text).toContain("- \\<!--\n");
    expect(text).toContain("- \\# big heading\n");
  });

  it("control bytes in a subject reach neither the terminal nor the file", () => {
    const repo = project();
    repo.commit("feat: ring \u0007 the \u001b[31mbell\u001b[0m");
    const check = releaser(["check"], { cwd: repo.dir });
    expect(check.code).toBe(0);
    expect(check.stdout).not.toMatch(CONTROL_CHARS);
    expect(check.stdout).toContain("- Ring  the [31mbell[0m");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("CHANGELOG.md")).not.toMatch(CONTROL_CHARS);
    expect(repo.read("CHANGELOG.md")).toContain("- Ring  the [31mbell[0m\n");
  });
});

describe("--release-as is checked", () => {
  it("a version whose tag exists is refused (its section would be replaced)", () => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["update", "--release-as", "1.4.2"],
      "error: --release-as 1.4.2: tag v1.4.2 already exists, so 1.4.2 is released; choose a version above 1.4.2",
    );
  });

  it("a version equal under PEP 440 to a released one is refused (1.4.2.0 is 1.4.2)", () => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["check", "--release-as", "1.4.2.0"],
      "error: --release-as 1.4.2.0: tag v1.4.2 already exists, so 1.4.2.0 is released; choose a version above 1.4.2",
    );
  });

  it("a downgrade is refused unless --allow-downgrade, and then labelled as one", () => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["update", "--release-as", "0.0.1"],
      "error: --release-as 0.0.1 is below the current version 1.4.2 (v1.4.2); pass --allow-downgrade if you mean to release a lower version",
    );
    const allowed = releaser(["check", "--json", "--release-as", "0.0.1", "--allow-downgrade"], {
      cwd: repo.dir,
    });
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({
      next_version: "0.0.1",
      downgrade: true,
      bump: "minor",
    });
    const human = releaser(["check", "--release-as", "0.0.1", "--allow-downgrade"], { cwd: repo.dir });
    expect(human.stdout).toContain("minor (version forced by --release-as: a downgrade from 1.4.2)");
  });

  it.each([["banana"], ["1.2.3.4.5-x"], [""]])("an invalid value (%j) is a usage error, exit 2", (value) => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["check", "--release-as", value],
      /^error: option '--release-as <version>' argument '.*' is invalid\./,
      {
        code: 2,
      },
    );
  });
});

describe("odd project files", () => {
  it("every top-level __version__ of the current version is updated (Python keeps the last)", () => {
    const repo = project("", { "src/demo_pkg/__init__.py": `${INIT}import os\n__version__ = "1.4.2"\n` });
    repo.commit("feat: x");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.read("src/demo_pkg/__init__.py")).toBe(
      '"""Demo."""\n\n__version__ = "1.5.0"\nimport os\n__version__ = "1.5.0"\n',
    );
  });

  it("a version that is no version names the file and line", () => {
    const repo = makeRepo({ "pyproject.toml": '[project]\nname = "x"\nversion = "banana"\n' });
    repo.commit("feat: x");
    for (const command of ["check", "update"]) {
      refuses(
        repo,
        [command],
        'error: pyproject.toml:3: "banana" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)',
      );
    }
  });
});

describe("after an interrupted update", () => {
  it("new version options are refused until it is finished, then it finishes as it began", () => {
    const repo = project();
    repo.commit("feat: x");
    const killed = releaser(["update"], { cwd: repo.dir, env: { RELEASER_KILL_AT: "3" } });
    expect(killed.code).not.toBe(0);
    refuses(
      repo,
      ["update", "--bump", "major"],
      "error: an update to 1.5.0 was interrupted before its commit; finish it first with `releaser update` (no --bump, --release-as or --prerelease), or discard it: `git checkout -- .` and delete .git/releaser-update.json",
    );
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toContain(
      "Interrupted: an update to 1.5.0 stopped before its commit",
    );
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.5.0");
  });
});

describe("output that nobody reads", () => {
  it("a closed pipe after a finished update is no error", () => {
    const repo = project();
    repo.commit("feat: x");
    const result = spawnSync("/bin/sh", ["-c", `"${process.execPath}" "${CLI}" update -v | true`], {
      cwd: repo.dir,
      env: { ...process.env, ...GIT_ENV, SOURCE_DATE_EPOCH: "1763683200" },
      encoding: "utf8",
    });
    // -v lists the git calls on stderr, and no error follows the closed pipe.
    expect(result.stderr).toMatch(/^ {2}> git commit /m);
    expect(result.stderr).not.toMatch(/^(internal )?error/m);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.5.0");
  });
});

describe("SOURCE_DATE_EPOCH", () => {
  it.each(["8640000000001", "253402300800", "-1", "1e9", "soon"])("%s is refused with one line", (epoch) => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["update"],
      `error: SOURCE_DATE_EPOCH="${epoch}" is not a whole number of seconds between 1970 and the end of 9999; unset it or give e.g. 1763683200`,
      { env: { SOURCE_DATE_EPOCH: epoch } },
    );
  });

  it("the last second of 9999 is accepted", () => {
    const repo = project();
    repo.commit("feat: x");
    const result = releaser(["check", "--json"], {
      cwd: repo.dir,
      env: { SOURCE_DATE_EPOCH: "253402300799" },
    });
    expect(JSON.parse(result.stdout).changelog).toMatch(/^## \[1\.5\.0\] - 9999-12-31\n/);
  });
});

describe("repository states", () => {
  function conflicted(): TempRepo {
    const repo = project();
    repo.commit("feat: x");
    repo.git("checkout", "-q", "-b", "side");
    repo.commit("fix: side", { "notes.txt": "side\n" });
    repo.git("checkout", "-q", "main");
    repo.commit("fix: main", { "notes.txt": "main\n" });
    return repo;
  }

  it("a merge in progress", () => {
    const repo = conflicted();
    expect(() => repo.git("merge", "-q", "side")).toThrow();
    refuses(
      repo,
      ["update", "--allow-dirty"],
      "error: a merge is in progress in this repository; finish it first (git commit to conclude it, or git merge --abort); nothing was changed",
    );
  });

  it("a rebase in progress", () => {
    const repo = conflicted();
    expect(() => repo.git("rebase", "-q", "side")).toThrow();
    refuses(
      repo,
      ["update", "--allow-dirty"],
      "error: a rebase is in progress in this repository; finish it first (git rebase --continue or git rebase --abort); nothing was changed",
    );
  });

  it("a cherry-pick in progress", () => {
    const repo = conflicted();
    expect(() => repo.git("cherry-pick", "side")).toThrow();
    refuses(
      repo,
      ["update", "--allow-dirty"],
      "error: a cherry-pick is in progress in this repository; finish it first (git cherry-pick --continue or git cherry-pick --abort); nothing was changed",
    );
  });

  it("a held index.lock", () => {
    const repo = project();
    repo.commit("feat: x");
    writeFileSync(join(repo.dir, ".git/index.lock"), "");
    refuses(
      repo,
      ["update"],
      "error: another git command (index.lock exists) is in progress in this repository; finish it first (wait for it; if no git process is running, delete .git/index.lock); nothing was changed",
    );
  });

  it("release: a held index.lock is said once, with what to do, before anything is tagged", () => {
    const repo = project('[tool.releaser]\nhost = { repository = "acme/demo" }\n');
    repo.commit("fix: x");
    expect(releaser(["update"], { cwd: repo.dir }).code).toBe(0);
    const origin = tempDir();
    gitIn(origin, ["init", "-q", "--bare"]);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "main", "--tags");
    writeFileSync(join(repo.dir, ".git/index.lock"), "");
    refuses(
      repo,
      ["release", "--dry-run"],
      "error: another git command (index.lock exists) is in progress in this repository; finish it first (wait for it; if no git process is running, delete .git/index.lock), then run release again",
    );
    expect(repo.git("tag", "--list", "v1.4.3")).toBe("");
  });

  it("no git identity", () => {
    const repo = project();
    repo.commit("feat: x");
    refuses(
      repo,
      ["update"],
      /^error: git has no author identity to make the release commit with; set one with `git config user.name "Your Name"` and `git config user.email you@example.com`/,
      {
        env: {
          GIT_AUTHOR_NAME: "",
          GIT_AUTHOR_EMAIL: "",
          GIT_COMMITTER_NAME: "",
          GIT_COMMITTER_EMAIL: "",
          EMAIL: "",
          HOME: tempDir(),
          GIT_CONFIG_GLOBAL: "/dev/null",
          GIT_CONFIG_NOSYSTEM: "1",
        },
      },
    );
  });

  it("a bare repository", () => {
    const repo = project();
    const bare = join(tempDir(), "bare.git");
    gitIn(repo.dir, ["clone", "-q", "--bare", repo.dir, bare]);
    const result = releaser(["check"], { cwd: bare });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: ${bare} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${bare} <dir>) (releaser explain GIT_ERROR)\n`,
    );
  });
});
