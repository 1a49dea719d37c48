// The main job, end to end on a generated sample Python project: `check` previews the release,
// `update --dry-run` shows the edits, `update` writes and commits them, a second `update` finds the
// version pending. (The code-host and package-index half arrives with the release flows.)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cli = join(dirname(fileURLToPath(import.meta.url)), "../dist/cli.js");
const dir = mkdtempSync(join(tmpdir(), "releaser-demo-"));
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Demo",
  GIT_AUTHOR_EMAIL: "demo@example.com",
  GIT_COMMITTER_NAME: "Demo",
  GIT_COMMITTER_EMAIL: "demo@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
};
const git = (...args) => execFileSync("git", args, { cwd: dir, env, encoding: "utf8" });
const write = (path, text) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const step = (title, args) => {
  process.stdout.write(`\n\x1b[1m$ releaser ${args.join(" ")}\x1b[0m   # ${title}\n`);
  execFileSync(process.execPath, [cli, ...args], { cwd: dir, env, stdio: "inherit" });
};

try {
  git("init", "-q", "-b", "main");
  write(
    "pyproject.toml",
    `[project]\nname = "sample-pkg"\nversion = "1.4.2"  # managed by releaser\nrequires-python = ">=3.9"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
  );
  write("src/sample_pkg/__init__.py", '"""A sample package."""\n\n__version__ = "1.4.2"\n');
  write("CHANGELOG.md", "# Changelog\n\n## [1.4.2] - 2026-10-01\n\n### Bug Fixes\n\n- Handle empty input\n");
  git("add", "-A");
  git("commit", "-q", "-m", "chore(release): 1.4.2");
  git("tag", "-a", "v1.4.2", "-m", "v1.4.2");
  const commits = [
    ["src/sample_pkg/io.py", "fix(io): close files on error\n\nRefs: #41"],
    ["src/sample_pkg/api.py", "feat(api): add a streaming reader"],
    ["docs/index.md", "docs: explain the streaming reader"],
    ["tox.ini", "chore: bump tox"],
    ["src/sample_pkg/cli.py", "Update cli.py"],
    ["src/sample_pkg/speed.py", "perf: cache the parser tables"],
  ];
  for (const [path, message] of commits) {
    write(path, `# ${message}\n`);
    git("add", "-A");
    git("commit", "-q", "-m", message);
  }
  process.stdout.write(`sample project: ${dir}\n`);
  step("what would the next release be, and why?", ["check"]);
  step("the same as JSON, for scripts", ["check", "--json"]);
  step("what would change on disk", ["update", "--dry-run"]);
  step("write the version files and the changelog, and commit", ["update"]);
  step("run again: the version is pending, nothing to do", ["update"]);
  process.stdout.write(`\n${git("log", "--oneline", "-3")}`);
} finally {
  if (!process.env.KEEP_DEMO) rmSync(dir, { recursive: true, force: true });
}
