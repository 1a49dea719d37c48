import { isAbsolute, join } from "node:path";

/** The part of `node:module` this uses: `enableCompileCache` is Node.js 22.1 and later. */
interface ModuleApi {
  enableCompileCache?: (directory?: string) => unknown;
}

/**
 * Where V8 keeps the compiled code of releaser's modules between runs: the user's own cache
 * folder (`$XDG_CACHE_HOME/releaser/compile-cache`, else `~/.cache/releaser/compile-cache`),
 * never the shared temporary folder Node.js picks by default, where another user of the machine
 * could leave compiled code for releaser to run. Undefined when there is no home to put it in.
 */
export function compileCacheDirectory(env: NodeJS.ProcessEnv, home: string | undefined): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, "releaser", "compile-cache");
  if (home === undefined || !isAbsolute(home)) return undefined;
  return join(home, ".cache", "releaser", "compile-cache");
}

/**
 * Turns on Node.js's compile cache for the modules loaded from here on (issue 45: compiling the
 * code a command loads is most of its start-up). Node.js 20 has none (nothing happens); on 22.1 and
 * later the second run of a command skips most of the compiling. Node.js's own switches stand:
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off, `NODE_COMPILE_CACHE` names another folder.
 * Never fails a run: a cache that cannot be written only costs the time it would have saved.
 */
export function enableCompileCache(
  moduleApi: object,
  env: NodeJS.ProcessEnv,
  home: string | undefined,
): string | undefined {
  const api = moduleApi as ModuleApi;
  if (typeof api.enableCompileCache !== "function") return undefined;
  if (env.NODE_COMPILE_CACHE !== undefined && env.NODE_COMPILE_CACHE !== "") return undefined;
  const directory = compileCacheDirectory(env, home);
  if (directory === undefined) return undefined;
  try {
    api.enableCompileCache(directory);
    return directory;
  } catch {
    return undefined;
  }
}
