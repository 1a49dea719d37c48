import { describe, expect, it } from "vitest";
import { mesonSubdirs, pyprojectPackages } from "./listed-packages.ts";

describe("mesonSubdirs", () => {
  it("reads the folders meson.build enters, comments skipped", () => {
    const text = [
      "project('dist-name', 'c', version: run_command('pkg/_build/version.py', check: true).stdout().strip())",
      "# subdir('old')",
      "subdir('pkg')",
      "subdir( 'tools' )  # helpers",
      "",
    ].join("\n");
    expect(mesonSubdirs(text)).toEqual(["pkg", "tools"]);
  });

  it("finds none in a file without subdir()", () => {
    expect(mesonSubdirs("project('x', 'c', version: '1.0')\n")).toEqual([]);
  });
});

describe("pyprojectPackages", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      "setuptools packages, under src/ or the root",
      { tool: { setuptools: { packages: ["pkg", "pkg.sub"] } } },
      ["src/pkg", "pkg"],
    ],
    [
      "setuptools packages with find's where",
      { tool: { setuptools: { packages: { find: { where: ["lib"] } } } } },
      [],
    ],
    [
      "hatch's wheel packages",
      { tool: { hatch: { build: { targets: { wheel: { packages: ["src/imp"] } } } } } },
      ["src/imp"],
    ],
    [
      "poetry's include and from",
      { tool: { poetry: { packages: [{ include: "imp", from: "src" }, { include: "x*" }] } } },
      ["src/imp"],
    ],
    ["flit's module", { tool: { flit: { module: { name: "imp" } } } }, ["src/imp", "imp"]],
    ["nothing listed", { project: { name: "dist-name" } }, []],
  ])("%s", (_, data, expected) => {
    expect(pyprojectPackages(data)).toEqual(expected);
  });
});
