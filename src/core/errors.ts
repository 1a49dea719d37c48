/**
 * The error taxonomy of the specification (section 7). Every error carries a stable `code`,
 * a one-line `message` (what failed, why, what to do) and a `recoverable` flag: a recoverable
 * error is reported as a warning and the flow goes on. Only `cli/` and `action/` print errors
 * and choose the exit code.
 */
export interface ErrorOptions {
  /** Extra lines shown under the message (with --verbose, or where the caller chooses). */
  details?: string[];
  recoverable?: boolean;
  cause?: unknown;
}

export class ReleaseError extends Error {
  readonly code: string = "RELEASE_ERROR";
  readonly recoverable: boolean;
  readonly details: string[];

  constructor(message: string, options: ErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.recoverable = options.recoverable ?? false;
    this.details = options.details ?? [];
  }
}

export class ConfigError extends ReleaseError {
  override readonly code: string = "CONFIG_ERROR";
}

export class GitError extends ReleaseError {
  override readonly code: string = "GIT_ERROR";
}

export class TagExistsError extends GitError {
  override readonly code: string = "TAG_EXISTS";
}

export class PushError extends GitError {
  override readonly code: string = "PUSH_ERROR";
}

export class GitHostError extends ReleaseError {
  override readonly code: string = "GIT_HOST_ERROR";
}

export class AuthenticationError extends GitHostError {
  override readonly code: string = "AUTHENTICATION_ERROR";
}

export class RateLimitError extends GitHostError {
  override readonly code: string = "RATE_LIMIT_ERROR";
}

export class PublishError extends ReleaseError {
  override readonly code: string = "PUBLISH_ERROR";
}

export class BuildError extends PublishError {
  override readonly code: string = "BUILD_ERROR";
}

export class UploadError extends PublishError {
  override readonly code: string = "UPLOAD_ERROR";
}

/** A file the project must edit or read could not be understood (malformed TOML, missing key). */
export class VersionFileError extends ReleaseError {
  override readonly code: string = "VERSION_FILE_ERROR";
}

/** A pull request title or commit message that does not follow the convention. */
export class ValidationError extends ReleaseError {
  override readonly code: string = "VALIDATION_ERROR";
}

export function isReleaseError(error: unknown): error is ReleaseError {
  return error instanceof ReleaseError;
}
