import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findPackageFolders } from "./package-folders.ts";
import { proposePackageGlobs } from "./workspace-setup.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "releaser-folders-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const project = (name: string) => `[project]\nname = "${name}"\nversion = "1.0.0"\n`;

describe("findPackageFolders", () => {
  it("finds projects up to three folders down (langchain's libs/partners/*), and no further", async () => {
    const root = tree({
      "libs/core/pyproject.toml": project("langchain-core"),
      "libs/langchain/pyproject.toml": project("langchain"),
      "libs/partners/openai/pyproject.toml": project("langchain-openai"),
      "libs/partners/openai/tests/sample/pyproject.toml": project("inside-a-package"),
      "a/b/c/d/pyproject.toml": project("too-deep"),
    });
    const folders = await findPackageFolders(root);
    expect(folders).toEqual(["libs/core", "libs/langchain", "libs/partners/openai"]);
    expect(proposePackageGlobs(folders)).toEqual(["libs/*", "libs/partners/openai"]);
  });

  it("passes over tests, docs, examples, hidden folders, uv's package = false, project-less and broken files", async () => {
    const root = tree({
      "packages/a/pyproject.toml": project("a"),
      "packages/tool-config/pyproject.toml": "[tool.ruff]\nline-length = 100\n",
      "packages/docs-site/pyproject.toml": `${project("docs-site")}\n[tool.uv]\npackage = false\n`,
      "packages/broken/pyproject.toml": "[project\n",
      "tests/fixtures/sample/pyproject.toml": project("sample"),
      "docs/example/pyproject.toml": project("docs-example"),
      "examples/demo/pyproject.toml": project("demo"),
      ".venv/lib/pyproject.toml": project("venv"),
      "node_modules/x/pyproject.toml": project("x"),
      "tools/poetry-cli/pyproject.toml": '[tool.poetry]\nname = "poetry-cli"\nversion = "0.1.0"\n',
    });
    expect(await findPackageFolders(root)).toEqual(["packages/a", "tools/poetry-cli"]);
  });
});
