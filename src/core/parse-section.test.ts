import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChangelogGroup, MAINTENANCE_ENTRY, parseSection, renderSection } from "./changelog.ts";

describe("parseSection: a section renderSection wrote, read back", () => {
  it("reads the version, the date and each group with its entries", () => {
    const text = renderSection("1.3.0", "2026-11-26", [
      { title: "Features", entries: ["- Add x", "- Add y"] },
      { title: "Bug Fixes", entries: ["- Correct z"] },
    ]);
    expect(parseSection(text)).toEqual({
      version: "1.3.0",
      date: "2026-11-26",
      groups: [
        { title: "Features", entries: ["- Add x", "- Add y"] },
        { title: "Bug Fixes", entries: ["- Correct z"] },
      ],
    });
  });

  it("joins a multi-line entry's indented lines to it, a blank line inside it kept as two spaces", () => {
    const text =
      "## [2.0.0] - 2026-01-02\n\n### Features\n\n- First line\n  second line\n  \n  after a blank\n- Next\n";
    expect(parseSection(text)?.groups).toEqual([
      { title: "Features", entries: ["- First line\n  second line\n  \n  after a blank", "- Next"] },
    ]);
  });

  it("reads Windows line ends as the others", () => {
    const text = "## [1.0.0] - 2026-01-02\r\n\r\n### Fixes\r\n\r\n- One\r\n  more\r\n";
    expect(parseSection(text)).toEqual({
      version: "1.0.0",
      date: "2026-01-02",
      groups: [{ title: "Fixes", entries: ["- One\n  more"] }],
    });
  });

  it("puts entries before any group heading in a group with no title", () => {
    const text = "## [1.0.0] - 2026-01-02\n\n- Loose entry\n  continued\n\n### Features\n\n- Add x\n";
    expect(parseSection(text)?.groups).toEqual([
      { title: "", entries: ["- Loose entry\n  continued"] },
      { title: "Features", entries: ["- Add x"] },
    ]);
  });

  it("reads an indented line with no entry before it as an entry of its own", () => {
    expect(parseSection("## [1.0.0] - 2026-01-02\n\n  indented\n")?.groups).toEqual([
      { title: "", entries: ["  indented"] },
    ]);
    expect(parseSection("## [1.0.0] - 2026-01-02\n\n### Features\n\n  indented\n- Add x\n")?.groups).toEqual([
      { title: "Features", entries: ["  indented", "- Add x"] },
    ]);
  });

  it("reads a release with no group (the maintenance line alone) as no groups", () => {
    const text = renderSection("1.0.1", "2026-01-02", []);
    expect(text).toContain(MAINTENANCE_ENTRY);
    expect(parseSection(text)).toEqual({ version: "1.0.1", date: "2026-01-02", groups: [] });
  });

  it("keeps the maintenance line when it is not alone, or stands under a heading", () => {
    const two = `## [1.0.1] - 2026-01-02\n\n${MAINTENANCE_ENTRY}\n- Other\n`;
    expect(parseSection(two)?.groups).toEqual([{ title: "", entries: [MAINTENANCE_ENTRY, "- Other"] }]);
    const titled = renderSection("1.0.1", "2026-01-02", [{ title: "Misc", entries: [MAINTENANCE_ENTRY] }]);
    expect(parseSection(titled)?.groups).toEqual([{ title: "Misc", entries: [MAINTENANCE_ENTRY] }]);
  });

  it("keeps a group heading with no entries", () => {
    expect(parseSection("## [1.0.0] - 2026-01-02\n\n### Empty\n\n### Features\n\n- Add x\n")?.groups).toEqual(
      [
        { title: "Empty", entries: [] },
        { title: "Features", entries: ["- Add x"] },
      ],
    );
  });

  it("is undefined for text that does not start with the heading renderSection writes", () => {
    expect(parseSection("")).toBeUndefined();
    expect(parseSection("# Changelog\n\n## [1.0.0] - 2026-01-02\n")).toBeUndefined();
    expect(parseSection("## 1.0.0 - 2026-01-02\n")).toBeUndefined();
    expect(parseSection("## [1.0.0] - \n")).toBeUndefined();
    expect(parseSection("## [1.0.0] - 2026-01-02 extra\n")).toBeUndefined();
    expect(parseSection("x## [1.0.0] - 2026-01-02\n")).toBeUndefined();
    expect(parseSection("## [] - 2026-01-02\n")).toBeUndefined();
  });

  it("reads back whatever renderSection writes (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,()-]{0,20}[A-Za-z0-9.)]$/);
    const entry = fc.array(word, { minLength: 1, maxLength: 3 }).map((lines) => `- ${lines.join("\n  ")}`);
    const group: fc.Arbitrary<ChangelogGroup> = fc.record({
      title: word,
      entries: fc.array(entry, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/),
        fc.array(group, { maxLength: 4 }),
        (version, groups) => {
          expect(parseSection(renderSection(version, "2026-11-26", groups))).toEqual({
            version,
            date: "2026-11-26",
            groups,
          });
        },
      ),
    );
  });
});
