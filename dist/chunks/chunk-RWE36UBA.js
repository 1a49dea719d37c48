#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  runGit
} from "./chunk-O364KSEP.js";
import {
  GitError
} from "./chunk-DSG6HE4L.js";

// src/git/worktree.ts
import { lstat } from "node:fs/promises";
import { join } from "node:path";
async function readStatus(cwd, untracked, env) {
  let { stdout } = await runGit(
    ["status", "--porcelain=v1", "-z", `--untracked-files=${untracked ? "all" : "no"}`],
    { cwd, env }
  ), entries = [], fields = stdout.split("\0");
  for (let i = 0; i < fields.length; i++) {
    let field = fields[i] ?? "";
    if (field.length < 4) continue;
    let code = field.slice(0, 2);
    entries.push({ code, path: field.slice(3) }), (code.startsWith("R") || code.startsWith("C")) && i++;
  }
  return entries;
}
async function commitPaths(cwd, paths, message, env, afterStage) {
  return await runGit(["add", "--", ...paths], { cwd, env }), afterStage?.(), await runGit(["commit", "--quiet", "-m", message, "--", ...paths], { cwd, env }), (await runGit(["rev-parse", "HEAD"], { cwd, env })).stdout.trim();
}
async function commitEmpty(root, message, env) {
  return await runGit(["commit", "--quiet", "--allow-empty", "--only", "-m", message], { cwd: root, env }), (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim();
}
async function unstagePaths(cwd, paths, env) {
  await runGit(["reset", "--quiet", "--", ...paths], { cwd, env, allowedCodes: [1] });
}
var IN_PROGRESS = [
  ["rebase-merge", "a rebase", "git rebase --continue or git rebase --abort"],
  ["rebase-apply", "a rebase or git am", "git rebase --continue (git am --continue) or --abort"],
  ["MERGE_HEAD", "a merge", "git commit to conclude it, or git merge --abort"],
  ["CHERRY_PICK_HEAD", "a cherry-pick", "git cherry-pick --continue or git cherry-pick --abort"],
  ["REVERT_HEAD", "a revert", "git revert --continue or git revert --abort"],
  [
    "index.lock",
    "another git command (index.lock exists)",
    "wait for it; if no git process is running, delete .git/index.lock"
  ]
];
async function describeOperationInProgress(gitDir) {
  for (let [file, what, finish] of IN_PROGRESS)
    if (await lstat(join(gitDir, file)).then(
      () => !0,
      () => !1
    ))
      return `${what} is in progress in this repository; finish it first (${finish})`;
}
async function checkCommitIdentity(cwd, env) {
  for (let variable of ["GIT_AUTHOR_IDENT", "GIT_COMMITTER_IDENT"])
    if ((await runGit(["var", variable], { cwd, env, allowedCodes: [128] })).code !== 0)
      throw new GitError(
        `git has no ${variable === "GIT_AUTHOR_IDENT" ? "author" : "committer"} identity to make the release commit with; set one with \`git config user.name "Your Name"\` and \`git config user.email you@example.com\` (in CI, e.g. the github-actions[bot] identity), nothing was changed`
      );
}
async function readCurrentBranch(cwd, env) {
  let result = await runGit(["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd,
    env,
    allowedCodes: [1]
  });
  return result.code === 0 ? result.stdout.trim() : void 0;
}

export {
  readStatus,
  commitPaths,
  commitEmpty,
  unstagePaths,
  describeOperationInProgress,
  checkCommitIdentity,
  readCurrentBranch
};
