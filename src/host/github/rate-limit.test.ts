import { describe, expect, it } from "vitest";
import {
  FIRST_UNANNOUNCED_WAIT,
  MAX_WAITS,
  mayWait,
  nextWait,
  RateLimitGaveUp,
  rateLimitName,
  readRateLimit,
} from "./rate-limit.ts";

const now = new Date("2025-11-21T10:00:00Z");
const epoch = (iso: string) => String(Date.parse(iso) / 1000);
const SECONDARY = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.";

describe("readRateLimit", () => {
  it("the spent quota: 403 or 429 with x-ratelimit-remaining 0, and its reset", () => {
    const headers = { "x-ratelimit-remaining": "0", "x-ratelimit-reset": epoch("2025-11-21T10:20:00Z") };
    const primary = { kind: "primary", resetAt: new Date("2025-11-21T10:20:00Z") };
    expect(readRateLimit(403, headers, "API rate limit exceeded for user ID 1.")).toStrictEqual(primary);
    expect(readRateLimit(429, headers, "API rate limit exceeded for user ID 1.")).toStrictEqual(primary);
    // A number header (as some clients hand them over) reads the same.
    expect(readRateLimit(403, { "x-ratelimit-remaining": 0 }, "Forbidden")).toStrictEqual({
      kind: "primary",
    });
    // A reset that is no time is left out.
    expect(readRateLimit(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "0" }, "x")).toStrictEqual(
      {
        kind: "primary",
      },
    );
    expect(
      readRateLimit(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "soon" }, "x"),
    ).toStrictEqual({
      kind: "primary",
    });
  });

  it("a secondary limit: by its message (with or without headers), by retry-after, or any other 429", () => {
    expect(readRateLimit(403, {}, SECONDARY)).toStrictEqual({ kind: "secondary" });
    expect(readRateLimit(403, {}, "You have triggered an abuse detection mechanism.")).toStrictEqual({
      kind: "secondary",
    });
    expect(readRateLimit(429, {}, "Too Many Requests")).toStrictEqual({ kind: "secondary" });
    expect(readRateLimit(403, { "retry-after": "30" }, "Forbidden")).toStrictEqual({
      kind: "secondary",
      retryAfter: 30,
    });
    expect(readRateLimit(429, { "retry-after": " 0 " }, "")).toStrictEqual({
      kind: "secondary",
      retryAfter: 0,
    });
    // Another "rate limit" without any header: waited like a secondary one (no time is known).
    expect(readRateLimit(403, {}, "API rate limit exceeded")).toStrictEqual({ kind: "secondary" });
    // A secondary refusal with x-ratelimit-remaining 0: the message decides the kind, and the
    // reset is when to try again (GitHub's documentation: retry-after, else the reset, else a minute).
    expect(
      readRateLimit(
        403,
        { "x-ratelimit-remaining": "0", "x-ratelimit-reset": epoch("2025-11-21T11:00:00Z") },
        SECONDARY,
      ),
    ).toStrictEqual({ kind: "secondary", resetAt: new Date("2025-11-21T11:00:00Z") });
    // A retry-after that is not whole seconds is not taken.
    expect(readRateLimit(429, { "retry-after": "Wed, 21 Oct 2025 07:28:00 GMT" }, "")).toStrictEqual({
      kind: "secondary",
    });
    expect(readRateLimit(429, { "retry-after": "1.5" }, "")).toStrictEqual({ kind: "secondary" });
  });

  it("a reset without the quota spent is not the time to try again", () => {
    const reset = epoch("2025-11-21T11:00:00Z");
    expect(
      readRateLimit(429, { "x-ratelimit-remaining": "12", "x-ratelimit-reset": reset }, ""),
    ).toStrictEqual({
      kind: "secondary",
    });
    expect(readRateLimit(403, { "x-ratelimit-reset": reset }, SECONDARY)).toStrictEqual({
      kind: "secondary",
    });
  });

  it("is no rate limit: other statuses, and a 403 that is about permissions", () => {
    expect(readRateLimit(403, {}, "Resource not accessible by integration")).toBeUndefined();
    expect(readRateLimit(403, { "x-ratelimit-remaining": "4999" }, "Forbidden")).toBeUndefined();
    expect(readRateLimit(404, { "retry-after": "5" }, SECONDARY)).toBeUndefined();
    expect(readRateLimit(500, { "x-ratelimit-remaining": "0" }, "rate limit")).toBeUndefined();
    expect(readRateLimit(401, {}, "Bad credentials")).toBeUndefined();
  });
});

describe("nextWait", () => {
  it("retry-after as given, at least a second", () => {
    expect(nextWait({ kind: "secondary", retryAfter: 90 }, 0, now)).toBe(90);
    expect(nextWait({ kind: "secondary", retryAfter: 90 }, 3, now)).toBe(90);
    expect(nextWait({ kind: "secondary", retryAfter: 0 }, 0, now)).toBe(1);
    // retry-after comes before the reset, as GitHub's documentation orders them.
    expect(
      nextWait({ kind: "primary", retryAfter: 5, resetAt: new Date("2025-11-21T11:00:00Z") }, 0, now),
    ).toBe(5);
  });

  it("until the reset, and a second after it; at least a second when the reset is past", () => {
    expect(nextWait({ kind: "primary", resetAt: new Date("2025-11-21T10:20:00Z") }, 0, now)).toBe(1201);
    expect(nextWait({ kind: "primary", resetAt: new Date("2025-11-21T10:00:00.200Z") }, 0, now)).toBe(2);
    expect(nextWait({ kind: "primary", resetAt: new Date("2025-11-21T09:59:00Z") }, 0, now)).toBe(1);
  });

  it("without a time: one minute, doubled for each earlier wait", () => {
    expect(FIRST_UNANNOUNCED_WAIT).toBe(60);
    expect([0, 1, 2, 3].map((waits) => nextWait({ kind: "secondary" }, waits, now))).toStrictEqual([
      60, 120, 240, 480,
    ]);
    expect(nextWait({ kind: "primary" }, 1, now)).toBe(120);
  });
});

describe("mayWait", () => {
  it("all waits of one request together stay within the bound", () => {
    expect(mayWait(60, 0, 0, 300)).toBe(true);
    expect(mayWait(300, 0, 0, 300)).toBe(true);
    expect(mayWait(301, 0, 0, 300)).toBe(false);
    expect(mayWait(120, 60, 1, 180)).toBe(true);
    expect(mayWait(240, 180, 2, 300)).toBe(false);
    expect(mayWait(1, 0, 0, 0)).toBe(false);
  });

  it(`waits ${MAX_WAITS} times at most, however short`, () => {
    expect(MAX_WAITS).toBe(5);
    expect(mayWait(1, 4, 4, 300)).toBe(true);
    expect(mayWait(1, 5, 5, 300)).toBe(false);
  });
});

describe("RateLimitGaveUp and rateLimitName", () => {
  it("keeps the refusal as its cause and its message", () => {
    const refusal = new Error("You have exceeded a secondary rate limit");
    const stop = new RateLimitGaveUp({ kind: "secondary" }, 180, 2, 240, refusal);
    expect(stop).toMatchObject({ waited: 180, waits: 2, next: 240, answer: { kind: "secondary" } });
    expect(stop.cause).toBe(refusal);
    expect(stop.message).toBe("You have exceeded a secondary rate limit");
    expect(stop.name).toBe("RateLimitGaveUp");
    expect(new RateLimitGaveUp({ kind: "primary" }, 0, 0, 1, "refused").message).toBe("refused");
  });

  it("names the limit for the step line", () => {
    expect(rateLimitName("primary")).toBe("GitHub's rate limit");
    expect(rateLimitName("secondary")).toBe("GitHub's secondary rate limit");
  });
});
