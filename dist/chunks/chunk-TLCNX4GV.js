#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/flows/shared/fault-points.ts
var reached = 0;
function faultPoint(env) {
  let at = env.RELEASER_KILL_AT;
  at === void 0 || at === "" || (reached++, reached === Number(at) && process.kill(process.pid, "SIGKILL"));
}

export {
  faultPoint
};
