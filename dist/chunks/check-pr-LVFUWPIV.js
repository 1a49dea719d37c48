#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  overridesOf,
  runCheckPr
} from "./chunk-YXC7V2GZ.js";
import "./chunk-T7E6W57J.js";
import "./chunk-7H74JBNT.js";
import "./chunk-QIZNVTYM.js";
import "./chunk-ABNXZSXZ.js";
import "./chunk-5ZHY677I.js";
import "./chunk-GCNEFRZQ.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  overridesOf,
  runCheckPr
};
