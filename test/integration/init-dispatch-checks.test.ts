import { describe, expect, it } from "vitest";
import { makeRepo, releaser } from "../helpers/repo.ts";

/**
 * `init` and the workflows that run on pull requests (issue 46): it names those that lack
 * `workflow_dispatch:` (release-pr cannot start their checks on the release PR), and with
 * `--dispatch-checks` adds the trigger to each, keeping their comments and the rest as it was.
 */
const CI =
  "# the tests\nname: CI\non:\n  pull_request:  # every PR\n    branches: [main]\n  push:\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pytest  # fast\n";
const LINT =
  "name: Lint\non: [pull_request]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps: [{run: ruff check}]\n";
const DOCS = "name: Docs\non:\n  pull_request:\n  workflow_dispatch:\njobs: {}\n";

function project() {
  const repo = makeRepo({
    "pyproject.toml": '[project]\nname = "acme"\nversion = "1.4.2"\n',
    ".github/workflows/ci.yml": CI,
    ".github/workflows/lint.yml": LINT,
    ".github/workflows/docs.yml": DOCS,
  });
  repo.tag("v1.4.2");
  repo.commit("feat: a feature");
  return repo;
}

describe("init and the pull request checks release-pr starts", () => {
  it("names the workflows without workflow_dispatch in a note, and changes none of them", () => {
    const repo = project();
    const result = releaser(["init"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "Note: .github/workflows/ci.yml, .github/workflows/lint.yml run on pull requests without `workflow_dispatch:`, so release-pr cannot start their checks on the release pull request (events made with the Actions token start no workflow): `releaser init --dispatch-checks` adds it.\n",
    );
    expect(repo.read(".github/workflows/ci.yml")).toBe(CI);
    expect(repo.read(".github/workflows/lint.yml")).toBe(LINT);
  });

  it("--dispatch-checks adds the trigger to each, comments and all; the one that has it stays", () => {
    const repo = project();
    const result = releaser(["init", "--dispatch-checks"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "added workflow_dispatch: to .github/workflows/ci.yml\nadded workflow_dispatch: to .github/workflows/lint.yml\n",
    );
    expect(result.stdout).not.toContain("Note: .github/workflows/ci.yml");
    expect(repo.read(".github/workflows/ci.yml")).toBe(
      CI.replace("  push:\n", "  push:\n  workflow_dispatch:\n"),
    );
    expect(repo.read(".github/workflows/lint.yml")).toBe(
      LINT.replace("[pull_request]", "[pull_request, workflow_dispatch]"),
    );
    expect(repo.read(".github/workflows/docs.yml")).toBe(DOCS);
  });

  it("--dispatch-checks --dry-run writes nothing", () => {
    const repo = project();
    const result = releaser(["init", "--dispatch-checks", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would add workflow_dispatch: to .github/workflows/ci.yml");
    expect(repo.read(".github/workflows/ci.yml")).toBe(CI);
  });
});
