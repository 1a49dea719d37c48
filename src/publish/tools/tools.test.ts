import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../test/helpers/repo.ts";
import type { LoadedConfig } from "../../config/load.ts";
import { DEFAULT_CONFIG } from "../../config/resolve.ts";
import type { Config } from "../../config/schema.ts";
import { chooseTool, type ProjectFacts, readProjectFacts, TOOLS } from "./choose-tool.ts";
import type { UploadTarget } from "./tool.ts";

const files = ["dist/a-1.0.tar.gz", "dist/a-1.0-py3-none-any.whl"];
const pypi: UploadTarget = { url: undefined, token: "pypi-secret", skipExisting: false };
const custom: UploadTarget = {
  url: "https://test.pypi.org/legacy/",
  token: "pypi-secret",
  skipExisting: true,
};

// toStrictEqual for the environments: a key set to undefined, spread over the caller's environment
// (upload.ts), would take away a variable the user set there.
describe("each tool as data: its commands and the environment that carries the URL and token", () => {
  it("uv", () => {
    const { uv } = TOOLS;
    expect(uv.name).toBe("uv");
    expect(uv.build).toEqual(["uv", "build", "--out-dir", "dist"]);
    expect(uv.buildPackage?.("alpha-lib")).toEqual([
      "uv",
      "build",
      "--package",
      "alpha-lib",
      "--out-dir",
      "dist",
    ]);
    expect(uv.check).toBeUndefined();
    expect(uv.publish(files, custom)).toEqual(["uv", "publish", ...files]);
    expect(uv.environment(pypi)).toStrictEqual({ UV_PUBLISH_TOKEN: "pypi-secret" });
    expect(uv.environment(custom)).toStrictEqual({
      UV_PUBLISH_URL: "https://test.pypi.org/legacy/",
      UV_PUBLISH_TOKEN: "pypi-secret",
    });
  });

  it("poetry: a named repository for a configured URL, a null keyring always", () => {
    const { poetry } = TOOLS;
    expect(poetry.build).toEqual(["poetry", "build", "--no-interaction"]);
    expect(poetry.publish(files, pypi)).toEqual(["poetry", "publish", "--no-interaction"]);
    expect(poetry.publish(files, custom)).toEqual([
      "poetry",
      "publish",
      "--no-interaction",
      "--repository",
      "releaser",
      "--skip-existing",
    ]);
    expect(poetry.environment(pypi)).toStrictEqual({
      PYTHON_KEYRING_BACKEND: "keyring.backends.null.Keyring",
      POETRY_PYPI_TOKEN_PYPI: "pypi-secret",
    });
    expect(poetry.environment(custom)).toStrictEqual({
      PYTHON_KEYRING_BACKEND: "keyring.backends.null.Keyring",
      POETRY_REPOSITORIES_RELEASER_URL: "https://test.pypi.org/legacy/",
      POETRY_PYPI_TOKEN_RELEASER: "pypi-secret",
    });
  });

  it("hatch", () => {
    const { hatch } = TOOLS;
    expect(hatch.build).toEqual(["hatch", "build"]);
    expect(hatch.publish(files, custom)).toEqual(["hatch", "publish", "--no-prompt", ...files]);
    expect(hatch.environment(pypi)).toStrictEqual({
      HATCH_INDEX_USER: "__token__",
      HATCH_INDEX_AUTH: "pypi-secret",
    });
    expect(hatch.environment(custom)).toStrictEqual({
      HATCH_INDEX_REPO: "https://test.pypi.org/legacy/",
      HATCH_INDEX_USER: "__token__",
      HATCH_INDEX_AUTH: "pypi-secret",
    });
  });

  it("pdm: its update check off, skip-existing when asked", () => {
    const { pdm } = TOOLS;
    expect(pdm.build).toEqual(["pdm", "build", "--dest", "dist"]);
    expect(pdm.publish(files, pypi)).toEqual(["pdm", "publish", "--no-build"]);
    expect(pdm.publish(files, custom)).toEqual(["pdm", "publish", "--no-build", "--skip-existing"]);
    expect(pdm.environment(pypi)).toStrictEqual({
      PDM_CHECK_UPDATE: "false",
      PDM_PUBLISH_USERNAME: "__token__",
      PDM_PUBLISH_PASSWORD: "pypi-secret",
    });
    expect(pdm.environment(custom)).toStrictEqual({
      PDM_CHECK_UPDATE: "false",
      PDM_PUBLISH_REPO: "https://test.pypi.org/legacy/",
      PDM_PUBLISH_USERNAME: "__token__",
      PDM_PUBLISH_PASSWORD: "pypi-secret",
    });
  });

  it("twine: python -m build, twine check, twine upload", () => {
    const { twine } = TOOLS;
    expect(twine.build).toEqual(["python3", "-m", "build", "--sdist", "--wheel", "--outdir", "dist"]);
    expect(twine.check?.(files)).toEqual(["twine", "check", ...files]);
    expect(twine.publish(files, pypi)).toEqual([
      "twine",
      "upload",
      "--non-interactive",
      "--disable-progress-bar",
      ...files,
    ]);
    expect(twine.publish(files, custom)).toEqual([
      "twine",
      "upload",
      "--non-interactive",
      "--disable-progress-bar",
      "--skip-existing",
      ...files,
    ]);
    expect(twine.environment(pypi)).toStrictEqual({
      TWINE_USERNAME: "__token__",
      TWINE_PASSWORD: "pypi-secret",
    });
    expect(twine.environment(custom)).toStrictEqual({
      TWINE_REPOSITORY_URL: "https://test.pypi.org/legacy/",
      TWINE_USERNAME: "__token__",
      TWINE_PASSWORD: "pypi-secret",
    });
  });

  it("no tool puts the token in argv (a process list shows argv to every user)", () => {
    for (const tool of Object.values(TOOLS)) {
      expect(tool.publish(files, custom).join(" ")).not.toContain("pypi-secret");
      expect(tool.pipPackages.length).toBeGreaterThan(0);
      expect(tool.install).not.toBe("");
    }
  });
});

describe("chooseTool", () => {
  const config = (tool: Config["publish"]["tool"]): Config => ({
    ...DEFAULT_CONFIG,
    publish: { ...DEFAULT_CONFIG.publish, tool },
  });
  const facts = (files: string[], tables: string[] = []): ProjectFacts => ({
    files: new Set(files),
    toolTables: new Set(tables),
  });

  it("takes publish.tool as set, whatever the project has", () => {
    expect(chooseTool(config("hatch"), facts(["uv.lock"]))).toEqual({
      tool: TOOLS.hatch,
      why: 'publish.tool = "hatch"',
    });
  });

  it.each([
    [["uv.lock", "poetry.lock", "pdm.lock"], ["poetry", "hatch"], "uv", "uv.lock"],
    [["poetry.lock", "pdm.lock"], ["hatch"], "poetry", "poetry.lock"],
    [["pdm.lock"], ["poetry", "hatch"], "poetry", "[tool.poetry]"],
    [["pdm.lock"], ["hatch"], "pdm", "pdm.lock"],
    [[], ["hatch"], "hatch", "[tool.hatch]"],
    [[], [], "twine", "no uv, poetry, pdm or hatch setup"],
  ] as const)("auto with files %j and tables %j: %s (%s)", (files, tables, name, why) => {
    const chosen = chooseTool(config("auto"), facts([...files], [...tables]));
    expect(chosen.tool.name).toBe(name);
    expect(chosen.why).toBe(why);
  });
});

describe("readProjectFacts", () => {
  const loaded = (data: Record<string, unknown> | undefined) =>
    ({ pyproject: data === undefined ? undefined : { text: "", data } }) as LoadedConfig;

  it("finds the lock files that exist and the [tool] tables poetry and hatch", async () => {
    const root = tempDir();
    writeFileSync(join(root, "uv.lock"), "");
    writeFileSync(join(root, "pdm.lock"), "");
    const facts = await readProjectFacts(root, loaded({ tool: { poetry: {}, hatch: {}, ruff: {} } }));
    expect([...facts.files].sort()).toEqual(["pdm.lock", "uv.lock"]);
    expect([...facts.toolTables].sort()).toEqual(["hatch", "poetry"]);
  });

  it("no pyproject.toml, no [tool] table, or a [tool] that is not a table: no tool tables", async () => {
    const root = tempDir();
    writeFileSync(join(root, "poetry.lock"), "");
    for (const data of [
      undefined,
      {},
      { tool: { ruff: {} } },
      { tool: "poetry" },
      { tool: ["poetry", "hatch"] },
      { tool: null },
    ]) {
      const facts = await readProjectFacts(root, loaded(data));
      expect([...facts.files]).toEqual(["poetry.lock"]);
      expect([...facts.toolTables]).toEqual([]);
    }
  });

  it("a package of a workspace: the workspace root's lock file counts, beside the package's own", async () => {
    const root = tempDir();
    const member = join(root, "packages", "alpha");
    mkdirSync(member, { recursive: true });
    writeFileSync(join(root, "uv.lock"), "");
    writeFileSync(join(member, "pdm.lock"), "");
    expect([...(await readProjectFacts(member, loaded({}))).files]).toEqual(["pdm.lock"]);
    expect([...(await readProjectFacts(member, loaded({}), root)).files].sort()).toEqual([
      "pdm.lock",
      "uv.lock",
    ]);
  });
});
