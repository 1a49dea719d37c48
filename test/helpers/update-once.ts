import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { HostedRepo } from "./hosted-repo.ts";

/**
 * `update` run once, its release commit replayed in the later copies of the same project. The
 * fault suites set the same project up for every case they try (hundreds of cases), and a run of
 * the CLI is the dearest part of that set-up; the replay is three git commands. The first call
 * runs `update` and keeps the commit's change without context lines (the lines around the version
 * name the servers' ports, which differ between copies) and its message; each later call applies
 * that change and commits it with that message. A suite's fault-free run makes the first call and
 * every end state is compared with that run's, so a replay unlike `update` fails the suite.
 */
export function updateOnce(): (h: HostedRepo) => Promise<void> {
  let recorded: Promise<{ patch: string; message: string }> | undefined;
  return async (h) => {
    if (recorded === undefined) {
      recorded = (async () => {
        const update = await h.run(["update"]);
        expect(update.code, update.stderr).toBe(0);
        return {
          patch: await h.repo.gitAsync("diff", "--unified=0", "--no-color", "HEAD^", "HEAD"),
          message: await h.repo.gitAsync("log", "-1", "--format=%B"),
        };
      })();
      await recorded;
      return;
    }
    const { patch, message } = await recorded;
    const file = join(h.repo.dir, ".git", "replayed-update.patch");
    writeFileSync(file, patch);
    await h.repo.gitAsync("apply", "--index", "--unidiff-zero", file);
    await h.repo.gitAsync(
      "commit",
      "-q",
      "--no-verify",
      "--cleanup=verbatim",
      "-m",
      message.replace(/\n$/, ""),
    );
    expect(await h.repo.gitAsync("log", "-1", "--format=%B"), "the replayed update's message").toBe(message);
  };
}
