#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/core/errors.ts
var ReleaseError = class extends Error {
  code = "RELEASE_ERROR";
  recoverable;
  details;
  constructor(message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause }), this.name = new.target.name, this.recoverable = options.recoverable ?? !1, this.details = options.details ?? [];
  }
}, ConfigError = class extends ReleaseError {
  code = "CONFIG_ERROR";
}, GitError = class extends ReleaseError {
  code = "GIT_ERROR";
}, TagExistsError = class extends GitError {
  code = "TAG_EXISTS";
}, PushError = class extends GitError {
  code = "PUSH_ERROR";
}, GitHostError = class extends ReleaseError {
  code = "GIT_HOST_ERROR";
}, AuthenticationError = class extends GitHostError {
  code = "AUTHENTICATION_ERROR";
}, RateLimitError = class extends GitHostError {
  code = "RATE_LIMIT_ERROR";
}, PublishError = class extends ReleaseError {
  code = "PUBLISH_ERROR";
}, BuildError = class extends PublishError {
  code = "BUILD_ERROR";
}, UploadError = class extends PublishError {
  code = "UPLOAD_ERROR";
}, VersionFileError = class extends ReleaseError {
  code = "VERSION_FILE_ERROR";
}, ValidationError = class extends ReleaseError {
  code = "VALIDATION_ERROR";
};
function isReleaseError(error) {
  return error instanceof ReleaseError;
}

export {
  ReleaseError,
  ConfigError,
  GitError,
  TagExistsError,
  PushError,
  GitHostError,
  AuthenticationError,
  RateLimitError,
  PublishError,
  BuildError,
  UploadError,
  VersionFileError,
  ValidationError,
  isReleaseError
};
