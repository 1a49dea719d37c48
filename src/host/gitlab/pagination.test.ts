import { describe, expect, it } from "vitest";
import { linkTo, nextPageUrl, PER_PAGE } from "./pagination.ts";

const current = "https://gitlab.test/api/v4/projects/acme%2Fwidgets/releases?per_page=100";

describe("nextPageUrl", () => {
  it("asks for at most 100 a page", () => {
    expect(PER_PAGE).toBe(100);
  });

  it("sets page from x-next-page, keeping the rest of the address", () => {
    expect(nextPageUrl(current, { "x-next-page": "2" })).toBe(
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/releases?per_page=100&page=2",
    );
    expect(nextPageUrl(`${current}&page=11`, { "x-next-page": " 12 " })).toBe(
      "https://gitlab.test/api/v4/projects/acme%2Fwidgets/releases?per_page=100&page=12",
    );
  });

  it("x-next-page wins over the Link header", () => {
    const link = '<https://gitlab.test/api/v4/x?page=9>; rel="next"';
    expect(nextPageUrl(current, { "x-next-page": "2", link })).toMatch(/page=2$/);
  });

  it("an empty or odd x-next-page falls back to the Link header", () => {
    const link = '<https://gitlab.test/api/v4/projects/42/releases?cursor=eyJpZCI6IjQyIn0>; rel="next"';
    const next = "https://gitlab.test/api/v4/projects/42/releases?cursor=eyJpZCI6IjQyIn0";
    expect(nextPageUrl(current, { "x-next-page": "", link })).toBe(next);
    expect(nextPageUrl(current, { "x-next-page": "2a", link })).toBe(next);
    expect(nextPageUrl(current, { "x-next-page": "a2", link })).toBe(next);
    expect(nextPageUrl(current, { link })).toBe(next);
  });

  it("the last page has neither", () => {
    expect(nextPageUrl(current, { "x-next-page": "" })).toBeUndefined();
    expect(nextPageUrl(current, {})).toBeUndefined();
    expect(
      nextPageUrl(current, { link: '<https://gitlab.test/api/v4/x?page=1>; rel="first"' }),
    ).toBeUndefined();
  });

  it("follows a next link only on the API's own origin (the token goes with it)", () => {
    expect(nextPageUrl(current, { link: '<https://evil.test/api/v4/x?page=2>; rel="next"' })).toBeUndefined();
    expect(
      nextPageUrl(current, { link: '<http://gitlab.test/api/v4/x?page=2>; rel="next"' }),
    ).toBeUndefined();
    expect(nextPageUrl(current, { link: '<https://gitlab.test:8443/api/v4/x>; rel="next"' })).toBeUndefined();
    expect(nextPageUrl(current, { link: '</api/v4/x?page=2>; rel="next"' })).toBe(
      "https://gitlab.test/api/v4/x?page=2",
    );
  });
});

describe("linkTo", () => {
  const header = [
    '<https://gitlab.test/api/v4/x?page=1>; rel="prev"',
    ' <https://gitlab.test/api/v4/x?page=3>; rel="next"',
    '<https://gitlab.test/api/v4/x?page=1>; rel="first"',
    "<https://gitlab.test/api/v4/x?page=9>; rel=last",
  ].join(",");

  it("finds each relation in GitLab's Link header", () => {
    expect(linkTo("next", header)).toBe("https://gitlab.test/api/v4/x?page=3");
    expect(linkTo("prev", header)).toBe("https://gitlab.test/api/v4/x?page=1");
    expect(linkTo("last", header)).toBe("https://gitlab.test/api/v4/x?page=9");
    expect(linkTo("self", header)).toBeUndefined();
  });

  it("reads relations listed together, any spacing and case of rel", () => {
    expect(linkTo("next", '<https://a.test/2>; title="x"; REL = "last next"')).toBe("https://a.test/2");
    expect(linkTo("last", '<https://a.test/2>;rel="last next"')).toBe("https://a.test/2");
    expect(linkTo("nex", '<https://a.test/2>; rel="next"')).toBeUndefined();
    expect(linkTo("next", '<https://a.test/2>; rel="nextpage"')).toBeUndefined();
  });

  it("skips parts that are no link, and a missing header", () => {
    expect(linkTo("next", 'garbage, x<https://a.test/1>; rel="next", <https://a.test/2>; rel="next"')).toBe(
      "https://a.test/2",
    );
    expect(linkTo("next", "<https://a.test/1>")).toBeUndefined();
    expect(linkTo("next", "")).toBeUndefined();
    expect(linkTo("next", undefined)).toBeUndefined();
  });
});
