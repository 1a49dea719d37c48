#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  findWorkspace,
  normalisePackageName,
  pathInRepository
} from "./chunk-G6THYPTL.js";
import "./chunk-UK4ZTTJS.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  findWorkspace,
  normalisePackageName,
  pathInRepository
};
