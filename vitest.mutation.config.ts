import { defineConfig } from "vitest/config";
import { persistentThreadPool } from "./test/helpers/mutation-pool";

/**
 * The unit tests of one area, for Stryker (`npm run mutation`, stryker.config.mjs): the area's
 * mutants face the area's own tests. The integration tests in test/ drive the built CLI and are
 * too slow to run once per mutant.
 */
const TESTS: Record<string, string[]> = {
  core: ["src/core/**/*.test.ts"],
  edits: ["src/edits/**/*.test.ts"],
  host: ["src/host/**/*.test.ts"],
  publish: ["src/publish/**/*.test.ts"],
  release: ["src/flows/release/**/*.test.ts"],
};

/**
 * Tests left out of an area's mutation run, each with its reason. They still run in `npm test`.
 * - index-check-run.test.ts runs python3 and docutils for each check (2 to 7 s a test, 43 s in
 *   all): every mutant of the index check that survived waited for all of it, half of the area's
 *   time. What the checks decide is pinned by index-check.test.ts with the renderer's answers given.
 */
const LEFT_OUT: Record<string, string[]> = {
  publish: ["src/publish/index-check-run.test.ts"],
};

const area = process.env.MUTATION_AREA ?? "core";

export default defineConfig({
  // One test thread per Stryker test runner, kept from run to run (test/helpers/mutation-pool.ts).
  // MUTATION_POOL=threads keeps vitest's own pool (a new thread per run), to compare the two.
  plugins: process.env.MUTATION_POOL === "threads" ? [] : [persistentThreadPool()],
  test: {
    include: TESTS[area] ?? ["src/**/*.test.ts"],
    exclude: LEFT_OUT[area] ?? [],
    // Instrumented code with per-test coverage runs several times slower, and a busy machine more
    // so: the initial run must not fail on vitest's 5 s default (a mutant's own time limit is
    // Stryker's timeoutMS/timeoutFactor, not this).
    testTimeout: 60_000,
    // The test thread is kept from run to run (test/helpers/mutation-pool.ts): a spy a mutant's
    // failing test left in place (before its own restore) is undone before the next test.
    restoreMocks: true,
    setupFiles: ["test/helpers/mutation-setup.ts"],
  },
});
