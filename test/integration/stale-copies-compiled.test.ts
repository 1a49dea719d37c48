import { describe, expect, it } from "vitest";
import { checkJson, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * A compiled module hands its version to Python by a call (issue 42, found by the replay): a
 * Rust extension's `m.add("__version_ex__", "4.2.1")?;` beside pyproject's version is a stale
 * copy `check` names, with the pattern entry that would cover it, and that entry, once added,
 * makes `update` write the line. Through the built CLI.
 */
const PYPROJECT = (version: string, extra = "") => `[build-system]
requires = ["setuptools", "setuptools-rust"]
build-backend = "setuptools.build_meta"

[project]
name = "hash-ext"
version = "${version}"
${extra}`;

const LIB = (version: string) => `use pyo3::prelude::*;

#[pymodule]
fn _hash(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version_ex__", "${version}")?;
    m.add("other", "4.2.1")?;
    Ok(())
}
`;

const ENTRY = `{ path = "src/_hash/src/lib.rs", pattern = "^\\\\s*m\\\\.add\\\\(\\"__version_ex__\\",\\\\s*\\"(?P<version>[^\\"'\\\\s,]+)" }`;

function project(extra = "") {
  const repo = makeRepo({
    "pyproject.toml": PYPROJECT("4.2.1", extra),
    "src/hash_ext/__init__.py": "",
    "src/_hash/src/lib.rs": LIB("4.2.1"),
    "src/_c/module.c": 'PyModule_AddStringConstant(m, "__version__", "4.2.1");\n',
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("4.2.1");
  repo.commit("fix: a fix", { "a.txt": "a\n" });
  return repo;
}

describe("a version handed to Python by a call in compiled sources", () => {
  it("check names it as a stale copy with the entry that covers it", () => {
    const repo = project();
    expect(checkJson(repo.dir).stale_copies).toEqual([
      {
        path: "src/_c/module.c",
        line: 1,
        text: 'PyModule_AddStringConstant(m, "__version__", "4.2.1");',
        version_files_entry: `{ path = "src/_c/module.c", pattern = "^\\\\s*PyModule_AddStringConstant\\\\(m,\\\\s*\\"__version__\\",\\\\s*\\"(?P<version>[^\\"'\\\\s,]+)" }`,
      },
      {
        path: "src/_hash/src/lib.rs",
        line: 5,
        text: 'm.add("__version_ex__", "4.2.1")?;',
        version_files_entry: ENTRY,
      },
    ]);
  });

  it("with that entry in version_files, update writes the line and no other", () => {
    const repo = project(`\n[tool.releaser]\nversion_files = [${ENTRY}]\n`);
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read("src/_hash/src/lib.rs")).toBe(LIB("4.2.2"));
    expect(repo.read("src/_c/module.c")).toBe('PyModule_AddStringConstant(m, "__version__", "4.2.1");\n');
    expect(repo.read("pyproject.toml")).toContain('\nversion = "4.2.2"\n');
  });
});
