#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  planFileEdits
} from "./chunk-XI5MCN3K.js";
import "./chunk-LIMTD357.js";
import "./chunk-R5NOPFMJ.js";
import "./chunk-WW5EZLRN.js";
import "./chunk-L5I3LTLB.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-E6DDP3GQ.js";
import "./chunk-OESMF5TY.js";
import "./chunk-BDQUGICH.js";
import "./chunk-SK3G26I5.js";
import "./chunk-DY55BNRB.js";
import "./chunk-QEUVSNEV.js";
import "./chunk-CY2A7K7W.js";
import "./chunk-TGOOFPRP.js";
import "./chunk-GW6HQE3D.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  planFileEdits
};
