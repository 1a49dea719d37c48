import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedLines } from "../../test/fixtures/edits/line-diff.ts";
import { VersionFileError } from "../core/errors.ts";
import { HATCH_DEFAULT_PATTERN } from "../core/version-pattern.ts";
import { readPyprojectVersion, setPyprojectVersion } from "./pyproject.ts";

const HATCHLING = `# Project metadata, PEP 621
[build-system]
requires = ["hatchling>=1.24"]   # build backend
build-backend = "hatchling.build"

[project]
name = "acme-widgets"
# version = "0.0.1"  <- old, kept as a note
version = "1.4.2"  # bumped by releaser
description = "Widgets; version = \\"9.9.9\\" is not a version key"
readme = { file = "README.md", content-type = "text/markdown" }
requires-python = ">=3.9"
authors = [{ name = "Ada", email = "ada@example.com" }]
dependencies = [
  "httpx>=0.27",        # version = "1.4.2" in a comment
  "pydantic==1.4.2",
]

[project.optional-dependencies]
test = ["pytest>=8"]

[project.urls]
Homepage = "https://example.com"

[tool.hatch.build.targets.wheel]
packages = ["src/acme_widgets"]

[tool.releaser]
version_files = ["src/acme_widgets/__init__.py:__version__"]

[tool.other]
version = "1.4.2"
`;

const POETRY = `[tool.poetry]
name = "Legacy_App"
version = '0.9.0'
description = ""
authors = ["Bo <bo@example.com>"]

[tool.poetry.dependencies]
python = "^3.10"
requests = { version = "0.9.0", optional = true }

[build-system]
requires = ["poetry-core"]
build-backend = "poetry.core.masonry.api"
`;

const SETUPTOOLS_STATIC = `[build-system]
requires = ["setuptools>=68", "wheel"]
build-backend = "setuptools.build_meta"

[project]
name = "plain"
version = "2.0.0"

[tool.setuptools.packages.find]
where = ["src"]
`;

describe("readPyprojectVersion", () => {
  it("reads a PEP 621 project built with hatchling", () => {
    expect(readPyprojectVersion(HATCHLING, "pyproject.toml")).toEqual({
      version: { kind: "static", version: "1.4.2", table: "project", line: 9 },
      name: "acme-widgets",
      hasProjectTable: true,
      hasPoetry: false,
      hasHatch: true,
      hatchVersionPath: undefined,
      buildBackend: "hatchling.build",
    });
  });

  it("reads a poetry 1.x project from [tool.poetry]", () => {
    const info = readPyprojectVersion(POETRY, "pyproject.toml");
    expect(info.version).toEqual({ kind: "static", version: "0.9.0", table: "tool.poetry", line: 3 });
    expect(info.name).toBe("Legacy_App");
    expect(info.hasPoetry).toBe(true);
    expect(info.hasProjectTable).toBe(false);
  });

  it("reads poetry 2 with a dynamic [project] version kept in [tool.poetry]", () => {
    const text = `[project]\nname = "p2"\ndynamic = ["version", "classifiers"]\n\n[tool.poetry]\nversion = "3.1.0"\n`;
    expect(readPyprojectVersion(text, "pyproject.toml").version).toEqual({
      kind: "static",
      version: "3.1.0",
      table: "tool.poetry",
      line: 6,
    });
  });

  it("treats poetry-dynamic-versioning's placeholder as dynamic", () => {
    const text = `[tool.poetry]\nname = "x"\nversion = "0.0.0"\n\n[tool.poetry-dynamic-versioning]\nenable = true\n`;
    expect(readPyprojectVersion(text, "pyproject.toml").version).toEqual({
      kind: "dynamic",
      source: { kind: "computed", tool: "poetry-dynamic-versioning" },
    });
  });

  it("treats a version listed in dynamic as dynamic even when a version key is present", () => {
    const text = `[project]\nname = "d"\nversion = "1.0.0"\ndynamic = ["version"]\n`;
    expect(readPyprojectVersion(text, "pyproject.toml").version).toEqual({
      kind: "dynamic",
      source: undefined,
    });
  });

  it.each([
    [
      "hatch regex source",
      `[project]\nname = "h"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "src/h/__about__.py"\n`,
      { kind: "file", path: "src/h/__about__.py", tool: "hatch", pattern: HATCH_DEFAULT_PATTERN },
    ],
    [
      "hatch regex source with its own pattern (scrapy's plain VERSION file)",
      `[project]\nname = "s"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "s/VERSION"\npattern = "^(?P<version>.+)$"\n`,
      { kind: "file", path: "s/VERSION", tool: "hatch", pattern: "^(?P<version>.+)$" },
    ],
    [
      "hatch code source",
      `[project]\nname = "h"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "code"\npath = "h/v.py"\n`,
      { kind: "file", path: "h/v.py", tool: "hatch" },
    ],
    [
      "hatch-vcs",
      `[project]\nname = "h"\ndynamic = ["version"]\n[tool.hatch.version]\nsource = "vcs"\n`,
      { kind: "computed", tool: "hatch (vcs)" },
    ],
    [
      "setuptools attr",
      `[project]\nname = "s"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = {attr = "s.__version__"}\n`,
      { kind: "attr", attr: "s.__version__", tool: "setuptools" },
    ],
    [
      "setuptools file",
      `[project]\nname = "s"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = {file = ["VERSION"]}\n`,
      { kind: "text-file", path: "VERSION", tool: "setuptools" },
    ],
    [
      "setuptools-scm",
      `[project]\nname = "s"\ndynamic = ["version"]\n[tool.setuptools_scm]\n`,
      { kind: "computed", tool: "setuptools-scm" },
    ],
    [
      "pdm file",
      `[project]\nname = "p"\ndynamic = ["version"]\n[tool.pdm.version]\nsource = "file"\npath = "src/p/__init__.py"\n`,
      { kind: "file", path: "src/p/__init__.py", tool: "pdm" },
    ],
    [
      "flit",
      `[build-system]\nbuild-backend = "flit_core.buildapi"\n[project]\nname = "my-flit"\ndynamic = ["version", "description"]\n`,
      { kind: "attr", attr: "my_flit.__version__", tool: "flit" },
    ],
  ])("names the source of a dynamic version: %s", (_, text, source) => {
    expect(readPyprojectVersion(text, "pyproject.toml").version).toEqual({ kind: "dynamic", source });
  });

  it("reports the hatch version path", () => {
    const text = `[project]\nname = "h"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "src/h/__about__.py"\n`;
    expect(readPyprojectVersion(text, "pyproject.toml").hatchVersionPath).toBe("src/h/__about__.py");
  });

  it("reads dotted keys and inline tables", () => {
    expect(readPyprojectVersion(`project.name = "d"\nproject.version = "1"\n`, "p").version).toMatchObject({
      version: "1",
      table: "project",
    });
    expect(readPyprojectVersion(`project = { name = "i", version = '2.0' }\n`, "p")).toMatchObject({
      name: "i",
      version: { kind: "static", version: "2.0", table: "project" },
    });
    expect(readPyprojectVersion(`[tool]\npoetry.name = "t"\npoetry.version = "3"\n`, "p")).toMatchObject({
      name: "t",
      hasPoetry: true,
      version: { version: "3", table: "tool.poetry" },
    });
  });

  it("says absent when no table holds a version", () => {
    expect(readPyprojectVersion(`[tool.ruff]\nline-length = 100\n`, "p").version).toEqual({ kind: "absent" });
    expect(readPyprojectVersion("", "p").version).toEqual({ kind: "absent" });
  });

  it("rejects a version that is not a string, naming the place", () => {
    expect(() => readPyprojectVersion(`[project]\nname = "x"\nversion = 1.0\n`, "pyproject.toml")).toThrow(
      new VersionFileError(
        'pyproject.toml:3:11: [project].version is a float; expected a string like "1.2.3"',
      ),
    );
  });

  it.each([
    [
      `[project]\nname = "x"\nversion = "1.0\n`,
      "pyproject.toml:3:15: invalid TOML: Unterminated string constant; expected a closing quote before the end of the line",
    ],
    [
      `[project]\nname =\n"x"\n`,
      'pyproject.toml:2:7: invalid TOML: The key, equals sign, and value must be on the same line; expected the key, "=" and the value on one line',
    ],
    [
      `[project]\nname "x"\n`,
      'pyproject.toml:2:6: invalid TOML: Expected equal (=) token; expected an "=" after the key',
    ],
    [
      `[project]\nversion = "1"\nversion = "2"\n`,
      "pyproject.toml:3:1: invalid TOML: Defining a key multiple times is invalid; expected each key and table to be defined only once",
    ],
    [
      `[project]\nversion = \n`,
      'pyproject.toml:2:10: invalid TOML: Unspecified values are invalid; expected a value after "="',
    ],
    [
      `[project]\nversion\n`,
      'pyproject.toml:2:8: invalid TOML: Expected equal (=) token; expected an "=" after the key',
    ],
    [
      `[project]\ndependencies = ["a" "b"]\n`,
      'pyproject.toml:2:21: invalid TOML: Expected comma (,) token; expected a "," between the elements',
    ],
  ])("turns a syntax error into path:line:column and what was expected (%#)", (text, message) => {
    expect(() => readPyprojectVersion(text, "pyproject.toml")).toThrow(new VersionFileError(message));
  });
});

describe("setPyprojectVersion", () => {
  it("changes only the version line of a commented hatchling pyproject", () => {
    const after = setPyprojectVersion(HATCHLING, "1.5.0", "pyproject.toml");
    expect(changedLines(HATCHLING, after)).toEqual([
      {
        line: 9,
        before: 'version = "1.4.2"  # bumped by releaser',
        after: 'version = "1.5.0"  # bumped by releaser',
      },
    ]);
  });

  it("keeps single quotes in [tool.poetry] and leaves dependency versions alone", () => {
    const after = setPyprojectVersion(POETRY, "1.0.0rc1", "pyproject.toml");
    expect(changedLines(POETRY, after)).toEqual([
      { line: 3, before: "version = '0.9.0'", after: "version = '1.0.0rc1'" },
    ]);
  });

  it("edits a setuptools project", () => {
    const after = setPyprojectVersion(SETUPTOOLS_STATIC, "2.0.1", "pyproject.toml");
    expect(after).toBe(SETUPTOOLS_STATIC.replace('version = "2.0.0"', 'version = "2.0.1"'));
  });

  it("edits the [tool.poetry] version of a poetry 2 project with a dynamic [project] version", () => {
    const text = `[project]\nname = "p2"\ndynamic = ["version"]\n\n[tool.poetry]\nversion = "3.1.0" # here\n`;
    expect(setPyprojectVersion(text, "3.2.0", "pyproject.toml")).toMatchInlineSnapshot(`
      "[project]
      name = "p2"
      dynamic = ["version"]

      [tool.poetry]
      version = "3.2.0" # here
      "
    `);
  });

  it("edits dotted keys and inline tables in place", () => {
    expect(setPyprojectVersion(`project.name = "d"\nproject.version = "1" # v\n`, "2", "p")).toBe(
      `project.name = "d"\nproject.version = "2" # v\n`,
    );
    expect(setPyprojectVersion(`project = { name = "i", version = '2.0' }  # x\n`, "2.1", "p")).toBe(
      `project = { name = "i", version = '2.1' }  # x\n`,
    );
    expect(setPyprojectVersion(`[tool]\npoetry . version = "3"\n`, "4", "p")).toBe(
      `[tool]\npoetry . version = "4"\n`,
    );
  });

  it("keeps CRLF line endings, a missing final newline and a byte order mark", () => {
    const text = `\uFEFF[project]\r\nname = "crlf"\r\nversion =   "0.1.0"\t# tab\r\n\r\n[tool.x]\r\nk = 1`;
    const after = setPyprojectVersion(text, "0.2.0", "pyproject.toml");
    expect(after).toBe(text.replace("0.1.0", "0.2.0"));
    expect(changedLines(text, after)).toEqual([
      { line: 3, before: 'version =   "0.1.0"\t# tab\r', after: 'version =   "0.2.0"\t# tab\r' },
    ]);
  });

  it("refuses to edit a dynamic version and says so", () => {
    const text = `[project]\nname = "d"\nversion = "1.0.0"\ndynamic = ["version"]\n`;
    expect(() => setPyprojectVersion(text, "2.0.0", "pkg/pyproject.toml")).toThrow(
      new VersionFileError(
        "pkg/pyproject.toml: the version is dynamic (listed in [project].dynamic); there is no version to rewrite here",
      ),
    );
  });

  it("keeps a [tool.poetry] copy of a static [project] version in step", () => {
    const text = `[project]\nname = "p"\nversion = "1.0.0"\n\n[tool.poetry]\nversion = "1.0.0"\npackages = [{ include = "p" }]\n`;
    const after = setPyprojectVersion(text, "1.1.0", "pyproject.toml");
    expect(changedLines(text, after)).toEqual([
      { line: 3, before: 'version = "1.0.0"', after: 'version = "1.1.0"' },
      { line: 6, before: 'version = "1.0.0"', after: 'version = "1.1.0"' },
    ]);
  });

  it("names poetry-dynamic-versioning when refusing to edit its placeholder", () => {
    const text = `[tool.poetry]\nname = "x"\nversion = "0.0.0"\n\n[tool.poetry-dynamic-versioning]\nenable = true\n`;
    expect(() => setPyprojectVersion(text, "1.0.0", "pyproject.toml")).toThrow(
      "pyproject.toml: the version is dynamic (poetry-dynamic-versioning); there is no version to rewrite here",
    );
  });

  it("refuses when there is no version", () => {
    expect(() => setPyprojectVersion(`[project]\nname = "x"\n`, "1.0.0", "pyproject.toml")).toThrow(
      "pyproject.toml: no version in [project] or [tool.poetry] to rewrite",
    );
  });

  it("changes only the version substring, whatever comments and spacing surround it", () => {
    const line = fc.stringMatching(/^[ -~]{0,30}$/);
    const space = fc.constantFrom("", " ", "  ", "\t");
    const version = fc
      .tuple(fc.nat(99), fc.nat(99), fc.nat(99), fc.constantFrom("", "rc1", ".post2", ".dev3", "a1"))
      .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre}`);
    const layout = fc.record({
      comments: fc.array(line, { minLength: 5, maxLength: 5 }),
      spaces: fc.array(space, { minLength: 4, maxLength: 4 }),
      quote: fc.constantFrom('"', "'"),
      eol: fc.constantFrom("\n", "\r\n"),
      finalNewline: fc.boolean(),
      dotted: fc.boolean(),
    });
    type Layout = typeof layout extends fc.Arbitrary<infer T> ? T : never;
    const render = (l: Layout, v: string, other: string) => {
      const [s0, s1, s2, s3] = l.spaces;
      const [c0, c1, c2, c3, c4] = l.comments.map((c) => `#${c}`);
      const key = l.dotted ? "project.version" : "version";
      const lines = [
        c0,
        l.dotted ? `${s0}project.name${s1}=${s2}"n" ${c1}` : `[project]${s0}${c1}`,
        `${s1}${key}${s2}=${s3}${l.quote}${v}${l.quote}${s0}${c2}`,
        `${c3}`,
        `[tool.other]${s1}`,
        `version = "${other}" ${c4}`,
      ];
      return lines.join(l.eol) + (l.finalNewline ? l.eol : "");
    };
    fc.assert(
      fc.property(layout, version, version, (l, from, to) => {
        expect(setPyprojectVersion(render(l, from, from), to, "pyproject.toml")).toBe(render(l, to, from));
      }),
    );
  });
});

describe("readPyprojectVersion: more dynamic sources", () => {
  const dynamic = (tables: string) => `[project]\nname = "my.pkg"\ndynamic = ["version"]\n${tables}`;

  it.each([
    [
      "hatch code source",
      '[tool.hatch.version]\nsource = "code"\npath = "src/p/v.py"\n',
      { kind: "file", path: "src/p/v.py", tool: "hatch" },
    ],
    [
      "hatch vcs with a path",
      '[tool.hatch.version]\nsource = "vcs"\npath = "x.py"\n',
      { kind: "computed", tool: "hatch (vcs)" },
    ],
    [
      "hatch regex without a path",
      '[tool.hatch.version]\nsource = "regex"\n',
      { kind: "computed", tool: "hatch (regex)" },
    ],
    [
      "pdm file without a path",
      '[tool.pdm.version]\nsource = "file"\n',
      { kind: "computed", tool: "pdm (file)" },
    ],
    [
      "pdm scm",
      '[tool.pdm.version]\nsource = "scm"\npath = "x.py"\n',
      { kind: "computed", tool: "pdm (scm)" },
    ],
    [
      "setuptools file as a string",
      '[tool.setuptools.dynamic]\nversion = { file = "VERSION" }\n',
      { kind: "text-file", path: "VERSION", tool: "setuptools" },
    ],
    ["setuptools-scm, hyphenated", "[tool.setuptools-scm]\n", { kind: "computed", tool: "setuptools-scm" }],
    [
      "flit with a module name",
      '[build-system]\nbuild-backend = "flit_core.buildapi"\n[tool.flit.module]\nname = "pkg_mod"\n',
      { kind: "attr", attr: "pkg_mod.__version__", tool: "flit" },
    ],
    [
      "flit from the project name",
      '[build-system]\nbuild-backend = "flit_core.buildapi"\n',
      { kind: "attr", attr: "my_pkg.__version__", tool: "flit" },
    ],
    ["a pdm path alone", '[tool.pdm.version]\npath = "x.py"\n', undefined],
    ["another backend", '[build-system]\nbuild-backend = "hatchling.build"\n', undefined],
    ["no backend", "", undefined],
  ])("%s", (_, tables, source) => {
    expect(readPyprojectVersion(dynamic(tables), "pyproject.toml").version).toEqual({
      kind: "dynamic",
      source,
    });
  });

  it("finds no flit module without a project name", () => {
    const text = '[build-system]\nbuild-backend = "flit_core.buildapi"\n[project]\ndynamic = ["version"]\n';
    expect(readPyprojectVersion(text, "pyproject.toml")).toMatchObject({
      name: undefined,
      version: { kind: "dynamic", source: undefined },
    });
  });

  it("tells which tool tables exist", () => {
    expect(readPyprojectVersion(POETRY, "pyproject.toml")).toMatchObject({
      hasProjectTable: false,
      hasPoetry: true,
      hasHatch: false,
      hatchVersionPath: undefined,
      buildBackend: "poetry.core.masonry.api",
    });
    expect(readPyprojectVersion(HATCHLING, "pyproject.toml")).toMatchObject({
      hasProjectTable: true,
      hasPoetry: false,
      hasHatch: true,
    });
  });
});

describe("setPyprojectVersion: a mirrored version of another length", () => {
  it.each([
    ["[project] first", `[project]\nversion = "1.0.0"\n\n[tool.poetry]\nversion = "1.0.0"\n`],
    ["[tool.poetry] first", `[tool.poetry]\nversion = "1.0.0"\n\n[project]\nversion = "1.0.0"\n`],
  ])("%s", (_, text) => {
    expect(setPyprojectVersion(text, "10.0.0rc1", "pyproject.toml")).toBe(
      text.replaceAll("1.0.0", "10.0.0rc1"),
    );
  });

  it("leaves a non-string [tool.poetry] version alone", () => {
    const text = `[project]\nversion = "1.0.0"\n\n[tool.poetry]\nversion = 1\n`;
    expect(setPyprojectVersion(text, "2.0.0", "pyproject.toml")).toBe(text.replace('"1.0.0"', '"2.0.0"'));
  });
});
