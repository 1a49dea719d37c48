import { describe, expect, it } from "vitest";
import { setLockfileVersion } from "./lockfile.ts";
import { scanLockPackages } from "./lockfile-scan.ts";

const UV = `version = 1
revision = 3
requires-python = ">=3.9"

[[package]]
name = "anyio"
version = "4.4.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "idna" },
]
wheels = [
    { url = "https://files.example/anyio-4.4.0-py3-none-any.whl", hash = "sha256:aa", size = 1 },
]

[[package]]
name = "demo-pkg"
version = "1.4.2"
source = { editable = "." }
dependencies = [
    { name = "anyio" },
]

[package.metadata]
requires-dist = [{ name = "anyio", specifier = ">=4" }]
`;

describe("scanLockPackages: the entries of a lock file in the tools' own shape", () => {
  it("reads names, versions (with where they are), and source keys; sub-tables are not the entry's keys", () => {
    const scanned = scanLockPackages(UV);
    expect(scanned?.map((p) => ({ name: p.name, version: p.version?.value, source: p.sourceKeys }))).toEqual([
      { name: "anyio", version: "4.4.0", source: ["registry"] },
      { name: "demo-pkg", version: "1.4.2", source: ["editable"] },
    ]);
    const own = scanned?.[1]?.version;
    expect(own === undefined ? "" : UV.slice(own.start, own.end)).toBe("1.4.2");
  });

  it.each([
    ['[[package]]\nname = "x"\nversion = """1.0"""\n', "a multi-line string"],
    ['[[package]]\n"name" = "x"\n', "a quoted key"],
    ['[[package]]\nsource.editable = "."\n', "a dotted key"],
    ['[[package]\nname = "x"\n', "an unbalanced header"],
    ['[[package]]\nname = "x\\u0041"\n', "an escape in a string"],
    ["[[package]]\nname = x\n", "no string"],
  ])("%j (%s): undefined, the document is parsed instead", (text) => {
    expect(scanLockPackages(text)).toBeUndefined();
  });

  it("the edit from the scan is the document parser's edit, character for character", () => {
    const edit = setLockfileVersion(UV, "uv", "demo_pkg", "1.5.0", "uv.lock");
    expect(edit).toEqual({
      changed: true,
      text: UV.replace('version = "1.4.2"', 'version = "1.5.0"'),
      entries: 1,
    });
    // A registry entry of the same name is never the project.
    expect(setLockfileVersion(UV, "uv", "anyio", "9.0.0", "uv.lock")).toMatchObject({ changed: false });
  });
});
