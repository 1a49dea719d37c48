#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  planFileEdits
} from "./chunk-AKHH75S3.js";
import "./chunk-KAILW5JD.js";
import "./chunk-W75ITCFO.js";
import "./chunk-BC3YJVCI.js";
import "./chunk-WQQO3KRW.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-T4G3PWUF.js";
import "./chunk-OESMF5TY.js";
import "./chunk-X4VAJTGC.js";
import "./chunk-QVROL4RX.js";
import "./chunk-UROYSPG4.js";
import "./chunk-OCYB4WJ4.js";
import "./chunk-CY2A7K7W.js";
import "./chunk-L37HI2WG.js";
import "./chunk-7LN7AZCI.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  planFileEdits
};
