// Builds dist/cli.js (and its chunks) and the committed Action bundle action/index.js.
// `--cli` builds the CLI only (the test run uses it, so the committed bundle stays as committed).
//
// The CLI is built into a staging folder and moved into dist/ chunks first, entry files last (each
// by an atomic rename), so a test that runs dist/cli.js while another build is under way (several
// engineers, or vitest's forks, in one tree) never finds a missing file. Chunk names carry content
// hashes: chunks no longer produced are removed once they are a few minutes old (a process started
// before this build may still load them); `--clean` removes them at once (before committing dist/).
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { actionOptions, cliOptions } from "./build-options.mjs";

const dist = join(cliOptions.absWorkingDir, cliOptions.outdir);
const staging = join(cliOptions.absWorkingDir, ".tmp", `dist-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
try {
  await build({ ...cliOptions, outdir: staging });
  mkdirSync(join(dist, "chunks"), { recursive: true });
  const chunks = readdirSync(join(staging, "chunks"));
  for (const name of chunks) renameSync(join(staging, "chunks", name), join(dist, "chunks", name));
  for (const name of readdirSync(staging)) {
    if (name !== "chunks") renameSync(join(staging, name), join(dist, name));
  }
  const fresh = new Set(chunks);
  const clean = process.argv.includes("--clean") || process.env.CI !== undefined;
  const cutoff = Date.now() - 5 * 60_000;
  for (const name of readdirSync(join(dist, "chunks"))) {
    const path = join(dist, "chunks", name);
    if (!fresh.has(name) && (clean || statSync(path).mtimeMs < cutoff)) rmSync(path, { force: true });
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
if (!process.argv.includes("--cli")) await build(actionOptions);
