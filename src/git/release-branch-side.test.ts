import { describe, expect, it } from "vitest";
import { normaliseDiff } from "./release-branch-side.ts";

describe("normaliseDiff: what a cherry-pick keeps of a change", () => {
  const diff = (context: string, added: string) =>
    `diff --git a/f.py b/f.py\nindex 1111111..2222222 100644\n--- a/f.py\n+++ b/f.py\n@@ -10,3 +10,3 @@ def f():\n ${context}\n-    return 1\n+${added}\n`;

  it("file names and changed lines count; index, line numbers and context do not", () => {
    expect(normaliseDiff(diff("a = 1", "    return 2"))).toBe(normaliseDiff(diff("b = 2", "return 2")));
    expect(normaliseDiff(diff("a = 1", "    return 2"))).not.toBe(
      normaliseDiff(diff("a = 1", "    return 3")),
    );
    expect(normaliseDiff(diff("a", "x"))).toBe("diff --git a/f.py b/f.py\n-return1\n+x");
  });

  it("an empty change is empty", () => {
    expect(normaliseDiff("")).toBe("");
  });
});
