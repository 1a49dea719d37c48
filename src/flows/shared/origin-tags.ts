import type { Config } from "../../config/schema.ts";
import { fetchMissingTags } from "../../git/fetch-tags.ts";
import { readRemoteTags, readRemoteUrl } from "../../git/remote.ts";
import type { TagList } from "../../git/tags.ts";
import type { RemoteTagNames } from "../check/check-types.ts";
import type { FlowContext } from "./context.ts";
import { remoteGitEnv } from "./remote-auth.ts";

const REMOTE = "origin";

/** How long `update` waits for origin's tag listing before going on without it. */
export const ORIGIN_TAGS_TIMEOUT_MS = 15_000;

/** How long the everyday `check` waits for it (DESIGN 5: at most 3 s). */
export const CHECK_ORIGIN_TAGS_TIMEOUT_MS = 3_000;

/**
 * Origin's tag names, for `check` and `update` (DESIGN 5: no command proposes or writes a
 * version tagged anywhere, origin included): a version tagged only on origin, or on a branch this
 * clone never fetched, is taken; a tag on a commit this clone has (a release made since its last
 * fetch) is fetched, as `git fetch --tags` would, so the release it marks is the base, not a
 * version to skip. Read once however many packages ask. Without an origin there is nothing to
 * read; an origin that cannot be read (offline, no access, no answer) leaves the clone's own
 * tags, with a warning given to the first that asks: `release-pr` and `release` ask origin again
 * and stop there.
 */
export function originTags(
  context: FlowContext,
  timeoutMs = ORIGIN_TAGS_TIMEOUT_MS,
): (config: Config, root: string, local?: Promise<TagList>) => Promise<RemoteTagNames> {
  let read: Promise<RemoteTagNames> | undefined;
  let told = false;
  return async (config, root, local) => {
    read ??= readOriginTags(context, config, root, timeoutMs, local);
    const found = await read;
    if (told) return { names: found.names };
    told = true;
    return found;
  };
}

async function readOriginTags(
  context: FlowContext,
  config: Config,
  root: string,
  timeoutMs: number,
  local: Promise<TagList> | undefined,
): Promise<RemoteTagNames> {
  if ((await readRemoteUrl(root, REMOTE, context.env)) === undefined) return { names: [] };
  let tags: Map<string, string>;
  const env = await remoteGitEnv(root, config, context.env);
  try {
    tags = await readRemoteTags(root, REMOTE, env, timeoutMs);
  } catch (error) {
    return {
      names: [],
      warning: `origin's tags were not read, so a version tagged only there is not seen here (\`git fetch --tags\` brings them; release-pr and release ask origin again): ${reasonOf(error)}`,
    };
  }
  const known = local === undefined ? undefined : (await local.catch(() => undefined))?.all;
  const { fetched, warning } = await fetchOriginTags(root, tags, env, known);
  return {
    names: [...tags.keys()],
    ...(fetched.length === 0 ? {} : { fetched }),
    ...(warning === undefined ? {} : { warning }),
  };
}

/**
 * Fetches origin's tags the clone lacks (fetch-tags.ts), for check, update and release-pr alike:
 * the names fetched, and the warning for those that could not be (they stay taken by name).
 */
export async function fetchOriginTags(
  root: string,
  tags: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
  /** The clone's tag names, when read already. */
  known?: readonly string[],
): Promise<{ fetched: string[]; warning?: string }> {
  try {
    const { fetched, failed } = await fetchMissingTags(root, REMOTE, tags, env, known);
    return failed === undefined ? { fetched } : { fetched, warning: unfetched(failed) };
  } catch (error) {
    return { fetched: [], warning: unfetched({ names: [], reason: reasonOf(error) }) };
  }
}

/** The warning for tags of origin's that could not be fetched into the clone. */
function unfetched(failed: { names: readonly string[]; reason: string }): string {
  const which =
    failed.names.length === 0
      ? "origin's tags this clone lacks"
      : `${failed.names.slice(0, 3).join(", ")}${failed.names.length > 3 ? ` and ${failed.names.length - 3} more` : ""} (on origin, on commits this clone has)`;
  return `${which} could not be fetched, so a release tagged there may be planned again here; fetch them by hand (\`git fetch origin 'refs/tags/*:refs/tags/*'\`) and look at what git says: ${failed.reason}`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `--offline` (or RELEASER_OFFLINE=1): the clone's tags alone, never origin's (DESIGN 5), said once
 * as a warning so the preview is not taken for one that saw origin.
 */
export function offlineTags(): () => Promise<RemoteTagNames> {
  let told = false;
  return async () => {
    if (told) return { names: [] };
    told = true;
    return {
      names: [],
      warning:
        "offline: only this clone's tags were read, so a version tagged only on origin is not seen (drop --offline, or unset RELEASER_OFFLINE, to ask origin)",
    };
  };
}

/** Whether a run is offline: `--offline`, or RELEASER_OFFLINE set to 1 or true. */
export function isOffline(flag: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return flag === true || /^(1|true|yes)$/i.test(env.RELEASER_OFFLINE ?? "");
}
