#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkJson,
  renderCheck,
  runCheck
} from "./chunk-M4IZV6V6.js";
import "./chunk-LYE6M35V.js";
import "./chunk-T7E6W57J.js";
import "./chunk-ILV5TUB6.js";
import "./chunk-HGIN6XRM.js";
import "./chunk-7H74JBNT.js";
import "./chunk-QIZNVTYM.js";
import "./chunk-ABNXZSXZ.js";
import "./chunk-5ZHY677I.js";
import "./chunk-PECP7TWK.js";
import "./chunk-GCNEFRZQ.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  checkJson,
  renderCheck,
  runCheck
};
