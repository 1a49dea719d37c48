import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../config/resolve.ts";
import type { Config } from "../config/schema.ts";
import { ConfigError } from "../core/errors.ts";
import { hostTokenNeed, resolveHostSettings, resolveHostTarget } from "./settings.ts";

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
      "host.api_url carries a user name or password; remove them from the URL and give the token in GITHUB_TOKEN (host.token_env)",
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
