#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  keepsWrittenSection,
  plannedChangelogSection,
  plannedReleaseNotes,
  unaskedRelease
} from "./chunk-CECENS4A.js";
import "./chunk-YCLWT3EH.js";
import "./chunk-QRNXJCXI.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-DKC3G5CW.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-LIMTD357.js";
import "./chunk-WW5EZLRN.js";
import "./chunk-L5I3LTLB.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  keepsWrittenSection,
  plannedChangelogSection,
  plannedReleaseNotes,
  unaskedRelease
};
