import { applyPatch, createTwoFilesPatch } from "diff";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffHunks, renderDiff } from "./diff.ts";

/** The reference: jsdiff over the whole texts, headers dropped. */
function reference(before: string, after: string): string {
  return createTwoFilesPatch("a", "b", before, after, undefined, undefined, { context: 3 })
    .split("\n")
    .slice(3)
    .join("\n");
}

function ours(before: string, after: string): string {
  return diffHunks(before, after)
    .map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join("\n"))
    .join("\n")
    .concat("\n");
}

describe("renderDiff", () => {
  it("shows a version edit and a new file like git", () => {
    const text = renderDiff(
      [
        {
          path: "pyproject.toml",
          before: '[project]\nname = "x"\nversion = "1.0.0"\n',
          after: '[project]\nname = "x"\nversion = "1.1.0"\n',
        },
        { path: "CHANGELOG.md", before: undefined, after: "# Changelog\n\n## [1.1.0]\n" },
      ],
      false,
    );
    expect(text).toBe(
      '--- a/pyproject.toml\n+++ b/pyproject.toml\n@@ -1,3 +1,3 @@\n [project]\n name = "x"\n-version = "1.0.0"\n+version = "1.1.0"\n' +
        "--- /dev/null\n+++ b/CHANGELOG.md\n@@ -0,0 +1,3 @@\n+# Changelog\n+\n+## [1.1.0]\n",
    );
  });

  it("shows nothing for no edit, and an edit that changes nothing as its two header lines", () => {
    expect(renderDiff([], false)).toBe("");
    expect(renderDiff([{ path: "a.txt", before: "x\n", after: "x\n" }], false)).toBe(
      "--- a/a.txt\n+++ b/a.txt\n",
    );
  });

  it("gives jsdiff's hunks for edits in long files, or an equally short diff (property)", () => {
    const line = fc.constantFrom("a", "b", "c", "", "version = 1");
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 40 }),
        fc.array(line, { maxLength: 40 }),
        fc.boolean(),
        (x, y, newline) => {
          const before = x.join("\n") + (newline && x.length > 0 ? "\n" : "");
          const after = y.join("\n") + (y.length > 0 ? "\n" : "");
          if (before === after) return;
          const mine = ours(before, after);
          const theirs = reference(before, after);
          if (mine === theirs) return;
          // Where lines repeat, diffing the window can pick another of the equally short diffs
          // whole-file jsdiff picks from (about 3 in 20,000 of these): it must still apply and
          // add and remove as many lines.
          expect(applyPatch(before, `--- a\n+++ b\n${mine}`)).toBe(after);
          const count = (patch: string, mark: string) =>
            patch.split("\n").filter((l) => l.startsWith(mark) && !l.startsWith("@@")).length;
          for (const mark of ["+", "-"]) expect(count(mine, mark)).toBe(count(theirs, mark));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a pure insertion anywhere: one hunk that applies, only the new lines added (property)", () => {
    const line = fc.constantFrom("a", "b", "c", "", "- entry", "## [1.0.0]");
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (x, inserted, at) => {
          const cut = x.length === 0 ? 0 : at % (x.length + 1);
          const before = x.map((l) => `${l}\n`).join("");
          const after = [...x.slice(0, cut), ...inserted, ...x.slice(cut)].map((l) => `${l}\n`).join("");
          // The alignment may differ from whole-file jsdiff's where lines repeat (any diff of the
          // window does): the hunk must turn before into after, adding exactly the new lines.
          const patch = `--- a\n+++ b\n${ours(before, after)}`;
          expect(applyPatch(before, patch)).toBe(after);
          const lines = diffHunks(before, after).flatMap((h) => h.lines);
          expect(lines.filter((l) => l.startsWith("-"))).toEqual([]);
          expect(lines.filter((l) => l.startsWith("+"))).toHaveLength(inserted.length);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("shows a section inserted into a long changelog as one hunk with its context", () => {
    const old = "# Changelog\n\n".concat("- old\n".repeat(1000));
    const section = "## [2.0.0]\n\n".concat("- new entry\n".repeat(20_000));
    const hunks = diffHunks(old, old.replace("\n\n", `\n\n${section}\n`));
    expect(hunks).toHaveLength(1);
    expect(hunks[0]).toMatchObject({ oldStart: 1, oldLines: 5, newStart: 1, newLines: 20_008 });
  });
});
