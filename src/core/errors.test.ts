import { describe, expect, it } from "vitest";
import * as errors from "./errors.ts";
import { ConfigError, isReleaseError, ReleaseError, TagExistsError, UploadError } from "./errors.ts";

describe("the error taxonomy (spec 7)", () => {
  it("gives each error its class name, and by default no details, no cause and not recoverable", () => {
    const error = new ConfigError("bad key");
    expect(error.message).toBe("bad key");
    expect(error.name).toBe("ConfigError");
    expect(error.recoverable).toBe(false);
    expect(error.details).toEqual([]);
    expect("cause" in error).toBe(false);
    expect(error).toBeInstanceOf(ReleaseError);
    expect(error).toBeInstanceOf(Error);
  });

  it("keeps the details, the recoverable flag and the cause it is given", () => {
    const cause = new Error("socket hang up");
    const error = new UploadError("the upload failed", { details: ["a", "b"], recoverable: true, cause });
    expect(error.details).toEqual(["a", "b"]);
    expect(error.recoverable).toBe(true);
    expect(error.cause).toBe(cause);
    expect(new UploadError("x", { recoverable: false }).recoverable).toBe(false);
  });

  it("keeps a cause that is not an Error, and one that is falsy but given", () => {
    expect(new ConfigError("x", { cause: "text" }).cause).toBe("text");
    expect(new ConfigError("x", { cause: 0 }).cause).toBe(0);
    expect("cause" in new ConfigError("x", { cause: null })).toBe(true);
  });

  it("names each class by its stable code, a subclass by its own", () => {
    const codes = Object.entries(errors)
      .filter(([, value]) => typeof value === "function" && value.prototype instanceof Error)
      .map(([name, Class]) => [name, new (Class as typeof ReleaseError)("x").code]);
    expect(Object.fromEntries(codes)).toEqual({
      ReleaseError: "RELEASE_ERROR",
      ConfigError: "CONFIG_ERROR",
      GitError: "GIT_ERROR",
      TagExistsError: "TAG_EXISTS",
      PushError: "PUSH_ERROR",
      GitHostError: "GIT_HOST_ERROR",
      AuthenticationError: "AUTHENTICATION_ERROR",
      RateLimitError: "RATE_LIMIT_ERROR",
      PublishError: "PUBLISH_ERROR",
      BuildError: "BUILD_ERROR",
      UploadError: "UPLOAD_ERROR",
      VersionFileError: "VERSION_FILE_ERROR",
      ValidationError: "VALIDATION_ERROR",
    });
    expect(new Set(codes.map(([, code]) => code)).size).toBe(codes.length);
    expect(new TagExistsError("x").code).toBe("TAG_EXISTS");
    expect(new TagExistsError("x")).toBeInstanceOf(errors.GitError);
  });

  it("tells a release error from any other thrown value", () => {
    expect(isReleaseError(new ConfigError("x"))).toBe(true);
    expect(isReleaseError(new ReleaseError("x"))).toBe(true);
    expect(isReleaseError(new Error("x"))).toBe(false);
    expect(isReleaseError({ code: "CONFIG_ERROR", message: "x" })).toBe(false);
    expect(isReleaseError(undefined)).toBe(false);
  });
});
