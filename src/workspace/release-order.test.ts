import { describe, expect, it } from "vitest";
import { releaseOrder, requiredNames } from "./release-order.ts";

interface P {
  name: string;
  requires: string[];
}
const order = (packages: P[]) =>
  releaseOrder(
    packages,
    (p) => new Set(p.requires),
    (p) => p.name,
  ).map((p) => p.name);

describe("releaseOrder", () => {
  it("keeps the workspace's order when no package requires another", () => {
    expect(
      order([
        { name: "b", requires: ["requests"] },
        { name: "a", requires: [] },
      ]),
    ).toEqual(["b", "a"]);
  });

  it("puts a package after the packages it requires, however deep", () => {
    expect(
      order([
        { name: "app", requires: ["mid", "requests"] },
        { name: "mid", requires: ["core"] },
        { name: "other", requires: [] },
        { name: "core", requires: [] },
      ]),
    ).toEqual(["other", "core", "mid", "app"]);
  });

  it("a circle keeps the workspace's order for the packages in it; a package requiring itself is no circle", () => {
    expect(
      order([
        { name: "a", requires: ["b"] },
        { name: "b", requires: ["a"] },
        { name: "c", requires: ["c"] },
      ]),
    ).toEqual(["c", "a", "b"]);
  });

  it("a requirement of a package that is not released in this run does not hold anything back", () => {
    expect(order([{ name: "app", requires: ["lib"] }])).toEqual(["app"]);
  });
});

describe("requiredNames", () => {
  it("reads dependencies and every extra, names normalised, versions, extras and markers dropped", () => {
    const names = requiredNames({
      project: {
        dependencies: ["Alpha_Lib[extra]>=1.2", "requests ; python_version < '3.9'", "beta.lib==0.3.0"],
        "optional-dependencies": { cli: ["Click"], all: ["gamma~=2.0"] },
      },
    });
    expect([...names].sort()).toEqual(["alpha-lib", "beta-lib", "click", "gamma", "requests"]);
  });

  it("is empty without a project, and skips what is not a list of strings", () => {
    expect(requiredNames(undefined)).toEqual(new Set());
    expect(requiredNames({ tool: {} })).toEqual(new Set());
    expect(
      requiredNames({ project: { dependencies: "alpha", "optional-dependencies": { x: [1, "ok"] } } }),
    ).toEqual(new Set(["ok"]));
  });
});
