import { describe, expect, it } from "vitest";
import { DEFAULT_FRAGMENT_TYPES } from "../core/news-fragments.ts";
import { isFragmentPath, newsFilePath, readTowncrierConfig } from "./towncrier-config.ts";

const table = (towncrier: Record<string, unknown>) => ({ tool: { towncrier } });

describe("readTowncrierConfig", () => {
  it("no [tool.towncrier]: none", () => {
    expect(readTowncrierConfig({}, "pyproject.toml")).toBeUndefined();
    expect(readTowncrierConfig({ tool: { releaser: {} } }, "pyproject.toml")).toBeUndefined();
    expect(readTowncrierConfig({ tool: { towncrier: "yes" } }, "pyproject.toml")).toBeUndefined();
  });

  it("an empty table: towncrier's defaults (NEWS.rst, newsfragments/ at the root, no name)", () => {
    expect(readTowncrierConfig(table({}), "pyproject.toml")).toEqual({
      source: "pyproject.toml",
      filename: "NEWS.rst",
      singleFile: true,
      fragmentBase: ".",
      newsfragmentsFolders: true,
      startString: ".. towncrier release notes start\n",
      projectName: undefined,
      types: DEFAULT_FRAGMENT_TYPES,
      sectionPaths: [""],
    });
  });

  it("fragment types from [[type]] tables, else from the fragment table, and the sections' folders", () => {
    const listed = readTowncrierConfig(
      table({
        type: [
          { directory: "breaking", name: "Breaking Changes", showcontent: true },
          { name: "no directory" },
          { directory: "fix" },
        ],
        section: [{ name: "", path: "" }, { name: "Core", path: "core" }, { name: "odd" }],
      }),
      "pyproject.toml",
    );
    expect(listed?.types).toEqual([
      { directory: "breaking", name: "Breaking Changes" },
      { directory: "fix", name: "fix" },
    ]);
    expect(listed?.sectionPaths).toEqual(["", "core"]);
    const tabled = readTowncrierConfig(
      table({ fragment: { feature: { name: "New" }, "security-fix": {} } }),
      "towncrier.toml",
    );
    expect(tabled?.types).toEqual([
      { directory: "feature", name: "New" },
      { directory: "security-fix", name: "Security-Fix" },
    ]);
  });

  it("directory, filename, package and name as set", () => {
    const config = readTowncrierConfig(
      table({
        directory: "changes/",
        filename: "docs/changelog.rst",
        name: "Pkg",
        start_string: "<!-- x -->\n",
      }),
      "towncrier.toml",
    );
    expect(config).toMatchObject({
      source: "towncrier.toml",
      filename: "docs/changelog.rst",
      fragmentBase: "changes",
      newsfragmentsFolders: false,
      startString: "<!-- x -->\n",
      projectName: "Pkg",
    });
    const packaged = readTowncrierConfig(table({ package: "mypkg", package_dir: "src" }), "pyproject.toml");
    expect(packaged).toMatchObject({
      fragmentBase: "src/mypkg",
      newsfragmentsFolders: true,
      projectName: "Mypkg",
    });
  });

  it("a package's name as towncrier would make it from the package (str.title), so it never imports it", () => {
    const named = (settings: Record<string, unknown>) =>
      readTowncrierConfig(table(settings), "pyproject.toml")?.projectName;
    expect(named({ package: "aiohttp" })).toBe("Aiohttp");
    expect(named({ package: "my_pkg" })).toBe("My_Pkg");
    expect(named({ package: "py3k" })).toBe("Py3K");
    expect(named({ package: "aiohttp", name: "aiohttp" })).toBe("aiohttp");
    expect(named({ package: "aiohttp", name: "" })).toBe("Aiohttp");
    expect(named({})).toBeUndefined();
  });
});

describe("where towncrier's files are", () => {
  const root = readTowncrierConfig(table({}), "pyproject.toml");
  const changes = readTowncrierConfig(table({ directory: "changes" }), "pyproject.toml");
  const packaged = readTowncrierConfig(table({ package: "mypkg", package_dir: "src" }), "pyproject.toml");

  it("fragments: in a newsfragments folder below the base, or in the configured directory", () => {
    if (!root || !changes || !packaged) throw new Error("no config");
    expect(isFragmentPath(root, "newsfragments/1.feature.md")).toBe(true);
    expect(isFragmentPath(root, "src/app.py")).toBe(false);
    expect(isFragmentPath(changes, "changes/1.bugfix")).toBe(true);
    expect(isFragmentPath(changes, "changesets/1.bugfix")).toBe(false);
    expect(isFragmentPath(packaged, "src/mypkg/newsfragments/2.doc")).toBe(true);
    expect(isFragmentPath(packaged, "src/mypkg/core.py")).toBe(false);
  });

  it("the news file: the filename, or per release its pattern filled in", () => {
    if (!root) throw new Error("no config");
    expect(newsFilePath(root, { name: "p", version: "1.5.0", date: "2026-11-25" })).toBe("NEWS.rst");
    const each = readTowncrierConfig(
      table({ single_file: false, filename: "docs/releases/{version}.rst" }),
      "pyproject.toml",
    );
    if (!each) throw new Error("no config");
    expect(newsFilePath(each, { name: "p", version: "1.5.0", date: "2026-11-25" })).toBe(
      "docs/releases/1.5.0.rst",
    );
  });
});
