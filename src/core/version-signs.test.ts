import { describe, expect, it } from "vitest";
import { formatVersion, type Pep440Version, parseVersion } from "./version.ts";
import { directivesComing, isComingVersion, readDirective, type SignLine } from "./version-signs.ts";

const at = (text: string, path = "docs/a.md", line = 1): SignLine => ({ path, line, text });
const v = (text: string): Pep440Version => parseVersion(text) as Pep440Version;
const tagged = (...texts: string[]) => ({ tagged: texts.map(v) });

describe("readDirective", () => {
  it("reads Sphinx and MyST directives, the version made canonical", () => {
    const read = (text: string) => {
      const found = readDirective(at(text));
      return found && [found.spelled, formatVersion(found.version), found.words];
    };
    expect(read("   .. versionadded:: 1.0")).toEqual(["1.0", "1.0.0", ".. versionadded:: 1.0"]);
    expect(read(".. versionchanged:: 25.0.0")).toEqual(["25.0.0", "25.0.0", ".. versionchanged:: 25.0.0"]);
    expect(read("    .. deprecated:: 2.1")).toEqual(["2.1", "2.1.0", ".. deprecated:: 2.1"]);
    // scikit-build-core writes one colon in a docstring.
    expect(read("        .. versionadded: 1.0")).toEqual(["1.0", "1.0.0", ".. versionadded: 1.0"]);
    expect(read("```{versionadded} 1.0")).toEqual(["1.0", "1.0.0", "{versionadded} 1.0"]);
    expect(read(":::{versionchanged} v0.11.2")).toEqual(["0.11.2", "0.11.2", "{versionchanged} v0.11.2"]);
    expect(read("{deprecated}`3.2`")).toEqual(["3.2", "3.2.0", "{deprecated}`3.2"]);
  });

  it("reads nothing from mentions that are no directive, or a version of one number", () => {
    expect(readDirective(at("The versionadded directive says when."))).toBeUndefined();
    expect(readDirective(at(".. versionadded:: next"))).toBeUndefined();
    expect(readDirective(at(".. versionadded:: 2"))).toBeUndefined();
    expect(readDirective(at("versionchanged 1.0 in the text"))).toBeUndefined();
  });
});

describe("isComingVersion", () => {
  it("is above every release, untagged, and no further than the next major", () => {
    const released = tagged("0.11.0", "0.12.2", "1.0.0rc1");
    expect(isComingVersion(v("1.0.0"), released)).toBe(true);
    expect(isComingVersion(v("0.13.0"), released)).toBe(true);
    expect(isComingVersion(v("0.12.2"), released)).toBe(false); // already released
    expect(isComingVersion(v("0.11.5"), released)).toBe(false); // below the last release
    expect(isComingVersion(v("1.0.0rc1"), released)).toBe(false); // tagged
    expect(isComingVersion(v("1.1.0"), released)).toBe(false); // beyond the next major
    expect(isComingVersion(v("2.14.0"), tagged("1.7.0"))).toBe(false);
    expect(isComingVersion(v("1.0.0"), tagged())).toBe(false); // nothing released: nothing to weigh
  });

  it("on a maintenance branch, stays in its line and weighs its releases only", () => {
    const released = { tagged: [v("5.6.2"), v("5.7.0")], line: [5, 6] };
    expect(isComingVersion(v("5.6.3"), released)).toBe(true);
    expect(isComingVersion(v("5.7.0"), released)).toBe(false);
    expect(isComingVersion(v("5.8.0"), released)).toBe(false);
  });
});

describe("directivesComing", () => {
  it("is the lowest coming version the directives name, its first line, and how many name it", () => {
    const lines = [
      at("```{versionadded} 1.0", "docs/configuration/dynamic.md", 18),
      at(".. versionadded:: 0.12.0", "src/a.py", 3), // released
      at(".. versionchanged:: 1.0", "src/a.py", 40),
      at(".. versionadded:: 1.1", "src/b.py", 7), // beyond the next major
      at("```{versionadded} 1.0.0", "docs/x.md", 2),
    ];
    const found = directivesComing(lines, tagged("0.12.0", "0.12.2"));
    expect(found?.count).toBe(3);
    expect(found?.sign).toMatchObject({
      spelled: "1.0",
      words: "{versionadded} 1.0",
      path: "docs/configuration/dynamic.md",
      line: 18,
    });
    expect(directivesComing(lines.slice(1, 2), tagged("0.12.0"))).toBeUndefined();
  });
});
