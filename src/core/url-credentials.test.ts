import { describe, expect, it } from "vitest";
import { hasUserInfo, withoutUserInfo } from "./url-credentials.ts";

describe("credentials in a URL", () => {
  it.each([
    ["https://admin:hunter2@ghe.example.com/api/v3", true, "https://***@ghe.example.com/api/v3"],
    ["http://token@127.0.0.1:8080/x", true, "http://***@127.0.0.1:8080/x"],
    ["https://api.github.com/repos/o/r", false, "https://api.github.com/repos/o/r"],
    ["https://host/path/@user/x", false, "https://host/path/@user/x"],
    ["not a url", false, "not a url"],
  ])("%s", (url, has, shown) => {
    expect(hasUserInfo(url)).toBe(has);
    expect(withoutUserInfo(url)).toBe(shown);
  });
});
