// esbuild options for the two bundles, shared by scripts/build.mjs and the staleness test of the
// committed Action bundle. Paths are absolute so the options work from any cwd.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));

// CommonJS dependencies inside an ESM bundle may call require() or read __filename.
const shims =
  "import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));";

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  legalComments: "none",
  minifySyntax: true,
  define: { __RELEASER_VERSION__: JSON.stringify(pkg.version) },
  logLevel: "warning",
};

/**
 * The CLI (one small entry file; each command's heavy modules in chunks loaded on demand) and the
 * library entry dist/index.js (the error classes and the pure core).
 */
export const cliOptions = {
  ...common,
  entryPoints: { cli: "src/cli/main.ts", index: "src/index.ts" },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  banner: { js: `#!/usr/bin/env node\n${shims}` },
};

/** The GitHub Action: one self-contained file, committed, run with no install step. */
export const actionOptions = {
  ...common,
  entryPoints: { index: "src/action/main.ts" },
  outdir: "action",
  splitting: false,
  banner: { js: shims },
};
