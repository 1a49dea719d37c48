import { describe, expect, it } from "vitest";
import { afterFeat, untaggedText } from "./version-report.ts";

describe("afterFeat", () => {
  it.each([
    ["8.4.2", "8.5.0"],
    ["8.5.0.dev0", "8.5.0"],
    ["2.0.0rc1", "2.0.0"],
    ["2.0.1.dev3", "2.1.0"],
    ["1.4.0.post1", "1.5.0"],
    ["0.3.1", "0.4.0"],
  ])("%s -> %s", (base, next) => {
    expect(afterFeat(base, true)).toBe(next);
  });

  it("is undefined for no version", () => {
    expect(afterFeat("not a version", true)).toBeUndefined();
  });
});

describe("untaggedText", () => {
  it("gives the next release from the commits when there are some, else after a feat:", () => {
    const found = { version: "8.5.0.dev0", why: "a development version", afterFeat: "8.5.0" };
    expect(untaggedText({ ...found, next: undefined })).toBe(
      "the files carry 8.5.0.dev0, which has no tag (a development version); releaser will not release it; the next release will be 8.5.0 after a `feat:`",
    );
    expect(untaggedText({ ...found, next: "8.4.3" })).toBe(
      "the files carry 8.5.0.dev0, which has no tag (a development version); releaser will not release it; the next release will be 8.4.3 (from the commits since the last release)",
    );
    expect(untaggedText({ ...found, next: undefined, afterFeat: undefined })).toMatch(
      /the next release follows the next `feat:` or `fix:`$/,
    );
  });
});
