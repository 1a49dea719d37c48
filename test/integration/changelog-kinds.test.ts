import { existsSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { NO_TOKENS } from "../helpers/no-tokens.ts";
import { checkJson, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

/**
 * The project's own changelog (DESIGN 4), through the built CLI: found by name (root, then
 * docs/; .rst, .txt or no extension; init configures it), written in its own markup after its
 * title, Keep a Changelog notes moved, a configured file first, a link leading outside refused.
 */

const TODAY = "2025-11-21"; // SOURCE_DATE_EPOCH of the helper

/** A project at v1.4.2 with the given files, then `fix: a` and `feat: b`. */
function released(files: Record<string, string>, config = ""): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo", config), ...files });
  repo.tag("v1.4.2");
  repo.commit("fix: a");
  repo.commit("feat: b");
  return repo;
}

function update(repo: TempRepo, ...args: string[]) {
  const result = releaser(["update", ...args], { cwd: repo.dir });
  expect(result.code, result.stderr).toBe(0);
  return result;
}

const CHANGES_RST = `Changes
=======

Notable changes, newest first.

Version 1.4.2
-------------

Released 2025-01-01

-   Fix an old bug.
`;

describe("the changelog the project has", () => {
  it("check names the file it found, in text and JSON", () => {
    const repo = released({ "CHANGES.rst": CHANGES_RST, "README.md": "# demo\n" });
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^writes +pyproject\.toml, CHANGES\.rst$/m);
    const json = JSON.parse(releaser(["check", "--json"], { cwd: repo.dir }).stdout) as { files: string[] };
    expect(json.files).toEqual(["pyproject.toml", "CHANGES.rst"]);
  });

  it("update writes CHANGES.rst in reST after its title and intro, and creates no CHANGELOG.md", () => {
    const repo = released({ "CHANGES.rst": CHANGES_RST });
    update(repo);
    expect(existsSync(join(repo.dir, "CHANGELOG.md"))).toBe(false);
    expect(repo.read("CHANGES.rst")).toBe(`Changes
=======

Notable changes, newest first.

Version 1.5.0
-------------

Released ${TODAY}

**Features**

-   B

**Bug Fixes**

-   A

Version 1.4.2
-------------

Released 2025-01-01

-   Fix an old bug.
`);
    expect(repo.git("show", "--name-only", "--format=%s", "HEAD").trim().split("\n")).toEqual([
      "chore(release): 1.5.0",
      "",
      "CHANGES.rst",
      "pyproject.toml",
    ]);
    // The version is pending now: the section is found, nothing is written twice.
    const again = update(repo);
    expect(again.stdout + again.stderr).toContain("Nothing to update");
  });

  it("finds docs/changelog.rst when the root has no changelog, and follows its heading levels", () => {
    const repo = released({
      "docs/index.rst": "Demo\n====\n",
      "docs/changelog.rst":
        "#########\nChangelog\n#########\n\n1.4.2 (2025-01-01)\n==================\n\nFixes\n-----\n\n* Old\n",
    });
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toMatch(
      /^writes +pyproject\.toml, docs\/changelog\.rst$/m,
    );
    update(repo);
    expect(repo.read("docs/changelog.rst")).toBe(
      `#########\nChangelog\n#########\n\n1.5.0 (${TODAY})\n==================\n\nFeatures\n--------\n\n* B\n\nBug Fixes\n---------\n\n* A\n\n1.4.2 (2025-01-01)\n==================\n\nFixes\n-----\n\n* Old\n`,
    );
  });

  it("moves Keep a Changelog [Unreleased] notes into the release, keeps the heading, follows the links", () => {
    const kac = `# Changelog

## [Unreleased]

### Added

- A note written by hand.

## [1.4.2] - 2025-01-01

### Fixed

- Old.

[Unreleased]: https://github.com/acme/demo/compare/v1.4.2...HEAD
[1.4.2]: https://github.com/acme/demo/compare/v1.4.1...v1.4.2
`;
    const repo = released({ "CHANGELOG.md": kac });
    update(repo);
    expect(repo.read("CHANGELOG.md")).toBe(`# Changelog

## [Unreleased]

## [1.5.0] - ${TODAY}

### Features

- B

### Bug Fixes

- A

### Added

- A note written by hand.

## [1.4.2] - 2025-01-01

### Fixed

- Old.

[Unreleased]: https://github.com/acme/demo/compare/v1.5.0...HEAD
[1.5.0]: https://github.com/acme/demo/compare/v1.4.2...v1.5.0
[1.4.2]: https://github.com/acme/demo/compare/v1.4.1...v1.4.2
`);
  });

  it("takes CHANGES.rst over a stub CHANGELOG.md, escapes commit text for reST, keeps its spacing", () => {
    const history = CHANGES_RST.replace(
      "-   Fix an old bug.\n",
      "-   Fix an old bug.\n\n\nVersion 1.4.1\n-------------\n\n-   Older.\n",
    );
    const repo = released({ "CHANGES.rst": history, "CHANGELOG.md": "See CHANGES.rst\n" });
    repo.commit("fix: raise :exc:`TypeError` for *args and the foo_ option, `x` too");
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toMatch(/^writes +pyproject\.toml, CHANGES\.rst$/m);
    update(repo);
    expect(repo.read("CHANGELOG.md")).toBe("See CHANGES.rst\n");
    expect(repo.read("CHANGES.rst")).toContain(`**Bug Fixes**

-   Raise :exc:\`TypeError\` for \\*args and the foo\\_ option, \`\`x\`\` too
-   A


Version 1.4.2
-------------
`);
  });

  it("gives a first release's Keep a Changelog successor its link from [Unreleased]", () => {
    const kac = `# Changelog\n\n## [Unreleased]\n\n## [1.4.2] - 2025-01-01\n\n- Old.\n\n[unreleased]: https://github.com/acme/demo/compare/v1.4.2...HEAD\n[1.4.2]: https://github.com/acme/demo/releases/tag/v1.4.2\n`;
    const repo = released({ "CHANGELOG.md": kac });
    update(repo);
    expect(repo.read("CHANGELOG.md")).toContain(`- Old.

[unreleased]: https://github.com/acme/demo/compare/v1.5.0...HEAD
[1.5.0]: https://github.com/acme/demo/compare/v1.4.2...v1.5.0
[1.4.2]: https://github.com/acme/demo/releases/tag/v1.4.2
`);
  });

  it("a configured changelog_file wins over the file found", () => {
    const repo = released(
      { "CHANGES.rst": CHANGES_RST, "docs/news.md": "# News\n" },
      '\n[tool.releaser]\nchangelog_file = "docs/news.md"\n',
    );
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toMatch(
      /^writes +pyproject\.toml, docs\/news\.md$/m,
    );
    update(repo);
    expect(repo.read("docs/news.md")).toBe(
      `# News\n\n## [1.5.0] - ${TODAY}\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n`,
    );
    expect(repo.read("CHANGES.rst")).toBe(CHANGES_RST);
  });

  it("refuses a changelog that is a link leading outside the repository, and changes nothing", () => {
    const outside = join(tempDir(), "CHANGES.rst");
    writeFileSync(outside, CHANGES_RST);
    const repo = released({});
    symlinkSync(outside, join(repo.dir, "CHANGES.rst"));
    const before = repo.git("status", "--porcelain");
    for (const args of [["check"], ["update"]]) {
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code).not.toBe(0);
      expect(result.stderr.trim().split("\n")[0]).toMatch(
        /^error: "CHANGES\.rst" is a symbolic link that leads outside the repository \(to .+\); releaser reads and writes files inside the repository only, nothing was changed \(releaser explain CONFIG_ERROR\)$/,
      );
    }
    expect(repo.git("status", "--porcelain")).toBe(before);
    expect(repo.read("CHANGES.rst")).toBe(CHANGES_RST);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: b");
    // check-commit (the commit-msg hook) never looks for the changelog, so that link is no concern of it.
    writeFileSync(join(repo.dir, ".git", "MSG"), "feat: a message\n");
    const lint = releaser(["check-commit", ".git/MSG"], { cwd: repo.dir });
    expect(lint.code, lint.stderr).toBe(0);
  });

  it("--bump patch without a commit for the changelog writes a maintenance line, in both markups", () => {
    for (const [file, text, line] of [
      ["CHANGELOG.md", "# Changelog\n", "- Maintenance release."],
      ["CHANGES.rst", CHANGES_RST, "-   Maintenance release."],
    ] as const) {
      const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2", "demo"), [file]: text });
      repo.tag("v1.4.2");
      repo.commit("chore: tidy");
      update(repo, "--bump", "patch");
      expect(repo.read(file)).toContain(`1.4.3`);
      expect(repo.read(file)).toContain(`\n\n${line}\n`);
    }
  });
});

describe("release notes from a reST changelog", () => {
  it("the GitHub release body and the tag message are Markdown", async () => {
    const h = await hostedRepo();
    h.repo.git("rm", "-q", "CHANGELOG.md");
    h.repo.commit("chore: keep the changelog in reST", { "CHANGES.rst": CHANGES_RST });
    await h.push("main");
    expect((await h.run(["update"])).code).toBe(0);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    const notes = `## Version 1.5.0\n\nReleased ${TODAY}\n\n### Features\n\n-   B\n\n### Bug Fixes\n\n-   A`;
    expect(h.github.releases[0]?.body).toBe(notes);
    expect(h.repo.git("tag", "-l", "--format=%(contents)", "v1.5.0").trimEnd()).toBe(notes);
  });
});

describe("a changelog in .txt or with no extension, as older projects keep it (issue 23)", () => {
  /** `init` without any token, its files committed; returns the [tool.releaser] it wrote. */
  function init(repo: TempRepo, file: string): string {
    const result = releaser(["init"], { cwd: repo.dir, env: NO_TOKENS });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split("\n")[0]).toContain(`, changelog ${file}, `);
    repo.git("add", "-A");
    repo.git("commit", "-q", "--no-verify", "-m", "chore: release with releaser");
    const text = repo.read("pyproject.toml");
    return text.slice(text.indexOf("[tool.releaser]"));
  }

  const HISTORY = `History
*******

1.4.2 (2025-01-01)
~~~~~~~~~~~~~~~~~~

* Fix an old bug.
`;

  it.each([
    [
      "CHANGES.txt",
      CHANGES_RST,
      `Changes
=======

Notable changes, newest first.

Version 1.5.0
-------------

Released ${TODAY}

**Features**

-   B

**Bug Fixes**

-   A

Version 1.4.2
-------------

Released 2025-01-01

-   Fix an old bug.
`,
    ],
    [
      "HISTORY",
      HISTORY,
      `History
*******

1.5.0 (${TODAY})
~~~~~~~~~~~~~~~~~~

**Features**

* B

**Bug Fixes**

* A

1.4.2 (2025-01-01)
~~~~~~~~~~~~~~~~~~

* Fix an old bug.
`,
    ],
  ])("%s: init configures it, check names it, update writes it in its own reST markup", (file, text, want) => {
    const repo = released({ [file]: text, "README.md": "# demo\n" });
    const table = init(repo, file);
    expect(table).toContain(`\nchangelog_file = "${file}"   # the changelog the project has\n`);
    expect(releaser(["check"], { cwd: repo.dir }).stdout).toMatch(
      new RegExp(`^writes +pyproject\\.toml, ${file.replace(".", "\\.")}$`, "m"),
    );
    expect(checkJson(repo.dir).files).toEqual(["pyproject.toml", file]);
    update(repo);
    expect(repo.read(file)).toBe(want);
    expect(existsSync(join(repo.dir, "CHANGELOG.md"))).toBe(false);
    expect(repo.git("show", "--name-only", "--format=%s", "HEAD").trim().split("\n")).toEqual([
      "chore(release): 1.5.0",
      "",
      file,
      "pyproject.toml",
    ]);
  });
});
