import { describe, expect, it } from "vitest";
import { kindLevel, kindsBump } from "./changelog-kinds.ts";

describe("kindLevel", () => {
  it.each([
    ["Breaking Changes", "major"],
    ["Removed", "major"],
    ["Changed", "major"],
    ["Added", "minor"],
    ["New Features", "minor"],
    ["Features", "minor"],
    ["Enhancements", "minor"],
    ["Deprecated", "minor"],
    ["Fixed", "patch"],
    ["Bug Fixes", "patch"],
    ["Bugfixes", "patch"],
    ["Security", "patch"],
    ["🐛 Bug fixes:", "patch"],
    ["Documentation", "none"],
    ["Internal changes", "none"],
  ])("%s -> %s", (title, level) => {
    expect(kindLevel(title)).toBe(level);
  });
});

describe("kindsBump", () => {
  it("is the highest level, with the headings that name a kind as written", () => {
    expect(kindsBump(["New Features", "Documentation", "Bug Fixes"])).toEqual({
      bump: "minor",
      kinds: ["New Features", "Bug Fixes"],
    });
    expect(kindsBump(["Fixed", "Security"])).toEqual({ bump: "patch", kinds: ["Fixed", "Security"] });
    expect(kindsBump(["Added", "Removed"])).toEqual({ bump: "major", kinds: ["Added", "Removed"] });
    expect(kindsBump(["Documentation"])).toEqual({ bump: "none", kinds: [] });
    expect(kindsBump([])).toEqual({ bump: "none", kinds: [] });
  });
});
