import { ParseError } from "toml-eslint-parser";
import { describe, expect, it } from "vitest";
import { VersionFileError } from "../core/errors.ts";
import {
  describeValue,
  findEntry,
  formatPath,
  hasTable,
  parseDottedKey,
  parseTomlDocument,
  valueAt,
} from "./toml-document.ts";

function parse(text: string) {
  return parseTomlDocument(text, "f.toml");
}

describe("parseTomlDocument: syntax errors say where and what was expected", () => {
  it.each([
    [
      "[project\n",
      'f.toml:2:1: invalid TOML: Unterminated table-key; expected a "]" closing the table header',
    ],
    ["a = [1, 2\n", 'f.toml:2:1: invalid TOML: Unterminated array; expected a "]" closing the array'],
    [
      "a = { b = 1\n",
      'f.toml:2:1: invalid TOML: Unterminated inline table; expected a "}" closing the inline table',
    ],
    ["[]\n", "f.toml:1:2: invalid TOML: Empty bare keys are not allowed; expected a key"],
    ["a = 1 b = 2\n", "f.toml:1:7: invalid TOML: Must be a newline; expected a newline after the value"],
    [
      "a = 01\n",
      "f.toml:1:5: invalid TOML: Leading zeros are not allowed; expected valid TOML (key = value, [table] or # comment)",
    ],
    ["a =", 'f.toml:1:4: invalid TOML: Unspecified values are invalid; expected a value after "="'],
    ["a =\n\n\n", 'f.toml:1:4: invalid TOML: Unspecified values are invalid; expected a value after "="'],
    ["x = 1\ny\n\n", 'f.toml:2:2: invalid TOML: Expected equal (=) token; expected an "=" after the key'],
  ])("%j", (text, message) => {
    expect(() => parse(text)).toThrow(new VersionFileError(message));
  });

  it("keeps the parser's error as the cause", () => {
    let caught: unknown;
    try {
      parse("a = [\n");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VersionFileError);
    expect((caught as Error).cause).toBeInstanceOf(ParseError);
  });
});

describe("parseTomlDocument: every key with its absolute path", () => {
  const text = [
    'title = "t"',
    '"quoted key" = "q"',
    "inline = { a = 1, b = { c = 2 } }",
    'list = [{ name = "x" }, { name = "y" }]',
    "[table]",
    'key = "k"',
    '"dotted.part".leaf = "l"',
    "[[array]]",
    "n = 1",
    "[[array]]",
    "n = 2",
  ].join("\n");
  const doc = parse(text);

  it("lists the paths, in file order", () => {
    expect(doc.entries.map((e) => e.path)).toEqual([
      ["title"],
      ["quoted key"],
      ["inline"],
      ["inline", "a"],
      ["inline", "b"],
      ["inline", "b", "c"],
      ["list"],
      ["list", 0, "name"],
      ["list", 1, "name"],
      ["table", "key"],
      ["table", "dotted.part", "leaf"],
      ["array", 0, "n"],
      ["array", 1, "n"],
    ]);
    expect(doc.tableHeaders).toEqual([["table"], ["array", 0], ["array", 1]]);
  });

  it("finds values by path", () => {
    expect(valueAt(doc, ["list", 1, "name"])).toBe("y");
    expect(valueAt(doc, ["quoted key"])).toBe("q");
    expect(valueAt(doc, ["table", "dotted.part", "leaf"])).toBe("l");
    expect(valueAt(doc, ["array", 1, "n"])).toBe(2);
    expect(valueAt(doc, ["array", 2, "n"])).toBeUndefined();
    expect(findEntry(doc, ["inline", "b"])?.path).toEqual(["inline", "b"]);
  });

  it.each<[string, (string | number)[], boolean]>([
    ["a table header", ["table"], true],
    ["an array of tables", ["array"], true],
    ["an inline table", ["inline"], true],
    ["a nested inline table", ["inline", "b"], true],
    ["a dotted key's table", ["table", "dotted.part"], true],
    ["an array of inline tables", ["list"], true],
    ["a plain value", ["title"], false],
    ["a value inside an inline table", ["inline", "a"], false],
    ["a missing table", ["tool"], false],
    ["a path through a value", ["title", "x"], false],
  ])("hasTable: %s", (_, path, expected) => {
    expect(hasTable(doc, path)).toBe(expected);
  });

  it("hasTable sees a table defined only by dotted keys, whatever else the file holds", () => {
    expect(hasTable(parse('title = "t"\nproject.name = "x"\n'), ["project"])).toBe(true);
    expect(hasTable(parse("[tool]\nhatch = 1\n"), ["tool", "hatch"])).toBe(false);
  });

  it("keeps the text as given, a byte order mark included", () => {
    expect(parse('\uFEFFa = "1"\n')).toMatchObject({ text: '\uFEFFa = "1"\n', file: "f.toml" });
  });
});

describe("describeValue", () => {
  it.each([
    ['"s"', "a string"],
    ["'s'", "a string"],
    ["1", "an integer"],
    ["1.5", "a float"],
    ["true", "a boolean"],
    ["1979-05-27", "a date or time"],
    ["1979-05-27T07:32:00Z", "a date or time"],
    ["[1]", "an array"],
    ["{ a = 1 }", "an inline table"],
  ])("%s is %s", (value, description) => {
    expect(describeValue(findEntry(parse(`v = ${value}\n`), ["v"])!.value)).toBe(description);
  });
});

describe("formatPath", () => {
  it.each<[(string | number)[], string]>([
    [["project", "version"], "project.version"],
    [["tool", "my.pkg", "version"], 'tool."my.pkg".version'],
    [["tool", "pkg.v1"], 'tool."pkg.v1"'],
    [["tool", "a b"], 'tool."a b"'],
    [["package", 3, "version"], "package[3].version"],
    [["snake_case", "kebab-case", "X9"], "snake_case.kebab-case.X9"],
  ])("%j -> %s", (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});

describe("parseDottedKey", () => {
  it.each([
    ["tool.poetry.version", ["tool", "poetry", "version"]],
    ['tool."my.pkg".version', ["tool", "my.pkg", "version"]],
    ['tool."a=b".version', ["tool", "a=b", "version"]],
    ['tool."a\\"#".version', ["tool", 'a"#', "version"]],
    ["tool.'a=b'.version", ["tool", "a=b", "version"]],
    ["tool.'[x]'.v", ["tool", "[x]", "v"]],
    [" tool . x ", ["tool", "x"]],
  ])("%j -> %j", (key, parts) => {
    expect(parseDottedKey(key, "f.toml")).toEqual(parts);
  });

  it.each(["a = 1", "a #", "[a]", "a\nb", "a.", "", "{a}", 'a."b'])("rejects %j", (key) => {
    expect(() => parseDottedKey(key, "f.toml")).toThrow(
      new VersionFileError(
        `f.toml: "${key}" is not a valid TOML key; expected a dotted key like tool.x.version`,
      ),
    );
  });
});
