import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { iniValuePattern, parseIni } from "./ini-file.ts";

describe("INI files as configparser reads them", () => {
  const text =
    "# c\n[metadata]\nName = acme\nversion: 1.2.3\ndescription = one\n  two\n; note\n[options]\nversion = 9\n";

  it("sections, keys in lower case, = or :, continuation lines, comments", () => {
    const ini = parseIni(text);
    expect(ini.get("metadata")?.get("name")).toEqual({ value: "acme", line: 3 });
    expect(ini.get("metadata")?.get("version")).toEqual({ value: "1.2.3", line: 4 });
    expect(ini.get("metadata")?.get("description")?.value).toBe("one\ntwo");
    expect(ini.get("options")?.get("version")?.value).toBe("9");
  });

  it("a pattern that finds a key in its own section only", () => {
    const pattern = compileVersionPattern(iniValuePattern("metadata", "version"));
    expect(findVersionByPattern(text, pattern)).toMatchObject({ value: "1.2.3", line: 4 });
    const other = compileVersionPattern(iniValuePattern("options", "version"));
    expect(findVersionByPattern(text, other)).toMatchObject({ value: "9", line: 9 });
    expect(findVersionByPattern("[metadata]\nname = x\n[other]\nversion = 3\n", pattern)).toBeUndefined();
  });
});
