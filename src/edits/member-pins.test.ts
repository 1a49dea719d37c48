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

describe("exact pins: which lists are read", () => {
  const OTHERS = `[project]
name = "gamma"
dependencies = ["beta-lib>=1", 7]
requires = ["alpha-lib==1.0.0"]
alpha-lib = "==1.0.0"

[project.optional-dependencies]
cli = ["alpha-lib==1.1.0"]
extra = { nested = ["alpha-lib==9.0.0"] }

[project.urls]
dependencies = ["alpha-lib==9.1.0"]

[tool.uv]
dev-dependencies = ["alpha-lib==9.2.0"]
dependencies = ["alpha-lib==9.3.0"]

[dependency-groups]
dev = ["alpha-lib==1.3.0"]
nested = { deeper = ["alpha-lib==9.4.0"] }

[tool.other]
dependency-groups = { dev = ["alpha-lib==9.5.0"] }
optional-dependencies = { cli = ["alpha-lib==9.6.0"] }
`;

  it("reads only project.dependencies, project.optional-dependencies.* and dependency-groups.*", () => {
    expect(findMemberPins(OTHERS, "pyproject.toml", MEMBERS)).toEqual([
      { name: "alpha-lib", version: "1.1.0", where: "project.optional-dependencies.cli" },
      { name: "alpha-lib", version: "1.3.0", where: "dependency-groups.dev" },
    ]);
  });

  it("rewrites only the pins in those lists", () => {
    expect(setMemberPins(OTHERS, "pyproject.toml", new Map([["alpha-lib", "2.0.0"]]))).toBe(
      OTHERS.replace('cli = ["alpha-lib==1.1.0"]', 'cli = ["alpha-lib==2.0.0"]').replace(
        'dev = ["alpha-lib==1.3.0"]',
        'dev = ["alpha-lib==2.0.0"]',
      ),
    );
  });

  it("leaves a non-string element and a requirement without a pin alone", () => {
    const text = '[project]\ndependencies = [1, "beta-lib", "beta-lib>=0.3", "beta-lib==0.3.0"]\n';
    expect(findMemberPins(text, "pyproject.toml", MEMBERS)).toEqual([
      { name: "beta-lib", version: "0.3.0", where: "project.dependencies" },
    ]);
    expect(setMemberPins(text, "pyproject.toml", new Map([["beta-lib", "0.4.0"]]))).toBe(
      text.replace("beta-lib==0.3.0", "beta-lib==0.4.0"),
    );
  });

  it("finds pins on the named members only, by their normalised names", () => {
    const text = '[project]\ndependencies = ["Beta.Lib==0.3.0", "delta==1.0.0"]\n';
    expect(findMemberPins(text, "pyproject.toml", new Set(["beta-lib"]))).toEqual([
      { name: "beta-lib", version: "0.3.0", where: "project.dependencies" },
    ]);
    expect(findMemberPins(text, "pyproject.toml", new Set())).toEqual([]);
    expect(setMemberPins(text, "pyproject.toml", new Map([["delta", "2.0.0"]]))).toBe(
      text.replace("delta==1.0.0", "delta==2.0.0"),
    );
  });

  it("keeps what follows the version: a closing parenthesis, spaces and a marker", () => {
    const text =
      '[project]\ndependencies = ["alpha-lib (== 1.2.0 ) ; os_name == \'nt\'", "beta-lib[x,y]==0.3.0"]\n';
    expect(
      setMemberPins(
        text,
        "pyproject.toml",
        new Map([
          ["alpha-lib", "1.10.0"],
          ["beta-lib", "0.4"],
        ]),
      ),
    ).toBe(
      '[project]\ndependencies = ["alpha-lib (== 1.10.0 ) ; os_name == \'nt\'", "beta-lib[x,y]==0.4"]\n',
    );
  });

  it("rewrites a pin in a multi-line array without touching the lines around it", () => {
    const text =
      '[dependency-groups]\ntest = [\n  # the lib\n  "alpha-lib==1.2.0",  # exact\n  "pytest",\n]\n';
    expect(setMemberPins(text, "pyproject.toml", new Map([["alpha-lib", "1.3.0"]]))).toBe(
      text.replace("1.2.0", "1.3.0"),
    );
  });
});

describe("exact pins: the shape of the path", () => {
  it("reads a dependencies list only in [project] itself, and optional-dependencies only there", () => {
    const text = `[tool]
dependencies = ["alpha-lib==9.0.0"]

[tool.optional-dependencies]
cli = ["alpha-lib==9.1.0"]
`;
    expect(findMemberPins(text, "pyproject.toml", MEMBERS)).toEqual([]);
    expect(setMemberPins(text, "pyproject.toml", new Map([["alpha-lib", "2.0.0"]]))).toBe(text);
  });

  it("does not read a list nested below project.dependencies", () => {
    const text = '[project.dependencies]\nextra = ["alpha-lib==9.0.0"]\n';
    expect(findMemberPins(text, "pyproject.toml", MEMBERS)).toEqual([]);
    expect(setMemberPins(text, "pyproject.toml", new Map([["alpha-lib", "2.0.0"]]))).toBe(text);
  });

  it("leaves a pin that has the version already exactly as it is spelt, escapes included", () => {
    const text = '[project]\ndependencies = ["alpha\\u002Dlib==1.2.0", "beta-lib==0.3.0"]\n';
    expect(setMemberPins(text, "pyproject.toml", new Map([["alpha-lib", "1.2.0"]]))).toBe(text);
    expect(
      setMemberPins(
        text,
        "pyproject.toml",
        new Map([
          ["alpha-lib", "1.2.0"],
          ["beta-lib", "0.4.0"],
        ]),
      ),
    ).toBe(text.replace("0.3.0", "0.4.0"));
  });
});
