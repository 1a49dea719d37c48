import { describe, expect, it } from "vitest";
import { compileCacheDirectory, enableCompileCache } from "./compile-cache.ts";

describe("compileCacheDirectory", () => {
  it("is under XDG_CACHE_HOME when it is an absolute path", () => {
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "/var/cache/u" }, "/home/u")).toBe(
      "/var/cache/u/releaser/compile-cache",
    );
  });
  it("is under ~/.cache otherwise (a relative XDG_CACHE_HOME is ignored, as the spec says)", () => {
    expect(compileCacheDirectory({}, "/home/u")).toBe("/home/u/.cache/releaser/compile-cache");
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "cache" }, "/home/u")).toBe(
      "/home/u/.cache/releaser/compile-cache",
    );
  });
  it("is none without a home (never the shared temporary folder)", () => {
    expect(compileCacheDirectory({}, undefined)).toBeUndefined();
    expect(compileCacheDirectory({}, "")).toBeUndefined();
    expect(compileCacheDirectory({}, "relative/home")).toBeUndefined();
  });
});

describe("enableCompileCache", () => {
  const recording = () => {
    const calls: Array<string | undefined> = [];
    return { calls, api: { enableCompileCache: (dir?: string) => calls.push(dir) } };
  };

  it("turns Node's compile cache on in the user's cache folder", () => {
    const { calls, api } = recording();
    expect(enableCompileCache(api, {}, "/home/u")).toBe("/home/u/.cache/releaser/compile-cache");
    expect(calls).toEqual(["/home/u/.cache/releaser/compile-cache"]);
  });
  it("does nothing on a Node.js without it (20)", () => {
    expect(enableCompileCache({}, {}, "/home/u")).toBeUndefined();
  });
  it("leaves a folder the user named with NODE_COMPILE_CACHE to Node.js", () => {
    const { calls, api } = recording();
    expect(enableCompileCache(api, { NODE_COMPILE_CACHE: "/elsewhere" }, "/home/u")).toBeUndefined();
    expect(calls).toEqual([]);
  });
  it("does nothing without a home, and never fails the run when Node.js throws", () => {
    const { calls, api } = recording();
    expect(enableCompileCache(api, {}, undefined)).toBeUndefined();
    expect(calls).toEqual([]);
    const throwing = {
      enableCompileCache: () => {
        throw new Error("EACCES");
      },
    };
    expect(enableCompileCache(throwing, {}, "/home/u")).toBeUndefined();
  });
});
