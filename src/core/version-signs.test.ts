import { describe, expect, it } from "vitest";
import { formatVersion, type Pep440Version, parseVersion } from "./version.ts";
import {
  directivesComing,
  isComingVersion,
  readDirective,
  readRemovalPromise,
  removalsCarriedOut,
  type SignLine,
} from "./version-signs.ts";

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

  it("reads nothing from a pre-, post-, dev- or local release, or a line: no final release is named", () => {
    for (const version of [
      "1.0rc1",
      "1.0a1",
      "2.0.dev0",
      "1.0.0.post1",
      "1.0+local",
      "1.0-1",
      "1.0.x",
      "1!2.0",
    ])
      expect(readDirective(at(`.. versionadded:: ${version}`)), version).toBeUndefined();
    expect(readDirective(at("```{versionadded} 0.13.0a1"))).toBeUndefined();
    expect(readRemovalPromise(at("It will be removed in 2.0rc1."))).toBeUndefined();
    expect(readRemovalPromise(at("It will be removed in 2.0."))?.spelled).toBe("2.0");
    expect(readRemovalPromise(at("(removed in v2.0)"))?.spelled).toBe("2.0");
    expect(readDirective(at(".. versionchanged:: 1.0, the default"))?.words).toBe(".. versionchanged:: 1.0");
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

describe("readRemovalPromise", () => {
  it("reads the version a removal is promised for, a name before it being the project's", () => {
    const read = (text: string) => {
      const found = readRemovalPromise(at(text));
      return found && [found.spelled, formatVersion(found.version), found.words];
    };
    expect(read('    "The eventlet worker is deprecated and will be removed in Gunicorn 26.0. "')).toEqual([
      "26.0",
      "26.0.0",
      "will be removed in Gunicorn 26.0",
    ]);
    expect(read("* ``eventlet`` - **DEPRECATED: will be removed in 26.0**.")).toEqual([
      "26.0",
      "26.0.0",
      "will be removed in 26.0",
    ]);
    expect(read("# Deprecated since 0.24: scheduled for removal in 0.26.")).toEqual([
      "0.26",
      "0.26.0",
      "scheduled for removal in 0.26",
    ]);
    expect(read("warnings.warn('x is deprecated; removal in v2.6.0')")).toEqual([
      "2.6.0",
      "2.6.0",
      "removal in v2.6.0",
    ]);
    expect(read("Deprecated, and to be removed in version 3.1")).toEqual([
      "3.1",
      "3.1.0",
      "to be removed in version 3.1",
    ]);
    expect(read("# YORE: Bump 2: Remove block.")).toEqual(["2", "2.0.0", "YORE: Bump 2"]);
  });

  it("reads nothing from Python's versions, a promise without a version, or a version of one number", () => {
    expect(readRemovalPromise(at("asyncio.get_event_loop() is removed in Python 3.14"))).toBeUndefined();
    expect(readRemovalPromise(at("# removal in python 3.12"))).toBeUndefined();
    expect(readRemovalPromise(at("This will be removed in a future version."))).toBeUndefined();
    expect(readRemovalPromise(at("will be removed in the next major version"))).toBeUndefined();
    expect(readRemovalPromise(at("will be removed in 3"))).toBeUndefined();
  });

  it("with the project's name, reads a named promise only when it names the project (or `version`)", () => {
    const django = at("# This shim will be removed in Django 5.0");
    expect(readRemovalPromise(django)?.spelled).toBe("5.0");
    expect(readRemovalPromise(django, "demo-app")).toBeUndefined();
    expect(readRemovalPromise(at("It will be removed in Demo_App 5.0."), "demo-app")?.words).toBe(
      "will be removed in Demo_App 5.0",
    );
    expect(readRemovalPromise(at("to be removed in version 5.0"), "demo-app")?.spelled).toBe("5.0");
    expect(readRemovalPromise(at("will be removed in 5.0"), "demo-app")?.spelled).toBe("5.0");
    expect(removalsCarriedOut([django], [], tagged("4.2.0"), "demo-app")).toBeUndefined();
    expect(removalsCarriedOut([django], [], tagged("4.2.0"))?.spelled).toBe("5.0");
  });
});

describe("removalsCarriedOut", () => {
  const base = [
    at('"deprecated and will be removed in Gunicorn 26.0. "', "gunicorn/workers/geventlet.py", 13),
    at("**DEPRECATED: will be removed in 26.0**.", "gunicorn/config.py", 722),
  ];

  it("is the lowest coming version whose promises were all at the base and none is left at HEAD", () => {
    const done = removalsCarriedOut(base, [], tagged("25.2.0", "25.3.0"));
    expect(done).toMatchObject({ spelled: "26.0", path: "gunicorn/workers/geventlet.py", line: 13 });
    expect(formatVersion(done?.version as Pep440Version)).toBe("26.0.0");
    const yore = [at("# YORE: Bump 2: Remove line.", "src/griffe/__init__.py", 12)];
    expect(
      removalsCarriedOut(yore, [at("YORE: Bump 5", "docs/workflow.md", 60)], tagged("1.15.0")),
    ).toMatchObject({
      spelled: "2",
    });
  });

  it("is none when a promise is left (a moved line), the version is released, beyond the next major, or Python's", () => {
    const released = tagged("25.2.0", "25.3.0");
    // Deleted in one file and written in another: the promise stands.
    const moved = [at("Will be removed in Gunicorn 26.0.", "gunicorn/workers/__init__.py", 4)];
    expect(removalsCarriedOut(base, moved, released)).toBeUndefined();
    expect(removalsCarriedOut(base, [], tagged("25.3.0", "26.0.0"))).toBeUndefined();
    expect(removalsCarriedOut(base, [], tagged("24.1.1"))).toBeUndefined();
    const python = [at("get_event_loop() will be removed in Python 3.14", "src/a.py", 3)];
    expect(removalsCarriedOut(python, [], tagged("3.12.0"))).toBeUndefined();
  });
});
