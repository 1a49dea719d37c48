import { defineConfig } from "vitest/config";

/**
 * The unit tests only, for Stryker (`npm run mutation`): the integration tests in test/ drive the
 * built CLI and are too slow to run once per mutant.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Instrumented code with per-test coverage runs several times slower, and a busy machine more
    // so: the initial run must not fail on vitest's 5 s default (a mutant's own time limit is
    // Stryker's timeoutMS/timeoutFactor, not this).
    testTimeout: 60_000,
  },
});
