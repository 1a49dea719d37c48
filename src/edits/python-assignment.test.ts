import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedLines } from "../../test/fixtures/edits/line-diff.ts";
import { VersionFileError } from "../core/errors.ts";
import {
  readPythonAssignment,
  readPythonAssignments,
  setPythonAssignment,
  statementStarts,
} from "./python-assignment.ts";

const INIT = `"""Acme widgets.

Usage::

__version__ = "0.0.0"   # inside the module docstring: not code
"""

from __future__ import annotations

import sys  # __version__ = "0.0.1" in a comment

if sys.version_info < (3, 10):
    __version__ = "0.0.2"  # indented: not top level

HELP = (
"see __version__",
)
_ALL = [
__version__ := None,
] if False else []

__version__ = "1.4.2"  # the real one
__version___info = "9.9.9"  # another name
`;

describe("readPythonAssignment", () => {
  it("finds the top-level assignment, skipping docstrings, comments, brackets and blocks", () => {
    expect(readPythonAssignment(INIT, "__version__")).toEqual({
      kind: "string",
      value: "1.4.2",
      quote: '"',
      line: 22,
      range: [INIT.indexOf("1.4.2"), INIT.indexOf("1.4.2") + 5],
    });
  });

  it.each([
    ['__version__ = "1.2.3"\n', "1.2.3", '"'],
    ["__version__ = '1.2.3'\n", "1.2.3", "'"],
    ['__version__: str = "1.2.3"\n', "1.2.3", '"'],
    ['__version__: Final[str]="1.2.3"\n', "1.2.3", '"'],
    ['__version__="1.2.3"', "1.2.3", '"'],
    ['__version__   =   u"1.2.3"  ;  x = 1\n', "1.2.3", '"'],
    ["__version__ = '2.0.0rc1'\r\n", "2.0.0rc1", "'"],
    ['\uFEFF__version__ = "1.0"\n', "1.0", '"'],
  ])("reads %j", (text, value, quote) => {
    expect(readPythonAssignment(text, "__version__")).toMatchObject({ kind: "string", value, quote });
  });

  it("matches the whole name only", () => {
    const text = '__version___info = "x"\nVERSION_TUPLE = "y"\nVERSION = "1.0"  # comment\n';
    expect(readPythonAssignment(text, "__version__")).toBeUndefined();
    expect(readPythonAssignment(text, "VERSION")).toMatchObject({ value: "1.0", line: 3 });
  });

  it("reports an assignment of something other than a string literal", () => {
    const text = 'from importlib.metadata import version\n__version__ = "1"\n__version__ = version("acme")\n';
    expect(readPythonAssignment(text, "__version__")).toEqual({
      kind: "expression",
      expression: 'version("acme")',
      line: 3,
      range: [71, 86],
    });
    expect(readPythonAssignment('__version__ = "1." + "2"\n', "__version__")).toMatchObject({
      kind: "expression",
    });
  });

  it("ignores comparisons, augmented assignments and continuation lines", () => {
    const text =
      'assert __version__ == "1"\n__version__ == "2"\n__version__ += "3"\nx = 1 + \\\n__version__ = "4"\n';
    expect(readPythonAssignment(text, "__version__")).toBeUndefined();
  });

  it("does not mistake strings with escaped quotes or triple quotes for the end of a string", () => {
    const text = `s = "a\\" __version__ = 'x'"\nt = '''\n__version__ = "y"\n'''\n__version__ = "z"\n`;
    expect(readPythonAssignment(text, "__version__")).toMatchObject({ value: "z", line: 5 });
  });

  it("rejects a name that is not an identifier", () => {
    expect(() => readPythonAssignment("", "pkg.__version__")).toThrow(
      new VersionFileError(
        '"pkg.__version__" is not a Python variable name; expected an identifier like __version__',
      ),
    );
  });
});

describe("setPythonAssignment", () => {
  it("changes only the real version line", () => {
    const after = setPythonAssignment(INIT, "__version__", "1.5.0", "src/acme/__init__.py");
    expect(changedLines(INIT, after)).toEqual([
      {
        line: 22,
        before: '__version__ = "1.4.2"  # the real one',
        after: '__version__ = "1.5.0"  # the real one',
      },
    ]);
  });

  it("rewrites every top-level copy of the version in effect; Python keeps the last assignment", () => {
    const text = '__version__ = "1.4.2"\nimport x\n__version__ = "1.4.2"  # again\n';
    expect(setPythonAssignment(text, "__version__", "1.5.0", "p.py")).toBe(
      '__version__ = "1.5.0"\nimport x\n__version__ = "1.5.0"  # again\n',
    );
    expect(readPythonAssignment(text, "__version__")).toMatchObject({ value: "1.4.2", line: 3 });
  });

  it("leaves an overridden placeholder alone and rewrites the assignment in effect", () => {
    const text = '__version__ = "0.0.0"  # placeholder\n__version__ = "1.4.2"\n';
    expect(readPythonAssignment(text, "__version__")).toMatchObject({ value: "1.4.2", line: 2 });
    expect(changedLines(text, setPythonAssignment(text, "__version__", "1.5.0", "p.py"))).toEqual([
      { line: 2, before: '__version__ = "1.4.2"', after: '__version__ = "1.5.0"' },
    ]);
  });

  it("refuses when the assignment in effect is not a string, naming its line", () => {
    const text = '__version__ = "1.4.2"\n__version__ = get_version()\n';
    expect(() => setPythonAssignment(text, "__version__", "1.5.0", "p.py")).toThrow(
      new VersionFileError(
        'p.py:2: __version__ is assigned get_version(); expected a string literal like "1.2.3"',
      ),
    );
  });

  it("keeps quotes, annotations, comments and CRLF", () => {
    const text = "# -*- coding: utf-8 -*-\r\nVERSION: str = '0.1.0'  # keep me\r\n";
    expect(setPythonAssignment(text, "VERSION", "0.2.0", "v.py")).toMatchInlineSnapshot(`
      "# -*- coding: utf-8 -*-
      VERSION: str = '0.2.0'  # keep me
      "
    `);
    expect(setPythonAssignment(text, "VERSION", "0.2.0", "v.py")).toBe(text.replace("0.1.0", "0.2.0"));
  });

  it("keeps a missing final newline", () => {
    expect(setPythonAssignment('__version__ = "1"', "__version__", "2", "a.py")).toBe('__version__ = "2"');
  });

  it("names the variable and the file when there is no assignment", () => {
    expect(() =>
      setPythonAssignment('    __version__ = "1"\n', "__version__", "2", "src/pkg/_version.py"),
    ).toThrow(
      new VersionFileError(
        'src/pkg/_version.py: no top-level assignment of __version__ (like __version__ = "1.2.3")',
      ),
    );
  });

  it("refuses to overwrite an expression", () => {
    expect(() => setPythonAssignment("__version__ = get_version()\n", "__version__", "2", "a.py")).toThrow(
      new VersionFileError(
        'a.py:1: __version__ is assigned get_version(); expected a string literal like "1.2.3"',
      ),
    );
  });

  it("refuses a value that cannot sit between the quotes", () => {
    expect(() => setPythonAssignment("v = '1'\n", "v", "it's", "a.py")).toThrow(
      `a.py:1: cannot write "it's" as v`,
    );
  });

  it("changes only the version substring, whatever comments and spacing surround it", () => {
    const noise = fc.stringMatching(/^[ -~]{0,30}$/);
    const version = fc
      .tuple(fc.nat(999), fc.nat(99), fc.nat(99), fc.constantFrom("", "rc2", ".post1", ".dev0", "b3"))
      .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre}`);
    const layout = fc.record({
      comment: noise,
      docstring: noise.filter((s) => !s.includes('"') && !s.endsWith("\\")),
      before: fc.constantFrom("", " ", "  "),
      after: fc.constantFrom("", " ", "\t"),
      annotation: fc.constantFrom("", ": str", ":str", ": Final[str]"),
      quote: fc.constantFrom('"', "'"),
      eol: fc.constantFrom("\n", "\r\n"),
      finalNewline: fc.boolean(),
    });
    type Layout = typeof layout extends fc.Arbitrary<infer T> ? T : never;
    const render = (l: Layout, v: string, decoy: string) =>
      [
        `"""${l.docstring}`,
        `__version__ = "${decoy}"`,
        `"""`,
        `#${l.comment} __version__ = "${decoy}"`,
        `if True:`,
        `    __version__ = "${decoy}"`,
        `__version__${l.annotation}${l.before}=${l.after}${l.quote}${v}${l.quote}${l.after}#${l.comment}`,
        `__version___info = "${decoy}"`,
      ].join(l.eol) + (l.finalNewline ? l.eol : "");
    fc.assert(
      fc.property(layout, version, version, (l, from, to) => {
        expect(setPythonAssignment(render(l, from, from), "__version__", to, "p.py")).toBe(
          render(l, to, from),
        );
      }),
    );
  });
});

describe("which assignment is in effect", () => {
  /** The value (or expression) and line of the assignment Python leaves in effect. */
  const inEffect = (text: string) => {
    const found = readPythonAssignment(text, "__version__");
    if (found === undefined) return "none";
    return `${found.kind === "string" ? found.value : found.expression}@${found.line}`;
  };

  it.each([
    // Later top-level code wins, whatever hides an assignment-looking line in between.
    ['__version__ = "1.0"\nsetup(\n__version__="2.0",\n)\n', "1.0@1"], // a keyword argument
    ['__version__ = "1.0"\nsetup(dict(\na=1,\n),\n__version__="2.0",\n)\n', "1.0@1"], // nested brackets
    ['__version__ = "1.0"\nsetup(name,\n__version__="2.0",\n)\n', "1.0@1"], // text after the bracket
    ['setup(\n)\n__version__ = "1.0"\n', "1.0@3"], // a closed bracket ends the hiding
    ['x = 1)\n__version__ = "1.0"\n', "1.0@2"], // a stray closing bracket hides nothing
    ["__version__ = \"1.0\"\nNOTE = '''\n__version__ = \"2.0\"\n'''\n", "1.0@1"], // a \'\'\' string
    ["__version__ = \"1.0\"\nNOTE = '''a\\'''\n__version__ = \"2.0\"\n'''\n", "1.0@1"], // escaped quotes
    ['__version__ = "1.0"\nsetup("a", dict(\n__version__="2.0",\n))\n', "1.0@1"], // string, then bracket
    ['PAREN = "("\n__version__ = "1.0"\n', "1.0@2"], // a bracket inside a string
    ["PAREN = '('  # (\n__version__ = '1.0'\n", "1.0@2"], // ... or a comment
    ['S = "it\'s ("\n__version__ = "1.0"\n', "1.0@2"], // the other quote inside a string
    ['x = "unterminated (\n__version__ = "2.0"\n', "2.0@2"], // a string ends at its line
    ['__version__ = "1.0"\r\nx = 1 + \\\r\n__version__ = "2.0"\r\n', "1.0@1"], // CRLF continuation
    ['x = 1 + \\\n__version__ = "2.0"\n', "none"],
    ['x = 1 + \\\n\n__version__ = "2.0"\n', "2.0@3"], // a continuation joins one line only
    ['__version__ = "1.0"\n# trailing comment without a newline', "1.0@1"],
    ["__version__ = get_version()   \nprint(1)\n", "get_version()@1"],
    ["__version__ = get_version()\r\nprint(1)\r\n", "get_version()@1"],
    ["x = 1\n__version__ = get_version()", "get_version()@2"],
  ])("%j -> %s", (text, expected) => {
    expect(inEffect(text)).toBe(expected);
  });

  it("lists every top-level assignment in file order", () => {
    const text =
      '__version__ = "0.0.0"\nif x:\n    __version__ = "9"\n__version__ = version("a")\n__version__ = \'1.0\'\n';
    expect(readPythonAssignments(text, "__version__")).toEqual([
      { kind: "string", value: "0.0.0", quote: '"', line: 1, range: [15, 20] },
      { kind: "expression", expression: 'version("a")', line: 4, range: [64, 76] },
      {
        kind: "string",
        value: "1.0",
        quote: "'",
        line: 5,
        range: [text.lastIndexOf("1.0"), text.lastIndexOf("1.0") + 3],
      },
    ]);
  });

  it("rewrites every copy of the value in effect, even when the new value is longer", () => {
    const text = '__version__ = "1.4.2"\n__version__ = "0.0.0"\n__version__ = "1.4.2"  # again\n';
    expect(setPythonAssignment(text, "__version__", "1.10.0rc1", "p.py")).toBe(
      '__version__ = "1.10.0rc1"\n__version__ = "0.0.0"\n__version__ = "1.10.0rc1"  # again\n',
    );
    expect(setPythonAssignment(text, "__version__", "2", "p.py")).toBe(
      '__version__ = "2"\n__version__ = "0.0.0"\n__version__ = "2"  # again\n',
    );
  });

  it.each([
    ['v = "1"\n', "a\\b"],
    ['v = "1"\n', 'say "hi"'],
    ['v = "1"\n', "a\nb"],
    ['v = "1"\n', "a\rb"],
  ])("refuses to write %j into %j", (text, value) => {
    expect(() => setPythonAssignment(text, "v", value, "a.py")).toThrow(
      new VersionFileError(`a.py:1: cannot write ${JSON.stringify(value)} as v`),
    );
  });
});

describe("statementStarts", () => {
  it.each([
    ["", []],
    ["a\n", [0]],
    ["a\nb", [0, 2]],
    ["\uFEFFa\n  b\n\tc\n#d\n\ne", [1, 14]],
    ["f(\nx)\ny", [0, 6]],
    ['s = """\nx\n"""\ny', [0, 14]],
    ["a = \\\nb\nc", [0, 8]],
  ])("%j -> %j", (text, expected) => {
    expect([...statementStarts(text)]).toEqual(expected);
  });
});

describe("versions spelled as a tuple (DESIGN 5)", () => {
  const django =
    '"""A web framework."""\n\nfrom .utils.version import get_version\n\nVERSION = (5, 1, 4, "final", 0)\n\n__version__ = get_version(VERSION)\n';
  const joined =
    'version_info = (23, 0, 0)\n__version__ = ".".join([str(v) for v in version_info])  # the version\n';

  it.each([
    [django, "__version__", "5.1.4", "VERSION", 5],
    [joined, "__version__", "23.0.0", "version_info", 1],
    ["VERSION = (0, 12, 1)\n", "VERSION", "0.12.1", "VERSION", 1],
    [
      "__version__ = '.'.join(map(str, VERSION))\nVERSION = (2, 1, 0, 'beta', 3)\n",
      "__version__",
      "2.1.0b3",
      "VERSION",
      2,
    ],
    [
      "VERSION = (2, 1, 0, 'candidate', 1)\n__version__ = get_version(VERSION)\n",
      "__version__",
      "2.1.0rc1",
      "VERSION",
      1,
    ],
  ])("%j: %s is %s, from %s's tuple", (text, variable, value, source, line) => {
    expect(readPythonAssignment(text, variable)).toMatchObject({ kind: "tuple", value, source, line });
  });

  it("an attribute of another module, or a slice of the tuple, is not the tuple's version", () => {
    const attribute =
      'import importlib.metadata\nversion = (0, 1)\n__version__ = importlib.metadata.version("x")\n';
    expect(readPythonAssignment(attribute, "__version__")?.kind).toBe("expression");
    const slice = "VERSION = (2, 1, 0, 'beta', 3)\n__version__ = '.'.join(map(str, VERSION[:3]))\n";
    expect(readPythonAssignment(slice, "__version__")?.kind).toBe("expression");
  });

  it("an expression of no tuple, or of two, stays an expression", () => {
    expect(readPythonAssignment('__version__ = version("acme")\n', "__version__")?.kind).toBe("expression");
    expect(readPythonAssignment("A = (1, 2)\nB = (3, 4)\n__version__ = f(A, B)\n", "__version__")?.kind).toBe(
      "expression",
    );
    expect(readPythonAssignment("VERSION = (1,)\n__version__ = f(VERSION)\n", "__version__")?.kind).toBe(
      "expression",
    );
  });

  it("update writes only the tuple's numbers and level, in the file's own form", () => {
    expect(setPythonAssignment(django, "__version__", "5.1.5", "django/__init__.py")).toBe(
      django.replace('(5, 1, 4, "final", 0)', '(5, 1, 5, "final", 0)'),
    );
    expect(setPythonAssignment(django, "__version__", "5.2rc1", "django/__init__.py")).toBe(
      django.replace('(5, 1, 4, "final", 0)', '(5, 2, 0, "rc", 1)'),
    );
    expect(setPythonAssignment(django, "__version__", "6.0.0a1", "django/__init__.py")).toBe(
      django.replace('(5, 1, 4, "final", 0)', '(6, 0, 0, "alpha", 1)'),
    );
    expect(setPythonAssignment(joined, "__version__", "23.1.0", "gunicorn/__init__.py")).toBe(
      joined.replace("(23, 0, 0)", "(23, 1, 0)"),
    );
    expect(setPythonAssignment("VERSION = (0,12,1,)\n", "VERSION", "0.13", "v.py")).toBe(
      "VERSION = (0,13,0,)\n",
    );
  });

  it("a level without a number after it takes a pre-release numbered 0 only", () => {
    const levelOnly = 'VERSION = (1, 2, 0, "final")\n';
    expect(setPythonAssignment(levelOnly, "VERSION", "1.3.0rc0", "v.py")).toBe('VERSION = (1, 3, 0, "rc")\n');
    expect(() => setPythonAssignment(levelOnly, "VERSION", "1.3.0rc2", "v.py")).toThrow(
      "v.py:1: 1.3.0rc2 needs a pre-release number, and the version tuple there has no place for it after its level",
    );
  });

  it("a version the tuple cannot spell is one error line that names the file and why", () => {
    expect(() => setPythonAssignment(joined, "__version__", "23.1.0rc1", "gunicorn/__init__.py")).toThrow(
      "gunicorn/__init__.py:1: 23.1.0rc1 is a pre-release, and the version tuple there has no release level to spell it",
    );
    expect(() => setPythonAssignment(joined, "__version__", "23.1.0.dev0", "gunicorn/__init__.py")).toThrow(
      "gunicorn/__init__.py:1: 23.1.0.dev0 cannot be written in the version tuple there (it spells a release and an optional a/b/rc level only)",
    );
    expect(() => setPythonAssignment(joined, "__version__", "23.1.0.1", "gunicorn/__init__.py")).toThrow(
      "gunicorn/__init__.py:1: 23.1.0.1 has more numbers than the version tuple there (3)",
    );
  });
});
