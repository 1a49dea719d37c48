// `npm run replay -- MIRROR...`: replays real projects' last releases with the built CLI and scores
// releaser on each (test/replay/main.ts; docs/replay.md). The harness is TypeScript: it is bundled
// here into the repository's node_modules cache and run.
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "node_modules/.cache/releaser-replay");
const outfile = join(outdir, `replay-${process.pid}.mjs`);
mkdirSync(outdir, { recursive: true });
try {
  await build({
    entryPoints: [join(root, "test/replay/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    define: { "import.meta.dirname": JSON.stringify(join(root, "test/replay")) },
  });
  // The bundle goes however the run ends (an interrupted run exits from its signal handler).
  process.on("exit", () => rmSync(outfile, { force: true }));
  const { main, ReplayInputError } = await import(pathToFileURL(outfile).href);
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReplayInputError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    process.exitCode = error.exitCode;
  }
} finally {
  rmSync(outfile, { force: true });
}
