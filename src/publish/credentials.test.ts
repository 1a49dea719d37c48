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

  it("always: trusted publishing even with a token; outside Actions an error naming id-token: write", () => {
    expect(chooseCredentials(publish("always"), { ...actions, PYPI_TOKEN: "pypi-x" }).kind).toBe(
      "trusted-publishing",
    );
    expect(() => chooseCredentials(publish("always"), { PYPI_TOKEN: "pypi-x" })).toThrow(
      new ConfigError(
        'publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here); run it in such a workflow, or set it to "auto" and give a token in PYPI_TOKEN',
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
      needs: 'trusted publishing (GitHub Actions with "permissions: id-token: write")',
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
    expect(indexOrigin("http://localhost/legacy/")).toBe("http://localhost");
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
