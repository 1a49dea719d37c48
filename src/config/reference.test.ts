import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTIONS } from "../core/changelog.ts";
import { compileCustomParser } from "../core/custom-parser.ts";
import { parseSubject } from "../core/parse-subject.ts";
import { CONFIG_REFERENCE, describeConfigKeys, ENVIRONMENT_REFERENCE, tomlValue } from "./reference.ts";
import { DEFAULT_CONFIG } from "./resolve.ts";

const keys = describeConfigKeys();
const paths = new Set(keys.map((k) => k.path));
const topLevel = new Set(keys.filter((k) => !k.path.includes(".")).map((k) => k.path));

describe("the configuration reference", () => {
  it("describes every key of the schema, tables included", () => {
    const undescribed = keys.filter((k) => (CONFIG_REFERENCE[k.path] ?? "").trim() === "").map((k) => k.path);
    expect(undescribed, "add a paragraph for each to CONFIG_REFERENCE in src/config/reference.ts").toEqual(
      [],
    );
  });

  it("describes no key that the schema does not have", () => {
    const unknown = Object.keys(CONFIG_REFERENCE).filter((path) => !paths.has(path));
    expect(unknown, "remove these from src/config/reference.ts, or add them to the schema").toEqual([]);
  });

  it("names, in its paragraphs, only keys that exist", () => {
    const texts = [
      ...Object.entries(CONFIG_REFERENCE),
      ...ENVIRONMENT_REFERENCE.map((variable) => [variable.name, variable.description] as const),
    ];
    const wrong: string[] = [];
    for (const [where, text] of texts) {
      for (const [, name = ""] of text.matchAll(/`([^`]+)`/g)) {
        // `host.api_url`, `parsers[].pattern`: a path under a key of the schema.
        const dotted = /^([a-z_]+)(?:\[\])?\.[a-z_.[\]]+$/.exec(name);
        // `release_branch`: snake case is how the keys are spelt; anything else in backticks is not one.
        const snake = /^[a-z]+(?:_[a-z]+)+$/.test(name);
        if ((dotted !== null && topLevel.has(dotted[1] as string)) || snake) {
          if (!paths.has(name)) wrong.push(`${where}: \`${name}\``);
        }
      }
    }
    expect(wrong, "write the full path of an existing key (e.g. `publish.token_env`)").toEqual([]);
  });

  it("reads each key's type and default from the schema", () => {
    const shown = Object.fromEntries(keys.map((k) => [k.path, [k.type, k.defaultValue]]));
    expect(shown["tag_format"]).toEqual(["string", '"v{version}"']);
    expect(shown["major_on_zero"]).toEqual(["boolean", "true"]);
    expect(shown["changelog"]).toEqual(["table", undefined]);
    expect(shown["changelog.sections"]).toEqual(["table of strings", "{}"]);
    expect(shown["changelog.hidden"]).toEqual(["list of strings", '["style", "test", "ci", "chore"]']);
    expect(shown["parsers"]).toEqual(["list of tables", "[]"]);
    expect(shown["parsers[].pattern"]).toEqual(["string", undefined]);
    expect(keys.find((k) => k.path === "parsers[].pattern")?.required).toBe(false);
    expect(shown["parsers[].preset"]).toEqual(['one of "gitmoji" | "scientific-python"', undefined]);
    expect(shown["host.max_rate_limit_wait"]).toEqual(["integer ≥ 0", "300"]);
    expect(shown["publish.tool"]).toEqual([
      'one of "auto" | "uv" | "poetry" | "hatch" | "pdm" | "twine"',
      '"auto"',
    ]);
    expect(shown["publish.build_command"]).toEqual(["string or list of strings", '""']);
  });

  it("shows as the default of each key the value a configuration without it gets", () => {
    for (const key of keys.filter((k) => !k.table && !k.path.includes("[]"))) {
      const value = key.path
        .split(".")
        .reduce<unknown>((table, name) => (table as Record<string, unknown>)[name], DEFAULT_CONFIG);
      expect(key.defaultValue, key.path).toBe(tomlValue(value));
    }
  });

  it("has no words for a kind of schema it does not know, rather than guessing", () => {
    const schema = v.strictObject({ when: v.optional(v.date()) });
    expect(() => describeConfigKeys(schema)).toThrow(
      'when: the reference has no words for a schema of type "date"',
    );
  });

  it("lists the built-in changelog titles as the changelog code has them", () => {
    const text = CONFIG_REFERENCE["changelog.sections"] ?? "";
    for (const [type, title] of DEFAULT_SECTIONS) expect(text).toContain(`${type} "${title}"`);
  });

  it("gives a parser example that works", () => {
    const pattern = /`pattern = '([^']+)'`/.exec(CONFIG_REFERENCE["parsers[].pattern"] ?? "")?.[1];
    expect(pattern).toBeDefined();
    const parts = parseSubject("[feat] add x", [compileCustomParser(pattern as string)]);
    expect([parts?.type, parts?.description]).toEqual(["feat", "add x"]);
  });
});

/** Variables read in src/ that users do not set, and why they are left out of the reference. */
const NOT_FOR_USERS: Record<string, string> = {
  PATH: "where the build and upload commands are looked up, as everywhere",
  GIT_CONFIG_COUNT: "how releaser hands git the token, added to any the caller set",
  RELEASER_KILL_AT: "the fault-injection tests' kill switch",
  GITHUB_OUTPUT: "the GitHub Action's outputs (action.yml)",
  GITHUB_STEP_SUMMARY: "the GitHub Action's job summary (action.yml)",
  GITHUB_EVENT_NAME: "only named in a message",
  RELEASER_NODE_SOURCE: "set by the Python package's launcher for `releaser --version -v`",
  // git's own: when any could change an answer, releaser asks git instead of reading its files.
  GIT_DIR: "git's own: a repository elsewhere, so git is asked (git/git-dir.ts)",
  GIT_COMMON_DIR: "git's own, as GIT_DIR",
  GIT_CONFIG: "git's own: configuration through the environment, so git is asked (git/remote-url.ts)",
  GIT_CONFIG_PARAMETERS: "git's own, as GIT_CONFIG",
  GIT_CONFIG_GLOBAL: "git's own: where git's global configuration is, read for insteadOf",
  GIT_CONFIG_SYSTEM: "git's own, as GIT_CONFIG_GLOBAL",
  GIT_CONFIG_NOSYSTEM: "git's own, as GIT_CONFIG_GLOBAL",
  HOME: "where git's global configuration is, as git finds it",
  XDG_CONFIG_HOME: "where git's XDG configuration is, as git finds it",
};

describe("the environment variables of the reference", () => {
  it("include every variable src/ reads, except those users do not set", () => {
    const root = join(import.meta.dirname, "..");
    const read = new Set<string>();
    for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const text = readFileSync(join(root, file), "utf8");
      for (const [, name = ""] of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) read.add(name);
    }
    const documented = new Set(ENVIRONMENT_REFERENCE.map((variable) => variable.name));
    const missing = [...read].filter((name) => !documented.has(name) && !(name in NOT_FOR_USERS)).sort();
    expect(missing, "describe them in ENVIRONMENT_REFERENCE (src/config/environment-reference.ts)").toEqual(
      [],
    );
    expect(read.has("SOURCE_DATE_EPOCH")).toBe(true);
  });
});
