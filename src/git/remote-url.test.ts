import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitIn, makeRepo, tempDir } from "../../test/helpers/repo.ts";
import { readRemoteUrl } from "./remote.ts";
import { readRemoteUrlFromConfig, remoteUrlIn } from "./remote-url.ts";

describe("remoteUrlIn: a remote's URL from a config file's text", () => {
  it.each([
    [
      '[remote "origin"]\n\turl = https://github.com/acme/widgets.git\n',
      "https://github.com/acme/widgets.git",
    ],
    [
      '[core]\n\tbare = false\n[remote "origin"]\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n\turl = git@github.com:acme/w.git # ssh\n',
      "git@github.com:acme/w.git",
    ],
    ['[remote "origin"]\n\turl = "https://host/a b.git"\n', "https://host/a b.git"],
    [
      '[remote "upstream"]\n\turl = https://x/y.git\n[remote "origin"]\n\turl = https://a/b.git\n\turl = https://c/d.git\n',
      "https://a/b.git",
    ],
    ['[Remote "origin"]\n\tURL = https://a/b.git\n', "https://a/b.git"],
  ])("%j -> %s", (text, url) => {
    expect(remoteUrlIn(text, "origin")).toBe(url);
  });

  it("null without the remote; undefined (ask git) for what it does not read", () => {
    expect(remoteUrlIn('[remote "upstream"]\n\turl = https://x/y.git\n', "origin")).toBeNull();
    expect(remoteUrlIn("", "origin")).toBeNull();
    expect(remoteUrlIn('[remote "origin"] url = https://a/b.git\n', "origin")).toBeUndefined();
    expect(remoteUrlIn('[remote "origin"]\n\turl = https://a/b\\\\c.git\n', "origin")).toBeUndefined();
  });
});

describe("readRemoteUrl reads the config file when that is exact, and agrees with git", () => {
  const noGlobal = (home: string) => ({
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    GIT_CONFIG_NOSYSTEM: "1",
  });

  it("a clone, a worktree of it, and a repository without origin", async () => {
    const repo = makeRepo({ "a.txt": "a\n" });
    repo.git("remote", "add", "origin", "https://example.com/acme/widgets.git");
    const home = tempDir();
    const env = noGlobal(home);
    expect(await readRemoteUrlFromConfig(repo.dir, "origin", env)).toBe(
      "https://example.com/acme/widgets.git",
    );
    const worktree = join(tempDir(), "wt");
    repo.git("worktree", "add", "-q", worktree);
    expect(await readRemoteUrlFromConfig(worktree, "origin", env)).toBe(
      "https://example.com/acme/widgets.git",
    );
    expect(await readRemoteUrl(worktree, "origin", env)).toBe(
      gitIn(worktree, ["remote", "get-url", "origin"]).trim(),
    );
    const bare = makeRepo({ "a.txt": "a\n" });
    expect(await readRemoteUrlFromConfig(bare.dir, "origin", env)).toBeNull();
    expect(await readRemoteUrl(bare.dir, "origin", env)).toBeUndefined();
  });

  it("an insteadOf anywhere (global config here) is left to git, which applies it", async () => {
    const repo = makeRepo({ "a.txt": "a\n" });
    repo.git("remote", "add", "origin", "https://example.com/acme/widgets.git");
    const home = tempDir();
    mkdirSync(join(home, ".config", "git"), { recursive: true });
    writeFileSync(join(home, ".gitconfig"), '[url "git@example.com:"]\n\tinsteadOf = https://example.com/\n');
    const env = noGlobal(home);
    expect(await readRemoteUrlFromConfig(repo.dir, "origin", env)).toBeUndefined();
    expect(await readRemoteUrl(repo.dir, "origin", env)).toBe("git@example.com:acme/widgets.git");
    expect(
      await readRemoteUrlFromConfig(repo.dir, "origin", { ...env, GIT_CONFIG_COUNT: "1" }),
    ).toBeUndefined();
  });
});
