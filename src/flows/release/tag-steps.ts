import { PushError, TagExistsError } from "../../core/errors.ts";
import { shortCommit as short } from "../../git/ancestry.ts";
import { pushReleaseRefs, readRemoteRefs } from "../../git/remote.ts";
import { createAnnotatedTag, deleteTag, readTagCommit } from "../../git/tags.ts";
import type { ReleaseStep } from "./steps.ts";

export interface TagFacts {
  root: string;
  tag: string;
  /** HEAD: the branch is pushed at it (with `ahead`). */
  head: string;
  /**
   * The commit the tag goes on: the release commit (ReleaseTarget.commit), which is HEAD unless
   * commits landed after it; HEAD when not given.
   */
  commit?: string;
  branch: string;
  remote: string;
  /** The tag message: the changelog section of the version. */
  message: string;
  sign: boolean;
  /** The tag on the remote (on the commit to tag) when it was there at validation. */
  remoteTag: string | undefined;
  /** Push the branch (at HEAD) with the tag (`--atomic`): the remote lacks the commit to tag. */
  ahead: boolean;
  env: NodeJS.ProcessEnv;
  /** The environment that hands the token to git for the remote. */
  remoteEnv: NodeJS.ProcessEnv;
  /** The code host's provider, when known: a refused push is said in its terms. */
  provider?: string;
}

/** Shared between the two steps: whether this run made the local tag (it goes if the push fails). */
interface TagMemory {
  created: boolean;
}

/** The commit the tag goes on. */
function tagged(facts: TagFacts): string {
  return facts.commit ?? facts.head;
}

/**
 * `tag`: an annotated tag on the release commit whose message is the changelog section. Already
 * there on that commit (here or on the remote): nothing to do.
 */
function tagStep(facts: TagFacts, memory: TagMemory): ReleaseStep {
  const commit = tagged(facts);
  const where = commit === facts.head ? "HEAD" : `the release commit ${short(commit)}`;
  return {
    name: "tag",
    observe: async () => {
      const local = await readTagCommit(facts.root, facts.tag, facts.env);
      if (local === commit) {
        return {
          state: "done",
          detail: `tag ${facts.tag} is on ${short(commit)}`,
          warning: `tag ${facts.tag} already exists on ${where}; it is kept and the release goes on from it`,
        };
      }
      if (local !== undefined) {
        throw new TagExistsError(
          `tag ${facts.tag} appeared on ${short(local)} while releasing ${short(commit)}; another process made it: check \`git show ${facts.tag}\``,
        );
      }
      if (facts.remoteTag === commit) {
        return { state: "done", detail: `tag ${facts.tag} is on ${facts.remote} at ${short(commit)}` };
      }
      return {
        state: "todo",
        detail: `create ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${short(commit)}`,
        apply: async () => {
          try {
            await createAnnotatedTag(facts.root, facts.tag, commit, facts.message, {
              sign: facts.sign,
              env: facts.env,
            });
          } catch (error) {
            // Another run in this clone made it meanwhile: on the same commit it is as good as ours.
            if ((await readTagCommit(facts.root, facts.tag, facts.env)) === commit) {
              return {
                already: true,
                detail: `tag ${facts.tag} is on ${short(commit)} (made by another run)`,
                warning: `tag ${facts.tag} was made by another run in this clone meanwhile; it is used`,
              };
            }
            throw error;
          }
          memory.created = true;
          return {
            detail: `created ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${short(commit)}`,
          };
        },
      };
    },
  };
}

/**
 * `push`: the tag to the remote, never forced; with commits the remote branch lacks, the branch
 * (at HEAD) and the tag in one atomic push. A rejected push is looked into: the tag on the remote
 * at the commit to tag means another run released it first (this run stops, successfully);
 * anything else is a PushError, and a tag this run made is deleted again so none is left dangling.
 */
function pushStep(facts: TagFacts, memory: TagMemory): ReleaseStep {
  const what = facts.ahead ? `${facts.tag} and ${facts.branch} (atomically)` : facts.tag;
  return {
    name: "push",
    observe: async () => {
      if (facts.remoteTag === tagged(facts) && !facts.ahead) {
        return {
          state: "done",
          detail: `${facts.tag} is on ${facts.remote}`,
          warning: `tag ${facts.tag} is already on ${facts.remote}`,
        };
      }
      const tag = facts.remoteTag === tagged(facts) ? undefined : facts.tag;
      return {
        state: "todo",
        detail: `push ${tag === undefined ? facts.branch : what} to ${facts.remote}`,
        apply: async () => {
          let upToDate: string[];
          try {
            ({ upToDate } = await pushReleaseRefs(
              facts.root,
              facts.remote,
              { tag, branch: facts.ahead ? { name: facts.branch, commit: facts.head } : undefined },
              facts.remoteEnv,
              facts.provider,
            ));
          } catch (error) {
            if (!(error instanceof PushError) || tag === undefined) throw error;
            return await afterRejectedPush(facts, memory, error);
          }
          // A ref the remote already had (another run pushed the very same tag) is not claimed.
          const pushed = [tag, facts.ahead ? facts.branch : undefined].filter(
            (ref): ref is string => ref !== undefined && !upToDate.includes(ref),
          );
          if (pushed.length === 0) {
            return {
              already: true,
              detail: `${upToDate.join(" and ")} already on ${facts.remote} (another run)`,
            };
          }
          return {
            detail: `pushed ${pushed.length === 2 ? what : pushed.join(" and ")} to ${facts.remote}`,
          };
        },
      };
    },
  };
}

async function afterRejectedPush(facts: TagFacts, memory: TagMemory, error: PushError) {
  const tagRef = `refs/tags/${facts.tag}`;
  const refs = await readRemoteRefs(facts.root, facts.remote, [tagRef], facts.remoteEnv).catch(
    () => new Map<string, string>(),
  );
  const remote = refs.get(tagRef);
  if (remote === tagged(facts)) {
    return {
      already: true,
      detail: `${facts.tag} was pushed to ${facts.remote} by another run`,
      warning: `${facts.tag} is already released by another run (its tag reached ${facts.remote} first); that run finishes the release`,
      stop: true,
    };
  }
  if (memory.created) await deleteTag(facts.root, facts.tag, facts.env);
  if (remote !== undefined) {
    throw new TagExistsError(
      `tag ${facts.tag} reached ${facts.remote} on ${short(remote)} from another run while this one released ${short(tagged(facts))}; nothing was released from here`,
    );
  }
  throw error;
}

/** The tag and push steps, which share what the tag step did. */
export function tagSteps(facts: TagFacts): ReleaseStep[] {
  const memory: TagMemory = { created: false };
  return [tagStep(facts, memory), pushStep(facts, memory)];
}
