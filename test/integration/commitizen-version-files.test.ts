import { describe, expect, it } from "vitest";
import { makeRepo, releaser } from "../helpers/repo.ts";

/**
 * commitizen's version_files after init (issue 42, found by the replay): an entry with a regex
 * (`path:regex`, the lines the regex finds carry the version) becomes a pattern tied to that
 * line, a file with no regex becomes the entry of the line that carries the version, and update
 * writes them with the release: the pre-commit hook's own `rev:` moves, the other hook's `rev:`
 * at the same version stays. Through the built CLI.
 */
const PYPROJECT = `[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "hook-tool"
version = "4.16.2"

[tool.commitizen]
tag_format = "v$version"
version_files = [
    "src/hook_tool/__version__.py",
    ".pre-commit-config.yaml:rev:.+Please do not touch",
    "docs/*.md",
]
version_provider = "pep621"
`;

const HOOKS = (self: string) => `repos:
  - repo: https://example.org/other/hooks
    rev: v4.16.2
    hooks:
      - id: other
  - repo: https://example.org/self/hook-tool
    rev: v${self} # automatically updated by Commitizen; Please do not touch
    hooks:
      - id: hook-tool
`;

function project() {
  const repo = makeRepo({
    "pyproject.toml": PYPROJECT,
    "src/hook_tool/__init__.py": "",
    "src/hook_tool/__version__.py": '__version__ = "4.16.2"\n',
    ".pre-commit-config.yaml": HOOKS("4.16.2"),
    "CHANGELOG.md": "# Changelog\n",
  });
  repo.tag("v4.16.2", "v4.16.2");
  repo.commit("fix: quote paths", { "a.txt": "a\n" });
  return repo;
}

describe("commitizen's version_files, carried over by init", () => {
  it("init writes them as releaser's entries and says what it could not take", () => {
    const repo = project();
    const init = releaser(["init", "--no-workflow", "--json"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(repo.read("pyproject.toml")).toContain(
      `\nversion_files = ["src/hook_tool/__version__.py:__version__", { path = ".pre-commit-config.yaml", pattern = "^(?=.*(?:rev:.+Please do not touch))\\\\s*rev:\\\\s*v(?P<version>[^\\"'\\\\s,]+)" }]\n`,
    );
    expect(JSON.parse(init.stdout).not_migrated).toContain(
      'version_files entry "docs/*.md" (a glob: name each file)',
    );
  });

  it("update writes the hook's own rev: and leaves the other hook's", () => {
    const repo = project();
    expect(releaser(["init", "--no-workflow"], { cwd: repo.dir }).code).toBe(0);
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "chore: adopt releaser");
    const update = releaser(["update"], { cwd: repo.dir });
    expect(update.code, update.stderr).toBe(0);
    expect(repo.read(".pre-commit-config.yaml")).toBe(HOOKS("4.16.3"));
    expect(repo.read("src/hook_tool/__version__.py")).toBe('__version__ = "4.16.3"\n');
    expect(repo.read("pyproject.toml")).toContain('\nversion = "4.16.3"\n');
  });
});
