import { describe, expect, it } from "vitest";
import { readWorkflowTriggers } from "../flows/shared/workflow-triggers.ts";
import { addWorkflowDispatch } from "./workflow-dispatch.ts";

const JOBS = "jobs:\n  test:  # the tests\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest\n";

describe("addWorkflowDispatch", () => {
  it("turns a single event into a list", () => {
    expect(addWorkflowDispatch(`name: CI\non: pull_request  # every PR\n${JOBS}`)).toBe(
      `name: CI\non: [pull_request, workflow_dispatch]  # every PR\n${JOBS}`,
    );
  });

  it("adds the item to a flow list, and the key to a flow map", () => {
    expect(addWorkflowDispatch(`on: [push, pull_request]\n${JOBS}`)).toBe(
      `on: [push, pull_request, workflow_dispatch]\n${JOBS}`,
    );
    expect(addWorkflowDispatch(`on: {pull_request: {branches: [main]}}\n${JOBS}`)).toBe(
      `on: {pull_request: {branches: [main]}, workflow_dispatch: {}}\n${JOBS}`,
    );
  });

  it("adds a line to a block map or list with its indent, comments and blank lines kept", () => {
    const map = `# CI\non:\n    pull_request:\n        branches: [main]  # only main\n    push:\n\n# the jobs\n${JOBS}`;
    expect(addWorkflowDispatch(map)).toBe(
      `# CI\non:\n    pull_request:\n        branches: [main]  # only main\n    push:\n    workflow_dispatch:\n\n# the jobs\n${JOBS}`,
    );
    const list = `on:\n  - push\n  - pull_request\n${JOBS}`;
    expect(addWorkflowDispatch(list)).toBe(`on:\n  - push\n  - pull_request\n  - workflow_dispatch\n${JOBS}`);
  });

  it("the result is a workflow a dispatch can start", () => {
    for (const text of [
      `on: pull_request\n${JOBS}`,
      `on:\n  pull_request:\n    types: [opened]\n${JOBS}`,
      `on: [pull_request_target]\n${JOBS}`,
    ]) {
      expect(readWorkflowTriggers(addWorkflowDispatch(text) as string)).toEqual({ kind: "dispatchable" });
    }
  });

  it("leaves a workflow that has it, and one it cannot read, alone", () => {
    expect(addWorkflowDispatch(`on: [pull_request, workflow_dispatch]\n${JOBS}`)).toBeUndefined();
    expect(addWorkflowDispatch(`on:\n  workflow_dispatch:\n  pull_request:\n${JOBS}`)).toBeUndefined();
    expect(addWorkflowDispatch("on: [pull_request\n")).toBeUndefined();
    expect(addWorkflowDispatch(JOBS)).toBeUndefined();
  });
});
