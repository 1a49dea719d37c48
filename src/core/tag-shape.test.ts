import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTagFormat } from "./tag-format.ts";
import { inferTagFormat, NO_TAG_WHY, normalisePackageName, readOwnTag } from "./tag-shape.ts";
import { formatVersion } from "./version.ts";

/** DESIGN 5, tags the project already has: the shapes of this package's tags, and no other's. */

describe("normalisePackageName (PEP 503)", () => {
  it.each([
    ["Django", "django"],
    ["django_debug_toolbar", "django-debug-toolbar"],
    ["zope.interface", "zope-interface"],
    ["a-_.b", "a-b"],
    ["Foo__Bar", "foo-bar"],
  ])("%s -> %s", (name, normal) => {
    expect(normalisePackageName(name)).toBe(normal);
  });
});

describe("readOwnTag", () => {
  it.each([
    ["1.2.3", "acme", ""],
    ["v1.2.3", "acme", "v"],
    ["acme-v1.2.3", "acme", "acme-v"],
    ["acme-1.2.3", "acme", "acme-"],
    ["acme@1.2.3", "acme", "acme@"],
    ["Acme-v1.2.3", "acme", "Acme-v"],
    ["django_debug_toolbar-1.0", "django-debug-toolbar", "django_debug_toolbar-"],
    ["django-debug-toolbar-1.0", "django_debug_toolbar", "django-debug-toolbar-"],
    ["zope.interface-5.0.0", "zope-interface", "zope.interface-"],
    ["hatch-v1.14.0", "hatch", "hatch-v"],
    ["acme-v1.5.0rc1", "acme", "acme-v"],
    ["1.2.3", undefined, ""],
    ["v1.2.3", undefined, "v"],
  ])("%s is %s's, prefix %j", (tag, name, prefix) => {
    expect(readOwnTag(tag, name)?.prefix).toBe(prefix);
  });

  it.each([
    ["hatchling-v1.27.0", "hatch"],
    ["hatch-v1.14.0", "hatchling"],
    ["acme-bar-1.0.0", "acme"],
    ["acme-v1.2.3", undefined],
    ["acme@1.2.3", undefined],
    ["release-1.2.3", "acme"],
    ["V1.2.3", "acme"],
    ["acme_v1.2.3", "acme"],
    ["acme--1.2.3", "acme"],
    ["acme-vv1.2.3", "acme"],
    ["acme-v", "acme"],
    ["acme", "acme"],
    ["latest", "acme"],
    ["", "acme"],
    ["acme-v1.2.3", ""],
  ])("%s is not %s's", (tag, name) => {
    expect(readOwnTag(tag, name)).toBeUndefined();
  });

  it("reads the version whatever its spelling", () => {
    expect(readOwnTag("acme@1.5.0-rc.1", "acme")?.version).toMatchObject({
      release: [1, 5, 0],
      pre: { label: "rc", number: 1 },
    });
  });

  it("finds every shape of a name that contains separators and digits", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:[-_.][a-z0-9]{1,6}){0,3}$/),
        fc.constantFrom("", "v", "-v", "-", "@"),
        fc.array(fc.nat({ max: 99 }), { minLength: 2, maxLength: 4 }),
        (name, shape, release) => {
          const prefix = shape === "" || shape === "v" ? shape : `${name}${shape}`;
          const tag = `${prefix}${release.join(".")}`;
          const own = readOwnTag(tag, name.toUpperCase().replaceAll("-", "_"));
          expect(own?.prefix).toBe(prefix);
          expect(own?.version.release).toEqual(release);
        },
      ),
    );
  });

  it("never takes another package's tag when one name is not the other's", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/),
        fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/),
        fc.constantFrom("-v", "-", "@"),
        (name, other, separator) => {
          fc.pre(name !== other);
          expect(readOwnTag(`${other}${separator}1.2.3`, name)).toBeUndefined();
          expect(readOwnTag(`${name}-${other}${separator}1.2.3`, name)).toBeUndefined();
        },
      ),
    );
  });
});

describe("inferTagFormat", () => {
  it.each([
    [[], undefined, "v{version}"],
    [["v1.0.0", "v1.1.0", "v2.0.0rc1"], undefined, "v{version}"],
    [["1.0.0", "1.1.0"], undefined, "{version}"],
    [["1.0.0", "1.1.0"], "acme", "{version}"],
    [["acme-v1.0.0", "acme-v1.2.0", "v0.1.0"], "acme", "acme-v{version}"],
    [["acme-1.0.0", "acme-1.2.0"], "acme", "acme-{version}"],
    [["acme@1.3.0", "acme@1.4.0"], "acme", "acme@{version}"],
    // The tags' own spelling is kept: a tag format is matched literally.
    [
      ["django_debug_toolbar-1.0", "django_debug_toolbar-1.1"],
      "django-debug-toolbar",
      "django_debug_toolbar-{version}",
    ],
    [["Django-1.0"], "django", "Django-{version}"],
    // The newest release's shape wins over an older, more numerous one.
    [["v0.1.0", "v0.2.0", "v0.3.0", "v0.4.0", "acme-v1.0.0", "acme-v1.1.0"], "acme", "acme-v{version}"],
    [["acme-v0.1.0", "acme-v0.2.0", "1.0.0"], "acme", "{version}"],
    // hatch's repository: hatchling's tags are newer, and none of hatch's.
    [
      ["hatch-v1.13.0", "hatch-v1.14.0", "hatchling-v1.26.0", "hatchling-v1.27.0"],
      "hatch",
      "hatch-v{version}",
    ],
    [
      ["hatch-v1.13.0", "hatch-v1.14.0", "hatchling-v1.26.0", "hatchling-v1.27.0"],
      "hatchling",
      "hatchling-v{version}",
    ],
    // Another package's tags alone: the default, whatever shape they have.
    [["hatchling-v1.27.0"], "hatch", "v{version}"],
    // Without the name, a named tag may be anyone's: only the plain shapes count.
    [["acme-v1.0.0", "acme-v1.2.0", "v0.1.0"], undefined, "v{version}"],
    [["acme-v1.0.0"], undefined, "v{version}"],
    [["release-2024", "latest", "v1.0.0"], "acme", "v{version}"],
    [["docs", "nightly", "v1", "2024"], "acme", "v{version}"],
    [["1.2.3+local", "v1.0.0"], "acme", "v{version}"],
  ])("%j for %s -> %s", (tags, name, format) => {
    expect(inferTagFormat(tags, name).format).toBe(format);
  });

  it("says why", () => {
    expect(inferTagFormat(["v1.0.0"])).toEqual({
      format: "v{version}",
      why: "your release tag looks like v1.2.3",
      fromTags: true,
    });
    expect(inferTagFormat(["1.0.0", "1.1.0"]).why).toBe("2 of your tags look like 1.2.3");
    expect(inferTagFormat(["acme@1.0.0", "acme@1.1.0"], "acme").why).toBe(
      "2 of your tags of acme look like acme@1.2.3",
    );
    expect(inferTagFormat(["v1.0.0", "acme-v1.1.0", "acme-v1.2.0"], "acme").why).toBe(
      "your newest release tag of acme, acme-v1.2.0, looks like acme-v1.2.3; 1 other looks like v1.2.3",
    );
    expect(inferTagFormat(["v1.0.0", "v1.0.1", "2.0.0"]).why).toBe(
      "your newest release tag, 2.0.0, looks like 1.2.3; 2 others look like v1.2.3",
    );
    expect(inferTagFormat([])).toEqual({ format: "v{version}", why: NO_TAG_WHY, fromTags: false });
    expect(inferTagFormat(["latest", "docs"], "acme").why).toBe(NO_TAG_WHY);
  });

  it("says when newer tags of another package were passed over", () => {
    const hatch = [
      "hatch-v1.13.0",
      "hatch-v1.14.0",
      "hatchling-v1.26.0",
      "hatchling-v1.27.0",
      "hatchling-v0.9.0",
    ];
    expect(inferTagFormat(hatch, "hatch")).toEqual({
      format: "hatch-v{version}",
      why: "2 of your tags of hatch look like hatch-v1.2.3; the newer hatchling-v1.27.0 and 1 more name another package, not hatch",
      fromTags: true,
    });
    expect(inferTagFormat(["acme-v1.0.0", "other@3.0.0"], "acme").why).toBe(
      "your release tag of acme looks like acme-v1.2.3; the newer other@3.0.0 names another package, not acme",
    );
    // Older tags of another package are not worth a word.
    expect(inferTagFormat(["acme-v2.0.0", "other-v1.0.0"], "acme").why).toBe(
      "your release tag of acme looks like acme-v1.2.3",
    );
    expect(inferTagFormat(["v1.0.0", "acme-v2.0.0"]).why).toBe(
      "your release tag looks like v1.2.3; the newer acme-v2.0.0 may be another package's (the package's name is unknown)",
    );
  });

  it("says why it is the default when only other packages have tags", () => {
    expect(inferTagFormat(["hatchling-v1.26.0", "hatchling-v1.27.0"], "hatch")).toEqual({
      format: "v{version}",
      why: "no release tag of hatch yet (hatchling-v1.27.0 and 1 more name another package): the default",
      fromTags: false,
    });
    expect(inferTagFormat(["other@1.0.0"], "acme").why).toBe(
      "no release tag of acme yet (other@1.0.0 names another package): the default",
    );
    expect(inferTagFormat(["acme-v1.0.0"]).why).toBe(
      "no release tag of a plain shape (1.2.3, v1.2.3) yet, and acme-v1.0.0 may be another package's (the package's name is unknown): the default",
    );
  });

  it("an empty name is an unknown one", () => {
    expect(inferTagFormat(["acme-v1.0.0"], "")).toEqual(inferTagFormat(["acme-v1.0.0"]));
  });

  const shapes = fc.constantFrom("", "v", "acme-v", "acme-", "acme@", "ACME-", "Acme-v");
  const release = fc.array(fc.nat({ max: 30 }), { minLength: 3, maxLength: 3 });

  it("takes the shape of this package's newest release, whatever other packages tag", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(shapes, release), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.constantFrom("other-v", "acmex-", "x@", "acme-lib-v"), release), {
          maxLength: 8,
        }),
        (own, others) => {
          const ownTags = own.map(([p, r]) => `${p}${r.join(".")}`);
          const otherTags = others.map(([p, r]) => `${p}${r.join(".")}`);
          const inferred = inferTagFormat([...otherTags, ...ownTags].reverse(), "acme");
          expect(inferred.fromTags).toBe(true);
          // The format names one of this package's tags, one of the newest.
          const format = compileTagFormat(inferred.format);
          const named = ownTags.map((t) => format.parse(t)).filter((v) => v !== undefined);
          expect(named.length).toBeGreaterThan(0);
          const newest = own
            .map(([, r]) => r)
            .sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!)[0]!;
          expect(named.map((v) => formatVersion(v))).toContain(newest.join("."));
          // Never another package's.
          for (const [prefix] of others) expect(inferred.format.startsWith(prefix)).toBe(false);
        },
      ),
    );
  });

  it("without a name, only a plain shape is ever inferred", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(shapes, release), { maxLength: 8 }), (tagged) => {
        const format = inferTagFormat(tagged.map(([p, r]) => `${p}${r.join(".")}`)).format;
        expect(["v{version}", "{version}"]).toContain(format);
      }),
    );
  });

  it("gives a format that compiles, for any tag names", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 20 })),
        fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
        (tags, name) => {
          const inferred = inferTagFormat(tags, name);
          expect(() => compileTagFormat(inferred.format)).not.toThrow();
          expect(inferred.why).not.toBe("");
        },
      ),
    );
  });
});

describe("tags that spell the version otherwise (rel_2_0_52)", () => {
  it("their shape, when the project has no dotted release tag; the one most tags have", () => {
    expect(inferTagFormat(["rel_2_0_51", "rel_2_0_52", "rel_2_1_0b3"])).toMatchObject({
      format: "rel_{major}_{minor}_{patch}",
      fromTags: true,
    });
    expect(inferTagFormat(["release-1-2-3", "release-1-2-4"]).format).toBe("release-{major}-{minor}-{patch}");
  });

  it("one stray tag, or dashed dates, decide nothing", () => {
    expect(inferTagFormat(["rel_1_0_0", "rel_1_0_1", "foo_9_9_9"]).format).toBe(
      "rel_{major}_{minor}_{patch}",
    );
    expect(
      inferTagFormat([
        "rel_1_0_0",
        "rel_1_0_1",
        "nightly-2024-01-15",
        "nightly-2024-01-16",
        "nightly-2024-01-17",
      ]).format,
    ).toBe("rel_{major}_{minor}_{patch}");
    expect(inferTagFormat(["foo_9_9_9"])).toMatchObject({ format: "v{version}", fromTags: false });
  });

  it("a project that moved from v0.9.0 to rel_1_0_0: the newer shape decides; an older one does not", () => {
    expect(inferTagFormat(["v0.8.0", "v0.9.0", "rel_1_0_0", "rel_1_0_1"]).format).toBe(
      "rel_{major}_{minor}_{patch}",
    );
    expect(inferTagFormat(["rel_0_8_0", "rel_0_9_0", "v1.0.0", "v1.0.1"]).format).toBe("v{version}");
    // Two stray tags of a higher version beside more releases, or dates with underscores, do not.
    expect(inferTagFormat(["v1.0.0", "v1.1.0", "v1.2.0", "build_5_0_1", "build_5_0_2"]).format).toBe(
      "v{version}",
    );
    expect(inferTagFormat(["v1.0.0", "v1.0.1", "nightly_2024_01_15", "nightly_2024_01_16"]).format).toBe(
      "v{version}",
    );
  });
});
