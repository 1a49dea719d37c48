import { describe, expect, it } from "vitest";
import {
  migrateFromReleasePlease,
  RELEASE_PLEASE_CONFIG,
  RELEASE_PLEASE_MANIFEST,
} from "./migrate-release-please.ts";

const files =
  (entries: Record<string, unknown>) =>
  async (path: string): Promise<string | undefined> => {
    const value = entries[path];
    return value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);
  };

describe("migrateFromReleasePlease", () => {
  it("takes over the root package's settings and lists the rest", async () => {
    const migration = await migrateFromReleasePlease(
      files({
        [RELEASE_PLEASE_CONFIG]: {
          $schema: "https://raw.githubusercontent.com/googleapis/release-please/main/schemas/config.json",
          "bootstrap-sha": "abc",
          "bump-minor-pre-major": true,
          "bump-patch-for-minor-pre-major": true,
          packages: {
            ".": {
              "release-type": "python",
              "package-name": "acme-widgets",
              "changelog-path": "docs/CHANGES.md",
              draft: true,
              "extra-files": [
                "src/acme/__init__.py",
                "src/acme/_meta.py",
                { type: "toml", path: "pyproject.toml", jsonpath: "$.project.version" },
                { type: "toml", path: "extra.toml", jsonpath: "$.tool.x.version" },
                { type: "json", path: "package.json", jsonpath: "$.version" },
                "README.md",
              ],
              "changelog-sections": [
                { type: "feat", section: "New" },
                { type: "fix", section: "Fixed" },
                { type: "deps", section: "Dependencies" },
                { type: "chore", section: "Misc", hidden: true },
              ],
            },
            "plugins/x": { "release-type": "python" },
          },
        },
        [RELEASE_PLEASE_MANIFEST]: { ".": "0.4.1", "plugins/x": "1.0.0" },
        "src/acme/__init__.py": '"""Acme."""\n__version__ = "0.4.1"\n',
        "src/acme/_meta.py": 'NAME = "acme"\nVERSION: str = "0.0.0"  # x-release-please-version\n',
      }),
    );
    expect(migration).toEqual({
      from: "release-please-config.json",
      tagFormat: "acme-widgets-v{version}",
      versionFiles: [
        "src/acme/__init__.py:__version__",
        "src/acme/_meta.py:VERSION",
        "extra.toml:tool.x.version",
      ],
      changelogFile: "docs/CHANGES.md",
      majorOnZero: false,
      draft: true,
      changelogSections: { feat: "New", fix: "Fixed", deps: "Dependencies" },
      hiddenTypes: ["chore", "docs", "style", "refactor", "perf", "test", "build", "ci", "revert"],
      left: [
        'packages "plugins/x" (releaser releases the one package at the root)',
        "bump-patch-for-minor-pre-major",
        'extra-files entry {"type":"json","path":"package.json","jsonpath":"$.version"} (releaser edits a Python file\'s VARIABLE = "version" line or a TOML key)',
        'extra-files entry "README.md" (releaser edits a Python file\'s VARIABLE = "version" line or a TOML key)',
      ],
    });
  });

  it("follows release-please's tag shapes", async () => {
    const tag = async (settings: Record<string, unknown>) =>
      (await migrateFromReleasePlease(files({ [RELEASE_PLEASE_CONFIG]: { packages: { ".": settings } } })))
        ?.tagFormat;
    expect(await tag({})).toBe("v{version}");
    expect(await tag({ "package-name": "acme" })).toBe("acme-v{version}");
    expect(await tag({ "package-name": "acme", "include-component-in-tag": false })).toBe("v{version}");
    expect(await tag({ component: "core", "package-name": "acme", "tag-separator": "/" })).toBe(
      "core/v{version}",
    );
    expect(await tag({ "include-v-in-tag": false, "include-component-in-tag": false })).toBe("{version}");
  });

  it("a top-level setting is every package's default; the root package's own wins", async () => {
    const migration = await migrateFromReleasePlease(
      files({
        [RELEASE_PLEASE_CONFIG]: {
          "include-component-in-tag": false,
          "changelog-path": "HISTORY.md",
          packages: { ".": { "changelog-path": "CHANGES.md", "package-name": "x" } },
        },
      }),
    );
    expect(migration).toMatchObject({ tagFormat: "v{version}", changelogFile: "CHANGES.md", left: [] });
  });

  it("no config file: nothing to take over; an unreadable one is said", async () => {
    expect(await migrateFromReleasePlease(files({}))).toBeUndefined();
    expect(await migrateFromReleasePlease(files({ [RELEASE_PLEASE_CONFIG]: "{ nope" }))).toMatchObject({
      left: ["release-please-config.json (not a JSON object: nothing read from it)"],
    });
    expect(
      (await migrateFromReleasePlease(files({ [RELEASE_PLEASE_CONFIG]: { "release-type": "node" } })))?.left,
    ).toEqual(['release-type "node" (releaser finds the version in pyproject.toml and the package)']);
  });

  it("values of the wrong type and odd entries are not taken, and said", async () => {
    const migration = await migrateFromReleasePlease(
      files({
        [RELEASE_PLEASE_CONFIG]: {
          packages: {
            ".": {
              "changelog-path": 3,
              "bump-minor-pre-major": "yes",
              draft: "true",
              prerelease: 1,
              "extra-files": [
                { type: "toml", path: "pyproject.toml", jsonpath: "$.tool.poetry.version" },
                { type: "generic", path: "x.py", glob: true },
                { path: "" },
                "//lead/v.py",
                7,
              ],
              "changelog-sections": [{ type: 3 }, "feat", { type: "a b", section: "X" }, { type: "fix" }],
            },
            a: {},
            b: {},
          },
        },
        [RELEASE_PLEASE_MANIFEST]: { ".": "1.0.0" },
        "lead/v.py": '__version__ = "1.0.0"\n',
      }),
    );
    expect(migration).toMatchObject({ versionFiles: ["lead/v.py:__version__"], changelogSections: {} });
    for (const key of ["changelogFile", "majorOnZero", "draft", "prerelease"] as const) {
      expect(migration?.[key], key).toBeUndefined();
    }
    expect(migration?.hiddenTypes).not.toContain("fix");
    expect(migration?.left).toEqual([
      'packages "a", "b" (releaser releases the one package at the root)',
      'changelog-sections entry {"type":3}',
      'changelog-sections entry "feat"',
      'changelog-sections entry {"type":"a b","section":"X"}',
      'extra-files entry {"type":"generic","path":"x.py","glob":true}',
      'extra-files entry {"path":""}',
      "extra-files entry 7",
    ]);
  });

  it("a Python extra file without the version or marker is listed, not guessed", async () => {
    const migration = await migrateFromReleasePlease(
      files({
        [RELEASE_PLEASE_CONFIG]: {
          packages: { ".": { "extra-files": ["src/x.py", { type: "generic", path: "/y.py" }] } },
        },
        [RELEASE_PLEASE_MANIFEST]: { ".": "2.0.0" },
        "src/x.py": 'A = "1.0.0"\n',
        "y.py": '__version__ = "2.0.0"\n',
      }),
    );
    expect(migration?.versionFiles).toEqual(["y.py:__version__"]);
    expect(migration?.left).toEqual([
      'extra-files entry "src/x.py" (releaser edits a Python file\'s VARIABLE = "version" line or a TOML key)',
    ]);
  });
});
