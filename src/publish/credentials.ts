import { ConfigError, UploadError } from "../core/errors.ts";
import { isSafeForToken } from "../core/loopback.ts";

/** Where the upload token comes from, decided before anything is tagged. */
export type CredentialSource =
  | { kind: "token"; variable: string }
  /** GitHub Actions: the OIDC token is requested from the runner (its URL and request token). */
  | { kind: "trusted-publishing"; requestUrl: string; requestToken: string }
  /** GitLab CI: the job already holds the OIDC ID token (`id_tokens:`), in `variable`. */
  | { kind: "trusted-publishing-id-token"; variable: string; idToken: string };

/** What the credential choice reads of `[tool.releaser.publish]`. */
export interface CredentialSettings {
  trusted_publishing: "auto" | "always" | "never";
  token_env: string;
  /** GitLab CI: the variable holding the OIDC ID token (`id_tokens: PYPI_ID_TOKEN: aud: pypi`). */
  id_token_env?: string;
}

/**
 * What `findCredentials` found: a source, or none, with what a real run would need (for a dry
 * run's step list: "PYPI_TOKEN or trusted publishing") and the error a real run gets.
 */
export type CredentialLookup = CredentialSource | { kind: "missing"; needs: string; problem: string };

const PUBLIC_UPLOAD = "https://upload.pypi.org/legacy/";

/**
 * DESIGN 5: trusted publishing when `trusted_publishing` is auto (inside GitHub Actions, with the
 * OIDC request variables set, or in GitLab CI with the ID token in `id_token_env`; and no token in
 * `token_env`) or always; otherwise the API token in `token_env`. Neither is a ConfigError that
 * explains both ways in two sentences.
 */
export function chooseCredentials(publish: CredentialSettings, env: NodeJS.ProcessEnv): CredentialSource {
  const found = findCredentials(publish, env);
  if (found.kind === "missing") throw new ConfigError(found.problem);
  return found;
}

/** `chooseCredentials` without the error: a missing credential is a value (a dry run shows it). */
export function findCredentials(publish: CredentialSettings, env: NodeJS.ProcessEnv): CredentialLookup {
  const token = env[publish.token_env]?.trim();
  const requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL?.trim();
  const requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN?.trim();
  const inActions = Boolean(requestUrl) && Boolean(requestToken);
  const idTokenVariable = publish.id_token_env?.trim() || "PYPI_ID_TOKEN";
  const idToken = env.GITLAB_CI === "true" ? env[idTokenVariable]?.trim() : undefined;
  const inGitLab = Boolean(idToken);
  const mode = publish.trusted_publishing;
  if (mode === "always" || (mode === "auto" && !token && (inActions || inGitLab))) {
    if (inActions)
      return {
        kind: "trusted-publishing",
        requestUrl: requestUrl as string,
        requestToken: requestToken as string,
      };
    if (inGitLab)
      return { kind: "trusted-publishing-id-token", variable: idTokenVariable, idToken: idToken as string };
    return {
      kind: "missing",
      needs: `trusted publishing (GitHub Actions with "permissions: id-token: write", or GitLab CI with the ID token in ${idTokenVariable})`,
      problem: `publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here) or a GitLab CI job with "id_tokens: ${idTokenVariable}: aud: pypi" (${env[idTokenVariable]?.trim() ? "GITLAB_CI is not true" : `${idTokenVariable} is not set`} here); run it in such a job, or set it to "auto" and give a token in ${publish.token_env}`,
    };
  }
  if (token) return { kind: "token", variable: publish.token_env };
  return {
    kind: "missing",
    needs: mode === "never" ? publish.token_env : `${publish.token_env} or trusted publishing`,
    problem: `no credential for the package index: set ${publish.token_env} to an API token (publish.token_env names the variable), or publish with trusted publishing from GitHub Actions ("permissions: id-token: write") or GitLab CI ("id_tokens: ${idTokenVariable}: aud: pypi"), with a trusted publisher set up on the index; or pass --skip-publish`,
  };
}

/** The upload URL, or the public index's when `repository_url` is empty. */
export function uploadUrl(repositoryUrl: string): string {
  return repositoryUrl.trim() === "" ? PUBLIC_UPLOAD : repositoryUrl.trim();
}

/**
 * Trusted publishing (FACTS): the index's audience, the Actions OIDC token for it, exchanged at
 * the index's mint-token endpoint for a short-lived upload token. Over https only, except
 * loopback addresses (the tests). The index's own words are kept in the error.
 */
export async function mintUploadToken(
  source: Extract<CredentialSource, { kind: "trusted-publishing" | "trusted-publishing-id-token" }>,
  repositoryUrl: string,
  fetcher: typeof fetch = fetch,
  /** Told each secret as soon as it is known (the OIDC token before it is sent anywhere). */
  onSecret: (value: string) => void = () => {},
): Promise<{ token: string; oidc: string }> {
  const origin = indexOrigin(uploadUrl(repositoryUrl));
  if (source.kind === "trusted-publishing-id-token") {
    // GitLab CI made the ID token for the audience the job's `id_tokens:` names (`aud: pypi`).
    onSecret(source.idToken);
    return { token: await mint(fetcher, origin, source.idToken), oidc: source.idToken };
  }
  const audienceAnswer = await request(
    fetcher,
    `${origin}/_/oidc/audience`,
    { method: "GET" },
    "ask the index for its trusted-publishing audience",
  );
  const audience = (audienceAnswer as { audience?: unknown }).audience;
  if (typeof audience !== "string" || audience === "") {
    throw new UploadError(
      `the index at ${origin} announced no trusted-publishing audience; is trusted publishing enabled there?`,
    );
  }
  const separator = source.requestUrl.includes("?") ? "&" : "?";
  const idAnswer = await request(
    fetcher,
    `${source.requestUrl}${separator}audience=${encodeURIComponent(audience)}`,
    { method: "GET", headers: { authorization: `bearer ${source.requestToken}` } },
    'get the GitHub Actions OIDC token (does the workflow have "permissions: id-token: write"?)',
  );
  const oidc = (idAnswer as { value?: unknown }).value;
  if (typeof oidc !== "string" || oidc === "") {
    throw new UploadError(
      'GitHub Actions gave no OIDC token; the workflow needs "permissions: id-token: write"',
    );
  }
  onSecret(oidc);
  return { token: await mint(fetcher, origin, oidc), oidc };
}

/** The OIDC token exchanged at the index's mint-token endpoint for a short-lived upload token. */
async function mint(fetcher: typeof fetch, origin: string, oidc: string): Promise<string> {
  const minted = await request(
    fetcher,
    `${origin}/_/oidc/mint-token`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: oidc }),
    },
    "exchange the OIDC token for an upload token (trusted publishing)",
  );
  const token = (minted as { token?: unknown }).token;
  if (typeof token !== "string" || token === "") {
    throw new UploadError(`the index at ${origin} minted no upload token`);
  }
  return token;
}

/**
 * The scheme and host of the upload URL; https only, except a loopback address (http://127.0.0.1,
 * http://[::1]: by address, not by a name such as localhost, which a resolver may send elsewhere).
 */
export function indexOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`publish.repository_url = "${url}" is not a URL`);
  }
  if (!isSafeForToken(parsed)) {
    throw new ConfigError(
      `publish.repository_url = "${url}" is not https; tokens go to the index over https only (plain http is allowed for loopback addresses such as 127.0.0.1, not for names)`,
    );
  }
  return `${parsed.protocol}//${parsed.host}`;
}

async function request(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new UploadError(`could not ${what}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new UploadError(`could not ${what}: ${response.status} ${indexMessage(body, text)}`);
  }
  return body ?? {};
}

/** The index's own words: `message`, and each error's code and description. */
function indexMessage(body: unknown, text: string): string {
  if (typeof body !== "object" || body === null) return text.trim().split("\n")[0]?.slice(0, 300) ?? "";
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof message === "string") parts.push(message);
  if (Array.isArray(errors)) {
    for (const e of errors) {
      const { code, description } = e as { code?: unknown; description?: unknown };
      parts.push([code, description].filter((x) => typeof x === "string").join(": "));
    }
  }
  return parts.filter((p) => p !== "").join("; ");
}
