#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/url-credentials.ts
var USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i;
function hasUserInfo(url) {
  return USER_INFO.test(url);
}
function withoutUserInfo(url) {
  return url.replace(USER_INFO, "$1***@");
}

// src/runtime/clock.ts
function now() {
  return Number(process.hrtime.bigint()) / 1e6;
}

// src/runtime/trace.ts
var current;
function setCallTracer(tracer) {
  let previous = current;
  return current = tracer, previous;
}
function tracing() {
  return current !== void 0;
}
function traceCall(call) {
  current?.(call);
}
function commandLine(argv) {
  return argv.map((arg) => /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
}
function took(started) {
  return `${Math.round(now() - started)} ms`;
}
function tracedFetch(base) {
  return async (input, init) => {
    if (current === void 0) return base(input, init);
    let method = init?.method ?? (input instanceof Request ? input.method : "GET"), url = withoutUserInfo(input instanceof Request ? input.url : String(input)), started = now();
    try {
      let response = await base(input, init);
      return traceCall(`http ${method} ${url} -> ${response.status} (${took(started)})`), response;
    } catch (error) {
      let reason = error instanceof Error ? error.cause instanceof Error ? error.cause.message : error.message : String(error);
      throw traceCall(`http ${method} ${url} -> failed: ${reason} (${took(started)})`), error;
    }
  };
}

export {
  hasUserInfo,
  now,
  setCallTracer,
  tracing,
  traceCall,
  commandLine,
  took,
  tracedFetch
};
