import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configText } from "./config-template.ts";
import type { InitFacts } from "./init-facts.ts";
import { pypiProjectUrl, releaseWorkflow } from "./release-workflow.ts";
import { COMMENT_WIDTH } from "./toml-text.ts";

/**
 * The release workflow of `init --publish-with pypa` (issue 24): releaser tags, builds and makes
 * the GitHub release with `release --skip-publish`, and pypa/gh-action-pypi-publish uploads dist/
 * in a job of its own, only when this run released something.
 */

const FACTS: InitFacts = {
  releaseBranch: "main",
  tagFormat: "v{version}",
  tagFormatWhy: "x",
  files: ["pyproject.toml", "CHANGELOG.md"],
  tool: "uv (uv.lock)",
  toolName: "uv",
  toolPackages: ["uv"],
  changelogFile: "CHANGELOG.md",
  releaserVersion: "9.8.7",
};
const PYPA: InitFacts = { ...FACTS, publishWith: "pypa", projectName: "Acme_Widgets" };

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  if?: string;
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

function read(text: string): Workflow {
  return parse(text, { uniqueKeys: true }) as Workflow;
}

function jobsOf(text: string): { release: Job; publish: Job } {
  const { jobs } = read(text);
  expect(Object.keys(jobs)).toEqual(["release", "publish"]);
  return jobs as { release: Job; publish: Job };
}

const releaseStep = (job: Job) => job.steps.find((s) => s.id === "release");

describe("init --publish-with pypa: the release workflow", () => {
  it("runs release --skip-publish with --json, after release-pr, and says whether it released", () => {
    const { release } = jobsOf(releaseWorkflow(PYPA));
    const runs = release.steps.map((s) => s.run ?? s.uses);
    const step = releaseStep(release);
    expect(step?.run).toBe(
      'npx --yes py-releaser@9.8.7 release --skip-publish --json > "$RUNNER_TEMP/release.json"\n' +
        'echo "released=$(jq -r .released "$RUNNER_TEMP/release.json")" >> "$GITHUB_OUTPUT"\n',
    );
    expect(step?.env).toEqual({ GITHUB_TOKEN: `\${{ secrets.GITHUB_TOKEN }}` });
    expect(runs.indexOf("npx --yes py-releaser@9.8.7 release-pr")).toBeLessThan(
      release.steps.indexOf(step as Step),
    );
    expect(runs.slice(0, 3)).toEqual([
      "actions/checkout@v6",
      "actions/setup-python@v6",
      "actions/setup-node@v6",
    ]);
    expect(release.steps[0]?.with).toEqual({ "fetch-depth": 0 });
    expect(release.steps[2]?.with).toEqual({ "node-version": "24" });
    expect(release.outputs).toEqual({ released: `\${{ steps.release.outputs.released }}` });
  });

  it("keeps dist/ for the upload only when this run released, and fails when it is empty", () => {
    const { release } = jobsOf(releaseWorkflow(PYPA));
    const keep = release.steps.at(-1);
    expect(keep?.uses).toBe("actions/upload-artifact@v6");
    expect(keep?.if).toBe("steps.release.outputs.released == 'true'");
    expect(keep?.with).toEqual({ name: "dist", path: "dist/", "if-no-files-found": "error" });
    expect(release.steps.indexOf(keep as Step)).toBe(release.steps.indexOf(releaseStep(release) as Step) + 1);
  });

  it("uploads with PyPA's action in its own job, after the release job and only when it released", () => {
    const { publish } = jobsOf(releaseWorkflow(PYPA));
    expect(publish.needs).toBe("release");
    expect(publish.if).toBe("needs.release.outputs.released == 'true'");
    expect(publish.steps).toEqual([
      { uses: "actions/download-artifact@v7", with: { name: "dist", path: "dist/" } },
      // Trusted publishing: no password, no token; attestations are the action's default with it.
      { name: "Upload to PyPI", uses: "pypa/gh-action-pypi-publish@release/v1" },
    ]);
    expect(publish.environment).toEqual({ name: "pypi", url: "https://pypi.org/p/acme-widgets" });
  });

  it("uploads to publish.repository_url when the project names another index (TestPyPI)", () => {
    const { publish } = jobsOf(releaseWorkflow({ ...PYPA, repositoryUrl: "https://test.pypi.org/legacy/" }));
    expect(publish.steps?.at(-1)).toEqual({
      name: "Upload to PyPI",
      uses: "pypa/gh-action-pypi-publish@release/v1",
      with: { "repository-url": "https://test.pypi.org/legacy/" },
    });
    expect(
      jobsOf(releaseWorkflow({ ...PYPA, repositoryUrl: "  " })).publish.steps?.at(-1),
    ).not.toHaveProperty("with");
  });

  it("gives id-token: write to the publishing job alone, and the release job what it writes", () => {
    const workflow = read(releaseWorkflow(PYPA));
    const { release, publish } = jobsOf(releaseWorkflow(PYPA));
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(release.permissions).toEqual({ contents: "write", "pull-requests": "write", actions: "write" });
    expect(publish.permissions).toEqual({ "id-token": "write" });
  });

  it("names the environment without a URL when the project has no usable name", () => {
    for (const projectName of [undefined, "", "bad name", "x\nurl: https://evil.example", "-lead"]) {
      const { publish } = jobsOf(releaseWorkflow({ ...PYPA, projectName }));
      expect(publish.environment, String(projectName)).toBe("pypi");
    }
  });

  it("puts the same build tool and branch filter in the release job as releaser's own workflow", () => {
    const text = releaseWorkflow({ ...PYPA, releaseBranch: "rel*1" });
    expect(text).toContain('branches: ["rel\\\\*1"]');
    expect(text).toContain("      - name: Install uv (release builds and checks with it)\n");
    expect(text).toContain("        run: python -m pip install --upgrade uv\n");
    expect(text).toMatch(/^# Written by `releaser init`\./);
  });
});

describe("without --publish-with pypa", () => {
  it.each([
    undefined,
    "releaser" as const,
  ])("publishWith %s: one job that builds and uploads itself", (publishWith) => {
    const text = releaseWorkflow({ ...FACTS, publishWith });
    const workflow = read(text);
    expect(Object.keys(workflow.jobs)).toEqual(["release"]);
    expect(workflow.permissions).toEqual({
      contents: "write",
      "pull-requests": "write",
      actions: "write",
      "id-token": "write",
    });
    expect(workflow.jobs.release?.steps.at(-1)?.run).toBe("npx --yes py-releaser@9.8.7 release");
    expect(text).not.toContain("--skip-publish");
    expect(text).not.toContain("pypa/");
  });
});

describe("the configuration init writes beside it", () => {
  it("says who uploads, in comments no wider than the others", () => {
    const text = configText(PYPA, "tool.releaser");
    const publish = text.slice(text.indexOf("[tool.releaser.publish]"));
    expect(publish).toContain("`release --skip-publish`");
    expect(publish).toContain("pypa/gh-action-pypi-publish uploads it");
    expect(publish).not.toContain("token_env");
    for (const line of publish.split("\n")) expect(line.length).toBeLessThanOrEqual(COMMENT_WIDTH);
    expect(configText(FACTS, "tool.releaser")).toContain('# token_env = "PYPI_TOKEN"\n');
  });
});

describe("pypiProjectUrl", () => {
  it.each([
    ["acme", "https://pypi.org/p/acme"],
    ["Acme_Widgets", "https://pypi.org/p/acme-widgets"],
    ["zope.interface", "https://pypi.org/p/zope-interface"],
    ["a-_.b", "https://pypi.org/p/a-b"],
    ["x", "https://pypi.org/p/x"],
  ])("%s -> %s", (name, url) => {
    expect(pypiProjectUrl(name)).toBe(url);
  });

  it.each([undefined, "", "-a", "a-", "a b", "a/b", "a#b", "ä"])("%j: no URL", (name) => {
    expect(pypiProjectUrl(name)).toBeUndefined();
  });
});

/**
 * The release step's script run by bash as Actions runs it (`bash -e`, pipefail), with a stand-in
 * `npx` that prints the document `release --json` would: what lands in GITHUB_OUTPUT decides the
 * upload.
 */
describe("the release step's script", () => {
  const dir = mkdtempSync(join(tmpdir(), "releaser-pypa-step-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = releaseStep(jobsOf(releaseWorkflow(PYPA)).release)?.run ?? "";

  function run(document: string, code = 0): { code: number; output: string; args: string } {
    const bin = join(dir, "bin");
    spawnSync("mkdir", ["-p", bin]);
    writeFileSync(
      join(bin, "npx"),
      `#!/bin/sh\necho "$@" > "${dir}/args"\ncat <<'JSON'\n${document}\nJSON\nexit ${code}\n`,
    );
    chmodSync(join(bin, "npx"), 0o755);
    const output = join(dir, "output");
    writeFileSync(output, "");
    const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      env: { PATH: `${bin}:${process.env.PATH}`, RUNNER_TEMP: dir, GITHUB_OUTPUT: output },
      encoding: "utf8",
    });
    return {
      code: result.status ?? 1,
      output: readFileSync(output, "utf8"),
      args: readFileSync(join(dir, "args"), "utf8").trim(),
    };
  }

  it("sets released=true when the run released", () => {
    const ran = run(JSON.stringify({ released: true, tag: "v1.5.0", published: false }, null, 2));
    expect(ran).toEqual({
      code: 0,
      output: "released=true\n",
      args: "--yes py-releaser@9.8.7 release --skip-publish --json",
    });
  });

  it("sets released=false when there was nothing to release", () => {
    expect(run(JSON.stringify({ released: false, reason: "nothing to release" })).output).toBe(
      "released=false\n",
    );
  });

  it("fails the step and sets nothing when release fails", () => {
    const failed = run(JSON.stringify({ error: { code: "BUILD_FAILED", message: "x" } }), 1);
    expect(failed.code).toBe(1);
    expect(failed.output).toBe("");
  });
});

describe("towncrier and submodules in the workflows (issue 43 case 12)", () => {
  it("a towncrier project: the install step before release-pr installs towncrier beside the build tool", () => {
    for (const facts of [FACTS, PYPA]) {
      const { release } = read(releaseWorkflow({ ...facts, towncrier: true })).jobs as { release: Job };
      const install = release.steps.find((s) => s.name?.startsWith("Install"));
      expect(install?.run).toBe("python -m pip install --upgrade uv towncrier");
      expect(install?.name).toContain("and towncrier");
      const runs = release.steps.map((s) => s.run ?? s.uses ?? "");
      expect(runs.indexOf(install?.run ?? "")).toBeLessThan(runs.findIndex((r) => r.endsWith("release-pr")));
    }
    const plain = read(releaseWorkflow(FACTS)).jobs as { release: Job };
    expect(plain.release.steps.find((s) => s.name?.startsWith("Install"))?.run).toBe(
      "python -m pip install --upgrade uv",
    );
  });

  it("submodules: the checkout takes them; without .gitmodules it does not", () => {
    const withSubmodules = read(releaseWorkflow({ ...FACTS, submodules: true })).jobs as { release: Job };
    expect(withSubmodules.release.steps[0]?.with).toEqual({ "fetch-depth": 0, submodules: "recursive" });
    const without = read(releaseWorkflow(FACTS)).jobs as { release: Job };
    expect(without.release.steps[0]?.with).toEqual({ "fetch-depth": 0 });
  });
});
