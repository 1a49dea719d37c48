import fc from "fast-check";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { readPyprojectVersion } from "../edits/pyproject.ts";
import { readPyproject } from "./read-pyproject.ts";

/** The data view (what `check` reads) must give what the positional reader gives, line included. */
async function both(text: string) {
  let positional: unknown;
  try {
    positional = readPyprojectVersion(text, "pyproject.toml");
  } catch (error) {
    positional = { error: (error as Error).message };
  }
  let fromData: unknown;
  try {
    fromData = await readPyproject({ text, data: parse(text) as Record<string, unknown> }, "pyproject.toml");
  } catch (error) {
    fromData = { error: (error as Error).message };
  }
  return { positional, fromData };
}

describe("readPyproject (from the parsed data)", () => {
  it.each([
    ['[project]\nname = "a"\nversion = "1.2.3"\n'],
    ["[project]\nname = \"a\"\nversion = '1.2.3'  # the version\n"],
    ['project.name = "a"\nproject.version = "1.2.3"\n'],
    ['[project]\nname = "a"\nversion = 3\n'],
    ['project = { name = "a", version = "1.2.3" }\n'],
    ['[tool.poetry]\nname = "a"\nversion = "0.1.0"\n'],
    ['[tool]\npoetry.name = "a"\npoetry.version = "0.1.0"\n'],
    ['[project]\nname = "a"\ndynamic = ["version"]\n[tool.poetry]\nversion = "2.0.0"\n'],
    ['[project]\nname = "a"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "src/a/__about__.py"\n'],
    [
      '[project]\nname = "a"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = { attr = "a.__version__" }\n',
    ],
    ['[project]\nname = "a"\ndynamic = ["version"]\n[tool.setuptools_scm]\n'],
    [
      '[project]\nname = "a"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "code"\npath = "a/v.py"\n',
    ],
    [
      '[project]\nname = "a"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "code"\npath = "../../scripts/v.py"\nexpression = "get_version()"\n',
    ],
    ['[project]\nname = "a"\ndynamic = ["version"]\n[tool.pdm.version]\nsource = "file"\npath = "a/v.py"\n'],
    [
      '[build-system]\nbuild-backend = "flit_core.buildapi"\n[project]\nname = "a-b"\ndynamic = ["version"]\n',
    ],
    ['[project]\r\nname = "a"\r\nversion = "1.2.3"\r\n'],
    ['[ project ]\nname = "a"\n"version" = "1.2.3"\n'],
    ['[project]\nname = "a"\nversion = """1.2.3"""\n'],
    ['[[tool.x]]\nversion = "1.2.3"\n[project]\nversion = "1.2.3"\n# version = "1.2.3"\n'],
    ['[project]\nname = "a"\n\n[tool.poetry]\nversion = "1.2.3"\n[project.urls]\nversion = "1.2.3"\n'],
  ])("%j", async (text) => {
    const { positional, fromData } = await both(text);
    expect(fromData).toEqual(positional);
  });

  it("no [project] table, setuptools-scm configured (setup.py builds with use_scm_version): the version comes from the tag", async () => {
    const text =
      '[build-system]\nrequires = ["setuptools", "setuptools-scm"]\n\n[tool.setuptools_scm]\nwrite_to = "src/p/_version.py"\n';
    const read = await readPyproject(
      { text, data: parse(text) as Record<string, unknown> },
      "pyproject.toml",
    );
    expect(read.version).toEqual({ kind: "dynamic", source: { kind: "computed", tool: "setuptools-scm" } });
  });

  it("hatch's code source: the file's __version__, or a version computed by the expression (nothing to write)", async () => {
    const source = async (extra: string) => {
      const text = `[project]\nname = "a"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "code"\npath = "../../scripts/v.py"\n${extra}`;
      const read = await readPyproject(
        { text, data: parse(text) as Record<string, unknown> },
        "pyproject.toml",
      );
      return read.version.kind === "dynamic" ? read.version.source : undefined;
    };
    expect(await source("")).toEqual({ kind: "file", path: "../../scripts/v.py", tool: "hatch" });
    expect(await source('expression = "__version__"\n')).toEqual({
      kind: "file",
      path: "../../scripts/v.py",
      tool: "hatch",
    });
    expect(await source('expression = "get_version()"\n')).toEqual({
      kind: "computed",
      tool: "hatch (code: get_version() in ../../scripts/v.py)",
    });
  });

  it("hatch's incremental source: the package [tool.incremental] names, else the project's, lower-cased", async () => {
    const source = async (extra: string) => {
      const text = `[project]\nname = "Demo"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "incremental"\n${extra}`;
      const read = await readPyproject(
        { text, data: parse(text) as Record<string, unknown> },
        "pyproject.toml",
      );
      return read.version.kind === "dynamic" ? read.version.source : undefined;
    };
    expect(await source("")).toEqual({ kind: "incremental", package: "demo", tool: "hatch" });
    expect(await source('[tool.incremental]\nname = "Other"\n')).toEqual({
      kind: "incremental",
      package: "other",
      tool: "hatch",
    });
  });

  it("gives the positional reader's answer for any file made of these pieces (property)", async () => {
    const piece = fc.constantFrom(
      "[project]",
      "[ project ]",
      "[tool.poetry]",
      "[tool]",
      "[tool.hatch.version]",
      "[[tool.x]]",
      "[[tool.poetry]]",
      "[[tool.hatch]]",
      "[[project]]",
      'name = "a"',
      'version = "1.2.3"',
      "version = '1.2.3'",
      'version = "1.2.3" # c',
      "version = 1",
      'project.version = "1.2.3"',
      'poetry.version = "1.2.3"',
      'tool.poetry.version = "1.2.3"',
      'dynamic = ["version"]',
      'path = "a.py"',
      'x = { version = "1.2.3" }',
      "# a comment",
      "",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 10 }), fc.boolean(), async (lines, crlf) => {
        const text = `${lines.join(crlf ? "\r\n" : "\n")}\n`;
        try {
          parse(text);
        } catch {
          return; // not TOML: the loader refuses it before
        }
        const { positional, fromData } = await both(text);
        expect(fromData).toEqual(positional);
      }),
      { numRuns: 1500 },
    );
  });
});
