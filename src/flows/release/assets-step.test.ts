import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GitHostError } from "../../core/errors.ts";
import type { CodeHost, HostRelease, ReleaseAsset } from "../../host/port.ts";
import type { HostSettings } from "../../host/settings.ts";
import type { AssetFile } from "./asset-files.ts";
import { assetsStep, sameFile } from "./assets-step.ts";
import type { HostReleaseMemory } from "./host-release-step.ts";
import type { Applied, Observation } from "./steps.ts";

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
      needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
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

const sdist: AssetFile = {
  name: "w-1.5.0.tar.gz",
  path: "dist/w-1.5.0.tar.gz",
  bytes: Buffer.from("source tree"),
  contentType: "application/gzip",
};

const sha256 = (bytes: Uint8Array) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** An asset on the release holding exactly these bytes (as GitHub reports a finished upload). */
function assetOf(file: AssetFile, id: number): ReleaseAsset {
  return { id, name: file.name, size: file.bytes.byteLength, complete: true, digest: sha256(file.bytes) };
}

/** Another asset under the file's name: other bytes of the same size (a digest tells them apart). */
function otherUnder(file: AssetFile, id: number): ReleaseAsset {
  return { ...assetOf(file, id), digest: WHEEL_DIGEST };
}

/**
 * A draft release's assets on a fake code host that records every call. An upload under a name
 * the release already has answers undefined (GitHub's 422). `race` plays another run: before the
 * n-th upload of a name it may put an asset there, or answer "taken" while the listing shows
 * nothing (GitHub hides an upload still in progress from the listing).
 */
function assetHost(
  initial: ReleaseAsset[],
  race: (name: string, attempt: number) => ReleaseAsset | "taken" | undefined = () => undefined,
) {
  let assets = [...initial];
  let nextId = 100;
  const calls: string[] = [];
  const attempts = new Map<string, number>();
  const host = {
    listAssets: async (releaseId: number) => {
      calls.push(`list ${releaseId}`);
      return [...assets];
    },
    uploadAsset: async (release: HostRelease, name: string, bytes: Uint8Array, contentType: string) => {
      calls.push(`upload ${name} to ${release.id} as ${contentType}`);
      // A loop that never gives up fails here, at once, rather than hanging the test.
      if (calls.filter((c) => c.startsWith("upload")).length > 10) throw new Error("uploads without end");
      const attempt = attempts.get(name) ?? 0;
      attempts.set(name, attempt + 1);
      const raced = race(name, attempt);
      if (raced === "taken") return undefined;
      if (raced !== undefined) assets = [...assets.filter((a) => a.name !== name), raced];
      if (assets.some((a) => a.name === name)) return undefined;
      const made: ReleaseAsset = {
        id: nextId++,
        name,
        size: bytes.byteLength,
        complete: true,
        digest: sha256(bytes),
      };
      assets.push(made);
      return made;
    },
    deleteAsset: async (id: number) => {
      calls.push(`delete ${id}`);
      assets = assets.filter((a) => a.id !== id);
    },
  } as unknown as CodeHost;
  const access = { kind: "open" as const, host, settings: {} as HostSettings };
  return { access, calls, assets: () => assets };
}

async function applyTodo(observed: Observation): Promise<Applied> {
  if (observed.state !== "todo") throw new Error(`expected todo, got ${observed.state}: ${observed.detail}`);
  return observed.apply();
}

describe("assetsStep: skipped, dry-run and no-token answers", () => {
  it("is the 'assets' step", () => {
    expect(
      assetsStep(
        undefined,
        async () => [],
        { release: undefined },
        () => {},
      ).name,
    ).toBe("assets");
  });

  it("--skip-host-release: skipped, and the files are not even listed", async () => {
    let listed = false;
    const observed = await assetsStep(
      undefined,
      async () => {
        listed = true;
        return [wheel];
      },
      { release: undefined },
      () => {},
    ).observe();
    expect(observed).toEqual({ state: "skipped", detail: "no assets (--skip-host-release)" });
    expect(listed).toBe(false);
  });

  it("a dry run whose build would make the files: what a real run would upload, the globs named", async () => {
    const { access, calls } = assetHost([]);
    const observed = await assetsStep(
      access,
      async () => [],
      { release: RELEASE },
      () => {},
      ["dist/*.whl", "dist/*.tar.gz"],
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: "upload the built files (release.assets: dist/*.whl, dist/*.tar.gz)",
      observed: false,
    });
    // With a token there is no credential to ask for.
    expect("needs" in observed).toBe(false);
    expect(await applyTodo(observed)).toEqual({ detail: "" });
    expect(calls).toEqual([]);
  });

  it("the same dry run without a token also says which credential a real run needs", async () => {
    const observed = await assetsStep(
      { kind: "no-token", needs: "GITHUB_TOKEN (or GH_TOKEN)" },
      async () => [],
      { release: undefined },
      () => {},
      ["dist/*"],
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: "upload the built files (release.assets: dist/*)",
      observed: false,
      needs: ["GITHUB_TOKEN (or GH_TOKEN)"],
    });
    expect(await applyTodo(observed)).toEqual({ detail: "" });
  });

  it("no globs to build for (release.assets empty): nothing to upload, skipped", async () => {
    const { access } = assetHost([]);
    expect(
      await assetsStep(
        access,
        async () => [],
        { release: RELEASE },
        () => {},
        [],
      ).observe(),
    ).toEqual({
      state: "skipped",
      detail: "no files match release.assets: nothing to upload",
    });
  });

  it("files already built: the globs to build for play no part, the files are looked up", async () => {
    const { access } = assetHost([]);
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: RELEASE },
      () => {},
      ["dist/*"],
    ).observe();
    expect(observed).toMatchObject({ state: "todo", detail: `upload ${wheel.name}` });
  });

  it("without a token, several files: counted, named, and 'them'; applying does nothing", async () => {
    const observed = await assetsStep(
      { kind: "no-token", needs: "GITHUB_TOKEN" },
      async () => [wheel, sdist],
      { release: undefined },
      () => {},
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: `upload 2 files (${wheel.name}, ${sdist.name}) unless the release has them (not looked up: no token)`,
    });
    expect(await applyTodo(observed)).toEqual({ detail: "" });
  });

  it("no file here and no release yet (a dry run before host-release): skipped, nothing asked", async () => {
    const { access, calls } = assetHost([]);
    expect(
      await assetsStep(
        access,
        async () => [],
        { release: undefined },
        () => {},
      ).observe(),
    ).toEqual({
      state: "skipped",
      detail: "no files match release.assets: nothing to upload",
    });
    expect(calls).toEqual([]);
  });

  it("no file here, the release carries several: done, naming each", async () => {
    const { access } = assetHost([assetOf(wheel, 1), assetOf(sdist, 2)]);
    expect(
      await assetsStep(
        access,
        async () => [],
        { release: RELEASE },
        () => {},
      ).observe(),
    ).toEqual({
      state: "done",
      detail: `nothing to upload here; the release has ${wheel.name}, ${sdist.name}`,
    });
  });
});

describe("assetsStep: uploading to the draft", () => {
  it("the release is made later in the same run: uploads to the release host-release remembered", async () => {
    const { access, calls, assets } = assetHost([]);
    const memory: HostReleaseMemory = { release: undefined };
    let after = 0;
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist],
      memory,
      () => after++,
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: `upload 2 files (${wheel.name}, ${sdist.name})`,
    });
    memory.release = RELEASE;
    expect(await applyTodo(observed)).toEqual({
      detail: `uploaded ${wheel.name} (5 bytes), ${sdist.name} (11 bytes)`,
    });
    expect(calls).toEqual([
      `upload ${wheel.name} to 7 as application/zip`,
      `upload ${sdist.name} to 7 as application/gzip`,
    ]);
    expect(after).toBe(2);
    expect(assets().map((a) => a.name)).toEqual([wheel.name, sdist.name]);
  });

  it("the release still missing when the upload comes (a step out of order): one error, nothing uploaded", async () => {
    const { access, calls } = assetHost([]);
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: undefined },
      () => {},
    ).observe();
    await expect(applyTodo(observed)).rejects.toThrow("the assets step ran before the release existed");
    expect(calls).toEqual([]);
  });

  it("other bytes and an unfinished upload under the names: each deleted, then uploaded again", async () => {
    const unfinished: ReleaseAsset = { ...assetOf(sdist, 2), complete: false };
    const { access, calls, assets } = assetHost([otherUnder(wheel, 1), unfinished]);
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist],
      { release: RELEASE },
      () => {},
    ).observe();
    expect(observed).toMatchObject({
      state: "todo",
      detail: `upload 2 files (${wheel.name}, ${sdist.name}) (replacing ${wheel.name}, ${sdist.name}: other contents, or unfinished)`,
    });
    expect(observed).not.toHaveProperty("warning");
    const applied = await applyTodo(observed);
    expect(applied).toEqual({
      detail: `uploaded ${wheel.name} (5 bytes, replacing one with other contents or unfinished), ${sdist.name} (11 bytes, replacing one with other contents or unfinished)`,
    });
    expect(calls).toEqual([
      "list 7",
      "delete 1",
      `upload ${wheel.name} to 7 as application/zip`,
      "delete 2",
      `upload ${sdist.name} to 7 as application/gzip`,
    ]);
    expect(assets().every((a) => a.complete && a.digest !== WHEEL_DIGEST)).toBe(true);
  });

  it("one kept, one replaced, one new, one the draft's own: each said, only the missing ones uploaded", async () => {
    const notes: ReleaseAsset = { id: 3, name: "NOTES.txt", size: 4, complete: true, digest: undefined };
    const readme: AssetFile = { ...sdist, name: "README.md", bytes: Buffer.from("read me") };
    const { access, calls, assets } = assetHost([assetOf(wheel, 1), notes, otherUnder(sdist, 2)]);
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist, readme],
      { release: RELEASE },
      () => {},
    ).observe();
    const warning = `already on the release with the same contents, kept: ${wheel.name}; the release also carries NOTES.txt, which release.assets does not name; it is left on it`;
    expect(observed).toMatchObject({
      state: "todo",
      detail: `upload 2 files (${sdist.name}, README.md) (replacing ${sdist.name}: other contents, or unfinished)`,
    });
    expect(await applyTodo(observed)).toEqual({
      detail: `uploaded ${sdist.name} (11 bytes, replacing one with other contents or unfinished), README.md (7 bytes)`,
      warning,
    });
    expect(calls).toEqual([
      "list 7",
      "delete 2",
      `upload ${sdist.name} to 7 as application/gzip`,
      "upload README.md to 7 as application/gzip",
    ]);
    expect(assets().map((a) => a.id)).toEqual([1, 3, 100, 101]);
  });

  it("every file there already: done, the kept ones named, no upload", async () => {
    const { access, calls } = assetHost([assetOf(wheel, 1), assetOf(sdist, 2)]);
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist],
      { release: RELEASE },
      () => {},
    ).observe();
    expect(observed).toEqual({
      state: "done",
      detail: `2 files (${wheel.name}, ${sdist.name}) on the release`,
      warning: `already on the release with the same contents, kept: ${wheel.name}, ${sdist.name}`,
    });
    expect(calls).toEqual(["list 7"]);
  });

  it("files the release carries beside this one's: left on it, said ('they are'), nothing else to say", async () => {
    const a: ReleaseAsset = { id: 3, name: "a.txt", size: 1, complete: true, digest: undefined };
    const b: ReleaseAsset = { id: 4, name: "b.txt", size: 1, complete: true, digest: undefined };
    const { access, calls } = assetHost([a, b]);
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: RELEASE },
      () => {},
    ).observe();
    expect(observed).toMatchObject({ state: "todo", detail: `upload ${wheel.name}` });
    expect(await applyTodo(observed)).toEqual({
      detail: `uploaded ${wheel.name} (5 bytes)`,
      warning:
        "the release also carries a.txt, b.txt, which release.assets does not name; they are left on it",
    });
    expect(calls).not.toContain("delete 3");
    expect(calls).not.toContain("delete 4");
  });

  it("a new file and nothing else on the release: no warning at all", async () => {
    const { access } = assetHost([]);
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: RELEASE },
      () => {},
    ).observe();
    const applied = await applyTodo(observed);
    expect(applied).toEqual({ detail: `uploaded ${wheel.name} (5 bytes)` });
    expect("warning" in applied).toBe(false);
  });
});

describe("assetsStep: a name taken between the look and the upload (another run, a retried upload)", () => {
  // Listed before the raced asset, and not the file: the look for the name must not take it.
  const unrelated: ReleaseAsset = { id: 9, name: "NOTES.txt", size: 99, complete: true, digest: undefined };

  it("the same bytes appeared: kept, not claimed (already), never uploaded twice", async () => {
    const { access, calls } = assetHost([unrelated], (name, attempt) =>
      name === wheel.name && attempt === 0 ? assetOf(wheel, 50) : undefined,
    );
    let after = 0;
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: RELEASE },
      () => after++,
    ).observe();
    const applied = await applyTodo(observed);
    expect(applied).toEqual({
      already: true,
      detail: `${wheel.name} appeared meanwhile (another run, or a retried upload) and kept`,
      warning: "the release also carries NOTES.txt, which release.assets does not name; it is left on it",
    });
    expect(calls).toEqual(["list 7", `upload ${wheel.name} to 7 as application/zip`, "list 7"]);
    expect(after).toBe(1);
  });

  it("both files raced: nothing claimed, both named as kept", async () => {
    const { access } = assetHost([], (name, attempt) =>
      attempt === 0 ? assetOf(name === wheel.name ? wheel : sdist, name === wheel.name ? 50 : 51) : undefined,
    );
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist],
      { release: RELEASE },
      () => {},
    ).observe();
    expect(await applyTodo(observed)).toEqual({
      already: true,
      detail: `${wheel.name}, ${sdist.name} appeared meanwhile (another run, or a retried upload) and kept`,
    });
  });

  it("one file raced, another uploaded: the upload claimed, the raced one said kept", async () => {
    const { access } = assetHost([], (name, attempt) =>
      name === wheel.name && attempt === 0 ? assetOf(wheel, 50) : undefined,
    );
    const observed = await assetsStep(
      access,
      async () => [wheel, sdist],
      { release: RELEASE },
      () => {},
    ).observe();
    const applied = await applyTodo(observed);
    expect(applied).toEqual({
      detail: `uploaded ${sdist.name} (11 bytes); ${wheel.name} appeared meanwhile (another run, or a retried upload) and kept`,
    });
  });

  it("other bytes appeared: deleted once and uploaded again, claimed as this run's", async () => {
    const { access, calls, assets } = assetHost([unrelated], (name, attempt) =>
      name === wheel.name && attempt === 0 ? otherUnder(wheel, 50) : undefined,
    );
    const applied = await applyTodo(
      await assetsStep(
        access,
        async () => [wheel],
        { release: RELEASE },
        () => {},
      ).observe(),
    );
    expect(applied).toEqual({
      detail: `uploaded ${wheel.name} (5 bytes)`,
      warning: "the release also carries NOTES.txt, which release.assets does not name; it is left on it",
    });
    expect(calls).toEqual([
      "list 7",
      `upload ${wheel.name} to 7 as application/zip`,
      "list 7",
      "delete 50",
      `upload ${wheel.name} to 7 as application/zip`,
    ]);
    expect(assets().find((a) => a.name === wheel.name)?.digest).toBe(sha256(wheel.bytes));
    expect(assets()).toContainEqual(unrelated);
  });

  it("the name taken but not yet listed (an upload in progress): uploaded again, nothing deleted", async () => {
    const { access, calls } = assetHost([], (_name, attempt) => (attempt === 0 ? "taken" : undefined));
    const applied = await applyTodo(
      await assetsStep(
        access,
        async () => [wheel],
        { release: RELEASE },
        () => {},
      ).observe(),
    );
    expect(applied).toEqual({ detail: `uploaded ${wheel.name} (5 bytes)` });
    expect(calls).toEqual([
      "list 7",
      `upload ${wheel.name} to 7 as application/zip`,
      "list 7",
      `upload ${wheel.name} to 7 as application/zip`,
    ]);
  });

  it("other bytes twice: replaced twice, and the third upload goes through", async () => {
    const { access, calls } = assetHost([], (_name, attempt) =>
      attempt < 2 ? otherUnder(wheel, 50 + attempt) : undefined,
    );
    const applied = await applyTodo(
      await assetsStep(
        access,
        async () => [wheel],
        { release: RELEASE },
        () => {},
      ).observe(),
    );
    expect(applied).toEqual({ detail: `uploaded ${wheel.name} (5 bytes)` });
    expect(calls.filter((c) => c.startsWith("upload"))).toHaveLength(3);
    expect(calls.filter((c) => c.startsWith("delete"))).toEqual(["delete 50", "delete 51"]);
  });

  it("other bytes keep reappearing: one error after three uploads, saying to wait for the other run", async () => {
    const { access, calls } = assetHost([], (_name, attempt) => otherUnder(wheel, 50 + attempt));
    const observed = await assetsStep(
      access,
      async () => [wheel],
      { release: RELEASE },
      () => {},
    ).observe();
    await expect(applyTodo(observed)).rejects.toThrow(
      new GitHostError(
        `${wheel.name} could not be uploaded to the release of v1.5.0: an asset of that name keeps reappearing (another run uploading?); run again once it has finished`,
      ),
    );
    expect(calls.filter((c) => c.startsWith("upload"))).toHaveLength(3);
    expect(calls.filter((c) => c.startsWith("delete"))).toEqual(["delete 50", "delete 51"]);
  });
});

describe("assetsStep on a published immutable release: several files", () => {
  it("files missing and files with other bytes: both named, 'files' in the plural, nothing changed", async () => {
    const readme: AssetFile = { ...sdist, name: "README.md", bytes: Buffer.from("read me") };
    const license: AssetFile = { ...sdist, name: "LICENSE", bytes: Buffer.from("MIT") };
    const { access, calls } = assetHost([otherUnder(wheel, 1), otherUnder(sdist, 2)]);
    const step = assetsStep(
      access,
      async () => [wheel, sdist, readme, license],
      { release: { ...RELEASE, draft: false, immutable: true } },
      () => {},
    );
    await expect(step.observe()).rejects.toThrow(
      new GitHostError(
        `the release of v1.5.0 is published and immutable (https://example.test/r/7), and it lacks README.md, LICENSE and holds other contents under ${wheel.name}, ${sdist.name} than the files here; a published immutable release cannot change: release a new patch version (a fix: commit, then release-pr and release)`,
      ),
    );
    expect(calls).toEqual(["list 7"]);
  });
});
