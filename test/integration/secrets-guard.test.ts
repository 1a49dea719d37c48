import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROVIDERS, PULL_NOUN } from "../helpers/host-view.ts";
import { GITLAB_TOKEN, hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
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

describe.each(PROVIDERS)("on %s", (provider) => {
  describe("a token a server echoes back", () => {
    it("is masked in the error line, the -v trace and the --json document", async () => {
      const h = await hostedRepo("", { provider });
      const token = provider === "gitlab" ? GITLAB_TOKEN : TOKEN;
      const host = provider === "gitlab" ? "GitLab" : "GitHub";
      // GitLab's client redacts its token from what the server said before anything sees it
      // ("[token]"); on GitHub the streams' scrubber masks it ("***").
      const mask = provider === "gitlab" ? "[token]" : "***";
      h.host.fail(
        { method: "POST", path: /\/(pulls|merge_requests)$/ },
        { status: 422, body: { message: `Validation Failed: token ${token} is not allowed here` } },
      );
      const result = await h.run(["release-pr", "--json", "-v"]);
      expect(result.code).toBe(1);
      const said = `${host} refused to create the ${PULL_NOUN[provider]} from releaser/main (422: Validation Failed: token ${mask} is not allowed here)`;
      expect(result.stderr).toContain(`\nerror: ${said} (releaser explain GIT_HOST_ERROR)\n`);
      expect(JSON.parse(result.stdout).error.message).toBe(said);
      expect(h.host.pulls()).toEqual([]);
      // The suite-wide guard has checked stdout and stderr for the token itself.
    });
  });
});
