import { describe, expect, it } from "vitest";
import { ERROR_CATALOG, explainError } from "./error-catalog.ts";
import * as errors from "./errors.ts";

describe("the error catalogue", () => {
  const classes = Object.values(errors).filter(
    (value): value is typeof errors.ReleaseError =>
      typeof value === "function" && value.prototype instanceof Error,
  );

  it("explains the code of every error class, under its class name", () => {
    expect(classes.length).toBeGreaterThanOrEqual(13);
    for (const ErrorClass of classes) {
      const code = new ErrorClass("x").code;
      expect(explainError(code), code).toMatchObject({ code, kind: ErrorClass.name });
    }
  });

  it("has no entry without a class (but the internal error), and no duplicate", () => {
    const codes = new Set(classes.map((C) => new C("x").code));
    for (const entry of ERROR_CATALOG) {
      if (entry.kind !== "(none)") expect(codes.has(entry.code), entry.code).toBe(true);
      else expect(["INTERNAL_ERROR", "USAGE_ERROR"]).toContain(entry.code);
      expect(entry.cause.length).toBeGreaterThan(20);
      expect(entry.fix.length).toBeGreaterThan(20);
    }
    expect(new Set(ERROR_CATALOG.map((e) => e.code)).size).toBe(ERROR_CATALOG.length);
  });

  it("finds a code however it is typed", () => {
    for (const typed of ["TAG_EXISTS", "tag_exists", "RELEASER_TAG_EXISTS", " tag-exists "]) {
      expect(explainError(typed)?.code).toBe("TAG_EXISTS");
    }
    expect(explainError("NOPE")).toBeUndefined();
  });
});
