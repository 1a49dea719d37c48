import { PublishError } from "../../core/errors.ts";
import { type HookFacts, runHooks } from "../../publish/hooks.ts";
import type { ReleaseStep } from "./steps.ts";

export interface HookRun {
  commands: readonly string[];
  facts: HookFacts;
  cwd: string;
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
}

/**
 * `pre-release-hooks`: the configured checks (e.g. the test suite) before anything is tagged; a
 * failure aborts the release with the hook's command, exit and last lines. When the tag already
 * exists (a release being finished), they ran before it was made and do not run again.
 */
export function preReleaseHooksStep(
  run: HookRun,
  tagged: boolean,
  /** Checks the hooks left the commit to tag as it was (no new commit, no tracked change). */
  verify: (what: string) => Promise<void>,
): ReleaseStep {
  return {
    name: "pre-release-hooks",
    observe: async () => {
      if (run.commands.length === 0) return { state: "skipped", detail: "no pre_release hooks" };
      if (tagged) return { state: "done", detail: "ran before the tag was made" };
      return {
        state: "todo",
        detail: `run ${describe(run.commands)}`,
        apply: async () => {
          const failure = await runHooks(run.commands, run.facts, run);
          if (failure !== undefined) {
            const last = failure.lastLines.at(-1);
            throw new PublishError(
              `the pre_release hook \`${failure.command}\` failed (${failure.ended}${last ? `: ${last}` : ""}); nothing was tagged, pushed or released: fix it, then run release again`,
              { details: failure.lastLines },
            );
          }
          await verify("the pre_release hooks");
          return { detail: `ran ${describe(run.commands)}` };
        },
      };
    },
  };
}

/**
 * The post_release hooks, after a release this run completed. The release already happened, so a
 * failure is a warning (with the command, exit and last line), never an error.
 */
export async function runPostReleaseHooks(run: HookRun, warn: (message: string) => void): Promise<void> {
  if (run.commands.length === 0) return;
  const failure = await runHooks(run.commands, run.facts, run);
  if (failure === undefined) return;
  const last = failure.lastLines.at(-1);
  warn(
    `the post_release hook \`${failure.command}\` failed (${failure.ended}${last ? `: ${last}` : ""}); the release itself is done, later post_release hooks did not run`,
  );
}

function describe(commands: readonly string[]): string {
  return `${commands.length} pre_release hook${commands.length === 1 ? "" : "s"} (${commands.join("; ")})`;
}
