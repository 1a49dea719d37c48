import { describe, expect, it } from "vitest";
import { releasePlan } from "../../../test/helpers/release-plan.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { notesKindsWarning } from "./notes-kinds.ts";

function plan(extra: Partial<ReleasePlan>): ReleasePlan {
  return releasePlan(
    { tag: "v1.4.0", version: "1.4.0", file: "1.4.0" },
    "patch",
    { version: "1.4.1", tag: "v1.4.1" },
    extra,
  );
}

const NEWS = { path: "docs/news-2026.md", titles: ["New Features", "Bug Fixes"] };

describe("notesKindsWarning", () => {
  it("names the file, the headings, both levels and the concrete --bump when they differ", () => {
    expect(notesKindsWarning(plan({}), NEWS, true)).toBe(
      "the Unreleased section of docs/news-2026.md lists New Features and Bug Fixes, which ask for a minor release, and the commits ask for a patch release (1.4.1); to release it as a minor release: `--bump minor`",
    );
    expect(
      notesKindsWarning(plan({ bump: "none", nextVersion: undefined, tag: undefined }), NEWS, true),
    ).toBe(
      "the Unreleased section of docs/news-2026.md lists New Features and Bug Fixes, which ask for a minor release, and no commit asks for a release; to release it as a minor release: `--bump minor`",
    );
    expect(
      notesKindsWarning(
        plan({ bump: "minor", nextVersion: "1.5.0" }),
        { path: "CHANGELOG.md", titles: ["Fixed"] },
        true,
      ),
    ).toBe(
      "the Unreleased section of CHANGELOG.md lists Fixed, which asks for a patch release, and the commits ask for a minor release (1.5.0); to release it as a patch release: `--bump patch`",
    );
  });

  it("says nothing when the levels agree, the headings name no kind, or a flag, a footer or a pending release chose", () => {
    expect(notesKindsWarning(plan({ bump: "minor", nextVersion: "1.5.0" }), NEWS, true)).toBeUndefined();
    expect(
      notesKindsWarning(plan({}), { path: "CHANGELOG.md", titles: ["Documentation"] }, true),
    ).toBeUndefined();
    for (const source of ["bump-flag", "release-as-flag", "release-as-footer", "pending"] as const)
      expect(notesKindsWarning(plan({ source }), NEWS, true)).toBeUndefined();
  });

  it("on 0.x without major_on_zero, a major by the headings is the commits' minor", () => {
    const zero = plan({ baseTag: "v0.4.0", baseVersion: "0.4.0", bump: "minor", nextVersion: "0.5.0" });
    const removed = { path: "CHANGELOG.md", titles: ["Removed"] };
    expect(notesKindsWarning(zero, removed, false)).toBeUndefined();
    expect(notesKindsWarning(zero, removed, true)).toBe(
      "the Unreleased section of CHANGELOG.md lists Removed, which asks for a major release, and the commits ask for a minor release (0.5.0), which is how a 0.x project mostly releases a breaking change; to release it as 1.0.0: `--bump major`",
    );
  });

  it("on 0.x with major_on_zero, a Changed section below the commits' minor advises the minor first, 1.0.0 beside it", () => {
    const zero = plan({ baseTag: "0.12.5", baseVersion: "0.12.5", bump: "patch", nextVersion: "0.12.6" });
    const changed = { path: "CHANGELOG.md", titles: ["Changed", "Fixed"] };
    expect(notesKindsWarning(zero, changed, true)).toBe(
      "the Unreleased section of CHANGELOG.md lists Changed and Fixed, which ask for a major release, and the commits ask for a patch release (0.12.6); on 0.x a breaking change mostly makes a minor release: `--bump minor` (0.13.0), or `--bump major` for 1.0.0",
    );
    // Without major_on_zero a major is the minor: said as before, and --bump major makes 0.13.0.
    expect(notesKindsWarning(zero, changed, false)).toBe(
      "the Unreleased section of CHANGELOG.md lists Changed and Fixed, which ask for a major release, and the commits ask for a patch release (0.12.6); to release it as a major release: `--bump major`",
    );
    // Past 0.x the major stands alone.
    expect(notesKindsWarning(plan({}), changed, true)).toContain(
      "to release it as a major release: `--bump major`",
    );
  });
});
