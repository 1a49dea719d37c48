// Mutation testing (`npm run mutation`, scripts/mutation.mjs; not part of `npm test`): the pure
// core, the code host's reading of GitHub's answers, publishing, and the release's steps.
//
// The work is split into areas, one Stryker run each, and each area's mutants face that area's own
// unit tests (vitest.mutation.config.ts reads MUTATION_AREA): the question is whether the tests of
// `src/host/` catch a mistake in `src/host/`, and a mutant of core/errors.ts would otherwise re-run
// every test file in src/ that happens to construct an error (the whole run took hours so).
// While iterating, one file: `MUTATION_AREA=publish npx stryker run --mutate src/publish/upload.ts`.

/** Each area: what it mutates, beside the exclusions below. Keep in step with vitest.mutation.config.ts. */
export const AREAS = {
  core: ["src/core/**/*.ts"],
  edits: ["src/edits/**/*.ts"],
  host: [
    "src/host/**/*.ts",
    // Loads the one provider on demand; exercised end to end through the built CLI.
    "!src/host/open-host.ts",
    // Octokit calls; the integration tests check them against the GitHub stand-in (test/stand-ins).
    "!src/host/github/github-host.ts",
  ],
  publish: [
    "src/publish/**/*.ts",
    // Runs the build tool and lists dist/ (the checks of what it built are in dist-files.ts).
    "!src/publish/build.ts",
  ],
  // The release's step runner (order, dry run and resume rules every step relies on) and what the
  // GitHub release and asset steps decide from the release they find (their unit tests give them a
  // fake code host). The other steps observe git and the index: the integration tests drive them.
  release: [
    "src/flows/release/steps.ts",
    "src/flows/release/host-release-step.ts",
    "src/flows/release/assets-step.ts",
  ],
};

const area = process.env.MUTATION_AREA ?? "core";
if (!(area in AREAS)) throw new Error(`MUTATION_AREA=${area}: expected one of ${Object.keys(AREAS).join(", ")}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // Unit tests only: the integration tests in test/ need the built CLI and are slow.
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [...AREAS[area], "!src/**/*.test.ts", "!src/**/test-*.ts"],
  // Only what the unit tests need goes into Stryker's sandbox: not the scratch trees (.tmp holds
  // whole Python projects), nor a file another process writes and deletes while it is copied.
  ignorePatterns: ["/*", "!/src", "!/test", "!/package.json", "!/tsconfig.json", "!/vitest.mutation.config.ts"],
  coverageAnalysis: "perTest",
  // vitest's bail cancels a run at its first failing test, and a cancelled run ends the test thread
  // that test/helpers/mutation-pool.ts keeps from run to run (a mutant's tests take milliseconds,
  // starting a thread 300 ms). test/helpers/mutation-setup.ts stops a run at its first failure
  // instead, by skipping the tests after it.
  disableBail: true,
  // A static mutant (a module-level constant: a table, a compiled pattern) is reached by every
  // test, so each one runs all of the area's tests: 13% of the mutants took 89% of the time. They
  // are left out and reported as Ignored; the tables they hold are pinned by the tests that read them.
  ignoreStatic: true,
  concurrency: 2,
  // A mutant times out at timeoutFactor * (its tests' time in the dry run) + timeoutMS. Most
  // timeouts are mutants that loop forever (a `while` whose condition became true), and each costs
  // the wait plus a new test worker: with 10 s they took two thirds of the run. A Timeout counts as
  // detected, so a wait cut short on a busy machine can only flatter the score a little.
  timeoutMS: 2_500,
  timeoutFactor: 2,
  reporters: ["clear-text", "progress", "json"],
  clearTextReporter: { logTests: false, allowEmojis: false },
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  tempDirName: `.stryker-tmp`,
};
