import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { makeRepo, releaser } from "../helpers/repo.ts";

/**
 * `releaser init --publish-with pypa` through the built CLI (issue 24): the release workflow in
 * which `release --skip-publish` releases and pypa/gh-action-pypi-publish uploads dist/.
 */

const ROOT = join(import.meta.dirname, "../..");
const VERSION: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
const HATCHLING = `[project]\nname = "acme"\nversion = "1.4.2"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`;

interface Workflow {
  jobs: Record<
    string,
    { if?: string; needs?: string; steps: { id?: string; run?: string; uses?: string }[] }
  >;
}

describe("releaser init --publish-with pypa", () => {
  it("writes the two-job workflow, says where the trusted publisher goes, and --json says so", () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING });
    const result = releaser(["init", "--publish-with", "pypa", "--json"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    const document = JSON.parse(result.stdout) as {
      dry_run: boolean;
      notes: string[];
      files: { path: string; action: string }[];
    };
    expect(document.dry_run).toBe(false);
    expect(document.notes).toContain(
      "the publish job of release.yml uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow release.yml and the environment pypi",
    );
    const workflow = parse(repo.read(".github/workflows/release.yml")) as Workflow;
    expect(Object.keys(workflow.jobs)).toEqual(["release", "publish"]);
    expect(workflow.jobs.release?.steps.find((s) => s.id === "release")?.run).toContain(
      `npx --yes py-releaser@${VERSION} release --skip-publish --json`,
    );
    expect(workflow.jobs.publish?.if).toBe("needs.release.outputs.released == 'true'");
    expect(workflow.jobs.publish?.steps.at(-1)?.uses).toBe("pypa/gh-action-pypi-publish@release/v1");
    expect(repo.read("pyproject.toml")).toContain("pypa/gh-action-pypi-publish uploads it");
  });

  it("--dry-run: prints the workflow and writes nothing", () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING });
    const result = releaser(["init", "--publish-with", "pypa", "--dry-run"], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("would create .github/workflows/release.yml");
    expect(result.stdout).toContain("        uses: pypa/gh-action-pypi-publish@release/v1\n");
    expect(result.stdout).toContain(`release --skip-publish --json > "$RUNNER_TEMP/release.json"`);
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("--publish-with releaser (the default): the one-job workflow", () => {
    for (const args of [["init"], ["init", "--publish-with", "releaser"]]) {
      const repo = makeRepo({ "pyproject.toml": HATCHLING });
      const result = releaser(args, { cwd: repo.dir });
      expect(result.code, result.stderr).toBe(0);
      const text = repo.read(".github/workflows/release.yml");
      expect(Object.keys((parse(text) as Workflow).jobs)).toEqual(["release"]);
      expect(text).not.toContain("--skip-publish");
    }
  });

  it("an unknown value is a usage error (exit 2), one JSON document with --json, nothing written", () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING });
    const result = releaser(["init", "--publish-with", "twine", "--json"], { cwd: repo.dir });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        code: "USAGE_ERROR",
        message:
          "option '--publish-with <who>' argument 'twine' is invalid. Allowed choices are releaser, pypa.",
      },
    });
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("with --no-workflow: refused in one line (exit 1), nothing written", () => {
    const repo = makeRepo({ "pyproject.toml": HATCHLING });
    const result = releaser(["init", "--publish-with", "pypa", "--no-workflow"], { cwd: repo.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "--publish-with pypa sets up the upload in the release workflow, and --no-workflow writes no workflow; drop one of them",
    );
    expect(repo.git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(repo.read("pyproject.toml")).toBe(HATCHLING);
  });
});
