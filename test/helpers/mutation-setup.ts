import { vi } from "vitest";

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
