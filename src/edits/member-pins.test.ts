import { describe, expect, it } from "vitest";
import { findMemberPins, setMemberPins } from "./member-pins.ts";

const MEMBERS = new Set(["alpha-lib", "beta-lib"]);

const TEXT = `[project]
name = "gamma"
version = "1.0.0"
dependencies = [
  "Alpha_Lib==1.2.0",  # pinned on purpose
  "beta-lib>=0.3",
  "requests==2.32.0",
  'alpha-lib[cli] == 1.2.0 ; python_version >= "3.10"',
]

[project.optional-dependencies]
cli = ["beta-lib (==0.3.0)"]

[dependency-groups]
dev = ["alpha-lib==1.2.0", { include-group = "test" }]
test = ["alpha-lib==1.2.*"]
`;

describe("exact pins between workspace members", () => {
  it("finds each exact pin on a member, in dependencies, extras and groups", () => {
    expect(findMemberPins(TEXT, "pyproject.toml", MEMBERS)).toEqual([
      { name: "alpha-lib", version: "1.2.0", where: "project.dependencies" },
      { name: "alpha-lib", version: "1.2.0", where: "project.dependencies" },
      { name: "beta-lib", version: "0.3.0", where: "project.optional-dependencies.cli" },
      { name: "alpha-lib", version: "1.2.0", where: "dependency-groups.dev" },
    ]);
  });

  it("rewrites only the versions of the pins, keeping spelling, extras, markers and comments", () => {
    const after = setMemberPins(TEXT, "pyproject.toml", new Map([["alpha-lib", "1.3.0"]]));
    expect(after).toBe(
      TEXT.replace('"Alpha_Lib==1.2.0"', '"Alpha_Lib==1.3.0"')
        .replace("'alpha-lib[cli] == 1.2.0 ;", "'alpha-lib[cli] == 1.3.0 ;")
        .replace('dev = ["alpha-lib==1.2.0"', 'dev = ["alpha-lib==1.3.0"'),
    );
    expect(
      findMemberPins(after, "pyproject.toml", MEMBERS).filter((p) => p.name === "alpha-lib"),
    ).toHaveLength(3);
  });

  it("leaves the text alone when no pin moves", () => {
    expect(setMemberPins(TEXT, "pyproject.toml", new Map([["alpha-lib", "1.2.0"]]))).toBe(TEXT);
    expect(setMemberPins(TEXT, "pyproject.toml", new Map([["delta", "9.0.0"]]))).toBe(TEXT);
  });

  it.each([
    ["alpha-lib==1.2.*", []],
    ["alpha-lib===1.2.0", []],
    ["alpha-lib==1.2.0,<2", []],
    ["alpha-lib~=1.2.0", []],
    ["alpha-lib-extra==1.2.0", []],
    ["alpha.lib==1.2.0", ["1.2.0"]],
    ["  alpha-lib  ==  1.2.0rc1  ", ["1.2.0rc1"]],
  ])("%s pins %j", (requirement, versions) => {
    const text = `[project]\ndependencies = [${JSON.stringify(requirement)}]\n`;
    expect(findMemberPins(text, "pyproject.toml", MEMBERS).map((p) => p.version)).toEqual(versions);
  });
});
