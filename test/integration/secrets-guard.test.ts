import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { runAsync, tempDir } from "../helpers/repo.ts";
import { assertNoSecretInFiles, registerSecret } from "../helpers/secrets.ts";

/** The guard every command of the suite runs through can fail a test (it is no decoration). */
describe("the secrets guard", () => {
  it("fails a command whose output holds a registered token, in plain or as a Basic credential", async () => {
    const token = "ghs_guardCheckToken123456";
    registerSecret(token);
    const cwd = tempDir();
    await expect(runAsync("/bin/sh", ["-c", `echo leaked ${token}`], { cwd })).rejects.toThrow(
      "a token (ghs_gu...) appears in the output of /bin/sh",
    );
    const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
    await expect(
      runAsync("/bin/sh", ["-c", `echo "authorization: basic ${basic}" >&2`], { cwd }),
    ).rejects.toThrow("secrets must never be printed");
    await expect(runAsync("/bin/sh", ["-c", "echo nothing secret"], { cwd })).resolves.toMatchObject({
      code: 0,
    });
  });
});

describe("the guard reads files and requests too", () => {
  it("fails on a token written to a file, and passes once it is gone", () => {
    const dir = tempDir();
    const token = "ghs_FileGuardCanFail1234567";
    registerSecret(token);
    mkdirSync(join(dir, ".git"));
    writeFileSync(join(dir, ".git", "config"), `[http]\n\textraheader = AUTHORIZATION: bearer ${token}\n`);
    expect(() => assertNoSecretInFiles(dir)).toThrow("a token (ghs_Fi...) was written to .git/config");
    rmSync(join(dir, ".git", "config"));
    expect(() => assertNoSecretInFiles(dir)).not.toThrow();
  });
});

describe("a token a server echoes back", () => {
  it("is masked in the error line, the -v trace and the --json document", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      { status: 422, body: { message: `Validation Failed: token ${TOKEN} is not allowed here` } },
    );
    const result = await h.run(["release-pr", "--json", "-v"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: GitHub refused to create the pull request .*token \*\*\* is not allowed here/m,
    );
    expect(JSON.parse(result.stdout).error.message).toContain("token *** is not allowed here");
    // The suite-wide guard has checked stdout and stderr for the token itself.
  });
});
