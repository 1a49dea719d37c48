import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module without types
import { actionOptions } from "../../scripts/build-options.mjs";

/**
 * The action runs from a checkout of this repository with no install step, so action/index.js is
 * committed. The test run builds only the CLI (`build.mjs --cli`), so the file compared here is the
 * committed one, and it must equal a fresh build of the current sources.
 */
const ROOT = join(import.meta.dirname, "../..");

it("the committed action/index.js matches a fresh build", async () => {
  const result = await build({ ...actionOptions, write: false });
  const fresh = (result.outputFiles ?? []).find((f) => f.path.endsWith("index.js"));
  expect(fresh).toBeDefined();
  let committed: Buffer;
  try {
    committed = readFileSync(join(ROOT, "action/index.js"));
  } catch {
    throw new Error("action/index.js is missing: run npm run bundle and commit it");
  }
  if (!Buffer.from(fresh?.contents ?? []).equals(committed)) {
    throw new Error("action/index.js is stale: run npm run bundle and commit it");
  }
});
