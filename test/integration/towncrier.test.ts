import { cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitErrorLine, withoutSteps } from "../helpers/error-line.ts";
import { hostedRepo } from "../helpers/hosted-repo.ts";
import { checkJson, gitIn, makeRepo, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";
import { snapshotTree } from "../helpers/tree-snapshot.ts";

/**
 * towncrier (issue 23, DESIGN 4): with [tool.towncrier] the news fragments are the changelog.
 * The real towncrier (Debian's 22.12, /usr/bin/towncrier) runs through the built CLI: check shows
 * its draft, update --dry-run changes nothing, update consumes the fragments in the release commit,
 * release-pr's body and release's GitHub release are towncrier's section, and a missing towncrier is
 * one error line.
 */

const NEWS = `Release notes
=============

.. towncrier release notes start

myproj 1.4.2 (2025-01-01)
=========================

Bugfixes
--------

- An old fix. (#100)
`;

/** The section towncrier 22.12 renders for the two fragments below (SOURCE_DATE_EPOCH's date). */
const SECTION = `myproj 1.5.0 (2025-11-21)
=========================

Features
--------

- Add the frobnicator. (#123)


Bugfixes
--------

- The widget no longer spins. (#124)
`;

/** myproj at v1.4.2, two news fragments, and a feat: commit whose text must not be the changelog. */
function towncrierProject(): TempRepo {
  const repo = makeRepo({
    "pyproject.toml": '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\n',
    "NEWS.rst": NEWS,
    "newsfragments/.gitkeep": "",
  });
  repo.tag("v1.4.2");
  repo.commit("feat: commit text that is not the changelog", {
    "newsfragments/123.feature.rst": "Add the frobnicator.\n",
    "newsfragments/124.bugfix.rst": "The widget no longer spins.\n",
  });
  return repo;
}

/** A PATH with git and node but no towncrier. */
function pathWithoutTowncrier(): string {
  const bin = join(tempDir(), "bin");
  mkdirSync(bin);
  for (const tool of ["git", process.execPath]) {
    const found = tool.startsWith("/") ? tool : gitPath();
    symlinkSync(found, join(bin, tool.startsWith("/") ? "node" : tool));
  }
  return bin;
}

function gitPath(): string {
  for (const dir of (process.env.PATH ?? "").split(":"))
    if (existsSync(join(dir, "git"))) return join(dir, "git");
  throw new Error("git is not on PATH");
}

describe("towncrier: the news fragments are the changelog", () => {
  it("check shows towncrier's draft, in text and --json, and writes nothing", () => {
    const repo = towncrierProject();
    const before = snapshotTree(repo.dir);
    const json = checkJson(repo.dir);
    expect(json.next_version).toBe("1.5.0");
    expect(json.changelog).toBe(SECTION);
    expect(json.files).toEqual(["pyproject.toml", "NEWS.rst"]);
    const text = releaser(["check"], { cwd: repo.dir });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(SECTION.trimEnd());
    expect(text.stdout).not.toContain("Commit text that is not the changelog");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("no fragment folder at all (towncrier's git rm took it with the last fragment): towncrier runs on an empty one, made and removed", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\n',
      "NEWS.rst": NEWS,
    });
    repo.tag("v1.4.2");
    repo.commit("fix: the widget no longer spins", { "a.txt": "a\n" });
    const before = snapshotTree(repo.dir);
    const json = checkJson(repo.dir);
    expect(json.next_version).toBe("1.4.3");
    expect(json.changelog).toBe(
      "myproj 1.4.3 (2025-11-21)\n=========================\n\nNo significant changes.\n",
    );
    expect(existsSync(join(repo.dir, "newsfragments"))).toBe(false);
    expect(snapshotTree(repo.dir)).toEqual(before);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("NEWS.rst")).toContain(
      "myproj 1.4.3 (2025-11-21)\n=========================\n\nNo significant changes.\n",
    );
    expect(existsSync(join(repo.dir, "newsfragments"))).toBe(false);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("update --dry-run shows towncrier's section in the diff and changes nothing", () => {
    const repo = towncrierProject();
    const before = snapshotTree(repo.dir);
    const result = releaser(["update", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('+version = "1.5.0"');
    expect(result.stdout).toContain("+++ b/NEWS.rst");
    for (const line of SECTION.trimEnd().split("\n")) expect(result.stdout).toContain(`+${line}`);
    expect(result.stdout).not.toContain("CHANGELOG.md");
    expect(result.stdout).not.toContain("Commit text that is not the changelog");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("update writes the version, towncrier's news file and the fragment removals in one commit", () => {
    const repo = towncrierProject();
    const head = repo.git("rev-parse", "HEAD").trim();
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Updated 1\.4\.2 -> 1\.5\.0: pyproject\.toml, NEWS\.rst; committed [0-9a-f]{7} /,
    );
    expect(repo.git("rev-parse", "HEAD~1").trim()).toBe(head);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore(release): 1.5.0");
    expect(repo.git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "D\tnewsfragments/123.feature.rst",
      "D\tnewsfragments/124.bugfix.rst",
      "M\tNEWS.rst",
      "M\tpyproject.toml",
    ]);
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(repo.read("NEWS.rst")).toBe(
      `Release notes\n=============\n\n.. towncrier release notes start\n\n${SECTION}\n\n${NEWS.slice(NEWS.indexOf("myproj 1.4.2"))}`,
    );
    expect(existsSync(join(repo.dir, "CHANGELOG.md"))).toBe(false);

    // Pending now: check shows the section the news file has (the fragments are gone), and a
    // second update has nothing to do.
    const pending = checkJson(repo.dir);
    expect(pending.pending).toBe(true);
    expect(pending.changelog).toBe(SECTION);
    const again = releaser(["update"], { cwd: repo.dir });
    expect(again.stdout).toMatch(/^Nothing to update: the files already carry 1\.5\.0/);
    expect(repo.git("rev-parse", "HEAD~1").trim()).toBe(head);
  });

  it("sections: one without fragments says 'No significant changes.' beside one that has some; no warning of missing fragments", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\n\n[[tool.towncrier.section]]\npath = ""\n\n[[tool.towncrier.section]]\npath = "web"\nname = "Web"\n',
      "newsfragments/.gitkeep": "",
      "web/newsfragments/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("feat: the frobnicator", { "newsfragments/123.feature.rst": "Add the frobnicator.\n" });
    const check = releaser(["check"], { cwd: repo.dir, env: { SOURCE_DATE_EPOCH: "1763683200" } });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain(
      "myproj 1.5.0 (2025-11-21)\n=========================\n\nFeatures\n--------\n\n- Add the frobnicator. (#123)\n\n\nWeb\n---\n\nNo significant changes.\n",
    );
    expect(check.stderr).not.toContain("no news fragments");
  });

  it("no fragments: towncrier writes its 'No significant changes.' section, and check and update say so once", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\n',
      "newsfragments/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("chore: tidy");
    const chores = releaser(["check", "--bump", "patch"], { cwd: repo.dir });
    expect(chores.code, chores.stderr).toBe(0);
    expect(chores.stdout).toContain("No significant changes.");
    expect(chores.stderr).not.toContain("no news fragments"); // no commit asks for it: nothing to miss
    repo.commit("fix: something without a fragment");
    repo.commit("feat: another");
    const warning =
      "warning: towncrier found no news fragments for 1.5.0, although 2 commits since v1.4.2 ask for a release; the section will say 'No significant changes.' (add fragments to newsfragments)\n";
    for (const args of [["check"], ["update", "--dry-run"], ["update"]]) {
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr.split(warning)).toHaveLength(2);
    }
    expect(repo.read("NEWS.rst")).toBe(
      "myproj 1.5.0 (2025-11-21)\n=========================\n\nNo significant changes.\n",
    );
    expect(repo.git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "A\tNEWS.rst",
      "M\tpyproject.toml",
    ]);
  });

  it("without towncrier on PATH: update and its dry run stop with one error line, nothing changed; check warns", () => {
    const repo = towncrierProject();
    const before = snapshotTree(repo.dir);
    const env = { PATH: pathWithoutTowncrier() };
    for (const args of [["update"], ["update", "--dry-run"]]) {
      const result = releaser(args, { cwd: repo.dir, env });
      expect(result.code).toBe(1);
      const lines = withoutSteps(result.stderr).trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      const { message, code } = splitErrorLine((lines[0] as string).replace(/^error: /, ""));
      expect(code).toBe("CONFIG_ERROR");
      expect(message).toBe(
        "[tool.towncrier] in pyproject.toml makes towncrier write the changelog, but towncrier is not installed (no towncrier on PATH); install it (pip install towncrier) and run again; nothing was changed",
      );
      expect(snapshotTree(repo.dir)).toEqual(before);
    }
    const check = releaser(["check"], { cwd: repo.dir, env });
    expect(check.code).toBe(0);
    expect(check.stderr).toContain("warning: towncrier is not installed (no towncrier on PATH)");
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("a `package` that cannot be imported where releaser runs: towncrier is given the name, never imports it", () => {
    // The package imports a module this machine does not have, as a project's dependencies are
    // missing in a CI job that installs towncrier alone.
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\npackage = "myproj"\npackage_dir = "src"\ndirectory = "CHANGES"\nfilename = "NEWS.rst"\n',
      "NEWS.rst": NEWS,
      "src/myproj/__init__.py": 'import multidict_is_not_installed_here\n__version__ = "1.4.2"\n',
      "CHANGES/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("feat: fly", { "CHANGES/7.feature.rst": "Widgets can fly.\n" });
    const check = checkJson(repo.dir);
    // towncrier's own name for a package it would import: the package, title-cased.
    expect(check.changelog).toBe(
      "Myproj 1.5.0 (2025-11-21)\n=========================\n\nFeatures\n--------\n\n- Widgets can fly. (#7)\n",
    );
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("NEWS.rst")).toContain("Myproj 1.5.0 (2025-11-21)\n=========================\n");
    expect(repo.git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "D\tCHANGES/7.feature.rst",
      "M\tNEWS.rst",
      "M\tpyproject.toml",
      "M\tsrc/myproj/__init__.py",
    ]);
  });

  it("a broken towncrier setting stops update before anything is written", () => {
    const repo = towncrierProject();
    repo.commit("chore: a template that is not there", {
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ntemplate = "missing.rst.j2"\n',
    });
    const before = snapshotTree(repo.dir);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: towncrier build --draft failed: .*missing\.rst\.j2.* does not exist/m,
    );
    expect(snapshotTree(repo.dir)).toEqual(before);
    // check, a preview, still shows the plan, and says why the section is missing.
    for (const args of [["check"], ["check", "--json"]]) {
      const check = releaser(args, { cwd: repo.dir });
      expect(check.code, check.stderr).toBe(0);
      expect(check.stderr).toMatch(
        /^warning: towncrier build --draft failed: .*missing\.rst\.j2.* does not exist.*; the changelog section is not shown, and `update` and `release-pr` stop on this until it is fixed$/m,
      );
      if (args.includes("--json")) {
        expect(JSON.parse(check.stdout)).toMatchObject({ next_version: "1.5.0", changelog: null });
      } else {
        expect(check.stdout).toMatch(/next version\s+1\.5\.0/);
      }
    }
    expect(snapshotTree(repo.dir)).toEqual(before);
  });

  it("an update killed anywhere, towncrier's build included, is finished by the next run", () => {
    const template = towncrierProject();
    const reference = copyOf(template);
    expect(releaser(["update"], { cwd: reference }).code).toBe(0);
    const want = endState(reference);
    let completed = false;
    for (let at = 1; at <= 20 && !completed; at++) {
      const dir = copyOf(template);
      const killed = releaser(["update"], { cwd: dir, env: { RELEASER_KILL_AT: String(at) } });
      completed = killed.code === 0;
      if (!completed) {
        const finish = releaser(["update"], { cwd: dir });
        expect(finish.code, `killed at ${at}: ${finish.stderr}`).toBe(0);
      }
      expect(endState(dir), `killed at fault point ${at}`).toEqual(want);
    }
    expect(completed).toBe(true);
  }, 120_000);
});

describe("towncrier: the fragments bump too (DESIGN 4)", () => {
  /** At v1.4.2 with towncrier's types of a breaking kind, and only a non-conventional commit since. */
  function breakingFragmentProject(config = ""): TempRepo {
    const repo = makeRepo({
      "pyproject.toml": `[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ndirectory = "changes"\n${config}`,
      "NEWS.rst": NEWS,
      "changes/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("Remove the old API", {
      "changes/7.breaking.rst": "The old API is gone.\n",
      "changes/8.doc.rst": "Document the new API.\n",
    });
    return repo;
  }
  const TYPES =
    '\n[[tool.towncrier.type]]\ndirectory = "breaking"\nname = "Backwards-incompatible Changes"\nshowcontent = true\n\n[[tool.towncrier.type]]\ndirectory = "doc"\nname = "Documentation"\nshowcontent = true\n';

  it("a breaking fragment with only non-conventional commits: check proposes a major release and names the fragment", () => {
    const repo = breakingFragmentProject(TYPES);
    const json = checkJson(repo.dir);
    expect(json).toMatchObject({
      bump: "major",
      next_version: "2.0.0",
      bump_fragments: [{ path: "changes/7.breaking.rst", type: "breaking", bump: "major" }],
    });
    expect(json.changelog).toContain("Backwards-incompatible Changes");
    const human = releaser(["check"], { cwd: repo.dir });
    expect(human.stdout).toMatch(
      /bump {10}major, from:\n {14}news fragment changes\/7\.breaking\.rst \(breaking\)\n/,
    );
    expect(human.stdout).toMatch(/next version {2}2\.0\.0 \(tag v2\.0\.0\)/);
  });

  it("update writes 2.0.0 and consumes the fragments; fragment_bumps can make the type a minor", () => {
    const repo = breakingFragmentProject(TYPES);
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "2.0.0"');
    expect(repo.git("show", "--name-status", "--format=", "HEAD")).toContain("D\tchanges/7.breaking.rst");

    const softer = breakingFragmentProject(
      `${TYPES}\n[tool.releaser.changelog]\nfragment_bumps = { breaking = "minor" }\n`,
    );
    expect(checkJson(softer.dir)).toMatchObject({ bump: "minor", next_version: "1.5.0" });
  });

  it("a project whose commits are conventional bumps by its commits; fragment_bumps makes the fragments count there too", () => {
    const make = (config: string) => {
      const repo = makeRepo({
        "pyproject.toml": `[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ndirectory = "changes"\n${config}`,
        "NEWS.rst": NEWS,
        "changes/.gitkeep": "",
      });
      repo.tag("v1.4.2");
      repo.commit("fix: a fix", {
        "changes/7.feature.rst": "A feature, released in a patch as this project does.\n",
      });
      return repo;
    };
    expect(checkJson(make("").dir)).toMatchObject({
      bump: "patch",
      next_version: "1.4.3",
      bump_fragments: [],
    });
    const opted = make('\n[tool.releaser.changelog]\nfragment_bumps = { feature = "minor" }\n');
    expect(checkJson(opted.dir)).toMatchObject({ bump: "minor", next_version: "1.5.0" });
    const typo = make('\n[tool.releaser.changelog]\nfragment_bumps = { features = "minor" }\n');
    const warned = releaser(["check"], { cwd: typo.dir });
    expect(warned.stderr).toContain(
      "warning: fragment_bumps names features, which is no fragment type of towncrier's settings in pyproject.toml (feature, bugfix, doc, removal, misc), so it counts for nothing; use the types' names",
    );
  });

  it("a dependency bot's conventional subjects do not make a project of plain subjects conventional: its fragments still bump", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ndirectory = "changelog"\n',
      "NEWS.rst": NEWS,
      "changelog/.gitkeep": "",
    });
    repo.tag("1.4.2");
    repo.commit("build(deps): bump actions/checkout from 5.0.0 to 6.0.0 (#11)");
    repo.commit("Remove the old upload flag (#12)", {
      "changelog/12.removal.rst": "The old upload flag is gone.\n",
    });
    repo.commit("build(deps): bump actions/setup-python from 5 to 6 (#13)");
    repo.commit("fix: read the settings file as UTF-8 (#14)", {
      "changelog/14.bugfix.rst": "UTF-8 settings.\n",
    });
    repo.commit("Handle odd status codes (#15)");
    repo.commit("chore(deps-dev): bump pytest from 8.0.0 to 8.1.0 (#16)");
    expect(checkJson(repo.dir)).toMatchObject({
      bump: "major",
      next_version: "2.0.0",
      bump_fragments: [{ path: "changelog/12.removal.rst", type: "removal", bump: "major" }],
    });
  });

  it("git's merge subjects do not make a conventional project look unconventional: its commits decide", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ndirectory = "changelog"\n',
      "NEWS.rst": NEWS,
      "changelog/.gitkeep": "",
    });
    repo.tag("1.4.2");
    // Two conventional commits, each merged by a pull request: 2 of 4 subjects, but 2 of 2 people's.
    repo.commit("fix: read the settings file as UTF-8", { "changelog/14.feature.rst": "UTF-8.\n" });
    repo.commit("Merge pull request #14 from a/utf8");
    repo.commit("fix: handle odd status codes");
    repo.commit("Merge pull request #15 from a/status");
    repo.commit("Merge branch 'main' into release");
    // The fragment says feature, the commits a fix: conventional commits decide (a patch).
    expect(checkJson(repo.dir)).toMatchObject({ bump: "patch", next_version: "1.4.3" });
  });

  it("towncrier's default types: a removal fragment is breaking, a doc fragment asks for nothing", () => {
    const repo = makeRepo({
      "pyproject.toml": '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\n',
      "NEWS.rst": NEWS,
      "newsfragments/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("Docs", { "newsfragments/5.doc.rst": "Better docs.\n" });
    expect(checkJson(repo.dir)).toMatchObject({ bump: "none", next_version: null, bump_fragments: [] });
    repo.commit("Drop Python 3.8", { "newsfragments/6.removal.rst": "Python 3.8 is no longer supported.\n" });
    expect(checkJson(repo.dir)).toMatchObject({ bump: "major", next_version: "2.0.0" });
  });
});

describe("towncrier: a fragment folder that leads outside the repository (found by the attack)", () => {
  it("check and update refuse it in one line before towncrier runs; nothing is read or written", () => {
    const outside = tempDir();
    mkdirSync(join(outside, "real"));
    writeFileSync(join(outside, "real", "12.feature.rst"), "Text from elsewhere.\n");
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\ndirectory = "changes"\n',
      "NEWS.rst": NEWS,
    });
    symlinkSync(join(outside, "real"), join(repo.dir, "changes"));
    repo.commit("chore: link the fragments", {});
    repo.git("add", "-A");
    repo.commit("chore: the link");
    repo.tag("v1.4.2");
    repo.commit("fix: a");
    const before = snapshotTree(repo.dir);
    for (const args of [["check"], ["update"]]) {
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code, args.join(" ")).toBe(1);
      expect(splitErrorLine(result.stderr.trim()).message).toBe(
        `error: towncrier's news fragment folder changes (pyproject.toml) is a symbolic link that leads outside the repository (to ${join(outside, "real")}); releaser never reads files outside the repository, so nothing was done: make changes a folder of the repository`,
      );
    }
    expect(snapshotTree(repo.dir)).toEqual(before);
    expect(repo.read("NEWS.rst")).not.toContain("elsewhere");
  });
});

describe("towncrier: the release commit takes the fragment removals whatever the news file's state", () => {
  it("a news file that does not exist yet: towncrier creates it, and the commit holds it and the removals", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\nfilename = "CHANGES.rst"\n',
      "newsfragments/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("feat: a frobnicator", { "newsfragments/123.feature.rst": "Add the frobnicator.\n" });
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "A\tCHANGES.rst",
      "D\tnewsfragments/123.feature.rst",
      "M\tpyproject.toml",
    ]);
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(repo.read("CHANGES.rst")).toContain("Add the frobnicator. (#123)");
  });
});

describe("towncrier: a news file in a folder that does not exist yet", () => {
  it("update creates the folder, towncrier the file; the commit holds it with the removals (fragments in the package)", () => {
    const repo = makeRepo({
      "pyproject.toml":
        '[project]\nname = "myproj"\nversion = "1.4.2"\n\n[tool.towncrier]\npackage = "myproj"\npackage_dir = "src"\nfilename = "docs/changes.rst"\n',
      "src/myproj/__init__.py": "",
      "src/myproj/newsfragments/.gitkeep": "",
    });
    repo.tag("v1.4.2");
    repo.commit("feat: x", { "src/myproj/newsfragments/12.feature.rst": "New thing.\n" });
    const result = releaser(["update"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.git("show", "--name-status", "--format=", "HEAD").trim().split("\n").sort()).toEqual([
      "A\tdocs/changes.rst",
      "D\tsrc/myproj/newsfragments/12.feature.rst",
      "M\tpyproject.toml",
    ]);
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });
});

describe("towncrier in release-pr", () => {
  it("the release PR's body is towncrier's section and its commit consumes the fragments", async () => {
    const h = await hostedRepo("\n[tool.towncrier]\n", {
      files: {
        "src/widgets/__init__.py": '__version__ = "1.4.2"\n',
        "newsfragments/.gitkeep": "",
        "newsfragments/7.feature.md": "Widgets can fly.\n",
      },
    });
    const result = await h.run(["release-pr", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    // towncrier's reST section, read as Markdown as the release notes are.
    const body = h.github.pulls[0]?.body ?? "";
    expect(body).toMatch(
      /^## widgets 1\.5\.0 \(2025-11-21\)\n\n### Features\n\n- Widgets can fly\. \(#7\)\n\n---\n/,
    );
    expect(body).not.toContain("- B");
    const branch = await h.fetch("releaser/main");
    const changed = h.repo.git("show", "--name-status", "--format=", branch).trim().split("\n").sort();
    expect(changed).toContain("D\tnewsfragments/7.feature.md");
    expect(changed).toContain("A\tNEWS.rst");
    expect(h.repo.git("show", `${branch}:NEWS.rst`)).toContain("- Widgets can fly. (#7)");
  });
  it("with no news fragments it warns once that the section will say 'No significant changes.'", async () => {
    const h = await hostedRepo('\n[tool.towncrier]\ndirectory = "changelog.d"\n', {
      files: { "src/widgets/__init__.py": '__version__ = "1.4.2"\n', "changelog.d/.gitkeep": "" },
    });
    const result = await h.run(["release-pr"]);
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split("\n").filter((l) => l.includes("no news fragments"));
    expect(warnings).toEqual([
      "warning: towncrier found no news fragments for 1.5.0, although 2 commits since v1.4.2 ask for a release; the section will say 'No significant changes.' (add fragments to changelog.d)",
    ]);
    expect(h.github.pulls[0]?.body ?? "").toContain("No significant changes.");
  });
});

describe("towncrier in release", () => {
  it("after update consumed the fragments, release's GitHub release body is towncrier's section, no commit list", async () => {
    const h = await hostedRepo("\n[tool.towncrier]\n", {
      files: {
        "src/widgets/__init__.py": '__version__ = "1.4.2"\n',
        "newsfragments/.gitkeep": "",
        "newsfragments/7.feature.md": "Widgets can fly.\n",
        "newsfragments/8.bugfix.md": "Landing no longer wobbles.\n",
      },
    });
    const update = await h.run(["update"]);
    expect(update.code, update.stderr).toBe(0);
    expect(existsSync(join(h.repo.dir, "newsfragments/7.feature.md"))).toBe(false);
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code, result.stderr).toBe(0);
    expect(h.github.releases.map((r) => r.tag_name)).toEqual(["v1.5.0"]);
    // towncrier's reST section, read as Markdown as the release PR's body is (its two blank lines
    // between groups are one in Markdown); the annotated tag carries the same notes.
    const body = h.github.releases[0]?.body ?? "";
    expect(body).toBe(
      "## widgets 1.5.0 (2025-11-21)\n\n### Features\n\n- Widgets can fly. (#7)\n\n### Bugfixes\n\n- Landing no longer wobbles. (#8)",
    );
    expect(h.repo.git("tag", "-l", "--format=%(contents)", "v1.5.0").trimEnd()).toBe(body);
    // Nothing from the commits (`fix: a`, `feat: b`) is the changelog.
    expect(body).not.toMatch(/^- [AB]$/m);
    expect(body).not.toContain("### Bug Fixes");
    expect(h.repo.read("NEWS.rst")).toContain("- Widgets can fly. (#7)");
  });
});

function copyOf(repo: TempRepo): string {
  const dir = join(tempDir(), "repo");
  cpSync(repo.dir, dir, { recursive: true });
  return dir;
}

function endState(dir: string) {
  const git = (...args: string[]) => gitIn(dir, args).trim();
  return {
    parent: git("rev-parse", "HEAD~1"),
    tree: git("rev-parse", "HEAD^{tree}"),
    message: git("log", "-1", "--format=%B"),
    status: git("status", "--porcelain", "--untracked-files=all"),
    journal: existsSync(join(dir, ".git", "releaser-update.json")),
  };
}
