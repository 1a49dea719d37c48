import { describe, expect, it } from "vitest";
import { VersionFileError } from "../core/errors.ts";
import {
  incrementalVersion,
  parseIncrementalVersion,
  writeIncrementalVersion,
} from "./incremental-version.ts";
import { readPythonAssignment, setPythonAssignment } from "./python-assignment.ts";

describe("incremental's Version(...)", () => {
  it.each([
    ['Version("Twisted", 24, 10, 0, release_candidate=1)', "24.10.0rc1"],
    ["Version('demo', 24, 7, 2)", "24.7.2"],
    ['Version("demo", 1, 2, 3, dev=0)', "1.2.3.dev0"],
    ['Version("demo", 1, 2, 3, post=2)', "1.2.3.post2"],
    ['Version("demo", 1, 2, 3, prerelease=4)', "1.2.3rc4"],
    ['incremental.Version("demo", 1,2,3,)', "1.2.3"],
    ['Version("demo", 1, 2, 3, release_candidate=1, dev=2)', "1.2.3rc1.dev2"],
  ])("%s is %s", (expression, version) => {
    const call = parseIncrementalVersion(expression);
    expect(call).toBeDefined();
    expect(incrementalVersion(call as NonNullable<typeof call>)).toBe(version);
  });

  it.each([
    'Version("demo", "NEXT", 0, 0)',
    'Version("demo", 1, 2)',
    "version('1.2.3')",
    'Version("demo", 1, 2, 3, rc=1)',
  ])("%s is not read as a version", (expression) => {
    expect(parseIncrementalVersion(expression)).toBeUndefined();
  });

  it("writes in the file's form: quotes, separator, the rc keyword it uses", () => {
    const old = parseIncrementalVersion("Version('demo', 1,2,3, prerelease=1)");
    if (old === undefined) throw new Error("unread");
    expect(writeIncrementalVersion(old, "1.3.0rc2", "f")).toBe("Version('demo', 1, 3, 0, prerelease=2)");
    const plain = parseIncrementalVersion('Version("demo", 24, 7, 2)');
    if (plain === undefined) throw new Error("unread");
    expect(writeIncrementalVersion(plain, "24.8", "f")).toBe('Version("demo", 24, 8, 0)');
    expect(writeIncrementalVersion(plain, "24.8.0.post1.dev0", "f")).toBe(
      'Version("demo", 24, 8, 0, post=1, dev=0)',
    );
    expect(() => writeIncrementalVersion(plain, "24.8.0b1", "f:3")).toThrow(VersionFileError);
    expect(() => writeIncrementalVersion(plain, "1.2.3.4", "f:3")).toThrow(/cannot be written/);
  });

  it("as an assignment: read with its line, rewritten in place, the rest of the file kept", () => {
    const text =
      'from incremental import Version\n\n__version__ = Version("demo", 24, 7, 2)  # generated\n__all__ = ["__version__"]\n';
    expect(readPythonAssignment(text, "__version__")).toMatchObject({
      kind: "incremental",
      value: "24.7.2",
      line: 3,
    });
    expect(setPythonAssignment(text, "__version__", "24.7.3", "_version.py")).toBe(
      text.replace("24, 7, 2)", "24, 7, 3)"),
    );
  });

  it("a call black wrapped over several lines is read, and written back wrapped, one argument a line", () => {
    const text =
      'from incremental import Version\n\n__version__ = Version(\n    "demo",\n    24,\n    10,\n    0,\n)\n__all__ = ["__version__"]\n';
    expect(readPythonAssignment(text, "__version__")).toMatchObject({
      kind: "incremental",
      value: "24.10.0",
      line: 3,
    });
    expect(setPythonAssignment(text, "__version__", "24.11.0rc1", "_version.py")).toBe(
      'from incremental import Version\n\n__version__ = Version(\n    "demo",\n    24,\n    11,\n    0,\n    release_candidate=1,\n)\n__all__ = ["__version__"]\n',
    );
  });
});
