import fc from "fast-check";

/**
 * Text of any code points (lone surrogates and control characters included, small ones more
 * often, as fast-check's integers lean): what `fc.string({ unit: "binary" })` gives, without its
 * cost. fast-check builds that unit's table in about seven seconds, once per test file that asks
 * for it, and in a mutation run once per mutant those tests reach.
 */
export function anyText(constraints: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  return fc.string({
    ...constraints,
    unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  });
}
