import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module without types
import { DOCS_COMMAND, generateDocs } from "../../scripts/docs.mjs";
import { describeConfigKeys } from "../../src/config/reference.ts";
import { ERROR_CATALOG } from "../../src/core/error-catalog.ts";

/**
 * docs/configuration.md and docs/troubleshooting.md are generated from the configuration schema,
 * its descriptions and the error catalogue (scripts/docs.mjs). The committed pages must be what
 * the generator makes of the sources as they are now: a key or an error code changed without
 * regenerating fails here.
 */
const ROOT = join(import.meta.dirname, "../..");
const pages: Record<string, string> = await generateDocs();

it("the committed generated pages match a fresh run of the generator", () => {
  expect(Object.keys(pages).sort()).toEqual(["docs/configuration.md", "docs/troubleshooting.md"]);
  for (const [path, fresh] of Object.entries(pages)) {
    let committed: string | undefined;
    try {
      committed = readFileSync(join(ROOT, path), "utf8");
    } catch {
      committed = undefined;
    }
    expect(committed, `${path} is stale: run ${DOCS_COMMAND} and commit it`).toBe(fresh);
  }
});

it("the configuration page has a section for every key, and the troubleshooting page for every code", () => {
  const configuration = pages["docs/configuration.md"] as string;
  for (const key of describeConfigKeys()) expect(configuration).toContain(`\n### \`${key.path}\`\n`);
  const troubleshooting = pages["docs/troubleshooting.md"] as string;
  for (const entry of ERROR_CATALOG) expect(troubleshooting).toContain(`\n## ${entry.code}\n`);
});

it("every link to a place on the page leads to one of its headings", () => {
  for (const [path, text] of Object.entries(pages)) {
    const anchors = new Set(
      [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading = ""]) =>
        heading
          .toLowerCase()
          .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
          .replace(/ /g, "-"),
      ),
    );
    const broken = [...text.matchAll(/\]\(#([^)]+)\)/g)]
      .map(([, anchor = ""]) => anchor)
      .filter((a) => !anchors.has(a));
    expect(broken, path).toEqual([]);
  }
});
