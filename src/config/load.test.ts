import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { ConfigError } from "../core/errors.ts";
import { loadConfig } from "./load.ts";
import { DEFAULT_CONFIG } from "./resolve.ts";

function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function configError(files: Record<string, string>, options = {}): Promise<ConfigError> {
  const error = await loadConfig(project(files), options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

describe("loadConfig: sources and precedence", () => {
  it("uses the defaults when no source exists", async () => {
    const loaded = await loadConfig(project({}));
    expect(loaded.config).toEqual(DEFAULT_CONFIG);
    expect(loaded.files).toEqual([]);
    expect(loaded.config).toMatchObject({
      tag_format: "v{version}",
      release_branch: "main",
      commit_message: "chore(release): {version}",
      major_on_zero: true,
      changelog_file: "CHANGELOG.md",
      changelog: { hidden: ["style", "test", "ci", "chore"] },
      publish: {
        tool: "auto",
        trusted_publishing: "auto",
        token_env: "PYPI_TOKEN",
        id_token_env: "PYPI_ID_TOKEN",
        skip_existing: true,
      },
      host: { provider: "auto", api_url: "https://api.github.com", token_env: "GITHUB_TOKEN" },
      pr: { branch: "releaser/{branch}", labels: ["release"] },
      release: { assets: ["dist/*"], draft: false, prerelease: false },
    });
  });

  it("reads [tool.releaser] from pyproject.toml", async () => {
    const loaded = await loadConfig(
      project({ "pyproject.toml": '[project]\nname = "x"\n\n[tool.releaser]\ntag_format = "{version}"\n' }),
    );
    expect(loaded.config.tag_format).toBe("{version}");
    expect(loaded.files).toEqual(["pyproject.toml"]);
    expect(loaded.pyproject?.data).toMatchObject({ project: { name: "x" } });
  });

  it("layers defaults < pyproject.toml < releaser.toml < .releaser.toml, key by key", async () => {
    const loaded = await loadConfig(
      project({
        "pyproject.toml":
          '[tool.releaser]\ntag_format = "p-{version}"\nrelease_branch = "trunk"\n[tool.releaser.publish]\ntool = "poetry"\ntoken_env = "P"\n',
        "releaser.toml":
          'release_branch = "develop"\n[publish]\ntoken_env = "R"\n[changelog]\nhidden = ["ci"]\n',
        ".releaser.toml": '[publish]\ntoken_env = "DOT"\n',
      }),
    );
    expect(loaded.files).toEqual(["pyproject.toml", "releaser.toml", ".releaser.toml"]);
    expect(loaded.config).toMatchObject({
      tag_format: "p-{version}",
      release_branch: "develop",
      publish: { tool: "poetry", token_env: "DOT", skip_existing: true },
      changelog: { hidden: ["ci"] },
    });
  });

  it("--config uses that file alone over the defaults", async () => {
    const dir = project({
      ".releaser.toml": 'release_branch = "ignored"\n',
      "ci/release.toml": 'release_branch = "stable"\n',
    });
    const loaded = await loadConfig(dir, { configFile: "ci/release.toml", cwd: dir });
    expect(loaded.config.release_branch).toBe("stable");
    expect(loaded.files).toEqual(["ci/release.toml"]);
  });

  it("reads host.provider (github or gitlab) and publish.id_token_env", async () => {
    const loaded = await loadConfig(
      project({
        "pyproject.toml":
          '[tool.releaser.host]\nprovider = "gitlab"\nrepository = "acme/tools/widgets"\n[tool.releaser.publish]\nid_token_env = "TESTPYPI_ID_TOKEN"\n',
        ".releaser.toml": '[host]\nprovider = "github"\n',
      }),
    );
    expect(loaded.config.host).toMatchObject({ provider: "github", repository: "acme/tools/widgets" });
    expect(loaded.config.publish.id_token_env).toBe("TESTPYPI_ID_TOKEN");
    const gitlab = await loadConfig(project({ "releaser.toml": '[host]\nprovider = "gitlab"\n' }));
    expect(gitlab.config.host.provider).toBe("gitlab");
  });

  it("a pyproject.toml without [tool.releaser] contributes nothing", async () => {
    const loaded = await loadConfig(
      project({ "pyproject.toml": '[project]\nname = "x"\nversion = "1.0.0"\n' }),
    );
    expect(loaded.files).toEqual([]);
  });
});

describe("loadConfig: errors name the file, the key and what was expected", () => {
  it("an unknown key, with a suggestion", async () => {
    const error = await configError({ ".releaser.toml": 'tag_fromat = "v{version}"\n' });
    expect(error.message).toBe(
      '.releaser.toml: unknown key "tag_fromat" (did you mean "tag_format"?); known keys here: tag_format, version_scheme, calver_format, release_branch, commit_message, major_on_zero, version_files, changelog_file, allowed_types, allowed_scopes, require_scope, strict_style, changelog, parsers, host, pr, release, publish, hooks, packages, shared_version',
    );
  });

  it("an unknown key in a nested pyproject table", async () => {
    const error = await configError({ "pyproject.toml": "[tool.releaser.publish]\ntol = 'uv'\n" });
    expect(error.message).toMatch(
      /^pyproject\.toml: unknown key "tool\.releaser\.publish\.tol" \(did you mean "tool"\?\); known keys here: tool, repository_url/,
    );
  });

  it("a wrong type", async () => {
    const error = await configError({ "releaser.toml": 'major_on_zero = "no"\n' });
    expect(error.message).toBe('releaser.toml: key "major_on_zero": expected boolean, got string "no"');
  });

  it("a value outside an enumeration", async () => {
    const error = await configError({ ".releaser.toml": '[publish]\ntool = "setuptools"\n' });
    expect(error.message).toBe(
      '.releaser.toml: key "publish.tool": expected one of "auto", "uv", "poetry", "hatch", "pdm", "twine", got string "setuptools"',
    );
  });

  it("a provider releaser does not speak", async () => {
    const error = await configError({ "releaser.toml": '[host]\nprovider = "bitbucket"\n' });
    expect(error.message).toBe(
      'releaser.toml: key "host.provider": expected one of "auto", "github", "gitlab", got string "bitbucket"',
    );
  });

  it("a wrong type inside a list", async () => {
    const error = await configError({ "releaser.toml": "allowed_types = ['feat', 3]\n" });
    expect(error.message).toBe('releaser.toml: key "allowed_types[1]": expected string, got number 3');
  });

  it("several problems are counted", async () => {
    const error = await configError({ "releaser.toml": "major_on_zero = 1\nrelease_branch = 2\n" });
    expect(error.message).toBe(
      'releaser.toml: key "release_branch": expected a string or a list of strings, got number 2 (and 1 more problem)',
    );
    expect(error.details).toEqual(['releaser.toml: key "major_on_zero": expected boolean, got number 1']);
  });

  it("a TOML syntax error names file:line:column", async () => {
    const error = await configError({ "releaser.toml": 'tag_format = "v{version}"\nrelease_branch = \n' });
    expect(error.message).toMatch(
      /^releaser\.toml:2:\d+: invalid TOML: .+; fix the syntax at that position$/,
    );
  });

  it("a malformed pyproject.toml names file:line:column", async () => {
    const error = await configError({ "pyproject.toml": '[project]\nname = "x"\nversion = 1.0.0\n' });
    expect(error.message).toMatch(/^pyproject\.toml:3:\d+: invalid TOML: /);
  });

  it("[tool.releaser] that is not a table", async () => {
    const error = await configError({ "pyproject.toml": '[tool]\nreleaser = "yes"\n' });
    expect(error.message).toBe(
      'pyproject.toml: "tool.releaser" must be a table ([tool.releaser]), not a string',
    );
  });

  it("a tag_format without {version}", async () => {
    const error = await configError({ ".releaser.toml": 'tag_format = "release"\n' });
    expect(error.message).toMatch(
      /^\.releaser\.toml: key "tag_format": tag_format "release" must contain \{version\}/,
    );
  });

  it("a custom parser that does not compile or lacks groups", async () => {
    const bad = await configError({ ".releaser.toml": "[[parsers]]\npattern = '(unclosed'\n" });
    expect(bad.message).toMatch(/^\.releaser\.toml: key "parsers": entry 1: /);
    const groups = await configError({ ".releaser.toml": "[[parsers]]\npattern = '^(?<type>\\w+)$'\n" });
    expect(groups.message).toMatch(/^\.releaser\.toml: key "parsers": entry 1: .*description/);
  });

  it("a version_files entry with an empty variable", async () => {
    const error = await configError({
      "pyproject.toml": '[tool.releaser]\nversion_files = ["src/pkg/__init__.py:"]\n',
    });
    expect(error.message).toMatch(
      /^pyproject\.toml: key "tool\.releaser\.version_files": entry 1: "src\/pkg\/__init__\.py:" must be "path\.py:VARIABLE"/,
    );
  });

  it("a version_files table with a key missing or unknown says which", async () => {
    const missing = await configError({
      "pyproject.toml": '[tool.releaser]\nversion_files = [{ path = "v.txt" }]\n',
    });
    expect(missing.message).toBe(
      'pyproject.toml: key "tool.releaser.version_files[0].pattern" is missing: a table entry needs a pattern as well',
    );
    const unknown = await configError({
      "pyproject.toml":
        '[tool.releaser]\nversion_files = [{ path = "v.txt", pattern = "(?P<version>.+)", replace = "x" }]\n',
    });
    expect(unknown.message).toBe(
      'pyproject.toml: unknown key "tool.releaser.version_files[0].replace"; known keys here: path, pattern, result',
    );
  });

  it("a version_files pattern without a version group, or that does not compile", async () => {
    const none = await configError({
      "pyproject.toml": "[tool.releaser]\nversion_files = [{ path = \"VERSION\", pattern = '^(.+)$' }]\n",
    });
    expect(none.message).toMatch(
      /entry 1: pattern "\^\(\.\+\)\$" needs a named group \(\?P<version>\.\.\.\)/,
    );
    const broken = await configError({
      "pyproject.toml":
        '[tool.releaser]\nversion_files = ["a.py:X", { path = "VERSION", pattern = \'(?P<version>.+\' }]\n',
    });
    expect(broken.message).toMatch(/entry 2: pattern .* is not a valid regular expression/);
  });

  it("a version_files pattern with a result needs a group for each of its parts", async () => {
    const error = await configError({
      "pyproject.toml":
        '[tool.releaser]\nversion_files = [{ path = "v.h", pattern = \'#define V_MAJOR (?P<major>\\d+)\', result = "{major}.{minor}" }]\n',
    });
    expect(error.message).toMatch(
      /entry 1: pattern "#define V_MAJOR \(\?P<major>\\\\d\+\)" needs a named group \(\?P<minor>\.\.\.\) for each part of the result "\{major\}\.\{minor\}"$/,
    );
  });

  it.each([
    [
      'branch = "bad..name"',
      'releaser.toml: key "pr.branch": "bad..name" cannot be a git branch name: it contains ".." (e.g. "releaser/{branch}")',
    ],
    [
      'branch = "refs/heads/x"',
      'releaser.toml: key "pr.branch": "refs/heads/x" cannot be a git branch name: it names HEAD or a full ref, not a branch (e.g. "releaser/{branch}")',
    ],
    [
      'branch = "main/{version}"',
      'releaser.toml: key "pr.branch": "main/{version}" has {version}; only {branch} (the release branch) is filled in, e.g. "releaser/{branch}"',
    ],
    [
      'title = "  "',
      'releaser.toml: key "pr.title": must be one non-empty line, e.g. "chore(release): {version}"',
    ],
    [
      'title = "release\\nnow"',
      'releaser.toml: key "pr.title": must be one non-empty line, e.g. "chore(release): {version}"',
    ],
    [
      'title = "release {tag}"',
      'releaser.toml: key "pr.title": "release {tag}" has {tag}; only {version} is filled in',
    ],
    [
      'labels = ["release", " "]',
      'releaser.toml: key "pr.labels": " " is not a label: give names of 1 to 50 characters, without commas or line breaks',
    ],
  ])("a [pr] value git or GitHub would refuse, before anything is written: %s", async (line, message) => {
    const error = await configError({ "releaser.toml": `[pr]\n${line}\n` });
    expect(error.message).toBe(message);
  });

  it("a tag_format that makes tags git refuses", async () => {
    const error = await configError({ "releaser.toml": 'tag_format = "v {version}"\n' });
    expect(error.message).toBe(
      'releaser.toml: key "tag_format": "v {version}" makes tags git refuses (v 1.0.0rc1: it contains whitespace), e.g. "v{version}"',
    );
  });

  it("a --config file that does not exist", async () => {
    const dir = project({});
    const error = await configError({}, { configFile: join(dir, "nope.toml") });
    expect(error.message).toMatch(/nope\.toml: config file not found \(given by --config\); check the path$/);
  });

  it("a config path that is a directory", async () => {
    const error = await configError({ "releaser.toml/x": "" });
    expect(error.message).toBe("releaser.toml: is a directory, expected a text file; nothing was changed");
  });
});
