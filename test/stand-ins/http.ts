import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A request as the stand-ins log it: the authorization masked, the body summarised. */
export interface LoggedRequest {
  /** Which server took it, where a stand-in has two (GitHub's API and upload hosts). */
  server?: "api" | "uploads";
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** The user name of Basic authentication (never the secret), where the stand-in logs it. */
  user?: string;
}

/** A fault the next matching requests get instead of their answer (consumed in order). */
export type Fault =
  | { status: number; body?: object; headers?: Record<string, string>; times?: number }
  | { reset: true; times?: number }
  /** The request is carried out, then the connection is cut before the answer: a lost response. */
  | { resetAfter: true; times?: number }
  | { delayMs: number; times?: number };

export interface FaultRule {
  method?: string;
  path?: RegExp | string;
  /** Query parameters the request must carry (e.g. an upload's `name`). */
  query?: Record<string, string>;
  fault: Fault;
  left: number;
}

export interface LoopbackServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 with a free port; `close` also drops open connections. */
export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(`stand-in failure: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export function maskHeaders(headers: IncomingMessage["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name] = name === "authorization" ? "***" : Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/** The first armed fault matching the request, consumed once. */
export function takeFault(
  rules: FaultRule[],
  method: string,
  path: string,
  query: Record<string, string> = {},
): Fault | undefined {
  const rule = rules.find(
    (r) =>
      r.left > 0 &&
      (r.method === undefined || r.method === method) &&
      (r.path === undefined || (typeof r.path === "string" ? path === r.path : r.path.test(path))) &&
      Object.entries(r.query ?? {}).every(([key, value]) => query[key] === value),
  );
  if (rule === undefined) return undefined;
  rule.left--;
  return rule.fault;
}
