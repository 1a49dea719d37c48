import { describe, expect, it } from "vitest";
import { hostedRepo } from "../helpers/hosted-repo.ts";

/** `-v` lists the calls a run makes, one line each, with the secrets masked (issue 11). */
describe("-v lists the git commands and HTTP requests of a run", () => {
  it("release-pr -v: the push, each API request with its status, and no token", async () => {
    const h = await hostedRepo();
    const result = await h.run(["release-pr", "-v"]);
    expect(result.code).toBe(0);
    const calls = result.stderr.split("\n").filter((line) => line.startsWith("  > "));
    // The commit is made through GitHub's Git Data API: no push, the ref moved by the API.
    expect(calls.some((c) => /^ {2}> git push /.test(c))).toBe(false);
    expect(calls).toContainEqual(
      expect.stringMatching(
        /^ {2}> http POST http:\/\/127\.0\.0\.1:\d+\/api\/v3\/repos\/acme\/widgets\/git\/refs -> 201 /,
      ),
    );
    // origin read once: its HEAD, branches and tags in one listing.
    expect(calls.filter((c) => /^ {2}> git ls-remote /.test(c))).toEqual([
      expect.stringMatching(
        /^ {2}> git ls-remote --symref origin HEAD 'refs\/heads\/\*' 'refs\/tags\/\*' -> exit 0 /,
      ),
    ]);
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

  it("release -v: one ls-remote of origin; with nothing to release, one walk of the history (check's)", async () => {
    const h = await hostedRepo();
    const calls = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("  > "));
    const lsRemotes = (stderr: string) => calls(stderr).filter((c) => /^ {2}> git ls-remote /.test(c));

    // v1.4.2 is the base tag and the files' version: check read the commits since it, and knew
    // it is an ancestor of HEAD, so neither is asked of git again.
    const nothing = await h.run(["release", "--skip-build", "-v"]);
    expect(nothing.code, nothing.stderr).toBe(0);
    expect(nothing.stdout).toMatch(
      /^Nothing to release: 1\.4\.2, the version in the files, was released as v1\.4\.2/,
    );
    const walks = calls(nothing.stderr).filter((c) =>
      /^ {2}> git (-c \S+ )*(log|rev-list|merge-base) /.test(c),
    );
    // On main the walk reads both sides of v1.4.2...HEAD (the tag's side is empty: an ancestor).
    expect(walks).toEqual([
      expect.stringMatching(
        / log -z .* --left-right --boundary refs\/tags\/v1\.4\.2\.\.\.HEAD -- -> exit 0 /,
      ),
    ]);
    expect(lsRemotes(nothing.stderr)).toHaveLength(1);

    // A release: the branch, the version's tag and every tag name (for "latest") in one listing.
    expect((await h.run(["update"])).code).toBe(0);
    await h.push("main");
    const released = await h.run(["release", "--skip-build", "-v"]);
    expect(released.code, released.stderr).toBe(0);
    expect(lsRemotes(released.stderr)).toEqual([
      expect.stringMatching(
        /^ {2}> git ls-remote --symref origin HEAD refs\/heads\/main 'refs\/tags\/\*' -> exit 0 /,
      ),
    ]);
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
