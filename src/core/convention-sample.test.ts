import { describe, expect, it } from "vitest";
import { mayMisjudgeConvention, peoplesCommits } from "./convention-sample.ts";
import { parseCommit, toPlanCommit } from "./parse-commit.ts";

function commits(subjects: readonly string[]) {
  return subjects.map((message, n) =>
    toPlanCommit(parseCommit({ hash: `${n}`.padStart(40, "0"), message }, [])),
  );
}

describe("a range too short to tell the convention by", () => {
  it("leaves out git's merges and a dependency bot's commits", () => {
    const people = peoplesCommits(
      commits(["Merge pull request #1 from a/b", "Bump serde from 1.0.1 to 1.0.2 (#12)", "Add x", "fix: y"]),
    );
    expect(people.map((c) => c.subject)).toEqual(["Add x", "fix: y"]);
  });

  it("is a short, mostly conventional range with a skipped commit of a person's", () => {
    expect(mayMisjudgeConvention(commits(["docs: a", "Add an option", "build: b"]))).toBe(true);
    // Nothing skipped, or only a bot's; mostly not conventional (the advice says so already).
    expect(mayMisjudgeConvention(commits(["docs: a", "fix: b"]))).toBe(false);
    expect(mayMisjudgeConvention(commits(["docs: a", "Bump x from 1 to 2"]))).toBe(false);
    expect(mayMisjudgeConvention(commits(["Add a", "Fix b", "docs: c"]))).toBe(false);
    // Ten commits of people are enough to tell by.
    const long = [...Array.from({ length: 9 }, (_, n) => `fix: ${n}`), "Add an option"];
    expect(mayMisjudgeConvention(commits(long))).toBe(false);
    expect(mayMisjudgeConvention(commits(long.slice(1)))).toBe(true);
  });
});
