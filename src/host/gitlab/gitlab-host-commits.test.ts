import { describe, expect, it } from "vitest";
import { AuthenticationError, ConfigError, PushError } from "../../core/errors.ts";
import type { HostCommitInput, PullRequest } from "../port.ts";
import { bytes, SHA, setup } from "./test-gitlab-host.ts";

/**
 * The GitLab code host's commit and auto-merge against the stand-in: what reaches GitLab, and how
 * its refusals come back (the commits themselves are written in the end-to-end tests, over a real
 * bare repository).
 */

const input = (changes: Partial<HostCommitInput> = {}): HostCommitInput => ({
  branch: "releaser/main",
  parent: SHA,
  parentTree: "t".repeat(40),
  message: "chore(release): 1.5.0",
  files: [
    { path: "pyproject.toml", mode: "100644", content: bytes('version = "1.5.0"\n'), before: "100644" },
  ],
  current: "b".repeat(40),
  ...changes,
});

const mergeRequest: PullRequest = {
  number: 1,
  url: "",
  title: "chore(release): 1.5.0",
  body: "",
  head: "releaser/main",
  base: "main",
  labels: [],
  state: "open",
  label: "merge request !1",
};

describe("the GitLab code host: the release commit", () => {
  it("does not overwrite a branch that is no longer where the run read it: PushError, no commit asked for", async () => {
    const { standIn, host } = await setup();
    const moved = host().commitFiles?.(input({ current: "c".repeat(40) }));
    await expect(moved).rejects.toThrow(PushError);
    await expect(moved).rejects.toThrow(
      "releaser/main changed on the code host while this run made the release commit (another release-pr run, or a push by hand), so it was not overwritten; run release-pr again to bring it up to date",
    );
    const gone = host().commitFiles?.(input({ current: undefined }));
    await expect(gone).rejects.toThrow(PushError);
    expect(standIn.writes()).toEqual([]);
  });

  it("refuses a symbolic link before any request", async () => {
    const { standIn, host } = await setup();
    const link = {
      path: "VERSION",
      mode: "120000" as const,
      content: bytes("src/VERSION"),
      before: undefined,
    };
    await expect(host().commitFiles?.(input({ files: [link] }))).rejects.toThrow(ConfigError);
    expect(standIn.requests).toEqual([]);
  });

  it("reads an unsigned commit as not verified (404 Signature Not Found), not as a failure", async () => {
    const { standIn, host } = await setup();
    standIn.fail(
      { method: "GET", path: /\/signature$/ },
      { status: 404, body: { message: "404 Signature Not Found" } },
    );
    expect(await host().isCommitVerified?.(SHA)).toBe(false);
  });
});

describe("the GitLab code host: auto-merge", () => {
  const opened = async () => {
    const made = await setup();
    const host = made.host();
    await host.createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    return { ...made, gitlab: host };
  };

  it("asks for auto_merge and merge_when_pipeline_succeeds, squash only for squash", async () => {
    const { standIn, gitlab } = await opened();
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "rebase")).toEqual({ kind: "enabled" });
    expect(standIn.writes().at(-1)?.body).toEqual({
      auto_merge: true,
      merge_when_pipeline_succeeds: true,
      squash: false,
    });
    expect(standIn.state.mergeRequests[0]?.auto_merge).toEqual({ squash: false });
  });

  it("asks again after a 405 until GitLab has made the merge request's pipeline", async () => {
    const { standIn, gitlab } = await opened();
    standIn.state.pipelineLag = 2;
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "merge")).toEqual({ kind: "enabled" });
    expect(standIn.writes().filter((w) => w.path.endsWith("/merge"))).toHaveLength(3);
    expect(standIn.state.mergeRequests[0]?.auto_merge).toEqual({ squash: false });
  });

  it("reads 405, 406, 422 and 401 as refusals that say what to change; 403 stays an error", async () => {
    const { standIn, gitlab } = await opened();
    const path = /\/merge_requests\/1\/merge$/;
    standIn.fail({ method: "PUT", path }, { status: 422, body: { message: "Branch cannot be merged" } });
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "squash")).toEqual({
      kind: "refused",
      reason: "422: Branch cannot be merged",
      fix: "GitLab says the branch cannot be merged: resolve what blocks it (Settings → Merge requests → Merge checks)",
    });
    standIn.fail({ method: "PUT", path }, { status: 406, body: { message: "Branch cannot be merged" } });
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "squash")).toMatchObject({
      kind: "refused",
      reason: "406: Branch cannot be merged",
    });
    standIn.fail({ method: "PUT", path }, { status: 401, body: { message: "401 Unauthorized" } });
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "squash")).toEqual({
      kind: "refused",
      reason: "401: Unauthorized",
      fix: "the token's user may not merge into main: allow its role under Settings → Repository → Protected branches (Allowed to merge)",
    });
    // 405 before the merge request's pipeline exists: asked twice more, then the refusal.
    standIn.state.pipelineLag = 3;
    const before = standIn.writes().length;
    expect(await gitlab.enableAutoMerge?.(mergeRequest, "squash")).toMatchObject({
      kind: "refused",
      reason: "405: Method Not Allowed",
      fix: expect.stringContaining("none had started for it after two more tries"),
    });
    expect(standIn.writes().length - before).toBe(3);
    standIn.fail({ method: "PUT", path }, { status: 403, body: { message: "403 Forbidden" } });
    await expect(gitlab.enableAutoMerge?.(mergeRequest, "squash")).rejects.toThrow(AuthenticationError);
    expect(standIn.state.mergeRequests[0]?.auto_merge).toBeUndefined();
  });
});
