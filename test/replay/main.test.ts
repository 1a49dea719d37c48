import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
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

  it("--from: a saved run from before choice existed still makes the table and the docs, its verdicts as they were", async () => {
    const run = file(
      [
        '{"project":"a/one","tag":"v1.1.0","verdict":"right","proposed_version":"1.1.0","reasons":[],"commands":{"init":1,"check":1,"update":1}}',
        '{"project":"a/one","tag":"v1.0.1","verdict":"wrong","proposed_version":"1.1.0","reasons":["version: releaser proposes 1.1.0, the project released 1.0.1"],"commands":{"init":1,"check":1,"update":1}}',
        "",
      ].join("\n"),
    );
    const page = file(
      "# Replay\n\n<!-- replay:score:begin (written by npm run replay -- --docs; do not edit) -->\n<!-- replay:score:end -->\n",
    );
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      expect(await main(["--from", run, "--docs", page])).toBe(0);
    } finally {
      out.mockRestore();
    }
    const written = readFileSync(page, "utf8");
    expect(written).toContain("| a/one | 2 | 1 | 0 | 0 | 1 | 0 | 1 | 1 | 1 |");
    expect(written).toContain(
      "**2 releases of 1 projects: 1 right or right with an override (50.0%: 1 right, 0 with an override), 0 choice, 1 wrong, 0 blocked.**",
    );
    expect(written).toContain(
      "| a/one | v1.0.1 | wrong | 1.1.0 | version: releaser proposes 1.1.0, the project released 1.0.1 |",
    );
  });

  it("a mirror's folder names its project, one + at a time", () => {
    expect(projectName("/m/psf+black/repo")).toBe("psf/black");
    expect(projectName("/m/owner+na+me/repo")).toBe("owner/na+me");
    expect(projectName("/m/clone.git")).toBe("clone");
  });
});
