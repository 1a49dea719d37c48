// Bundles the CLI into dist/ (one entry file; each command's heavy modules in chunks loaded on
// demand) and the GitHub Action into action/ (one self-contained file, committed).
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  legalComments: "none",
  define: { __RELEASER_VERSION__: JSON.stringify(pkg.version) },
  // Some CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));",
  },
  logLevel: "warning",
};

await build({
  ...common,
  entryPoints: { cli: "src/cli/main.ts" },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
  minifySyntax: true,
});

// The GitHub Action runs from a checkout of this repository with no install step: one file.
await build({
  ...common,
  entryPoints: { index: "src/action/main.ts" },
  outdir: "action",
  splitting: false,
  minifySyntax: true,
});
