import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { HostReleaseRequest } from "../../core/host-release.ts";
import type { CodeHost, HostRelease, ReleaseInput } from "../../host/port.ts";
import type { HostSettings } from "../../host/settings.ts";
import type { HostAccess } from "../shared/code-host.ts";
import { type HostReleaseMemory, hostReleaseStep } from "./host-release-step.ts";
import { publishReleaseStep } from "./publish-release-step.ts";
import type { Applied, Observation } from "./steps.ts";

const REQUEST: HostReleaseRequest = {
  tag: "v1.5.0",
  name: "v1.5.0",
  body: "## 1.5.0\n\n- Add x",
  draft: false,
  prerelease: false,
  latest: undefined,
};

function release(over: Partial<HostRelease> = {}): HostRelease {
  return {
    id: 7,
    tag: "v1.5.0",
    name: "v1.5.0",
    body: REQUEST.body,
    draft: true,
    prerelease: false,
    url: "https://example.test/r/7",
    uploadUrl: "https://example.test/u/7",
    immutable: false,
    ...over,
  };
}

/** A host that holds at most one release and records every call that changes something. */
function fakeHost(
  initial: HostRelease | undefined,
  options: { createdByOther?: boolean; appeared?: HostRelease } = {},
) {
  let current = initial;
  const calls: Array<{ call: string; input: unknown }> = [];
  const host = {
    findReleaseByTag: async () => current,
    createRelease: async (input: ReleaseInput) => {
      calls.push({ call: "create", input });
      if (options.appeared !== undefined) {
        current = options.appeared;
        return { release: current, created: false };
      }
      if (options.createdByOther) {
        current = release({ name: "by hand", body: "draft notes" });
        return { release: current, created: false };
      }
      current = release({
        name: input.name,
        body: input.body,
        draft: input.draft,
        prerelease: input.prerelease,
      });
      return { release: current, created: true };
    },
    updateRelease: async (id: number, input: Partial<ReleaseInput>) => {
      calls.push({ call: "update", input: { id, ...input } });
      current = release({ ...current, ...input, immutable: input.draft === false });
      return current;
    },
  } as unknown as CodeHost;
  const access: HostAccess = { kind: "open", host, settings: {} as HostSettings };
  return { access, calls, current: () => current };
}

async function apply(observed: Observation): Promise<Applied> {
  if (observed.state !== "todo") throw new Error(`expected todo, got ${observed.state}: ${observed.detail}`);
  return observed.apply();
}

describe("hostReleaseStep: the release is made as a draft", () => {
  it("no release: creates a draft, whatever release.draft says (the files go on before publishing)", async () => {
    const { access, calls } = fakeHost(undefined);
    const memory: HostReleaseMemory = { release: undefined };
    const observed = await hostReleaseStep(access, REQUEST, memory).observe();
    expect(observed).toMatchObject({ state: "todo", detail: "create draft release v1.5.0" });
    expect(await apply(observed)).toEqual({
      detail: "created draft release v1.5.0: https://example.test/r/7",
    });
    expect(calls).toEqual([
      {
        call: "create",
        input: { tag: "v1.5.0", name: "v1.5.0", body: REQUEST.body, draft: true, prerelease: false },
      },
    ]);
    expect(memory.release?.draft).toBe(true);
  });

  it("a pre-release says so", async () => {
    const { access } = fakeHost(undefined);
    const observed = await hostReleaseStep(
      access,
      { ...REQUEST, prerelease: true },
      { release: undefined },
    ).observe();
    expect(observed).toMatchObject({ state: "todo", detail: "create draft pre-release v1.5.0" });
  });

  it("a published release: left as it is, with a warning, nothing changed", async () => {
    const { access, calls } = fakeHost(release({ draft: false, name: "Edited", body: "by hand" }));
    const memory: HostReleaseMemory = { release: undefined };
    const observed = await hostReleaseStep(access, REQUEST, memory).observe();
    expect(observed).toEqual({
      state: "done",
      detail: "release v1.5.0: https://example.test/r/7",
      warning: "the release of v1.5.0 already exists (https://example.test/r/7); it is left as it is",
    });
    expect(calls).toEqual([]);
    expect(memory.release?.name).toBe("Edited");
  });

  it("a draft saying what this release says (an interrupted run's): done, nothing changed", async () => {
    const { access, calls } = fakeHost(release());
    const observed = await hostReleaseStep(access, REQUEST, { release: undefined }).observe();
    expect(observed).toEqual({
      state: "done",
      detail: "draft release v1.5.0 (an earlier run's): https://example.test/r/7",
    });
    expect(calls).toEqual([]);
  });

  it("a hand-made draft: taken over, its title and notes replaced by this release's", async () => {
    const { access, calls } = fakeHost(release({ name: "WIP", body: "notes by hand", prerelease: true }));
    const memory: HostReleaseMemory = { release: undefined };
    const observed = await hostReleaseStep(access, REQUEST, memory).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail:
        "take over the draft release v1.5.0 (title, notes, pre-release flag from the changelog and the configuration) and finish it",
    });
    await apply(observed);
    expect(calls).toEqual([
      { call: "update", input: { id: 7, name: "v1.5.0", body: REQUEST.body, prerelease: false } },
    ]);
    expect(memory.release).toMatchObject({ name: "v1.5.0", body: REQUEST.body, draft: true });
  });

  it("a draft that appeared while creating (another run): kept, taken over, reported as already", async () => {
    const { access, calls } = fakeHost(undefined, { createdByOther: true });
    const memory: HostReleaseMemory = { release: undefined };
    const applied = await apply(await hostReleaseStep(access, REQUEST, memory).observe());
    expect(applied).toMatchObject({
      already: true,
      detail: "release v1.5.0 is there: https://example.test/r/7",
    });
    expect(applied.warning).toContain("appeared while this run created it");
    expect(calls.map((c) => c.call)).toEqual(["create", "update"]);
    expect(memory.release).toMatchObject({ name: "v1.5.0", body: REQUEST.body });
  });

  it("without a token (a dry run): says what it would do and what it needs, asks nothing", async () => {
    const observed = await hostReleaseStep(
      { kind: "no-token", needs: "GITHUB_TOKEN (or GH_TOKEN)" },
      REQUEST,
      { release: undefined },
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: "create draft release v1.5.0 unless it exists (not looked up: no token)",
      needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
      observed: false,
    });
  });

  it("is the 'host-release' step", () => {
    expect(hostReleaseStep(undefined, REQUEST, { release: undefined }).name).toBe("host-release");
  });

  it("taking a draft over says what it took over and where the release is", async () => {
    const { access } = fakeHost(release({ body: "notes by hand" }));
    const memory: HostReleaseMemory = { release: undefined };
    const observed = await hostReleaseStep(access, REQUEST, memory).observe();
    expect(await apply(observed)).toEqual({
      detail:
        "took over the draft release v1.5.0 (notes from the changelog and the configuration): https://example.test/r/7",
    });
    expect(memory.release?.body).toBe(REQUEST.body);
  });

  it("a draft saying what this release says appeared while creating: kept as it is, nothing updated", async () => {
    const { access, calls } = fakeHost(undefined, { appeared: release() });
    const memory: HostReleaseMemory = { release: undefined };
    const applied = await apply(await hostReleaseStep(access, REQUEST, memory).observe());
    expect(applied).toEqual({
      already: true,
      detail: "release v1.5.0 is there: https://example.test/r/7",
      warning:
        "the release of v1.5.0 appeared while this run created it (another run, or a retried request); it is kept",
    });
    expect(calls.map((c) => c.call)).toEqual(["create"]);
    expect(memory.release).toEqual(release());
  });

  it("a published release appeared while creating: kept, never taken over (a maintainer's edits stay)", async () => {
    const published = release({ draft: false, name: "Edited", body: "by hand" });
    const { access, calls } = fakeHost(undefined, { appeared: published });
    const memory: HostReleaseMemory = { release: undefined };
    const applied = await apply(await hostReleaseStep(access, REQUEST, memory).observe());
    expect(applied).toMatchObject({ already: true });
    expect(calls.map((c) => c.call)).toEqual(["create"]);
    expect(memory.release).toEqual(published);
  });

  it("without a token, applying does nothing and claims nothing", async () => {
    const observed = await hostReleaseStep({ kind: "no-token", needs: "GITHUB_TOKEN" }, REQUEST, {
      release: undefined,
    }).observe();
    expect(await apply(observed)).toEqual({ detail: "" });
  });

  it("--skip-host-release: skipped", async () => {
    expect(await hostReleaseStep(undefined, REQUEST, { release: undefined }).observe()).toEqual({
      state: "skipped",
      detail: "no code-host release (--skip-host-release)",
    });
  });
});

describe("publishReleaseStep: the draft is published once its files are on it", () => {
  it("a draft: published, marked latest by the host's default", async () => {
    const { access, calls } = fakeHost(release());
    const memory: HostReleaseMemory = { release: release() };
    const observed = await publishReleaseStep(access, REQUEST, memory).observe();
    expect(observed).toMatchObject({ state: "todo", detail: "publish release v1.5.0" });
    expect(await apply(observed)).toEqual({ detail: "published release v1.5.0: https://example.test/r/7" });
    expect(calls).toEqual([{ call: "update", input: { id: 7, draft: false, files: [] } }]);
    expect(memory.release?.draft).toBe(false);
  });

  it("names the release's own files (name, size, sha256) to the host, and warns of the stored files it did not link", async () => {
    const { access, calls } = fakeHost(release());
    const wheel = {
      name: "w-1.5.0-py3-none-any.whl",
      path: "dist/w-1.5.0-py3-none-any.whl",
      bytes: Buffer.from("wheel"),
      contentType: "application/zip",
    };
    const memory: HostReleaseMemory = { release: release() };
    const step = publishReleaseStep(access, REQUEST, memory, async () => [wheel]);
    const observed = await step.observe();
    const host = (access as { host: CodeHost }).host;
    // GitLab's answer: a planted file and an earlier run's stale wheel were stored for the tag.
    host.updateRelease = async (id, input) => {
      calls.push({ call: "update", input: { id, ...input } });
      return release({
        draft: false,
        unlinked: ["evil_tool-9.9.9-py3-none-any.whl", "w-1.5.0-py2-none-any.whl"],
      });
    };
    expect(await apply(observed)).toEqual({
      detail: "published release v1.5.0: https://example.test/r/7",
      warning:
        "evil_tool-9.9.9-py3-none-any.whl, w-1.5.0-py2-none-any.whl in the package registry for v1.5.0 are not among this release's own files (an earlier run's, or put there by hand), so they are not linked from the release; delete them from the registry if not wanted",
    });
    expect(calls).toEqual([
      {
        call: "update",
        input: {
          id: 7,
          draft: false,
          files: [
            {
              name: "w-1.5.0-py3-none-any.whl",
              size: 5,
              sha256: createHash("sha256").update("wheel").digest("hex"),
            },
          ],
        },
      },
    ]);
  });

  it("an older line: published without becoming the latest", async () => {
    const { access, calls } = fakeHost(release());
    const request = { ...REQUEST, latest: false as const };
    const observed = await publishReleaseStep(access, request, { release: release() }).observe();
    expect(observed).toMatchObject({
      detail: "publish release v1.5.0 (not marked latest: a newer release exists)",
    });
    await apply(observed);
    expect(calls).toEqual([{ call: "update", input: { id: 7, draft: false, latest: false, files: [] } }]);
  });

  it("already published: done, nothing changed", async () => {
    const { access, calls } = fakeHost(release({ draft: false }));
    const observed = await publishReleaseStep(access, REQUEST, {
      release: release({ draft: false }),
    }).observe();
    expect(observed).toEqual({
      state: "done",
      detail: "release v1.5.0 is published: https://example.test/r/7",
    });
    expect(calls).toEqual([]);
  });

  it("release.draft = true: left a draft, said so", async () => {
    const { access, calls } = fakeHost(release());
    const observed = await publishReleaseStep(
      access,
      { ...REQUEST, draft: true },
      { release: release() },
    ).observe();
    expect(observed).toEqual({
      state: "skipped",
      detail: "left a draft (release.draft = true): publish it on the code host",
    });
    expect(calls).toEqual([]);
  });

  it("a dry run before the draft exists, or without a token: what a real run would do", async () => {
    const { access } = fakeHost(undefined);
    expect(await publishReleaseStep(access, REQUEST, { release: undefined }).observe()).toMatchObject({
      state: "todo",
      detail: "publish release v1.5.0 once its files are on it",
    });
    expect(
      await publishReleaseStep({ kind: "no-token", needs: "GITHUB_TOKEN" }, REQUEST, {
        release: undefined,
      }).observe(),
    ).toMatchObject({ state: "todo", needs: ["GITHUB_TOKEN"], observed: false });
  });

  it("--skip-host-release: skipped", async () => {
    expect(await publishReleaseStep(undefined, REQUEST, { release: undefined }).observe()).toMatchObject({
      state: "skipped",
    });
  });
});
