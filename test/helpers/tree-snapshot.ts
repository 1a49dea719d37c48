import { execFileSync } from "node:child_process";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * Everything a run could have changed in a directory: each entry's kind and bytes (a link's
 * target), and for a git work tree also HEAD, the tags, the index and releaser's journal, so
 * `expect(snapshotTree(dir)).toEqual(before)` proves "nothing changed".
 */
export function snapshotTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel === "" ? name : `${rel}/${name}`;
      if (path === ".git") continue;
      const stats = lstatSync(join(dir, path));
      if (stats.isSymbolicLink()) out[path] = `link -> ${readlinkSync(join(dir, path))}`;
      else if (stats.isDirectory()) walk(path);
      else if (stats.isFile()) out[path] = readFileSync(join(dir, path)).toString("base64");
      else out[path] = "special";
    }
  };
  walk("");
  const isRepo = (() => {
    try {
      lstatSync(join(dir, ".git"));
      return true;
    } catch {
      return false;
    }
  })();
  if (isRepo) {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });
    out[".git HEAD"] = git("rev-parse", "HEAD");
    out[".git tags"] = git("tag", "-l");
    out[".git status"] = git("status", "--porcelain", "--untracked-files=all");
    out[".git journal"] = String(
      (() => {
        try {
          return readFileSync(join(dir, ".git", "releaser-update.json"), "utf8");
        } catch {
          return "none";
        }
      })(),
    );
  }
  return out;
}
