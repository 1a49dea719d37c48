import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PublishError } from "../core/errors.ts";
import {
  changedOnIndexError,
  compareListing,
  compareWithIndex,
  downloadIndexedFile,
  type IndexComparison,
  parseHtmlPage,
  parseJsonPage,
  simplePageUrl,
} from "./index-files.ts";
import { readIndexedFiles } from "./upload.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const bytes = (text: string) => new TextEncoder().encode(text);

const PROJECT = { name: "Spindle", version: "1.5.0" };
const SDIST = "spindle-1.5.0.tar.gz";
const WHEEL = "spindle-1.5.0-py3-none-any.whl";

/** What a loopback index answers for a path: status, content type, body; the Accept header seen. */
type Route = (accept: string) => { status: number; type?: string; body: string };
const routes = new Map<string, Route>();
const accepts: string[] = [];
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const accept = String(request.headers.accept ?? "");
    accepts.push(accept);
    const route = routes.get(request.url ?? "");
    const answer = route?.(accept) ?? { status: 404, body: "Not Found" };
    response.writeHead(answer.status, { "content-type": answer.type ?? "text/plain" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function html(links: string[]): string {
  return `<!DOCTYPE html><html><body>\n${links.join("<br>\n")}\n</body></html>`;
}

describe("simplePageUrl", () => {
  it.each([
    ["https://upload.pypi.org/legacy/", "https://pypi.org/simple/spindle/"],
    ["https://test.pypi.org/legacy/", "https://test.pypi.org/simple/spindle/"],
    ["http://127.0.0.1:8080/legacy", "http://127.0.0.1:8080/simple/spindle/"],
    ["http://127.0.0.1:8080/pypi/legacy/", "http://127.0.0.1:8080/pypi/simple/spindle/"],
    ["https://example.org/upload/", undefined],
    ["not a url", undefined],
  ])("%s -> %s", (upload, page) => {
    expect(simplePageUrl(upload, "spindle")).toBe(page);
  });
});

describe("parseHtmlPage", () => {
  it("reads each link's file name, URL, sha256 fragment and yanked mark", () => {
    const a = sha("a");
    const page = [
      `<a href="../../files/${SDIST}#sha256=${a.toUpperCase()}" data-requires-python="&gt;=3.9">${SDIST}</a>`,
      `<a data-yanked="" href='https://files.example/${WHEEL}#md5=0123'>${WHEEL}</a>`,
      `<a href=/files/other.tar.gz>  </a>`,
      `<a href="/files/x&amp;y.tar.gz#sha256=${a}">x&amp;y.tar.gz</a>`,
    ];
    expect(parseHtmlPage(html(page), "http://127.0.0.1:1/simple/spindle/")).toEqual([
      { filename: SDIST, url: `http://127.0.0.1:1/files/${SDIST}`, sha256: a, yanked: false },
      { filename: WHEEL, url: `https://files.example/${WHEEL}`, sha256: undefined, yanked: true },
      {
        filename: "other.tar.gz",
        url: "http://127.0.0.1:1/files/other.tar.gz",
        sha256: undefined,
        yanked: false,
      },
      { filename: "x&y.tar.gz", url: "http://127.0.0.1:1/files/x&y.tar.gz", sha256: a, yanked: false },
    ]);
  });

  it("takes no fragment but a full sha256 for one", () => {
    expect(
      parseHtmlPage(`<a href="/f.tar.gz#sha256=abc">f.tar.gz</a>`, "http://h/")[0]?.sha256,
    ).toBeUndefined();
  });
});

describe("parseJsonPage", () => {
  it("reads files[].hashes.sha256 (PEP 691), relative URLs resolved, yanked as given", () => {
    const text = JSON.stringify({
      meta: { "api-version": "1.1" },
      name: "spindle",
      files: [
        { filename: SDIST, url: `/files/${SDIST}`, hashes: { sha256: sha("a") }, yanked: false },
        { filename: WHEEL, url: `https://files.example/${WHEEL}`, hashes: {}, yanked: "broken" },
        { filename: 3, url: "/x" },
      ],
    });
    expect(parseJsonPage(text, "http://h/simple/spindle/")).toEqual([
      { filename: SDIST, url: `http://h/files/${SDIST}`, sha256: sha("a"), yanked: false },
      { filename: WHEEL, url: `https://files.example/${WHEEL}`, sha256: undefined, yanked: true },
    ]);
  });

  it.each(["not json", "null", "{}", '{"files": 3}'])("%s is no page", (text) => {
    expect(parseJsonPage(text, "http://h/")).toBeUndefined();
  });
});

describe("compareListing", () => {
  it("tells same, different, unverified and absent apart, and lists the version's files not built", () => {
    const listed = [
      { filename: SDIST, url: "u1", sha256: sha("sdist"), yanked: false },
      { filename: WHEEL, url: "u2", sha256: sha("old wheel"), yanked: false },
      {
        filename: "spindle-1.5.0-cp312-cp312-manylinux_2_17_x86_64.whl",
        url: "u3",
        sha256: undefined,
        yanked: false,
      },
      { filename: "Spindle-1.5.0.zip", url: "u4", sha256: sha("zip"), yanked: false },
      { filename: "spindle-1.5.0.0-py3-none-any.whl", url: "u5", sha256: sha("same version"), yanked: false },
      { filename: "spindle-1.4.0.tar.gz", url: "u6", sha256: sha("older"), yanked: false },
      { filename: "other-1.5.0.tar.gz", url: "u7", sha256: sha("other"), yanked: false },
    ];
    const built = [
      { name: SDIST, bytes: bytes("sdist") },
      { name: WHEEL, bytes: bytes("new wheel") },
      { name: "spindle-1.5.0-cp312-cp312-manylinux_2_17_x86_64.whl", bytes: bytes("bin") },
      { name: "spindle-1.5.0-cp313-cp313-manylinux_2_17_x86_64.whl", bytes: bytes("bin13") },
    ];
    const { files, others } = compareListing(listed, PROJECT, built);
    expect(files.map((f) => [f.file, f.state])).toEqual([
      [SDIST, "same"],
      [WHEEL, "different"],
      ["spindle-1.5.0-cp312-cp312-manylinux_2_17_x86_64.whl", "unverified"],
      ["spindle-1.5.0-cp313-cp313-manylinux_2_17_x86_64.whl", "absent"],
    ]);
    expect(files[1]).toEqual({
      file: WHEEL,
      state: "different",
      sha256: sha("new wheel"),
      indexed: listed[1],
    });
    expect(files[3]).toEqual({ file: files[3]?.file, state: "absent", sha256: sha("bin13") });
    expect(others.map((f) => f.filename)).toEqual(["Spindle-1.5.0.zip", "spindle-1.5.0.0-py3-none-any.whl"]);
  });
});

describe("changedOnIndexError", () => {
  const known = (listed: { name: string; content: string }[], built: { name: string; content: string }[]) =>
    ({
      known: true,
      page: "p",
      ...compareListing(
        listed.map((f) => ({
          filename: f.name,
          url: `http://h/files/${f.name}`,
          sha256: sha(f.content),
          yanked: false,
        })),
        PROJECT,
        built.map((f) => ({ name: f.name, bytes: bytes(f.content) })),
      ),
    }) satisfies IndexComparison;

  it("is one line naming each changed file with both digests, and what to do", () => {
    const comparison = known(
      [
        { name: SDIST, content: "old sdist" },
        { name: WHEEL, content: "wheel" },
      ],
      [
        { name: SDIST, content: "new sdist" },
        { name: WHEEL, content: "wheel" },
      ],
    );
    const error = changedOnIndexError(comparison, PROJECT);
    expect(error).toBeInstanceOf(PublishError);
    expect(error?.code).toBe("PUBLISH_ERROR");
    expect(error?.message).toBe(
      `the index already has ${SDIST} (sha256 ${sha("old sdist").slice(0, 12)}… there, ${sha("new sdist").slice(0, 12)}… built here) with other contents: 1.5.0 is released there from other code and a released version cannot change on the index; nothing is tagged: release a new version (commit, then update or the release pull request makes the next one)`,
    );
    expect(error?.message).not.toContain("\n");
    expect(error?.details).toEqual([
      `${SDIST}: sha256 ${sha("old sdist")} at http://h/files/${SDIST}`,
      `${SDIST}: sha256 ${sha("new sdist")} built here`,
    ]);
  });

  it("names every changed file", () => {
    const comparison = known(
      [
        { name: SDIST, content: "a" },
        { name: WHEEL, content: "b" },
      ],
      [
        { name: SDIST, content: "c" },
        { name: WHEEL, content: "d" },
      ],
    );
    expect(changedOnIndexError(comparison, PROJECT)?.message).toMatch(
      new RegExp(
        `^the index already has ${SDIST} \\(sha256 \\w{12}… there, \\w{12}… built here\\), ${WHEEL} \\(`,
      ),
    );
  });

  it("is nothing when the bytes agree, when files are absent, unverified, or nothing is known", () => {
    expect(
      changedOnIndexError(known([{ name: SDIST, content: "a" }], [{ name: SDIST, content: "a" }]), PROJECT),
    ).toBeUndefined();
    expect(changedOnIndexError(known([], [{ name: SDIST, content: "a" }]), PROJECT)).toBeUndefined();
    const unverified: IndexComparison = {
      known: true,
      page: "p",
      ...compareListing([{ filename: SDIST, url: "u", sha256: undefined, yanked: false }], PROJECT, [
        { name: SDIST, bytes: bytes("a") },
      ]),
    };
    expect(changedOnIndexError(unverified, PROJECT)).toBeUndefined();
    expect(changedOnIndexError({ known: false, page: undefined, why: "x" }, PROJECT)).toBeUndefined();
  });
});

describe("compareWithIndex against a loopback index", () => {
  const built = [
    { name: SDIST, bytes: bytes("sdist") },
    { name: WHEEL, bytes: bytes("new wheel") },
  ];
  const request = (path: string) => ({ uploadUrl: `${origin}${path}legacy/`, project: PROJECT, built });

  it("reads the HTML page (PEP 503) when the index serves only HTML, asking for JSON first", async () => {
    routes.set("/a/simple/spindle/", () => ({
      status: 200,
      type: "text/html",
      body: html([
        `<a href="/files/${SDIST}#sha256=${sha("sdist")}">${SDIST}</a>`,
        `<a href="/files/${WHEEL}#sha256=${sha("old wheel")}">${WHEEL}</a>`,
      ]),
    }));
    accepts.length = 0;
    const comparison = await compareWithIndex(request("/a/"));
    expect(accepts[0]).toMatch(/^application\/vnd\.pypi\.simple\.v1\+json, .*text\/html;q=0\.01$/);
    expect(comparison).toMatchObject({ known: true, page: `${origin}/a/simple/spindle/`, others: [] });
    expect(comparison.known && comparison.files.map((f) => f.state)).toEqual(["same", "different"]);
    expect(
      comparison.known && comparison.files[1]?.state === "different" && comparison.files[1].indexed.url,
    ).toBe(`${origin}/files/${WHEEL}`);
  });

  it("reads the JSON form (PEP 691) when the index answers with it", async () => {
    routes.set("/b/simple/spindle/", (accept) =>
      accept.startsWith("application/vnd.pypi.simple.v1+json")
        ? {
            status: 200,
            type: "application/vnd.pypi.simple.v1+json",
            body: JSON.stringify({
              meta: { "api-version": "1.1" },
              name: "spindle",
              files: [{ filename: SDIST, url: `/files/${SDIST}`, hashes: { sha256: sha("old sdist") } }],
            }),
          }
        : { status: 500, body: "asked for HTML" },
    );
    const comparison = await compareWithIndex(request("/b/"));
    expect(comparison.known && comparison.files.map((f) => f.state)).toEqual(["different", "absent"]);
  });

  it.each([
    ["/c/", "the index answered 404 for"],
    ["/d/", "is no PEP 691 page"],
  ])("an unreadable page (%s) is unknown, never an error", async (path, why) => {
    routes.set("/d/simple/spindle/", () => ({
      status: 200,
      type: "application/vnd.pypi.simple.v1+json",
      body: "<html>",
    }));
    const comparison = await compareWithIndex(request(path));
    expect(comparison).toMatchObject({ known: false, page: `${origin}${path}simple/spindle/` });
    expect(!comparison.known && comparison.why).toContain(why);
  });

  it("a network failure is unknown, never an error", async () => {
    const refused = await compareWithIndex({
      ...request("/"),
      fetcher: () => Promise.reject(new Error("ECONNREFUSED")),
    });
    expect(refused).toEqual({
      known: false,
      page: `${origin}/simple/spindle/`,
      why: `${origin}/simple/spindle/ could not be read (ECONNREFUSED)`,
    });
  });

  it("an upload URL without a simple page is unknown", async () => {
    expect(await compareWithIndex({ ...request("/"), uploadUrl: "https://example.org/upload" })).toEqual({
      known: false,
      page: undefined,
      why: "https://example.org/upload is no upload URL whose simple page can be told",
    });
  });

  it("readIndexedFiles lists the names in either form, and nothing for an unreadable page", async () => {
    expect(await readIndexedFiles(`${origin}/a/simple/spindle/`)).toEqual(new Set([SDIST, WHEEL]));
    expect(await readIndexedFiles(`${origin}/b/simple/spindle/`)).toEqual(new Set([SDIST]));
    expect(await readIndexedFiles(`${origin}/c/simple/spindle/`)).toEqual(new Set());
  });
});

describe("downloadIndexedFile", () => {
  const file = (content: string, path: string) => ({
    filename: WHEEL,
    url: `${origin}${path}`,
    sha256: sha(content),
    yanked: false,
  });

  it("returns the index's bytes when they have the listed sha256", async () => {
    routes.set("/files/good.whl", () => ({ status: 200, body: "released wheel" }));
    expect(
      new TextDecoder().decode(await downloadIndexedFile(file("released wheel", "/files/good.whl"))),
    ).toBe("released wheel");
  });

  it("refuses bytes other than the listed ones, and an unreadable file, in one line", async () => {
    routes.set("/files/bad.whl", () => ({ status: 200, body: "tampered" }));
    await expect(downloadIndexedFile(file("released wheel", "/files/bad.whl"))).rejects.toThrow(
      new PublishError(
        `${WHEEL} as downloaded from the index has sha256 ${sha("tampered").slice(0, 12)}…, not the ${sha("released wheel").slice(0, 12)}… its page lists; run release again`,
      ),
    );
    await expect(downloadIndexedFile(file("x", "/files/none.whl"))).rejects.toThrow(
      `${WHEEL} could not be downloaded from the index (the index answered 404) at ${origin}/files/none.whl; run release again`,
    );
  });
});

describe("simplePageUrl: only a path that ends in legacy/", () => {
  it("names no page for a path that goes on past legacy/, and replaces only the last legacy/", () => {
    expect(simplePageUrl("https://h/legacy/upload", "spindle")).toBeUndefined();
    expect(simplePageUrl("https://h/legacy/legacy/", "spindle")).toBe("https://h/legacy/simple/spindle/");
  });
});

describe("parseHtmlPage: links as indexes write them", () => {
  it("decodes the entities a page escapes in a name or link", () => {
    const [file] = parseHtmlPage(
      `<a href="/f/a&lt;&gt;&quot;&apos;&#39;&AMP;&nbsp;.tar.gz">a&lt;&gt;&quot;&apos;&#39;&AMP;&nbsp;.tar.gz</a>`,
      "http://h/",
    );
    expect(file?.filename).toBe(`a<>"''&&nbsp;.tar.gz`);
    expect(file?.url).toBe("http://h/f/a%3C%3E%22''&&nbsp;.tar.gz");
  });

  it("an anchor without href is the page itself; a name that cannot be told is left out", () => {
    expect(parseHtmlPage(`<a data-x="1">${SDIST}</a>`, "http://h/simple/spindle/")).toEqual([
      { filename: SDIST, url: "http://h/simple/spindle/", sha256: undefined, yanked: false },
    ]);
    // No text, and a last path segment that is no valid percent-encoding.
    expect(parseHtmlPage(`<a href="/files/bad%E0%A4%A.tar.gz"> </a>`, "http://h/")).toEqual([]);
  });

  it("without a base URL, keeps a link as written and names the file by its text", () => {
    expect(parseHtmlPage(`<a href="files/${SDIST}">${SDIST}</a><a href="files/x"></a>`, "")).toEqual([
      { filename: SDIST, url: `files/${SDIST}`, sha256: undefined, yanked: false },
    ]);
  });
});

describe("compareListing: files the index lists that are no distribution of this version", () => {
  it("passes over names that are no distribution or no PEP 440 version", () => {
    const listed = ["README.txt", "spindle-latest.tar.gz", "spindle-1.5.0.tar.gz.asc"].map((filename) => ({
      filename,
      url: `u/${filename}`,
      sha256: undefined,
      yanked: false,
    }));
    expect(compareListing(listed, PROJECT, []).others).toEqual([]);
    // A project version that is no PEP 440 version claims no file.
    const sdist = { filename: SDIST, url: "u", sha256: undefined, yanked: false };
    expect(compareListing([sdist], { name: "spindle", version: "unknown" }, []).others).toEqual([]);
  });
});

describe("readSimplePage through a fetcher", () => {
  const page = (response: Response) =>
    compareWithIndex({
      uploadUrl: "http://127.0.0.1:9/legacy/",
      project: PROJECT,
      built: [{ name: SDIST, bytes: bytes("sdist") }],
      fetcher: async () => response,
    });

  it("resolves links against the page asked for when the answer names no URL of its own", async () => {
    const comparison = await page(
      new Response(`<a href="../../files/${SDIST}#sha256=${sha("sdist")}">${SDIST}</a>`, {
        headers: { "content-type": "text/html" },
      }),
    );
    expect(comparison.known && comparison.files[0]).toMatchObject({
      state: "same",
      indexed: { url: `http://127.0.0.1:9/files/${SDIST}` },
    });
  });

  it("resolves links against where a redirect led", async () => {
    routes.set("/moved/simple/spindle/", () => ({
      status: 200,
      type: "text/html",
      body: `<a href="${SDIST}">${SDIST}</a>`,
    }));
    const redirecting = createServer((_request, response) => {
      response.writeHead(301, { location: `${origin}/moved/simple/spindle/` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const port = (redirecting.address() as AddressInfo).port;
      const comparison = await compareWithIndex({
        uploadUrl: `http://127.0.0.1:${port}/legacy/`,
        project: PROJECT,
        built: [{ name: SDIST, bytes: bytes("sdist") }],
      });
      expect(comparison.known && comparison.files[0]).toMatchObject({
        state: "unverified",
        indexed: { url: `${origin}/moved/simple/spindle/${SDIST}` },
      });
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});

describe("downloadIndexedFile: how it asks", () => {
  it("asks with a time limit, and keeps the failure as the cause", async () => {
    const seen: Array<RequestInit | undefined> = [];
    const failure = new Error("socket hang up");
    const error = await downloadIndexedFile(
      { filename: WHEEL, url: "http://h/f.whl", sha256: sha("x"), yanked: false },
      async (_url, init) => {
        seen.push(init);
        throw failure;
      },
    ).catch((e: unknown) => e);
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).message).toBe(
      `${WHEEL} could not be downloaded from the index (socket hang up) at http://h/f.whl; run release again`,
    );
    expect((error as PublishError).cause).toBe(failure);
  });
});
