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
  banner: { js: "import { createRequire as __releaserRequire } from 'node:module'; const require = __releaserRequire(import.meta.url);" },
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
