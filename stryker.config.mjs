// Mutation testing (`npm run mutation`; not part of `npm test`): the pure core, the code host's
// reading of GitHub's answers, publishing, and the release's step runner.
// While iterating, one file: `npx stryker run --mutate src/core/version.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // Unit tests only: the integration tests in test/ need the built CLI and are slow.
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "src/core/**/*.ts",
    "src/edits/**/*.ts",
    "src/host/**/*.ts",
    "src/publish/**/*.ts",
    // The release's step runner: the order, dry run and resume rules every step relies on. The
    // steps themselves observe git and GitHub: the integration tests drive them.
    "src/flows/release/steps.ts",
    "!src/**/*.test.ts",
    "!src/**/test-*.ts",
    // Effect plumbing, exercised end to end through the built CLI and the stand-ins (test/):
    // no unit test reaches it, so its mutants would only measure the unit tests' reach.
    // Loads the one provider on demand.
    "!src/host/open-host.ts",
    // Octokit calls; the integration tests check them against the GitHub stand-in (test/stand-ins).
    "!src/host/github/github-host.ts",
    // Runs the build tool and lists dist/ (the checks of what it built are in dist-files.ts).
    "!src/publish/build.ts",
  ],
  // Only what the unit tests need goes into Stryker's sandbox: not the scratch trees (.tmp holds
  // whole Python projects), nor a file another process writes and deletes while it is copied.
  ignorePatterns: ["/*", "!/src", "!/test", "!/package.json", "!/tsconfig.json", "!/vitest.mutation.config.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // A mutant times out at timeoutFactor * (its tests' time in the dry run) + timeoutMS.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  reporters: ["clear-text", "progress", "json"],
  clearTextReporter: { logTests: false },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
};
