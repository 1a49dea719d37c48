import { createHash } from "node:crypto";
import { registerSecret } from "../helpers/secrets.ts";
import {
  type Fault,
  type FaultRule,
  type LoggedRequest,
  listen,
  maskHeaders,
  readBody,
  takeFault,
} from "./http.ts";

/**
 * A loopback stand-in for the Python package index: the legacy upload API the publishing tools
 * use (multipart `file_upload`, token auth, digest checks, "File already exists" as the public
 * index answers it), the simple repository API (PEP 503 HTML; with `pep691`, also the PEP 691 JSON
 * form for a client that asks for it, as pypi.org answers) that pip installs from, and the index's
 * trusted-publishing endpoints (`/_/oidc/audience`, `/_/oidc/mint-token`).
 */
export interface IndexedFile {
  filename: string;
  name: string;
  version: string;
  filetype: string;
  content: Buffer;
  sha256: string;
}

export interface PackageIndexStandIn {
  /** The scheme, host and port (`http://127.0.0.1:PORT`). */
  origin: string;
  /** Where tools upload (`publish.repository_url`). */
  uploadUrl: string;
  /** What pip installs from (`--index-url`). */
  simpleUrl: string;
  /** Every accepted file, by file name. */
  files: Map<string, IndexedFile>;
  requests: LoggedRequest[];
  /** The upload requests (accepted or not). */
  uploads(): LoggedRequest[];
  /** The upload tokens the index minted for trusted publishing. */
  minted: string[];
  fail(match: { method?: string; path?: RegExp | string }, fault: Fault): void;
  close(): Promise<void>;
}

export interface PackageIndexOptions {
  /** The API token uploads must carry (as the password of user `__token__`). */
  token?: string;
  /** Trusted publishing: the audience it announces and the OIDC token (JWT) it accepts. */
  oidc?: { audience: string; acceptedJwt: string };
  /**
   * Answer a project page in the PEP 691 JSON form (`application/vnd.pypi.simple.v1+json`) when
   * the Accept header prefers it, as pypi.org does; else HTML only, as many private indexes do.
   */
  pep691?: boolean;
}

const HELP = "https://pypi.org/help/";

export async function startPackageIndexStandIn(
  options: PackageIndexOptions = {},
): Promise<PackageIndexStandIn> {
  const files = new Map<string, IndexedFile>();
  const requests: LoggedRequest[] = [];
  const faults: FaultRule[] = [];
  const minted: string[] = [];
  let origin = "";

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const type = String(request.headers["content-type"] ?? "");
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: maskHeaders(request.headers),
      body: raw.length > 0 ? { bytes: raw.length } : undefined,
    });
    const send = (status: number, body: string, headers: Record<string, string> = {}, reason?: string) => {
      if (reason === undefined) response.writeHead(status, { "content-type": "text/plain", ...headers });
      else response.writeHead(status, reason, { "content-type": "text/plain", ...headers });
      response.end(body);
    };
    const fault = takeFault(faults, method, url.pathname);
    if (fault && "reset" in fault) return void request.socket.destroy();
    if (fault && "delayMs" in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault && "status" in fault) {
      return send(fault.status, JSON.stringify(fault.body ?? { message: "injected" }), fault.headers);
    }

    if (url.pathname === "/_/oidc/audience" && method === "GET") {
      if (!options.oidc) return send(404, JSON.stringify({ message: "trusted publishing is not enabled" }));
      return send(200, JSON.stringify({ audience: options.oidc.audience }), {
        "content-type": "application/json",
      });
    }
    if (url.pathname === "/_/oidc/mint-token" && method === "POST") {
      if (!options.oidc) return send(403, JSON.stringify({ message: "Trusted publishing is not enabled" }));
      const jwt = parseJson(raw)?.token;
      if (jwt !== options.oidc.acceptedJwt) {
        return send(
          422,
          JSON.stringify({
            message: "Token request failed",
            errors: [
              {
                code: "invalid-publisher",
                description: "valid token, but no corresponding publisher (All lookup strategies exhausted)",
              },
            ],
          }),
          { "content-type": "application/json" },
        );
      }
      const token = `pypi-minted-${minted.length + 1}-${createHash("sha256").update(String(jwt)).digest("hex").slice(0, 24)}`;
      minted.push(token);
      registerSecret(token);
      return send(
        200,
        JSON.stringify({ success: true, token, expires: Math.floor(Date.now() / 1000) + 900 }),
        {
          "content-type": "application/json",
        },
      );
    }
    if (url.pathname === "/legacy/" && method === "POST") {
      if (!authorised(request.headers.authorization, options.token, minted)) {
        return send(
          403,
          "Invalid or non-existent authentication information.",
          {},
          "Invalid or non-existent authentication information. See https://pypi.org/help/#invalid-auth for more information.",
        );
      }
      const form = await new Response(raw, { headers: { "content-type": type } })
        .formData()
        .catch(() => undefined);
      const content = form?.get("content");
      if (form === undefined || form.get(":action") !== "file_upload" || !(content instanceof Blob)) {
        return send(400, "Invalid upload", {}, "Invalid upload: expected :action=file_upload with content.");
      }
      const filename = (content as File).name;
      const bytes = Buffer.from(await content.arrayBuffer());
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const claimed = form.get("sha256_digest");
      if (typeof claimed === "string" && claimed !== "" && claimed.toLowerCase() !== sha256) {
        return send(
          400,
          "Digest mismatch",
          {},
          "The digest supplied does not match a digest calculated from the uploaded file.",
        );
      }
      const name = String(form.get("name") ?? "");
      const version = String(form.get("version") ?? "");
      const prefix = `${normalise(name).replaceAll("-", "_")}-${version}`;
      if (
        !filename.toLowerCase().replaceAll("-", "_").startsWith(prefix.toLowerCase().replaceAll("-", "_"))
      ) {
        return send(400, "Invalid file name", {}, `Start filename for '${name}' with '${prefix}'.`);
      }
      if (files.has(filename)) {
        return send(
          400,
          "File already exists",
          {},
          `File already exists ('${filename}', with blake2_256 hash '${sha256}'). See ${HELP}#file-name-reuse for more information.`,
        );
      }
      files.set(filename, {
        filename,
        name,
        version,
        filetype: String(form.get("filetype") ?? ""),
        content: bytes,
        sha256,
      });
      return send(200, "OK");
    }
    if (url.pathname === "/simple/" && method === "GET") {
      const names = [...new Set([...files.values()].map((f) => normalise(f.name)))].sort();
      return send(
        200,
        page(
          "Simple index",
          names.map((n) => `<a href="/simple/${n}/">${n}</a>`),
        ),
        {
          "content-type": "text/html",
        },
      );
    }
    const project = /^\/simple\/([^/]+)\/$/.exec(url.pathname);
    if (project && method === "GET") {
      const wanted = normalise(decodeURIComponent(project[1] ?? ""));
      const list = [...files.values()].filter((f) => normalise(f.name) === wanted);
      if (list.length === 0) return send(404, "Not Found");
      if (options.pep691 && prefersJson(String(request.headers.accept ?? ""))) {
        return send(200, JSON.stringify(jsonPage(wanted, list)), {
          "content-type": "application/vnd.pypi.simple.v1+json",
        });
      }
      const links = list.map(
        (f) => `<a href="/files/${encodeURIComponent(f.filename)}#sha256=${f.sha256}">${f.filename}</a>`,
      );
      return send(200, page(`Links for ${wanted}`, links), { "content-type": "text/html" });
    }
    const download = /^\/files\/([^/]+)$/.exec(url.pathname);
    if (download && method === "GET") {
      const file = files.get(decodeURIComponent(download[1] ?? ""));
      if (file === undefined) return send(404, "Not Found");
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": file.content.length,
      });
      return void response.end(file.content);
    }
    send(404, "Not Found");
  });
  origin = server.origin;
  return {
    origin,
    uploadUrl: `${origin}/legacy/`,
    simpleUrl: `${origin}/simple/`,
    files,
    requests,
    uploads: () => requests.filter((r) => r.method === "POST" && r.path === "/legacy/"),
    minted,
    fail: (match, fault) => faults.push({ ...match, fault, left: fault.times ?? 1 }),
    close: server.close,
  };
}

/** Basic `__token__:<token>`, with the API token or a minted one. */
function authorised(
  header: string | undefined,
  token: string | undefined,
  minted: readonly string[],
): boolean {
  const match = /^Basic (.+)$/i.exec(header ?? "");
  if (!match) return false;
  const [user, ...rest] = Buffer.from(match[1] ?? "", "base64")
    .toString("utf8")
    .split(":");
  const password = rest.join(":");
  return user === "__token__" && (password === token || minted.includes(password));
}

/** PEP 503 name normalisation. */
export function normalise(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** PEP 691 asked for by name with a non-zero quality, ahead of (or without) HTML. */
function prefersJson(accept: string): boolean {
  const quality = (type: string): number => {
    for (const part of accept.split(",")) {
      const [name, ...params] = part.trim().split(";");
      if (name?.trim().toLowerCase() !== type) continue;
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return q === undefined ? 1 : Number(q);
    }
    return 0;
  };
  const json = quality("application/vnd.pypi.simple.v1+json");
  const html = Math.max(quality("application/vnd.pypi.simple.v1+html"), quality("text/html"));
  return json > 0 && json >= html;
}

/** A project page in the PEP 691 JSON form (API version 1.1, as pypi.org serves it). */
function jsonPage(name: string, list: readonly IndexedFile[]): Record<string, unknown> {
  return {
    meta: { "api-version": "1.1" },
    name,
    versions: [...new Set(list.map((f) => f.version))],
    files: list.map((f) => ({
      filename: f.filename,
      url: `/files/${encodeURIComponent(f.filename)}`,
      hashes: { sha256: f.sha256 },
      "requires-python": null,
      yanked: false,
      size: f.content.length,
    })),
  };
}

function page(title: string, links: string[]): string {
  return `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body>\n${links.join("<br>\n")}\n</body></html>\n`;
}

function parseJson(raw: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
