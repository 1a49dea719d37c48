import { runGit } from "./run.ts";

/** How many tags one `git fetch` names (a command line has a limit). */
const PER_FETCH = 200;

/**
 * Fetches the remote's tags this clone lacks whose commits it has (a release tagged after the
 * clone's last fetch, on a commit of its history or of a branch it fetched), as `git fetch --tags`
 * would: a version read from the clone's tags alone would be planned again, its commits with it.
 * Tags on commits the clone lacks are left (their versions are taken all the same). Returns the
 * names fetched; a fetch git refuses is a GitError.
 */
export async function fetchMissingTags(
  cwd: string,
  remote: string,
  remoteTags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const { stdout } = await runGit(["for-each-ref", "--format=%(refname:strip=2)", "refs/tags"], { cwd, env });
  const local = new Set(stdout.split("\n").filter((name) => name !== ""));
  const missing = [...remoteTags].filter(([name]) => !local.has(name));
  if (missing.length === 0) return [];
  const present = await commitsPresent(
    cwd,
    missing.map(([, commit]) => commit),
    env,
  );
  const wanted = missing.filter(([, commit]) => present.has(commit)).map(([name]) => name);
  for (let i = 0; i < wanted.length; i += PER_FETCH) {
    const refspecs = wanted.slice(i, i + PER_FETCH).map((name) => `refs/tags/${name}:refs/tags/${name}`);
    await runGit(["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, ...refspecs], {
      cwd,
      env,
    });
  }
  return wanted;
}

/** Which of these commits the clone holds (one `git cat-file --batch-check`). */
async function commitsPresent(
  cwd: string,
  commits: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Set<string>> {
  const { stdout } = await runGit(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    cwd,
    env,
    input: `${commits.join("\n")}\n`,
  });
  const present = new Set<string>();
  for (const line of stdout.split("\n")) {
    const [name, type] = line.split(" ");
    if (type === "commit" && name !== undefined) present.add(name);
  }
  return present;
}
