import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser, type TempRepo } from "../helpers/repo.ts";

/**
 * A short range since the base that reads as conventional, in a history that mostly is not
 * (issue 42, the replay): `docs:` and `build:` commits beside a skipped `Add an option`, whose
 * release was a minor where the commits releaser read ask a patch. Through the built CLI.
 */

const PROSE = [
  "Add a reader",
  "Fix the writer",
  "Bump serde from 1.0.1 to 1.0.2 (#12)",
  "Improve the docs",
  "Support Python 3.14",
  "Remove a shim",
  "docs: a typo",
  "Update the CI",
  "Coerce fractions",
  "Drop Python 3.9",
  "Better errors",
  "Merge pull request #3 from a/b",
  "Bump version to v1.0.0",
];

/** A project of prose subjects released as 1.0.0, then `extra` since. */
function proseProject(before: readonly string[], since: readonly string[]): TempRepo {
  const repo = makeRepo({ "pyproject.toml": pyproject("1.0.0", "demo") });
  for (const subject of before) repo.commit(subject);
  repo.tag("v1.0.0", "1.0.0");
  for (const subject of since) repo.commit(subject);
  return repo;
}

describe("check: a short range that reads as conventional in a history that is not", () => {
  it("says the commits before the base mostly do not follow the convention, and advises --bump", () => {
    const repo = proseProject(PROSE, [
      "docs: improve onboarding",
      "Add an option (#1780)",
      "build: bump pytest",
    ]);
    const result = releaser(["check"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("next version  1.0.1");
    // The 14 commits of v1.0.0 (the repository's first, conventional, included), the bot's and the merge aside: 12.
    expect(result.stdout).toContain(
      "Not conventional: 2 of the 3 commits since v1.0.0 (merges aside) follow the conventional-commit convention, but only 2 of the 12 before v1.0.0 (merges and a dependency bot's aside) do, and releaser bumps and writes the changelog from those only: the one it skipped may ask for more; write subjects that way (`feat: ...`, `fix: ...`), or force this release's bump with `--bump patch|minor|major`.",
    );
    expect(releaser(["check", "--bump", "minor"], { cwd: repo.dir }).stdout).toContain("next version  1.1.0");
  });

  it("says nothing when the history before is conventional, or nothing since was skipped, or the range is long", () => {
    const conventional = PROSE.map((s, n) => (n % 4 === 0 ? s : `fix: ${s.toLowerCase()}`));
    const stray = proseProject(conventional, [
      "docs: improve onboarding",
      "Add an option",
      "build: bump pytest",
    ]);
    expect(releaser(["check"], { cwd: stray.dir }).stdout).not.toContain("Not conventional");

    const read = proseProject(PROSE, ["docs: improve onboarding", "feat: an option", "build: bump pytest"]);
    expect(releaser(["check"], { cwd: read.dir }).stdout).not.toContain("Not conventional");

    const long = proseProject(PROSE, [
      ...Array.from({ length: 9 }, (_, n) => `fix: bug ${n}`),
      "Add an option",
    ]);
    expect(releaser(["check"], { cwd: long.dir }).stdout).not.toContain("Not conventional");
  });
});
