import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkJson, GIT_ENV, makeRepo, releaser } from "../helpers/repo.ts";

/**
 * Issue 12's acceptance: a project set up for python-semantic-release, taken over by `releaser init`,
 * gets from `releaser check` the next version python-semantic-release itself gives. The other tool
 * runs for real: Debian's python-semantic-release 7.32 (`print-version`), on the same repository.
 */
const PSR = "/usr/bin/python-semantic-release";

interface Scenario {
  name: string;
  version: string;
  tagFormat?: string;
  majorOnZero?: boolean;
  commits: string[];
  /** Where the two tools differ on purpose (DESIGN: docs commits make a patch release). */
  releaserDiffers?: string | null;
}

const SCENARIOS: Scenario[] = [
  { name: "a fix", version: "1.4.2", commits: ["fix: a crash on empty input"] },
  { name: "a feature over a fix", version: "1.4.2", commits: ["fix: one", "feat(api): two", "chore: three"] },
  { name: "a breaking feature (!)", version: "1.4.2", commits: ["feat!: drop the old API", "fix: x"] },
  {
    name: "a breaking change footer",
    version: "1.4.2",
    commits: ["fix: x", "refactor(core): y\n\nBREAKING CHANGE: the config moved"],
  },
  { name: "a performance change", version: "1.4.2", commits: ["perf: faster parse"] },
  {
    name: "breaking on 0.x, major_on_zero = false",
    version: "0.4.1",
    majorOnZero: false,
    commits: ["feat!: x"],
  },
  {
    name: "breaking on 0.x, major_on_zero = true",
    version: "0.4.1",
    majorOnZero: true,
    commits: ["feat!: x"],
  },
  { name: "feature on 0.x", version: "0.4.1", majorOnZero: false, commits: ["feat: x", "fix: y"] },
  { name: "a tag format of its own", version: "2.0.0", tagFormat: "acme-v{version}", commits: ["feat: x"] },
  { name: "a tag format without v", version: "3.1.0", tagFormat: "{version}", commits: ["fix: x"] },
  {
    name: "nothing that releases",
    version: "1.4.2",
    commits: ["chore: deps", "style: fmt", "test: more", "ci: cache", "Merge branch 'x'"],
  },
  { name: "not conventional with a fix", version: "1.4.2", commits: ["Update README.md", "WIP", "fix: y"] },
  // python-semantic-release's angular parser makes no release for docs; releaser makes a patch one.
  { name: "documentation only", version: "1.4.2", commits: ["docs: a guide"], releaserDiffers: "1.4.3" },
];

function psrProject(scenario: Scenario) {
  const tagFormat = scenario.tagFormat ?? "v{version}";
  const repo = makeRepo({
    "pyproject.toml": `[project]
name = "acme"
version = "${scenario.version}"

[tool.semantic_release]
version_variable = "src/acme/__init__.py:__version__"
version_toml = "pyproject.toml:project.version"
branch = "main"
version_source = "tag"
tag_format = "${tagFormat}"
${scenario.majorOnZero === undefined ? "" : `major_on_zero = ${scenario.majorOnZero}\n`}upload_to_pypi = false
`,
    "src/acme/__init__.py": `__version__ = "${scenario.version}"\n`,
  });
  repo.tag(tagFormat.replace("{version}", scenario.version));
  for (const message of scenario.commits) repo.commit(message);
  return repo;
}

/** What python-semantic-release 7 says the next version is; null when it makes no release. */
function psrNextVersion(dir: string): string | null {
  const result = spawnSync(PSR, ["print-version"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ...GIT_ENV, GH_TOKEN: "", PYPI_TOKEN: "" },
  });
  if (result.status !== 0) throw new Error(`python-semantic-release failed: ${result.stderr}`);
  const version = result.stdout.trim();
  return version === "" ? null : version;
}

describe.skipIf(!existsSync(PSR))("init takes over python-semantic-release: the same next version", () => {
  it.each(SCENARIOS)("$name", (scenario) => {
    const repo = psrProject(scenario);
    const theirs = psrNextVersion(repo.dir);
    const init = releaser(["init"], { cwd: repo.dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain("Taken over from [tool.semantic_release]");
    repo.git("add", "-A");
    repo.commit("ci: releaser");
    const ours = checkJson(repo.dir).next_version;
    if (scenario.releaserDiffers === undefined) {
      expect(ours).toBe(theirs);
    } else {
      expect(theirs).toBeNull();
      expect(ours).toBe(scenario.releaserDiffers);
    }
    // update writes the files python-semantic-release wrote (pyproject.toml and __version__).
    if (ours !== null) {
      const update = releaser(["update", "--no-commit"], { cwd: repo.dir });
      expect(update.code, update.stderr).toBe(0);
      expect(repo.read("src/acme/__init__.py")).toBe(`__version__ = "${ours}"\n`);
      expect(repo.read("pyproject.toml")).toContain(`version = "${ours}"`);
    }
  });
});
