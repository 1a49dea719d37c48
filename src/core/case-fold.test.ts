import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldCase } from "./case-fold.ts";

describe("foldCase", () => {
  it.each([
    ["feat", "[fF][eE][aA][tT]"],
    ["^(?<type>\\w+): (?<description>.+)$", "^(?<type>\\w+): (?<description>.+)$"],
    ["[a-z]+", "[a-zA-Z]+"],
    ["[^A-Fx]", "[^A-Fa-fxX]"],
    ["\\p{Lu}\\x41\\u0041\\cJ\\bX", "\\p{Lu}\\x41\\u0041\\cJ\\b[xX]"],
    ["a{2,3}", "[aA]{2,3}"],
  ])("%s -> %s", (source, folded) => {
    expect(foldCase(source)).toBe(folded);
  });

  it("matches what the i flag matches, for ASCII text", () => {
    const patterns = [
      "^(?<type>fix|feat)(?<breaking>!)?: (?<description>[a-z ].*)$",
      "^\\[(?<type>[A-Z]+)\\] (?<description>.+)$",
      "add(ed)? [^q]x",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...patterns), fc.stringMatching(/^[ -~]{0,20}$/), (pattern, text) => {
        const folded = new RegExp(foldCase(pattern));
        const insensitive = new RegExp(pattern, "i");
        expect(folded.exec(text)?.[0]).toBe(insensitive.exec(text)?.[0]);
      }),
      { numRuns: 500 },
    );
    expect(new RegExp(foldCase("^(?<type>FEAT) (?<description>.+)$")).exec("Feat Y")?.groups?.type).toBe(
      "Feat",
    );
  });
});
