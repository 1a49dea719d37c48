import { execFile, execFileSync, spawn } from "node:child_process";
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { type LoggedRequest, listen, maskHeaders, readBody } from "./http.ts";

/**
 * A real git remote on loopback: bare repositories served over git's smart HTTP protocol by
 * `git http-backend`, behind a token check like GitHub's (Basic `x-access-token:<token>`, as
 * `http.extraheader` sends it, or Bearer). Pushes are real pushes.
 */
export interface GitRemoteStandIn {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** The directory holding the bare repositories. */
  root: string;
  requests: LoggedRequest[];
  /** The URL of a repository (`owner/repo` -> `.../owner/repo.git`). */
  repoUrl(name: string): string;
  /** Creates an empty bare repository (branch main) and returns its path. */
  createBare(name: string): string;
  /** createBare without blocking the event loop (this server must keep answering meanwhile). */
  createBareAsync(name: string): Promise<string>;
  /**
   * Makes later pushes to the repository fail with `reason` (a pre-receive hook): every push, or
   * with `refs` (an extended regular expression) only pushes that update a matching ref.
   */
  rejectPushes(reason: string, name?: string, refs?: string): void;
  close(): Promise<void>;
}

/**
 * A served repository's own settings, written into its config (no `git config` process each):
 * pushes taken over HTTP, and no `git gc --auto` after each push (a process per push that finds
 * nothing to do in a repository of a few objects; the fault suites push thousands of times).
 */
const BARE_CONFIG = "[http]\n\treceivepack = true\n[receive]\n\tautogc = false\n";

export async function startGitRemoteStandIn(
  options: {
    token?: string;
    /**
     * The user name and token pairs taken in Basic authentication (default: `x-access-token` with
     * `token`, as GitHub takes it; GitLab takes `oauth2:<access token>` and
     * `gitlab-ci-token:<job token>`).
     */
    credentials?: Array<[user: string, token: string]>;
  } = {},
): Promise<GitRemoteStandIn> {
  const token = options.token ?? "test-token";
  const credentials = options.credentials ?? [["x-access-token", token]];
  const root = mkdtempSync(join(tmpdir(), "releaser-remote-"));
  const requests: LoggedRequest[] = [];
  const names: string[] = [];
  const expected = new Set([
    ...credentials.flatMap(([user, secret]) => {
      const basic = Buffer.from(`${user}:${secret}`).toString("base64");
      return [`Basic ${basic}`, `basic ${basic}`];
    }),
    `Bearer ${token}`,
  ]);

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(request);
    requests.push({
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: maskHeaders(request.headers),
      body: raw.length > 0 ? { bytes: raw.length } : undefined,
      user: basicUser(request.headers.authorization),
    });
    if (!expected.has(request.headers.authorization ?? "")) {
      response.writeHead(401, { "www-authenticate": 'Basic realm="git"', "content-type": "text/plain" });
      response.end("Authentication failed\n");
      return;
    }
    const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
    await backend(
      root,
      request.method ?? "GET",
      url,
      String(request.headers["content-type"] ?? ""),
      body,
      response,
    );
  });

  const stopped = server.close;
  return {
    url: server.origin,
    root,
    requests,
    repoUrl: (name) => `${server.origin}/${name}.git`,
    createBare: (name) => {
      const dir = join(root, `${name}.git`);
      mkdirSync(dir, { recursive: true });
      runSync("git", ["init", "-q", "--bare", "-b", "main", dir]);
      appendFileSync(join(dir, "config"), BARE_CONFIG);
      names.push(name);
      return dir;
    },
    createBareAsync: async (name) => {
      const dir = join(root, `${name}.git`);
      mkdirSync(dir, { recursive: true });
      await run("git", ["init", "-q", "--bare", "-b", "main", dir]);
      appendFileSync(join(dir, "config"), BARE_CONFIG);
      names.push(name);
      return dir;
    },
    rejectPushes: (reason, name, refs) => {
      for (const repo of name === undefined ? names : [name]) {
        const hook = join(root, `${repo}.git`, "hooks", "pre-receive");
        const test =
          refs === undefined ? "" : `grep -Eq ${JSON.stringify(`[[:space:]](${refs})$`)} || exit 0\n`;
        writeFileSync(hook, `#!/bin/sh\n${test}echo ${JSON.stringify(reason)} >&2\nexit 1\n`);
        chmodSync(hook, 0o755);
      }
    },
    close: async () => {
      await stopped();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** One CGI call of `git http-backend`: headers parsed off its output, the rest streamed back. */
function backend(
  root: string,
  method: string,
  url: URL,
  contentType: string,
  body: Buffer,
  response: import("node:http").ServerResponse,
): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn("git", ["http-backend"], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: "1",
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.replace(/^\?/, ""),
        REQUEST_METHOD: method,
        CONTENT_TYPE: contentType,
        CONTENT_LENGTH: String(body.length),
        REMOTE_USER: "x-access-token",
        REMOTE_ADDR: "127.0.0.1",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
      },
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", () => {});
    child.on("close", () => {
      const all = Buffer.concat(out);
      const split = all.indexOf("\r\n\r\n");
      const head = split === -1 ? "" : all.subarray(0, split).toString("latin1");
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n")) {
        const colon = line.indexOf(":");
        if (colon === -1) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === "status") status = Number.parseInt(value, 10) || 500;
        else headers[name] = value;
      }
      response.writeHead(split === -1 ? 500 : status, headers);
      response.end(split === -1 ? all : all.subarray(split + 4));
      resolve();
    });
    child.stdin.on("error", () => {});
    child.stdin.end(body);
  });
}

function runSync(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: "ignore",
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" } },
      (error) => (error ? reject(error) : resolve()),
    );
  });
}

/** The user name of a Basic authorization header (`gitlab-ci-token`), undefined for any other. */
function basicUser(header: string | undefined): string | undefined {
  const encoded = /^basic\s+(\S+)$/i.exec(header ?? "")?.[1];
  if (encoded === undefined) return undefined;
  const text = Buffer.from(encoded, "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon < 0 ? undefined : text.slice(0, colon);
}
