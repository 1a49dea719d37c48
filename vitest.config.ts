import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take minutes (fault injection over every request or step, python builds), started
 * first: with two workers, a long file started last would run alone at the end.
 */
const SLOW_FIRST = [
  "test/e2e/network-faults.test.ts",
  "test/e2e/release-faults.test.ts",
  "test/e2e/workspace-release-faults.test.ts",
  "test/e2e/interrupted-update.test.ts",
  "test/integration/release.test.ts",
  "test/e2e/",
  // The integration files of half a minute or more (python builds, many releases against the
  // stand-ins), longest first as a run of 2026-11-27 timed them.
  "test/integration/release-pr.test.ts",
  "test/integration/publish.test.ts",
  "test/integration/asked-for.test.ts",
  "test/integration/towncrier.test.ts",
  "test/integration/release-dist.test.ts",
  "test/integration/workspace-update.test.ts",
  "test/integration/init-real-shapes.test.ts",
];

function slowRank(spec: TestSpecification): number {
  const rank = SLOW_FIRST.findIndex((path) => spec.moduleId.includes(`/${path}`));
  return rank === -1 ? SLOW_FIRST.length : rank;
}

/** Vitest's own order (the slowest of the last run first, when it has one), the slow files ahead. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, rank: slowRank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    projects: [
      // The unit tests beside the source share their worker between files (isolate: false): a
      // file is milliseconds of tests after a worker's start-up of hundreds (vitest's runtime and
      // our modules loaded afresh), which was more than half the CPU of the 160 files (70 s of CPU
      // in all, 30 s so). The modules a file loaded stay loaded for the files after it, and so
      // does what it set for the process: a file puts back what it changes (the call tracer, V8's
      // regexp flags as regexp-engine.ts leaves them: custom-parser.test.ts, spies, environment).
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"], isolate: false } },
      // The integration and e2e tests, each file in a fresh worker: their servers, temp directories
      // and the secrets guard's bookkeeping live in module state of the helpers.
      { extends: true, test: { name: "cli", include: ["test/**/*.test.ts"] } },
    ],
    // Limits for a hang, not a speed check: with files side by side on a 2-core machine a test's
    // CLI runs take twice as long as alone, and several times as long on a machine busy with other
    // work (a release-pr test was seen to take 47 s so; alone it takes under 10).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Files run side by side: they spend their time in child processes (the CLI, git, python),
    // each file in its own directories, with its own loopback servers on ports the system picks.
    // At least two even on a 2-core machine (vitest's default there is one: files in series).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFirstSequencer },
  },
});
