import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { checkJson, makeRepo, pyproject, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * Issue 32's corpus, through the built CLI: each repository below is a small copy of the shape a
 * real project had just before one of its releases (read from pytest, pydantic, pip, structlog and
 * black: their tags, their branches and where their version lives), and each test asserts the
 * version that project really released next.
 */

/** 2025-11-21, the date the helpers give every run. */
const NOVEMBER_2025 = { SOURCE_DATE_EPOCH: "1763683200" };
/** 2026-01-30, the day pip released 26.0. */
const PIP_26_0_DAY = { SOURCE_DATE_EPOCH: "1769731200" };
/** 2026-02-04, the day pip released 26.0.1. */
const PIP_26_0_1_DAY = { SOURCE_DATE_EPOCH: "1770163200" };
/** 2026-06-06, the day structlog released 26.1.0. */
const STRUCTLOG_26_1_DAY = { SOURCE_DATE_EPOCH: "1780704000" };
/** 2026-01-17, the day black released 26.1.0. */
const BLACK_26_1_DAY = { SOURCE_DATE_EPOCH: "1768608000" };
/** 2026-03-06, the day black released 26.3.0. */
const BLACK_26_3_DAY = { SOURCE_DATE_EPOCH: "1772755200" };

/** A build that computes the version from the tag (setuptools-scm, hatch-vcs): no file carries it. */
function tagDerived(name: string, backend: "setuptools-scm" | "hatch-vcs", extra = ""): string {
  const build =
    backend === "hatch-vcs"
      ? '[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n'
      : '[build-system]\nrequires = ["setuptools>=77", "setuptools-scm[toml]>=8"]\nbuild-backend = "setuptools.build_meta"\n';
  const source =
    backend === "hatch-vcs"
      ? '\n[tool.hatch.version]\nsource = "vcs"\n'
      : `\n[tool.setuptools_scm]\nwrite_to = "src/_${name}/_version.py"\n`;
  return `${build}\n[project]\nname = "${name}"\ndynamic = ["version"]\n${source}${extra}`;
}

function calver(format: string): string {
  return `\n[tool.releaser]\nversion_scheme = "calver"\ncalver_format = "${format}"\n`;
}

/** Fails with the CLI's words when a command did not succeed. */
function ok(args: string[], repo: TempRepo, env?: Record<string, string>) {
  const result = releaser(args, { cwd: repo.dir, env });
  expect(result.code, `releaser ${args.join(" ")}: ${result.stderr}`).toBe(0);
  return result;
}

describe("pytest: releases tagged on release branches never merged back", () => {
  /**
   * pytest's bare tags, setuptools-scm versions, and `X.Y.x` branches cut from main where the
   * releases are tagged: main's newest final ancestor is 8.3.0, while 8.4.0 (on 8.4.x) and
   * 9.0.0..9.0.2 (on 9.0.x) are released; main carries `X.Y.0.dev0` tags after each cut; fixes made
   * on main reach the branch as `cherry-pick -x`.
   */
  function pytestLike(): TempRepo {
    const repo = makeRepo({
      "pyproject.toml": tagDerived("pytest", "setuptools-scm"),
      "src/_pytest/a.py": "",
    });
    repo.tag("8.3.0");
    repo.commit("feat: approx of sets", { "src/_pytest/b.py": "b\n" });
    repo.git("checkout", "-q", "-b", "8.4.x");
    repo.commit("docs: release notes for 8.4.0", { "changelog/8.4.0.rst": "x\n" });
    repo.tag("8.4.0");
    repo.git("checkout", "-q", "main");
    repo.tag("8.5.0.dev0");
    repo.commit("feat!: drop Python 3.9", { "src/_pytest/c.py": "c\n" });
    repo.git("checkout", "-q", "-b", "9.0.x");
    repo.commit("docs: release notes for 9.0.0", { "changelog/9.0.0.rst": "x\n" });
    repo.tag("9.0.0");
    repo.git("checkout", "-q", "main");
    repo.tag("9.1.0.dev0");
    for (const [i, message] of [
      "fix: a crash in the terminal reporter",
      "fix: a warning on collection",
    ].entries()) {
      repo.commit(message, { [`src/_pytest/fix${i}.py`]: `${i}\n` });
      const picked = repo.git("rev-parse", "HEAD").trim();
      repo.git("checkout", "-q", "9.0.x");
      repo.git("cherry-pick", "-x", picked);
      repo.tag(`9.0.${i + 1}`);
      repo.git("checkout", "-q", "main");
    }
    repo.commit("feat: subtests", { "src/_pytest/subtests.py": "s\n" });
    return repo;
  }

  it("a feat on main gives 9.1.0, and the notes list neither change released on 9.0.x", () => {
    const repo = pytestLike();
    const doc = checkJson(repo.dir);
    expect(doc).toMatchObject({
      last_tag: "9.0.2",
      next_version: "9.1.0",
      tag: "9.1.0",
      bump: "minor",
      commits: { total: 1 },
      released_on_branch: { cherry_picks: 2 },
    });
    expect(doc.changelog).toContain("Subtests");
    expect(doc.changelog).not.toContain("terminal reporter");
    expect(doc.changelog).not.toContain("collection");
    expect(doc.changelog).not.toContain("Python 3.9");
    // update writes the same: no file carries the version, the changelog gets 9.1.0.
    ok(["update"], repo);
    const changelog = repo.read("CHANGELOG.md");
    expect(changelog).toContain("9.1.0");
    expect(changelog).not.toContain("terminal reporter");
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "9.1.0" });
  });
});

describe("pydantic: a pre-release in the files, the previous line maintained on a branch", () => {
  /**
   * pydantic/version.py carries `VERSION = '2.14.0a1'` (tagged v2.14.0a1, an ancestor of main);
   * v2.13.0 is on main and v2.13.1.. are tagged on the 2.13 branch; then fixes land on main.
   */
  function pydanticLike(): TempRepo {
    const versionPy = (v: string) => `"""The pydantic version."""\n\nVERSION = '${v}'\n`;
    const files = (v: string) => ({
      "pyproject.toml": `${pyproject("0", "pydantic").replace('version = "0"\n', 'dynamic = ["version"]\n')}\n[tool.hatch.version]\npath = "pydantic/version.py"\n`,
      "pydantic/version.py": versionPy(v),
    });
    const repo = makeRepo(files("2.13.0"));
    repo.tag("v2.13.0");
    repo.git("checkout", "-q", "-b", "2.13-fixes");
    repo.commit("fix: a serializer regression", { "pydantic/version.py": versionPy("2.13.1") });
    repo.tag("v2.13.1");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: experimental partial validation", { "pydantic/a.py": "a\n" });
    repo.commit("chore: prepare release v2.14.0a1", { "pydantic/version.py": versionPy("2.14.0a1") });
    repo.tag("v2.14.0a1");
    repo.commit("fix: forward references in generics", { "pydantic/b.py": "b\n" });
    repo.commit("fix: the JSON schema of unions", { "pydantic/c.py": "c\n" });
    return repo;
  }

  it("fixes after 2.14.0a1 give 2.14.0 (not 2.13.1, taken on 2.13), written over the pre-release", () => {
    const repo = pydanticLike();
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "2.14.0", tag: "v2.14.0" });
    ok(["update"], repo);
    expect(repo.read("pydantic/version.py")).toContain("VERSION = '2.14.0'");
  });

  it("--prerelease b gives 2.14.0b1, as pydantic released", () => {
    const repo = pydanticLike();
    expect(checkJson(repo.dir, ["--prerelease", "b"])).toMatchObject({
      next_version: "2.14.0b1",
      tag: "v2.14.0b1",
    });
  });
});

describe("the acceptance case: a pre-release in the files, a maintenance release on a branch", () => {
  function acceptance(): TempRepo {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.git("checkout", "-q", "-b", "1.4.x");
    repo.commit("fix: a backport", { "pyproject.toml": pyproject("1.4.3") });
    repo.tag("v1.4.3");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: the next line", { "pyproject.toml": pyproject("1.5.0a1") });
    repo.tag("v1.5.0a1");
    repo.commit("fix: a bug in the alpha", { "a.py": "a\n" });
    return repo;
  }

  it("1.5.0a1 in the files plus a fix gives 1.5.0 while v1.4.3 is taken on a branch", () => {
    const repo = acceptance();
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.5.0", tag: "v1.5.0" });
    expect(checkJson(repo.dir, ["--prerelease", "b"])).toMatchObject({ next_version: "1.5.0b1" });
    ok(["update"], repo);
    expect(repo.read("pyproject.toml")).toContain('version = "1.5.0"');
  });
});

describe("pip: calendar versions YY.N, fixes YY.N.MICRO, the version in src/pip/__init__.py", () => {
  function pipLike(): TempRepo {
    const init = (v: string) => `from typing import List, Optional\n\n__version__ = "${v}"\n`;
    const config = `${pyproject("0", "pip").replace('version = "0"\n', 'dynamic = ["version"]\n')}\n[tool.setuptools.dynamic]\nversion = { attr = "pip.__version__" }\n${calver("YY.N")}`;
    const repo = makeRepo({ "pyproject.toml": config, "src/pip/__init__.py": init("24.3.1") });
    repo.tag("24.3.1", "24.3.1");
    // pip's releases of 2025 (the year's count starts at 0), a fix release after two of them.
    for (const version of ["25.0", "25.0.1", "25.1", "25.1.1", "25.2", "25.3", "26.0"]) {
      const kind = version.split(".").length === 3 ? "fix" : "feat";
      repo.commit(`${kind}: toward ${version}`, { [`src/pip/${version}.py`]: "x\n" });
      repo.commit(`chore: bump for release ${version}`, { "src/pip/__init__.py": init(version) });
      repo.tag(version, version);
    }
    repo.commit("fix: the release control option matches the format control", { "src/pip/fix.py": "f\n" });
    return repo;
  }

  it("a fix after 26.0 gives 26.0.1, written as such", () => {
    const repo = pipLike();
    expect(checkJson(repo.dir, [], PIP_26_0_1_DAY)).toMatchObject({
      last_tag: "26.0",
      next_version: "26.0.1",
      tag: "26.0.1",
    });
    ok(["update"], repo, PIP_26_0_1_DAY);
    expect(repo.read("src/pip/__init__.py")).toContain('__version__ = "26.0.1"');
  });

  it("a feat after 25.3 released in January 2026 gives 26.0 (the year starts at 0, as pip's tags do)", () => {
    const repo = pipLike();
    repo.git("checkout", "-q", "25.3");
    repo.git("checkout", "-q", "-b", "before-26");
    repo.commit("feat: build isolation by default", { "src/pip/new.py": "n\n" });
    repo.git("tag", "-d", "26.0");
    repo.git("branch", "-q", "-D", "main");
    repo.git("branch", "-q", "-m", "main");
    expect(checkJson(repo.dir, [], PIP_26_0_DAY)).toMatchObject({ last_tag: "25.3", next_version: "26.0" });
    ok(["update"], repo, PIP_26_0_DAY);
    expect(repo.read("src/pip/__init__.py")).toContain('__version__ = "26.0"');
  });
});

describe("structlog: YY.N.MICRO from hatch-vcs tags", () => {
  it("25.5.0 then a feat in 2026 gives 26.1.0 (the year starts at 1, as structlog's tags do)", () => {
    const repo = makeRepo({ "pyproject.toml": tagDerived("structlog", "hatch-vcs", calver("YY.N.MICRO")) });
    for (const version of ["24.4.0", "25.1.0", "25.4.0", "25.5.0"]) {
      repo.commit(`feat: toward ${version}`, { [`src/structlog/${version}.py`]: "x\n" });
      repo.tag(version, version);
    }
    repo.commit("feat: a processor for exception notes", { "src/structlog/notes.py": "n\n" });
    expect(checkJson(repo.dir, [], STRUCTLOG_26_1_DAY)).toMatchObject({
      last_tag: "25.5.0",
      next_version: "26.1.0",
      tag: "26.1.0",
    });
    // In the year of the last release it is the next N.
    expect(checkJson(repo.dir, [], NOVEMBER_2025)).toMatchObject({ next_version: "25.6.0" });
  });
});

describe("black: YY.M.MICRO by the month of the release", () => {
  /** black's tags, and its 26.1a1 pre-release tagged on a side branch the same day as 25.12.0. */
  function blackLike(): TempRepo {
    const repo = makeRepo({ "pyproject.toml": tagDerived("black", "hatch-vcs", calver("YY.M.MICRO")) });
    for (const version of ["25.9.0", "25.11.0", "25.12.0"]) {
      repo.commit(`feat: toward ${version}`, { [`src/black/${version}.py`]: "x\n" });
      repo.tag(version, version);
    }
    repo.git("checkout", "-q", "-b", "preview");
    repo.commit("feat: the 2026 stable style, as a preview", { "src/black/preview.py": "p\n" });
    repo.tag("26.1a1", "26.1a1");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: the 2026 stable style", { "src/black/style.py": "s\n" });
    return repo;
  }

  it("a feat in January 2026 after 25.12.0 gives 26.1.0; a fix after it in March gives 26.3.0 then 26.3.1", () => {
    const repo = blackLike();
    expect(checkJson(repo.dir, [], BLACK_26_1_DAY)).toMatchObject({
      last_tag: "25.12.0",
      next_version: "26.1.0",
    });
    ok(["update"], repo, BLACK_26_1_DAY);
    repo.tag("26.1.0", "26.1.0");
    repo.commit("feat: a new preview feature", { "src/black/more.py": "m\n" });
    expect(checkJson(repo.dir, [], BLACK_26_3_DAY)).toMatchObject({
      last_tag: "26.1.0",
      next_version: "26.3.0",
    });
    ok(["update"], repo, BLACK_26_3_DAY);
    repo.tag("26.3.0", "26.3.0");
    repo.commit("fix: a crash on walrus in return annotations", { "src/black/fix.py": "f\n" });
    expect(checkJson(repo.dir, [], BLACK_26_3_DAY)).toMatchObject({ next_version: "26.3.1" });
  });
});

describe("never lower: a taken --release-as is refused with the same words on every path", () => {
  // The 1.4.x branch was cut at main's last release (v1.4.2): its v1.4.3 is the base (DESIGN 4).
  it("check and update (dry or not) refuse --release-as v1.4.3 (taken on a branch) alike, and nothing changes", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.git("checkout", "-q", "-b", "1.4.x");
    repo.commit("fix: a backport", { "pyproject.toml": pyproject("1.4.3") });
    repo.tag("v1.4.3");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: on main", { "a.py": "a\n" });
    const head = repo.git("rev-parse", "HEAD");
    const lines = new Set<string>();
    for (const command of [["check"], ["update"], ["update", "--dry-run"]]) {
      const result = releaser([...command, "--release-as", "1.4.3"], { cwd: repo.dir });
      expect(result.code, `${command.join(" ")}: ${result.stdout}${result.stderr}`).toBe(1);
      const line = result.stderr.trim().split("\n").at(-1) as string;
      lines.add(line);
      expect(splitErrorLine(line)).toEqual({
        message:
          "error: --release-as 1.4.3: tag v1.4.3 already exists, so 1.4.3 is released; choose a version above 1.4.3",
        code: "TAG_EXISTS",
      });
      expect(line).not.toMatch(/delete|tag -d|:refs\/tags/);
    }
    expect(lines.size).toBe(1);
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  // release-pr takes no --release-as: it reads a Release-As footer, and one naming a released
  // version asked for that release, so the commits decide the next one (never the taken one).
  it("release-pr --dry-run with a Release-As footer naming the taken 1.4.3 proposes 1.4.4, as check does", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("1.4.2") });
    repo.tag("v1.4.2");
    repo.git("checkout", "-q", "-b", "1.4.x");
    repo.commit("fix: a backport", { "pyproject.toml": pyproject("1.4.3") });
    repo.tag("v1.4.3");
    repo.git("checkout", "-q", "main");
    repo.commit("fix: on main\n\nRelease-As: 1.4.3", { "a.py": "a\n" });
    expect(checkJson(repo.dir)).toMatchObject({ next_version: "1.4.4", tag: "v1.4.4" });
    const head = repo.git("rev-parse", "HEAD");
    const dry = releaser(["release-pr", "--dry-run"], { cwd: repo.dir });
    expect(`${dry.stdout}${dry.stderr}`).toContain("1.4.4 next (patch)");
    expect(`${dry.stdout}${dry.stderr}`).not.toContain("1.4.3 next");
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("the explanation of TAG_EXISTS advises no deleting of a tag", () => {
    const result = releaser(["explain", "TAG_EXISTS"], { cwd: makeRepo().dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/delete|tag -d|:refs\/tags/);
  });
});
