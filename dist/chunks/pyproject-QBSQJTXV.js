#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  readPyprojectVersion,
  setPyprojectVersion
} from "./chunk-BDQUGICH.js";
import "./chunk-SK3G26I5.js";
import "./chunk-DY55BNRB.js";
import "./chunk-QEUVSNEV.js";
import "./chunk-CY2A7K7W.js";
import "./chunk-EOZ6U6J6.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";
export {
  readPyprojectVersion,
  setPyprojectVersion
};
