import { describe, expect, it } from "vitest";
import { needItems } from "./release.ts";

describe("needItems", () => {
  it("splits a step's joined needs at top-level '; ' only", () => {
    expect(needItems("PYPI_TOKEN or trusted publishing")).toEqual(["PYPI_TOKEN or trusted publishing"]);
    expect(
      needItems(
        "PYPI_TOKEN or trusted publishing; uv on PATH (install: pipx install uv; or set publish.publish_command)",
      ),
    ).toEqual([
      "PYPI_TOKEN or trusted publishing",
      "uv on PATH (install: pipx install uv; or set publish.publish_command)",
    ]);
    expect(needItems("a (b (c; d); e); f")).toEqual(["a (b (c; d); e)", "f"]);
  });

  it("keeps text after an unmatched ')' whole, and drops empty parts", () => {
    expect(needItems("a) b; c")).toEqual(["a) b", "c"]);
    expect(needItems("; a; ")).toEqual(["a"]);
    expect(needItems("a;b")).toEqual(["a;b"]);
  });
});
