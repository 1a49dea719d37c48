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

const area = process.env.MUTATION_AREA ?? "core";

export default defineConfig({
  // One test thread per Stryker test runner, kept from run to run (test/helpers/mutation-pool.ts).
  // MUTATION_POOL=threads keeps vitest's own pool (a new thread per run), to compare the two.
  plugins: process.env.MUTATION_POOL === "threads" ? [] : [persistentThreadPool()],
  test: {
    include: TESTS[area] ?? ["src/**/*.test.ts"],
    // Instrumented code with per-test coverage runs several times slower, and a busy machine more
    // so: the initial run must not fail on vitest's 5 s default (a mutant's own time limit is
    // Stryker's timeoutMS/timeoutFactor, not this).
    testTimeout: 60_000,
    setupFiles: ["test/helpers/mutation-setup.ts"],
  },
});
