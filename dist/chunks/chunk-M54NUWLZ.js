#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/runtime/regexp-engine.ts
import { setFlagsFromString } from "node:v8";
function enableLinearRegExpFallback() {
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks"), setFlagsFromString("--enable-experimental-regexp-engine");
}

export {
  enableLinearRegExpFallback
};
