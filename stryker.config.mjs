// Mutation testing of the pure core (`npm run mutation`; not part of `npm test`).
// While iterating, one file: `npx stryker run --mutate src/core/version.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // Unit tests only: the integration tests in test/ need the built CLI and are slow.
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: ["src/core/**/*.ts", "src/edits/**/*.ts", "!src/**/*.test.ts", "!src/**/test-*.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // A mutant times out at timeoutFactor * (its tests' time in the dry run) + timeoutMS.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  reporters: ["clear-text", "progress", "json"],
  clearTextReporter: { logTests: false },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
};
