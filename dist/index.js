#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  decideBump,
  parseCommit,
  planRelease
} from "./chunks/chunk-4657AF6W.js";
import {
  compileCustomParser,
  enableLinearRegExpFallback,
  parseSubject
} from "./chunks/chunk-PB6TKFMF.js";
import "./chunks/chunk-PECP7TWK.js";
import {
  bumpVersion,
  formatVersion,
  parseVersion
} from "./chunks/chunk-HSFYTKTF.js";
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
