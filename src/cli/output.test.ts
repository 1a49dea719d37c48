import { describe, expect, it } from "vitest";
import { createOutput, createScrubber } from "./output.ts";

describe("secrets never reach the output", () => {
  const env = {
    GITHUB_TOKEN: "ghs_abcdefgh12345678",
    PYPI_TOKEN: "pypi-AgEIcHlwaS5vcmcCJDk",
    HOME: "/root",
    SHORT_TOKEN: "abc",
  };

  it("masks every secret-looking variable's value wherever it appears", () => {
    const scrub = createScrubber(env);
    expect(scrub("push to https://x-access-token:ghs_abcdefgh12345678@github.com/o/r failed")).toBe(
      "push to https://x-access-token:***@github.com/o/r failed",
    );
    expect(scrub("token pypi-AgEIcHlwaS5vcmcCJDk twice pypi-AgEIcHlwaS5vcmcCJDk")).toBe(
      "token *** twice ***",
    );
    expect(scrub("home is /root, abc stays")).toBe("home is /root, abc stays");
  });

  it("applies to both streams of an Output", () => {
    const written: string[] = [];
    const sink = { write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream;
    const output = createOutput({
      stdout: sink,
      stderr: sink,
      env,
      color: false,
      verbose: false,
      quiet: false,
    });
    output.out("a ghs_abcdefgh12345678\n");
    output.err("b pypi-AgEIcHlwaS5vcmcCJDk\n");
    expect(written).toEqual(["a ***\n", "b ***\n"]);
  });
});
