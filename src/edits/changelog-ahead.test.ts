import { describe, expect, it } from "vitest";
import { aheadSection } from "./changelog-ahead.ts";

describe("aheadSection: the newest version heading, marked as not released yet", () => {
  it.each([
    [
      "# Changelog\n\n## 2.0.0 - unreleased\n\n- x\n\n## 1.2.0 - 2026-01-02\n",
      "2.0.0",
      "2.0.0 - unreleased",
      3,
    ],
    ["# Changelog\n\n## [v2.1.0] (unreleased)\n", "2.1.0", "[v2.1.0] (unreleased)", 3],
    [
      "Changes\n=======\n\n3.0 (in development)\n--------------------\n\n- x\n",
      "3.0",
      "3.0 (in development)",
      4,
    ],
    ["# News\n\n## Version 1.5.0 - TBD\r\n\r\n- x\r\n", "1.5.0", "Version 1.5.0 - TBD", 3],
  ])("%j names %s", (text, version, heading, line) => {
    expect(aheadSection(text)).toEqual({ version, heading, line });
  });

  it.each([
    ["the newest is released", "# Changelog\n\n## 1.2.0 - 2026-01-02\n\n## 2.0.0 - unreleased\n"],
    [
      "Keep a Changelog's Unreleased names no version",
      "# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2026-01-02\n",
    ],
    ["no version heading", "# Changelog\n\nNothing yet.\n"],
    ["a heading that is no version's", "# Changelog\n\n## Python 3.15 support (unreleased)\n"],
  ])("%s: none", (_why, text) => {
    expect(aheadSection(text)).toBeUndefined();
  });
});
