import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { ConfigError } from "../core/errors.ts";
import { loadConfig } from "./load.ts";

/** DESIGN 3: `version_scheme` and `calver_format`, checked when the configuration is loaded. */

function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function loadError(files: Record<string, string>): Promise<string> {
  const error = await loadConfig(project(files)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe("version_scheme and calver_format", () => {
  it("default to semver and YY.N.MICRO", async () => {
    const { config } = await loadConfig(project({}));
    expect([config.version_scheme, config.calver_format]).toEqual(["semver", "YY.N.MICRO"]);
  });

  it("are read from pyproject.toml and releaser.toml", async () => {
    const pyproject = '[tool.releaser]\nversion_scheme = "calver"\ncalver_format = "YY.N"\n';
    const fromPyproject = (await loadConfig(project({ "pyproject.toml": pyproject }))).config;
    expect([fromPyproject.version_scheme, fromPyproject.calver_format]).toEqual(["calver", "YY.N"]);
    const own = 'version_scheme = "calver"\ncalver_format = "YY.M.MICRO"\n';
    const fromOwn = (await loadConfig(project({ "releaser.toml": own }))).config;
    expect(fromOwn.calver_format).toBe("YY.M.MICRO");
  });

  it("refuse an unknown scheme, naming the file, the key and the choices", async () => {
    const message = await loadError({ "releaser.toml": 'version_scheme = "calendar"\n' });
    expect(message).toMatch(/^releaser\.toml: key "version_scheme".*"semver".*"calver"/);
  });

  it.each([
    ["YY.X", '"YY.X" has "X"'],
    ["N.YY", '"N.YY" must start with the year (YYYY or YY)'],
    ["YYYY", '"YYYY" needs a part after the year'],
  ])("refuse the format %s in one line naming the key", async (format, words) => {
    const message = await loadError({ "releaser.toml": `calver_format = "${format}"\n` });
    expect(message).toContain(`releaser.toml: key "calver_format": ${words}`);
    expect(message).toContain('e.g. "YY.N" (pip)');
    expect(message).not.toContain("\n");
  });
});
