import { GitError } from "../core/errors.ts";
import { gitDirsOf, readSymbolicRefFile } from "./git-dir.ts";
import { REMOTE_LIST_TIMEOUT_MS, refusedCredentials } from "./remote.ts";
import { runGit } from "./run.ts";

/** The branch a remote's HEAD names, and the commit it is on. */
export interface RemoteHead {
  branch: string;
  commit: string;
}

/**
 * The remote's default branch as this clone recorded it (`refs/remotes/<remote>/HEAD`, which
 * `git clone` writes); undefined when the clone has none (`git remote add` + fetch, or
 * actions/checkout). Local: no remote is asked.
 */
export async function readRecordedDefaultBranch(
  cwd: string,
  remote: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const prefix = `refs/remotes/${remote}/`;
  // A symbolic ref is never packed: its file says it, with no process.
  const dirs = await gitDirsOf(cwd, env);
  if (dirs !== undefined) {
    const target = await readSymbolicRefFile(dirs.common, `${prefix}HEAD`);
    return target?.startsWith(prefix) && target.length > prefix.length
      ? target.slice(prefix.length)
      : undefined;
  }
  const result = await runGit(["symbolic-ref", "--quiet", `refs/remotes/${remote}/HEAD`], {
    cwd,
    env,
    allowedCodes: [1, 128],
  });
  const target = result.stdout.trim();
  if (result.code !== 0 || !target.startsWith(prefix) || target.length === prefix.length) return undefined;
  return target.slice(prefix.length);
}

/** What one listing of the remote said: its HEAD, the branches asked for, and every tag. */
export interface RemoteListing {
  /** Undefined when the remote's HEAD names no branch that exists (an empty repository). */
  head: RemoteHead | undefined;
  branches: Map<string, string>;
  /** Each tag peeled to its commit. */
  tags: Map<string, string>;
}

/**
 * The remote's HEAD (`--symref`), some of its branches (`"all"`: every one) and all its tags, in
 * one `ls-remote`: the default branch is learnt on the round trip that reads the tags anyway.
 * Reads only. A remote that cannot be read is a GitError.
 */
export async function readRemoteHeadAndTags(
  cwd: string,
  remote: string,
  branches: readonly string[] | "all",
  env: NodeJS.ProcessEnv,
): Promise<RemoteListing> {
  const heads = branches === "all" ? ["refs/heads/*"] : branches.map((b) => `refs/heads/${b}`);
  const result = await runGit(["ls-remote", "--symref", remote, "HEAD", ...heads, "refs/tags/*"], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs: REMOTE_LIST_TIMEOUT_MS,
  });
  if (result.code !== 0) throw unreadable(remote, result.stderr);
  return parseHeadListing(result.stdout, branches);
}

/**
 * An `ls-remote --symref` listing, parsed. HEAD counts only when it names a branch and the remote
 * also gives its commit: newer git lists an unborn HEAD (`ref: refs/heads/master\tHEAD` with no
 * commit line), which names a branch that does not exist.
 */
export function parseHeadListing(stdout: string, branches: readonly string[] | "all"): RemoteListing {
  let symref: string | undefined;
  let headCommit: string | undefined;
  const wanted =
    branches === "all"
      ? { has: (ref: string) => ref.startsWith("refs/heads/") }
      : new Set(branches.map((b) => `refs/heads/${b}`));
  const found = new Map<string, string>();
  const tags = new Map<string, string>();
  for (const line of stdout.split("\n")) {
    const [left = "", ref = ""] = line.split("\t");
    if (ref === "HEAD") {
      if (left.startsWith("ref: refs/heads/")) symref = left.slice("ref: refs/heads/".length);
      else if (/^[0-9a-f]{40,64}$/.test(left)) headCommit = left;
      continue;
    }
    if (!/^[0-9a-f]{40,64}$/.test(left)) continue;
    if (wanted.has(ref)) found.set(ref.slice("refs/heads/".length), left);
    else if (ref.startsWith("refs/tags/")) {
      const peeled = ref.endsWith("^{}");
      const name = (peeled ? ref.slice(0, -3) : ref).slice("refs/tags/".length);
      // The peeled line (`^{}`) follows the tag object's line and names the commit.
      if (peeled || !tags.has(name)) tags.set(name, left);
    }
  }
  const head =
    symref !== undefined && symref !== "" && headCommit !== undefined
      ? { branch: symref, commit: headCommit }
      : undefined;
  return { head, branches: found, tags };
}

/** The one-line error for a remote `ls-remote` could not read (credentials, or anything else). */
function unreadable(remote: string, stderr: string): GitError {
  const reason =
    stderr
      .split("\n")
      .map((l) => l.trim())
      .find((l) => /^(fatal|error|remote):/.test(l))
      ?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128";
  const refused = /Authentication failed|could not read Username|403|401/i.test(stderr);
  return new GitError(
    refused
      ? refusedCredentials(remote, reason, stderr)
      : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`,
  );
}
