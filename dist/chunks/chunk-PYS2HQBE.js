#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  remoteGitEnv
} from "./chunk-RW5IJL3G.js";
import {
  readRemoteTags,
  readRemoteUrl
} from "./chunk-J3B23ZFV.js";
import {
  runGit
} from "./chunk-6JZ5AH4L.js";

// src/git/fetch-tags.ts
var PER_FETCH = 200;
async function fetchMissingTags(cwd, remote, remoteTags, env) {
  let { stdout } = await runGit(["for-each-ref", "--format=%(refname:strip=2)", "refs/tags"], { cwd, env }), local = new Set(stdout.split(`
`).filter((name) => name !== "")), missing = [...remoteTags].filter(([name]) => !local.has(name));
  if (missing.length === 0) return [];
  let present = await commitsPresent(
    cwd,
    missing.map(([, commit]) => commit),
    env
  ), wanted = missing.filter(([, commit]) => present.has(commit)).map(([name]) => name);
  for (let i = 0; i < wanted.length; i += PER_FETCH) {
    let refspecs = wanted.slice(i, i + PER_FETCH).map((name) => `refs/tags/${name}:refs/tags/${name}`);
    await runGit(["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, ...refspecs], {
      cwd,
      env
    });
  }
  return wanted;
}
async function commitsPresent(cwd, commits, env) {
  let { stdout } = await runGit(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    cwd,
    env,
    input: `${commits.join(`
`)}
`
  }), present = /* @__PURE__ */ new Set();
  for (let line of stdout.split(`
`)) {
    let [name, type] = line.split(" ");
    type === "commit" && name !== void 0 && present.add(name);
  }
  return present;
}

// src/flows/shared/origin-tags.ts
var REMOTE = "origin", ORIGIN_TAGS_TIMEOUT_MS = 15e3;
function originTags(context) {
  let read, told = !1;
  return async (config, root) => {
    read ??= readOriginTags(context, config, root);
    let found = await read;
    return told ? { names: found.names } : (told = !0, found);
  };
}
async function readOriginTags(context, config, root) {
  if (await readRemoteUrl(root, REMOTE, context.env) === void 0) return { names: [] };
  let tags, env = await remoteGitEnv(root, config, context.env);
  try {
    tags = await readRemoteTags(root, REMOTE, env, ORIGIN_TAGS_TIMEOUT_MS);
  } catch (error) {
    return {
      names: [],
      warning: `origin's tags were not read, so a version tagged only there is not seen here (\`git fetch --tags\` brings them; release-pr and release ask origin again): ${reasonOf(error)}`
    };
  }
  let names = [...tags.keys()];
  try {
    let fetched = await fetchMissingTags(root, REMOTE, tags, env);
    return fetched.length === 0 ? { names } : { names, fetched };
  } catch (error) {
    return {
      names,
      warning: `origin has tags this clone lacks and they could not be fetched, so a release tagged since the last fetch may be planned again; run \`git fetch --tags\`: ${reasonOf(error)}`
    };
  }
}
function reasonOf(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  fetchMissingTags,
  originTags
};
