import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";

/** `-v` lists the calls a run makes, one line each, with the secrets masked (issue 11). */
describe("-v lists the git commands and HTTP requests of a run", () => {
  it("release-pr -v: the push, each API request with its status, and no token", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release-pr", "-v"]);
    expect(result.code).toBe(0);
    const calls = result.stderr.split("\n").filter((line) => line.startsWith("  > "));
    expect(calls.some((c) => /^ {2}> git push .*releaser\/main.* -> exit 0 \(\d+ ms\)$/.test(c))).toBe(true);
    expect(calls.some((c) => /^ {2}> git ls-remote origin /.test(c))).toBe(true);
    expect(calls).toContainEqual(
      expect.stringMatching(
        /^ {2}> http GET http:\/\/127\.0\.0\.1:\d+\/api\/v3\/repos\/acme\/widgets\/pulls\?.* -> 200 \(\d+ ms\)$/,
      ),
    );
    expect(calls).toContainEqual(
      expect.stringMatching(
        /^ {2}> http POST http:\/\/127\.0\.0\.1:\d+\/api\/v3\/repos\/acme\/widgets\/pulls -> 201 /,
      ),
    );
    // One line per request the server saw: none hidden, none invented.
    expect(calls.filter((c) => c.startsWith("  > http "))).toHaveLength(h.github.requests.length);
    // The result is still the last line, and stdout has nothing but it.
    expect(result.stdout).toMatch(/^Created pull request #1 for 1\.5\.0/);
  });

  it("without -v no call is listed", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release-pr"]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain("  > ");
  });

  it("a failing request is listed with its status before the error line", async () => {
    const h = await hostedRepo();
    h.github.fail(
      { method: "POST", path: /\/pulls$/ },
      { status: 403, body: { message: "Resource not accessible by integration" } },
    );
    const result = await h.run(["release-pr", "-v"]);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    const error = lines.findIndex((line) =>
      line.startsWith("error: GitHub refused to create the pull request"),
    );
    const call = lines.findIndex((line) => /^ {2}> http POST .*\/pulls -> 403 /.test(line));
    expect(call).toBeGreaterThanOrEqual(0);
    expect(error).toBeGreaterThan(call);
  });
});
