import { describe, expect, it } from "vitest";
import { splitCommandLine } from "./command-line.ts";

describe("splitCommandLine", () => {
  it.each([
    ["python -m build", ["python", "-m", "build"]],
    ["  uv   build  ", ["uv", "build"]],
    ["twine upload 'dist/my file.whl'", ["twine", "upload", "dist/my file.whl"]],
    ['a "b c" d', ["a", "b c", "d"]],
    ['say "a \\"quoted\\" word"', ["say", 'a "quoted" word']],
    ["a\\ b c", ["a b", "c"]],
    ["x '' y", ["x", "", "y"]],
    ["a'b c'd", ["ab cd"]],
    ["--out-dir=dist", ["--out-dir=dist"]],
    ["make VERSION=1 a#b", ["make", "VERSION=1", "a#b"]],
  ])("%j -> %j", (text, words) => {
    expect(splitCommandLine(text)).toEqual({ words });
  });

  it.each([
    ["", "it is empty"],
    ["   ", "it is empty"],
    ["make build; rm -rf /", '";" would need a shell (give an argument list instead)'],
    ["echo $HOME", '"$" would need a shell (give an argument list instead)'],
    ["build | tee log", '"|" would need a shell (give an argument list instead)'],
    ["twine upload dist/*", '"*" would need a shell (give an argument list instead)'],
    ['echo "$(id)"', "$ inside double quotes would need a shell"],
    ["echo 'open", "a single quote is not closed"],
    ['echo "open', "a double quote is not closed"],
    ["trailing \\", "it ends with a lone backslash"],
    ["build # comment", '"#" would start a shell comment (give an argument list instead)'],
    ["FOO=bar make", '"FOO=bar" sets a variable, which needs a shell (set it in the environment instead)'],
  ])("refuses %j: %s", (text, problem) => {
    expect(splitCommandLine(text)).toEqual({ problem });
  });
});

// Plain test names: Stryker's per-test coverage did not count the it.each case titled with
// `echo "$(id)"` (%j of a string with `$(` and quotes) as reaching this branch, so its mutants
// survived; these cases stand alone under names without such characters.
describe("splitCommandLine inside double quotes", () => {
  it("refuses a dollar sign and a backquote, which a shell would expand", () => {
    expect(splitCommandLine('echo "$(id)"')).toEqual({
      problem: "$ inside double quotes would need a shell",
    });
    expect(splitCommandLine('echo "a`id`"')).toEqual({
      problem: "` inside double quotes would need a shell",
    });
  });

  it("takes an escaped quote, backslash, dollar or backquote as the character; other backslashes stay", () => {
    expect(splitCommandLine('x "\\"\\\\\\$\\`" "a\\b" "end\\"')).toEqual({
      problem: "a double quote is not closed",
    });
    expect(splitCommandLine('x "\\"\\\\\\$\\`" "a\\b"')).toEqual({ words: ["x", '"\\$`', "a\\b"] });
  });

  it("a backslash at the start of a word escapes the next character", () => {
    expect(splitCommandLine("\\#x \\$HOME")).toEqual({ words: ["#x", "$HOME"] });
  });
});
