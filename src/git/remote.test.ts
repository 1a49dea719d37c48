import { describe, expect, it } from "vitest";
import { gitAuthEnv } from "./remote.ts";

describe("gitAuthEnv", () => {
  it("hands the token to git as a reset-then-set extraheader for the remote's origin only", () => {
    const env = gitAuthEnv("https://github.com/acme/widgets.git", "ghs_secret", {});
    const header = `AUTHORIZATION: basic ${Buffer.from("x-access-token:ghs_secret").toString("base64")}`;
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "http.https://github.com/.extraheader",
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: "http.https://github.com/.extraheader",
      GIT_CONFIG_VALUE_1: header,
    });
    expect(JSON.stringify(env)).not.toContain("ghs_secret");
  });

  it("keeps entries the environment already has, and the port of a loopback remote", () => {
    const env = gitAuthEnv("http://127.0.0.1:8080/o/r.git", "t", { GIT_CONFIG_COUNT: "1" });
    expect(env).toMatchObject({
      GIT_CONFIG_COUNT: "3",
      GIT_CONFIG_KEY_1: "http.http://127.0.0.1:8080/.extraheader",
      GIT_CONFIG_KEY_2: "http.http://127.0.0.1:8080/.extraheader",
    });
    expect(env).not.toHaveProperty("GIT_CONFIG_KEY_0");
  });

  it.each([
    ["oauth2", "glpat-secret"],
    ["gitlab-ci-token", "job-secret"],
  ])("sends the user name the host takes with the token: %s (GitLab)", (user, token) => {
    const env = gitAuthEnv("https://gitlab.com/acme/tools/widgets.git", token, {}, user);
    const header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`;
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "http.https://gitlab.com/.extraheader",
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: "http.https://gitlab.com/.extraheader",
      GIT_CONFIG_VALUE_1: header,
    });
    expect(JSON.stringify(env)).not.toContain(token);
  });

  it("sends x-access-token (GitHub's) when no user name is given", () => {
    expect(gitAuthEnv("https://github.com/o/r.git", "t", {}).GIT_CONFIG_VALUE_1).toBe(
      `AUTHORIZATION: basic ${Buffer.from("x-access-token:t").toString("base64")}`,
    );
    expect(gitAuthEnv("git@gitlab.com:o/r.git", "t", {}, "oauth2")).toEqual({});
  });

  it.each([
    "git@github.com:o/r.git",
    "ssh://git@github.com/o/r",
    "/srv/git/r.git",
    "file:///srv/r.git",
  ])("gives nothing to a remote that is not http(s): %s", (url) => {
    expect(gitAuthEnv(url, "t", {})).toEqual({});
  });
});
