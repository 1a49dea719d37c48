import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { setLockfileVersion } from "../edits/lockfile.ts";
import {
  cargoTargets,
  MESON_VERSION_PATTERN,
  mesonTargets,
  projectCall,
} from "./compiled-version-sources.ts";
import { readPyproject } from "./read-pyproject.ts";

async function sourceOf(text: string) {
  const info = await readPyproject({ text, data: parse(text) as Record<string, unknown> }, "pyproject.toml");
  return info.version.kind === "dynamic" ? info.version.source : info.version;
}

const dynamic = '[project]\nname = "p"\ndynamic = ["version"]\n';

describe("where a compiled project's build reads a dynamic version", () => {
  it("maturin: Cargo.toml, or the manifest [tool.maturin] names", async () => {
    const maturin = `[build-system]\nbuild-backend = "maturin"\n${dynamic}`;
    expect(await sourceOf(maturin)).toEqual({ kind: "cargo", manifest: "Cargo.toml", tool: "maturin" });
    expect(await sourceOf(`${maturin}[tool.maturin]\nmanifest-path = "./rust/Cargo.toml"\n`)).toEqual({
      kind: "cargo",
      manifest: "rust/Cargo.toml",
      tool: "maturin",
    });
    // A static version is maturin's too: nothing to look up in Cargo.
    expect(
      await sourceOf('[build-system]\nbuild-backend = "maturin"\n[project]\nname = "p"\nversion = "1.0.0"\n'),
    ).toMatchObject({
      kind: "static",
      version: "1.0.0",
    });
  });

  it("meson-python: meson.build", async () => {
    expect(await sourceOf(`[build-system]\nbuild-backend = "mesonpy"\n${dynamic}`)).toEqual({
      kind: "meson",
      tool: "meson-python",
    });
  });

  it("scikit-build-core: the regex provider's input with its regex, the value group named version", async () => {
    const table = '[tool.scikit-build.metadata.version]\nprovider = "scikit_build_core.metadata.regex"\n';
    expect(await sourceOf(`${dynamic}${table}input = "./src/p/__init__.py"\n`)).toEqual({
      kind: "file",
      path: "src/p/__init__.py",
      tool: "scikit-build-core",
      pattern: `(?i)^(__version__|VERSION)(?: ?\\: ?str)? *= *([\\'"])v?(?P<version>.+?)\\2`,
    });
    expect(
      await sourceOf(`${dynamic}${table}input = "v.h"\nregex = '#define V "(?P<value>[^"]+)" (?P=value)'\n`),
    ).toMatchObject({ path: "v.h", pattern: '#define V "(?P<version>[^"]+)" (?P=version)' });
    // A version made of several groups: each group is written with its part.
    const parts = `regex = '(?P<major>\\d+) (?P<minor>\\d+)'\nresult = "{major}.{minor}"\n`;
    expect(await sourceOf(`${dynamic}${table}input = "v.h"\n${parts}`)).toEqual({
      kind: "file",
      path: "v.h",
      tool: "scikit-build-core",
      pattern: "(?P<major>\\d+) (?P<minor>\\d+)",
      result: "{major}.{minor}",
    });
    // A result naming a group the regex lacks (here the default regex): nothing to read.
    expect(await sourceOf(`${dynamic}${table}input = "v.h"\nresult = "{major}.{minor}"\n`)).toBeUndefined();
    // No input, nothing to read.
    expect(await sourceOf(`${dynamic}${table}`)).toBeUndefined();
    expect(
      await sourceOf(
        `${dynamic}[tool.scikit-build]\nmetadata.version.provider = "scikit_build_core.metadata.setuptools_scm"\n`,
      ),
    ).toEqual({ kind: "computed", tool: "scikit-build-core (scikit_build_core.metadata.setuptools_scm)" });
  });
});

describe("meson.build's project()", () => {
  const pattern = compileVersionPattern(MESON_VERSION_PATTERN);

  it.each<[string, string | undefined]>([
    ["project('a', 'c', version: '1.2.3')\n", "1.2.3"],
    ["project('a', 'c',\n  meson_version: '>=1.1',\n  version : '0.4.0rc1',\n)\n", "0.4.0rc1"],
    ["project('version', 'c', license: 'MIT', version: '2.0')\n", "2.0"],
    ["# version: '9.9'\nproject('a', # version: '8.8'\n  version: '1.0')\n", "1.0"],
    ["project('a', 'c')\ndependency('z', version: '>=1.2')\n", undefined],
    [
      "project('a', 'c', version: run_command('v.py').stdout())\ndependency('z', version: '>=1.2')\n",
      undefined,
    ],
  ])("%j: %s", (text, version) => {
    expect(findVersionByPattern(text, pattern)?.value).toBe(version);
  });

  it("is found whole, strings, comments and nested calls included", () => {
    const text =
      "# a\nproject(\n  'a', # (\n  version: run_command(['v.py']).stdout(),\n  license: ')',\n)\nx = 1\n";
    expect(projectCall(text)).toBe(
      "project(\n  'a', # (\n  version: run_command(['v.py']).stdout(),\n  license: ')',\n)",
    );
    expect(projectCall("x = 1\n")).toBeUndefined();
    expect(projectCall("project('a'")).toBeUndefined();
    expect(projectCall("project('a)")).toBeUndefined();
    expect(projectCall("project('a', # no end")).toBeUndefined();
  });
});

describe("Cargo.lock: the crate's own entry", () => {
  const lock = [
    "version = 4",
    "",
    '[[package]]\nname = "my-crate"\nversion = "1.0.0"\n',
    '[[package]]\nname = "my_crate"\nversion = "1.0.0"\n',
    '[[package]]\nname = "my-crate"\nversion = "1.0.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n',
  ].join("\n");

  it("sets the version of the entry named as the crate, without a source, and no other", () => {
    const edit = setLockfileVersion(lock, "cargo", "my-crate", "1.1.0", "Cargo.lock");
    expect(edit).toEqual({
      changed: true,
      entries: 1,
      text: lock.replace('name = "my-crate"\nversion = "1.0.0"\n', 'name = "my-crate"\nversion = "1.1.0"\n'),
    });
  });

  it("says so when the crate has no entry", () => {
    expect(setLockfileVersion(lock, "cargo", "other", "1.1.0", "Cargo.lock")).toEqual({
      changed: false,
      text: lock,
      reason: "Cargo.lock has no entry for the crate other",
    });
  });
});

describe("what cargoTargets and mesonTargets say when the file is not there or not usable", () => {
  const repo = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), "compiled-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it("a manifest that does not exist", async () => {
    const warnings: string[] = [];
    expect(await cargoTargets(repo({}), "rust/Cargo.toml", warnings)).toEqual([]);
    expect(warnings).toEqual([
      "maturin builds from rust/Cargo.toml (the version is dynamic), which does not exist; set [tool.maturin] manifest-path or name the version's file in version_files",
    ]);
  });

  it("a crate that inherits the version from a workspace the repository does not hold", async () => {
    const warnings: string[] = [];
    const root = repo({ "crates/py/Cargo.toml": '[package]\nname = "py"\nversion.workspace = true\n' });
    expect(await cargoTargets(root, "crates/py/Cargo.toml", warnings)).toEqual([]);
    expect(warnings).toEqual([
      "crates/py/Cargo.toml takes its version from the Cargo workspace (version.workspace = true), but no workspace manifest with [workspace.package] version was found in the repository; name the file in version_files",
    ]);
  });

  it("a manifest that is not TOML", async () => {
    const root = repo({ "Cargo.toml": "[package\nname = 1\n" });
    await expect(cargoTargets(root, "Cargo.toml", [])).rejects.toThrow(
      /^Cargo\.toml is not valid TOML \(.+\); fix it and run again$/,
    );
  });

  it("no Cargo.lock entry when the lock file does not list the crate", async () => {
    const root = repo({
      "Cargo.toml": '[package]\nname = "oxide"\nversion = "0.4.0"\n',
      "Cargo.lock": 'version = 4\n\n[[package]]\nname = "other"\nversion = "0.4.0"\n',
    });
    expect((await cargoTargets(root, "Cargo.toml", [])).map(([target]) => target)).toEqual([
      { kind: "toml", path: "Cargo.toml", key: "package.version" },
    ]);
  });

  it("no meson.build", async () => {
    const warnings: string[] = [];
    expect(await mesonTargets(repo({}), warnings)).toEqual([]);
    expect(warnings).toEqual([
      "meson-python builds the version from meson.build's project(), and there is no meson.build at the project's root; name the version's file in version_files",
    ]);
  });
});
