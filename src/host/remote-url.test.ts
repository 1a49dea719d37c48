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
