#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkJson,
  renderCheck,
  runCheck
} from "./chunk-MJK7YERV.js";
import "./chunk-JA2CYGXO.js";
import "./chunk-MKK6INCF.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-THFAYQ2A.js";
import "./chunk-CWP2OE3N.js";
import "./chunk-E7UYKNMJ.js";
import "./chunk-4DM55T37.js";
import "./chunk-ABNXZSXZ.js";
import "./chunk-GGKGLXSE.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-5ZHY677I.js";
import "./chunk-PECP7TWK.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  checkJson,
  renderCheck,
  runCheck
};
