#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/edits/lockfile-names.ts
var LOCKFILE_NAMES = {
  uv: "uv.lock",
  poetry: "poetry.lock",
  pdm: "pdm.lock"
};
function lockfileName(kind) {
  return kind === "cargo" ? "Cargo.lock" : LOCKFILE_NAMES[kind];
}

export {
  LOCKFILE_NAMES,
  lockfileName
};
