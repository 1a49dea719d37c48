import { describe, expect, it } from "vitest";
import { AuthenticationError, GitHostError } from "../../core/errors.ts";
import { rewriting, setup } from "./test-gitlab-host.ts";

describe("the GitLab code host: merge requests", () => {
  it("finds none, creates one, finds it, updates its title or description and adds labels", async () => {
    const { standIn, host: make } = await setup();
    const host = make();
    expect(await host.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
    const input = { head: "releaser/main", base: "main", title: "chore(release): 1.5.0", body: "notes" };
    const created = await host.createPullRequest(input);
    const url = `${standIn.serverUrl}/acme/widgets/-/merge_requests/1`;
    expect(created).toEqual({
      pullRequest: {
        number: 1,
        url,
        title: "chore(release): 1.5.0",
        body: "notes",
        head: "releaser/main",
        base: "main",
        labels: [],
        state: "open",
        label: "merge request !1",
      },
      created: true,
    });
    expect(standIn.writes().map((r) => [r.method, r.path, r.body])).toEqual([
      [
        "POST",
        "/api/v4/projects/acme%2Fwidgets/merge_requests",
        {
          source_branch: "releaser/main",
          target_branch: "main",
          title: "chore(release): 1.5.0",
          description: "notes",
          remove_source_branch: true,
        },
      ],
    ]);
    expect(standIn.requests[0]?.query).toEqual({
      state: "opened",
      source_branch: "releaser/main",
      target_branch: "main",
      per_page: "100",
    });
    expect(await host.findOpenPullRequest("releaser/main", "main")).toEqual(created.pullRequest);
    expect(await host.findOpenPullRequest("releaser/main", "develop")).toBeUndefined();

    expect(await host.updatePullRequest(1, { title: "chore(release): 1.6.0" })).toMatchObject({
      number: 1,
      title: "chore(release): 1.6.0",
      body: "notes",
    });
    expect(standIn.writes().at(-1)?.body).toEqual({ title: "chore(release): 1.6.0" });
    expect(await host.updatePullRequest(1, { body: "more notes" })).toMatchObject({
      title: "chore(release): 1.6.0",
      body: "more notes",
    });
    expect(standIn.writes().at(-1)?.body).toEqual({ description: "more notes" });

    await host.addLabels(1, ["release", "autorelease: pending"]);
    expect(standIn.writes().at(-1)).toMatchObject({
      method: "PUT",
      path: "/api/v4/projects/acme%2Fwidgets/merge_requests/1",
      body: { add_labels: "release,autorelease: pending" },
    });
    const writes = standIn.writes().length;
    await host.addLabels(1, []);
    expect(standIn.writes()).toHaveLength(writes);
    expect((await host.findOpenPullRequest("releaser/main", "main"))?.labels).toEqual([
      "autorelease: pending",
      "release",
    ]);
  });

  it("answers a create refused with 409 (one is open already) with the open one, created: false", async () => {
    const { standIn, host: make } = await setup();
    const input = { head: "releaser/main", base: "main", title: "chore(release): 1.5.0", body: "notes" };
    const first = await make().createPullRequest(input);
    const again = await make().createPullRequest({ ...input, title: "another title" });
    expect(again).toEqual({ pullRequest: first.pullRequest, created: false });
    expect(standIn.state.mergeRequests).toHaveLength(1);
  });

  it("says GitLab's refusal when a 409 comes but no open merge request is found", async () => {
    const { standIn, host: make } = await setup();
    standIn.fail(
      { method: "POST", path: "/api/v4/projects/acme%2Fwidgets/merge_requests" },
      {
        status: 409,
        body: { message: ["Another open merge request already exists for this source branch: !7"] },
      },
    );
    const refused = make().createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    await expect(refused).rejects.toThrow(GitHostError);
    await expect(refused).rejects.toThrow(
      "GitLab refused to create the merge request from releaser/main (409: Another open merge request already exists for this source branch: !7)",
    );
  });

  it("does not read a 422 as an open merge request", async () => {
    const { standIn, host: make } = await setup();
    const refused = make().createPullRequest({ head: "main", base: "main", title: "t", body: "" });
    await expect(refused).rejects.toThrow(
      "GitLab refused to create the merge request from main (422: You can't use same project/branch for source and target)",
    );
    expect(standIn.requests.filter((r) => r.method === "GET")).toHaveLength(0);
  });

  it("names GITLAB_TOKEN when a job token tries to create, update or label a merge request", async () => {
    const { standIn, host: make } = await setup();
    await make().createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    const host = make({ tokenKind: "job" });
    const advice =
      "give a project or personal access token with the api scope in GITLAB_TOKEN (a masked CI/CD variable)";
    const create = host.createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    await expect(create).rejects.toThrow(AuthenticationError);
    await expect(create).rejects.toThrow(
      `GitLab does not let CI_JOB_TOKEN create the merge request from releaser/main (401: Unauthorized): ${advice}`,
    );
    await expect(host.updatePullRequest(1, { title: "x" })).rejects.toThrow(
      `GitLab does not let CI_JOB_TOKEN update merge request !1 (401: Unauthorized): ${advice}`,
    );
    await expect(host.addLabels(1, ["release"])).rejects.toThrow(
      `GitLab does not let CI_JOB_TOKEN label merge request !1 (401: Unauthorized): ${advice}`,
    );
    expect(standIn.state.mergeRequests[0]).toMatchObject({ title: "t", labels: [] });
    expect(standIn.requests.at(-1)?.headers["job-token"]).toBe("***");
  });

  it("says a merged merge request is closed", async () => {
    const { standIn, host: make } = await setup();
    const host = make();
    await host.createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    standIn.merge(1);
    expect(await host.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
    expect((await host.updatePullRequest(1, { title: "u" })).state).toBe("closed");
  });

  it("reads labels given as objects and a missing description, and passes over a fork's merge request", async () => {
    const { host: make } = await setup();
    await make().createPullRequest({ head: "releaser/main", base: "main", title: "t", body: "" });
    const shaped = (change: (mr: Record<string, unknown>) => void) =>
      make({
        fetch: rewriting(/merge_requests$/, (list) => {
          for (const mr of list as Array<Record<string, unknown>>) change(mr);
          return list;
        }),
      });
    const objects = shaped((mr) => {
      mr.labels = [{ name: "release" }, {}, "pending", ""];
      mr.description = null;
    });
    expect(await objects.findOpenPullRequest("releaser/main", "main")).toMatchObject({
      labels: ["release", "pending"],
      body: "",
    });
    const noLabels = shaped((mr) => {
      delete mr.labels;
    });
    expect((await noLabels.findOpenPullRequest("releaser/main", "main"))?.labels).toEqual([]);
    const fork = shaped((mr) => {
      mr.source_project_id = 99;
    });
    expect(await fork.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
    const unsaid = shaped((mr) => {
      delete mr.source_project_id;
    });
    expect((await unsaid.findOpenPullRequest("releaser/main", "main"))?.number).toBe(1);
    // GitLab's filter is trusted only as far as the branches it names.
    const otherHead = shaped((mr) => {
      mr.source_branch = "releaser/other";
    });
    expect(await otherHead.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
    const otherBase = shaped((mr) => {
      mr.target_branch = "develop";
    });
    expect(await otherBase.findOpenPullRequest("releaser/main", "main")).toBeUndefined();
  });

  it("is the gitlab provider of the configured project", async () => {
    const { host: make } = await setup();
    const host = make();
    expect(host.provider).toBe("gitlab");
    expect(host.repository).toEqual({ owner: "acme", repo: "widgets" });
  });

  it("retries a create whose answer was lost and takes the merge request it made", async () => {
    const { standIn, host: make } = await setup();
    standIn.fail(
      { method: "POST", path: "/api/v4/projects/acme%2Fwidgets/merge_requests" },
      { resetAfter: true },
    );
    const made = await make().createPullRequest({
      head: "releaser/main",
      base: "main",
      title: "t",
      body: "",
    });
    expect(made).toMatchObject({ pullRequest: { number: 1, title: "t" }, created: false });
    expect(standIn.state.mergeRequests).toHaveLength(1);
    expect(standIn.writes()).toHaveLength(2);
  });

  it("says what it was looking for when GitLab fails the look-up", async () => {
    const { standIn, host: make } = await setup();
    standIn.fail({ method: "GET" }, { status: 500, times: 4 });
    await expect(make().findOpenPullRequest("releaser/main", "main")).rejects.toThrow(
      "GitLab did not answer when trying to look for the open merge request from releaser/main, even after retries (500: Internal Server Error)",
    );
  });
});
