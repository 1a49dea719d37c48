import { describe, expect, it } from "vitest";
import { MAX_BODY, renderPrBody } from "./pr-body.ts";

const input = { version: "1.5.0", tag: "v1.5.0", releaseBranch: "main" };

describe("renderPrBody", () => {
  it("is the changelog section and a footer on how the release proceeds", () => {
    expect(
      renderPrBody({ ...input, changelog: "## [1.5.0] - 2025-11-21\n\n### Features\n\n- Add x\n" }),
    ).toMatchInlineSnapshot(`
      "## [1.5.0] - 2025-11-21

      ### Features

      - Add x

      ---

      Merging this pull request releases **1.5.0**: \`releaser release\` then tags \`v1.5.0\`, creates the release and publishes the package.
      This branch is rewritten by \`releaser release-pr\` on every push to \`main\`; commits added to it by hand are replaced.
      "
    `);
  });

  it("escapes mentions that are not escaped yet", () => {
    expect(renderPrBody({ ...input, changelog: "- Thanks @octocat and `@done`" })).toContain(
      "- Thanks `@octocat` and `@done`",
    );
  });

  it("cuts a section too long for GitHub at an entry boundary, with a note", () => {
    const entries = Array.from({ length: 3000 }, (_, i) => `- Entry number ${i} with some words`);
    const changelog = `## [1.5.0] - 2025-11-21\n\n### Features\n\n${entries.join("\n")}\n`;
    const body = renderPrBody({ ...input, changelog });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
    expect(body.length).toBeGreaterThan(MAX_BODY - 200);
    const lines = body.split("\n");
    const cut = lines.indexOf(
      "_The changelog is cut here to fit GitHub's limit; CHANGELOG.md on this branch has all of it._",
    );
    expect(cut).toBeGreaterThan(0);
    expect(lines[cut - 2]).toMatch(/^- Entry number \d+ with some words$/);
    expect(body.endsWith("commits added to it by hand are replaced.\n")).toBe(true);
  });

  it("leaves a body of exactly the limit alone", () => {
    const footerless = renderPrBody({ ...input, changelog: "" });
    const fill = "x".repeat(MAX_BODY - footerless.length);
    const body = renderPrBody({ ...input, changelog: fill });
    expect(body.length).toBe(MAX_BODY);
    expect(body).not.toContain("cut here");
  });
});

describe("renderPrBody: cutting a section too long for GitHub", () => {
  const NOTE =
    "\n\n_The changelog is cut here to fit GitHub's limit; CHANGELOG.md on this branch has all of it._";
  const HEAD = "## [1.5.0] - 2025-11-21\n\n### Features\n\n";
  /** How many characters of a section fit before the note (measured on a section with no boundary). */
  const roomForSection = () => renderPrBody({ ...input, changelog: "x".repeat(MAX_BODY) }).indexOf(NOTE);

  it("cuts a section with no entry boundary at exactly the limit", () => {
    const room = roomForSection();
    const body = renderPrBody({ ...input, changelog: "x".repeat(MAX_BODY) });
    expect(body.length).toBe(MAX_BODY);
    expect(body.startsWith(`${"x".repeat(room)}${NOTE}\n\n---\n`)).toBe(true);
    // The footer ("\n\n" + footer + "\n") and the note are all that is added to the cut section.
    expect(room).toBe(MAX_BODY - renderPrBody({ ...input, changelog: "" }).length - NOTE.length);
  });

  it("cuts at the last entry that fits whole, even one ending right at the limit", () => {
    const room = roomForSection();
    // The third entry's "\n- " starts 2 characters before the limit: the cut keeps the second entry.
    const second = `- ${"b".repeat(room - 2 - HEAD.length - "- a\n".length - 2)}`;
    const changelog = `${HEAD}- a\n${second}\n- c${"c".repeat(100)}\n`;
    expect(changelog.indexOf("\n- c")).toBe(room - 2);
    const body = renderPrBody({ ...input, changelog });
    expect(body.startsWith(`${HEAD}- a\n${second}${NOTE}\n\n---\n`)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
  });

  it("cuts before a group heading, without the blank line above it", () => {
    const features = `${HEAD}- a\n`;
    const changelog = `${features}\n### Bug Fixes\n\n${"f".repeat(MAX_BODY)}\n`;
    const body = renderPrBody({ ...input, changelog });
    expect(body.startsWith(`${features.trimEnd()}${NOTE}\n\n---\n`)).toBe(true);
  });

  it("cuts at the limit, not to nothing, when the only boundary opens the section", () => {
    const room = roomForSection();
    const changelog = `\n- ${"y".repeat(MAX_BODY)}`;
    const body = renderPrBody({ ...input, changelog });
    expect(body.startsWith(`\n- ${"y".repeat(room - 3)}${NOTE}`)).toBe(true);
    expect(body.length).toBe(MAX_BODY);
  });
});
