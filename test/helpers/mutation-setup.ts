import { vi } from "vitest";

/**
 * For mutation runs only (vitest.mutation.config.ts): a property tries 25 inputs, and one that
 * asks for more itself (1,000 or 3,000, to reach rare branches) at most 200. Each mutant runs
 * every test that reaches it, and a property of 3,000 inputs that reaches a whole module made each
 * of its mutants cost seconds; with 25 for those too, the rare branches they exist for went
 * unreached (changelog.ts: 69 mutants without coverage). `npm test` keeps every property's count.
 */
const MUTATION_RUNS = 25;
const ASKED_RUNS_CAP = 200;

vi.mock("fast-check", async (importOriginal) => {
  const original = await importOriginal<typeof import("fast-check")>();
  const fc = original.default;
  fc.configureGlobal({ numRuns: MUTATION_RUNS });
  const assert = ((property, params) =>
    fc.assert(property, {
      ...params,
      numRuns: Math.min(params?.numRuns ?? MUTATION_RUNS, ASKED_RUNS_CAP),
    })) as typeof fc.assert;
  const capped = { ...fc, assert };
  return { ...original, ...capped, default: capped };
});
