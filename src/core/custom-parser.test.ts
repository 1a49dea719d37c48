import { setFlagsFromString } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableLinearRegExpFallback } from "../runtime/regexp-engine.ts";
import { compileCustomParser, findBacktrackingOnly } from "./custom-parser.ts";

const ENGINE_FLAGS = [
  "enable-experimental-regexp-engine",
  "enable-experimental-regexp-engine-on-excessive-backtracks",
];

// As the CLI and the Action do first: lets the compiler ask V8's linear engine about a pattern.
beforeAll(() => enableLinearRegExpFallback());
// V8 flags are global to the process, and the unit tests' worker runs other files after this one
// with the modules it loaded (vitest.config.ts: isolate false), regexp-engine.ts's own among them,
// which has turned the engine on once and will not again: leave the flags on, as it left them
// (a test below turns one off).
afterAll(() => {
  for (const flag of ENGINE_FLAGS) setFlagsFromString(`--${flag}`);
});

/** What a compiled parser reads from a subject: its type and description, or "no match". */
function read(pattern: string, subject: string): string {
  const groups = compileCustomParser(pattern).pattern.exec(subject)?.groups;
  return groups === undefined ? "no match" : `${groups.type}|${groups.description}`;
}

/** The error message compiling `pattern` gives, or "accepted". */
function refusal(pattern: string): string {
  try {
    compileCustomParser(pattern);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("compileCustomParser: Python syntax", () => {
  it.each([
    // [pattern, subject, what it reads]
    ["^(?P<type>\\w+): (?P<description>.+)$", "feat: add x", "feat|add x"],
    ["^(?<type>\\w+): (?<description>.+)$", "fix: y", "fix|y"],
    // \A and \Z are the start and the end of the subject.
    ["\\A(?P<type>\\w+) (?P<description>\\w+)\\Z", "fix y", "fix|y"],
    ["\\A(?P<type>\\w+) (?P<description>\\w+)\\Z", "fix y z", "no match"],
    ["\\A(?P<type>\\w+) (?P<description>\\w+)\\Z", " fix y", "no match"],
    // ... but inside a class they stay the letters A and Z.
    ["^(?<type>[\\A\\Z]+) (?<description>.+)$", "AZ x", "AZ|x"],
    ["^(?<type>[\\A\\Z]+) (?<description>.+)$", "b x", "no match"],
    // An escaped backslash does not escape what follows it.
    ["^(?<type>\\w+)\\\\A (?<description>.+)$", "fix\\A y", "fix|y"],
    // (?P< inside a class is no group.
    ["^[(?P<]*(?<type>\\w+) (?<description>.+)$", "(?P<feat y", "feat|y"],
    // Leading inline flags: i folds the case into the pattern, so the linear engine can run it.
    ["(?i)^(?P<type>feat) (?P<description>.+)$", "FeAt Y", "FeAt|Y"],
    ["(?is)^(?P<type>FEAT) (?P<description>.+)$", "feat a\nb", "feat|a\nb"],
    ["(?s)^(?P<type>feat) (?P<description>.+)$", "FEAT a", "no match"],
    ["^(?P<type>feat) (?P<description>.+)$", "feat a\nb", "no match"],
  ])("%j reads %j as %j", (pattern, subject, expected) => {
    expect(read(pattern, subject)).toBe(expected);
  });

  it.each([
    ["(?i)^(?<type>a) (?<description>b)$", ""],
    ["(?ii)^(?<type>a) (?<description>b)$", ""],
    ["(?ms)^(?<type>a) (?<description>b)$", "ms"],
    ["(?smm)^(?<type>a) (?<description>b)$", "ms"],
    ["(?imsua)^(?<type>a) (?<description>b)$", "ms"],
    ["(?u)^(?<type>a) (?<description>b)$", ""],
    ["^(?<type>a) (?<description>b)$", ""],
  ])("%j runs with the flags %j", (pattern, flags) => {
    expect(compileCustomParser(pattern).pattern.flags).toBe(flags);
  });

  it.each([
    [
      "^(?<type>\\w+",
      /^pattern "\^\(\?<type>\\\\w\+" is not a valid regular expression: .*Unterminated group/,
    ],
    ["^(?i)(?<type>\\w+) (?<description>.+)$", /is not a valid regular expression/], // flags only lead
    ["(?x)^(?<type>\\w+) (?<description>.+)$", /is not a valid regular expression/],
    ["^(?P=type(?<type>\\w+) (?<description>.+)$", /is not a valid regular expression/],
    ["^(?<type>\\w+) (?<description>.+)(?P=x", /is not a valid regular expression/], // no ")" at all
    ["^(?<type>\\w+) (?<description>.+)\\", /is not a valid regular expression/], // a lone backslash
  ])("refuses %j as invalid", (pattern, message) => {
    expect(refusal(pattern)).toMatch(message);
  });
});

describe("compileCustomParser: only patterns that run in linear time", () => {
  it.each([
    ["^(?<type>\\w+) \\1 (?<description>.+)$", "a back-reference (\\1)"],
    ["^(?<type>\\w+) (?P=type) (?<description>.+)$", "a back-reference (\\k<...>)"],
    ["^(?<type>\\w+) \\k<type> (?<description>.+)$", "a back-reference (\\k<...>)"],
    ["^(?<type>\\w+)(?=:): (?<description>.+)$", "a lookaround ((?=...)"],
    ["^(?<type>\\w+)(?!x): (?<description>.+)$", "a lookaround ((?!...)"],
    ["^(?<type>\\w+): (?<=: )(?<description>.+)$", "a lookaround ((?<=...)"],
    ["^(?<type>\\w+): (?<!x)(?<description>.+)$", "a lookaround ((?<!...)"],
  ])("refuses %j: it uses %s", (pattern, what) => {
    expect(refusal(pattern)).toBe(
      `pattern ${JSON.stringify(pattern)} uses ${what}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`,
    );
  });

  it("refuses a counted repeat too large for the linear engine", () => {
    const pattern = "^(?<type>\\w{0,40}): (?<description>.+)$";
    expect(refusal(pattern)).toBe(
      `pattern ${JSON.stringify(pattern)} cannot run in linear time (a counted repeat too large for the linear engine, e.g. {0,40}), so some commit subjects could make it run for hours; use * or + instead of large counts`,
    );
    expect(refusal("(?s)^(?<type>\\w{0,5}): (?<description>.{0,10})$")).toBe("accepted");
  });

  it("takes the pattern as it is where the linear engine is off (a library caller did not enable it)", () => {
    setFlagsFromString("--no-enable-experimental-regexp-engine");
    try {
      expect(refusal("^(?<type>\\w{0,40}): (?<description>.+)$")).toBe("accepted");
      expect(refusal("^(?<type>\\w+) \\1 (?<description>.+)$")).toMatch(/uses a back-reference/);
    } finally {
      enableLinearRegExpFallback();
    }
  });

  it.each([
    ["^(?<type>\\w+)\\(?=?(?<description>.+)$", "feat(=x", "feat|x"], // escaped parenthesis
    ["^(?<type>[(?=!<]+) (?<description>.+)$", "(?= x", "(?=|x"], // inside a class
    ["^(?<type>[\\1]?\\w+) (?<description>.+)$", "fix x", "fix|x"], // \1 in a class is no reference
    ["^(?:(?<type>\\w+)) (?<description>.+)$", "fix x", "fix|x"],
    ["^(?<type>\\w+)\\\\1 (?<description>.+)$", "fix\\1 x", "fix|x"], // an escaped backslash, then 1
    ["^(?<type>\\w+)\\s<(?<description>.+)>$", "fix <x>", "fix|x"], // an escape before "<"
    // After a class ends, Python syntax is translated again ...
    ["^[:](?P<type>\\w+) (?P<description>.+)\\Z", ":feat x", "feat|x"],
    // ... and inside it, it is not: this class holds the letter P.
    ["^(?<type>[a(?P<]+) (?<description>.+)$", "P x", "P|x"],
    // Inline flags count only at the very start.
    ["[(?s)](?<type>\\w+) (?<description>.+)", "sfix x", "fix|x"],
  ])("accepts %j", (pattern, subject, expected) => {
    expect(read(pattern, subject)).toBe(expected);
  });
});

describe("compileCustomParser: the named groups", () => {
  it.each([
    ["^(?<description>.+)$", "(?<type>...)"],
    ["^(?<type>\\w+)$", "(?<description>...)"],
    ["^(\\w+): (.+)$", "(?<type>...) and (?<description>...)"],
    ["^(?<Type>\\w+): (?<desc>.+)$", "(?<type>...) and (?<description>...)"],
  ])("refuses %j: it lacks %s", (pattern, names) => {
    expect(refusal(pattern)).toBe(`pattern ${JSON.stringify(pattern)} needs the named group ${names}`);
  });

  it("accepts groups that do not take part in every match", () => {
    const pattern = "^(?:(?<type>feat)|fix): (?<description>.+)$|^(?<scope>x)$";
    expect(refusal(pattern)).toBe("accepted");
    expect(read(pattern, "feat: y")).toBe("feat|y");
  });
});

describe("findBacktrackingOnly", () => {
  it.each([
    ["\\1", "a back-reference (\\1)"],
    ["a\\9", "a back-reference (\\9)"],
    ["\\k<name>", "a back-reference (\\k<...>)"],
    ["(?=a)", "a lookaround ((?=...)"],
    ["(?!a)", "a lookaround ((?!...)"],
    ["(?<=a)", "a lookaround ((?<=...)"],
    ["(?<!a)", "a lookaround ((?<!...)"],
    ["[\\]](?=x)", "a lookaround ((?=...)"],
    ["[a](?!x)\\1", "a lookaround ((?!...)"], // the first one found
    ["\\0", undefined],
    ["\\\\1", undefined],
    ["\\k", undefined],
    ["\\w<x>", undefined],
    ["a\\", undefined],
    ["\\kx", undefined],
    ["[\\1\\k<x>(?=]", undefined],
    ["[\\](?=]", undefined],
    ["\\(?=", undefined],
    ["(?<name>a)(?:b)", undefined],
    ["(a)?=", undefined],
    ["", undefined],
  ])("%j -> %s", (source, expected) => {
    expect(findBacktrackingOnly(source)).toBe(expected);
  });
});
