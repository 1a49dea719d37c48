import { withoutUserInfo } from "../core/url-credentials.ts";
import { now } from "./clock.ts";
/**
 * The calls a run makes outside the process (git commands, HTTP requests, build and publish
 * tools), told one line each to `-v/--verbose` (DESIGN 2). The CLI installs the tracer for the
 * length of one command; without one, tracing costs a function call. Secrets are masked by the
 * output the tracer writes to, like every other line.
 */
export type CallTracer = (call: string) => void;

let current: CallTracer | undefined;

/** Installs the tracer for what follows (undefined: stop tracing). Returns the previous one. */
export function setCallTracer(tracer: CallTracer | undefined): CallTracer | undefined {
  const previous = current;
  current = tracer;
  return previous;
}

/** Whether anyone listens (so a caller can skip building the line). */
export function tracing(): boolean {
  return current !== undefined;
}

export function traceCall(call: string): void {
  current?.(call);
}

/** `git ls-remote origin refs/heads/main` as it would be typed (arguments quoted when needed). */
export function commandLine(argv: readonly string[]): string {
  return argv
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))
    .join(" ");
}

/** Milliseconds since `started`, as the trace shows them. */
export function took(started: number): string {
  return `${Math.round(now() - started)} ms`;
}

/** A fetch that tells each request and its answer (or failure) to the tracer. */
export function tracedFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (current === undefined) return base(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const url = withoutUserInfo(input instanceof Request ? input.url : String(input));
    const started = now();
    try {
      const response = await base(input, init);
      traceCall(`http ${method} ${url} -> ${response.status} (${took(started)})`);
      return response;
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      traceCall(`http ${method} ${url} -> failed: ${reason} (${took(started)})`);
      throw error;
    }
  };
}
