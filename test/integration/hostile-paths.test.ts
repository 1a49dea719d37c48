import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * Issue 16, items 1, 2, 6 and 11: configured paths, links, bytes and file kinds that would make
 * releaser read or write outside the repository, hang, or change bytes it does not own. Each run
 * must print one line, exit 1, and change nothing inside or outside the repository.
 */

const INIT = '"""Demo."""\n\n__version__ = "1.4.2"\n';

/** A project at v1.4.2 with a feat after it, beside a folder "outside" holding a victim file. */
function project(extra = "", files: Record<string, string> = {}): { repo: TempRepo; outside: string } {
  const base = tempDir();
  const outside = join(base, "outside");
  mkdirSync(outside);
  writeFileSync(join(outside, "victim.py"), '__version__ = "1.4.2"\n');
  writeFileSync(join(outside, "notes.md"), "# Private\n\nsecret notes\n");
  mkdirSync(join(base, "repo"));
  const repo = makeRepo(
    {
      "pyproject.toml": pyproject("1.4.2", "demo-pkg", extra),
      "src/demo_pkg/__init__.py": INIT,
      "CHANGELOG.md": "# Changelog\n",
      ...files,
    },
    join(base, "repo"),
  );
  repo.tag("v1.4.2");
  repo.commit("feat: add x");
  return { repo, outside };
}

/** Runs releaser and asserts: exit 1, one error line matching `message`, nothing changed anywhere. */
function refuses(repo: TempRepo, outside: string, args: string[], message: RegExp | string): string {
  const before = { repo: snapshotTree(repo.dir), outside: snapshotTree(outside) };
  const result = releaser(args, { cwd: repo.dir });
  expect(result.code).toBe(1);
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  const shown = splitErrorLine(lines[0] as string).message;
  if (typeof message === "string") expect(shown).toBe(message);
  else expect(shown).toMatch(message);
  expect({ repo: snapshotTree(repo.dir), outside: snapshotTree(outside) }).toEqual(before);
  return lines[0] as string;
}

describe("configured paths outside the repository are refused when the config is loaded", () => {
  it.each([
    [
      'version_files = ["../outside/victim.py:__version__"]',
      'error: pyproject.toml: key "tool.releaser.version_files": "../outside/victim.py" points outside the repository; give a path inside the repository, relative to its root',
    ],
    [
      'version_files = ["src/../../outside/victim.py:__version__"]',
      'error: pyproject.toml: key "tool.releaser.version_files": "src/../../outside/victim.py" points outside the repository; give a path inside the repository, relative to its root',
    ],
    [
      'changelog_file = "../x.md"',
      'error: pyproject.toml: key "tool.releaser.changelog_file": "../x.md" points outside the repository; give a path inside the repository, relative to its root',
    ],
    [
      'version_files = ["../../etc/passwd:X"]',
      'error: pyproject.toml: key "tool.releaser.version_files": "../../etc/passwd" points outside the repository; give a path inside the repository, relative to its root',
    ],
    [
      'changelog_file = "/etc/passwd"',
      'error: pyproject.toml: key "tool.releaser.changelog_file": "/etc/passwd" is an absolute path; give a path inside the repository, relative to its root',
    ],
    [
      'version_files = ["/tmp/x.py:__version__"]',
      'error: pyproject.toml: key "tool.releaser.version_files": "/tmp/x.py" is an absolute path; give a path inside the repository, relative to its root',
    ],
    [
      'changelog_file = ".git/hooks/post-checkout"',
      'error: pyproject.toml: key "tool.releaser.changelog_file": ".git/hooks/post-checkout" is inside the git directory (.git), which releaser never writes: git\'s own files there (hooks, HEAD, the index) are not project files; give a path inside the repository, relative to its root',
    ],
    [
      'version_files = ["sub/../.GIT/config:x"]',
      'error: pyproject.toml: key "tool.releaser.version_files": "sub/../.GIT/config" is inside the git directory (.git), which releaser never writes: git\'s own files there (hooks, HEAD, the index) are not project files; give a path inside the repository, relative to its root',
    ],
  ])("%s", (setting, message) => {
    const { repo, outside } = project(`\n[tool.releaser]\n${setting}\n`);
    for (const command of [["check"], ["update"], ["update", "--dry-run"]]) {
      refuses(repo, outside, command, message);
    }
  });

  it("an asset glob that leaves the repository", () => {
    const { repo, outside } = project('\n[tool.releaser.release]\nassets = ["../outside/*"]\n');
    refuses(
      repo,
      outside,
      ["check"],
      'error: pyproject.toml: key "tool.releaser.release.assets": "../outside/*" points outside the repository; asset globs are relative to the repository root and must stay inside it',
    );
  });

  it("a directory link on the way out (docs -> outside)", () => {
    const { repo, outside } = project('\n[tool.releaser]\nchangelog_file = "docs/CHANGELOG.md"\n');
    symlinkSync(outside, join(repo.dir, "docs"));
    repo.git("add", "-A");
    repo.commit("chore: docs link");
    refuses(
      repo,
      outside,
      ["update"],
      /^error: pyproject.toml: key "tool.releaser.changelog_file": "docs\/CHANGELOG.md" goes through a symbolic link that leads outside the repository \(to .*outside\); give a path inside the repository, relative to its root$/,
    );
  });
});

describe("symbolic links", () => {
  it("a committed CHANGELOG.md linking outside is refused, the link kept and the target untouched", () => {
    const { repo, outside } = project();
    unlinkSync(join(repo.dir, "CHANGELOG.md"));
    symlinkSync(join(outside, "notes.md"), join(repo.dir, "CHANGELOG.md"));
    repo.git("add", "-A");
    repo.commit("docs: link the changelog");
    for (const command of [["check"], ["update"]]) {
      refuses(
        repo,
        outside,
        command,
        /^error: "CHANGELOG.md" is a symbolic link that leads outside the repository \(to .*notes.md\); releaser reads and writes files inside the repository only, nothing was changed$/,
      );
    }
  });

  it("a version file linking outside is refused", () => {
    const { repo, outside } = project(
      '\n[tool.releaser]\nversion_files = ["src/demo_pkg/__init__.py:__version__"]\n',
    );
    unlinkSync(join(repo.dir, "src/demo_pkg/__init__.py"));
    symlinkSync(join(outside, "victim.py"), join(repo.dir, "src/demo_pkg/__init__.py"));
    repo.git("add", "-A");
    repo.commit("fix: link the version file");
    refuses(repo, outside, ["update"], /is a symbolic link that leads outside the repository/);
  });

  it("a pyproject.toml linking outside is not read (its text could reach the log in an error)", () => {
    const { repo, outside } = project();
    unlinkSync(join(repo.dir, "pyproject.toml"));
    symlinkSync(join(outside, "notes.md"), join(repo.dir, "pyproject.toml"));
    repo.git("add", "-A");
    repo.commit("fix: link pyproject");
    const line = refuses(repo, outside, ["check"], /^error: "pyproject.toml" is a symbolic link/);
    expect(line).not.toContain("secret");
  });

  it("a link inside the repository is followed: the target is updated and committed, the link stays", () => {
    const { repo } = project();
    repo.write("docs/CHANGELOG.md", "# Changelog\n");
    unlinkSync(join(repo.dir, "CHANGELOG.md"));
    symlinkSync("docs/CHANGELOG.md", join(repo.dir, "CHANGELOG.md"));
    repo.git("add", "-A");
    repo.commit("docs: move the changelog");
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(repo.git("ls-files", "-s", "CHANGELOG.md").split(" ")[0]).toBe("120000");
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "docs/CHANGELOG.md",
      "pyproject.toml",
      "src/demo_pkg/__init__.py",
    ]);
    expect(readFileSync(join(repo.dir, "docs/CHANGELOG.md"), "utf8")).toContain("## [1.5.0] - 2025-11-21");
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

describe("restoring after a failed commit", () => {
  it("does not follow a link swapped in by a commit hook to a file outside", () => {
    const { repo, outside } = project();
    mkdirSync(join(outside, "pkgdir"));
    writeFileSync(join(outside, "pkgdir", "__init__.py"), "victim\n");
    writeFileSync(
      join(repo.dir, ".git/hooks/pre-commit"),
      `#!/bin/sh\nmv src/demo_pkg src/demo_pkg.moved\nln -s ${join(outside, "pkgdir")} src/demo_pkg\nexit 1\n`,
      { mode: 0o755 },
    );
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/symbolic link that leads outside the repository/);
    expect(readFileSync(join(outside, "pkgdir", "__init__.py"), "utf8")).toBe("victim\n");
  });
});

describe("bytes and file kinds", () => {
  it.each([
    [
      "pyproject.toml",
      "error: pyproject.toml:3: not valid UTF-8 (byte 0xE9); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed",
    ],
    [
      "CHANGELOG.md",
      "error: CHANGELOG.md:3: not valid UTF-8 (byte 0xE9); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed",
    ],
    [
      "src/demo_pkg/__init__.py",
      "error: src/demo_pkg/__init__.py:1: not valid UTF-8 (byte 0xE9); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed",
    ],
  ])("invalid UTF-8 in %s is refused, not replaced", (file, message) => {
    const { repo, outside } = project();
    const texts: Record<string, Buffer> = {
      "pyproject.toml": Buffer.concat([
        Buffer.from('[project]\nname = "demo-pkg"\ndescription = "caf'),
        Buffer.from([0xe9]),
        Buffer.from('"\nversion = "1.4.2"\n'),
      ]),
      "CHANGELOG.md": Buffer.concat([Buffer.from("# Changelog\n\nCaf"), Buffer.from([0xe9, 0x0a])]),
      "src/demo_pkg/__init__.py": Buffer.concat([
        Buffer.from('"""Caf'),
        Buffer.from([0xe9]),
        Buffer.from('"""\n__version__ = "1.4.2"\n'),
      ]),
    };
    writeFileSync(join(repo.dir, file), texts[file] as Buffer);
    repo.git("add", "-A");
    repo.commit("fix: latin-1");
    refuses(repo, outside, ["update"], message);
  });

  it.each(["pyproject.toml", "CHANGELOG.md"])("a FIFO as %s is refused at once, not waited on", (file) => {
    const { repo, outside } = project();
    unlinkSync(join(repo.dir, file));
    repo.git("add", "-A");
    repo.commit("fix: remove");
    execFileSync("mkfifo", [join(repo.dir, file)]);
    refuses(
      repo,
      outside,
      ["update", "--allow-dirty"],
      `error: ${file}: not a regular file (a named pipe); expected a text file, nothing was read`,
    );
  });
});
