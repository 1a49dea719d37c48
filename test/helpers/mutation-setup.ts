import { beforeEach, inject, vi } from "vitest";

/**
 * For mutation runs only (vitest.mutation.config.ts): a property tries at most 25 inputs, its own
 * `numRuns` (1000, 3000 in some tests) included. Each mutant runs every test that reaches it, and
 * a property of 3,000 runs that reaches a whole module made each of its mutants cost seconds; a
 * mistake a property catches shows in far fewer inputs. `npm test` keeps every property's count.
 */
const MUTATION_RUNS = 25;

vi.mock("fast-check", async (importOriginal) => {
  const original = await importOriginal<typeof import("fast-check")>();
  const fc = original.default;
  fc.configureGlobal({ numRuns: MUTATION_RUNS });
  const assert = ((property, params) =>
    fc.assert(property, {
      ...params,
      numRuns: Math.min(params?.numRuns ?? MUTATION_RUNS, MUTATION_RUNS),
    })) as typeof fc.assert;
  const capped = { ...fc, assert };
  return { ...original, ...capped, default: capped };
});

/**
 * The test thread outlives each run (test/helpers/mutation-pool.ts), and with it the mutant the
 * last run switched on. Stryker switches a run's mutant on in `beforeAll`, after the test file and
 * the modules it imports are loaded; until then, no mutant is on, as in a thread of its own. (A
 * mutant switched on at load, `mutantActivation: "static"`, is Stryker's to set and is kept.)
 */
const provided = inject as unknown as (key: string) => unknown;
if (provided("mode") === "mutant" && provided("mutantActivation") !== "static") {
  const namespace = (globalThis as Record<string, { activeMutant?: string } | undefined>)[
    provided("globalNamespace") as string
  ];
  if (namespace) namespace.activeMutant = undefined;
}

/**
 * A mutant's run stops at its first failing test, as vitest's `bail` would, but inside the thread:
 * every later test of the run is skipped. vitest's own bail cancels the run and ends the thread,
 * so Stryker's is turned off (stryker.config.mjs, `disableBail`). Without either, a killed mutant
 * would go on into tests where it loops until its time limit.
 */
if (provided("mode") === "mutant") {
  const shared = globalThis as { __releaserMutantRun?: { mutant: unknown; failed: boolean } };
  shared.__releaserMutantRun ??= { mutant: undefined, failed: false };
  const run = shared.__releaserMutantRun;
  const mutant = provided("activeMutant");
  if (run.mutant !== mutant) {
    run.mutant = mutant;
    run.failed = false;
  }
  beforeEach((context) => {
    if (run.failed) context.skip();
    // An `it.fails` test's failure is its pass: it stops nothing.
    if (context.task.fails) return;
    context.onTestFailed(() => {
      run.failed = true;
    });
  });
}
