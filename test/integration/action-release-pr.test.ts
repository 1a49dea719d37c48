import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { runAsync, tempDir } from "../helpers/repo.ts";

/**
 * The Action running `release-pr` as a workflow on push to main would: the token from the
 * `github-token` input, no git identity on the runner (the commit is made as the Actions bot),
 * and the PR URL in the `pr-url` output.
 */
const ACTION = join(dirname(new URL(import.meta.url).pathname), "../../action/index.js");

/** Runs the Action as a workflow step on a fresh runner; returns its result and outputs file. */
async function runAction(cwd: string, command: string, args = "") {
  const runner = tempDir("releaser-runner-");
  const outputFile = join(runner, "output.txt");
  writeFileSync(outputFile, "");
  const summaryFile = join(runner, "summary.md");
  writeFileSync(summaryFile, "");
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(INPUT_|GITHUB_|GIT_AUTHOR_|GIT_COMMITTER_)/.test(name) && name !== "EMAIL",
    ),
  );
  const result = await runAsync(process.execPath, [ACTION], {
    cwd,
    env: {
      ...inherited,
      INPUT_COMMAND: command,
      "INPUT_REQUIRE-SCOPE": "false",
      INPUT_TYPES: "",
      "INPUT_GITHUB-TOKEN": TOKEN,
      "INPUT_WORKING-DIRECTORY": ".",
      INPUT_ARGS: args,
      GITHUB_ACTIONS: "true",
      GITHUB_EVENT_NAME: "push",
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      HOME: runner,
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      // A fresh runner: no identity at all.
      GIT_AUTHOR_NAME: "",
      GIT_AUTHOR_EMAIL: "",
      GIT_COMMITTER_NAME: "",
      GIT_COMMITTER_EMAIL: "",
      EMAIL: "",
      SOURCE_DATE_EPOCH: "1763683200",
      NO_COLOR: "1",
    },
  });
  return {
    result,
    outputs: () => readFileSync(outputFile, "utf8"),
    summary: () => readFileSync(summaryFile, "utf8"),
  };
}

describe("the Action's release-pr and release", () => {
  it("opens the release PR, commits as github-actions[bot], and sets pr-url", async () => {
    const h = await hostedRepo();
    const { result, outputs: read, summary } = await runAction(h.repo.dir, "release-pr");
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(h.github.pulls).toHaveLength(1);
    const url = h.github.pulls[0]?.html_url as string;
    // The log: the step lines and one readable line, no JSON; the summary links the PR.
    expect(result.stdout).toBe(`Created release pull request #1 for 1.5.0: ${url}\n`);
    // A step that took a while shows its time after the detail: " (0.5 s)".
    // The commit is GitHub's, made through its API as the token's identity, and signed.
    expect(result.stderr).toMatch(
      /^ {2}✓ push +moved releaser\/main on origin to [0-9a-f]{12}, a commit GitHub made and signed \(verified\)(?: \(\d+\.\d s\))?$/m,
    );
    expect(summary()).toBe(
      `### releaser release-pr\n\nCreated [release pull request #1](${url}) for **1.5.0**.\n\n`,
    );
    const outputs = read();
    expect(outputs).toContain(`pr-url<<`);
    expect(outputs).toContain(`\n${h.github.pulls[0]?.html_url}\n`);
    expect(outputs).toMatch(/version<<(\S+)\n1\.5\.0\n\1/);
    const branch = await h.fetch("releaser/main");
    expect(h.repo.git("log", "-1", "--format=%an <%ae>", branch).trim()).toBe(
      "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>",
    );
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
  });

  it("releases the merged version: tags as github-actions[bot] and sets released, version, tag, release-url", async () => {
    const h = await hostedRepo();
    expect((await runAction(h.repo.dir, "release-pr")).result.code).toBe(0);
    await h.mergePullRequest(1);
    const { result, outputs, summary } = await runAction(h.repo.dir, "release", "--skip-build");
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const release = h.github.releases[0];
    expect(result.stdout).toBe(`Released 1.5.0: ${release?.html_url}\n`);
    expect(summary()).toContain(`Released [**1.5.0**](${release?.html_url}) as \`v1.5.0\`.`);
    expect(summary()).toMatch(/^\| tag \| done \| created annotated tag v1\.5\.0 on [0-9a-f]{12} \|$/m);
    expect(release?.tag_name).toBe("v1.5.0");
    const text = outputs();
    expect(text).toMatch(/released<<(\S+)\ntrue\n\1/);
    expect(text).toMatch(/version<<(\S+)\n1\.5\.0\n\1/);
    expect(text).toMatch(/tag<<(\S+)\nv1\.5\.0\n\1/);
    expect(text).toContain(`\n${release?.html_url}\n`);
    expect(h.repo.git("tag", "-l", "--format=%(taggername) %(taggeremail)", "v1.5.0").trim()).toBe(
      "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>",
    );
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
  });
});
