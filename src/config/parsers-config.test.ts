import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { compileParsers } from "../core/custom-parser.ts";
import { ConfigError } from "../core/errors.ts";
import { parseSubject } from "../core/parse-subject.ts";
import { loadConfig } from "./load.ts";

/** `[[parsers]]` entries: a pattern or the gitmoji preset, one of the two (DESIGN 3). */
function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function loadError(text: string, file = ".releaser.toml"): Promise<string> {
  const error = await loadConfig(project({ [file]: text })).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe("[[parsers]] preset", () => {
  it('takes preset = "gitmoji" and the parsers it compiles read gitmoji subjects', async () => {
    const dir = project({
      "pyproject.toml":
        '[project]\nname = "x"\nversion = "1.0.0"\n\n[[tool.releaser.parsers]]\npreset = "gitmoji"\n\n[[tool.releaser.parsers]]\npattern = \'^\\[(?P<type>\\w+)\\] (?P<description>.+)$\'\n',
    });
    const { config } = await loadConfig(dir);
    expect(config.parsers).toEqual([
      { preset: "gitmoji" },
      { pattern: "^\\[(?P<type>\\w+)\\] (?P<description>.+)$" },
    ]);
    const parsers = compileParsers(config.parsers);
    expect(parseSubject("✨ Add x", parsers)).toMatchObject({ type: "feat", description: "Add x" });
    expect(parseSubject("[fix] y", parsers)).toMatchObject({ type: "fix", description: "y" });
  });

  it("refuses an unknown preset, naming the ones there are", async () => {
    expect(await loadError('[[parsers]]\npreset = "gitmojis"\n')).toBe(
      '.releaser.toml: key "parsers[0].preset": expected one of "gitmoji", "scientific-python", got string "gitmojis"',
    );
  });

  it("refuses an entry with neither a pattern nor a preset", async () => {
    expect(await loadError("[[tool.releaser.parsers]]\n", "pyproject.toml")).toBe(
      `pyproject.toml: key "tool.releaser.parsers": entry 1: a parser needs a pattern or a preset: give one, e.g. pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$' or preset = "gitmoji"`,
    );
  });

  it("refuses an entry with both", async () => {
    expect(
      await loadError('[[parsers]]\npattern = "^(?<type>x)(?<description>y)$"\npreset = "gitmoji"\n'),
    ).toBe(
      '.releaser.toml: key "parsers": entry 1: a parser is a pattern or a preset, not both: put each in its own [[parsers]] table',
    );
  });

  it("refuses an unknown key in an entry, naming the keys there are", async () => {
    expect(await loadError('[[parsers]]\npreset = "gitmoji"\nemoji = true\n')).toMatch(
      /^\.releaser\.toml: unknown key "parsers\[0\]\.emoji"; known keys here: pattern, preset$/,
    );
  });
});
