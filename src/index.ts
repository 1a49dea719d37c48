/**
 * The library surface of releaser: the error taxonomy (spec section 7, DESIGN 6) and the pure core,
 * for tools that embed it. The command line is `releaser` (src/cli).
 */

export { type Bump, decideBump } from "./core/bump.ts";
export type { ConventionalCommit, RawCommit } from "./core/commit.ts";
export { compileCustomParser } from "./core/custom-parser.ts";
export {
  AuthenticationError,
  BuildError,
  ConfigError,
  GitError,
  GitHostError,
  isReleaseError,
  PublishError,
  PushError,
  RateLimitError,
  ReleaseError,
  TagExistsError,
  UploadError,
  ValidationError,
  VersionFileError,
} from "./core/errors.ts";
export { parseCommit } from "./core/parse-commit.ts";
export { parseSubject } from "./core/parse-subject.ts";
export { planRelease } from "./core/plan.ts";
export type { ReleasePlan } from "./core/plan-types.ts";
export { bumpVersion, formatVersion, type Pep440Version, parseVersion } from "./core/version.ts";
export { enableLinearRegExpFallback } from "./runtime/regexp-engine.ts";
