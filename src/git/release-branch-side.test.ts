import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitSubject, normaliseDiff } from "./release-branch-side.ts";

describe("normaliseDiff: what a cherry-pick keeps of a change", () => {
  const diff = (context: string, added: string) =>
    `diff --git a/f.py b/f.py\nindex 1111111..2222222 100644\n--- a/f.py\n+++ b/f.py\n@@ -10,3 +10,3 @@ def f():\n ${context}\n-    return 1\n+${added}\n`;

  it("file names and changed lines count; index, line numbers and context do not", () => {
    expect(normaliseDiff(diff("a = 1", "    return 2"))).toBe(normaliseDiff(diff("b = 2", "return 2")));
    expect(normaliseDiff(diff("a = 1", "    return 2"))).not.toBe(
      normaliseDiff(diff("a = 1", "    return 3")),
    );
    expect(normaliseDiff(diff("a", "x"))).toBe("diff --git a/f.py b/f.py\n-return1\n+x");
  });

  it("an empty change is empty", () => {
    expect(normaliseDiff("")).toBe("");
  });
});

describe("gitSubject: a message's subject as git's %s prints it", () => {
  it("agrees with git on first paragraphs of several lines, trailing blanks and CRLF", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "releaser-subject-")));
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
    };
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, env, encoding: "utf8" });
    git("init", "-q", "-b", "main");
    const messages = [
      "fix: one line",
      "fix: a subject  \t\nwrapped on\n  a third line\n\nthe body\n",
      "feat: crlf\r\nnext\r\n\r\nbody\r\n",
      "fix: trailing\u00a0\n\nbody",
    ];
    for (const message of messages) {
      git("commit", "-q", "--allow-empty", "--cleanup=verbatim", "-m", message);
      const [subject, body] = git("log", "-1", "--format=%s%x00%B").split("\0");
      expect(gitSubject(body as string)).toBe(subject);
    }
    expect(gitSubject("fix: a subject  \t\nwrapped on\n  a third line\n\nthe body\n")).toBe(
      "fix: a subject wrapped on   a third line",
    );
  });
});
