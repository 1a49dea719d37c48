import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setCallTracer } from "../runtime/trace.ts";
import { grepTracked, grepTree } from "./grep.ts";

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8" }).trim();
}

/** A repository whose one commit holds `files`. */
function repo(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "releaser-grep-")));
  git(dir, "init", "-q", "-b", "main");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "one");
  return dir;
}

describe("grepTracked and grepTree: lines holding any of several fixed strings", () => {
  it("takes each needle as it is written: dots, braces and bars are no pattern", async () => {
    const dir = repo({
      "a.md": "version 0x12y2\nversion 0.12.2\n{deprecated} 1.0\ndeprecated 1.0\na|b\nab\n",
    });
    const needles = ["0.12.2", "{deprecated}", "a|b"];
    const expected = [
      { path: "a.md", line: 2, text: "version 0.12.2" },
      { path: "a.md", line: 3, text: "{deprecated} 1.0" },
      { path: "a.md", line: 5, text: "a|b" },
    ];
    expect(await grepTracked(dir, needles)).toEqual(expected);
    expect(await grepTree(dir, "HEAD", needles)).toEqual(expected);
    expect(await grepTracked(dir, ["0.12.2"])).toEqual([expected[0]]);
  });

  it("several needles go to git as one escaped alternation, not -F with several -e (whose time is quadratic in the matching lines)", async () => {
    const dir = repo({ "log.txt": "will be removed in 1.0 will be removed in 1.0\n".repeat(60_000) });
    const calls: string[] = [];
    const previous = setCallTracer((call) => calls.push(call));
    try {
      const lines = await grepTracked(dir, ["0.12.2", "versionadded", "removed in", "YORE: Bump"]);
      expect(lines).toHaveLength(60_000);
      expect(lines[59_999]).toEqual({
        path: "log.txt",
        line: 60_000,
        text: "will be removed in 1.0 will be removed in 1.0",
      });
    } finally {
      setCallTracer(previous);
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(
      /^git grep -n -I -E -e '0\\\.12\\\.2\|versionadded\|removed in\|YORE: Bump' --no-color -z -- \. -> exit 0 /,
    );
  }, 30_000);
});
