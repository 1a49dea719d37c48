import { describe, expect, it } from "vitest";
import type { CodeHost, HostRelease, ReleaseAsset } from "../../host/port.ts";
import type { HostSettings } from "../../host/settings.ts";
import type { AssetFile } from "./asset-files.ts";
import { assetsStep } from "./assets-step.ts";

const RELEASE: HostRelease = {
  id: 7,
  tag: "v1.5.0",
  name: "v1.5.0",
  body: "",
  draft: true,
  prerelease: false,
  url: "https://example.test/r/7",
  uploadUrl: "https://example.test/u/7",
};

/** A code host that answers only the asset listing (any other call fails the test). */
function hostWith(assets: ReleaseAsset[]): { kind: "open"; host: CodeHost; settings: HostSettings } {
  const host = new Proxy({} as CodeHost, {
    get: (_target, name) => {
      if (name === "listAssets") return async () => assets;
      throw new Error(`unexpected call: ${String(name)}`);
    },
  });
  return { kind: "open", host, settings: {} as HostSettings };
}

const wheel: AssetFile = {
  name: "w-1.5.0-py3-none-any.whl",
  path: "dist/w-1.5.0-py3-none-any.whl",
  bytes: Buffer.from("wheel"),
  contentType: "application/zip",
};

describe("assetsStep: what it says when there is nothing to upload", () => {
  it("no file and none on the release: skipped (nothing found to do), never 'done'", async () => {
    const step = assetsStep(
      hostWith([]),
      async () => [],
      { release: RELEASE },
      () => {},
    );
    expect(await step.observe()).toEqual({
      state: "skipped",
      detail: "no files match release.assets: nothing to upload",
    });
  });

  it("no file here but the release carries some (a fresh checkout): done, naming them", async () => {
    const there: ReleaseAsset = { id: 1, name: wheel.name, size: 5, complete: true };
    const step = assetsStep(
      hostWith([there]),
      async () => [],
      { release: RELEASE },
      () => {},
    );
    expect(await step.observe()).toEqual({
      state: "done",
      detail: `nothing to upload here; the release has ${wheel.name}`,
    });
  });

  it("without a token: the files it would upload, marked, and nothing asked of the host", async () => {
    const access = { kind: "no-token" as const, needs: "GITHUB_TOKEN (or GH_TOKEN)" };
    const none = await assetsStep(
      access,
      async () => [],
      { release: undefined },
      () => {},
    ).observe();
    expect(none).toEqual({ state: "skipped", detail: "no files match release.assets: nothing to upload" });
    const some = await assetsStep(
      access,
      async () => [wheel],
      { release: undefined },
      () => {},
    ).observe();
    expect(some).toMatchObject({
      state: "todo",
      detail: `upload ${wheel.name} unless the release has it (not looked up: no token)`,
      needs: "GITHUB_TOKEN (or GH_TOKEN)",
      observed: false,
    });
  });
});
