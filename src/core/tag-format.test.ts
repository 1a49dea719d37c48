import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import {
  asTag,
  baseTagChooser,
  compileTagFormat,
  DEFAULT_TAG_FORMAT,
  findPreviousVersion,
  findTagForVersion,
  preReleaseVersions,
  selectBaseTag,
  type TagFormat,
  usesTwoPartReleases,
  withPackageName,
} from "./tag-format.ts";
import { compareVersions, formatVersion, type Pep440Version, parseVersion } from "./version.ts";

function v(text: string): Pep440Version {
  const parsed = parseVersion(text);
  if (parsed === undefined) throw new Error(`test version ${text} does not parse`);
  return parsed;
}

function parsed(format: string, tag: string): string | undefined {
  const version = compileTagFormat(format).parse(tag);
  return version === undefined ? undefined : formatVersion(version);
}

describe("compileTagFormat", () => {
  it.each([
    ["v{version}", "1.5.0", "v1.5.0"],
    ["{version}", "1.5.0", "1.5.0"],
    ["release-{version}", "1.5.0rc1", "release-1.5.0rc1"],
    ["pkg/{version}/final", "2.0.0", "pkg/2.0.0/final"],
  ])("%s formats %s as %s", (format, version, tag) => {
    expect(compileTagFormat(format).format(version)).toBe(tag);
  });

  it.each<[string, string, string | undefined]>([
    ["v{version}", "v1.2.3", "1.2.3"],
    ["v{version}", "v1.5.0rc1", "1.5.0rc1"],
    ["v{version}", "v1.5.0-rc.1", "1.5.0rc1"],
    ["v{version}", "v1.5.0RC1", "1.5.0rc1"],
    ["v{version}", "v2.0.0.post1", "2.0.0.post1"],
    ["v{version}", "v1!2.0", "1!2.0"],
    ["v{version}", "v1", "1"],
    ["v{version}", "1.2.3", undefined],
    ["v{version}", "V1.2.3", undefined],
    ["v{version}", "vv1.2.3", undefined],
    ["v{version}", "v", undefined],
    ["v{version}", "v1.2.3 ", undefined],
    ["v{version}", "v1.2.3^{}", undefined],
    ["v{version}", "vlatest", undefined],
    ["v{version}", "release-1.2.3", undefined],
    ["{version}", "1.2.3", "1.2.3"],
    ["{version}", "v1.2.3", undefined],
    ["{version}", "1.2.3-rc.2", "1.2.3rc2"],
    ["release-{version}", "release-1.2.3", "1.2.3"],
    ["release-{version}", "release-v1.2.3", undefined],
    ["release-{version}", "v1.2.3", undefined],
    ["release-{version}", "xrelease-1.2.3", undefined],
    ["{version}-final", "1.2.3-final", "1.2.3"],
    ["{version}-final", "1.2.3-final-final", undefined],
    ["pkg/{version}/final", "pkg/2.0.0/final", "2.0.0"],
    // Regex metacharacters in the literal parts are literal.
    ["v.{version}", "v.1.2.3", "1.2.3"],
    ["v.{version}", "vx1.2.3", undefined],
    ["(pkg)+{version}*", "(pkg)+1.2.3*", "1.2.3"],
    ["(pkg)+{version}*", "pkgpkg1.2.3", undefined],
    ["[a-z]{version}$", "[a-z]1.0.0$", "1.0.0"],
    ["[a-z]{version}$", "x1.0.0", undefined],
    ["^{version}|x", "^1.0.0|x", "1.0.0"],
    ["^{version}|x", "1.0.0", undefined],
  ])("%s parses %j as %s", (format, tag, expected) => {
    expect(parsed(format, tag)).toBe(expected);
  });

  it.each([
    ["v", /exactly once \(found none\)/],
    ["", /exactly once \(found none\)/],
    ["v{version}-{version}", /exactly once \(found 2\)/],
    ["v{VERSION}", /exactly once/],
    ["v{ version }", /exactly once/],
    [
      "{major}.x-{version}",
      /uses \{major\}; the placeholders are \{version\}, or \{major\}, \{minor\} and \{patch\} together, and \{name\}/,
    ],
    [
      "rel_{major}_{minor}",
      /uses \{major\}: a format that spells the version's numbers needs \{major\}, \{minor\} and \{patch\}, in this order/,
    ],
    ["rel_{patch}_{minor}_{major}", /uses \{patch\}: a format that spells/],
    ["rel_{Major}_{minor}_{patch}", /uses \{Major\}: a format that spells/],
    ["rel_{major}{minor}{patch}", /needs a separator between \{major\}, \{minor\} and \{patch\}/],
    ["rel_{major}_{minor}_{patch}_{build}", /uses \{build\}/],
  ])("rejects %j", (format, message) => {
    expect(() => compileTagFormat(format)).toThrow(ConfigError);
    expect(() => compileTagFormat(format)).toThrow(message);
  });

  it("a project that tags its .0 releases with two parts (2.0, then 2.0.1): those tags are releases and bases", () => {
    expect(usesTwoPartReleases(["1.10.8", "2.0", "2.0.1", "2.0.2", "2.1"], "{version}")).toBe(true);
    expect(selectBaseTag(["1.10.8", "2.0", "2.0.1", "2.1"], "{version}")?.tag).toBe("2.1");
    expect(selectBaseTag(["1.10.8", "2.0"], "{version}")?.tag).toBe("1.10.8");
    // Floating tags: an X.Y.0 beside them, floating majors, or no patch release after them.
    expect(usesTwoPartReleases(["v1.4", "v1.4.0", "v1.4.1"], "v{version}")).toBe(false);
    expect(usesTwoPartReleases(["v1", "v1.4", "v1.4.2"], "v{version}")).toBe(false);
    expect(usesTwoPartReleases(["v1.4.2", "v1.5"], "v{version}")).toBe(false);
    // A project numbered with two parts only (1.0, 1.1, 2.0): its tags are releases.
    expect(usesTwoPartReleases(["1.0", "1.1"], "{version}")).toBe(true);
    expect(usesTwoPartReleases(["v1.0", "v1.1", "v2.0"], "v{version}")).toBe(true);
    expect(selectBaseTag(["1.0", "1.1"], "{version}")?.tag).toBe("1.1");
    expect(selectBaseTag(["v1.4.2", "v1", "v1.4", "v2", "v2.0"], "v{version}")?.tag).toBe("v1.4.2");
    // The newest line decides: two-part .0 tags long ago, X.Y.0 now.
    expect(
      usesTwoPartReleases(["0.10", "0.10.1", "0.11", "2.3.0", "3.0.0", "3.1.0", "3.1.1"], "{version}"),
    ).toBe(false);
    expect(selectBaseTag(["0.10", "0.10.1", "0.11", "3.1.0", "3.1.1"], "{version}")?.tag).toBe("3.1.1");
    expect(usesTwoPartReleases(["1.9.0", "1.9.1", "2.0", "2.0.1", "2.1"], "{version}")).toBe(true);
  });

  it("the two-part style is read from all the tags, then the base chosen among some of them", () => {
    const all = ["3.35", "3.35.1", "3.35.2", "3.38", "3.39", "4.0", "4.1", "4.1.1"];
    const choose = baseTagChooser("{version}");
    // Alone, 3.39 beside 3.35.2 looks like a floating tag; the project's tags say it is a release.
    expect(selectBaseTag(["3.39", "3.35.2"], "{version}")?.tag).toBe("3.35.2");
    expect(choose(["3.39", "3.35.2"], all)).toBe("3.39");
    expect(choose(["3.38", "3.39", "3.35.2", "3.35.1"], all)).toBe("3.39");
    expect(choose(all, all)).toBe("4.1.1");
    // And floating tags stay floating whatever the subset.
    const floating = ["v1.4", "v1.4.0", "v1.4.1", "v1.5", "v1.5.0"];
    expect(baseTagChooser("v{version}")(["v1.5", "v1.4.1"], floating)).toBe("v1.4.1");
  });

  it("{major}, {minor} and {patch}: tags that spell the version's numbers otherwise (rel_2_0_52)", () => {
    const rel = compileTagFormat("rel_{major}_{minor}_{patch}");
    expect(rel.format("2.0.52")).toBe("rel_2_0_52");
    expect(rel.format("2.1.0b3")).toBe("rel_2_1_0b3");
    expect(rel.format("2.1")).toBe("rel_2_1_0");
    expect(formatVersion(rel.parse("rel_2_0_52") as Pep440Version)).toBe("2.0.52");
    expect(formatVersion(rel.parse("rel_2_1_0b3") as Pep440Version)).toBe("2.1.0b3");
    for (const other of ["rel_2_0", "rel_2_0_52_1", "v2.0.52", "rel_2.0.52", "rel_a_b_c", "xrel_2_0_52"]) {
      expect(rel.parse(other), other).toBeUndefined();
    }
    for (const unspellable of ["1.2.3.4", "1!2.0.0", "1.2.3+local"]) {
      expect(() => rel.format(unspellable), unspellable).toThrow(
        `tag_format "rel_{major}_{minor}_{patch}" cannot name ${unspellable}: it spells three numbers`,
      );
    }
    expect(rel.format("1.2.3.post1")).toBe("rel_1_2_3.post1");
    const dashed = compileTagFormat("release-{major}-{minor}-{patch}");
    expect(dashed.format("1.2.3")).toBe("release-1-2-3");
    expect(formatVersion(dashed.parse("release-1-2-3") as Pep440Version)).toBe("1.2.3");
    expect(selectBaseTag(["rel_2_0_51", "rel_2_0_52", "rel_2_1_0b3", "rel_1_4_9"], rel)?.tag).toBe(
      "rel_2_0_52",
    );
  });

  it("shows a valid format with a missing or repeated {version}", () => {
    for (const format of ["v", "{version}{version}"]) {
      expect(() => compileTagFormat(format)).toThrow(
        expect.objectContaining({ details: ['For example "v{version}" or "release-{version}".'] }),
      );
    }
  });

  it.each([
    ["v{version}v", "v"],
    ["v{version}v", "vv"],
    ["1{version}1", "1"],
    ["1{version}1", "11"],
    ["{version}.0", ".0"],
  ])("finds no version in %j's own literal parts: %j", (format, tag) => {
    expect(parsed(format, tag)).toBeUndefined();
  });

  it("round-trips every formatted version through its tag", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DEFAULT_TAG_FORMAT, "{version}", "release-{version}", "a.b*{version}(x)"),
        fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom("a1", "b2", "rc3", ".post1", ".dev4", "rc1.dev2"), { nil: undefined }),
        (format, release, suffix) => {
          const text = release.join(".") + (suffix ?? "");
          const tagFormat = compileTagFormat(format);
          const version = tagFormat.parse(tagFormat.format(text));
          expect(version).toBeDefined();
          expect(formatVersion(version!)).toBe(text);
        },
      ),
    );
  });
});

describe("selectBaseTag", () => {
  it.each<[string, string[], string | undefined]>([
    ["v{version}", [], undefined],
    ["v{version}", ["v1.4.2"], "v1.4.2"],
    ["v{version}", ["v1.2.0", "v1.10.0", "v1.9.0"], "v1.10.0"],
    ["v{version}", ["v1.4.2", "v1.5.0rc1", "v1.5.0rc2"], "v1.4.2"],
    ["v{version}", ["v1.4.2", "v1.5.0.dev1", "v1.5.0a1", "v1.5.0b1"], "v1.4.2"],
    ["v{version}", ["v1.4.2", "v1", "v1.4", "v2", "v2.0"], "v1.4.2"],
    ["v{version}", ["v1", "v1.4"], undefined],
    ["v{version}", ["v1.4.2", "v1.4.2.post1"], "v1.4.2.post1"],
    ["v{version}", ["v1.4.2", "v1.4.3+local"], "v1.4.2"],
    ["v{version}", ["v1.4.2", "1.9.0", "release-1.9.0", "latest", "nightly"], "v1.4.2"],
    ["v{version}", ["v2024.1.15", "v2023.12.31"], "v2024.1.15"],
    ["v{version}", ["v1.4.2", "v1!0.1.0"], "v1!0.1.0"],
    ["v{version}", ["v1.2.3.4", "v1.2.3"], "v1.2.3.4"],
    ["v{version}", ["v1.5.0-rc.1", "v1.4.2"], "v1.4.2"],
    ["{version}", ["v9.0.0", "1.0.0", "0.9.0"], "1.0.0"],
    ["release-{version}", ["v3.0.0", "release-1.0.0", "release-1.1.0rc1"], "release-1.0.0"],
    // Equal versions: the normalised spelling wins, else the first given.
    ["v{version}", ["v01.2.3", "v1.2.3", "v1.2.3.0"], "v1.2.3"],
    ["v{version}", ["v1.2.3.0", "v01.2.3"], "v1.2.3.0"],
    ["v{version}", ["v1.2.3-post1", "v1.2.3.post1"], "v1.2.3.post1"],
    // The spelling only breaks ties: an older, normalised tag never wins over a newer one.
    ["v{version}", ["v01.2.3", "v1.0.0"], "v01.2.3"],
    ["v{version}", ["v1.0.0", "v01.2.3"], "v01.2.3"],
  ])("%s among %j -> %s", (format, tags, expected) => {
    expect(selectBaseTag(tags, format)?.tag).toBe(expected);
  });

  it("returns the parsed version with the tag", () => {
    expect(selectBaseTag(["v1.4.2", "v1.3.0"], compileTagFormat("v{version}"))).toEqual({
      tag: "v1.4.2",
      version: { epoch: 0, release: [1, 4, 2] },
    });
  });

  it("throws on an invalid format", () => {
    expect(() => selectBaseTag(["v1.0.0"], "v")).toThrow(ConfigError);
  });

  it("picks the maximum of any shuffled list", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat({ max: 5 }),
            fc.nat({ max: 5 }),
            fc.nat({ max: 5 }),
            fc.constantFrom("", "rc1", ".dev1"),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        (parts) => {
          const tags = parts.map(([a, b, c, s]) => `v${a}.${b}.${c}${s}`);
          const finals = parts
            .filter(([, , , s]) => s === "")
            .map(([a, b, c]): Pep440Version => ({ epoch: 0, release: [a, b, c] }));
          const base = selectBaseTag(tags, "v{version}");
          if (finals.length === 0) {
            expect(base).toBeUndefined();
            return;
          }
          const max = finals.reduce((x, y) => (compareVersions(x, y) >= 0 ? x : y));
          expect(base?.version).toEqual(max);
        },
      ),
    );
  });

  // A guard against quadratic work, not a check of the result: mutation runs leave it out.
  it.skipIf(process.env.MUTATION_AREA !== undefined)("reads 150,000 tags in one pass each", () => {
    const tags: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      tags.push(`v${i % 50}.${i % 7}.${i}`, `v${i % 50}.${i % 7}.${i}rc1`, `other-${i}`);
    }
    // No clock: count the tags each function parses. One pass parses each tag once.
    const format = compileTagFormat("v{version}");
    let calls = 0;
    const counting: TagFormat = {
      ...format,
      parse(tag) {
        calls++;
        return format.parse(tag);
      },
    };
    const run = (job: () => unknown): [unknown, number] => {
      calls = 0;
      return [job(), calls];
    };
    expect(run(() => selectBaseTag(tags, counting)?.tag)).toEqual(["v49.6.49699", tags.length]);
    expect(run(() => preReleaseVersions(tags, counting).length)).toEqual([50_000, tags.length]);
    expect(run(() => findTagForVersion(tags, counting, v("99.0.0")))).toEqual([undefined, tags.length]);
    // The exact spelling is the second tag: the search stops there.
    const [found, parsedTags] = run(() => findTagForVersion(tags, counting, v("0.0.0rc1")));
    expect(found).toBe("v0.0.0rc1");
    expect(parsedTags).toBeLessThanOrEqual(2);
  });
});

describe("preReleaseVersions", () => {
  it("keeps only the pre-release tags of this shape, in order", () => {
    const tags = [
      "v1.4.2",
      "v1.5.0rc1",
      "v1.5.0-rc.2",
      "v1.5.0.dev1",
      "v1.5.0a1.dev1",
      "release-1.5.0rc9",
      "v1.5.0b1",
      "v1.5.0.post1",
      "junk",
    ];
    expect(preReleaseVersions(tags, "v{version}").map(formatVersion)).toEqual([
      "1.5.0rc1",
      "1.5.0rc2",
      "1.5.0a1.dev1",
      "1.5.0b1",
    ]);
    expect(preReleaseVersions([], "v{version}")).toEqual([]);
  });
});

describe("findTagForVersion", () => {
  it.each<[string, string[], string, string | undefined]>([
    ["v{version}", ["v1.4.2", "v1.5.0"], "1.5.0", "v1.5.0"],
    ["v{version}", ["v1.4.2"], "1.5.0", undefined],
    ["v{version}", ["1.5.0"], "1.5.0", undefined],
    ["v{version}", ["v1.5"], "1.5.0", undefined],
    ["v{version}", ["v1.5.0"], "1.5", undefined],
    ["v{version}", ["v1.5.0rc1"], "1.5.0", undefined],
    ["v{version}", ["v1.5.0-rc.1"], "1.5.0rc1", "v1.5.0-rc.1"],
    ["v{version}", ["v1.5.0-rc.1", "v1.5.0rc1"], "1.5.0rc1", "v1.5.0rc1"],
    ["v{version}", ["v1.5.0RC1", "v1.5.0-rc.1"], "1.5.0rc1", "v1.5.0RC1"],
    ["v{version}", ["v01.5.0"], "1.5.0", "v01.5.0"],
    ["v{version}", ["v1.5.0+local"], "1.5.0", undefined],
    ["v{version}", ["v1!1.5.0"], "1.5.0", undefined],
    ["{version}", ["v1.5.0", "1.5.0"], "1.5.0", "1.5.0"],
    ["release-{version}", ["v1.5.0", "release-1.5.0"], "1.5.0", "release-1.5.0"],
  ])("%s in %j for %s -> %s", (format, tags, version, expected) => {
    expect(findTagForVersion(tags, format, v(version))).toBe(expected);
  });
});

describe("findPreviousVersion", () => {
  const tags = ["v1.4.2", "v1.5.0rc1", "v2.0.0", "other-9.0.0", "v1.4.10", "v1"];
  it.each([
    ["1.5.0", "1.5.0rc1"],
    ["1.5.0rc1", "1.4.10"],
    ["2.0.1", "2.0.0"],
    ["1.4.2", ""],
    ["0.1.0", ""],
  ])("before %s: %j", (version, expected) => {
    expect(findPreviousVersion(tags, "v{version}", parseVersion(version) as Pep440Version)).toBe(expected);
  });
});

describe("withPackageName: {name} filled with the package's normalised name (DESIGN 8)", () => {
  it("fills every {name} and leaves the rest of the format as it is", () => {
    expect(withPackageName("{name}-v{version}", "alpha-lib", "[tool.releaser]")).toBe("alpha-lib-v{version}");
    expect(withPackageName("{name}/{name}-{version}", "a", "x")).toBe("a/a-{version}");
  });

  it("returns a format without {name} as it is, even for a project with no name", () => {
    expect(withPackageName("v{version}", undefined, "x")).toBe("v{version}");
    expect(withPackageName("v{version}", "", "x")).toBe("v{version}");
    expect(withPackageName("{Name}-{version}", undefined, "x")).toBe("{Name}-{version}");
  });

  it("refuses {name} in a project with no name, saying where the format is and what to do", () => {
    for (const name of [undefined, ""]) {
      let thrown: unknown;
      try {
        withPackageName("{name}-v{version}", name, "packages/a/pyproject.toml [tool.releaser]");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      expect((thrown as Error).message).toBe(
        'tag_format "{name}-v{version}" (packages/a/pyproject.toml [tool.releaser]) uses {name}, but the project has no name ([project] name); add the name, or write the tag\'s prefix in the format itself',
      );
    }
  });
});

describe("asTag", () => {
  it("names a tag that is not the version as it is, and one that is the version as a tag", () => {
    expect(asTag("1.5.0", "v1.5.0")).toBe("as v1.5.0");
    expect(asTag("1.5.0", "acme-v1.5.0")).toBe("as acme-v1.5.0");
    expect(asTag("3.2.0", "3.2.0")).toBe("as tag 3.2.0");
  });
});

describe("compileTagFormat: each tag read once per format (issue 45)", () => {
  it("hands out one compiled format per text, which reads each tag once", () => {
    const format = compileTagFormat("v{version}");
    expect(compileTagFormat("v{version}")).toBe(format);
    const first = format.parse("v1.5.0rc1");
    expect(first).toEqual({ epoch: 0, release: [1, 5, 0], pre: { label: "rc", number: 1 } });
    // The same value again, not a second parse: five passes over 5,000 tags parsed them 25,000 times.
    expect(format.parse("v1.5.0rc1")).toBe(first);
    expect(format.parse("1.5.0")).toBeUndefined();
    expect(format.parse("1.5.0")).toBeUndefined();
    expect(compileTagFormat("rel_{major}_{minor}_{patch}").parse("rel_2_0_52")).toBe(
      compileTagFormat("rel_{major}_{minor}_{patch}").parse("rel_2_0_52"),
    );
  });

  it("a format that does not compile throws each time it is asked", () => {
    expect(() => compileTagFormat("v{version}{version}")).toThrow(
      'tag_format "v{version}{version}" must contain {version} exactly once (found 2).',
    );
    expect(() => compileTagFormat("v{version}{version}")).toThrow("must contain {version} exactly once");
  });
});
