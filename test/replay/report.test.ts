import { describe, expect, it } from "vitest";
import type { ReplayRecord } from "./replay-release.ts";
import { markdownScore, summaryTable, totals } from "./report.ts";

const row = (project: string, verdict: ReplayRecord["verdict"], reasons: string[] = []): ReplayRecord => ({
  project,
  tag: "v1.0.1",
  real_version: "1.0.1",
  proposed_version: verdict === "right" ? "1.0.1" : "1.1.0",
  verdict,
  reasons,
  real_files: [],
  releaser_files: [],
  seconds: 1,
  changelog: "not-compared",
  override: null,
  branch: "main",
  release_commit: "0",
  commands: { init: 1, check: 1, update: 1 },
});

const records = [
  row("a/one", "right"),
  row("a/one", "right-with-override", ["after --bump patch, as releaser advised"]),
  row("a/one", "choice", ["choice: the commits ask a minor (1 feat), as releaser proposes; ..."]),
  row("b/two", "wrong", ["version: releaser proposes 1.1.0, the project released 1.0.1"]),
  row("b/two", "blocked", ["check: error: x"]),
];

describe("the score with maintainer's choices counted apart", () => {
  it("the totals line: the share right or with an override is of all releases; choice is no part of it", () => {
    expect(totals(records)).toBe(
      "5 releases of 2 projects: 2 right or right with an override (40.0%: 1 right, 1 with an override), 1 choice, 1 wrong, 1 blocked",
    );
  });

  it("the terminal table has a choice column beside wrong and blocked", () => {
    const [head, one, two] = summaryTable(records).split("\n");
    expect(head?.split(/\s{2,}/)).toEqual([
      "project",
      "releases",
      "right",
      "right-with-override",
      "choice",
      "wrong",
      "blocked",
      "s init / check / update",
    ]);
    expect(one?.split(/\s{2,}/).slice(0, 7)).toEqual(["a/one", "3", "1", "1", "1", "0", "0"]);
    expect(two?.split(/\s{2,}/).slice(0, 7)).toEqual(["b/two", "2", "0", "0", "0", "1", "1"]);
  });

  it("the docs table too, and each choice is listed with its reason", () => {
    const page = markdownScore(records).split("\n");
    expect(page.slice(0, 4)).toEqual([
      "| project | releases | right | with override | choice | wrong | blocked | init s | check s | update s |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      "| a/one | 3 | 1 | 1 | 1 | 0 | 0 | 1 | 1 | 1 |",
      "| b/two | 2 | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 |",
    ]);
    expect(page).toContain(
      "| a/one | v1.0.1 | choice | 1.1.0 | choice: the commits ask a minor (1 feat), as releaser proposes; ... |",
    );
  });
});
