// Builds dist/cli.js (and its chunks) and the committed Action bundle action/index.js.
// `--cli` builds the CLI only (the test run uses it, so the committed bundle stays as committed).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { actionOptions, cliOptions } from "./build-options.mjs";

// Chunk names carry content hashes: start from an empty dist/ so no stale chunk is shipped.
rmSync(join(cliOptions.absWorkingDir, cliOptions.outdir), { recursive: true, force: true });
await build(cliOptions);
if (!process.argv.includes("--cli")) await build(actionOptions);
