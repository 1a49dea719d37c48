import { describe, expect, it } from "vitest";
import { formatOutputs, outputsOf } from "./outputs.ts";

describe("outputsOf", () => {
  it("takes version and tag from check's plan", () => {
    expect(outputsOf({ bump: "minor", next_version: "1.5.0", tag: "v1.5.0" })).toEqual({
      released: false,
      version: "1.5.0",
      tag: "v1.5.0",
      "pr-url": "",
      "release-url": "",
    });
  });

  it("gives empty outputs when there is nothing to release or no document", () => {
    const empty = { released: false, version: "", tag: "", "pr-url": "", "release-url": "" };
    expect(outputsOf({ bump: "none", next_version: null, tag: null })).toEqual(empty);
    expect(outputsOf(undefined)).toEqual(empty);
    expect(outputsOf({ valid: false, title: "x" })).toEqual(empty);
  });

  it("maps the documents of release-pr and release", () => {
    expect(outputsOf({ next_version: "2.0.0", pr_url: "https://example.test/pr/1" })["pr-url"]).toBe(
      "https://example.test/pr/1",
    );
    expect(
      outputsOf({ released: true, version: "2.0.0", tag: "v2.0.0", release_url: "https://x.test/r" }),
    ).toEqual({
      released: true,
      version: "2.0.0",
      tag: "v2.0.0",
      "pr-url": "",
      "release-url": "https://x.test/r",
    });
  });
});

describe("formatOutputs", () => {
  it("writes the heredoc format of GITHUB_OUTPUT", () => {
    const text = formatOutputs(
      { released: false, version: "1.5.0", tag: "v1.5.0", "pr-url": "", "release-url": "" },
      "ghadelimiter_abc",
    );
    expect(text).toBe(
      [
        "released<<ghadelimiter_abc",
        "false",
        "ghadelimiter_abc",
        "version<<ghadelimiter_abc",
        "1.5.0",
        "ghadelimiter_abc",
        "tag<<ghadelimiter_abc",
        "v1.5.0",
        "ghadelimiter_abc",
        "pr-url<<ghadelimiter_abc",
        "",
        "ghadelimiter_abc",
        "release-url<<ghadelimiter_abc",
        "",
        "ghadelimiter_abc",
        "",
      ].join("\n"),
    );
  });

  it("uses a random delimiter and refuses a value that contains it", () => {
    const outputs = { released: false, version: "", tag: "", "pr-url": "", "release-url": "" };
    expect(formatOutputs(outputs)).toMatch(/^released<<ghadelimiter_[0-9a-f-]{36}\n/);
    expect(() => formatOutputs({ ...outputs, tag: "x ghadelimiter_abc" }, "ghadelimiter_abc")).toThrow(
      /delimiter/,
    );
  });
});
