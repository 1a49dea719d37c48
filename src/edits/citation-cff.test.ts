import { describe, expect, it } from "vitest";
import { readCitationVersion, setCitationVersion } from "./citation-cff.ts";

const cff = (version: string, date = "2026-05-06") => `cff-version: 1.2.0
title: Demo
message: 'If you use this software, please cite it as below.'
authors:
  - family-names: Doe
    given-names: Jane
references:
  - type: software
    version: 1.0.0
license: MIT
version: ${version}
date-released: ${date}
`;

describe("CITATION.cff's version and date-released (issue 42)", () => {
  it.each([
    ["2.13.4", "2.13.4"],
    ["v2.13.4", "2.13.4"],
    ["'v2.13.4'", "2.13.4"],
    ['"2.13.4rc1"', "2.13.4rc1"],
    ["2.13.4 # kept by the release", "2.13.4"],
  ])("reads %s as %s, not a nested version:", (spelled, value) => {
    expect(readCitationVersion(cff(spelled))).toEqual({ value, line: 11 });
  });

  it("finds nothing without a top-level version:", () => {
    expect(readCitationVersion("cff-version: 1.2.0\ntitle: x\n  version: 1.0.0\n")).toBeUndefined();
    expect(setCitationVersion("cff-version: 1.2.0\ntitle: x\n", "1.0.1", "2026-01-02")).toBeUndefined();
  });

  it.each([
    ["2.13.4", "2.13.5"],
    ["v2.13.4", "v2.13.5"],
    ["'v2.13.4'", "'v2.13.5'"],
    ['"2.13.4"', '"2.13.5"'],
    ["2.13.4 # kept by the release", "2.13.5 # kept by the release"],
  ])("writes %s as %s and the date, nothing else", (spelled, written) => {
    expect(setCitationVersion(cff(spelled), "2.13.5", "2026-06-01")).toBe(cff(written, "2026-06-01"));
  });

  it("a quoted date stays quoted; no date-released line, none added", () => {
    expect(setCitationVersion(cff("1.0.0", "'2026-05-06'"), "1.0.1", "2026-06-01")).toBe(
      cff("1.0.1", "'2026-06-01'"),
    );
    const undated = "cff-version: 1.2.0\nversion: 1.0.0\n";
    expect(setCitationVersion(undated, "1.0.1", "2026-06-01")).toBe("cff-version: 1.2.0\nversion: 1.0.1\n");
  });

  it("without a date, only the version", () => {
    expect(setCitationVersion(cff("1.0.0"), "1.0.1", undefined)).toBe(cff("1.0.1"));
  });
});
