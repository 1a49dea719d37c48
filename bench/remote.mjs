// The remote commands' world, on loopback: the test suite's stand-ins (test/stand-ins/*.ts, bundled
// with esbuild as scripts/demo.mjs does) for GitHub's API, the git remote (smart HTTP over bare
// repositories) and the package index, living in the bench's own process. For each generated
// repository, two clones whose `origin` is a bare copy on the git stand-in:
//   - "main": HEAD as generated (what `release-pr` sees on a push to main, and `release` when
//     nothing is pending);
//   - "merged": one more commit, the release commit of the expected next version, as after the
//     release pull request is merged (what `release` then releases).
// The GitHub stand-in holds one release per version tag of the repository. Each stand-in logs
// every request it gets: the bench counts them per run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..");
const WORK = join(HERE, ".work", "remote");
const TOKEN = "ghs_benchTokenNeverSentAnywhereElse0001";
const PYPI_TOKEN = "pypi-benchTokenNeverUsedForAnUpload0002";
const IDENTITY = ["-c", "user.name=Bench", "-c", "user.email=bench@example.org"];

async function loadStandIns() {
  mkdirSync(WORK, { recursive: true });
  const entry = join(WORK, "stand-ins-entry.mjs");
  const outfile = join(WORK, "stand-ins.mjs");
  writeFileSync(
    entry,
    ["github-api", "git-remote", "package-index"]
      .map((name) => `export * from ${JSON.stringify(join(ROOT, "test", "stand-ins", `${name}.ts`))};`)
      .join("\n"),
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "error",
    // CommonJS dependencies (yaml, for the git-data stand-in) require node's modules: give the
    // ESM bundle a require of its own.
    banner: {
      js: 'import { createRequire as __benchRequire } from "node:module"; const require = __benchRequire(import.meta.url);',
    },
  });
  return import(pathToFileURL(outfile).href);
}

function git(cwd, args, env = {}) {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    env: { ...process.env, ...env },
  }).trim();
}
function onPath(name) {
  return (process.env.PATH ?? "").split(delimiter).some((d) => d && existsSync(join(d, name)));
}

// A request as the table shows it: method, path without the repository's own prefix, query.
function describe(request) {
  const path = request.path
    .replace(/^\/api\/v3\/repos\/[^/]+\/[^/]+/, "/repos/{owner}/{repo}")
    .replace(/^\/(main|merged)\/[^/]+\/[^/]+\.git/, "{repo}.git")
    .replace(/\/releases\/tags\/[^/]+$/, "/releases/tags/{tag}");
  const query = Object.entries(request.query)
    .filter(([k]) => k !== "page")
    .map(([k, v]) => `${k}=${k === "head" ? "{owner}:{branch}" : v}`)
    .join("&");
  return `${request.method} ${path}${query ? `?${query}` : ""}`;
}

// Starts the stand-ins. Returns { prepare(repo, key, nextVersion, states?), close() }.
export async function startRemotes(log = () => {}) {
  const { startGitHubStandIn, startGitRemoteStandIn, startPackageIndexStandIn } = await loadStandIns();
  const gitRemote = await startGitRemoteStandIn({ token: TOKEN });
  const index = await startPackageIndexStandIn({ token: PYPI_TOKEN });
  const githubs = [];
  const publishable = onPath("python3") && onPath("twine");
  if (!publishable) log("python3 or twine not on PATH: `release --dry-run` runs with --skip-publish");

  // The clones and stand-in state for one repository; `key` names it (1000, branches, ...);
  // `states`: which of the two clones to make.
  async function prepare(repo, key, next, states = ["main", "merged"]) {
    const name = `widgets-${key}`;
    const github = await startGitHubStandIn({ token: TOKEN, owner: "acme", repo: name });
    githubs.push(github);
    const versions = git(repo.dir, ["tag", "--list", "v[0-9]*", "--sort=v:refname"]).split("\n");
    for (const [i, tag] of versions.filter(Boolean).entries()) {
      const id = 100_000 + i;
      const origin = github.url.replace(/\/api\/v3$/, "");
      github.releases.push({
        id,
        tag_name: tag,
        target_commitish: "main",
        name: tag,
        body: `Release ${tag.slice(1)}`,
        draft: false,
        prerelease: /[a-z]\d+$/.test(tag),
        make_latest: "true",
        html_url: `${origin}/acme/${name}/releases/tag/${tag}`,
        url: `${github.url}/repos/acme/${name}/releases/${id}`,
        upload_url: `${origin}/uploads/repos/acme/${name}/releases/${id}/assets{?name,label}`,
        assets: [],
      });
    }
    const dirs = {};
    for (const state of states) {
      const clone = join(WORK, String(key), state);
      rmSync(clone, { recursive: true, force: true });
      mkdirSync(dirname(clone), { recursive: true });
      // --shared: the objects stay the generated repository's (alternates), nothing is copied.
      git(WORK, ["clone", "-q", "--shared", repo.dir, clone]);
      git(clone, ["config", "user.name", "Bench"]);
      git(clone, ["config", "user.email", "bench@example.org"]);
      if (state === "merged") releaseCommit(clone, next, index.uploadUrl, publishable);
      const bare = join(gitRemote.root, state, "acme", `${name}.git`);
      mkdirSync(dirname(bare), { recursive: true });
      git(WORK, ["clone", "-q", "--bare", "--shared", clone, bare]);
      git(clone, ["remote", "set-url", "origin", gitRemote.repoUrl(`${state}/acme/${name}`)]);
      dirs[state] = clone;
    }
    const logs = { api: github.requests, git: gitRemote.requests, index: index.requests };
    const origin = new URL(gitRemote.repoUrl("x")).origin;
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString("base64");
    return {
      dirs,
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url, PYPI_TOKEN },
      // For a git run by hand against the stand-in (the bench's context rows): the token as releaser sends it.
      gitAuth: {
        GIT_CONFIG_COUNT: "1",
        GIT_CONFIG_KEY_0: `http.${origin}/.extraheader`,
        GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
      },
      releases: github.releases.length,
      skipPublish: !publishable,
      // Call before a run; the function it returns gives that run's requests by stand-in.
      watch() {
        const at = Object.fromEntries(Object.entries(logs).map(([k, l]) => [k, l.length]));
        return () =>
          Object.fromEntries(Object.entries(logs).map(([k, l]) => [k, l.slice(at[k]).map(describe)]));
      },
      // What a dry run must not have done: any write to the API, a push, an upload.
      writes: () => [
        ...github.writes().map(describe),
        ...gitRemote.requests
          .filter((r) => /receive-pack/.test(`${r.path}?${r.query.service}`))
          .map(describe),
        ...index.uploads().map(describe),
      ],
    };
  }
  return {
    prepare,
    close: async () => {
      for (const s of [...githubs, gitRemote, index]) await s.close().catch(() => {});
    },
  };
}

// The release commit of `next` on HEAD, as the release pull request makes it: the version in
// pyproject.toml and __init__.py, a CHANGELOG.md section; plus the publishing settings that send
// the upload to the package-index stand-in (build_command: Debian's python3 -m build, twine).
function releaseCommit(clone, next, uploadUrl, publishable) {
  const edit = (path, change) =>
    writeFileSync(join(clone, path), change(readFileSync(join(clone, path), "utf8")));
  edit("pyproject.toml", (text) => {
    const bumped = text.replace(/^version = "[^"]*"$/m, `version = "${next}"`);
    if (!publishable) return bumped;
    return `${bumped}\n[tool.releaser.publish]\ntool = "twine"\nrepository_url = "${uploadUrl}"\nbuild_command = ["python3", "-m", "build", "--no-isolation", "--outdir", "dist"]\n`;
  });
  edit("src/acme_widgets/__init__.py", (text) =>
    text.replace(/__version__ = "[^"]*"/, `__version__ = "${next}"`),
  );
  edit("CHANGELOG.md", (text) =>
    text.replace(
      /^# Changelog\n\n?/,
      `# Changelog\n\n## [${next}] - 2025-11-21\n\n### Features\n\n- Everything since the last release\n\n`,
    ),
  );
  const date = "1763683200 +0000";
  git(clone, [...IDENTITY, "commit", "-q", "-a", "-m", `chore(release): ${next}`], {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
}
