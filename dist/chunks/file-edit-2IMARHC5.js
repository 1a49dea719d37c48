#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  planFileEdits
} from "./chunk-Y2CBK3MH.js";
import "./chunk-ZENIQLLH.js";
import "./chunk-3G4I5FCV.js";
import "./chunk-JYB3BNSY.js";
import "./chunk-WQQO3KRW.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-NCYH4TUG.js";
import "./chunk-RQLYAUQM.js";
import "./chunk-UROYSPG4.js";
import "./chunk-OCYB4WJ4.js";
import "./chunk-CY2A7K7W.js";
import "./chunk-REMPKC7E.js";
import "./chunk-HLQ36IDT.js";
import "./chunk-F2JMTC35.js";
import "./chunk-7LN7AZCI.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  planFileEdits
};
