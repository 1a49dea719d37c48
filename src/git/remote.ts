import { GitError, PushError } from "../core/errors.ts";
import { readRemoteUrlFromConfig } from "./remote-url.ts";
import { type GitResult, runGit } from "./run.ts";

/** The URL of a remote (`origin`), or undefined when the repository has none by that name. */
export async function readRemoteUrl(
  cwd: string,
  name: string,
  env?: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  // Read from the config file when that is exact (remote-url.ts): no process for the everyday case.
  const fromConfig = await readRemoteUrlFromConfig(cwd, name, env ?? process.env);
  if (fromConfig !== undefined) return fromConfig ?? undefined;
  const result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/**
 * The environment that hands a token to git for one HTTPS remote, the way actions/checkout
 * does: an `http.<origin>/.extraheader` set through GIT_CONFIG_COUNT/KEY/VALUE, so the token is
 * never in the URL, the argv, `.git/config` or git's traces (git redacts the header). An empty
 * value first resets any header the checkout left, so only one Authorization is sent. Entries the
 * caller's environment already had are kept. Remotes that are not http(s) get nothing.
 */
export function gitAuthEnv(
  remoteUrl: string,
  token: string,
  env: NodeJS.ProcessEnv,
  /** The user name the host takes with a token (`x-access-token` on GitHub, `oauth2` on GitLab). */
  user = "x-access-token",
): NodeJS.ProcessEnv {
  let origin: string;
  try {
    const url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  const count = Number(env.GIT_CONFIG_COUNT ?? "0") || 0;
  const header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`;
  const key = `http.${origin}.extraheader`;
  return {
    GIT_CONFIG_COUNT: String(count + 2),
    [`GIT_CONFIG_KEY_${count}`]: key,
    [`GIT_CONFIG_VALUE_${count}`]: "",
    [`GIT_CONFIG_KEY_${count + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count + 1}`]: header,
  };
}

/** The commit a branch of the remote points at, or undefined when it has no such branch. */
export async function readRemoteBranch(
  cwd: string,
  remote: string,
  branch: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const result = await runGit(["ls-remote", "--heads", remote, `refs/heads/${branch}`], { cwd, env });
  const line = result.stdout.split("\n").find((l) => l.endsWith(`\trefs/heads/${branch}`));
  return line?.split("\t")[0];
}

/** Fetches one remote branch into a private ref (`refs/releaser/...`): no branch of the user moves. */
export async function fetchRemoteBranch(
  cwd: string,
  remote: string,
  branch: string,
  into: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  await runGit(
    ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, `+refs/heads/${branch}:${into}`],
    {
      cwd,
      env,
    },
  );
}

/**
 * Force-pushes `commit` to a branch of the remote, with a lease: the push only goes through if
 * the branch is still where we last saw it (`expected`, or absent), so a concurrent change is not
 * lost silently. A rejection is a PushError carrying git's reason.
 */
export async function forcePushBranch(
  cwd: string,
  remote: string,
  commit: string,
  branch: string,
  expected: string | undefined,
  env: NodeJS.ProcessEnv,
  /** The code host's provider (`gitlab`): a refusal is then said in its terms. */
  provider?: string,
): Promise<void> {
  const ref = `refs/heads/${branch}`;
  const result = await runGit(
    [
      "push",
      "--porcelain",
      "--quiet",
      `--force-with-lease=${ref}:${expected ?? ""}`,
      remote,
      `${commit}:${ref}`,
    ],
    { cwd, env, allowedCodes: [1, 128] },
  );
  if (result.code !== 0) throw pushFailure(branch, remote, result, provider);
}

function pushFailure(branch: string, remote: string, result: GitResult, provider?: string): PushError {
  const lines = `${result.stdout}\n${result.stderr}`.split("\n").map((l) => l.trim());
  const rejected = lines
    .find((l) => l.startsWith("!"))
    ?.split("\t")
    .at(-1);
  const fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "");
  // The server's own words (a hook's message, GitHub's GH006/GH013 rule), when it gave some.
  const said = lines
    .filter((l) => l.startsWith("remote:"))
    .map((l) => l.slice("remote:".length).trim())
    .filter((l) => l !== "" && !/^-+$/.test(l))
    .slice(0, 2)
    .join(" ");
  const reason = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  if (/stale info/.test(reason)) {
    return new PushError(
      `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason}); run again`,
      { details: lines.filter((l) => l !== "") },
    );
  }
  return new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason}); ${provider === "gitlab" || GITLAB_SAYS.test(result.stderr) ? GITLAB_PUSH : `check the token's "contents: write" permission and branch protection`}, then run again`,
    { details: lines.filter((l) => l !== "") },
  );
}

/**
 * The commits some refs of the remote point at, in one `ls-remote` (tags peeled to their
 * commit). Refs the remote does not have are absent from the map. Reads only: no ref moves here.
 */
export async function readRemoteRefs(
  cwd: string,
  remote: string,
  refs: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Map<string, string>> {
  // A tag's peeled line (`^{}`) is listed only when asked for by name.
  const patterns = refs.flatMap((ref) => (ref.startsWith("refs/tags/") ? [ref, `${ref}^{}`] : [ref]));
  const wanted = new Set(refs);
  return parseListing(await listRemote(cwd, remote, patterns, env), (ref) => wanted.has(ref));
}

/**
 * One branch of the remote and all its tags, each tag peeled to its commit, in one `ls-remote`:
 * what `release` needs of the remote (where the branch is, where the version's tag is, and every
 * tag name for the "latest" decision), asked once. Reads only: no ref moves here.
 */
export async function readRemoteBranchAndTags(
  cwd: string,
  remote: string,
  branch: string,
  env: NodeJS.ProcessEnv,
): Promise<{ branch: string | undefined; tags: Map<string, string> }> {
  const branchRef = `refs/heads/${branch}`;
  // `refs/tags/*` matches the peeled lines (`^{}`) too.
  const found = parseListing(
    await listRemote(cwd, remote, [branchRef, "refs/tags/*"], env),
    (ref) => ref === branchRef || ref.startsWith("refs/tags/"),
  );
  const tags = new Map<string, string>();
  for (const [ref, commit] of found) {
    if (ref.startsWith("refs/tags/")) tags.set(ref.slice("refs/tags/".length), commit);
  }
  return { branch: found.get(branchRef), tags };
}

/**
 * The remote's tags, each with the commit it names (tags peeled), in one `ls-remote`.
 */
export async function readRemoteTags(
  cwd: string,
  remote: string,
  env: NodeJS.ProcessEnv,
  timeoutMs?: number,
): Promise<Map<string, string>> {
  const found = parseListing(await listRemote(cwd, remote, ["refs/tags/*"], env, timeoutMs), (ref) =>
    ref.startsWith("refs/tags/"),
  );
  return new Map([...found].map(([ref, commit]) => [ref.slice("refs/tags/".length), commit]));
}

/**
 * The names of the remote's tags (one `ls-remote`): a version tagged on a branch this clone never
 * fetched, or only on the remote, is taken all the same (DESIGN 5).
 */
export async function readRemoteTagNames(
  cwd: string,
  remote: string,
  env: NodeJS.ProcessEnv,
  timeoutMs?: number,
): Promise<string[]> {
  const found = parseListing(await listRemote(cwd, remote, ["refs/tags/*"], env, timeoutMs), (ref) =>
    ref.startsWith("refs/tags/"),
  );
  return [...found.keys()].map((ref) => ref.slice("refs/tags/".length));
}

/**
 * How long a listing of the remote may take (a host that never answers, an ssh connection that
 * hangs): far longer than a healthy one, even of 100,000 tags.
 */
export const REMOTE_LIST_TIMEOUT_MS = 120_000;

/** `git ls-remote <remote> <patterns>`'s output; a remote that cannot be read is a GitError. */
async function listRemote(
  cwd: string,
  remote: string,
  patterns: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = REMOTE_LIST_TIMEOUT_MS,
): Promise<string> {
  const result = await runGit(["ls-remote", remote, ...patterns], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs,
  });
  if (result.code !== 0) {
    const reason =
      result.stderr
        .split("\n")
        .map((l) => l.trim())
        .find((l) => /^(fatal|error|remote):/.test(l))
        ?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128";
    const refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused
        ? refusedCredentials(remote, reason, result.stderr)
        : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`,
    );
  }
  return result.stdout;
}

/** The refs of an `ls-remote` listing that `keep` wants, each with its commit (tags peeled). */
function parseListing(stdout: string, keep: (ref: string) => boolean): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of stdout.split("\n")) {
    const [commit = "", ref = ""] = line.split("\t");
    const name = ref.endsWith("^{}") ? ref.slice(0, -3) : ref;
    if (commit === "" || !keep(name)) continue;
    // The peeled line (`^{}`) follows the tag object's line and names the commit.
    if (ref.endsWith("^{}") || !found.has(name)) found.set(name, commit);
  }
  return found;
}

/**
 * Pushes a release tag; with `branch`, the branch goes with it in one `--atomic` push, so a
 * rejected branch never leaves the tag on the remote (and the other way round). Never forced:
 * a tag that exists on the remote is not moved. A rejection is a PushError carrying git's reason.
 */
export async function pushReleaseRefs(
  cwd: string,
  remote: string,
  refs: { tag: string | undefined; branch: { name: string; commit: string } | undefined },
  env: NodeJS.ProcessEnv,
  /** The code host's provider (`gitlab`): a refusal is then said in its terms. */
  provider?: string,
): Promise<{ upToDate: string[] }> {
  const specs: string[] = [];
  if (refs.tag !== undefined) specs.push(`refs/tags/${refs.tag}:refs/tags/${refs.tag}`);
  if (refs.branch) specs.push(`${refs.branch.commit}:refs/heads/${refs.branch.name}`);
  if (specs.length === 0) return { upToDate: [] };
  // --porcelain without --quiet: one line per ref, `=` for one the remote already had.
  const result = await runGit(
    ["push", "--porcelain", ...(specs.length > 1 ? ["--atomic"] : []), remote, ...specs],
    { cwd, env, allowedCodes: [1, 128] },
  );
  if (result.code !== 0) {
    const what = [refs.tag, refs.branch?.name].filter((x) => x !== undefined).join(" and ");
    throw pushFailure(what, remote, result, provider);
  }
  const upToDate = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("=\t"))
    .map((line) => (line.split("\t")[1] ?? "").split(":").at(-1) ?? "")
    .map((ref) => ref.replace(/^refs\/(tags|heads)\//, ""));
  return { upToDate };
}

/** GitLab's words in git's output: its hooks' "GitLab: ..." and its "HTTP Basic: Access denied". */
const GITLAB_SAYS = /\bGitLab\b|HTTP Basic: Access denied/;

/** What to check when GitLab refuses a push, in its terms. */
const GITLAB_PUSH =
  'check that the token may push there on GitLab: the Developer role, Maintainer (or a role allowed under Settings → Repository → Protected branches or Protected tags) for a protected branch or tag; for CI_JOB_TOKEN, "Allow Git push requests to the repository" under Settings → CI/CD → Job token permissions, or give GITLAB_TOKEN';

/** The refusal of the credentials, naming the variables of the host that refused them. */
export function refusedCredentials(remote: string, reason: string, stderr: string): string {
  const variables = GITLAB_SAYS.test(stderr)
    ? "host.token_env, GITLAB_TOKEN or GL_TOKEN, or CI_JOB_TOKEN in GitLab CI"
    : "host.token_env, GITHUB_TOKEN or GH_TOKEN";
  return `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (${variables})`;
}
