import { describe, expect, it } from "vitest";
import { changedLines } from "../../test/fixtures/edits/line-diff.ts";
import { VersionFileError } from "../core/errors.ts";
import { assertWritten, readTomlValue, setTomlValue } from "./toml-key.ts";

const CARGO_LIKE = `# A file with the version in several places
[package]
name = "native-ext"
version = "0.3.0"   # the one to change

[tool."my.pkg"]
version = '0.3.0'

[tool.bumpversion]
current_version = "0.3.0"
parts = { version = "0.3.0" }

[[targets]]
version = "0.3.0"
`;

describe("readTomlValue", () => {
  it("reads any value at a dotted key", () => {
    expect(readTomlValue(CARGO_LIKE, "package.version", "Cargo.toml")).toBe("0.3.0");
    expect(readTomlValue(CARGO_LIKE, 'tool."my.pkg".version', "x.toml")).toBe("0.3.0");
    expect(readTomlValue(CARGO_LIKE, "tool.bumpversion.parts", "x.toml")).toEqual({ version: "0.3.0" });
    expect(readTomlValue(CARGO_LIKE, ["tool", "my.pkg", "version"], "x.toml")).toBe("0.3.0");
  });

  it("gives undefined for an absent key", () => {
    expect(readTomlValue(CARGO_LIKE, "package.missing", "x.toml")).toBeUndefined();
    expect(readTomlValue(CARGO_LIKE, "targets.version", "x.toml")).toBeUndefined();
  });

  it("rejects an invalid key", () => {
    expect(() => readTomlValue(CARGO_LIKE, "a = 1 #", "x.toml")).toThrow(
      new VersionFileError(
        'x.toml: "a = 1 #" is not a valid TOML key; expected a dotted key like tool.x.version',
      ),
    );
    expect(() => readTomlValue(CARGO_LIKE, "a..b", "x.toml")).toThrow("is not a valid TOML key");
  });
});

describe("setTomlValue", () => {
  it("changes only the value at the key", () => {
    const after = setTomlValue(CARGO_LIKE, "package.version", "0.4.0", "Cargo.toml");
    expect(changedLines(CARGO_LIKE, after)).toEqual([
      {
        line: 4,
        before: 'version = "0.3.0"   # the one to change',
        after: 'version = "0.4.0"   # the one to change',
      },
    ]);
  });

  it("handles quoted key parts, literal strings and inline tables", () => {
    expect(
      changedLines(CARGO_LIKE, setTomlValue(CARGO_LIKE, 'tool."my.pkg".version', "1.0", "x.toml")),
    ).toEqual([{ line: 7, before: "version = '0.3.0'", after: "version = '1.0'" }]);
    expect(
      changedLines(CARGO_LIKE, setTomlValue(CARGO_LIKE, "tool.bumpversion.parts.version", "1.0", "x")),
    ).toEqual([{ line: 11, before: 'parts = { version = "0.3.0" }', after: 'parts = { version = "1.0" }' }]);
  });

  it("keeps multi-line strings multi-line", () => {
    expect(setTomlValue('v = """\n1.0"""\n', "v", "2.0", "x.toml")).toBe('v = """\n2.0"""\n');
    expect(setTomlValue("v = '''1.0'''", "v", "2.0", "x.toml")).toBe("v = '''2.0'''");
  });

  it("escapes what a basic string needs and leaves a literal string only when it cannot hold the value", () => {
    expect(setTomlValue('v = "1"\n', "v", 'a"b\\c', "x.toml")).toBe('v = "a\\"b\\\\c"\n');
    expect(setTomlValue("v = '1'\n", "v", "it's", "x.toml")).toBe(`v = "it's"\n`);
    expect(readTomlValue(setTomlValue("v = '1'\n", "v", "it's", "x.toml"), "v", "x.toml")).toBe("it's");
  });

  it("names the file and key when the key is missing", () => {
    expect(() => setTomlValue(CARGO_LIKE, "package.release", "1", "Cargo.toml")).toThrow(
      new VersionFileError("Cargo.toml: no key package.release to hold the version"),
    );
  });

  it("names the place when the value is not a string", () => {
    expect(() => setTomlValue("[a]\nversion = 3\n", "a.version", "4", "v.toml")).toThrow(
      new VersionFileError("v.toml:2:11: a.version is an integer; expected a string"),
    );
    expect(() => setTomlValue(CARGO_LIKE, "tool.bumpversion.parts", "4", "v.toml")).toThrow(
      "v.toml:11:9: tool.bumpversion.parts is an inline table; expected a string",
    );
  });

  it("reports syntax errors with their position", () => {
    expect(() => setTomlValue('a = "1"\nb = [1, 2\n', "a", "2", "v.toml")).toThrow(
      /^v\.toml:\d+:\d+: invalid TOML: /,
    );
  });
});

describe("setTomlValue: the quoting of the new value", () => {
  it.each([
    // A multi-line string keeps its opening newline (CRLF too), and only that.
    ['v = """\r\n1.0"""\n', "2.0", 'v = """\r\n2.0"""\n'],
    ["v = '''\n1.0'''\n", "2.0", "v = '''\n2.0'''\n"],
    [`v = """a\n'''\nb"""\n`, "2.0", 'v = """2.0"""\n'],
    // A literal string stays literal while it can hold the value.
    ["v = 'x'\n", "a\tb c", "v = 'a\tb c'\n"],
    ["v = '''x'''\n", "it's", "v = '''it's'''\n"],
    ["v = '''x'''\n", "a'''b", `v = "a'''b"\n`],
    ["v = 'x'\n", "a\u0001b", 'v = "a\\u0001b"\n'],
    // Control characters are escaped in basic strings; spaces are not.
    ['v = "x"\n', "\u001b[1m", 'v = "\\u001B[1m"\n'],
    ['v = "x"\n', "a\u007fb", 'v = "a\\u007Fb"\n'],
    ['v = "x"\n', "a\nb", 'v = "a\\u000Ab"\n'],
    ['v = "x"\n', "a\tb c", 'v = "a\\u0009b c"\n'],
  ])("%j set to %j -> %j", (text, value, expected) => {
    const after = setTomlValue(text, "v", value, "x.toml");
    expect(after).toBe(expected);
    expect(readTomlValue(after, "v", "x.toml")).toBe(value);
  });
});

describe("assertWritten", () => {
  it("accepts an edit that holds the value", () => {
    expect(() => assertWritten('a = "2"\n', ["a"], "2", "f.toml")).not.toThrow();
  });

  it.each([
    ['a = "1"\n', ["a"]],
    ['a = "1"\n', ["b"]],
    ["a = 2\n", ["a"]],
  ])("refuses %j at %j", (text, path) => {
    expect(() => assertWritten(text, path, "2", "f.toml")).toThrow(
      new VersionFileError(`f.toml: rewriting ${path.join(".")} did not give "2"`),
    );
  });
});
