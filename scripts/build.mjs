// Builds dist/cli.js (and its chunks) and the committed Action bundle action/index.js.
// `--cli` builds the CLI only (the test run uses it, so the committed bundle stays as committed).
import { build } from "esbuild";
import { actionOptions, cliOptions } from "./build-options.mjs";

await build(cliOptions);
if (!process.argv.includes("--cli")) await build(actionOptions);
