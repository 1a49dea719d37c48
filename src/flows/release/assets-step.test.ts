import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CodeHost, HostRelease, ReleaseAsset } from "../../host/port.ts";
import type { HostSettings } from "../../host/settings.ts";
import type { AssetFile } from "./asset-files.ts";
import { assetsStep, sameFile } from "./assets-step.ts";

const RELEASE: HostRelease = {
  id: 7,
  tag: "v1.5.0",
  name: "v1.5.0",
  body: "",
  draft: true,
  prerelease: false,
  url: "https://example.test/r/7",
  uploadUrl: "https://example.test/u/7",
  immutable: false,
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
    const there: ReleaseAsset = { id: 1, name: wheel.name, size: 5, complete: true, digest: undefined };
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

const WHEEL_DIGEST = "sha256:2a1a6c0d9a4aee1dad1e6beb7ef8a4ff0b4b0e61ec6a1e3e5c31e0e7ccf9b6a2";

describe("sameFile: an asset is kept only when it holds the bytes built here", () => {
  const digest = `sha256:${createHash("sha256").update(wheel.bytes).digest("hex")}`;
  const asset = (over: Partial<ReleaseAsset>): ReleaseAsset => ({
    id: 1,
    name: wheel.name,
    size: wheel.bytes.byteLength,
    complete: true,
    digest: undefined,
    ...over,
  });
  it("the host's digest decides when it gives one, whatever the size", () => {
    expect(sameFile(asset({ digest }), wheel)).toBe(true);
    expect(sameFile(asset({ digest: digest.toUpperCase().replace("SHA256", "sha256") }), wheel)).toBe(true);
    // Same size, other bytes: GitHub's digest tells them apart where the size cannot.
    expect(sameFile(asset({ digest: WHEEL_DIGEST }), wheel)).toBe(false);
  });
  it("without a digest (an older asset or server), the size decides", () => {
    expect(sameFile(asset({}), wheel)).toBe(true);
    expect(sameFile(asset({ size: 6 }), wheel)).toBe(false);
  });
  it("an unfinished upload is never the file", () => {
    expect(sameFile(asset({ complete: false, digest }), wheel)).toBe(false);
  });
});

describe("assetsStep on a published immutable release", () => {
  const published: HostRelease = { ...RELEASE, draft: false, immutable: true };
  const digest = `sha256:${createHash("sha256").update(wheel.bytes).digest("hex")}`;
  it("the same file there: done, nothing asked to change", async () => {
    const there: ReleaseAsset = { id: 1, name: wheel.name, size: 5, complete: true, digest };
    const observed = await assetsStep(
      hostWith([there]),
      async () => [wheel],
      { release: published },
      () => {},
    ).observe();
    expect(observed).toMatchObject({ state: "done", detail: `${wheel.name} on the release` });
  });
  it("a missing file: one error that says a new patch release is the way, never an upload", async () => {
    const step = assetsStep(
      hostWith([]),
      async () => [wheel],
      { release: published },
      () => {},
    );
    await expect(step.observe()).rejects.toThrow(
      `the release of v1.5.0 is published and immutable (https://example.test/r/7), and it lacks ${wheel.name}; a published immutable release cannot change: release a new patch version`,
    );
  });
  it("other bytes under the name: the same error, naming the file", async () => {
    const there: ReleaseAsset = { id: 1, name: wheel.name, size: 5, complete: true, digest: WHEEL_DIGEST };
    const step = assetsStep(
      hostWith([there]),
      async () => [wheel],
      { release: published },
      () => {},
    );
    await expect(step.observe()).rejects.toThrow(
      `and it holds other contents under ${wheel.name} than the file here; a published immutable release cannot change`,
    );
  });
  it("a draft of the same release takes the upload (the normal path)", async () => {
    const observed = await assetsStep(
      hostWith([]),
      async () => [wheel],
      { release: { ...published, draft: true, immutable: false } },
      () => {},
    ).observe();
    expect(observed).toMatchObject({ state: "todo", detail: `upload ${wheel.name}` });
  });
});
