import { describe, expect, it } from "vitest";
import { checkJson, gitIn, makeRepo, pyproject, releaser, type TempRepo, tempDir } from "../helpers/repo.ts";

/**
 * A history in the scientific Python prefixes (DESIGN 3, issue 43 case 13): `ENH: add x`,
 * `BUG: fix y (#12)`, `MAINT, BUG: ...`. The conventional grammar reads `BUG:` as a type that asks
 * for nothing; the `scientific-python` preset reads them as their development guides mean them.
 * Through the built CLI.
 */

const SUBJECTS = [
  "TST: cover the empty case",
  "BUG: fix the sum of empty arrays (#12)",
  "MAINT, BUG: handle a missing axis",
  "ENH: add a keyword to foo (#14)",
  "DOC: explain the axis keyword",
  "API: change the default dtype of bar",
];

function scientificProject(extra = ""): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "numeric-like", extra) });
  repo.tag("v1.0.0", "1.0.0");
  for (const subject of SUBJECTS) repo.commit(subject);
  return repo;
}

describe("check on a history in the scientific Python prefixes", () => {
  it("releases nothing without the preset, and says how to read them", () => {
    const repo = scientificProject();
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Nothing to release:");
    expect(result.stdout).toContain(
      'Not conventional: 6 of the 6 commits since v1.0.0 (merges aside) start with the scientific Python prefixes (`ENH:`, `BUG:`, `MAINT:`, ...), which the conventional-commit convention reads as types that ask for no release: add `[[tool.releaser.parsers]]` with `preset = "scientific-python"` to the configuration to read them (ENH/API/DEP minor, BUG/REV/PERF patch, MAINT/DOC/TST/BLD/CI/STY/TYP/BENCH/DEV/REL none), or force this release\'s bump with `--bump patch|minor|major`.',
    );
    const json = checkJson(repo.dir);
    expect(json.bump).toBe("none");
    expect(json.commits).toMatchObject({ total: 6, conventional: 5, scientific_python: 6, gitmoji: 0 });
  });

  it("with the preset: the bump and the changelog groups the prefixes say, and no advice", () => {
    const repo = scientificProject('\n[[tool.releaser.parsers]]\npreset = "scientific-python"\n');
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain("Not conventional");
    const json = checkJson(repo.dir);
    expect(json).toMatchObject({ bump: "minor", next_version: "1.1.0", tag: "v1.1.0" });
    expect(json.commits).toMatchObject({ total: 6, conventional: 6, skipped: 0 });
    expect(json.changelog).toBe(
      "## [1.1.0] - 2025-11-21\n\n### Features\n\n- Add a keyword to foo (#14)\n\n### Bug Fixes\n\n- Handle a missing axis\n- Fix the sum of empty arrays (#12)\n\n### Documentation\n\n- Explain the axis keyword\n\n### API Changes\n\n- Change the default dtype of bar\n",
    );
  });

  it("with the preset, fixes alone give a patch, and a maintenance history nothing", () => {
    const repo = makeRepo({
      "pyproject.toml": pyproject(
        "2.3.1",
        "numeric-like",
        '\n[[tool.releaser.parsers]]\npreset = "scientific-python"\n',
      ),
    });
    repo.tag("v2.3.1", "2.3.1");
    repo.commit("MAINT: bump the pinned build dependencies");
    repo.commit("DOC: fix a typo");
    expect(checkJson(repo.dir)).toMatchObject({ bump: "none", next_version: null });
    repo.commit("bug: fix a crash on big-endian input");
    expect(checkJson(repo.dir)).toMatchObject({ bump: "patch", next_version: "2.3.2" });
  });
});

describe("init proposes the preset, and the history is released with it", () => {
  it("init writes preset = scientific-python; check, update and release read the history", () => {
    const repo = scientificProject();
    const origin = tempDir();
    gitIn(origin, ["init", "-q", "--bare"]);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "main", "--tags");

    const planned = JSON.parse(releaser(["init", "--dry-run", "--json"], { cwd: repo.dir }).stdout);
    expect(planned.parser_preset).toBe("scientific-python");
    const init = releaser(["init"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(
      'Note: 6 of the last 7 commits start with the scientific Python prefixes: the configuration reads them with `[[tool.releaser.parsers]] preset = "scientific-python"`',
    );
    const config = repo.read("pyproject.toml");
    expect(config).toContain(
      "# 6 of the last 7 commits start with the scientific Python prefixes (ENH: ..., BUG: ..., MAINT:",
    );
    expect(config).toContain('\n[[tool.releaser.parsers]]\npreset = "scientific-python"\n');
    expect(repo.read(".github/workflows/pr-title.yml")).toContain(
      "must start with a scientific Python prefix (ENH:, BUG:, MAINT: ...) or be a conventional commit",
    );
    repo.git("add", "-A");
    repo.commit("MAINT: add releaser's configuration");
    repo.git("push", "-q", "origin", "main");

    const check = checkJson(repo.dir);
    expect(check).toMatchObject({ bump: "minor", next_version: "1.1.0", tag: "v1.1.0" });
    expect(releaser(["check"], { cwd: repo.dir }).stdout).not.toContain("Not conventional");

    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "1.1.0"');
    expect(repo.read("CHANGELOG.md")).toContain(
      "### Features\n\n- Add a keyword to foo (#14)\n\n### Bug Fixes\n\n- Handle a missing axis\n- Fix the sum of empty arrays (#12)\n",
    );
    expect(repo.read("CHANGELOG.md")).toContain("### API Changes\n\n- Change the default dtype of bar\n");
    const release = releaser(["release", "--skip-host-release", "--skip-build"], { cwd: repo.dir });
    expect(release.code, release.stderr).toBe(0);
    expect(gitIn(origin, ["tag", "--list"]).trim().split("\n")).toEqual(["v1.0.0", "v1.1.0"]);
  });

  it("init proposes nothing for a conventional history with ci: and perf:", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0") });
    for (const subject of ["ci: x", "perf: y", "fix: z", "BUG: w"]) repo.commit(subject);
    const init = releaser(["init", "--dry-run"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).not.toContain("parsers");
    expect(init.stdout).not.toContain("scientific");
  });
});
