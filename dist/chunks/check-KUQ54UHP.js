#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkJson,
  renderCheck,
  runCheck
} from "./chunk-TXA3ZMHB.js";
import "./chunk-7QSH3UDI.js";
import "./chunk-GWVDX4KD.js";
import "./chunk-5ZHY677I.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import "./chunk-AOJCGF6N.js";
import "./chunk-HVTRJJLJ.js";
import "./chunk-7LN7AZCI.js";
import "./chunk-UP7RG7CN.js";
import "./chunk-3G4I5FCV.js";
import "./chunk-JYB3BNSY.js";
import "./chunk-WQQO3KRW.js";
import "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-RQLYAUQM.js";
import "./chunk-UROYSPG4.js";
import "./chunk-OCYB4WJ4.js";
import "./chunk-HLQ36IDT.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  checkJson,
  renderCheck,
  runCheck
};
