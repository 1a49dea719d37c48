import { describe, expect, it } from "vitest";
import { parseRemoteUrl, parseRepositoryName } from "./remote-url.ts";

describe("parseRemoteUrl", () => {
  it.each([
    ["https://github.com/acme/widgets.git", "https", "github.com", "acme", "widgets"],
    ["https://github.com/acme/widgets", "https", "github.com", "acme", "widgets"],
    ["https://github.com/acme/widgets/", "https", "github.com", "acme", "widgets"],
    ["https://x-access-token:secret@github.com/acme/widgets.git", "https", "github.com", "acme", "widgets"],
    ["http://127.0.0.1:8080/acme/widgets.git", "http", "127.0.0.1", "acme", "widgets"],
    ["ssh://git@github.com/acme/widgets.git", "ssh", "github.com", "acme", "widgets"],
    ["ssh://git@ghe.example.com:2222/acme/widgets", "ssh", "ghe.example.com", "acme", "widgets"],
    ["git@github.com:acme/widgets.git", "ssh", "github.com", "acme", "widgets"],
    ["git@github.com:acme/widgets", "ssh", "github.com", "acme", "widgets"],
    ["github.com:acme/my.pkg.git", "ssh", "github.com", "acme", "my.pkg"],
    ["git://github.com/acme/widgets.git", "git", "github.com", "acme", "widgets"],
    ["https://ghe.corp.example/scm/acme/widgets.git", "https", "ghe.corp.example", "acme", "widgets"],
    ["  https://github.com/Acme-Org/Widgets_2.git\n", "https", "github.com", "Acme-Org", "Widgets_2"],
    ["HTTPS://GitHub.com/acme/widgets", "https", "github.com", "acme", "widgets"],
    ["https://github.com/acme/wid%67ets.git", "https", "github.com", "acme", "widgets"],
    ["https://github.com/acme//widgets.git//", "https", "github.com", "acme", "widgets"],
    ["git+ssh://git@github.com/acme/widgets.git", "git+ssh", "github.com", "acme", "widgets"],
    ["deploy@ghe.example.com:team/acme/widgets.git", "ssh", "ghe.example.com", "acme", "widgets"],
    ["https://github.com/acme/widgets.git.git", "https", "github.com", "acme", "widgets.git"],
    ["https://github.com/acme/acme.github.io.git", "https", "github.com", "acme", "acme.github.io"],
    ["git@github.com:acme/acme.github.io", "ssh", "github.com", "acme", "acme.github.io"],
    ["me@host:https://x/acme/widgets", "ssh", "host", "acme", "widgets"],
  ])("%s", (url, scheme, host, owner, repo) => {
    expect(parseRemoteUrl(url)).toEqual({ scheme, host, owner, repo });
  });

  it.each([
    "",
    "/srv/git/widgets.git",
    "../widgets",
    "https://github.com/widgets",
    "https://github.com/",
    "git@github.com:widgets.git",
    "https://github.com/acme/wid gets",
    "file:///srv/git/acme/w i",
    "file:///srv/acme/widgets",
    "https://github.com/ac%20me/widgets",
    "https://[::1/acme/widgets",
    "git@github.com:acme/wid gets",
    "github.com:/",
    "x y@github.com:acme/widgets",
    "git@github.com:acme/widgets\nmore",
  ])("%j names no owner/repo", (url) => {
    expect(parseRemoteUrl(url)).toBeUndefined();
  });
});

describe("parseRepositoryName", () => {
  it("reads owner/repo, with or without .git", () => {
    expect(parseRepositoryName("acme/widgets")).toEqual({ owner: "acme", repo: "widgets" });
    expect(parseRepositoryName(" acme/widgets.git ")).toEqual({ owner: "acme", repo: "widgets" });
    expect(parseRepositoryName("Acme_1/my.pkg-2")).toEqual({ owner: "Acme_1", repo: "my.pkg-2" });
  });
  it.each([
    "acme",
    "acme/widgets/extra",
    "/widgets",
    "acme/",
    "ac me/w",
    "x acme/widgets",
    "acme/widgets y",
  ])("refuses %j", (text) => {
    expect(parseRepositoryName(text)).toBeUndefined();
  });
});

describe("parseRemoteUrl with nested paths (GitLab's subgroups)", () => {
  it.each([
    ["https://gitlab.com/acme/widgets.git", "https", "gitlab.com", "acme", "widgets"],
    ["https://gitlab.com/acme/tools/widgets.git", "https", "gitlab.com", "acme/tools", "widgets"],
    ["git@gitlab.com:acme/tools/py/widgets.git", "ssh", "gitlab.com", "acme/tools/py", "widgets"],
    ["ssh://git@git.corp:2222/acme/tools/widgets", "ssh", "git.corp", "acme/tools", "widgets"],
    [
      "https://gitlab-ci-token:secret@gitlab.example.com/platform/python/widgets.git",
      "https",
      "gitlab.example.com",
      "platform/python",
      "widgets",
    ],
    ["https://gitlab.com//acme//tools/widgets.git/", "https", "gitlab.com", "acme/tools", "widgets"],
    ["https://gitlab.com/ac%6De/tools/widgets", "https", "gitlab.com", "acme/tools", "widgets"],
  ])("%s", (url, scheme, host, owner, repo) => {
    expect(parseRemoteUrl(url, true)).toEqual({ scheme, host, owner, repo });
  });

  it("keeps the last two segments without nesting, as on GitHub", () => {
    expect(parseRemoteUrl("https://gitlab.com/acme/tools/widgets.git")).toEqual({
      scheme: "https",
      host: "gitlab.com",
      owner: "tools",
      repo: "widgets",
    });
    expect(parseRemoteUrl("https://ghe.corp.example/scm/acme/widgets.git", true)?.owner).toBe("scm/acme");
  });

  it.each([
    "https://gitlab.com/widgets",
    "git@gitlab.com:widgets.git",
    // Every group must be a valid path segment, not only the last.
    "https://gitlab.com/ac%20me/tools/widgets",
    "git@gitlab.com:ac me/tools/widgets.git",
    "/srv/git/acme/widgets.git",
  ])("%j names no group/project", (url) => {
    expect(parseRemoteUrl(url, true)).toBeUndefined();
  });

  it("a segment that is bad only before the owner matters only with nesting", () => {
    expect(parseRemoteUrl("https://ghe.example/s c m/acme/widgets")).toMatchObject({
      owner: "acme",
      repo: "widgets",
    });
    expect(parseRemoteUrl("https://ghe.example/s c m/acme/widgets", true)).toBeUndefined();
  });
});

describe("parseRepositoryName with nested paths (GitLab's subgroups)", () => {
  it("reads group/sub/project, the owner being every segment before the last", () => {
    expect(parseRepositoryName("acme/tools/widgets", true)).toEqual({ owner: "acme/tools", repo: "widgets" });
    expect(parseRepositoryName(" a/b/c/d.git\n", true)).toEqual({ owner: "a/b/c", repo: "d" });
    expect(parseRepositoryName("acme/widgets", true)).toEqual({ owner: "acme", repo: "widgets" });
  });

  it.each([
    "acme",
    "acme//widgets",
    "/acme/widgets",
    "acme/tools/",
    "acme/to ols/widgets",
    "acme/tools/wid%67ets",
  ])("refuses %j", (text) => {
    expect(parseRepositoryName(text, true)).toBeUndefined();
  });
});
