import { describe, expect, it } from "vitest";
import { changelogHeadingOf, headingAmong } from "./replay-release.ts";

const diff = (...lines: string[]) =>
  ["--- a/docs/about/changelog.md", "+++ b/docs/about/changelog.md", "@@ -1,5 +1,9 @@", ...lines].join("\n");

describe("changelogHeadingOf (releaser's side of the changelog comparison)", () => {
  it("is the added heading that carries the version, not an entry that quotes it", () => {
    const added = diff(
      " # Changelog",
      " ",
      "+## Version 1.0.3",
      "+",
      "+- Fill in the 1.0.3 changelog (#1508)",
    );
    expect(changelogHeadingOf(added, "1.0.3")).toBe("## Version 1.0.3");
  });

  it("is the section's kept heading when releaser replaced the section where it stands", () => {
    const replaced = diff(" ## Version 1.0.3", " ", "+- Fill in the 1.0.3 changelog (#1508)", "+- Fix a");
    expect(changelogHeadingOf(replaced, "1.0.3")).toBe("## Version 1.0.3");
  });

  it("is nothing when only entries carry the version", () => {
    expect(
      changelogHeadingOf(diff(" intro", "+- Prepare changelog for 1.0.2 (#1496)"), "1.0.2"),
    ).toBeUndefined();
  });

  it("leaves the project's side its bullets (`- :release:` entries head a release there)", () => {
    expect(headingAmong(["- :release:`3.5.1 <2025-02-03>`"])).toBe("- :release:`3.5.1 <2025-02-03>`");
  });
});
