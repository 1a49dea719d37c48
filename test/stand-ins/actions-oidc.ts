import { registerSecret } from "../helpers/secrets.ts";
import { type LoggedRequest, listen, maskHeaders } from "./http.ts";

/**
 * A loopback stand-in for the GitHub Actions OIDC token endpoint
 * (ACTIONS_ID_TOKEN_REQUEST_URL): with the request token as a bearer, it answers
 * `{"value": <JWT>}` for the audience asked for, as a runner with `id-token: write` does.
 */
export interface ActionsOidcStandIn {
  /** ACTIONS_ID_TOKEN_REQUEST_URL (it already carries a query, as GitHub's does). */
  requestUrl: string;
  /** ACTIONS_ID_TOKEN_REQUEST_TOKEN. */
  requestToken: string;
  /** The JWT it hands out for `audience`. */
  jwtFor(audience: string): string;
  requests: LoggedRequest[];
  close(): Promise<void>;
}

export async function startActionsOidcStandIn(): Promise<ActionsOidcStandIn> {
  const requestToken = "actions-request-token-0123456789abcdef";
  registerSecret(requestToken);
  const jwtFor = (audience: string) =>
    `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ aud: audience, sub: "repo:acme/widgets:ref:refs/heads/main" })).toString("base64url")}.c2lnbmF0dXJl`;
  const requests: LoggedRequest[] = [];
  const server = await listen((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: maskHeaders(request.headers),
      body: undefined,
    });
    const json = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization?.toLowerCase() !== `bearer ${requestToken}`) {
      return json(401, { message: "Unauthorized" });
    }
    const audience = url.searchParams.get("audience");
    if (url.pathname !== "/_apis/token" || !audience) return json(400, { message: "audience is required" });
    registerSecret(jwtFor(audience));
    json(200, { value: jwtFor(audience) });
  });
  return {
    requestUrl: `${server.origin}/_apis/token?api-version=2.0`,
    requestToken,
    jwtFor,
    requests,
    close: server.close,
  };
}
