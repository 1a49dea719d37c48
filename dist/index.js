#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  decideBump,
  parseCommit,
  planRelease
} from "./chunks/chunk-2CHBM346.js";
import {
  compileCustomParser,
  enableLinearRegExpFallback,
  parseSubject
} from "./chunks/chunk-SLJ247WS.js";
import "./chunks/chunk-PECP7TWK.js";
import {
  bumpVersion,
  formatVersion,
  parseVersion
} from "./chunks/chunk-GW6HQE3D.js";
import {
  AuthenticationError,
  BuildError,
  ConfigError,
  GitError,
  GitHostError,
  PublishError,
  PushError,
  RateLimitError,
  ReleaseError,
  TagExistsError,
  UploadError,
  ValidationError,
  VersionFileError,
  isReleaseError
} from "./chunks/chunk-DSG6HE4L.js";
import "./chunks/chunk-Z7FL2XP4.js";
export {
  AuthenticationError,
  BuildError,
  ConfigError,
  GitError,
  GitHostError,
  PublishError,
  PushError,
  RateLimitError,
  ReleaseError,
  TagExistsError,
  UploadError,
  ValidationError,
  VersionFileError,
  bumpVersion,
  compileCustomParser,
  decideBump,
  enableLinearRegExpFallback,
  formatVersion,
  isReleaseError,
  parseCommit,
  parseSubject,
  parseVersion,
  planRelease
};
