import fc from "fast-check";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { anyText } from "../../core/test-any-text.ts";
import { TOOLS } from "../../publish/tools/choose-tool.ts";
import type { ToolName } from "../../publish/tools/tool.ts";
import { configText } from "./config-template.ts";
import { inferTagFormat } from "./init.ts";
import { releaseWorkflow } from "./release-workflow.ts";
import { COMMENT_WIDTH, commentText, LONE_SURROGATE, tomlString, wrapComment } from "./toml-text.ts";

describe("inferTagFormat", () => {
  it.each([
    [[], "v{version}"],
    [["v1.0.0", "v1.1.0", "v2.0.0rc1"], "v{version}"],
    [["1.0.0", "1.1.0"], "{version}"],
    [["pkg-v1.0.0", "pkg-v1.2.0", "v0.1.0"], "pkg-v{version}"],
    // The newest release's shape wins over an older, more numerous one.
    [["v0.1.0", "v0.2.0", "v0.3.0", "v0.4.0", "pkg-v1.0.0", "pkg-v1.1.0"], "pkg-v{version}"],
    [["release-2024", "latest", "v1.0.0"], "v{version}"],
    [["docs", "nightly"], "v{version}"],
  ])("%j -> %s", (tags, format) => {
    expect(inferTagFormat(tags, "pkg").format).toBe(format);
  });

  it("says why", () => {
    expect(inferTagFormat(["v1.0.0"]).why).toBe("your release tag looks like v1.2.3");
    expect(inferTagFormat(["1.0.0", "1.1.0"]).why).toBe("2 of your tags look like 1.2.3");
    expect(inferTagFormat([]).why).toBe("no release tag yet: the default");
  });
});

describe("the templates", () => {
  const facts = {
    releaseBranch: "trunk",
    tagFormat: "v{version}",
    tagFormatWhy: "x",
    files: ["pyproject.toml", "CHANGELOG.md"],
    tool: "uv (uv.lock)",
    toolName: "uv",
    toolPackages: ["uv"],
    changelogFile: "CHANGELOG.md",
    releaserVersion: "9.8.7",
  };

  it("pin the releaser version and run on the release branch with what the release needs", () => {
    const workflow = releaseWorkflow(facts);
    expect(workflow).toContain(`branches: ["trunk"]`);
    expect(workflow).toContain("fetch-depth: 0");
    expect(workflow).toContain("id-token: write");
    expect(workflow).toContain("npx --yes py-releaser@9.8.7 release-pr");
    expect(workflow).toContain("npx --yes py-releaser@9.8.7 release\n");
    expect(workflow).toContain("run: python -m pip install --upgrade uv\n");
  });

  it("installs the build tool releaser will use", () => {
    for (const [toolName, packages] of [
      ["twine", "build twine"],
      ["hatch", "hatch"],
      ["poetry", "poetry"],
      ["pdm", "pdm"],
      ["uv", "uv"],
    ]) {
      const tool = TOOLS[toolName as ToolName];
      expect(releaseWorkflow({ ...facts, toolName: tool.name, toolPackages: tool.pipPackages })).toContain(
        `run: python -m pip install --upgrade ${packages}\n`,
      );
    }
  });

  it("writes TOML strings TOML reads back, whatever they hold", () => {
    const text = anyText({ maxLength: 30 });
    fc.assert(
      fc.property(text, (value) => {
        const parsed = parse(`x = ${tomlString(value)}`) as { x: string };
        expect(parsed.x).toBe(value.replace(LONE_SURROGATE, "\uFFFD"));
      }),
      { numRuns: 2000 },
    );
    expect(tomlString('a"b\\c\u007f\n')).toBe('"a\\"b\\\\c\\u007f\\n"');
    expect(commentText("a\rb\u0000c\nd")).toBe("a b c d");
  });

  it("writes the config as a table for pyproject.toml or at top level for releaser.toml", () => {
    expect(configText(facts, "tool.releaser")).toMatch(/^\[tool\.releaser\]\n#/);
    expect(configText(facts, "tool.releaser")).toContain("\n[tool.releaser.publish]\n");
    expect(configText(facts, "top-level")).toMatch(/^# Written by/);
    expect(configText(facts, "top-level")).toContain("\n[publish]\n");
  });
});

describe("wrapComment", () => {
  it("wraps the items into # lines no wider than COMMENT_WIDTH, every word kept in order", () => {
    const items = Array.from({ length: 40 }, (_, i) => `setting_${i} (${"why ".repeat(i % 4)}so)`);
    const text = wrapComment("Not taken over from [tool.x]:", items);
    const lines = text.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line.startsWith("# ")).toBe(true);
      expect(line.length).toBeLessThanOrEqual(COMMENT_WIDTH);
    }
    const words = (s: string) => s.split(/\s+/).filter((w) => w !== "" && w !== "#");
    expect(words(text)).toEqual(words(`Not taken over from [tool.x]: ${items.join("; ")}`));
  });

  it("keeps a word longer than the width whole, on a line of its own", () => {
    const long = "x".repeat(150);
    expect(wrapComment("Left:", ["a", long, "b"])).toBe(`# Left: a;\n#   ${long};\n#   b\n`);
  });
});
