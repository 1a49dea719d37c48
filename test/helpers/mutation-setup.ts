import fc from "fast-check";

/**
 * For mutation runs only (vitest.mutation.config.ts): a property asked without its own `numRuns`
 * tries 25 inputs instead of 100. Each surviving mutant runs every property that reaches it, and a
 * mistake a property catches shows in far fewer than 100 inputs; `npm test` keeps the 100.
 */
fc.configureGlobal({ numRuns: 25 });
