import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { gitDirsOf } from "./git-dir.ts";

/*
 * A remote's URL read from the repository's config file, without starting git: `check` asks for
 * origin's URL on every run. Only the plain case is read here: the repository's own `.git`
 * (a folder, or a worktree's `gitdir:` file), a `[remote "origin"] url` in its config, and no
 * config anywhere that could change the answer (an `include`, `insteadOf`, configuration through
 * the environment). Anything else returns "ask git", which `git remote get-url` answers exactly.
 */

/** The URL; null: the config has no such remote; undefined: ask git. */
export async function readRemoteUrlFromConfig(
  cwd: string,
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<string | null | undefined> {
  if (env.GIT_DIR || env.GIT_CONFIG_COUNT || env.GIT_CONFIG_PARAMETERS || env.GIT_CONFIG) return undefined;
  const dirs = await gitDirsOf(cwd, env);
  if (dirs === undefined) return undefined;
  const own = await readFile(join(dirs.common, "config"), "utf8").catch(() => undefined);
  if (own === undefined || mayRewrite(own)) return undefined;
  for (const file of globalConfigFiles(env)) {
    const text = await readFile(file, "utf8").catch(() => "");
    if (mayRewrite(text)) return undefined;
  }
  return remoteUrlIn(own, name);
}

/** Sections or keys that could change what `git remote get-url` says. */
function mayRewrite(text: string): boolean {
  return /insteadof|^\s*\[\s*include/im.test(text);
}

/** The config files git reads besides the repository's own (system, global, XDG). */
function globalConfigFiles(env: NodeJS.ProcessEnv): string[] {
  const home = env.HOME ?? homedir();
  const files = [env.GIT_CONFIG_GLOBAL ?? join(home, ".gitconfig")];
  files.push(join(env.XDG_CONFIG_HOME || join(home, ".config"), "git", "config"));
  if (!env.GIT_CONFIG_NOSYSTEM) files.push(env.GIT_CONFIG_SYSTEM ?? "/etc/gitconfig");
  return files;
}

/**
 * The first `url` of `[remote "<name>"]` in a config file's text (what `git remote get-url`
 * prints), null without one, undefined for a file this reader does not read (ask git).
 */
export function remoteUrlIn(text: string, name: string): string | null | undefined {
  let inSection = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("[")) {
      const section = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*([#;].*)?$/.exec(line);
      if (section === null) return undefined; // a key on the section's line, or an odd header
      inSection =
        section[1]?.toLowerCase() === "remote" && (section[2] ?? "").replace(/\\(.)/g, "$1") === name;
      continue;
    }
    if (!inSection) continue;
    const entry = /^url\s*=\s*(.*)$/i.exec(line);
    if (entry === null) continue;
    return unquote(entry[1] ?? "");
  }
  return null;
}

/** A config value: quotes removed, a trailing comment dropped; undefined for one we do not read (escapes). */
function unquote(raw: string): string | undefined {
  if (/\\/.test(raw)) return undefined;
  let out = "";
  let quoted = false;
  for (const char of raw) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "#" || char === ";")) break;
    else out += char;
  }
  return out.trim();
}
