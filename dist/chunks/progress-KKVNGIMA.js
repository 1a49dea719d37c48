#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  STEP_MARKS,
  createLiveProgress,
  createPlainProgress,
  progressFor
} from "./chunk-XGFEVKE3.js";
import "./chunk-5OPBFZVE.js";
import "./chunk-5ZHY677I.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-PECP7TWK.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  STEP_MARKS,
  createLiveProgress,
  createPlainProgress,
  progressFor
};
