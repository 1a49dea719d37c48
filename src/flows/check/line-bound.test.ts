import { describe, expect, it } from "vitest";
import { releasePlan } from "../../../test/helpers/release-plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { refuseLeavingLine } from "./line-bound.ts";

function plan(extra: Partial<ReleasePlan>): ReleasePlan {
  return releasePlan(
    { tag: "v1.4.2", version: "1.4.2" },
    "minor",
    { version: "1.5.0", tag: "v1.5.0" },
    extra,
  );
}

describe("refuseLeavingLine: a maintenance line keeps its releases (DESIGN 4)", () => {
  it("a release in the line, off any line, pending, or forced with --release-as goes on", () => {
    expect(() => refuseLeavingLine(plan({ nextVersion: "1.4.3", bump: "patch" }), "1.4.x")).not.toThrow();
    expect(() => refuseLeavingLine(plan({}), "main")).not.toThrow();
    expect(() => refuseLeavingLine(plan({}), undefined)).not.toThrow();
    expect(() => refuseLeavingLine(plan({ pending: true }), "1.4.x")).not.toThrow();
    expect(() => refuseLeavingLine(plan({ source: "release-as-flag" }), "1.4.x")).not.toThrow();
    expect(() => refuseLeavingLine(plan({ source: "release-as-footer" }), "1.4.x")).not.toThrow();
  });

  it("a base below a line that has not released yet: the line's first release is named", () => {
    expect(() =>
      refuseLeavingLine(plan({ baseTag: "v1.2.0", baseVersion: "1.2.0" }), "stable/1.3.x"),
    ).toThrow(
      "stable/1.3.x is the 1.3 line, but the commits since v1.2.0 ask for a minor release (1.5.0), which leaves it; release that from the trunk, or keep it in the line with its first release, --release-as 1.3.0 (or a Release-As: 1.3.0 footer in a commit message, which release-pr reads); nothing was written",
    );
    expect(() =>
      refuseLeavingLine(plan({ baseTag: "v7.2.0", baseVersion: "7.2.0", nextVersion: "7.3.0" }), "v8.0.x"),
    ).toThrow(
      "keep it in the line with its first release, --release-as 8.0.0 (or a Release-As: 8.0.0 footer",
    );
    expect(() =>
      refuseLeavingLine(plan({ baseTag: "v7.2.0", baseVersion: "7.2.0", nextVersion: "7.3.0" }), "8.x"),
    ).toThrow("keep it in the line with its first release, --release-as 8.0.0 (");
  });

  it("a base above the line has no release of it to name: the message asks for a version", () => {
    expect(() =>
      refuseLeavingLine(plan({ baseTag: "v1.4.2", baseVersion: "1.4.2", nextVersion: "1.5.0" }), "1.3.x"),
    ).toThrow(
      "1.3.x is the 1.3 line, but the commits since v1.4.2 ask for a minor release (1.5.0), which leaves it; release that from the trunk, or keep it in the line with --release-as X.Y.Z (or a Release-As: X.Y.Z footer in a commit message, which release-pr reads); nothing was written",
    );
  });
});
