import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GITLAB_TOKEN, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";

/**
 * A GitLab release links exactly its own files (DESIGN 9, issue 44 case 2): the generic package of
 * the tag may hold other files (planted, or an earlier run's), which are never linked and are
 * named in one warning. Its messages speak GitLab's terms (case 8).
 */

const SDIST = Buffer.from("sdist bytes of widgets 1.5.0");
const WHEEL = Buffer.from("PK\u0003\u0004 wheel bytes of widgets 1.5.0");

/** A project whose release commit for 1.5.0 is on main, here and on GitLab, with dist/ built. */
async function merged(): Promise<HostedRepo> {
  const h = await hostedRepo("", { provider: "gitlab" });
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  const update = await h.run(["update"]);
  expect(update.code, update.stderr).toBe(0);
  await h.push("main");
  mkdirSync(join(h.repo.dir, "dist"), { recursive: true });
  writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0.tar.gz"), SDIST);
  writeFileSync(join(h.repo.dir, "dist", "widgets-1.5.0-py3-none-any.whl"), WHEEL);
  return h;
}

/** Stores a file in the tag's generic package, as anyone with the Developer role can. */
async function plant(h: HostedRepo, name: string, content: string): Promise<void> {
  const url = `${h.gitlab.state.apiUrl}/projects/acme%2Fwidgets/packages/generic/widgets/v1.5.0/${name}`;
  const response = await fetch(url, {
    method: "PUT",
    headers: { "private-token": GITLAB_TOKEN },
    body: content,
  });
  expect(response.status).toBeLessThan(300);
}

describe("a GitLab release links its own files only", () => {
  it("a planted file and an earlier run's stale wheel in the registry package are not linked, and are named", async () => {
    const h = await merged();
    await plant(h, "evil_tool-9.9.9-py3-none-any.whl", "not ours");
    await plant(h, "widgets-1.5.0-py2-none-any.whl", "an earlier run's");
    const result = await h.run(["release", "--skip-build", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const [release] = h.gitlab.state.releases;
    expect(release?.links.map((l) => l.name).sort()).toEqual([
      "widgets-1.5.0-py3-none-any.whl",
      "widgets-1.5.0.tar.gz",
    ]);
    expect(result.stderr).toContain(
      "\nwarning: evil_tool-9.9.9-py3-none-any.whl, widgets-1.5.0-py2-none-any.whl in the package registry for v1.5.0 are not among this release's own files (an earlier run's, or put there by hand), so they are not linked from the release; delete them from the registry if not wanted",
    );
    // Said once, by the step that leaves them out; the assets step does not call them the release's.
    expect(result.stderr).not.toContain("the release also carries");
    expect(result.stderr.match(/evil_tool/g)).toHaveLength(1);
  });
});

describe("a GitLab release's refusals in GitLab's terms", () => {
  it("a refused tag push names GitLab's roles and protected tags, never GitHub's contents: write", async () => {
    const h = await merged();
    h.git.rejectPushes("You are not allowed to create tags in this project.");
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    const error = result.stderr.split("\n").find((line) => line.startsWith("error: "));
    expect(error).toMatch(
      /^error: the push of v1\.5\.0 to origin was rejected \(.*You are not allowed to create tags in this project\.\); check that the token may push there on GitLab: the Developer role, Maintainer \(or a role allowed under Settings → Repository → Protected branches or Protected tags\) for a protected branch or tag; .*, then run again \(releaser explain PUSH_ERROR\)$/,
    );
    expect(result.stderr).not.toContain("contents: write");
    expect(h.repo.git("tag", "-l", "v1.5.0")).toBe("");
  });

  it("a refused release creation is said as the creation, not as an update", async () => {
    const h = await merged();
    h.gitlab.fail(
      { method: "POST", path: "/api/v4/projects/acme%2Fwidgets/releases" },
      { status: 422, body: { message: "Release is invalid" } },
    );
    const result = await h.run(["release", "--skip-build"]);
    expect(result.code).toBe(1);
    const error = result.stderr.split("\n").find((line) => line.startsWith("error: "));
    expect(error).toContain(
      "error: GitLab refused to create the release for v1.5.0 (422: Release is invalid)",
    );
    expect(error).not.toContain("update");
  });
});
