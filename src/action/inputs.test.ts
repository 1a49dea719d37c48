import { describe, expect, it } from "vitest";
import { cliArgv, readInputs, splitArgs } from "./inputs.ts";

describe("readInputs", () => {
  it("reads INPUT_<NAME> with the hyphen kept, as the runner sets them", () => {
    const inputs = readInputs({
      INPUT_COMMAND: "check-pr",
      "INPUT_REQUIRE-SCOPE": "true",
      INPUT_TYPES: "feat, fix\ndocs",
      "INPUT_GITHUB-TOKEN": " ghs_x ",
      "INPUT_WORKING-DIRECTORY": "packages/a",
      INPUT_ARGS: "--strict",
    });
    expect(inputs).toEqual({
      command: ["check-pr"],
      requireScope: true,
      types: "feat,fix,docs",
      githubToken: "ghs_x",
      workingDirectory: "packages/a",
      args: ["--strict"],
    });
  });

  it("has the defaults of action.yml when inputs are missing or empty", () => {
    expect(readInputs({ INPUT_COMMAND: "" })).toEqual({
      command: ["check"],
      requireScope: false,
      types: "",
      githubToken: "",
      workingDirectory: ".",
      args: [],
    });
  });

  it.each(["True", "TRUE", "true"])("takes %s as true", (value) => {
    expect(readInputs({ "INPUT_REQUIRE-SCOPE": value }).requireScope).toBe(true);
  });

  it("rejects a boolean input that is not a YAML boolean", () => {
    expect(() => readInputs({ "INPUT_REQUIRE-SCOPE": "yes" })).toThrow(
      `input "require-scope" must be 'true' or 'false', not "yes"`,
    );
  });
});

describe("splitArgs", () => {
  it.each<[string, string[]]>([
    ["", []],
    ["  --bump   minor ", ["--bump", "minor"]],
    ["--title 'feat(api): add x' --strict", ["--title", "feat(api): add x", "--strict"]],
    ['--title "it\'s fine"', ["--title", "it's fine"]],
    ["--title ''", ["--title", ""]],
    ["a'b c'd", ["ab cd"]],
    ["--a\n--b\t--c", ["--a", "--b", "--c"]],
  ])("%j", (text, args) => {
    expect(splitArgs(text)).toEqual(args);
  });

  it("rejects an unclosed quote", () => {
    expect(() => splitArgs("--title 'feat: x")).toThrow(`input "args" has an unclosed ' quote`);
  });
});

describe("cliArgv", () => {
  const base = readInputs({});

  it("asks for JSON and passes the title options to the title commands only", () => {
    expect(cliArgv({ ...base, command: ["check-pr"], requireScope: true, types: "feat,fix" })).toEqual([
      "--json",
      "check-pr",
      "--require-scope",
      "--types",
      "feat,fix",
    ]);
    expect(
      cliArgv({ ...base, command: ["check"], requireScope: true, types: "feat", args: ["--bump", "minor"] }),
    ).toEqual(["--json", "check", "--bump", "minor"]);
    expect(cliArgv({ ...base, command: ["check-commit"], args: [".git/COMMIT_EDITMSG"] })).toEqual([
      "--json",
      "check-commit",
      ".git/COMMIT_EDITMSG",
    ]);
  });
});
