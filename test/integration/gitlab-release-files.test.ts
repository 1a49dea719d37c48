import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GITLAB_TOKEN, type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";

/**
 * A GitLab release links exactly its own files (DESIGN 9, issue 44 case 2): the generic package of
 * the tag may hold other files (planted, or an earlier run's), which are never linked and are
 * named in one warning.
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
