import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatEntry } from "../core/changelog.ts";
import { toRstInline } from "./changelog-rst-inline.ts";
import { rstBullet } from "./changelog-rst-render.ts";

const bullet = (description: string) => rstBullet(formatEntry(description), "- ");

describe("toRstInline", () => {
  it.each([
    // Markdown code spans become literals; reST roles and ``literals`` stay as written.
    ["raise :exc:`TypeError` on bad input", "Raise :exc:`TypeError` on bad input"],
    ["call :py:func:`flask.g` and `x`:func:", "Call :py:func:`flask.g` and `x`:func:"],
    ["add `x` and ``y``", "Add ``x`` and ``y``"],
    ["`*args`, `**kwargs`", "``*args``, ``**kwargs``"],
    // What reST would misread is escaped.
    ["accept *args in the wrapper", "Accept \\*args in the wrapper"],
    ["support the foo_ option", "Support the foo\\_ option"],
    ["see https://example.com/a_b_ for details", "See https://example.com/a_b\\_ for details"],
    ["__init__ and _private and a_b", "__init\\_\\_ and _private and a_b"],
    ["a | b |sub|", "A \\| b \\|sub\\|"],
    ["handle `|` and `` ` ``", "Handle ``|`` and \\`"],
    ["a trailing `", "A trailing \\`"],
    ["see this::", "See this:\\:"],
    ["path C:\\temp", "Path C:\\\\temp"],
    // A literal against a letter gets an escaped space, so reST sees where it starts and ends.
    ["use `x`s", "Use ``x``\\ s"],
  ])("%s", (description, expected) => {
    expect(bullet(description)).toBe(`- ${expected}`);
  });

  it.each([
    [".. comment", "\\.. comment"],
    [":sparkles: x", "\\:sparkles: x"],
    ["--force works", "\\--force works"],
    ["- item", "\\- item"],
    ["A. Einstein", "A\\. Einstein"],
    ["1) thing", "1\\) thing"],
    ["(a) thing", "\\(a) thing"],
    [">>> doctest", "\\>>> doctest"],
    ["~~~~", "\\~~~~"],
    [":exc:`E` is raised", ":exc:`E` is raised"],
  ])("escapes the block start of %s", (line, expected) => {
    expect(toRstInline(line)).toBe(expected);
  });

  const docutils = spawnSync("python3", ["-c", "import docutils"]).status === 0;
  it.skipIf(!docutils)("gives text docutils reads without a warning, with the same words", () => {
    const descriptions = [
      "fix: raise :strong:`TypeError` on bad input",
      "accept *args in the wrapper and **kwargs",
      "support the foo_ option; see https://example.com/a_b_",
      "handle `|` and `` ` `` and a lone ` tick",
      "A. Einstein, `x`s, __init__, [1]_, C:\\temp, this::",
      ".. not a comment",
      "multi\nline with - bullet\n\n- and a list\n====",
    ];
    const text = descriptions.map(bullet).join("\n\n");
    const script = [
      "import sys, io, docutils.core",
      "err = io.StringIO()",
      "tree = docutils.core.publish_doctree(sys.stdin.read(), settings_overrides={'report_level': 1, 'halt_level': 5, 'warning_stream': err})",
      "print(err.getvalue() or tree.astext())",
    ].join("\n");
    const result = spawnSync("python3", ["-c", script], { input: text, encoding: "utf8" });
    expect(result.stdout).toBe(
      [
        "Fix: raise TypeError on bad input",
        "Accept *args in the wrapper and **kwargs",
        "Support the foo_ option; see https://example.com/a_b_",
        "Handle | and ` and a lone ` tick",
        "A. Einstein, xs, __init__, [1]_, C:\\temp, this::",
        ".. not a comment",
        "Multi\nline with - bullet\n\n- and a list\n====\n",
      ].join("\n\n"),
    );
  });
});

describe("toRstInline, more shapes", () => {
  it.each([
    // A role is a role only after a non-word character and before a one-backtick span.
    ["see a:func:`x`", "see a:func:``x``"],
    ["see :func:`` x ``", "see :func:``x``"],
    ["see :func:`x", "see :func:\\`x"],
    ["see :py:class:`A`", "see :py:class:`A`"],
    ["see :a-b.c+d:`A` and :x::y:`B`", "see :a-b.c+d:`A` and :x:\\:y:``B``"],
    // The role after the text: one backtick, and the role ends there.
    ["`x`:func: here", "`x`:func: here"],
    ["`` x ``:func:", "``x``:func:"],
    ["`x`:func:y", "``x``:func:y"],
    ["`x`:func:`", "``x``:func:\\`"],
    // Code spans: closed by a run as long as the opening one; one space trimmed from each side.
    ["a ``b", "a \\`\\`b"],
    ["`a``b`", "a\\`\\`b"],
    ["``a`b``", "``a`b``"],
    ["` a `", "``a``"],
    ["`  ab  `", " ab "],
    ["` a`", " a"],
    ["`   `", "   "],
    ["`` `'\" ``", "\\`'\""],
    ["`a` `b`", "``a`` ``b``"],
    // A literal against a word gets escaped spaces.
    ["a`x`b", "a\\ ``x``\\ b"],
    ["(`x`)", "(``x``)"],
    // Backslashes, emphasis, substitutions, references, literal block markers.
    ["a \\* b \\a c \\", "a \\* b \\\\a c \\\\"],
    ["a__ b _x a_b", "a\\_\\_ b _x a_b"],
    ["x::: y", "x:\\:: y"],
  ])("%j", (line, expected) => {
    expect(toRstInline(line)).toBe(expected);
  });

  it.each([
    ["..x", "..x"],
    ["..", "\\.."],
    ["-x", "-x"],
    ["->", "->"],
    ["-", "\\-"],
    ["+ x", "\\+ x"],
    ["> quote", "\\> quote"],
    [">> x", ">> x"],
    ["::x", ":\\:x"],
    [":func:`x` then", ":func:`x` then"],
    [":func:`x", "\\:func:\\`x"],
    ["1. x", "1\\. x"],
    ["1.", "1\\."],
    ["1.x", "1.x"],
    ["12) x", "12\\) x"],
    ["(1) x", "\\(1) x"],
    ["#. x", "#\\. x"],
    ["iv) x", "iv\\) x"],
    ["IV. x", "IV\\. x"],
    ["ab. x", "ab. x"],
    ["(a x", "(a x"],
    ["====", "\\===="],
    ["~~~~  ", "\\~~~~  "],
    ["===", "==="],
    ["=-=-", "=-=-"],
    ["==== x", "==== x"],
  ])("escapes the block start of %j as needed", (line, expected) => {
    expect(toRstInline(line)).toBe(expected);
  });
});

describe("toRstInline: code spans at their edges", () => {
  it.each([
    // An unclosed run of backticks is escaped whole, even when a shorter one closes later.
    ["``b`", "\\`\\`b\\`"],
    ["`a` ``b`", "``a`` \\`\\`b\\`"],
    // One space is trimmed from each side only when there is one on both sides.
    ["` a b `", "``a b``"],
    ["` a b`", " a b"],
    ["`a b `", "a b "],
    ["`a `", "a "],
    // Spaces inside a literal are no edge: it stays a literal.
    ["use `a b` here", "use ``a b`` here"],
    ["`x = 1`", "``x = 1``"],
  ])("%j", (line, expected) => {
    expect(toRstInline(line)).toBe(expected);
  });

  it.each([
    ["see .. here", "see .. here"],
    ["a ..", "a .."],
  ])("escapes no %j that is not at the margin", (line, expected) => {
    expect(toRstInline(line)).toBe(expected);
  });
});
