import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../config/resolve.ts";
import type { Config } from "../config/schema.ts";
import { ConfigError } from "../core/errors.ts";
import {
  findHostToken,
  hostTokenNeed,
  resolveApiUrl,
  resolveHostSettings,
  resolveHostTarget,
  resolveProvider,
} from "./settings.ts";

const withHost = (host: Partial<Config["host"]>): Config => ({
  ...DEFAULT_CONFIG,
  host: { ...DEFAULT_CONFIG.host, ...host },
});

describe("resolveHostSettings", () => {
  it("takes the repository from origin and the token from GITHUB_TOKEN", () => {
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { GITHUB_TOKEN: "ghs_abc" }, "git@github.com:acme/widgets.git"),
    ).toEqual({
      provider: "github",
      apiUrl: "https://api.github.com",
      repository: { owner: "acme", repo: "widgets" },
      token: "ghs_abc",
      tokenVariable: "GITHUB_TOKEN",
      tokenKind: "private",
      maxRateLimitWait: 300,
      retryBaseMs: 1000,
      requestTimeoutMs: 30_000,
      rateLimitSecondMs: 1000,
    });
  });

  it("prefers host.repository, token_env, then GH_TOKEN; trims a trailing slash off api_url", () => {
    const config = withHost({
      repository: "o/r",
      token_env: "MY_TOKEN",
      api_url: "https://ghe.example/api/v3//",
    });
    const settings = resolveHostSettings(config, { GH_TOKEN: "gh", MY_TOKEN: "" }, "https://github.com/x/y");
    expect(settings).toMatchObject({
      repository: { owner: "o", repo: "r" },
      token: "gh",
      tokenVariable: "GH_TOKEN",
      apiUrl: "https://ghe.example/api/v3",
    });
    expect(resolveHostSettings(config, { GH_TOKEN: "gh", MY_TOKEN: "mine" }, undefined).token).toBe("mine");
  });

  it("uses GITHUB_API_URL from Actions when api_url is left at its default", () => {
    const env = { GITHUB_TOKEN: "t", GITHUB_API_URL: "https://ghe.corp/api/v3" };
    expect(resolveHostSettings(DEFAULT_CONFIG, env, "https://ghe.corp/o/r").apiUrl).toBe(
      "https://ghe.corp/api/v3",
    );
    const pinned = withHost({ api_url: "https://other/api/v3" });
    expect(resolveHostSettings(pinned, env, "https://ghe.corp/o/r").apiUrl).toBe("https://other/api/v3");
  });

  it("a missing token names both variables and the workflow permissions", () => {
    expect(() =>
      resolveHostSettings(DEFAULT_CONFIG, { GITHUB_TOKEN: "  " }, "https://github.com/o/r"),
    ).toThrow(
      new ConfigError(
        `no token for the code host: set GITHUB_TOKEN or GH_TOKEN (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`,
      ),
    );
  });

  it("a missing token with token_env = GH_TOKEN names it once", () => {
    expect(() =>
      resolveHostSettings(withHost({ token_env: "GH_TOKEN" }), {}, "https://github.com/o/r"),
    ).toThrow(/^no token for the code host: set GH_TOKEN \(host.token_env names the variable\)/);
  });

  it.each([
    [DEFAULT_CONFIG, undefined, /there is no "origin" remote/],
    [DEFAULT_CONFIG, "/srv/git/widgets.git", /from the "origin" remote URL; set host.repository/],
    [withHost({ repository: "widgets" }), undefined, /is not of the form "owner\/repo"/],
    [withHost({ api_url: "api.github.com" }), "https://github.com/o/r", /is not an http\(s\) URL/],
    [withHost({ api_url: "https://[zz]/api" }), "https://github.com/o/r", /is not an http\(s\) URL/],
    [withHost({ api_url: "xhttps://ghe.example/api" }), "https://github.com/o/r", /is not an http\(s\) URL/],
  ] as const)("refuses what it cannot use (%#)", (config, origin, message) => {
    expect(() => resolveHostSettings(config, { GITHUB_TOKEN: "t" }, origin)).toThrow(message);
  });

  it("takes the retry backoff base from RELEASER_RETRY_DELAY_MS, else 1000 ms; refuses nonsense", () => {
    const env = { GITHUB_TOKEN: "t0ken-value" };
    expect(resolveHostSettings(DEFAULT_CONFIG, env, "git@github.com:acme/widgets.git").retryBaseMs).toBe(
      1000,
    );
    expect(
      resolveHostSettings(
        DEFAULT_CONFIG,
        { ...env, RELEASER_RETRY_DELAY_MS: "5" },
        "git@github.com:acme/widgets.git",
      ).retryBaseMs,
    ).toBe(5);
    expect(
      resolveHostSettings(
        DEFAULT_CONFIG,
        { ...env, RELEASER_RETRY_DELAY_MS: "  " },
        "git@github.com:acme/widgets.git",
      ).retryBaseMs,
    ).toBe(1000);
    for (const bad of ["-1", "1.5", "soon", "60001"]) {
      expect(() =>
        resolveHostSettings(
          DEFAULT_CONFIG,
          { ...env, RELEASER_RETRY_DELAY_MS: bad },
          "git@github.com:acme/widgets.git",
        ),
      ).toThrow(`RELEASER_RETRY_DELAY_MS="${bad}" is not a whole number of milliseconds from 0 to 60000`);
    }
  });

  it("takes the request time-out from RELEASER_HTTP_TIMEOUT_MS, else 30 s; refuses nonsense", () => {
    const env = { GITHUB_TOKEN: "t0ken-value" };
    const origin = "git@github.com:acme/widgets.git";
    expect(resolveHostSettings(DEFAULT_CONFIG, env, origin).requestTimeoutMs).toBe(30_000);
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { ...env, RELEASER_HTTP_TIMEOUT_MS: "250" }, origin)
        .requestTimeoutMs,
    ).toBe(250);
    for (const bad of ["99", "600001", "1.5", "soon", ""]) {
      const settings = () =>
        resolveHostSettings(DEFAULT_CONFIG, { ...env, RELEASER_HTTP_TIMEOUT_MS: bad }, origin);
      if (bad === "") expect(settings().requestTimeoutMs).toBe(30_000);
      else
        expect(settings).toThrow(
          `RELEASER_HTTP_TIMEOUT_MS="${bad}" is not a whole number of milliseconds from 100 to 600000`,
        );
    }
  });

  it("takes the length of a rate-limit second from RELEASER_RATE_LIMIT_SECOND_MS, else 1000 ms; refuses nonsense", () => {
    const env = { GITHUB_TOKEN: "t0ken-value" };
    const origin = "git@github.com:acme/widgets.git";
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { ...env, RELEASER_RATE_LIMIT_SECOND_MS: "0" }, origin)
        .rateLimitSecondMs,
    ).toBe(0);
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { ...env, RELEASER_RATE_LIMIT_SECOND_MS: "1000" }, origin)
        .rateLimitSecondMs,
    ).toBe(1000);
    for (const bad of ["-1", "1001", "fast"]) {
      expect(() =>
        resolveHostSettings(DEFAULT_CONFIG, { ...env, RELEASER_RATE_LIMIT_SECOND_MS: bad }, origin),
      ).toThrow(
        new ConfigError(
          `RELEASER_RATE_LIMIT_SECOND_MS="${bad}" is not a whole number of milliseconds from 0 to 1000; unset it (default 1000)`,
        ),
      );
    }
  });

  it("sends the token over plain http only to a loopback address, never to a name", () => {
    const env = { GITHUB_TOKEN: "t0ken-value" };
    const origin = "git@github.com:acme/widgets.git";
    for (const url of [
      "http://127.0.0.1:8080/api/v3",
      "http://127.3.2.1",
      "http://[::1]:9000",
      "https://localhost",
    ]) {
      expect(resolveHostSettings(withHost({ api_url: url }), env, origin).apiUrl).toBe(url);
    }
    for (const url of [
      "http://localhost:8080",
      "http://127.0.0.1.nip.io/api/v3",
      "http://ghe.example/api/v3",
    ]) {
      expect(() => resolveHostSettings(withHost({ api_url: url }), env, origin)).toThrow(
        new ConfigError(
          `host.api_url = "${url}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`,
        ),
      );
      // Checked before a token is needed: a dry run without one is refused the same way.
      expect(() => resolveHostTarget(withHost({ api_url: url }), {}, origin)).toThrow(/is plain http/);
    }
    expect(() =>
      resolveHostSettings(DEFAULT_CONFIG, { ...env, GITHUB_API_URL: "http://ghe.corp/api/v3" }, origin),
    ).toThrow(/^GITHUB_API_URL = "http:\/\/ghe.corp\/api\/v3" is plain http/);
    // A pinned api_url is the one named, whatever the runner says.
    expect(() =>
      resolveHostSettings(
        withHost({ api_url: "http://ghe.example/api/v3" }),
        { ...env, GITHUB_API_URL: "https://ghe.corp/api/v3" },
        origin,
      ),
    ).toThrow(/^host\.api_url = "http:\/\/ghe.example\/api\/v3" is plain http/);
  });

  it("refuses an api_url with a user name or password, without repeating it", () => {
    const config = {
      ...DEFAULT_CONFIG,
      host: { ...DEFAULT_CONFIG.host, api_url: "https://admin:hunter2hunter2@ghe.example.com/api/v3" },
    };
    const resolve = () =>
      resolveHostSettings(config, { GITHUB_TOKEN: "t0ken-value" }, "git@github.com:acme/widgets.git");
    expect(resolve).toThrow(
      "host.api_url carries a user name or password; remove them from the URL and give the token in GITHUB_TOKEN (host.token_env names the variable)",
    );
    expect(resolve).not.toThrow(/hunter2/);
  });
});

describe("resolveHostTarget and hostTokenNeed (a dry run without a token)", () => {
  it("resolves everything but the token, and checks it as resolveHostSettings does", () => {
    const target = resolveHostTarget(DEFAULT_CONFIG, {}, "git@github.com:acme/widgets.git");
    expect(target).toMatchObject({
      apiUrl: "https://api.github.com",
      repository: { owner: "acme", repo: "widgets" },
    });
    expect(target).not.toHaveProperty("token");
    expect(() => resolveHostTarget(withHost({ repository: "widgets" }), {}, undefined)).toThrow(
      /is not of the form "owner\/repo"/,
    );
  });

  it("names the variables a real run reads the token from", () => {
    expect(hostTokenNeed(DEFAULT_CONFIG)).toBe("GITHUB_TOKEN (or GH_TOKEN)");
    expect(hostTokenNeed(withHost({ token_env: "MY_TOKEN" }))).toBe("MY_TOKEN (or GH_TOKEN)");
    expect(hostTokenNeed(withHost({ token_env: "GH_TOKEN" }))).toBe("GH_TOKEN");
  });
});

describe("resolveProvider: GitHub or GitLab (DESIGN 9)", () => {
  it.each([
    ["https://gitlab.com/acme/widgets.git", {}, "gitlab"],
    ["git@gitlab.com:acme/tools/widgets.git", {}, "gitlab"],
    ["git@GitLab.COM:acme/widgets.git", {}, "gitlab"],
    ["https://eu.gitlab.com/acme/widgets", {}, "gitlab"],
    ["https://github.com/acme/widgets", {}, "github"],
    ["https://notgitlab.com/acme/widgets", {}, "github"],
    ["https://gitlab.com.evil.example/acme/widgets", {}, "github"],
    // A self-managed server is recognised by GitLab CI's CI_SERVER_URL, not by its name.
    ["https://gitlab.example.com/acme/widgets", {}, "github"],
    ["https://gitlab.example.com/acme/widgets", { CI_SERVER_URL: "https://gitlab.example.com" }, "gitlab"],
    [
      "ssh://git@git.example.com:2222/acme/widgets.git",
      { CI_SERVER_URL: " https://Git.Example.com:8443/ " },
      "gitlab",
    ],
    ["https://github.com/acme/widgets", { CI_SERVER_URL: "https://gitlab.example.com" }, "github"],
    ["https://gitlab.example.com/acme/widgets", { CI_SERVER_URL: "gitlab.example.com" }, "github"],
    ["https://gitlab.example.com/acme/widgets", { CI_SERVER_URL: "  " }, "github"],
    [undefined, { CI_SERVER_URL: "https://gitlab.com" }, "github"],
    ["/srv/git/widgets.git", { CI_SERVER_URL: "https://gitlab.com" }, "github"],
  ] as const)("auto: origin %s with %j is %s", (origin, env, provider) => {
    expect(resolveProvider(DEFAULT_CONFIG, env, origin)).toBe(provider);
  });

  it("auto: an api_url ending in /api/v4 is GitLab, whatever origin is", () => {
    const origin = "https://github.com/acme/widgets";
    expect(resolveProvider(withHost({ api_url: "https://git.corp/api/v4" }), {}, origin)).toBe("gitlab");
    expect(resolveProvider(withHost({ api_url: "https://git.corp/api/v4//" }), {}, undefined)).toBe("gitlab");
    expect(resolveProvider(withHost({ api_url: "https://git.corp/api/v3" }), {}, origin)).toBe("github");
    expect(resolveProvider(withHost({ api_url: "https://git.corp/api/v4x" }), {}, origin)).toBe("github");
  });

  it("a provider that is set wins over every sign", () => {
    const ci = { CI_SERVER_URL: "https://gitlab.example.com" };
    expect(resolveProvider(withHost({ provider: "github" }), ci, "https://gitlab.com/acme/widgets")).toBe(
      "github",
    );
    expect(
      resolveProvider(withHost({ provider: "github", api_url: "https://git.corp/api/v4" }), {}, undefined),
    ).toBe("github");
    expect(resolveProvider(withHost({ provider: "gitlab" }), {}, "https://github.com/acme/widgets")).toBe(
      "gitlab",
    );
    expect(resolveProvider(withHost({ provider: "gitlab" }), {}, undefined)).toBe("gitlab");
  });
});

describe("resolveHostSettings on GitLab", () => {
  const gitlab = withHost({ provider: "gitlab" });

  it("needs no setting in a GitLab CI job: CI_API_V4_URL, CI_PROJECT_PATH and CI_JOB_TOKEN", () => {
    const env = {
      GITLAB_CI: "true",
      CI_SERVER_URL: "https://gitlab.example.com",
      CI_API_V4_URL: "https://gitlab.example.com/api/v4",
      CI_PROJECT_PATH: "platform/python/widgets",
      CI_JOB_TOKEN: "job-secret",
      GITHUB_TOKEN: "ghs_unused",
    };
    const origin = "https://gitlab-ci-token:job-secret@gitlab.example.com/platform/python/widgets.git";
    expect(resolveHostSettings(DEFAULT_CONFIG, env, origin)).toEqual({
      provider: "gitlab",
      apiUrl: "https://gitlab.example.com/api/v4",
      repository: { owner: "platform/python", repo: "widgets" },
      token: "job-secret",
      tokenVariable: "CI_JOB_TOKEN",
      tokenKind: "job",
      maxRateLimitWait: 300,
      retryBaseMs: 1000,
      requestTimeoutMs: 30_000,
      rateLimitSecondMs: 1000,
    });
  });

  it("takes gitlab.com's API and the nested path from an origin on gitlab.com", () => {
    expect(
      resolveHostSettings(
        DEFAULT_CONFIG,
        { GITLAB_TOKEN: "glpat-a" },
        "git@gitlab.com:acme/tools/widgets.git",
      ),
    ).toMatchObject({
      provider: "gitlab",
      apiUrl: "https://gitlab.com/api/v4",
      repository: { owner: "acme/tools", repo: "widgets" },
      token: "glpat-a",
      tokenVariable: "GITLAB_TOKEN",
      tokenKind: "private",
    });
  });

  it("reads the token from GITLAB_TOKEN, GL_TOKEN, then CI_JOB_TOKEN (a job token), never GitHub's", () => {
    const origin = "https://gitlab.com/acme/widgets.git";
    const all = {
      GITHUB_TOKEN: "gh-a",
      GH_TOKEN: "gh-b",
      GITLAB_TOKEN: " glpat-a\n",
      GL_TOKEN: "glpat-b",
      CI_JOB_TOKEN: "job",
    };
    expect(findHostToken(DEFAULT_CONFIG, all, origin)).toEqual({
      token: "glpat-a",
      variable: "GITLAB_TOKEN",
      kind: "private",
    });
    expect(findHostToken(DEFAULT_CONFIG, { ...all, GITLAB_TOKEN: "  " }, origin)).toEqual({
      token: "glpat-b",
      variable: "GL_TOKEN",
      kind: "private",
    });
    expect(findHostToken(DEFAULT_CONFIG, { ...all, GITLAB_TOKEN: "", GL_TOKEN: " " }, origin)).toEqual({
      token: "job",
      variable: "CI_JOB_TOKEN",
      kind: "job",
    });
    expect(findHostToken(DEFAULT_CONFIG, { GITHUB_TOKEN: "gh-a", GH_TOKEN: "gh-b" }, origin)).toBeUndefined();
    // The same variables on a GitHub origin: GitHub's order, and GitLab's variables are not read.
    expect(findHostToken(DEFAULT_CONFIG, all, "https://github.com/acme/widgets")).toEqual({
      token: "gh-a",
      variable: "GITHUB_TOKEN",
      kind: "private",
    });
    expect(
      findHostToken(
        DEFAULT_CONFIG,
        { GITLAB_TOKEN: "glpat-a", CI_JOB_TOKEN: "job" },
        "https://github.com/o/r",
      ),
    ).toBeUndefined();
  });

  it("reads the variable host.token_env names first, when it is not left at GITHUB_TOKEN", () => {
    const origin = "https://gitlab.com/acme/widgets.git";
    const env = { MY_TOKEN: "mine", GITLAB_TOKEN: "glpat-a", CI_JOB_TOKEN: "job" };
    const mine = withHost({ token_env: "MY_TOKEN" });
    expect(findHostToken(mine, env, origin)).toEqual({
      token: "mine",
      variable: "MY_TOKEN",
      kind: "private",
    });
    expect(findHostToken(mine, { ...env, MY_TOKEN: " " }, origin)?.variable).toBe("GITLAB_TOKEN");
    const job = withHost({ token_env: "CI_JOB_TOKEN" });
    expect(findHostToken(job, env, origin)).toEqual({ token: "job", variable: "CI_JOB_TOKEN", kind: "job" });
  });

  it("names GitLab's variables when there is no token, and what each kind of token may do", () => {
    const env = { GITHUB_TOKEN: "gh-a", GH_TOKEN: "gh-b", GITLAB_TOKEN: " " };
    expect(() => resolveHostSettings(DEFAULT_CONFIG, env, "https://gitlab.com/acme/widgets")).toThrow(
      new ConfigError(
        "no token for GitLab: set GITLAB_TOKEN (or GL_TOKEN) to a project or personal access token with the api scope (host.token_env names the variable); in GitLab CI, CI_JOB_TOKEN is used for releases and the package registry, and release-pr's merge requests need GITLAB_TOKEN as a masked CI/CD variable",
      ),
    );
    expect(() =>
      resolveHostSettings(
        withHost({ provider: "gitlab", token_env: "MY_TOKEN" }),
        {},
        "https://git.corp/o/r",
      ),
    ).toThrow(/^no token for GitLab: set MY_TOKEN \(or GITLAB_TOKEN, GL_TOKEN\) to a project/);
  });

  it("takes the API from host.api_url when set, else CI_API_V4_URL, else origin's host", () => {
    const env = { GITLAB_TOKEN: "glpat-a" };
    const ci = { ...env, CI_API_V4_URL: " https://gitlab.example.com/api/v4/ " };
    const origin = "https://gitlab.com/acme/widgets.git";
    expect(resolveHostSettings(DEFAULT_CONFIG, ci, origin).apiUrl).toBe("https://gitlab.example.com/api/v4");
    expect(resolveHostSettings(DEFAULT_CONFIG, { ...env, CI_API_V4_URL: "  " }, origin).apiUrl).toBe(
      "https://gitlab.com/api/v4",
    );
    const pinned = withHost({ api_url: "https://git.corp/api/v4/" });
    expect(resolveHostSettings(pinned, ci, origin).apiUrl).toBe("https://git.corp/api/v4");
    // GitHub's variable is not GitLab's API, and GitLab's is not GitHub's.
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { ...env, GITHUB_API_URL: "https://ghe.corp/api/v3" }, origin)
        .apiUrl,
    ).toBe("https://gitlab.com/api/v4");
    expect(
      resolveHostSettings(DEFAULT_CONFIG, { GITHUB_TOKEN: "t", ...ci }, "https://github.com/acme/widgets")
        .apiUrl,
    ).toBe("https://api.github.com");
    expect(resolveHostSettings(gitlab, env, "ssh://git@git.corp:2222/acme/widgets.git").apiUrl).toBe(
      "https://git.corp/api/v4",
    );
    expect(
      resolveHostSettings(withHost({ provider: "gitlab", repository: "a/b" }), env, undefined).apiUrl,
    ).toBe("https://gitlab.com/api/v4");
    expect(resolveApiUrl(DEFAULT_CONFIG, {}, "git@gitlab.com:acme/widgets.git")).toBe(
      "https://gitlab.com/api/v4",
    );
    expect(resolveApiUrl(DEFAULT_CONFIG, {}, "https://github.com/acme/widgets")).toBe(
      "https://api.github.com",
    );
  });

  it("names CI_API_V4_URL when that is what it refuses", () => {
    const env = { GITLAB_TOKEN: "glpat-a" };
    const origin = "https://gitlab.example.com/acme/widgets.git";
    const ci = (url: string) => ({ ...env, CI_API_V4_URL: url });
    expect(() => resolveHostSettings(gitlab, ci("http://gitlab.example.com/api/v4"), origin)).toThrow(
      new ConfigError(
        `CI_API_V4_URL = "http://gitlab.example.com/api/v4" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`,
      ),
    );
    // Checked before a token is needed, as a dry run does.
    expect(() =>
      resolveHostTarget(gitlab, { CI_API_V4_URL: "http://gitlab.example.com/api/v4" }, origin),
    ).toThrow(/^CI_API_V4_URL = "http:\/\/gitlab.example.com\/api\/v4" is plain http/);
    expect(resolveHostSettings(gitlab, ci("http://127.0.0.1:8929/api/v4"), origin).apiUrl).toBe(
      "http://127.0.0.1:8929/api/v4",
    );
    expect(() => resolveHostSettings(gitlab, ci("gitlab.example.com/api/v4"), origin)).toThrow(
      new ConfigError(
        'CI_API_V4_URL = "gitlab.example.com/api/v4" is not an http(s) URL (e.g. https://HOST/api/v4)',
      ),
    );
    const withPassword = () =>
      resolveHostSettings(gitlab, ci("https://u:hunter2hunter2@gitlab.example.com/api/v4"), origin);
    expect(withPassword).toThrow(/^CI_API_V4_URL carries a user name or password; remove them from the URL/);
    expect(withPassword).not.toThrow(/hunter2/);
    expect(withPassword).toThrow(/give the token in GITLAB_TOKEN \(host.token_env names the variable\)$/);
    // A pinned api_url is the one named, whatever the job says.
    expect(() =>
      resolveHostSettings(
        withHost({ provider: "gitlab", api_url: "http://git.corp/api/v4" }),
        ci("https://gitlab.example.com/api/v4"),
        origin,
      ),
    ).toThrow(/^host\.api_url = "http:\/\/git.corp\/api\/v4" is plain http/);
  });

  it("takes the repository from host.repository, else CI_PROJECT_PATH, else origin's whole path", () => {
    const env = { GITLAB_TOKEN: "glpat-a" };
    const origin = "https://gitlab.com/acme/tools/widgets.git";
    const repository = (
      config: Config,
      extra: Record<string, string> = {},
      url: string | undefined = origin,
    ) => resolveHostSettings(config, { ...env, ...extra }, url).repository;
    expect(repository(DEFAULT_CONFIG)).toEqual({ owner: "acme/tools", repo: "widgets" });
    expect(repository(DEFAULT_CONFIG, { CI_PROJECT_PATH: " platform/python/lib " })).toEqual({
      owner: "platform/python",
      repo: "lib",
    });
    expect(repository(DEFAULT_CONFIG, { CI_PROJECT_PATH: " " })).toEqual({
      owner: "acme/tools",
      repo: "widgets",
    });
    expect(repository(withHost({ repository: "g/a/b/c.git" }), { CI_PROJECT_PATH: "platform/lib" })).toEqual({
      owner: "g/a/b",
      repo: "c",
    });
    expect(repository(withHost({ provider: "gitlab", repository: "g/p" }), {}, undefined)).toEqual({
      owner: "g",
      repo: "p",
    });
    // On GitHub, CI_PROJECT_PATH means nothing and the last two segments are owner/repo.
    const github = withHost({ provider: "github" });
    const enterprise = "https://git.corp.example/acme/tools/widgets.git";
    expect(
      resolveHostSettings(github, { GITHUB_TOKEN: "t", CI_PROJECT_PATH: "platform/lib" }, enterprise)
        .repository,
    ).toEqual({ owner: "tools", repo: "widgets" });
    // host.provider = "github" with origin on gitlab.com: origin names no GitHub repository.
    expect(() => resolveHostSettings(github, { GITHUB_TOKEN: "t" }, origin)).toThrow(
      new ConfigError(
        'origin is on gitlab.com but host.provider = "github"; set host.provider = "gitlab" (or remove it), or name the GitHub repository in host.repository = "owner/repo"',
      ),
    );
    expect(
      resolveHostSettings(
        withHost({ provider: "github", repository: "acme/widgets" }),
        { GITHUB_TOKEN: "t" },
        origin,
      ).repository,
    ).toEqual({ owner: "acme", repo: "widgets" });
  });

  it("builds a plain-http origin's API address with its scheme and port (usable only on loopback)", () => {
    const gitlab = withHost({ provider: "gitlab" });
    expect(resolveHostTarget(gitlab, {}, "http://127.0.0.1:8929/acme/widgets.git").apiUrl).toBe(
      "http://127.0.0.1:8929/api/v4",
    );
    expect(() => resolveHostTarget(gitlab, {}, "http://gitlab.local:8080/acme/widgets.git")).toThrow(
      /^host.api_url = "http:\/\/gitlab.local:8080\/api\/v4" is plain http/,
    );
  });

  it.each([
    [
      withHost({ repository: "widgets" }),
      {},
      "https://gitlab.com/acme/widgets",
      'host.repository = "widgets" is not of the form "group/project" (subgroups allowed: "group/sub/project"); fix it or remove it to use the origin remote',
    ],
    [
      withHost({ repository: "acme//widgets" }),
      {},
      "https://gitlab.com/acme/widgets",
      'host.repository = "acme//widgets" is not of the form "group/project" (subgroups allowed: "group/sub/project"); fix it or remove it to use the origin remote',
    ],
    [
      withHost({ repository: "acme/tools/widgets" }),
      {},
      "https://github.com/acme/widgets",
      'host.repository = "acme/tools/widgets" is not of the form "owner/repo"; fix it or remove it to use the origin remote',
    ],
    [
      DEFAULT_CONFIG,
      { CI_PROJECT_PATH: "widgets" },
      "https://gitlab.com/acme/widgets",
      'CI_PROJECT_PATH = "widgets" is not a GitLab project path; set host.repository = "group/project" in [tool.releaser]',
    ],
    [
      withHost({ provider: "gitlab" }),
      {},
      undefined,
      'cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = "group/project" (subgroups allowed: "group/sub/project") in [tool.releaser]',
    ],
    [
      withHost({ provider: "gitlab" }),
      {},
      "/srv/git/widgets.git",
      'cannot tell which repository to release from the "origin" remote URL; set host.repository = "group/project" (subgroups allowed: "group/sub/project") in [tool.releaser]',
    ],
  ] as const)("refuses a repository it cannot use, in GitLab's terms where GitLab is meant (%#)", (config, extra, origin, message) => {
    expect(() => resolveHostTarget(config, extra, origin)).toThrow(new ConfigError(message));
  });

  it("resolves a GitLab target without a token, and names GitLab's variables for it", () => {
    const target = resolveHostTarget(DEFAULT_CONFIG, {}, "git@gitlab.com:acme/tools/widgets.git");
    expect(target).toMatchObject({
      provider: "gitlab",
      apiUrl: "https://gitlab.com/api/v4",
      repository: { owner: "acme/tools", repo: "widgets" },
    });
    expect(target).not.toHaveProperty("token");
    expect(hostTokenNeed(DEFAULT_CONFIG, "gitlab")).toBe("GITLAB_TOKEN (or GL_TOKEN, CI_JOB_TOKEN)");
    expect(hostTokenNeed(withHost({ token_env: "GITLAB_TOKEN" }), "gitlab")).toBe(
      "GITLAB_TOKEN (or GL_TOKEN, CI_JOB_TOKEN)",
    );
    expect(hostTokenNeed(withHost({ token_env: "GL_TOKEN" }), "gitlab")).toBe(
      "GL_TOKEN (or GITLAB_TOKEN, CI_JOB_TOKEN)",
    );
    expect(hostTokenNeed(withHost({ token_env: "MY_TOKEN" }), "gitlab")).toBe(
      "MY_TOKEN (or GITLAB_TOKEN, GL_TOKEN, CI_JOB_TOKEN)",
    );
    expect(hostTokenNeed(DEFAULT_CONFIG, "github")).toBe("GITHUB_TOKEN (or GH_TOKEN)");
  });
});

describe("the GitLab API address from origin", () => {
  const gitlab = withHost({ provider: "gitlab" });
  it("keeps an https origin's port (a self-managed instance on :8443), not an ssh origin's", () => {
    expect(resolveHostTarget(gitlab, {}, "https://gitlab.example.com:8443/g/p.git").apiUrl).toBe(
      "https://gitlab.example.com:8443/api/v4",
    );
    expect(resolveHostTarget(gitlab, {}, "ssh://git@gitlab.example.com:2222/g/p.git").apiUrl).toBe(
      "https://gitlab.example.com/api/v4",
    );
    expect(resolveHostTarget(gitlab, {}, "git@gitlab.example.com:g/sub/p.git").apiUrl).toBe(
      "https://gitlab.example.com/api/v4",
    );
  });
});
