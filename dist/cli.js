#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  asksForVersion,
  versionText
} from "./chunks/chunk-CGWGWJJP.js";
import "./chunks/chunk-Z7FL2XP4.js";

// src/cli/main.ts
import module from "node:module";
import { homedir } from "node:os";

// src/runtime/compile-cache.ts
import { isAbsolute, join } from "node:path";
function compileCacheDirectory(env, home) {
  let xdg = env.XDG_CACHE_HOME;
  if (xdg !== void 0 && isAbsolute(xdg)) return join(xdg, "releaser", "compile-cache");
  if (!(home === void 0 || !isAbsolute(home)))
    return join(home, ".cache", "releaser", "compile-cache");
}
function enableCompileCache(moduleApi, env, home) {
  let api = moduleApi;
  if (typeof api.enableCompileCache != "function" || env.NODE_COMPILE_CACHE !== void 0 && env.NODE_COMPILE_CACHE !== "") return;
  let directory = compileCacheDirectory(env, home);
  if (directory !== void 0)
    try {
      return api.enableCompileCache(directory), directory;
    } catch {
      return;
    }
}

// src/cli/main.ts
process.on("SIGXFSZ", () => {
});
for (let stream of [process.stdout, process.stderr])
  stream.on("error", (error) => {
    if (error.code !== "EPIPE" && error.code !== "ENOSPC") throw error;
  });
var argv = process.argv.slice(2), versionAsked = asksForVersion(argv);
if (versionAsked)
  process.stdout.write(versionText(versionAsked.verbose, process, process.env));
else {
  let cwd = currentDirectory();
  enableCompileCache(module, process.env, homeOf());
  let { runCli } = await import("./chunks/run-SUFDT3MB.js");
  process.exitCode = await runCli(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd,
    isTTY: process.stdout.isTTY === !0,
    stderrIsTTY: process.stderr.isTTY === !0
  });
}
function homeOf() {
  try {
    return homedir();
  } catch {
    return;
  }
}
function currentDirectory() {
  try {
    return process.cwd();
  } catch {
    process.stderr.write(
      `error: the current directory no longer exists (deleted after the shell entered it); cd to your project again (releaser explain GIT_ERROR)
`
    ), process.exit(1);
  }
}
