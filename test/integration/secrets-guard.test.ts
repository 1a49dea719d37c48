import { describe, expect, it } from "vitest";
import { runAsync, tempDir } from "../helpers/repo.ts";
import { registerSecret } from "../helpers/secrets.ts";

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
