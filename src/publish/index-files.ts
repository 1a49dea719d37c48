import { createHash } from "node:crypto";
import { PublishError } from "../core/errors.ts";
import { compareVersions, parseVersion } from "../core/version.ts";
import { tracedFetch } from "../runtime/trace.ts";
import { type BuiltFile, normaliseName, parseDistName } from "./dist-files.ts";

/**
 * What the index already holds of the version being released, compared with the files just built
 * (issue 24, "never claim what is not so"). A file name on the index names its bytes for ever: the
 * index refuses another upload under that name, so a build with other contents under a listed name
 * would leave the index and the code-host release carrying different code. The release's build
 * step reads this before anything is tagged.
 *
 * The index's simple page (PEP 503 HTML, or the PEP 691 JSON form when the index offers it, as
 * pypi.org does) lists each file with its sha256 (an HTML link's `#sha256=<hex>` fragment, or
 * JSON `files[].hashes.sha256`). A page that cannot be read (network, 404, not a simple page) tells
 * nothing: the comparison is "unknown", never an error.
 */

/** One file of the version as the index lists it. */
export interface IndexedFile {
  filename: string;
  /** Where the index serves it (absolute). */
  url: string;
  /** Lower-case hex; undefined when the index gives no sha256 for it. */
  sha256: string | undefined;
  yanked: boolean;
}

/** A built file against the index's file of the same name. */
export type BuiltFileOnIndex =
  /** The index has these very bytes: uploading it again is not needed. */
  | { file: string; state: "same"; sha256: string; indexed: IndexedFile }
  /** The index has other bytes under this name: a released version would change. */
  | { file: string; state: "different"; sha256: string; indexed: IndexedFile & { sha256: string } }
  /** Listed, but the index gives no sha256 to compare with. */
  | { file: string; state: "unverified"; sha256: string; indexed: IndexedFile }
  /** Not on the index: to upload. */
  | { file: string; state: "absent"; sha256: string };

export type IndexComparison =
  | {
      known: true;
      /** The simple page read. */
      page: string;
      /** One entry per built file, in the order given. */
      files: BuiltFileOnIndex[];
      /** Files the index lists for this project and version that were not built (another build's). */
      others: IndexedFile[];
    }
  | {
      known: false;
      /** The page tried, when the upload URL names one. */
      page: string | undefined;
      /** Why nothing is known, as a clause: "the index answered 404", "no simple page for ...". */
      why: string;
    };

export interface IndexComparisonRequest {
  /** `publish.repository_url` as the upload goes (`https://upload.pypi.org/legacy/`). */
  uploadUrl: string;
  project: { name: string; version: string };
  built: readonly BuiltFile[];
  fetcher?: typeof fetch;
}

/**
 * The simple-index page (PEP 503) of a project at the index an upload URL belongs to, when it
 * can be told: `.../legacy/` -> `.../simple/<name>/`, and upload.pypi.org -> pypi.org.
 */
export function simplePageUrl(uploadUrl: string, project: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uploadUrl);
  } catch {
    return undefined;
  }
  if (!/\/legacy\/?$/.test(url.pathname)) return undefined;
  const host = url.host === "upload.pypi.org" ? "pypi.org" : url.host;
  const base = url.pathname.replace(/legacy\/?$/, "simple/");
  return `${url.protocol}//${host}${base}${project}/`;
}

/** Compares the built files with the index's files of this version. Never throws. */
export async function compareWithIndex(request: IndexComparisonRequest): Promise<IndexComparison> {
  const page = simplePageUrl(request.uploadUrl, normaliseName(request.project.name));
  if (page === undefined) {
    return { known: false, page, why: `${request.uploadUrl} is no upload URL whose simple page can be told` };
  }
  const listing = await readSimplePage(page, request.fetcher);
  if (!listing.read) return { known: false, page, why: listing.why };
  return { known: true, page, ...compareListing(listing.files, request.project, request.built) };
}

/** The pure half of compareWithIndex: a listing against the built files. */
export function compareListing(
  listed: readonly IndexedFile[],
  project: { name: string; version: string },
  built: readonly BuiltFile[],
): { files: BuiltFileOnIndex[]; others: IndexedFile[] } {
  const byName = new Map(listed.map((f) => [f.filename, f]));
  const files = built.map((file): BuiltFileOnIndex => {
    const sha256 = createHash("sha256").update(file.bytes).digest("hex");
    const indexed = byName.get(file.name);
    if (indexed === undefined) return { file: file.name, state: "absent", sha256 };
    if (indexed.sha256 === undefined) return { file: file.name, state: "unverified", sha256, indexed };
    if (indexed.sha256 === sha256) return { file: file.name, state: "same", sha256, indexed };
    return { file: file.name, state: "different", sha256, indexed: { ...indexed, sha256: indexed.sha256 } };
  });
  const builtNames = new Set(built.map((f) => f.name));
  const others = listed.filter((f) => !builtNames.has(f.filename) && isOfVersion(f.filename, project));
  return { files, others };
}

/**
 * The built files the index holds other bytes for, as one line that stops the release before
 * the tag; undefined when there are none (or nothing is known).
 */
export function changedOnIndexError(
  comparison: IndexComparison,
  project: { name: string; version: string },
): PublishError | undefined {
  if (!comparison.known) return undefined;
  const changed = comparison.files.filter((f) => f.state === "different");
  if (changed.length === 0) return undefined;
  const each = changed
    .map((f) => `${f.file} (sha256 ${short(f.indexed.sha256)} there, ${short(f.sha256)} built here)`)
    .join(", ");
  return new PublishError(
    `the index already has ${each} with other contents: ${project.version} is released there from other code and a released version cannot change on the index; nothing is tagged: release a new version (commit, then update or the release pull request makes the next one)`,
    {
      details: changed.flatMap((f) => [
        `${f.file}: sha256 ${f.indexed.sha256} at ${f.indexed.url}`,
        `${f.file}: sha256 ${f.sha256} built here`,
      ]),
    },
  );
}

/**
 * The bytes the index holds for a listed file, checked against the sha256 it lists: for a re-run
 * whose rebuild differs from what an earlier run uploaded (archive timestamps), so the release
 * can carry the index's bytes. An unreadable or mismatching download is a PublishError.
 */
export async function downloadIndexedFile(
  file: IndexedFile & { sha256: string },
  fetcher: typeof fetch = tracedFetch(fetch),
): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    const response = await fetcher(file.url, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`the index answered ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new PublishError(
      `${file.filename} could not be downloaded from the index (${(error as Error).message}) at ${file.url}; run release again`,
      { cause: error },
    );
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== file.sha256) {
    throw new PublishError(
      `${file.filename} as downloaded from the index has sha256 ${short(sha256)}, not the ${short(file.sha256)} its page lists; run release again`,
    );
  }
  return bytes;
}

function short(sha256: string): string {
  return `${sha256.slice(0, 12)}…`;
}

/** The file is a distribution of this project at this version (PEP 440 equality). */
export function isOfVersion(filename: string, project: { name: string; version: string }): boolean {
  const parsed = parseDistName(filename);
  if (parsed === undefined || parsed.name !== normaliseName(project.name)) return false;
  const theirs = parseVersion(parsed.version);
  const ours = parseVersion(project.version);
  return theirs !== undefined && ours !== undefined && compareVersions(theirs, ours) === 0;
}

export type SimplePageListing = { read: true; files: IndexedFile[] } | { read: false; why: string };

/** The JSON form first (PEP 691), HTML accepted: what pip asks for. */
const ACCEPT =
  "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.01";

/** Reads a project's simple page, in whichever form the index answers. Never throws. */
export async function readSimplePage(
  pageUrl: string,
  fetcher: typeof fetch = tracedFetch(fetch),
): Promise<SimplePageListing> {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(pageUrl, { signal: AbortSignal.timeout(15_000), headers: { accept: ACCEPT } });
    text = await response.text();
  } catch (error) {
    return { read: false, why: `${pageUrl} could not be read (${(error as Error).message})` };
  }
  if (!response.ok) return { read: false, why: `the index answered ${response.status} for ${pageUrl}` };
  // A redirect is followed: links are relative to where the page was served.
  const base = response.url || pageUrl;
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("json")) {
    const files = parseJsonPage(text, base);
    return files === undefined
      ? { read: false, why: `${pageUrl} is no PEP 691 page` }
      : { read: true, files };
  }
  return { read: true, files: parseHtmlPage(text, base) };
}

/** PEP 691: `{"files": [{"filename", "url", "hashes": {"sha256"}, "yanked"}]}`. */
export function parseJsonPage(text: string, base: string): IndexedFile[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const files = (data as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return undefined;
  return files.flatMap((entry: unknown): IndexedFile[] => {
    const file = entry as { filename?: unknown; url?: unknown; hashes?: unknown; yanked?: unknown };
    if (typeof file.filename !== "string" || typeof file.url !== "string") return [];
    const sha256 = (file.hashes as { sha256?: unknown } | undefined)?.sha256;
    return [
      {
        filename: file.filename,
        url: resolve(file.url, base),
        sha256:
          typeof sha256 === "string" && /^[0-9a-f]{64}$/i.test(sha256) ? sha256.toLowerCase() : undefined,
        yanked: file.yanked !== undefined && file.yanked !== false,
      },
    ];
  });
}

/**
 * PEP 503: one anchor per file, its text the file name, its href the file's URL with a
 * `#<hash>=<hex>` fragment (sha256 the one compared), `data-yanked` when yanked.
 */
export function parseHtmlPage(html: string, base: string): IndexedFile[] {
  const files: IndexedFile[] = [];
  for (const anchor of html.matchAll(/<a\s([^>]*)>([^<]*)<\/a\s*>/gi)) {
    const attributes = anchor[1] ?? "";
    const href = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    const link = decodeEntities(href?.[1] ?? href?.[2] ?? href?.[3] ?? "");
    const hash = link.indexOf("#");
    const fragment = hash < 0 ? "" : link.slice(hash + 1);
    const sha256 = /^sha256=([0-9a-f]{64})$/i.exec(fragment)?.[1]?.toLowerCase();
    const url = resolve(hash < 0 ? link : link.slice(0, hash), base);
    const text = decodeEntities((anchor[2] ?? "").trim());
    const filename = text !== "" ? text : lastSegment(url);
    if (filename === "") continue;
    files.push({ filename, url, sha256, yanked: /(?:^|\s)data-yanked(?:\s|=|$)/i.test(attributes) });
  }
  return files;
}

function resolve(link: string, base: string): string {
  try {
    return new URL(link, base).href;
  } catch {
    return link;
  }
}

function lastSegment(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? "");
  } catch {
    return "";
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}
