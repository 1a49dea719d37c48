import { describe, expect, it } from "vitest";
import { releasePlan } from "../../../test/helpers/release-plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { planWarnings, spelled } from "./plan-warnings.ts";

function plan(extra: Partial<ReleasePlan>): ReleasePlan {
  return releasePlan({ tag: "v1.4.0", version: "1.4.0" }, "none", undefined, extra);
}

describe("planWarnings", () => {
  it("says nothing for a plain plan", () => {
    expect(planWarnings(plan({}), true)).toEqual([]);
  });

  it("names the taken versions it stepped over", () => {
    const taken = [
      { version: "1.5.0", tag: "v1.5.0" },
      { version: "1.6.0", tag: "v1.6.0" },
    ] as ReleasePlan["taken"];
    expect(planWarnings(plan({ nextVersion: "1.7.0", taken }), true)).toEqual([
      "1.5.0 (v1.5.0), 1.6.0 (v1.6.0) are tagged already, outside this branch's history (a release branch, or only on origin), so the next version is 1.7.0",
    ]);
    expect(planWarnings(plan({ nextVersion: "1.6.0", taken: taken.slice(0, 1) }), true)[0]).toContain(
      "1.5.0 (v1.5.0) is tagged already",
    );
    expect(planWarnings(plan({ nextVersion: undefined, taken }), true)).toEqual([]);
  });

  it("says a development version is never released, whoever set it, in the files' own spelling", () => {
    const unreleased = { version: "3.2.0.dev0", why: "a development version", next: undefined };
    expect(planWarnings(plan({ unreleased }), true, "3.2.0.dev")).toEqual([
      "the files carry 3.2.0.dev (that is 3.2.0.dev0, a development version), which no tag names; `releaser release` will not release it: it never releases a development version; nothing is released until a commit asks for a release (feat, fix, a breaking change)",
    ]);
    expect(planWarnings(plan({ unreleased: { ...unreleased, next: "3.2.0" } }), true, "3.2.0.dev0")).toEqual([
      "the files carry 3.2.0.dev0 (a development version), which no tag names; `releaser release` will not release it: it never releases a development version; the next release will be 3.2.0",
    ]);
  });

  it("a patch bump that finishes the version in the making names the patch of the last release", () => {
    const unreleased = { version: "1.5.0rc0.dev0", why: "a development version", next: "1.5.0" };
    const finishing = plan({ unreleased, bump: "patch", nextVersion: "1.5.0" });
    expect(planWarnings(finishing, true)).toEqual([
      "the files carry 1.5.0rc0.dev0 (a development version), which no tag names; `releaser release` will not release it: it never releases a development version; the next release will be 1.5.0 (a patch of 1.4.0 is 1.4.1: `--release-as 1.4.1`)",
    ]);
    // A minor bump, or a patch that is a patch of the last release: nothing to add.
    expect(planWarnings(plan({ unreleased, bump: "minor", nextVersion: "1.5.0" }), true)[0]).not.toContain(
      "--release-as",
    );
    const patchInMaking = { version: "1.4.1.dev0", why: "a development version", next: "1.4.1" };
    expect(
      planWarnings(plan({ unreleased: patchInMaking, bump: "patch", nextVersion: "1.4.1" }), true)[0],
    ).not.toContain("--release-as");
  });

  it("when nothing asks for a release, says what the advised --bump patch gives and the patch of the last release", () => {
    const unreleased = { version: "1.5.0rc0.dev0", why: "a development version", next: undefined };
    const making = { version: "1.5.0rc0.dev0", final: "1.5.0" };
    const commits = [{ subject: "Upcast the input" }] as ReleasePlan["commits"];
    expect(planWarnings(plan({ unreleased, making, commits }), true)).toEqual([
      "the files carry 1.5.0rc0.dev0 (a development version), which no tag names; `releaser release` will not release it: it never releases a development version; nothing is released until a commit asks for a release (feat, fix, a breaking change) (`--bump patch` gives 1.5.0; a patch of 1.4.0 is 1.4.1: `--release-as 1.4.1`)",
    ]);
    // No commit: check advises no --bump, so nothing to add; a patch in the making is a patch already.
    expect(planWarnings(plan({ unreleased, making }), true)[0]).not.toContain("--release-as");
    const patch = { version: "1.4.1.dev0", final: "1.4.1" };
    expect(
      planWarnings(
        plan({ unreleased: { ...unreleased, version: "1.4.1.dev0" }, making: patch, commits }),
        true,
      )[0],
    ).not.toContain("--release-as");
  });

  it("when the commits go past the final of the version the files are making, says how to release that final", () => {
    const unreleased = { version: "1.5.0a0", why: "no release commit set it", next: "2.0.0" };
    const making = { version: "1.5.0a0", final: "1.5.0" };
    const overshoot = plan({ unreleased, making, bump: "major", nextVersion: "2.0.0" });
    expect(planWarnings(overshoot, true)).toEqual([
      "the files carry 1.5.0a0 (no release commit set it), which no tag names; `releaser release` will not release it, only a version that `update` or the merged release pull request set; the next release will be 2.0.0",
      "the files are making 1.5.0 (they carry 1.5.0a0), and the commits go past it to 2.0.0; to release 1.5.0 instead: `--release-as 1.5.0`",
    ]);
    // A release set by hand (no release commit) that the commits go past: the same advice.
    const byHand = { version: "1.5.0", final: "1.5.0" };
    expect(planWarnings({ ...overshoot, unreleased: undefined, making: byHand }, true)).toEqual([
      "the files carry 1.5.0, and the commits go past it to 2.0.0; to release 1.5.0 instead: `--release-as 1.5.0`",
    ]);
    // The commits finish it (1.5.0), a flag chose the version, or the warnings about the files are off: nothing.
    const finished = plan({ unreleased: { ...unreleased, next: "1.5.0" }, making, nextVersion: "1.5.0" });
    expect(planWarnings(finished, true)).toHaveLength(1);
    expect(planWarnings({ ...overshoot, source: "bump-flag" }, true)).toHaveLength(1);
    expect(planWarnings(overshoot, false)).toEqual([]);
  });

  it("when nothing asks for a release and the files carry a release candidate, advises its final", () => {
    const making = { version: "2.0.0rc1", final: "2.0.0" };
    const commits = [{ subject: "Tidy the docs" }] as ReleasePlan["commits"];
    expect(planWarnings(plan({ making, commits }), true)).toEqual([
      "the files carry 2.0.0rc1, a release candidate, and no commit since v1.4.0 asks for another release; its final is the usual next step: `--release-as 2.0.0`",
    ]);
    // Beside the files' warning, the candidate's final is the advice, not a patch of the last release.
    const unreleased = { version: "2.0.0rc1", why: "no release commit set it", next: undefined };
    expect(planWarnings(plan({ unreleased, making, commits }), true)).toEqual([
      "the files carry 2.0.0rc1 (no release commit set it), which no tag names; `releaser release` will not release it, only a version that `update` or the merged release pull request set; nothing is released until a commit asks for a release (feat, fix, a breaking change)",
      "the files carry 2.0.0rc1, a release candidate, and no commit since v1.4.0 asks for another release; its final is the usual next step: `--release-as 2.0.0`",
    ]);
    // An alpha, a development version on the way to a candidate: no reason to finish it now.
    expect(planWarnings(plan({ making: { version: "2.0.0a1", final: "2.0.0" } }), true)).toEqual([]);
    expect(planWarnings(plan({ making: { version: "2.0.0rc1.dev0", final: "2.0.0" } }), true)).toEqual([]);
    // Something to release already: the commits' version stands.
    expect(planWarnings(plan({ making, nextVersion: "2.0.0", bump: "major" }), true)).toEqual([]);
  });

  it("says a hand bump is released only once a release commit sets it", () => {
    const unreleased = { version: "1.4.1", why: "no release commit set it", next: "1.5.0" };
    expect(planWarnings(plan({ unreleased }), true, "1.4.1")).toEqual([
      "the files carry 1.4.1 (no release commit set it), which no tag names; `releaser release` will not release it, only a version that `update` or the merged release pull request set; the next release will be 1.5.0",
    ]);
  });

  it("tells update to finish a version bumped ahead of its release commit", () => {
    const unreleased = { version: "1.5.0", why: "no release commit set it", next: "1.5.0" };
    expect(planWarnings(plan({ unreleased }), true, "1.5")).toEqual([
      "the files carry 1.5 (1.5.0), which no tag names and no release commit set yet; `releaser update` (or the release pull request) makes the release commit, and `releaser release` releases it after that",
    ]);
  });

  it("leaves the unreleased version unsaid when asked to (release says it in its own reason)", () => {
    const unreleased = { version: "1.4.1", why: "no release commit set it", next: "1.5.0" };
    expect(planWarnings(plan({ unreleased }), false)).toEqual([]);
    expect(planWarnings(plan({ releaseAsNote: "2.0 is released as 2.0.0" }), false)).toEqual([
      "2.0 is released as 2.0.0",
    ]);
  });
});

describe("spelled", () => {
  it("gives the files' own spelling with the normal form beside it, or the version alone", () => {
    expect(spelled("1.5.0.dev0", "1.5.0.dev")).toBe("1.5.0.dev (1.5.0.dev0)");
    expect(spelled("1.5.0", "1.5.0")).toBe("1.5.0");
    expect(spelled("1.5.0", undefined)).toBe("1.5.0");
  });
});
