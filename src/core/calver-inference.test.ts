import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newestFinals } from "./calver-inference.ts";
import { compareVersions, isFinalRelease, type Pep440Version, parseVersion } from "./version.ts";

const version = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
    fc.constantFrom("", "rc1", ".post1", ".dev2", "+local"),
  )
  .map(([release, rest]) => parseVersion(`${release.join(".")}${rest}`) as Pep440Version);

describe("newestFinals", () => {
  it("is the ten newest finals of two parts or more, newest first, equal versions in the order given", () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 60 }), (versions) => {
        const sorted = versions
          .filter((v) => isFinalRelease(v) && v.local === undefined && v.release.length >= 2)
          .sort((a, b) => compareVersions(b, a))
          .slice(0, 10);
        const found = newestFinals(versions);
        expect(found).toHaveLength(sorted.length);
        // The same objects: 1.0 and 1.0.0 are equal versions, and the one given first comes first.
        for (const [i, v] of found.entries()) expect(v).toBe(sorted[i]);
      }),
    );
  });

  it("keeps 1.0 before 1.0.0 when given so, and leaves out pre-releases, one-part and local versions", () => {
    const [a, b, c, d, e, f] = ["1.0", "1.0.0", "2", "3.0rc1", "0.9+x", "0.9"].map(
      (t) => parseVersion(t) as Pep440Version,
    );
    expect(newestFinals([f, a, b, c, d, e] as Pep440Version[])).toEqual([a, b, f]);
    expect(newestFinals([f, a, b, c, d, e] as Pep440Version[])[0]).toBe(a);
  });
});
