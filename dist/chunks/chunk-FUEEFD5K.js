#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  isSafeForToken
} from "./chunk-WPWWHQWQ.js";
import {
  ConfigError,
  UploadError
} from "./chunk-DSG6HE4L.js";

// src/publish/tools/choose-tool.ts
import { stat } from "node:fs/promises";
import { join } from "node:path";

// src/publish/tools/hatch.ts
var hatch = {
  name: "hatch",
  install: "pipx install hatch (in Actions: pip install hatch)",
  pipPackages: ["hatch"],
  build: ["hatch", "build"],
  publish: (files) => ["hatch", "publish", "--no-prompt", ...files],
  environment: (target) => ({
    ...target.url === void 0 ? {} : { HATCH_INDEX_REPO: target.url },
    HATCH_INDEX_USER: "__token__",
    HATCH_INDEX_AUTH: target.token
  })
};

// src/publish/tools/pdm.ts
var pdm = {
  name: "pdm",
  install: "pipx install pdm (Debian: apt-get install python3-pdm)",
  pipPackages: ["pdm"],
  build: ["pdm", "build", "--dest", "dist"],
  publish: (_files, target) => [
    "pdm",
    "publish",
    "--no-build",
    ...target.skipExisting ? ["--skip-existing"] : []
  ],
  environment: (target) => ({
    PDM_CHECK_UPDATE: "false",
    ...target.url === void 0 ? {} : { PDM_PUBLISH_REPO: target.url },
    PDM_PUBLISH_USERNAME: "__token__",
    PDM_PUBLISH_PASSWORD: target.token
  })
};

// src/publish/tools/poetry.ts
var REPOSITORY = "releaser", poetry = {
  name: "poetry",
  install: "pipx install poetry (Debian: apt-get install python3-poetry)",
  pipPackages: ["poetry"],
  build: ["poetry", "build", "--no-interaction"],
  publish: (_files, target) => [
    "poetry",
    "publish",
    "--no-interaction",
    ...target.url === void 0 ? [] : ["--repository", REPOSITORY],
    ...target.skipExisting ? ["--skip-existing"] : []
  ],
  environment: (target) => ({
    PYTHON_KEYRING_BACKEND: "keyring.backends.null.Keyring",
    ...target.url === void 0 ? { POETRY_PYPI_TOKEN_PYPI: target.token } : {
      [`POETRY_REPOSITORIES_${REPOSITORY.toUpperCase()}_URL`]: target.url,
      [`POETRY_PYPI_TOKEN_${REPOSITORY.toUpperCase()}`]: target.token
    }
  })
};

// src/publish/tools/twine.ts
var twine = {
  name: "twine",
  install: "pip install build twine (Debian: apt-get install python3-build twine)",
  pipPackages: ["build", "twine"],
  build: ["python3", "-m", "build", "--sdist", "--wheel", "--outdir", "dist"],
  // Without --strict: its warnings (no long description, no content type) are files the index takes.
  check: (files) => ["twine", "check", ...files],
  publish: (files, target) => [
    "twine",
    "upload",
    "--non-interactive",
    "--disable-progress-bar",
    ...target.skipExisting ? ["--skip-existing"] : [],
    ...files
  ],
  environment: (target) => ({
    ...target.url === void 0 ? {} : { TWINE_REPOSITORY_URL: target.url },
    TWINE_USERNAME: "__token__",
    TWINE_PASSWORD: target.token
  })
};

// src/publish/tools/uv.ts
var uv = {
  name: "uv",
  install: "see https://docs.astral.sh/uv/getting-started/installation/ (in Actions: astral-sh/setup-uv)",
  pipPackages: ["uv"],
  build: ["uv", "build", "--out-dir", "dist"],
  // In a uv workspace the member is named, so uv builds that one and no other; `--out-dir` is
  // taken from the folder it runs in, the member's.
  buildPackage: (name) => ["uv", "build", "--package", name, "--out-dir", "dist"],
  publish: (files) => ["uv", "publish", ...files],
  environment: (target) => ({
    ...target.url === void 0 ? {} : { UV_PUBLISH_URL: target.url },
    UV_PUBLISH_TOKEN: target.token
  })
};

// src/publish/tools/choose-tool.ts
var TOOLS = { uv, poetry, hatch, pdm, twine };
function chooseTool(config, facts) {
  let chosen = config.publish.tool;
  return chosen !== "auto" ? { tool: TOOLS[chosen], why: `publish.tool = "${chosen}"` } : facts.files.has("uv.lock") ? { tool: uv, why: "uv.lock" } : facts.files.has("poetry.lock") ? { tool: poetry, why: "poetry.lock" } : facts.toolTables.has("poetry") ? { tool: poetry, why: "[tool.poetry]" } : facts.files.has("pdm.lock") ? { tool: pdm, why: "pdm.lock" } : facts.toolTables.has("hatch") ? { tool: hatch, why: "[tool.hatch]" } : { tool: twine, why: "no uv, poetry, pdm or hatch setup" };
}
async function readProjectFacts(root, loaded, workspaceRoot) {
  let files = /* @__PURE__ */ new Set();
  for (let dir of workspaceRoot === void 0 ? [root] : [root, workspaceRoot])
    for (let lock of ["uv.lock", "poetry.lock", "pdm.lock"])
      await stat(join(dir, lock)).then(
        () => !0,
        () => !1
      ) && files.add(lock);
  let toolTables = /* @__PURE__ */ new Set();
  if (loaded.pyproject) {
    let tool = loaded.pyproject.data.tool;
    if (typeof tool == "object" && tool !== null && !Array.isArray(tool))
      for (let name of ["poetry", "hatch"]) name in tool && toolTables.add(name);
  }
  return { files, toolTables };
}

// src/publish/command-line.ts
function splitCommandLine(text) {
  let words = [], word, quote;
  for (let i = 0; i < text.length; i++) {
    let char = text[i];
    if (quote === "'")
      char === "'" ? quote = void 0 : word = (word ?? "") + char;
    else if (quote === '"')
      if (char === '"') quote = void 0;
      else if (char === "\\" && i + 1 < text.length && '"\\$`'.includes(text[i + 1]))
        i++, word = (word ?? "") + text[i];
      else {
        if (char === "$" || char === "`")
          return { problem: `${char} inside double quotes would need a shell` };
        word = (word ?? "") + char;
      }
    else if (char === "'" || char === '"')
      quote = char, word ??= "";
    else if (char === "\\") {
      if (i + 1 >= text.length) return { problem: "it ends with a lone backslash" };
      word = (word ?? "") + text[++i];
    } else if (/\s/.test(char))
      word !== void 0 && words.push(word), word = void 0;
    else {
      if (char === "#" && word === void 0)
        return { problem: '"#" would start a shell comment (give an argument list instead)' };
      if ("|&;<>()$`*?[]{}~".includes(char))
        return { problem: `"${char}" would need a shell (give an argument list instead)` };
      word = (word ?? "") + char;
    }
  }
  return quote !== void 0 ? { problem: `a ${quote === "'" ? "single" : "double"} quote is not closed` } : (word !== void 0 && words.push(word), words.length === 0 ? { problem: "it is empty" } : /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]) ? {
    problem: `"${words[0]}" sets a variable, which needs a shell (set it in the environment instead)`
  } : { words });
}

// src/publish/credentials.ts
var PUBLIC_UPLOAD = "https://upload.pypi.org/legacy/";
function chooseCredentials(publish, env) {
  let found = findCredentials(publish, env);
  if (found.kind === "missing") throw new ConfigError(found.problem);
  return found;
}
function findCredentials(publish, env) {
  let token = env[publish.token_env]?.trim(), requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL?.trim(), requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN?.trim(), inActions = !!requestUrl && !!requestToken, idTokenVariable = publish.id_token_env?.trim() || "PYPI_ID_TOKEN", idToken = env.GITLAB_CI === "true" ? env[idTokenVariable]?.trim() : void 0, inGitLab = !!idToken, mode = publish.trusted_publishing;
  return mode === "always" || mode === "auto" && !token && (inActions || inGitLab) ? inActions ? {
    kind: "trusted-publishing",
    requestUrl,
    requestToken
  } : inGitLab ? { kind: "trusted-publishing-id-token", variable: idTokenVariable, idToken } : {
    kind: "missing",
    needs: `trusted publishing (GitHub Actions with "permissions: id-token: write", or GitLab CI with the ID token in ${idTokenVariable})`,
    problem: `publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here) or a GitLab CI job with "id_tokens: ${idTokenVariable}: aud: pypi" (${env[idTokenVariable]?.trim() ? "GITLAB_CI is not true" : `${idTokenVariable} is not set`} here); run it in such a job, or set it to "auto" and give a token in ${publish.token_env}`
  } : token ? { kind: "token", variable: publish.token_env } : {
    kind: "missing",
    needs: mode === "never" ? publish.token_env : `${publish.token_env} or trusted publishing`,
    problem: `no credential for the package index: set ${publish.token_env} to an API token (publish.token_env names the variable), or publish with trusted publishing from GitHub Actions ("permissions: id-token: write") or GitLab CI ("id_tokens: ${idTokenVariable}: aud: pypi"), with a trusted publisher set up on the index; or pass --skip-publish`
  };
}
function uploadUrl(repositoryUrl) {
  return repositoryUrl.trim() === "" ? PUBLIC_UPLOAD : repositoryUrl.trim();
}
async function mintUploadToken(source, repositoryUrl, fetcher = fetch, onSecret = () => {
}) {
  let origin = indexOrigin(uploadUrl(repositoryUrl));
  if (source.kind === "trusted-publishing-id-token")
    return onSecret(source.idToken), { token: await mint(fetcher, origin, source.idToken), oidc: source.idToken };
  let audience = (await request(
    fetcher,
    `${origin}/_/oidc/audience`,
    { method: "GET" },
    "ask the index for its trusted-publishing audience"
  )).audience;
  if (typeof audience != "string" || audience === "")
    throw new UploadError(
      `the index at ${origin} announced no trusted-publishing audience; is trusted publishing enabled there?`
    );
  let separator = source.requestUrl.includes("?") ? "&" : "?", oidc = (await request(
    fetcher,
    `${source.requestUrl}${separator}audience=${encodeURIComponent(audience)}`,
    { method: "GET", headers: { authorization: `bearer ${source.requestToken}` } },
    'get the GitHub Actions OIDC token (does the workflow have "permissions: id-token: write"?)'
  )).value;
  if (typeof oidc != "string" || oidc === "")
    throw new UploadError(
      'GitHub Actions gave no OIDC token; the workflow needs "permissions: id-token: write"'
    );
  return onSecret(oidc), { token: await mint(fetcher, origin, oidc), oidc };
}
async function mint(fetcher, origin, oidc) {
  let token = (await request(
    fetcher,
    `${origin}/_/oidc/mint-token`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: oidc })
    },
    "exchange the OIDC token for an upload token (trusted publishing)"
  )).token;
  if (typeof token != "string" || token === "")
    throw new UploadError(`the index at ${origin} minted no upload token`);
  return token;
}
function indexOrigin(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`publish.repository_url = "${url}" is not a URL`);
  }
  if (!isSafeForToken(parsed))
    throw new ConfigError(
      `publish.repository_url = "${url}" is not https; tokens go to the index over https only (plain http is allowed for loopback addresses such as 127.0.0.1, not for names)`
    );
  return `${parsed.protocol}//${parsed.host}`;
}
async function request(fetcher, url, init, what) {
  let response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(3e4) });
  } catch (error) {
    throw new UploadError(`could not ${what}: ${error.message}`);
  }
  let text = await response.text(), body;
  try {
    body = JSON.parse(text);
  } catch {
    body = void 0;
  }
  if (!response.ok)
    throw new UploadError(`could not ${what}: ${response.status} ${indexMessage(body, text)}`);
  return body ?? {};
}
function indexMessage(body, text) {
  if (typeof body != "object" || body === null) return text.trim().split(`
`)[0]?.slice(0, 300) ?? "";
  let { message, errors } = body, parts = [];
  if (typeof message == "string" && parts.push(message), Array.isArray(errors))
    for (let e of errors) {
      let { code, description } = e;
      parts.push([code, description].filter((x) => typeof x == "string").join(": "));
    }
  return parts.filter((p) => p !== "").join("; ");
}

export {
  splitCommandLine,
  chooseCredentials,
  findCredentials,
  uploadUrl,
  mintUploadToken,
  indexOrigin,
  chooseTool,
  readProjectFacts
};
