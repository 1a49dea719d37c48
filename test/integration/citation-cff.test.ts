import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, pyproject, releaser } from "../helpers/repo.ts";

/**
 * CITATION.cff (issue 42, found by the replay): when its version is the project's, check lists it
 * and update writes its version (the `v` kept) and date-released with the release's date; a
 * CITATION.cff that cites another release is left alone. Through the built CLI.
 */
const CFF = (version: string, date: string) => `cff-version: 1.2.0
title: Demo
message: 'If you use this software, please cite it as below.'
authors:
  - family-names: Doe
    given-names: Jane
license: MIT
version: ${version}
date-released: ${date}
`;

// 2026-03-10 in UTC.
const DATE = { SOURCE_DATE_EPOCH: "1773100800" };

function project(cff: string) {
  const repo = makeRepo({
    "pyproject.toml": pyproject("1.4.2", "demo"),
    "src/demo/__init__.py": '__version__ = "1.4.2"\n',
    "CITATION.cff": cff,
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("v1.4.2");
  repo.commit("fix: a fix", { "a.txt": "a\n" });
  return repo;
}

describe("CITATION.cff that carries the version", () => {
  it("check lists it with the other files, and names no stale copy", () => {
    const repo = project(CFF("v1.4.2", "2026-01-05"));
    const check = checkJson(repo.dir);
    expect(check.files).toEqual(["pyproject.toml", "src/demo/__init__.py", "CITATION.cff", "CHANGELOG.md"]);
    expect(check.stale_copies).toEqual([]);
  });

  it("update writes its version and date-released", () => {
    const repo = project(CFF("v1.4.2", "2026-01-05"));
    const update = releaser(["update"], { cwd: repo.dir, env: DATE });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CITATION.cff")).toBe(CFF("v1.4.3", "2026-03-10"));
    expect(repo.git("show", "--stat", "--format=", "HEAD")).toContain("CITATION.cff");
  });

  it("a CITATION.cff that cites another release is left alone", () => {
    const repo = project(CFF("1.0.0", "2025-01-05"));
    const update = releaser(["update"], { cwd: repo.dir, env: DATE });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("CITATION.cff")).toBe(CFF("1.0.0", "2025-01-05"));
    expect(repo.read("pyproject.toml")).toContain('version = "1.4.3"');
  });

  it("a preferred-citation's version is named with a pattern that finds its own line, not the top-level one", () => {
    const repo = project(
      `${CFF("v1.4.2", "2026-01-05")}preferred-citation:\n  type: software\n  version: 1.4.2\n`,
    );
    const check = checkJson(repo.dir);
    expect(check.stale_copies).toEqual([
      {
        path: "CITATION.cff",
        line: 12,
        text: "version: 1.4.2",
        version_files_entry: `{ path = "CITATION.cff", pattern = "^  version:\\\\s*(?P<version>[^\\"'\\\\s,]+)" }`,
      },
    ]);
  });
});
