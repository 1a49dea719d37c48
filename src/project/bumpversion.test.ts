import { describe, expect, it } from "vitest";
import { planFileEdits } from "../edits/file-edit.ts";
import { readBumpversionIni, readBumpversionToml } from "./bumpversion.ts";

describe("bumpversion configurations, read as they are", () => {
  const cfg = [
    "[bumpversion]",
    "current_version = 40.34.0",
    "files = VERSION pkg/__init__.py",
    "commit = True",
    "",
    "[bumpversion:file:docs/conf.py]",
    'search = release = "{current_version}"',
    'replace = release = "{new_version}"',
    "",
    "[bumpversion:glob:pkg/*.txt]",
    "",
    "[bumpversion:file:NOW]",
    "search = {now:%Y} {current_version}",
    "",
  ].join("\n");

  it("takes current_version, the files list, file sections with search/replace, and names what it cannot write", () => {
    const found = readBumpversionIni(".bumpversion.cfg", cfg);
    expect(found?.currentVersion).toBe("40.34.0");
    expect(found?.targets.map((t) => t.path)).toEqual([
      ".bumpversion.cfg",
      "docs/conf.py",
      "VERSION",
      "pkg/__init__.py",
    ]);
    expect(found?.skipped).toEqual([
      "pkg/*.txt (a glob; list its files in version_files)",
      "NOW (its search/replace uses {now:%Y})",
    ]);
  });

  it("writes every copy: current_version surgically, each file's search replaced everywhere, the rest of the line kept", () => {
    const found = readBumpversionIni(".bumpversion.cfg", cfg);
    const texts = new Map<string, string | undefined>([
      [".bumpversion.cfg", cfg],
      ["docs/conf.py", 'version = "40.34"\nrelease = "40.34.0"\n'],
      ["VERSION", "40.34.0\n"],
      ["pkg/__init__.py", '__version__ = "40.34.0"  # 40.34.0\n'],
    ]);
    const plan = planFileEdits({
      version: "40.35.0",
      targets: found?.targets ?? [],
      texts,
      changelogFile: "CHANGELOG.md",
      changelogSection: undefined,
    });
    const after = Object.fromEntries(plan.edits.map((e) => [e.path, e.after]));
    expect(after[".bumpversion.cfg"]).toBe(
      cfg.replace("current_version = 40.34.0", "current_version = 40.35.0"),
    );
    expect(after["docs/conf.py"]).toBe('version = "40.34"\nrelease = "40.35.0"\n');
    expect(after.VERSION).toBe("40.35.0\n");
    expect(after["pkg/__init__.py"]).toBe('__version__ = "40.35.0"  # 40.35.0\n');
  });

  it("a file whose search is not there stops update with one line naming the file and the search", () => {
    const found = readBumpversionIni(".bumpversion.cfg", cfg);
    expect(() =>
      planFileEdits({
        version: "40.35.0",
        targets: found?.targets ?? [],
        texts: new Map([
          [".bumpversion.cfg", cfg],
          ["docs/conf.py", 'release = "40.33.0"\n'],
          ["VERSION", "40.34.0\n"],
          ["pkg/__init__.py", '__version__ = "40.34.0"\n'],
        ]),
        changelogFile: "CHANGELOG.md",
        changelogSection: undefined,
      }),
    ).toThrow('docs/conf.py: "release = \\"40.34.0\\"" (its search in .bumpversion.cfg) is not in the file');
  });

  it("setup.cfg without [bumpversion] is no configuration", () => {
    expect(readBumpversionIni("setup.cfg", "[metadata]\nname = x\n")).toBeUndefined();
  });

  it("[tool.bumpversion] with files, its own search/replace defaults, and {{ }} escapes", () => {
    const found = readBumpversionToml("pyproject.toml", {
      tool: {
        bumpversion: {
          current_version: "1.2.3",
          search: 'version = "{current_version}"',
          replace: 'version = "{new_version}"',
          files: [
            { filename: "src/pkg/meta.py" },
            {
              filename: "README.md",
              search: "pip install pkg=={current_version}",
              replace: "pip install pkg=={new_version}",
            },
            {
              filename: "x.txt",
              search: "{{literal}} {current_version}",
              replace: "{{literal}} {new_version}",
            },
            { glob: "docs/*.md" },
          ],
        },
      },
    });
    expect(found?.targets).toEqual([
      { kind: "toml", path: "pyproject.toml", key: "tool.bumpversion.current_version" },
      expect.objectContaining({
        kind: "template",
        path: "src/pkg/meta.py",
        search: 'version = "{current_version}"',
      }),
      expect.objectContaining({
        kind: "template",
        path: "README.md",
        search: "pip install pkg=={current_version}",
      }),
      expect.objectContaining({ kind: "template", path: "x.txt" }),
    ]);
    const plan = planFileEdits({
      version: "1.3.0",
      targets: found?.targets.slice(3) ?? [],
      texts: new Map([["x.txt", "{literal} 1.2.3\n"]]),
      changelogFile: "CHANGELOG.md",
      changelogSection: undefined,
    });
    expect(plan.edits[0]?.after).toBe("{literal} 1.3.0\n");
  });
});
