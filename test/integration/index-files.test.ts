import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { changedOnIndexError, compareWithIndex, readSimplePage } from "../../src/publish/index-files.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * The index stand-in lists each file with its sha256 as pypi.org does (a PEP 503 link's
 * `#sha256=` fragment; with `pep691`, the JSON form for a client that asks for it), so the check
 * before the tag (issue 24: the index already has the version with other bytes) reads it as it
 * would read the real index.
 */

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

const SDIST = "spindle-1.5.0.tar.gz";
const WHEEL = "spindle-1.5.0-py3-none-any.whl";
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

async function indexHolding(pep691: boolean) {
  const index = await startPackageIndexStandIn({ token: "pypi-unused", pep691 });
  closers.push(index.close);
  for (const [filename, content] of [
    [SDIST, "released sdist"],
    [WHEEL, "released wheel"],
  ] as const) {
    const bytes = Buffer.from(content);
    index.files.set(filename, {
      filename,
      name: "spindle",
      version: "1.5.0",
      filetype: filename.endsWith(".whl") ? "bdist_wheel" : "sdist",
      content: bytes,
      sha256: sha(content),
    });
  }
  return index;
}

describe.each([false, true])("the package-index stand-in (pep691: %s)", (pep691) => {
  it("lists every file with its sha256, and a rebuild with other bytes is refused before the tag", async () => {
    const index = await indexHolding(pep691);
    const page = await readSimplePage(`${index.simpleUrl}spindle/`);
    expect(page).toEqual({
      read: true,
      files: [
        {
          filename: SDIST,
          url: `${index.origin}/files/${SDIST}`,
          sha256: sha("released sdist"),
          yanked: false,
        },
        {
          filename: WHEEL,
          url: `${index.origin}/files/${WHEEL}`,
          sha256: sha("released wheel"),
          yanked: false,
        },
      ],
    });
    const last = index.requests.at(-1);
    expect(last?.path).toBe("/simple/spindle/");

    const project = { name: "spindle", version: "1.5.0" };
    const comparison = await compareWithIndex({
      uploadUrl: index.uploadUrl,
      project,
      built: [
        { name: SDIST, bytes: Buffer.from("released sdist") },
        { name: WHEEL, bytes: Buffer.from("rebuilt wheel") },
      ],
    });
    expect(comparison.known && comparison.files.map((f) => f.state)).toEqual(["same", "different"]);
    expect(changedOnIndexError(comparison, project)?.message).toMatch(
      new RegExp(`^the index already has ${WHEEL} \\(sha256 ${sha("released wheel").slice(0, 12)}… there, `),
    );
    // The index's copy can be fetched where the page says (to attach the index's bytes instead).
    const indexed = comparison.known ? comparison.files[1] : undefined;
    const download = await fetch(indexed?.state === "different" ? indexed.indexed.url : "");
    expect(await download.text()).toBe("released wheel");
  });
});

describe("the stand-in's PEP 691 form", () => {
  it.each([
    ["application/vnd.pypi.simple.v1+json", "application/vnd.pypi.simple.v1+json"],
    ["application/vnd.pypi.simple.v1+json;q=0.5, text/html", "text/html"],
    ["text/html", "text/html"],
    ["application/vnd.pypi.simple.v1+json;q=0", "text/html"],
  ])("Accept %s -> %s", async (accept, type) => {
    const index = await indexHolding(true);
    const response = await fetch(`${index.simpleUrl}spindle/`, { headers: { accept } });
    expect(response.headers.get("content-type")).toBe(type);
  });

  it("is off unless asked for (HTML only, as many private indexes answer)", async () => {
    const index = await indexHolding(false);
    const response = await fetch(`${index.simpleUrl}spindle/`, {
      headers: { accept: "application/vnd.pypi.simple.v1+json" },
    });
    expect(response.headers.get("content-type")).toBe("text/html");
  });

  it("an unknown project is a 404: unknown, never an error", async () => {
    const index = await indexHolding(true);
    const comparison = await compareWithIndex({
      uploadUrl: index.uploadUrl,
      project: { name: "nobody", version: "1.0.0" },
      built: [{ name: "nobody-1.0.0.tar.gz", bytes: Buffer.from("x") }],
    });
    expect(comparison).toEqual({
      known: false,
      page: `${index.simpleUrl}nobody/`,
      why: `the index answered 404 for ${index.simpleUrl}nobody/`,
    });
  });
});
