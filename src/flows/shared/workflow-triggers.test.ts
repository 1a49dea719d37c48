import { describe, expect, it } from "vitest";
import { branchFilterPattern, readWorkflowTriggers } from "./workflow-triggers.ts";

describe("readWorkflowTriggers", () => {
  it("a workflow on pull_request alone cannot be dispatched", () => {
    expect(readWorkflowTriggers("name: CI\non: pull_request\njobs: {}\n")).toEqual({ kind: "no-dispatch" });
  });

  it("reads a list of events", () => {
    expect(readWorkflowTriggers("on: [push, pull_request]\n")).toEqual({ kind: "no-dispatch" });
    expect(readWorkflowTriggers("on: [pull_request, workflow_dispatch]\n")).toEqual({ kind: "dispatchable" });
    expect(readWorkflowTriggers("on: [push, workflow_dispatch]\n")).toEqual({ kind: "not-on-pull-requests" });
  });

  it("reads a map of events, pull_request_target too, comments and all", () => {
    const text = [
      "# the checks",
      "on:",
      "  pull_request:",
      "    branches: [main]",
      "  workflow_dispatch: {}  # by hand",
      "jobs: {}",
      "",
    ].join("\n");
    expect(readWorkflowTriggers(text)).toEqual({ kind: "dispatchable" });
    expect(readWorkflowTriggers("on:\n  pull_request_target:\n  workflow_dispatch:\n")).toEqual({
      kind: "dispatchable",
    });
    expect(readWorkflowTriggers("on:\n  push:\n    branches: [main]\n")).toEqual({
      kind: "not-on-pull-requests",
    });
  });

  it("a workflow_dispatch with a required input without a default cannot be started by a plain dispatch", () => {
    const text = [
      "on:",
      "  pull_request:",
      "  workflow_dispatch:",
      "    inputs:",
      "      target:",
      "        required: true",
      "      level:",
      "        required: true",
      "        default: info",
      "      note:",
      "        required: false",
      "",
    ].join("\n");
    expect(readWorkflowTriggers(text)).toEqual({ kind: "required-inputs", inputs: ["target"] });
    expect(
      readWorkflowTriggers(text.replace("required: true\n      level", "required: false\n      level")),
    ).toEqual({
      kind: "dispatchable",
    });
  });

  it("says when the file is not a workflow it can read", () => {
    expect(readWorkflowTriggers("on: [pull_request\n")).toMatchObject({ kind: "unreadable" });
    expect(readWorkflowTriggers("jobs: {}\n")).toEqual({ kind: "unreadable", reason: "it has no `on:`" });
  });
});

describe("a pull-request filter on the branch it merges into", () => {
  const workflow = (filter: string) => `on:\n  pull_request:\n${filter}  workflow_dispatch:\njobs: {}\n`;

  it.each([
    ["    branches: [main]\n", "main", "dispatchable"],
    ["    branches: [develop]\n", "main", "not-on-pull-requests"],
    ["    branches: ['release/**']\n", "release/1.4.x", "dispatchable"],
    ["    branches: ['release/*']\n", "release/1.4/x", "not-on-pull-requests"],
    ["    branches: ['**', '!main']\n", "main", "not-on-pull-requests"],
    ["    branches: ['**', '!main']\n", "1.4.x", "dispatchable"],
    ["    branches-ignore: ['main']\n", "main", "not-on-pull-requests"],
    ["    branches-ignore: ['gh-pages']\n", "main", "dispatchable"],
    ["    types: [opened]\n", "main", "dispatchable"],
    // GitHub's filter patterns, not shell globs: `**` inside a name, `?` and `+` on the character before.
    ["    branches: ['**-stable']\n", "release/2-stable", "dispatchable"],
    ["    branches: ['release-v?']\n", "release-v", "dispatchable"],
    ["    branches: ['mai+n']\n", "maiin", "dispatchable"],
    ["    branches: ['v[12].[0-9]+.x']\n", "v2.10.x", "dispatchable"],
    ["    branches: ['{main,develop}']\n", "main", "not-on-pull-requests"],
    ["    branches: ['@(main)']\n", "main", "not-on-pull-requests"],
    ["    branches-ignore: ['**-stable']\n", "release/2-stable", "not-on-pull-requests"],
  ])("%j into %s: %s", (filter, base, kind) => {
    expect(readWorkflowTriggers(workflow(filter), base).kind).toBe(kind);
    // Without a base, every pull-request trigger counts (what init asks).
    expect(readWorkflowTriggers(workflow(filter)).kind).toBe("dispatchable");
  });

  it("a second pull-request event without the filter still runs", () => {
    const text =
      "on:\n  pull_request:\n    branches: [develop]\n  pull_request_target:\n  workflow_dispatch:\n";
    expect(readWorkflowTriggers(text, "main").kind).toBe("dispatchable");
  });

  it("a filtered-out workflow without workflow_dispatch is no check of the pull request: nothing to name", () => {
    expect(readWorkflowTriggers("on:\n  pull_request:\n    branches: [develop]\n", "main").kind).toBe(
      "not-on-pull-requests",
    );
  });
});

describe("GitHub's branch filter patterns", () => {
  it.each([
    ["feature/*", "feature/my-branch", true],
    ["feature/*", "feature/your-branch/x", false],
    ["*feature", "mona-feature", true],
    ["v2*", "v2.9", true],
    ["v[12].[0-9]+.[0-9]+", "v1.10.1", true],
    ["v[12].[0-9]+.[0-9]+", "v3.0.0", false],
    ["*+", "main", false],
    ["[z-a]", "[z-a]", true],
    ["a\\*b", "a*b", true],
    ["a\\*b", "axb", false],
    ["main", "mainline", false],
  ])("%s against %s: %s", (pattern, name, matches) => {
    expect(branchFilterPattern(pattern).test(name)).toBe(matches);
  });
});
