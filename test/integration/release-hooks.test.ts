import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutSteps } from "../helpers/error-line.ts";
import { merged, remoteTags } from "../helpers/merged-release.ts";

/** `releaser release`'s pre_release and post_release hooks, end to end against the stand-ins. */
describe("release hooks", () => {
  it("a failing pre_release hook stops the release before anything is tagged, with its command, exit and last line", async () => {
    const h = await merged(
      '[tool.releaser.hooks]\npre_release = ["echo checking $RELEASER_VERSION", "echo 1 test failed >&2; exit 3"]\n',
    );
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("checking 1.5.0\n");
    expect(withoutSteps(result.stderr)).toMatch(
      /^error: the pre_release hook `echo 1 test failed >&2; exit 3` failed \(exit code 3: 1 test failed\); nothing was tagged, pushed or released: fix it, then run release again \(releaser explain PUBLISH_ERROR\)$/m,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: "PUBLISH_ERROR" } });
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
    expect((await remoteTags(h)).has("v1.5.0")).toBe(false);
    expect(h.github.writes()).toEqual([]);
  });

  it("hooks get the version, the tag and the previous version; a failing post_release hook is a warning", async () => {
    const h = await merged(
      '[tool.releaser.hooks]\npre_release = ["echo pre $RELEASER_VERSION $RELEASER_TAG $RELEASER_PREVIOUS_VERSION > hook.txt"]\npost_release = ["echo announced >&2; exit 1", "echo never"]\n',
    );
    // Ignored without a commit: a commit after the release commit would not be in the release.
    appendFileSync(join(h.repo.dir, ".git", "info", "exclude"), "hook.txt\n");
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(h.repo.read("hook.txt")).toBe("pre 1.5.0 v1.5.0 1.4.2\n");
    expect(result.stderr).toContain(
      "warning: the post_release hook `echo announced >&2; exit 1` failed (exit code 1: announced); the release itself is done, later post_release hooks did not run",
    );
    expect(result.stderr).not.toContain("never");
    expect(JSON.parse(result.stdout)).toMatchObject({ released: true });
    // A re-run finds the release done: no hook runs again.
    const again = await h.run(["release", "--skip-build"]);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toContain("announced");
    expect(again.stderr).toContain("ran before the tag was made");
  });
});
