import { describe, expect, it } from "vitest";
import { splitErrorLine } from "../helpers/error-line.ts";
import { releaser, tempDir } from "../helpers/repo.ts";

describe("releaser explain", () => {
  const cwd = tempDir();

  it("says when an error happens and what to do, for a code however it is typed", () => {
    const result = releaser(["explain", "releaser_tag_exists"], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^TAG_EXISTS \(TagExistsError\)\n\nWhen: .+\n\nWhat to do: .+releaser update/,
    );
    expect(JSON.parse(releaser(["explain", "UPLOAD_ERROR", "--json"], { cwd }).stdout)).toMatchObject({
      code: "UPLOAD_ERROR",
      kind: "UploadError",
    });
  });

  it("lists every code without one, and refuses an unknown code naming the known ones", () => {
    const list = releaser(["explain"], { cwd });
    expect(list.code).toBe(0);
    expect(list.stdout.split("\n").filter((l) => /^[A-Z_]+ +\S/.test(l))).toHaveLength(15);
    const unknown = releaser(["explain", "NOPE"], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^error: no error has the code "NOPE"; the codes are RELEASE_ERROR, CONFIG_ERROR, /,
    );
    expect(unknown.stdout).toBe("");
    // --json: the same refusal as one document on stdout, as for any usage error.
    const asJson = releaser(["--json", "explain", "NOPE"], { cwd });
    expect(asJson.code).toBe(2);
    expect(JSON.parse(asJson.stdout)).toEqual({
      error: {
        code: "USAGE_ERROR",
        message: expect.stringMatching(/^no error has the code "NOPE"; the codes are RELEASE_ERROR, /),
      },
    });
  });
});

describe("every error line points at releaser explain", () => {
  it("ends the one line with its code, which explain knows, and --json carries the same code", () => {
    const cwd = tempDir();
    const result = releaser(["check", "--json"], { cwd });
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    const { code } = splitErrorLine(lines[0] as string);
    expect(code).toBe("GIT_ERROR");
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code } });
    const explained = releaser(["explain", code], { cwd });
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain("not a repository");
  });
});
