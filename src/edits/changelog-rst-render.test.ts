import { describe, expect, it } from "vitest";
import { type RstLayout, rstLayout } from "./changelog-rst-layout.ts";
import { adorn, renderRstSection, rstBullet, versionHeading } from "./changelog-rst-render.ts";

const layout = (over: Partial<RstLayout> = {}): RstLayout => ({
  ...rstLayout(""),
  version: { char: "-", over: false },
  group: { char: "~", over: false },
  ...over,
});
const groups = [
  { title: "Features", entries: ["- Add x", "- Add y"] },
  { title: "Bug Fixes", entries: ["- Fix z"] },
];

describe("adorn", () => {
  it("underlines a heading as long as its text, three characters at least", () => {
    expect(adorn("Features", { char: "~", over: false })).toBe("Features\n~~~~~~~~");
    expect(adorn("1.0", { char: "-", over: false })).toBe("1.0\n---");
    expect(adorn("A", { char: "-", over: false })).toBe("A\n---");
    expect(adorn("", { char: "=", over: false })).toBe("\n===");
  });

  it("overlines it too when the file's headings of that level are overlined", () => {
    expect(adorn("1.5.0", { char: "*", over: true })).toBe("*****\n1.5.0\n*****");
    expect(adorn("v1", { char: "#", over: true })).toBe("###\nv1\n###");
  });
});

describe("rstBullet", () => {
  it("writes the file's bullet, with continuation lines under the text", () => {
    expect(rstBullet("- First line\n  second line", "- ")).toBe("- First line\n  second line");
    expect(rstBullet("- First line\n  second line", "*   ")).toBe("*   First line\n    second line");
  });

  it("leaves blank lines blank and keeps indentation beyond the entry's own two spaces", () => {
    expect(rstBullet("- Intro:\n\n    indented\n  end", "* ")).toBe("* Intro:\n\n    indented\n  end");
  });

  it("takes off only the indentation at a continuation line's start", () => {
    expect(rstBullet("- First\nsecond  part", "- ")).toBe("- First\n  second  part");
  });

  it("takes an entry without a Markdown bullet as it is", () => {
    expect(rstBullet("Plain - text", "- ")).toBe("- Plain - text");
    expect(rstBullet("-Tight", "- ")).toBe("- -Tight");
  });

  it("writes each line as reST inline text", () => {
    expect(rstBullet("- Use `x` and *y*\n  then `z`", "- ")).toBe("- Use ``x`` and \\*y\\*\n  then ``z``");
  });
});

describe("renderRstSection", () => {
  it("writes the version heading, then each group's heading and bullets, ending with a newline", () => {
    expect(renderRstSection("1.5.0", "2026-11-25", groups, layout())).toBe(
      "1.5.0 (2026-11-25)\n------------------\n\nFeatures\n~~~~~~~~\n\n- Add x\n- Add y\n\nBug Fixes\n~~~~~~~~~\n\n- Fix z\n",
    );
  });

  it("writes bold group titles when the file's versions have no sub-headings", () => {
    expect(renderRstSection("1.5.0", "2026-11-25", groups, layout({ group: "bold", bullet: "* " }))).toBe(
      "1.5.0 (2026-11-25)\n------------------\n\n**Features**\n\n* Add x\n* Add y\n\n**Bug Fixes**\n\n* Fix z\n",
    );
  });

  it("writes a group without a title as bullets alone", () => {
    expect(renderRstSection("1.5.0", "2026-11-25", [{ title: "", entries: ["- Only"] }], layout())).toBe(
      "1.5.0 (2026-11-25)\n------------------\n\n- Only\n",
    );
  });

  it("shapes the heading like the file's, and dates the file's dated first line", () => {
    const flask = layout({ template: "Version 1.4.2", dateLine: "Released 2025-01-01, codename x" });
    expect(renderRstSection("1.5.0", "2026-11-25", groups.slice(1), flask)).toBe(
      "Version 1.5.0\n-------------\n\nReleased 2026-11-25, codename x\n\nBug Fixes\n~~~~~~~~~\n\n- Fix z\n",
    );
  });

  it("puts hand-written text after the heading and after the groups", () => {
    const hand = { intro: "A paragraph.", tail: "Deprecations\n~~~~~~~~~~~~\n\n- Old" };
    expect(renderRstSection("1.5.0", "2026-11-25", groups.slice(1), layout(), hand)).toBe(
      "1.5.0 (2026-11-25)\n------------------\n\nA paragraph.\n\nBug Fixes\n~~~~~~~~~\n\n- Fix z\n\nDeprecations\n~~~~~~~~~~~~\n\n- Old\n",
    );
  });

  it("writes the maintenance line for a release without groups, unless hand-written text says what it is", () => {
    expect(renderRstSection("1.5.1", "2026-11-25", [], layout())).toBe(
      "1.5.1 (2026-11-25)\n------------------\n\n- Maintenance release.\n",
    );
    expect(renderRstSection("1.5.1", "2026-11-25", [], layout(), { intro: "Notes.", tail: "" })).toBe(
      "1.5.1 (2026-11-25)\n------------------\n\nNotes.\n",
    );
    expect(
      renderRstSection("1.5.1", "2026-11-25", [], layout(), { intro: "", tail: "Other\n~~~~~\n\n- x" }),
    ).toBe("1.5.1 (2026-11-25)\n------------------\n\nOther\n~~~~~\n\n- x\n");
  });
});

describe("versionHeading", () => {
  it.each([
    ["Release v1.4.2", "Release v1.5.0"],
    ["V1.4.2", "V1.5.0"],
    ["(1.4.2)", "(1.5.0)"],
    ["[v1.4.2]", "[v1.5.0]"],
    ["1.4.2rc1 (2026-10-01)", "1.5.0 (2026-11-25)"],
    ["version1.4.2", "1.5.0 (2026-11-25)"],
    ["1.4 (2026-10-01)", "1.5.0 (2026-11-25)"],
    ["1.4.2 (2019)", "1.5.0 (2026-11-25)"],
    ["1.4.2 - Oct 2025", "1.5.0 (2026-11-25)"],
    ["1.4.2 - 1 oct", "1.5.0 (2026-11-25)"],
    ["1.4.2 - 2101", "1.5.0 - 2101"],
    ["1.4.2 (build 2099)", "1.5.0 (2026-11-25)"],
    ["10.4.2", "1.5.0"],
    ["1.4.2.dev1 (2026-10-01)", "1.5.0 (2026-11-25)"],
  ])("%j -> %j", (template, expected) => {
    expect(versionHeading(template, "1.5.0", "2026-11-25")).toBe(expected);
  });
});
