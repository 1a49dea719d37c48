import { describe, expect, it } from "vitest";
import { releasePlan } from "../../../test/helpers/release-plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { type Pep440Version, parseVersion } from "../../core/version.ts";
import type { SignLine } from "../../core/version-signs.ts";
import { isChangelogPath, isTestPath, mayCarryOutRemovals, signsAdvice } from "./signs-advice.ts";

function plan(extra: Partial<ReleasePlan>): ReleasePlan {
  return releasePlan(
    { tag: "v0.12.2", version: "0.12.2", file: "0.12.2" },
    "minor",
    { version: "0.13.0", tag: "v0.13.0" },
    extra,
  );
}

const released = { tagged: ["0.12.1", "0.12.2"].map((t) => parseVersion(t) as Pep440Version) };
const at = (path: string, line: number, text: string): SignLine => ({ path, line, text });
const DOCS = [
  at("CHANGELOG.md", 3, ".. versionadded:: 0.13"),
  at("docs/configuration/dynamic.md", 18, "```{versionadded} 1.0"),
  at("docs/reference/configs.md", 774, "```{versionchanged} 1.0"),
  at("src/pkg/settings.py", 402, "    .. versionadded:: 1.0"),
];

describe("signsAdvice: version directives", () => {
  it("names the version, one place and the count, the commits' version and the concrete --release-as", () => {
    expect(signsAdvice(plan({}), { head: DOCS, released, changelogFile: "CHANGELOG.md" })).toEqual([
      "version directives already name 1.0 as the coming version (`{versionadded} 1.0` in docs/configuration/dynamic.md:18 and 2 more), and the commits ask for 0.13.0; to release it: `--release-as 1.0.0`",
    ]);
  });

  it("says nothing when the version is not above the commits' (raise only), or a flag or a pending release chose it", () => {
    const changelogFile = "CHANGELOG.md";
    const head = DOCS;
    expect(
      signsAdvice(plan({ nextVersion: "1.0.0", bump: "major" }), { head, released, changelogFile }),
    ).toEqual([]);
    expect(signsAdvice(plan({ source: "bump-flag" }), { head, released, changelogFile })).toEqual([]);
    expect(signsAdvice(plan({ source: "pending" }), { head, released, changelogFile })).toEqual([]);
    expect(
      signsAdvice(plan({ nextVersion: undefined, bump: "none" }), { head, released, changelogFile }),
    ).toEqual([]);
    // A lower version that is not the base's next patch: a plan given up, never followed down.
    expect(
      signsAdvice(plan({}), {
        head: [at("src/pkg/settings.py", 40, "    .. versionadded:: 0.12.5")],
        released,
        changelogFile,
      }),
    ).toEqual([]);
    // Only the changelog names the coming version: what a release did, not a sign.
    expect(
      signsAdvice(plan({}), {
        head: [at("docs/2026-news.md", 9, ".. versionadded:: 1.0")],
        released,
        changelogFile,
      }),
    ).toEqual([]);
  });
});

describe("signsAdvice: a directive for the next patch", () => {
  const head = [
    at("docs/configuration/dynamic.md", 115, "```{versionchanged} 0.12.3"),
    at("docs/configuration/dynamic.md", 135, "```{versionadded} 0.12.3"),
  ];
  it("names it where the commits ask a minor: the maintainers documented the feature for that patch", () => {
    expect(signsAdvice(plan({}), { head, released, changelogFile: "CHANGELOG.md" })).toEqual([
      "version directives already name 0.12.3 as the coming version (`{versionchanged} 0.12.3` in docs/configuration/dynamic.md:115 and 1 more), and the commits ask for 0.13.0; to release it: `--release-as 0.12.3`",
    ]);
  });
  it("says nothing where the commits ask the patch already, or there is no base tag", () => {
    const changelogFile = "CHANGELOG.md";
    expect(
      signsAdvice(plan({ bump: "patch", nextVersion: "0.12.3" }), { head, released, changelogFile }),
    ).toEqual([]);
    expect(signsAdvice(plan({ baseTag: undefined }), { head, released, changelogFile })).toEqual([]);
  });
  it("says nothing over a breaking change: a major, or 0.x's minor for one (major_on_zero = false)", () => {
    const changelogFile = "CHANGELOG.md";
    const major = plan({ bump: "major", nextVersion: "1.0.0", tag: "v1.0.0" });
    expect(signsAdvice(major, { head, released, changelogFile })).toEqual([]);
    const breaking = {
      subject: "feat!: drop the old loader",
      type: "feat",
      description: "drop the old loader",
      breaking: true,
      breakingNotes: [],
      conventional: true,
      commit: { hash: "a1" },
    };
    const minor = plan({ commits: [breaking] });
    expect(signsAdvice(minor, { head, released, changelogFile })).toEqual([]);
  });
});

const released26 = { tagged: ["25.2.0", "25.3.0"].map((t) => parseVersion(t) as Pep440Version) };
const PROMISES = [
  at(
    "docs/content/2026-news.md",
    248,
    "- The eventlet worker is deprecated and will be removed in Gunicorn 26.0",
  ),
  at("gunicorn/config.py", 722, "* ``eventlet`` - **DEPRECATED: will be removed in 26.0**."),
];
const plan25 = plan({ baseTag: "25.3.0", baseVersion: "25.3.0", bump: "patch", nextVersion: "25.3.1" });

describe("signsAdvice: removals carried out", () => {
  it("names the version, the tag since which, one promise that was, and the concrete --release-as", () => {
    // The changelog still tells what 25.0.0 said: that is no promise left.
    const head = PROMISES.slice(0, 1);
    expect(
      signsAdvice(plan25, {
        head,
        base: PROMISES,
        released: released26,
        changelogFile: "CHANGELOG.md",
      }),
    ).toEqual([
      'the removals promised for 26.0 are carried out since 25.3.0 (gunicorn/config.py:722 said "will be removed in 26.0"), and the commits ask for 25.3.1; to release that version: `--release-as 26.0.0`',
    ]);
  });

  it("says nothing when a promise is left, the base was not read, or the version is not above the commits'", () => {
    const changelogFile = "CHANGELOG.md";
    const released = released26;
    expect(signsAdvice(plan25, { head: PROMISES, base: PROMISES, released, changelogFile })).toEqual([]);
    expect(signsAdvice(plan25, { head: [], released, changelogFile })).toEqual([]);
    expect(
      signsAdvice(plan({ baseTag: "25.3.0", baseVersion: "25.3.0", bump: "major", nextVersion: "26.0.0" }), {
        head: [],
        base: PROMISES,
        released,
        changelogFile,
      }),
    ).toEqual([]);
  });
});

describe("mayCarryOutRemovals", () => {
  const commits = (...subjects: string[]) =>
    subjects.map((subject) => ({ subject }) as ReleasePlan["commits"][number]);

  it("is when a commit says it removes something and the commits chose a version below a major", () => {
    expect(mayCarryOutRemovals(plan({ commits: commits("fix: a", "chore: remove eventlet worker") }))).toBe(
      true,
    );
    expect(mayCarryOutRemovals(plan({ commits: commits("refactor: Remove deprecated code") }))).toBe(true);
    expect(mayCarryOutRemovals(plan({ commits: commits("Drop Python 3.8") }))).toBe(true);
    expect(mayCarryOutRemovals(plan({ commits: commits("fix: a", "feat: removal of nothing") }))).toBe(false);
    expect(mayCarryOutRemovals(plan({ commits: commits("feat: dropdown menus") }))).toBe(false);
    const removing = commits("chore: remove x");
    expect(mayCarryOutRemovals(plan({ commits: removing, bump: "major", nextVersion: "1.0.0" }))).toBe(false);
    expect(mayCarryOutRemovals(plan({ commits: removing, source: "release-as-flag" }))).toBe(false);
    expect(mayCarryOutRemovals(plan({ commits: removing, baseTag: undefined }))).toBe(false);
  });
});

describe("isChangelogPath", () => {
  it("is the changelog, a page named like one, or a fragment", () => {
    expect(isChangelogPath("docs/changelog.md", "docs/changelog.md")).toBe(true);
    expect(isChangelogPath("docs/content/2026-news.md", "CHANGELOG.md")).toBe(true);
    expect(isChangelogPath("HISTORY.rst", "CHANGELOG.md")).toBe(true);
    expect(isChangelogPath("NEWS", "CHANGELOG.md")).toBe(true);
    expect(isChangelogPath("changelog.d/12.feature.md", "CHANGELOG.md")).toBe(true);
    expect(isChangelogPath("docs/changelog/683.packaging.rst", "CHANGELOG.md")).toBe(true);
    expect(isChangelogPath("src/pkg/release.py", "CHANGELOG.md")).toBe(false);
    expect(isChangelogPath("docs/configuration/dynamic.md", "CHANGELOG.md")).toBe(false);
  });
});

describe("signsAdvice: vendored code is another project's", () => {
  it("a vendored library's directives and removal promises are its own, as the stale copies leave them out", () => {
    const changelogFile = "CHANGELOG.md";
    const vendored = at("src/pkg/_vendor/lib/core.py", 4, ".. versionadded:: 1.0");
    expect(signsAdvice(plan({}), { head: [vendored], released, changelogFile })).toEqual([]);
    expect(
      signsAdvice(plan({ bump: "patch", nextVersion: "0.12.3" }), {
        head: [],
        base: [at("third_party/lib/old.py", 2, '"""Will be removed in 1.0."""')],
        released,
        changelogFile,
      }),
    ).toEqual([]);
  });
});

describe("signsAdvice: the tests' folders", () => {
  it("a directive or a removal promise in a test's sample files is data, not the project's sign", () => {
    const changelogFile = "CHANGELOG.md";
    const fixture = at("tests/fixtures/docs/index.rst", 4, ".. versionadded:: 1.0");
    expect(signsAdvice(plan({}), { head: [fixture], released, changelogFile })).toEqual([]);
    const promise = at("test/data/old.py", 2, '"""Will be removed in 1.0."""');
    expect(
      signsAdvice(plan({ bump: "patch", nextVersion: "0.12.3" }), {
        head: [],
        base: [promise],
        released,
        changelogFile,
      }),
    ).toEqual([]);
    // The same lines in the project's own docs and code are signs.
    const own = [at("docs/index.rst", 4, ".. versionadded:: 1.0")];
    expect(signsAdvice(plan({}), { head: own, released, changelogFile })).toHaveLength(1);
    expect(
      signsAdvice(plan({ bump: "patch", nextVersion: "0.12.3" }), {
        head: [],
        base: [at("src/pkg/old.py", 2, '"""Will be removed in 1.0."""')],
        released,
        changelogFile,
      }),
    ).toEqual([
      'the removals promised for 1.0 are carried out since v0.12.2 (src/pkg/old.py:2 said "Will be removed in 1.0"), and the commits ask for 0.12.3; to release that version: `--release-as 1.0.0`',
    ]);
  });

  it("isTestPath: a folder of the tests anywhere on the path, never a file's own name", () => {
    expect(isTestPath("tests/fixtures/index.rst")).toBe(true);
    expect(isTestPath("src/pkg/testing/sample.py")).toBe(true);
    expect(isTestPath("packages/a/test/x.md")).toBe(true);
    expect(isTestPath("src/pkg/tests.py")).toBe(false);
    expect(isTestPath("docs/testing.md")).toBe(false);
    expect(isTestPath("src/pkg/contest/x.py")).toBe(false);
  });
});
