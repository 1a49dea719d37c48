#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  findMemberPins,
  setMemberPins
} from "./chunk-WISJXOSJ.js";
import "./chunk-PZJLGO2R.js";
import "./chunk-7LN7AZCI.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  findMemberPins,
  setMemberPins
};
