import { describe, expect, it } from "vitest";
import { ConfigError, UploadError } from "../core/errors.ts";
import {
  chooseCredentials,
  findCredentials,
  indexOrigin,
  mintUploadToken,
  uploadUrl,
} from "./credentials.ts";

const publish = (trusted_publishing: "auto" | "always" | "never") => ({
  trusted_publishing,
  token_env: "PYPI_TOKEN",
});
const actions = {
  ACTIONS_ID_TOKEN_REQUEST_URL: "https://runner/token?x=1",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "req",
};

describe("chooseCredentials", () => {
  it("auto: trusted publishing inside Actions when no token is set; the token otherwise", () => {
    expect(chooseCredentials(publish("auto"), actions)).toEqual({
      kind: "trusted-publishing",
      requestUrl: actions.ACTIONS_ID_TOKEN_REQUEST_URL,
      requestToken: "req",
    });
    expect(chooseCredentials(publish("auto"), { ...actions, PYPI_TOKEN: "pypi-x" })).toEqual({
      kind: "token",
      variable: "PYPI_TOKEN",
    });
    expect(chooseCredentials(publish("auto"), { PYPI_TOKEN: " pypi-x " })).toEqual({
      kind: "token",
      variable: "PYPI_TOKEN",
    });
  });

  it("always: trusted publishing even with a token; outside a CI job an error naming both ways", () => {
    expect(chooseCredentials(publish("always"), { ...actions, PYPI_TOKEN: "pypi-x" }).kind).toBe(
      "trusted-publishing",
    );
    expect(() => chooseCredentials(publish("always"), { PYPI_TOKEN: "pypi-x" })).toThrow(
      new ConfigError(
        'publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here) or a GitLab CI job with "id_tokens: PYPI_ID_TOKEN: aud: pypi" (PYPI_ID_TOKEN is not set here); run it in such a job, or set it to "auto" and give a token in PYPI_TOKEN',
      ),
    );
  });

  it("never, or nothing at all: the token or an error that explains both ways", () => {
    expect(chooseCredentials(publish("never"), { ...actions, PYPI_TOKEN: "t" }).kind).toBe("token");
    for (const env of [{}, actions, { PYPI_TOKEN: "  " }]) {
      const mode = env === actions ? "never" : "auto";
      expect(() => chooseCredentials(publish(mode), env)).toThrow(
        /^no credential for the package index: set PYPI_TOKEN/,
      );
    }
  });
});

describe("findCredentials (a dry run's view: what is missing, without an error)", () => {
  it("names what a real run would need, and keeps the error a real run gets", () => {
    const auto = findCredentials(publish("auto"), {});
    expect(auto).toMatchObject({ kind: "missing", needs: "PYPI_TOKEN or trusted publishing" });
    expect(() => chooseCredentials(publish("auto"), {})).toThrow(
      new ConfigError((auto as { problem: string }).problem),
    );
    expect(findCredentials(publish("never"), actions)).toMatchObject({
      kind: "missing",
      needs: "PYPI_TOKEN",
    });
    expect(findCredentials(publish("always"), { PYPI_TOKEN: "pypi-x" })).toMatchObject({
      kind: "missing",
      needs:
        'trusted publishing (GitHub Actions with "permissions: id-token: write", or GitLab CI with the ID token in PYPI_ID_TOKEN)',
    });
    expect(
      findCredentials({ trusted_publishing: "auto", token_env: "INDEX_TOKEN" }, { PYPI_TOKEN: "x" }),
    ).toMatchObject({ kind: "missing", needs: "INDEX_TOKEN or trusted publishing" });
  });

  it("finds what chooseCredentials finds when something is set", () => {
    for (const [mode, env] of [
      ["auto", actions],
      ["auto", { PYPI_TOKEN: "pypi-x" }],
      ["always", actions],
      ["never", { PYPI_TOKEN: "pypi-x" }],
    ] as const) {
      expect(findCredentials(publish(mode), env)).toEqual(chooseCredentials(publish(mode), env));
    }
  });
});

describe("indexOrigin and uploadUrl", () => {
  it("is https only, loopback excepted", () => {
    expect(indexOrigin("https://upload.pypi.org/legacy/")).toBe("https://upload.pypi.org");
    expect(indexOrigin("http://127.0.0.1:8080/legacy/")).toBe("http://127.0.0.1:8080");
    expect(indexOrigin("http://[::1]:8080/legacy/")).toBe("http://[::1]:8080");
    // A name is not an address: what localhost resolves to is the resolver's business.
    expect(() => indexOrigin("http://localhost/legacy/")).toThrow(
      /plain http is allowed for loopback addresses such as 127\.0\.0\.1, not for names/,
    );
    expect(() => indexOrigin("http://pypi.example.com/legacy/")).toThrow(
      /is not https; tokens go to the index over https only/,
    );
    expect(() => indexOrigin("not a url")).toThrow('publish.repository_url = "not a url" is not a URL');
    expect(uploadUrl("")).toBe("https://upload.pypi.org/legacy/");
    expect(uploadUrl(" https://test.pypi.org/legacy/ ")).toBe("https://test.pypi.org/legacy/");
  });
});

describe("mintUploadToken", () => {
  const source = {
    kind: "trusted-publishing" as const,
    requestUrl: "https://runner/token?api=2",
    requestToken: "req",
  };
  const answers = (map: Record<string, [number, unknown]>): typeof fetch =>
    (async (input: string | URL | Request) => {
      const url = String(input);
      const key = Object.keys(map).find((k) => url.startsWith(k));
      const [status, body] = key === undefined ? [404, { message: "nope" }] : (map[key] as [number, unknown]);
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;

  it("asks the audience, gets the OIDC token for it, and exchanges it", async () => {
    const seen: string[] = [];
    const fetcher = answers({
      "https://upload.pypi.org/_/oidc/audience": [200, { audience: "pypi" }],
      "https://runner/token?api=2&audience=pypi": [200, { value: "jwt" }],
      "https://upload.pypi.org/_/oidc/mint-token": [200, { success: true, token: "pypi-minted" }],
    });
    const spy: typeof fetch = async (input, init) => {
      seen.push(`${init?.method} ${String(input)}`);
      return fetcher(input, init);
    };
    await expect(mintUploadToken(source, "", spy)).resolves.toEqual({ token: "pypi-minted", oidc: "jwt" });
    expect(seen).toEqual([
      "GET https://upload.pypi.org/_/oidc/audience",
      "GET https://runner/token?api=2&audience=pypi",
      "POST https://upload.pypi.org/_/oidc/mint-token",
    ]);
  });

  it("says what failed in the index's own words", async () => {
    const fetcher = answers({
      "https://upload.pypi.org/_/oidc/audience": [200, { audience: "pypi" }],
      "https://runner/token": [200, { value: "jwt" }],
      "https://upload.pypi.org/_/oidc/mint-token": [
        422,
        {
          message: "Token request failed",
          errors: [{ code: "invalid-publisher", description: "no publisher" }],
        },
      ],
    });
    await expect(mintUploadToken(source, "", fetcher)).rejects.toThrow(
      new UploadError(
        "could not exchange the OIDC token for an upload token (trusted publishing): 422 Token request failed; invalid-publisher: no publisher",
      ),
    );
    const noOidc = answers({
      "https://upload.pypi.org/_/oidc/audience": [200, { audience: "pypi" }],
      "https://runner/token": [403, { message: "forbidden" }],
    });
    await expect(mintUploadToken(source, "", noOidc)).rejects.toThrow(
      'could not get the GitHub Actions OIDC token (does the workflow have "permissions: id-token: write"?): 403 forbidden',
    );
  });
});

describe("findCredentials reads the Actions variables as set", () => {
  it("trims the request variables, and needs both for trusted publishing", () => {
    expect(
      findCredentials(publish("auto"), {
        ACTIONS_ID_TOKEN_REQUEST_URL: " https://runner/token ",
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: " req\n",
      }),
    ).toEqual({ kind: "trusted-publishing", requestUrl: "https://runner/token", requestToken: "req" });
    for (const half of [
      { ACTIONS_ID_TOKEN_REQUEST_URL: "https://runner/token" },
      { ACTIONS_ID_TOKEN_REQUEST_TOKEN: "req" },
      { ACTIONS_ID_TOKEN_REQUEST_URL: "https://runner/token", ACTIONS_ID_TOKEN_REQUEST_TOKEN: " " },
    ]) {
      expect(findCredentials(publish("auto"), half)).toMatchObject({
        kind: "missing",
        needs: "PYPI_TOKEN or trusted publishing",
      });
      expect(findCredentials(publish("always"), half).kind).toBe("missing");
    }
  });

  it("the refusals name the configured variable", () => {
    const named = { trusted_publishing: "always" as const, token_env: "INDEX_TOKEN" };
    expect(findCredentials(named, {})).toEqual({
      kind: "missing",
      needs:
        'trusted publishing (GitHub Actions with "permissions: id-token: write", or GitLab CI with the ID token in PYPI_ID_TOKEN)',
      problem:
        'publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here) or a GitLab CI job with "id_tokens: PYPI_ID_TOKEN: aud: pypi" (PYPI_ID_TOKEN is not set here); run it in such a job, or set it to "auto" and give a token in INDEX_TOKEN',
    });
    expect(findCredentials({ ...named, trusted_publishing: "never" }, actions)).toEqual({
      kind: "missing",
      needs: "INDEX_TOKEN",
      problem:
        'no credential for the package index: set INDEX_TOKEN to an API token (publish.token_env names the variable), or publish with trusted publishing from GitHub Actions ("permissions: id-token: write") or GitLab CI ("id_tokens: PYPI_ID_TOKEN: aud: pypi"), with a trusted publisher set up on the index; or pass --skip-publish',
    });
    const custom = { ...named, id_token_env: "INDEX_ID_TOKEN" };
    expect(findCredentials(custom, {})).toMatchObject({
      needs:
        'trusted publishing (GitHub Actions with "permissions: id-token: write", or GitLab CI with the ID token in INDEX_ID_TOKEN)',
      problem: expect.stringContaining(
        'or a GitLab CI job with "id_tokens: INDEX_ID_TOKEN: aud: pypi" (INDEX_ID_TOKEN is not set here)',
      ),
    });
    expect(findCredentials({ ...custom, trusted_publishing: "auto" }, {})).toMatchObject({
      problem: expect.stringContaining('or GitLab CI ("id_tokens: INDEX_ID_TOKEN: aud: pypi")'),
    });
  });
});

describe("indexOrigin: which addresses count as loopback", () => {
  it.each([
    "http://127.10.0.1/legacy/",
    "http://127.0.10.1/legacy/",
    "http://127.0.0.10/legacy/",
    "http://[::1]:8080/legacy/",
  ])("takes %s over plain http", (url) => {
    expect(indexOrigin(url)).toBe(url.replace(/\/legacy\/$/, ""));
  });

  it.each([
    "http://127.0.0.1.example.com/legacy/",
    "http://evil-localhost/legacy/",
    "http://localhost.example.com/legacy/",
    "ftp://localhost/legacy/",
  ])("refuses %s", (url) => {
    expect(() => indexOrigin(url)).toThrow(
      new ConfigError(
        `publish.repository_url = "${url}" is not https; tokens go to the index over https only (plain http is allowed for loopback addresses such as 127.0.0.1, not for names)`,
      ),
    );
  });

  it("uploadUrl: a blank setting is the public index", () => {
    expect(uploadUrl("  ")).toBe("https://upload.pypi.org/legacy/");
  });
});

describe("mintUploadToken: each request as the index and GitHub expect it, each refusal in one line", () => {
  const source = {
    kind: "trusted-publishing" as const,
    requestUrl: "https://runner/token",
    requestToken: "req",
  };
  interface Seen {
    url: string;
    method: string | undefined;
    headers: Record<string, string>;
    body: unknown;
  }
  /** Answers the three requests in turn with [status, body text]; records what was sent. */
  const scripted = (answers: Array<[number, string] | Error>) => {
    const seen: Seen[] = [];
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({
        url: String(input),
        method: init?.method,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        body: init?.body,
      });
      const answer = answers.shift();
      if (answer === undefined) throw new Error("an unexpected request");
      if (answer instanceof Error) throw answer;
      return new Response(answer[1], { status: answer[0] });
    }) as typeof fetch;
    return { seen, fetcher };
  };
  const ok = (body: unknown): [number, string] => [200, JSON.stringify(body)];

  it("sends the request token, the audience and the OIDC token where each belongs", async () => {
    const { seen, fetcher } = scripted([
      ok({ audience: "pypi x" }),
      ok({ value: "jwt" }),
      ok({ token: "minted" }),
    ]);
    const secrets: string[] = [];
    await expect(
      mintUploadToken(source, "https://test.pypi.org/legacy/", fetcher, (s) => secrets.push(s)),
    ).resolves.toEqual({ token: "minted", oidc: "jwt" });
    expect(seen).toEqual([
      { url: "https://test.pypi.org/_/oidc/audience", method: "GET", headers: {}, body: undefined },
      {
        url: "https://runner/token?audience=pypi%20x",
        method: "GET",
        headers: { authorization: "bearer req" },
        body: undefined,
      },
      {
        url: "https://test.pypi.org/_/oidc/mint-token",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"token":"jwt"}',
      },
    ]);
    expect(secrets).toEqual(["jwt"]);
  });

  it.each([
    ["no audience", [ok({})]],
    ["an empty audience", [ok({ audience: "" })]],
    ["an audience that is not text", [ok({ audience: 1 })]],
    ["an answer that is not JSON", [[200, "<html>"] as [number, string]]],
  ])("%s: trusted publishing is not on there", async (_what, answers) => {
    await expect(mintUploadToken(source, "", scripted(answers).fetcher)).rejects.toThrow(
      new UploadError(
        "the index at https://upload.pypi.org announced no trusted-publishing audience; is trusted publishing enabled there?",
      ),
    );
  });

  it.each([
    ["no value", ok({})],
    ["an empty value", ok({ value: "" })],
    ["a value that is not text", ok({ value: 7 })],
  ])("GitHub gives %s: the workflow lacks id-token: write", async (_what, oidcAnswer) => {
    const { fetcher } = scripted([ok({ audience: "pypi" }), oidcAnswer]);
    await expect(mintUploadToken(source, "", fetcher)).rejects.toThrow(
      new UploadError('GitHub Actions gave no OIDC token; the workflow needs "permissions: id-token: write"'),
    );
  });

  it.each([
    ["no token", ok({ success: true })],
    ["an empty token", ok({ token: "" })],
    ["a token that is not text", ok({ token: true })],
  ])("the index mints %s", async (_what, mintAnswer) => {
    const { fetcher } = scripted([ok({ audience: "pypi" }), ok({ value: "jwt" }), mintAnswer]);
    await expect(mintUploadToken(source, "", fetcher)).rejects.toThrow(
      new UploadError("the index at https://upload.pypi.org minted no upload token"),
    );
  });

  it("a request that cannot be made says which and why", async () => {
    const { fetcher } = scripted([new Error("getaddrinfo ENOTFOUND upload.pypi.org")]);
    await expect(mintUploadToken(source, "", fetcher)).rejects.toThrow(
      new UploadError(
        "could not ask the index for its trusted-publishing audience: getaddrinfo ENOTFOUND upload.pypi.org",
      ),
    );
  });

  it.each([
    ["a text answer: its first line", [502, "  Bad gateway\nfrom the proxy\n"], "502 Bad gateway"],
    ["a long line: its first 300 characters", [500, "x".repeat(400)], `500 ${"x".repeat(300)}`],
    ["an empty answer", [503, ""], "503 "],
    ["JSON that is not an object", [500, '"down"'], '500 "down"'],
    ["JSON null", [500, "null"], "500 null"],
    ["a message that is not text", [400, JSON.stringify({ message: 5, errors: [{ code: "c" }] })], "400 c"],
    [
      "errors with a code or a description only, or neither",
      [
        400,
        JSON.stringify({
          message: "no",
          errors: [{ code: "c" }, { description: "d" }, {}, { code: 1, description: 2 }],
        }),
      ],
      "400 no; c; d",
    ],
  ] as const)("the index's refusal as %s", async (_what, [status, text], shown) => {
    const { fetcher } = scripted([[status, text]]);
    await expect(mintUploadToken(source, "", fetcher)).rejects.toThrow(
      new UploadError(`could not ask the index for its trusted-publishing audience: ${shown}`),
    );
  });
});

describe("findCredentials in GitLab CI: the job's OIDC ID token (publish.id_token_env)", () => {
  const gitlabCi = { GITLAB_CI: "true", PYPI_ID_TOKEN: "gl-jwt" };
  const idToken = (idToken: string, variable = "PYPI_ID_TOKEN") => ({
    kind: "trusted-publishing-id-token",
    variable,
    idToken,
  });

  it("auto: the ID token when no API token is set; the API token wins when it is", () => {
    expect(chooseCredentials(publish("auto"), gitlabCi)).toEqual(idToken("gl-jwt"));
    expect(chooseCredentials(publish("auto"), { GITLAB_CI: "true", PYPI_ID_TOKEN: " gl-jwt\n" })).toEqual(
      idToken("gl-jwt"),
    );
    expect(chooseCredentials(publish("auto"), { ...gitlabCi, PYPI_TOKEN: "pypi-x" })).toEqual({
      kind: "token",
      variable: "PYPI_TOKEN",
    });
    expect(chooseCredentials(publish("auto"), { ...gitlabCi, PYPI_TOKEN: " " })).toEqual(idToken("gl-jwt"));
  });

  it("always: the ID token even with an API token; never: the API token only", () => {
    expect(chooseCredentials(publish("always"), { ...gitlabCi, PYPI_TOKEN: "pypi-x" })).toEqual(
      idToken("gl-jwt"),
    );
    expect(chooseCredentials(publish("never"), { ...gitlabCi, PYPI_TOKEN: "pypi-x" })).toEqual({
      kind: "token",
      variable: "PYPI_TOKEN",
    });
    expect(findCredentials(publish("never"), gitlabCi)).toMatchObject({
      kind: "missing",
      needs: "PYPI_TOKEN",
    });
  });

  it.each([
    undefined,
    "",
    "1",
    "TRUE",
    "false",
    " true",
  ])("ignores the variable outside GitLab CI (GITLAB_CI = %j)", (value) => {
    const env = { PYPI_ID_TOKEN: "gl-jwt", ...(value === undefined ? {} : { GITLAB_CI: value }) };
    expect(findCredentials(publish("auto"), env)).toMatchObject({
      kind: "missing",
      needs: "PYPI_TOKEN or trusted publishing",
    });
    expect(findCredentials(publish("always"), env).kind).toBe("missing");
    expect(findCredentials(publish("auto"), { ...env, PYPI_TOKEN: "pypi-x" }).kind).toBe("token");
  });

  it("reads the ID token from the variable publish.id_token_env names, PYPI_ID_TOKEN when blank", () => {
    const custom = { ...publish("auto"), id_token_env: "TESTPYPI_ID_TOKEN" };
    expect(
      findCredentials(custom, { GITLAB_CI: "true", PYPI_ID_TOKEN: "a", TESTPYPI_ID_TOKEN: "b" }),
    ).toEqual(idToken("b", "TESTPYPI_ID_TOKEN"));
    expect(findCredentials(custom, gitlabCi)).toMatchObject({
      kind: "missing",
      needs: "PYPI_TOKEN or trusted publishing",
    });
    expect(findCredentials(custom, { GITLAB_CI: "true", TESTPYPI_ID_TOKEN: "  " }).kind).toBe("missing");
    expect(findCredentials({ ...publish("auto"), id_token_env: "  " }, gitlabCi)).toEqual(idToken("gl-jwt"));
  });

  it("takes GitHub Actions' OIDC request when both are there", () => {
    expect(findCredentials(publish("auto"), { ...gitlabCi, ...actions })).toEqual({
      kind: "trusted-publishing",
      requestUrl: actions.ACTIONS_ID_TOKEN_REQUEST_URL,
      requestToken: "req",
    });
  });

  it("finds what chooseCredentials finds", () => {
    for (const [mode, env] of [
      ["auto", gitlabCi],
      ["always", gitlabCi],
      ["always", { ...gitlabCi, PYPI_TOKEN: "pypi-x" }],
    ] as const) {
      expect(findCredentials(publish(mode), env)).toEqual(chooseCredentials(publish(mode), env));
    }
  });
});

describe("mintUploadToken with GitLab CI's ID token: exchanged as it is", () => {
  const source = {
    kind: "trusted-publishing-id-token" as const,
    variable: "PYPI_ID_TOKEN",
    idToken: "gl-jwt",
  };
  /** Answers each request in turn; records what was sent and the secrets known when it was. */
  const recorded = (answers: Array<[number, unknown]>) => {
    const secrets: string[] = [];
    const seen: Array<{ url: string; method?: string; headers: unknown; body: unknown; secrets: string[] }> =
      [];
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({
        url: String(input),
        method: init?.method,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        body: init?.body,
        secrets: [...secrets],
      });
      const answer = answers.shift();
      if (answer === undefined) throw new Error("an unexpected request");
      return new Response(JSON.stringify(answer[1]), { status: answer[0] });
    }) as typeof fetch;
    return { seen, secrets, fetcher, onSecret: (value: string) => secrets.push(value) };
  };

  it("posts the ID token to mint-token alone: no audience request, no OIDC token request", async () => {
    const r = recorded([[200, { success: true, token: "pypi-minted" }]]);
    await expect(
      mintUploadToken(source, "https://test.pypi.org/legacy/", r.fetcher, r.onSecret),
    ).resolves.toEqual({ token: "pypi-minted", oidc: "gl-jwt" });
    expect(r.seen).toEqual([
      {
        url: "https://test.pypi.org/_/oidc/mint-token",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"token":"gl-jwt"}',
        // Masked before it is sent anywhere.
        secrets: ["gl-jwt"],
      },
    ]);
    expect(r.secrets).toEqual(["gl-jwt"]);
  });

  it("goes to PyPI by default, and to a loopback index over plain http", async () => {
    const pypi = recorded([[200, { token: "t" }]]);
    await mintUploadToken(source, "", pypi.fetcher);
    expect(pypi.seen.map((s) => s.url)).toEqual(["https://upload.pypi.org/_/oidc/mint-token"]);
    const loopback = recorded([[200, { token: "t" }]]);
    await mintUploadToken(source, "http://127.0.0.1:8080/legacy/", loopback.fetcher);
    expect(loopback.seen.map((s) => s.url)).toEqual(["http://127.0.0.1:8080/_/oidc/mint-token"]);
  });

  it("sends the ID token nowhere when the index is plain http to a name", async () => {
    const r = recorded([]);
    await expect(
      mintUploadToken(source, "http://pypi.example.com/legacy/", r.fetcher, r.onSecret),
    ).rejects.toThrow(ConfigError);
    expect(r.seen).toEqual([]);
  });

  it("says what the index refused in its own words, and when it minted nothing", async () => {
    const refused = recorded([
      [
        422,
        {
          message: "Token request failed",
          errors: [{ code: "invalid-publisher", description: "no publisher" }],
        },
      ],
    ]);
    await expect(mintUploadToken(source, "", refused.fetcher)).rejects.toThrow(
      new UploadError(
        "could not exchange the OIDC token for an upload token (trusted publishing): 422 Token request failed; invalid-publisher: no publisher",
      ),
    );
    const empty = recorded([[200, { success: true }]]);
    await expect(mintUploadToken(source, "", empty.fetcher)).rejects.toThrow(
      new UploadError("the index at https://upload.pypi.org minted no upload token"),
    );
  });
});
