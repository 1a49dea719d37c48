import { escapeMentions } from "./changelog.ts";
import { compileTagFormat } from "./tag-format.ts";
import { compareVersions, isFinalRelease, parseVersion } from "./version.ts";

/** What the code-host release is made of (spec 2.6), decided before any request. */
export interface HostReleaseRequest {
  tag: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  /**
   * false: the release must not become the repository's "latest" (an older line released after a
   * newer one). undefined: leave it to the host (a new final release becomes the latest).
   */
  latest: false | undefined;
}

export interface HostReleaseFacts {
  version: string;
  tag: string;
  /** The section for this version as CHANGELOG.md has it now (edited in the PR or not). */
  notes: string;
  draft: boolean;
  /** `release.prerelease`: every release is marked a pre-release. */
  prerelease: boolean;
  tagFormat: string;
  /** Every tag of the repository, to tell whether a newer final release exists. */
  tags: readonly string[];
  /** Released from a maintenance line (`1.4.x`), never the trunk: never the "latest" (DESIGN 4). */
  fromLine?: boolean | undefined;
}

/**
 * The spec 2.6 request: `tag_name` and `name` are the tag, the body is the changelog section with
 * @mentions escaped (a release pings nobody), `prerelease` is set for PEP 440 pre- and dev
 * releases (`1.5.0rc1`) or by config, and a release older than the newest final release is
 * kept from becoming "latest".
 */
export function planHostRelease(facts: HostReleaseFacts): HostReleaseRequest {
  const version = parseVersion(facts.version);
  const preRelease = version !== undefined && !isFinalRelease(version);
  const format = compileTagFormat(facts.tagFormat);
  const newer =
    version !== undefined &&
    facts.tags.some((tag) => {
      const other = format.parse(tag);
      return other !== undefined && isFinalRelease(other) && compareVersions(other, version) > 0;
    });
  return {
    tag: facts.tag,
    name: facts.tag,
    body: fitBody(escapeMentions(facts.notes)),
    draft: facts.draft,
    prerelease: facts.prerelease || preRelease,
    latest: newer || facts.fromLine === true ? false : undefined,
  };
}

/** GitHub refuses a release body over 125,000 characters. */
export const MAX_RELEASE_BODY = 125_000;

/** The notes cut at a line end to fit, with a line saying where the rest is. */
function fitBody(body: string): string {
  if (body.length <= MAX_RELEASE_BODY) return body;
  const note = "\n\n… (cut to fit GitHub's limit: the full notes are in the changelog)";
  const room = MAX_RELEASE_BODY - note.length;
  const cut = body.lastIndexOf("\n", room);
  return `${body.slice(0, cut > 0 ? cut : room)}${note}`;
}
