import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTagFormat } from "./tag-format.ts";
import { releasedVersions } from "./taken-versions.ts";

/** DESIGN 5: a version tagged in any of this package's shapes is taken, another package's never. */

function released(tags: string[], format: string, name?: string): Record<string, string> {
  return Object.fromEntries(releasedVersions(tags, compileTagFormat(format), format, name));
}

describe("releasedVersions", () => {
  it.each([
    "1.5.0",
    "v1.5.0",
    "acme-v1.5.0",
    "acme-1.5.0",
    "acme@1.5.0",
    "Acme-v1.5.0",
  ])("%s is a release of acme, whatever acme's format", (tag) => {
    for (const format of [
      "v{version}",
      "{version}",
      "acme-v{version}",
      "acme@{version}",
      "release-{version}",
    ]) {
      expect(released([tag], format, "acme")).toEqual({ "1.5.0": tag });
    }
  });

  it.each([
    "other-v1.5.0",
    "other-1.5.0",
    "other@1.5.0",
    "acme-lib-v1.5.0",
    "acmex-1.5.0",
    "release-1.5.0",
  ])("%s is not acme's", (tag) => {
    expect(released([tag], "acme-v{version}", "acme")).toEqual({});
    expect(released([tag], "v{version}", "acme")).toEqual({});
  });

  it("compares the name as PEP 503 normalises it", () => {
    expect(released(["django_debug_toolbar-7.0.0"], "{version}", "django-debug-toolbar")).toEqual({
      "7.0.0": "django_debug_toolbar-7.0.0",
    });
  });

  it("names the tag the format writes when the version has several", () => {
    expect(released(["1.5.0", "acme@1.5.0", "acme-v1.5.0"], "acme-v{version}", "acme")).toEqual({
      "1.5.0": "acme-v1.5.0",
    });
    expect(released(["acme-v1.5.0", "1.5.0"], "{version}", "acme")).toEqual({ "1.5.0": "1.5.0" });
  });

  it("a configured shape of its own counts besides the package's shapes", () => {
    expect(released(["release-1.4.0", "acme@1.5.0"], "release-{version}", "acme")).toEqual({
      "1.4.0": "release-1.4.0",
      "1.5.0": "acme@1.5.0",
    });
  });

  it("floating, local and unshaped tags are no release", () => {
    expect(
      released(["acme-v1.5", "v1", "acme@1.5.0+build", "latest", "acme-v"], "v{version}", "acme"),
    ).toEqual({});
  });

  it("without the name, the plain shapes count beside a plain format only", () => {
    expect(released(["1.5.0", "acme-v1.6.0"], "v{version}")).toEqual({ "1.5.0": "1.5.0" });
    expect(released(["acme-v1.4.0", "1.5.0", "v1.5.0"], "acme-v{version}")).toEqual({
      "1.4.0": "acme-v1.4.0",
    });
  });

  it("takes exactly the versions of acme's tags, in any mix of shapes and other packages' tags", () => {
    const release = fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 }), fc.nat({ max: 20 }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("", "v", "acme-v", "acme-", "acme@", "ACME-v"), release)),
        fc.array(fc.tuple(fc.constantFrom("other-v", "acme-lib-", "x@", "acmex-v"), release)),
        fc.constantFrom("v{version}", "{version}", "acme-v{version}", "acme@{version}"),
        (own, others, format) => {
          const tags = [...own, ...others].map(([p, r]) => `${p}${r.join(".")}`);
          const versions = Object.keys(released(tags, format, "acme")).sort();
          const expected = [...new Set(own.map(([, r]) => r.join(".")))].sort();
          expect(versions).toEqual(expected);
        },
      ),
    );
  });
});
