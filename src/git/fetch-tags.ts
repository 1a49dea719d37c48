import { GitError } from "../core/errors.ts";
import { runGit } from "./run.ts";

/** The bytes of refspecs one `git fetch` names (a command line has a limit). */
const FETCH_BYTES = 64 * 1024;

/** What fetchMissingTags did: the tags it wrote, and why those it could not fetch failed. */
export interface TagsFetched {
  fetched: string[];
  failed?: { names: string[]; reason: string };
}

/**
 * Fetches the remote's tags this clone lacks, as `git fetch --tags` would, so the plan sees the
 * releases as a whole clone does: a release tagged since the clone's last fetch on its own
 * history is the base (else it would be planned again, its commits with it), and one on a branch
 * a single-branch clone never fetched (pytest's 9.1.x) is placed by its history (else the next
 * version could land below it, 8.5.0 after 9.1.1). Only names that could be a release's (with a
 * digit; `main` or `HEAD` would make refs ambiguous) and that git can be given back are fetched.
 * A shallow clone fetches only the tags on commits it has: the rest would bring whole histories
 * past its cut, and deepening (readHistory) fetches the tags it needs; a shallow partial clone,
 * whose missing commits git would fetch one by one to look at them, fetches none. A batch git
 * refuses is tried tag by tag, so one bad tag never keeps the others out; what was fetched is said
 * even then.
 */
export async function fetchMissingTags(
  cwd: string,
  remote: string,
  remoteTags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
  /** The clone's tag names, when the caller read them already (one `for-each-ref` fewer). */
  known?: readonly string[],
): Promise<TagsFetched> {
  const local = new Set(known ?? (await localTagNames(cwd, env)));
  const missing = [...remoteTags].filter(([name]) => !local.has(name) && mayFetch(name));
  if (missing.length === 0) return { fetched: [] };
  let wanted = missing.map(([name]) => name);
  if (await isShallow(cwd, env)) {
    if (await isPartialClone(cwd, env)) return { fetched: [] };
    const present = await commitsPresent(
      cwd,
      missing.map(([, commit]) => commit),
      env,
    );
    wanted = missing.filter(([, commit]) => present.has(commit)).map(([name]) => name);
  }
  const fetched: string[] = [];
  const failed: string[] = [];
  let reason = "";
  const fetch = (names: readonly string[]) =>
    runGit(
      [
        "fetch",
        "--quiet",
        "--no-tags",
        "--no-write-fetch-head",
        remote,
        ...names.map((name) => `refs/tags/${name}:refs/tags/${name}`),
      ],
      { cwd, env },
    );
  for (const batch of batches(wanted)) {
    try {
      await fetch(batch);
      fetched.push(...batch);
    } catch {
      for (const name of batch) {
        try {
          await fetch([name]);
          fetched.push(name);
        } catch (error) {
          failed.push(name);
          reason ||= error instanceof GitError ? error.message : String(error);
        }
      }
    }
  }
  return failed.length === 0 ? { fetched } : { fetched, failed: { names: failed, reason } };
}

/** A tag name worth fetching: one a release could have, that git can be handed back as written. */
function mayFetch(name: string): boolean {
  return /\d/.test(name) && !name.includes("\uFFFD") && name.length <= 1024;
}

function* batches(names: readonly string[]): Generator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for (const name of names) {
    const size = 2 * Buffer.byteLength(name) + 22;
    if (batch.length > 0 && bytes + size > FETCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(name);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}

async function isShallow(cwd: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const { stdout } = await runGit(["rev-parse", "--is-shallow-repository"], { cwd, env });
  return stdout.trim() === "true";
}

/** A partial clone (`--filter=...`): git fetches a commit it lacks as soon as it is looked at. */
async function isPartialClone(cwd: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  // A promisor remote (`remote.<name>.promisor`), or the repository extension newer git writes.
  const { stdout } = await runGit(
    ["config", "--get-regexp", "^(remote\\..*\\.promisor|extensions\\.partialclone)$"],
    { cwd, env, allowedCodes: [1] },
  );
  return stdout
    .split("\n")
    .some((line) => /^extensions\.partialclone \S/i.test(line) || / true$/i.test(line));
}

/** Which of these commits the clone holds (one `git cat-file --batch-check`). */
async function commitsPresent(
  cwd: string,
  commits: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Set<string>> {
  const { stdout } = await runGit(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    cwd,
    // Never a lazy fetch of what is missing (git 2.44 and later honour it).
    env: { ...env, GIT_NO_LAZY_FETCH: "1" },
    input: `${commits.join("\n")}\n`,
  });
  const present = new Set<string>();
  for (const line of stdout.split("\n")) {
    const [name, type] = line.split(" ");
    if (type === "commit" && name !== undefined) present.add(name);
  }
  return present;
}

async function localTagNames(cwd: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const { stdout } = await runGit(["for-each-ref", "--format=%(refname:strip=2)", "refs/tags"], { cwd, env });
  return stdout.split("\n").filter((name) => name !== "");
}
