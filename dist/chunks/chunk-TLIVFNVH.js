#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  PushError
} from "./chunk-DSG6HE4L.js";

// src/host/moved-meanwhile.ts
function movedMeanwhile(branch) {
  return new PushError(
    `${branch} changed on the code host while this run made the release commit (another release-pr run, or a push by hand), so it was not overwritten; run release-pr again to bring it up to date`
  );
}

export {
  movedMeanwhile
};
