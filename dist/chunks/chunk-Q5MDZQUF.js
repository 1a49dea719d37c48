#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  remoteGitEnv
} from "./chunk-ISFANUCL.js";
import {
  readRemoteTagNames,
  readRemoteUrl
} from "./chunk-TK5OC2MN.js";

// src/flows/shared/origin-tags.ts
var REMOTE = "origin", ORIGIN_TAGS_TIMEOUT_MS = 15e3;
function originTags(context) {
  let read, told = !1;
  return async (config, root) => {
    read ??= readOriginTags(context, config, root);
    let found = await read;
    return found.warning === void 0 || told ? { names: found.names } : (told = !0, found);
  };
}
async function readOriginTags(context, config, root) {
  if (await readRemoteUrl(root, REMOTE, context.env) === void 0) return { names: [] };
  try {
    let env = await remoteGitEnv(root, config, context.env);
    return { names: await readRemoteTagNames(root, REMOTE, env, ORIGIN_TAGS_TIMEOUT_MS) };
  } catch (error) {
    let reason = error instanceof Error ? error.message : String(error);
    return {
      names: [],
      warning: `origin's tags were not read, so a version tagged only there is not seen here (\`git fetch --tags\` brings them; release-pr and release ask origin again): ${reason}`
    };
  }
}

export {
  originTags
};
