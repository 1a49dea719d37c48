import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { describeExistingRelease, scanWorkflow } from "./existing-releases.ts";
import { commandsOf } from "./run-commands.ts";

const scan = (text: string) => scanWorkflow(".github/workflows/w.yml", parse(text));
const job = (steps: string, on = "push") =>
  `on: ${on}\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

describe("commandsOf", () => {
  it("reads the programs a script starts, past runners, env and quoting", () => {
    expect(
      commandsOf(
        'python -m build && python3 -m twine upload "dist/*"\nFOO=1 uvx --from x semantic-release -v version\nnpx --yes release-please release-pr; poetry run cz bump\nuv publish \\\n  --trusted-publishing always',
      ),
    ).toEqual([
      ["build"],
      ["twine", "upload", '""'],
      ["semantic-release", "-v", "version"],
      ["release-please", "release-pr"],
      ["cz", "bump"],
      ["uv", "publish", "--trusted-publishing", "always"],
    ]);
  });

  it("drops comments and quoted text: a mention is no command", () => {
    expect(commandsOf("# twine upload dist/*\necho \"twine upload\"\necho 'cz bump' # uv publish")).toEqual([
      ["echo", '""'],
      ["echo", '""'],
    ]);
  });
});

describe("scanWorkflow", () => {
  it("finds each release tool by its action or command", () => {
    const cases: [string, string, "release" | "publish"][] = [
      [
        "      - uses: python-semantic-release/python-semantic-release@v9\n",
        "python-semantic-release/python-semantic-release",
        "release",
      ],
      ["      - run: semantic-release version\n", "`semantic-release version`", "release"],
      ["      - run: npx semantic-release\n", "`semantic-release`", "release"],
      [
        "      - uses: commitizen-tools/commitizen-action@master\n",
        "commitizen-tools/commitizen-action",
        "release",
      ],
      ["      - run: cz bump --yes --changelog\n", "`cz bump`", "release"],
      ["      - uses: googleapis/release-please-action@v4\n", "googleapis/release-please-action", "release"],
      ["      - uses: pypa/gh-action-pypi-publish@release/v1\n", "pypa/gh-action-pypi-publish", "publish"],
      ["      - run: twine upload dist/*\n", "`twine upload`", "publish"],
      ["      - run: |\n          uv build\n          uv publish\n", "`uv publish`", "publish"],
      ["      - run: poetry publish --build\n", "`poetry publish`", "publish"],
      ["      - run: hatch publish\n", "`hatch publish`", "publish"],
      ["      - run: pdm publish\n", "`pdm publish`", "publish"],
      ["      - run: gh release create v1 dist/*\n", "`gh release create`", "release"],
    ];
    for (const [steps, runs, kind] of cases) {
      expect(scan(job(steps)), steps).toEqual([
        { path: ".github/workflows/w.yml", job: "j", runs: [runs], kind, when: "on every push" },
      ]);
    }
  });

  it("raises nothing for mentions: comments, messages, echo, TestPyPI, dry runs", () => {
    for (const steps of [
      "      # - run: twine upload dist/*\n      - run: echo ok\n",
      '      - uses: actions/stale@v9\n        with:\n          stale-issue-message: "cz bump and twine upload"\n',
      '      - run: echo "semantic-release version"\n',
      "      - run: |\n          # uv publish\n          echo done\n",
      "      - uses: pypa/gh-action-pypi-publish@release/v1\n        with:\n          repository-url: https://test.pypi.org/legacy/\n",
      "      - run: uv publish --dry-run\n",
      '      - run: twine upload -r "testpypi" dist/*\n',
      "      - run: semantic-release changelog\n",
      "      - name: twine upload\n        run: python -m build\n",
    ]) {
      expect(scan(job(steps)), steps).toEqual([]);
    }
  });

  it("says when a job runs, from the triggers or the job's condition", () => {
    const publish = "      - uses: pypa/gh-action-pypi-publish@release/v1\n";
    expect(scan(job(publish, "\n  push:\n    tags: ['v*']"))[0]?.when).toBe("when a tag is pushed");
    expect(scan(job(publish, "\n  release:\n    types: [published]"))[0]?.when).toBe(
      "when a GitHub release is published",
    );
    expect(scan(job(publish, "\n  push:\n    branches: [main]"))[0]?.when).toBe("on every push to main");
    expect(scan(job(publish, "[workflow_dispatch]"))[0]?.when).toBe("when started by hand");
    const tagged =
      "on: push\njobs:\n  pub:\n    if: startsWith(github.ref, 'refs/tags/')\n    runs-on: x\n    steps:\n" +
      publish;
    expect(scan(tagged)[0]?.when).toBe("when a tag is pushed");
  });

  it("joins what one job runs into one finding", () => {
    const found = scan(job("      - run: cz bump\n      - run: twine upload dist/*\n"));
    expect(found).toHaveLength(1);
    expect(found[0]?.runs).toEqual(["`cz bump`", "`twine upload`"]);
    expect(found[0]?.kind).toBe("release");
  });

  it("reads nothing from a file that is no workflow", () => {
    expect(scanWorkflow("x.yml", "just text")).toEqual([]);
    expect(scanWorkflow("x.yml", { jobs: [1, 2] })).toEqual([]);
    expect(scanWorkflow("x.yml", { jobs: { a: { steps: "run: twine upload" } } })).toEqual([]);
  });
});

describe("describeExistingRelease", () => {
  it("names the file, the job, what it runs and what to remove, on one line", () => {
    const line = describeExistingRelease({
      path: ".github/workflows/publish.yaml",
      job: "pypi",
      runs: ["pypa/gh-action-pypi-publish"],
      kind: "publish",
      when: "when a tag is pushed",
    });
    expect(line).toBe(
      ".github/workflows/publish.yaml: job pypi runs pypa/gh-action-pypi-publish when a tag is pushed; releaser's release.yml publishes too, so every version would be uploaded twice: remove that job (or the file)",
    );
    expect(line).not.toContain("\n");
    expect(
      describeExistingRelease({
        path: ".github/release-please.yml",
        job: undefined,
        runs: ["release-please"],
        kind: "release",
        when: undefined,
      }),
    ).toMatch(/^\.github\/release-please\.yml configures the release-please GitHub App.*remove the file/);
  });
});
