import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/repo.ts";
import { main, projectName, ReplayInputError, readSavedRun } from "./main.ts";

/** The harness's own input errors: one line each, a usage mistake exit 2, a file it cannot use exit 1. */
describe("replay input errors", () => {
  const file = (text: string) => {
    const path = join(tempDir("replay-input-"), "run.jsonl");
    writeFileSync(path, text);
    return path;
  };
  const failure = async (args: string[]) => {
    try {
      await main(args);
    } catch (error) {
      if (error instanceof ReplayInputError) return { message: error.message, exitCode: error.exitCode };
      throw error;
    }
    return undefined;
  };

  it("a saved run: a line that is no JSON, or no record, names the file and the line", () => {
    const garbage = file('{"project":"a","verdict":"right","commands":{}}\ngarbage\n');
    expect(() => readSavedRun(garbage)).toThrow(`${garbage}:2 is not a JSON line of a replay run`);
    const notRecord = file('{"project":"x"}\n');
    expect(() => readSavedRun(notRecord)).toThrow(
      `${notRecord}:1 is not a replay record (it needs project, verdict and commands)`,
    );
    expect(() => readSavedRun("/nonexistent/run.jsonl")).toThrow(
      "cannot read /nonexistent/run.jsonl, a saved run (--json's lines): ENOENT",
    );
    const saved = readSavedRun(
      file(
        '{"project":"a","verdict":"right","commands":{}}\n{"project":"a","tag":"v1","verdict":"not-replayed","why":"w"}\n',
      ),
    );
    expect(saved.records).toHaveLength(1);
    expect(saved.notReplayed).toEqual([{ project: "a", tag: "v1", why: "w" }]);
  });

  it("options: unknown, a count that is no whole number, a missing scratch folder, a docs page without its section", async () => {
    expect(await failure(["--bogus"])).toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/^Unknown option '--bogus'.*; see --help$/),
    });
    expect(await failure(["--releases", "1e1", "x"])).toEqual({
      exitCode: 2,
      message: "--releases takes a whole number of releases, 1 or more",
    });
    expect(await failure(["--scratch", "/nonexistent", "x"])).toEqual({
      exitCode: 2,
      message: "--scratch /nonexistent: there is no such folder",
    });
    const page = file("# no section\n");
    expect(await failure(["--docs", page, "x"])).toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(/has no generated section to write the score into/),
    });
  });

  it("a mirror's folder names its project, one + at a time", () => {
    expect(projectName("/m/psf+black/repo")).toBe("psf/black");
    expect(projectName("/m/owner+na+me/repo")).toBe("owner/na+me");
    expect(projectName("/m/clone.git")).toBe("clone");
  });
});
