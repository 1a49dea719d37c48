import type { RepositoryId } from "./port.ts";

/** A git remote URL taken apart: the host and the `owner/repo` path on it. */
export interface RemoteLocation extends RepositoryId {
  host: string;
  /** `https`, `http`, `ssh` or `git` (scp-like `git@host:o/r` counts as ssh). */
  scheme: string;
}

/**
 * Parses the `origin` URL forms git accepts for a hosted repository: `https://host/o/r(.git)`,
 * `http://...`, `ssh://git@host(:port)/o/r(.git)`, `git@host:o/r(.git)`, `git://host/o/r`;
 * credentials in the URL are ignored (and never shown). Undefined when it names no `owner/repo`.
 * Enterprise hosts and nested paths (`/scm/o/r`) keep their last two segments as owner/repo;
 * with `nested` (GitLab, whose groups nest: `group/sub/project`) the owner is every segment
 * before the last.
 */
export function parseRemoteUrl(url: string, nested = false): RemoteLocation | undefined {
  const text = url.trim();
  let scheme: string;
  let host: string;
  let path: string;
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return undefined;
    }
    scheme = parsed.protocol.replace(/:$/, "").toLowerCase();
    host = parsed.hostname;
    path = decodeURIComponent(parsed.pathname);
  } else if (scp !== null) {
    scheme = "ssh";
    host = scp[1] as string;
    path = scp[2] as string;
  } else {
    return undefined;
  }
  const parts = path
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .split("/")
    .filter((p) => p !== "");
  if (parts.length < 2 || host === "") return undefined;
  const owners = nested ? parts.slice(0, -1) : parts.slice(-2, -1);
  const repo = parts[parts.length - 1] as string;
  if (!owners.every((o) => SEGMENT.test(o)) || !SEGMENT.test(repo)) return undefined;
  return { scheme, host, owner: owners.join("/"), repo };
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * `owner/repo` from configuration, checked; with `nested` (GitLab) `group/sub/project` too, the
 * owner being every segment before the last.
 */
export function parseRepositoryName(text: string, nested = false): RepositoryId | undefined {
  const parts = text
    .trim()
    .replace(/\.git$/, "")
    .split("/");
  if (parts.length < 2 || (!nested && parts.length > 2)) return undefined;
  if (!parts.every((p) => SEGMENT.test(p))) return undefined;
  return { owner: parts.slice(0, -1).join("/"), repo: parts[parts.length - 1] as string };
}
