import { defineConfig } from "vitest/config";

/**
 * The unit tests only, for Stryker (`npm run mutation`): the integration tests in test/ drive the
 * built CLI and are too slow to run once per mutant.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
});
