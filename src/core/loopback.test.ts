import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isSafeForToken } from "./loopback.ts";

describe("isLoopbackAddress", () => {
  it.each([
    ["http://127.0.0.1:8080/api/v3", true],
    ["http://127.45.3.9/", true],
    ["http://127.1/", true],
    ["http://2130706433/", true],
    ["http://[::1]:9000/", true],
    ["http://127.0.10.1/", true],
    ["http://127.0.0.254/", true],
    ["http://[0:0:0:0:0:0:0:1]/", true],
    ["http://localhost:8080/", false],
    ["http://127.0.0.1.nip.io/", false],
    ["http://loopback.example/", false],
    ["http://128.0.0.1/", false],
    ["http://10.0.0.1/", false],
    ["http://[::2]/", false],
    ["http://[::ffff:127.0.0.1]/", false],
  ])("%s: %s", (url, expected) => {
    expect(isLoopbackAddress(new URL(url))).toBe(expected);
  });
});

describe("isLoopbackAddress on the host name alone", () => {
  it("the whole name is the address, not its end", () => {
    // A URL refuses such a name; the anchor is pinned for any other caller.
    expect(isLoopbackAddress({ hostname: "evil127.0.0.1" } as URL)).toBe(false);
  });
});

describe("isSafeForToken", () => {
  it.each([
    ["https://ghe.example/api/v3", true],
    ["https://localhost/api/v3", true],
    ["http://127.0.0.1:3000", true],
    ["http://[::1]:3000", true],
    ["http://localhost:3000", false],
    ["http://ghe.example/api/v3", false],
    ["ftp://127.0.0.1/", false],
  ])("%s: %s", (url, expected) => {
    expect(isSafeForToken(new URL(url))).toBe(expected);
  });
});
