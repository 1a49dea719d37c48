import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import {
  checkJson,
  GIT_ENV,
  makeRepo,
  pyproject,
  releaser,
  type TempRepo,
  tempDir,
} from "../helpers/repo.ts";

/**
 * DESIGN 3 and 4, calendar versions, through the built CLI: projects numbered as pip (`YY.N`, N from
 * 0, fixes `26.0.1`), structlog (`YY.N.MICRO`, N from 1) and black (`YY.M.MICRO`) get the version
 * the project would give, written as it writes them.
 */

/** 2026-03-10, a release date in the year after the last ones below. */
const MARCH_2026 = { SOURCE_DATE_EPOCH: "1773100800" };
/** 2026-01-15. */
const JANUARY_2026 = { SOURCE_DATE_EPOCH: "1768435200" };

/**
 * An annotated tag made in the year its version names (a calendar project releases 25.3 in
 * 2025): the tag's date is what tells such a project from one whose majors only look like years.
 */
function tagInItsYear(repo: TempRepo, tag: string, year = yearOf(tag)): void {
  execFileSync("git", ["tag", "-a", tag, "-m", tag], {
    cwd: repo.dir,
    env: { ...process.env, ...GIT_ENV, GIT_COMMITTER_DATE: `${year}-06-15T12:00:00Z` },
  });
}

function yearOf(tag: string): number {
  const head = Number(/^\d+/.exec(tag)?.[0] ?? "0");
  return head >= 1000 ? head : 2000 + head;
}

function calverConfig(format: string): string {
  return `\n[tool.releaser]\nversion_scheme = "calver"\ncalver_format = "${format}"\n`;
}

/** A project whose releases are `tags` (one commit each, oldest first), then `commits`. */
function project(tags: string[], format: string, commits: string[]): TempRepo {
  const first = tags[0] ?? "0.0.0";
  const repo = makeRepo({ "pyproject.toml": pyproject(first, "demo-pkg", calverConfig(format)) });
  tags.forEach((tag, i) => {
    if (i > 0)
      repo.commit(`chore(release): ${tag}`, {
        "pyproject.toml": pyproject(tag, "demo-pkg", calverConfig(format)),
      });
    tagInItsYear(repo, tag);
  });
  for (const message of commits) repo.commit(message);
  return repo;
}

describe("calendar versions (version_scheme = calver)", () => {
  it("a pip-shaped project (YY.N) with a fix gets 26.0.1, written as such by update", () => {
    // pip releases a MICRO now and then (25.1.1): its fixes raise MICRO.
    const repo = project(["25.1", "25.1.1", "25.2", "25.3", "26.0"], "YY.N", ["fix: keep the cache"]);
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      last_tag: "26.0",
      next_version: "26.0.1",
      tag: "26.0.1",
      bump: "patch",
    });
    const update = releaser(["update"], { cwd: repo.dir, env: MARCH_2026 });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "26.0.1"');
    const changelog = repo.read("CHANGELOG.md");
    expect(changelog).toContain("26.0.1");
    expect(changelog).toContain("- Keep the cache");
    // Only the commits since 26.0 count: the release commits before it are no part of the notes.
    expect(changelog).not.toContain("25.3");
  });

  it("a YY.N project that never released a MICRO (25.2, 25.3, 26.0) gives a fix the next N, 26.1", () => {
    const repo = project(["25.2", "25.3", "26.0"], "YY.N", ["fix: keep the cache"]);
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      last_tag: "26.0",
      next_version: "26.1",
      tag: "26.1",
    });
  });

  it("a pip-shaped project with a feat in a new year starts the year at 0, as its tags do", () => {
    const repo = project(["24.0", "24.1", "25.0", "25.1"], "YY.N", ["feat: resolve faster"]);
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({ next_version: "26.0", tag: "26.0" });
  });

  it("a structlog-shaped project (25.5.0 last, YY.N.MICRO) with a feat in 2026 gets 26.1.0", () => {
    const repo = project(["24.4.0", "25.1.0", "25.4.0", "25.5.0"], "YY.N.MICRO", ["feat: add a processor"]);
    expect(checkJson(repo.dir, [], JANUARY_2026)).toMatchObject({
      last_tag: "25.5.0",
      next_version: "26.1.0",
      tag: "26.1.0",
    });
    const update = releaser(["update"], { cwd: repo.dir, env: JANUARY_2026 });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "26.1.0"');
    // The release is pending now: check and a second update agree with it.
    expect(checkJson(repo.dir, [], JANUARY_2026)).toMatchObject({ next_version: "26.1.0" });
    const again = releaser(["update", "--dry-run"], { cwd: repo.dir, env: JANUARY_2026 });
    expect(again.stdout).toContain("26.1.0");
  });

  it("a black-shaped project (YY.M.MICRO) numbers by the month, and a fix raises MICRO", () => {
    const repo = project(["25.11.0", "25.12.0", "26.1.0"], "YY.M.MICRO", ["feat: new style"]);
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({ next_version: "26.3.0" });
    const fixed = project(["25.12.0", "26.3.0"], "YY.M.MICRO", ["fix: crash"]);
    expect(checkJson(fixed.dir, [], MARCH_2026)).toMatchObject({ next_version: "26.3.1" });
  });

  it("a version tagged on another branch is skipped for the next one", () => {
    const repo = project(["25.3", "26.0"], "YY.N", []);
    repo.git("checkout", "-q", "-b", "elsewhere");
    repo.commit("feat: on a side branch");
    tagInItsYear(repo, "26.1");
    repo.git("checkout", "-q", "main");
    repo.commit("feat: on main");
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({ next_version: "26.2" });
  });

  it("a calver_format releaser cannot read is one line naming the file and the key, and nothing changes", () => {
    const repo = project(["25.3", "26.0"], "N.YY", ["fix: a"]);
    const head = repo.git("rev-parse", "HEAD");
    for (const command of [["check"], ["update"]]) {
      const result = releaser(command, { cwd: repo.dir, env: MARCH_2026 });
      expect(result.code).toBe(1);
      const line = result.stderr.trim().split("\n").at(-1) as string;
      expect(splitErrorLine(line)).toEqual({
        message:
          'error: pyproject.toml: key "tool.releaser.calver_format": "N.YY" must start with the year (YYYY or YY), e.g. "YY.N" (pip), "YY.N.MICRO" (structlog), "YY.M.MICRO" (black) or "YYYY.0M.0D" (by the day)',
        code: "CONFIG_ERROR",
      });
    }
    expect(repo.git("rev-parse", "HEAD")).toBe(head);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

/** A project with release tags and no releaser configuration, as init finds it. */
function unconfigured(tags: string[]): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject(tags.at(-1) ?? "0.1.0") });
  for (const tag of tags) {
    repo.commit(`chore: release ${tag}`);
    tagInItsYear(repo, tag);
  }
  repo.commit("fix: a");
  return repo;
}

describe("init writes the calendar scheme the tags follow", () => {
  it.each([
    [["25.2", "25.3", "26.0", "26.0.1", "26.1"], "YY.N", "(26.1, 26.0.1, 26.0) start with the year"],
    [["25.3.0", "25.4.0", "25.5.0", "26.1.0"], "YY.N.MICRO", "(26.1.0, 25.5.0, 25.4.0) start with the year"],
    [["25.9.0", "25.11.0", "25.12.0", "26.1.0"], "YY.M.MICRO", "start with the year and then the month"],
  ])("tags %j: version_scheme = calver, calver_format = %s, with why", (tags, format, why) => {
    const repo = unconfigured(tags);
    const result = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir, env: MARCH_2026 });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/version_scheme = "calver" {3}# the newest release tags \(/);
    expect(result.stdout).toContain(why);
    expect(result.stdout).toContain(`calver_format = "${format}"   # a new `);
  });

  it("the configuration it writes gives check the calendar version", () => {
    const repo = unconfigured(["25.3", "26.0"]);
    const result = releaser(["init", "--no-workflow"], { cwd: repo.dir, env: MARCH_2026 });
    expect(result.code, result.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('calver_format = "YY.N"');
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({ last_tag: "26.0", next_version: "26.0.1" });
  });

  it("a semver project (1.4.2), or year-like tags long past, gets no version_scheme line", () => {
    for (const tags of [
      ["1.4.1", "1.4.2"],
      ["19.1.0", "19.2.0"],
    ]) {
      const repo = unconfigured(tags);
      const result = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir, env: MARCH_2026 });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).not.toContain("version_scheme");
    }
  });
});

describe("majors that look like years", () => {
  it("20.0.x made late in 2019, then 21.x made in 2023: no calendar, and --bump minor gives 21.2.0", () => {
    const made: Array<[string, number]> = [
      ["19.8.1", 2018],
      ["19.9.0", 2018],
      ["20.0.0", 2019],
      ["20.0.1", 2019],
      ["20.0.2", 2019],
      ["20.0.3", 2019],
      ["20.0.4", 2019],
      ["20.1.0", 2021],
      ["21.0.0", 2023],
      ["21.0.1", 2023],
      ["21.1.0", 2023],
    ];
    const repo = makeRepo({ "pyproject.toml": pyproject("21.1.0") });
    for (const [tag, year] of made) {
      repo.commit(`release ${tag}`);
      tagInItsYear(repo, tag, year);
    }
    repo.commit("revert change considering connection as idle");
    const august2023 = { SOURCE_DATE_EPOCH: "1690848000" };
    const init = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir, env: august2023 });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).not.toContain("version_scheme");
    expect(checkJson(repo.dir, ["--bump", "minor"], august2023)).toMatchObject({
      version_scheme: "semver",
      next_version: "21.2.0",
    });
  });
});

describe("every command reads the calendar scheme from the tags, as init does (DESIGN 5)", () => {
  it("check before init numbers a pip-shaped project by the calendar and says why", () => {
    const repo = unconfigured(["25.1", "25.1.1", "25.2", "25.3", "26.0"]);
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      last_tag: "26.0",
      next_version: "26.0.1",
      version_scheme: "calver",
      calver_format: "YY.N",
      version_scheme_why: "the newest release tags (26.0, 25.3, 25.2) start with the year",
    });
    const human = releaser(["check"], { cwd: repo.dir, env: MARCH_2026 });
    expect(human.stdout).toMatch(
      /numbering {5}by the calendar, YY\.N \(the newest release tags \(26\.0, 25\.3, 25\.2\) start with the year\)/,
    );
  });

  it("a kept configuration without version_scheme (init kept it) still numbers by the calendar, and update writes it", () => {
    const repo = unconfigured(["25.3.0", "25.4.0", "25.5.0"]);
    repo.commit("chore: configure", {
      "pyproject.toml": pyproject("25.5.0", "demo-pkg", '\n[tool.releaser]\ntag_format = "{version}"\n'),
    });
    repo.commit("feat: a processor");
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      next_version: "26.1.0",
      version_scheme: "calver",
    });
    const update = releaser(["update"], { cwd: repo.dir, env: MARCH_2026 });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain('version = "26.1.0"');
  });

  it("version_scheme = calver without calver_format takes the tags' format (the month, here)", () => {
    const repo = unconfigured(["25.9.0", "25.11.0", "25.12.0"]);
    repo.commit("chore: configure", {
      "pyproject.toml": pyproject("25.12.0", "demo-pkg", '\n[tool.releaser]\nversion_scheme = "calver"\n'),
    });
    repo.commit("feat: a flag");
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      next_version: "26.3.0",
      calver_format: "YY.M.MICRO",
      version_scheme_why: expect.stringContaining("and then the month"),
    });
  });

  it("a configured version_scheme = semver is kept on dated tags; semver tags stay semver with the default's why", () => {
    const dated = unconfigured(["25.2", "25.3", "26.0"]);
    dated.commit("chore: configure", {
      "pyproject.toml": pyproject("26.0", "demo-pkg", '\n[tool.releaser]\nversion_scheme = "semver"\n'),
    });
    dated.commit("feat: x");
    expect(checkJson(dated.dir, [], MARCH_2026)).toMatchObject({
      version_scheme: "semver",
      calver_format: null,
      version_scheme_why: "from pyproject.toml",
    });
    const plain = unconfigured(["1.4.1", "1.4.2"]);
    expect(checkJson(plain.dir, [], MARCH_2026)).toMatchObject({
      next_version: "1.4.3",
      version_scheme: "semver",
      version_scheme_why: "the default: the tags are not dated",
    });
    expect(releaser(["check"], { cwd: plain.dir, env: MARCH_2026 }).stdout).not.toContain("numbering");
  });
});

describe("majors that look like years are semver when the tags say so (found by the replay)", () => {
  it("24.0.0, 24.1.0, 25.0.0 all released in 2026: a breaking change gives 26.0.0 by semver, never a calendar number", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("25.0.0") });
    for (const tag of ["24.0.0", "24.1.0", "25.0.0"]) {
      repo.commit(`chore: release ${tag}`);
      tagInItsYear(repo, tag, 2026);
    }
    repo.commit("feat!: drop the old workers");
    const doc = checkJson(repo.dir, [], MARCH_2026);
    expect(doc).toMatchObject({ version_scheme: "semver", next_version: "26.0.0", bump: "major" });
    const init = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir, env: MARCH_2026 });
    expect(init.stdout).not.toContain("version_scheme");
  });

  it("the same versions tagged in their years are a calendar project", () => {
    const repo = makeRepo({ "pyproject.toml": pyproject("25.0.0") });
    for (const tag of ["24.0.0", "24.1.0", "25.0.0"]) {
      repo.commit(`chore: release ${tag}`);
      tagInItsYear(repo, tag);
    }
    repo.commit("feat: a");
    // YY.N.MICRO counting from 0 (24.0.0, 25.0.0): a new year's first release is 26.0.0.
    expect(checkJson(repo.dir, [], MARCH_2026)).toMatchObject({
      version_scheme: "calver",
      next_version: "26.0.0",
    });
  });
  it("a candidate the files carry (24.7.0rc1, made in July) is finished as 24.7.0 in August, not 24.8.0", () => {
    const repo = project(["23.10.0", "24.3.0"], "YY.M.MICRO", []);
    repo.commit("Prepare the release candidate", {
      "pyproject.toml": pyproject("24.7.0rc1", "demo-pkg", calverConfig("YY.M.MICRO")),
    });
    repo.commit("docs: say how to upgrade");
    const august = { SOURCE_DATE_EPOCH: "1723118400" }; // 2024-08-08
    expect(checkJson(repo.dir, [], august)).toMatchObject({ next_version: "24.7.0", tag: "24.7.0" });
    const update = releaser(["update"], { cwd: repo.dir, env: august });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("24.7.0", "demo-pkg", calverConfig("YY.M.MICRO")));
  });
});

describe("calendar versions by the day, zero-padded as the project writes them (issue 42)", () => {
  /** 2026-08-17, noon. */
  const AUGUST_17 = { SOURCE_DATE_EPOCH: "1786968000" };
  const DAYS = ["2025.11.12", "2026.02.09", "2026.04.10", "2026.07.11", "2026.08.10"];

  /** Releases tagged on the days they name, the version in pyproject.toml spelled as the tags are. */
  function byTheDay(): TempRepo {
    const repo = makeRepo({ "pyproject.toml": pyproject(DAYS[0] as string, "demo-pkg") });
    DAYS.forEach((tag, i) => {
      if (i > 0) repo.commit(`chore: prepare ${tag}`, { "pyproject.toml": pyproject(tag, "demo-pkg") });
      execFileSync("git", ["tag", "-a", tag, "-m", tag], {
        cwd: repo.dir,
        env: { ...process.env, ...GIT_ENV, GIT_COMMITTER_DATE: `${tag.replaceAll(".", "-")}T12:00:00Z` },
      });
    });
    repo.commit("fix: isolate the environment");
    return repo;
  }

  it("check reads YYYY.0M.0D from the tags and proposes the release's day, written and tagged with its zeros", () => {
    const repo = byTheDay();
    expect(checkJson(repo.dir, [], AUGUST_17)).toMatchObject({
      last_tag: "2026.08.10",
      next_version: "2026.08.17",
      tag: "2026.08.17",
      calver_format: "YYYY.0M.0D",
      version_scheme_why: expect.stringContaining("start with the year, the month and the day"),
    });
    const update = releaser(["update"], { cwd: repo.dir, env: AUGUST_17 });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("2026.08.17", "demo-pkg"));
  });

  it("update's release commit of a zero-padded day is released, tagged with its zeros", () => {
    const config = calverConfig("YYYY.0M.0D");
    const repo = makeRepo({ "pyproject.toml": pyproject("2026.01.09", "demo-pkg", config) });
    repo.tag("2026.01.09");
    repo.commit("fix: isolate the environment");
    const february = { SOURCE_DATE_EPOCH: "1770120000" }; // 2026-02-03, noon
    const update = releaser(["update"], { cwd: repo.dir, env: february });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("2026.02.03", "demo-pkg", config));
    const releaseCommit = repo.git("rev-parse", "HEAD").trim();
    repo.commit("docs: after the release commit");
    const origin = tempDir("calver-origin-");
    repo.git("init", "-q", "--bare", origin);
    repo.git("remote", "add", "origin", origin);
    repo.git("push", "-q", "origin", "HEAD:main", "--tags");
    repo.git("branch", "-q", "--set-upstream-to=origin/main");
    const release = releaser(["release", "--dry-run", "--skip-publish", "--skip-host-release"], {
      cwd: repo.dir,
      env: february,
    });
    expect(release.code, release.stderr).toBe(0);
    // The release commit is tagged, its changelog section is the notes.
    expect(release.stdout).toContain(
      `would create annotated tag 2026.02.03 on ${releaseCommit.slice(0, 12)}\n`,
    );
    expect(release.stderr).toBe(
      `warning: 1 commit after the release commit ${releaseCommit.slice(0, 12)} is not in 2026.2.3; it goes into the next release\n`,
    );
    const real = releaser(["release", "--skip-build", "--skip-host-release"], {
      cwd: repo.dir,
      env: february,
    });
    expect(real.code, real.stderr).toBe(0);
    expect(repo.git("tag", "-l", "--format=%(contents)", "2026.02.03")).toContain(
      "## [2026.02.03] - 2026-02-03\n\n### Bug Fixes\n\n- Isolate the environment",
    );
  });

  it("init writes the day format, and a second release on the day gets a last part", () => {
    const repo = byTheDay();
    const init = releaser(["init", "--dry-run", "--no-workflow"], { cwd: repo.dir, env: AUGUST_17 });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(
      'calver_format = "YYYY.0M.0D"   # a new day starts MICRO at 0; each release after it in the day raises MICRO',
    );
    repo.commit("chore: release 2026.08.17", { "pyproject.toml": pyproject("2026.08.17", "demo-pkg") });
    repo.git("tag", "2026.08.17");
    repo.commit("fix: one more");
    expect(checkJson(repo.dir, [], AUGUST_17)).toMatchObject({
      next_version: "2026.08.17.1",
      tag: "2026.08.17.1",
    });
  });
});

describe("calendar versions dated in the clock the project's tags were made on (issue 42)", () => {
  /** 2026-08-18T03:06:44Z: 23:06 on the evening of 2026-08-17 in UTC-4. */
  const EVENING_17_UTC_MINUS_4 = { SOURCE_DATE_EPOCH: "1787022404" };

  /** Releases by the day, each tag made at `time` (with its offset, e.g. `20:26:20-04:00`) on its day. */
  function taggedAt(times: Record<string, string>, extra = ""): TempRepo {
    const days = Object.keys(times);
    const repo = makeRepo({ "pyproject.toml": pyproject(days[0] as string, "demo-pkg", extra) });
    days.forEach((tag, i) => {
      if (i > 0)
        repo.commit(`chore: prepare ${tag}`, { "pyproject.toml": pyproject(tag, "demo-pkg", extra) });
      execFileSync("git", ["tag", "-a", tag, "-m", tag], {
        cwd: repo.dir,
        env: { ...process.env, ...GIT_ENV, GIT_COMMITTER_DATE: `${tag.replaceAll(".", "-")}T${times[tag]}` },
      });
    });
    repo.commit("fix: isolate the environment");
    return repo;
  }

  /** Two of the four tagged in the evening in UTC-4, which is the next day in UTC; one in winter, in UTC-5. */
  const EVENINGS = {
    "2025.11.12": "13:35:20-05:00",
    "2026.04.10": "13:41:16-04:00",
    "2026.07.11": "20:26:20-04:00",
    "2026.08.10": "21:50:00-04:00",
  };

  const WHY =
    "dated in UTC-4, the clock the project's tags were made in at this time of year (UTC-5 in the other season: daylight saving time)";

  it("check and update date the release in UTC-4, where UTC would name the next day", () => {
    const repo = taggedAt(EVENINGS);
    expect(checkJson(repo.dir, [], EVENING_17_UTC_MINUS_4)).toMatchObject({
      next_version: "2026.08.17",
      tag: "2026.08.17",
      calver_format: "YYYY.0M.0D",
      release_clock: { utc_offset: "-04:00", why: WHY },
    });
    const check = releaser(["check"], { cwd: repo.dir, env: EVENING_17_UTC_MINUS_4 });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain(`\ndates         ${WHY}\n`);
    const update = releaser(["update"], { cwd: repo.dir, env: EVENING_17_UTC_MINUS_4 });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toBe(pyproject("2026.08.17", "demo-pkg"));
    // The changelog's date is the version's day: the same clock.
    expect(repo.read("CHANGELOG.md")).toContain("## [2026.08.17] - 2026-08-17\n");
  });

  it("a configured calver_format is dated in the tags' clock too", () => {
    const repo = taggedAt(
      EVENINGS,
      '\n[tool.releaser]\nversion_scheme = "calver"\ncalver_format = "YYYY.0M.0D"\n',
    );
    expect(checkJson(repo.dir, [], EVENING_17_UTC_MINUS_4)).toMatchObject({
      version_scheme_why: "from pyproject.toml",
      next_version: "2026.08.17",
      release_clock: { utc_offset: "-04:00" },
    });
  });

  it("init's word on a version the files carry untagged names the next release on the same clock", () => {
    const repo = taggedAt(EVENINGS);
    repo.commit("chore: bump by hand", { "pyproject.toml": pyproject("2026.08.12", "demo-pkg") });
    const init = releaser(["init", "--dry-run", "--json"], { cwd: repo.dir, env: EVENING_17_UTC_MINUS_4 });
    expect(init.code, init.stderr).toBe(0);
    // The next release spelled as check's next_version spells it.
    const untagged = JSON.parse(init.stdout).untagged_version;
    expect(untagged.version).toMatch(/^2026\.0?8\.12$/);
    expect(untagged.next).toBe("2026.08.17");
  });

  it("tags made at midday in UTC-4 show no clock of their own: dated in UTC, as before", () => {
    const repo = taggedAt({
      "2025.11.12": "13:35:20-05:00",
      "2026.04.10": "13:41:16-04:00",
      "2026.07.11": "12:26:20-04:00",
      "2026.08.10": "11:50:00-04:00",
    });
    expect(checkJson(repo.dir, [], EVENING_17_UTC_MINUS_4)).toMatchObject({
      next_version: "2026.08.18",
      release_clock: null,
    });
    const check = releaser(["check"], { cwd: repo.dir, env: EVENING_17_UTC_MINUS_4 });
    expect(check.stdout).not.toContain("\ndates ");
  });
});
