// The release-branch history: a repository like a large project that backports fixes.
// Deterministic (seeded PRNG, one `git fast-import` stream), about 15,000 commits and 700 tags:
//   - main: releases 0.1 to 3.4 with rc tags and, up to 1.12, patch releases tagged on main too
//     (about 200 tags), then about 1,000 commits since v3.4.0, the newest release main has;
//   - maintenance branches `1.x` (from the last 1.12 patch) and `X.Y.x` (from each X.Y.0 from 2.0
//     on): backports (cherry-picks: the same message as the fix on main) and patch releases,
//     tagged on the branch (about 500 tags); no branch is merged back, so none of their tags is
//     an ancestor of main, and the newest tags by date and by version (v3.4.N) are theirs;
//   - two tags that are no version at all (`pre-rewrite`, `sprint-42`, the latter after v3.4.0).
// The base is the newest patch release of `3.4.x` (DESIGN 4, release branches): the branch is cut
// at v3.4.0, main's newest release, so its releases are the project's newest, and the range is the
// 1,000 main commits since the fork. The backports change other files than the fixes on main, so
// none of them counts as a cherry-pick. The generator knows what it made after v3.4.0 on main; the
// bench still finds the base tag with git itself (run.mjs), and the generator checks that git
// agrees with it.
//   node bench/generate-branches.mjs   generates (or reuses) and prints the metadata
import { fileURLToPath } from "node:url";
import { cap, expectedAnswer, MOD, version } from "./corpus.mjs";
import { cachedRepo, data, fastImport, Generator } from "./generate.mjs";

export const BRANCHES_GENERATOR_VERSION = 2;
export const BRANCHES_NAME = "branches";
const FORK = "3.4.0"; // main's newest release, where the branch 3.4.x is cut
const SINCE_BASE = 1000; // commits on main after v3.4.0
const CHUNK = 20; // main commits between two rounds of backports on the maintenance branches
const DAY = 86_400;

class BranchGenerator extends Generator {
  constructor(seed, out) {
    super(seed, out);
    this.time = 1_262_304_000; // 2010-01-01
    this.branches = []; // { name, line: [major, minor], patch, tip, changelog, queue, unreleased, active }
    this.tags = { main: 0, branch: 0, other: 0 };
  }
  // Every commit names its parent (`from`): the stream switches between branches all the time.
  commit(msg, files, parents) {
    this.branchTip = 0;
    return super.commit(msg, files, parents);
  }
  section(v, kind) {
    const date = new Date(this.time * 1000).toISOString().slice(0, 10);
    return `## [${v}] - ${date}\n\n### ${kind}\n\n- ${cap(this.description())}\n`;
  }
  // A release commit (version files and CHANGELOG.md) on `ref` after `parent`, and its annotated tag.
  releaseCommit(v, ref, parent, changelog) {
    const f = version(v);
    const files = [
      ["pyproject.toml", f.pyproject],
      [`src/${MOD}/__init__.py`, f.init],
      ["CHANGELOG.md", `# Changelog\n\n${changelog.join("\n")}`],
    ];
    this.ref = ref;
    const mark = this.commit(`chore(release): ${v}\n`, files, [parent]);
    this.ref = "refs/heads/main";
    this.out(
      `tag v${v}\nfrom :${mark}\ntagger Release Bot <bot@example.org> ${this.time + 60} +0000\n${data(`Release ${v}\n`)}`,
    );
    return mark;
  }
  releaseMain(v) {
    this.changelog.unshift(this.section(v, /rc\d+$/.test(v) ? "Features" : "Bug Fixes"));
    const mark = this.releaseCommit(v, "refs/heads/main", this.tip, this.changelog);
    this.mainline(mark);
    this.tags.main++;
    return mark;
  }
  fork(name, line, patch, at) {
    this.branches.push({
      name,
      line,
      patch,
      tip: at,
      changelog: [...this.changelog],
      queue: [],
      unreleased: 0,
      active: true,
    });
  }
  releaseBranch(b) {
    const v = `${b.line[0]}.${b.line[1]}.${++b.patch}`;
    b.changelog.unshift(this.section(v, "Bug Fixes"));
    b.tip = this.releaseCommit(v, `refs/heads/${b.name}`, b.tip, b.changelog);
    b.unreleased = 0;
    this.tags.branch++;
  }
  // The active branches, newest first, with how often a fix is backported to each and how
  // likely a round ends with a patch release.
  active() {
    const lines = this.branches.filter((b) => b.active && b.name !== "1.x").reverse();
    const lts = this.branches.filter((b) => b.name === "1.x");
    return [
      ...lines.map((b, i) => ({ b, backport: [0.3, 0.12, 0.06][i] ?? 0, release: i === 0 ? 0.8 : 0.6 })),
      ...lts.map((b) => ({ b, backport: 0.08, release: 0.5 })),
    ];
  }
  // `n` commits on main (pull requests included); fixes are queued for backport. Returns the messages.
  mainChunk(n) {
    const msgs = this.history(n);
    for (const m of msgs) {
      if (m.type !== "fix" || m.breaking) continue;
      for (const { b, backport } of this.active()) if (this.rand() < backport) b.queue.push(m);
    }
    this.time += DAY + this.int(3 * DAY);
    return msgs;
  }
  // Each active branch gets up to three of its queued backports, and maybe a patch release.
  round(final = false) {
    for (const { b, release } of this.active()) {
      for (const m of b.queue.splice(0, 3)) {
        this.ref = `refs/heads/${b.name}`;
        b.tip = this.commit(m.text, [this.change(m.type)], [b.tip]);
        this.ref = "refs/heads/main";
        b.unreleased++;
      }
      if (b.unreleased > 0 && (final || this.rand() < release)) this.releaseBranch(b);
    }
  }
  // Main commits in chunks, each followed by a round on the branches; returns the messages.
  develop(n) {
    const msgs = [];
    while (msgs.length < n) {
      msgs.push(...this.mainChunk(Math.min(CHUNK, n - msgs.length)));
      this.round();
    }
    return msgs;
  }
  tagHere(name) {
    this.out(`reset refs/tags/${name}\nfrom :${this.tip}\n\n`);
    this.tags.other++;
  }
}

async function generate(dir) {
  const { git, out, flush, end } = fastImport(dir);
  const gen = new BranchGenerator(0xb4a9c4, out);
  gen.initial();
  // 0.1 to 1.12: rc tags from 0.5 on, patch releases tagged on main.
  let lastPatch = 0;
  for (const [major, minors, length, rcFrom, patches] of [
    [0, 9, 200, 5, [2, 4]],
    [1, 13, 230, 0, [5, 6]],
  ]) {
    for (let minor = major === 0 ? 1 : 0; minor < (major === 0 ? 1 : 0) + minors; minor++) {
      if (minor >= rcFrom) {
        gen.develop(Math.round(length * 0.85));
        gen.releaseMain(`${major}.${minor}.0rc1`);
        gen.develop(Math.round(length * 0.15));
      } else gen.develop(length);
      gen.releaseMain(`${major}.${minor}.0`);
      const count = patches[0] + gen.int(patches[1]);
      for (let p = 1; p <= count; p++) {
        gen.develop(15 + gen.int(20));
        lastPatch = gen.releaseMain(`${major}.${minor}.${p}`);
        if (major === 1 && minor === 12) gen.lastPatchVersion = p;
      }
      if (major === 1 && minor === 6) gen.tagHere("pre-rewrite");
      await flush();
    }
  }
  // 2.0 to 3.4: rc1, rc2 and the final on main; each X.Y.x branch forks from its X.Y.0.
  const lines = [...Array(10).keys()].map((m) => [2, m]).concat([...Array(5).keys()].map((m) => [3, m]));
  for (const [major, minor] of lines) {
    gen.develop(255);
    gen.releaseMain(`${major}.${minor}.0rc1`);
    gen.develop(30);
    gen.releaseMain(`${major}.${minor}.0rc2`);
    gen.develop(15);
    const final = gen.releaseMain(`${major}.${minor}.0`);
    if (major === 2 && minor === 0) gen.fork("1.x", [1, 12], gen.lastPatchVersion, lastPatch);
    for (const b of gen.branches.filter((x) => x.name !== "1.x").slice(0, -2)) b.active = false;
    gen.fork(`${major}.${minor}.x`, [major, minor], 0, final);
    await flush();
  }
  // Since v3.4.0: what releaser must read; the rounds go on, and a last one comes after HEAD.
  gen.recent = [gen.tip];
  const msgs = gen.develop(Math.round(SINCE_BASE * 0.6));
  gen.tagHere("sprint-42");
  msgs.push(...gen.develop(SINCE_BASE - msgs.length));
  for (const { b } of gen.active())
    if (b.unreleased === 0) b.queue.push(msgs.findLast((m) => m.type === "fix"));
  gen.time += DAY;
  gen.round(true);
  await end();

  const tags = git("tag").trim().split("\n");
  const newest = tags.filter((t) => /^v\d+\.\d+\.\d+$/.test(t)).sort((a, b) => compareFinal(b, a))[0];
  if (!newest.startsWith(`v${FORK.slice(0, -1)}`))
    throw new Error(
      `generator bug: the newest release is ${newest}, not one of the branch ${FORK.slice(0, -2)}.x`,
    );
  const base = newest.slice(1);
  const expected = expectedAnswer(msgs, base);
  const counted = Number(git("rev-list", "--count", `${newest}..HEAD`).trim());
  if (counted !== SINCE_BASE || expected.total !== SINCE_BASE)
    throw new Error(`generator bug: ${counted} commits since ${newest}, wanted ${SINCE_BASE}`);
  const found = baseTag(git);
  if (found !== newest)
    throw new Error(`generator bug: git finds ${found} as the base tag, wanted ${newest}`);
  return {
    generator: BRANCHES_GENERATOR_VERSION,
    name: BRANCHES_NAME,
    size: SINCE_BASE,
    commits: Number(git("rev-list", "--count", "--all").trim()),
    tags: tags.length,
    tags_on_main: git("tag", "--merged", "HEAD").trim().split("\n").length,
    branches: gen.branches.map((b) => b.name),
    newest_by_date: git(
      "for-each-ref",
      "--sort=-taggerdate",
      "--count=1",
      "--format=%(refname:strip=2)",
      "refs/tags",
    ).trim(),
    newest_by_version: newest,
    tag: newest,
    fork_tag: `v${FORK}`,
    base_version: base,
    head: git("rev-parse", "HEAD").trim(),
    expected,
  };
}

// The base tag as git sees it (DESIGN 4): the newest final release `v{version}` that is an
// ancestor of HEAD, unless the newest final release of all is on a branch cut from HEAD's line at
// or after that one (its merge base with HEAD descends from it), which then is the base. Also what
// the bench checks releaser against.
export function baseTag(git) {
  const release = (t) => /^v\d+\.\d+\.\d+$/.test(t);
  const byVersion = (...args) =>
    git("tag", ...args, "--sort=-v:refname")
      .trim()
      .split("\n")
      .find(release);
  const merged = byVersion("--merged", "HEAD");
  const best = byVersion();
  if (best === undefined || best === merged) return merged;
  const ahead = Number(git("rev-list", "--count", `${best}..HEAD`).trim());
  const fork = git("merge-base", best, "HEAD").trim();
  return ahead > 0 && (merged === undefined || isAncestor(git, merged, fork)) ? best : merged;
}
function isAncestor(git, a, b) {
  try {
    git("merge-base", "--is-ancestor", a, b);
    return true;
  } catch {
    return false;
  }
}
function compareFinal(a, b) {
  const [x, y] = [a, b].map((t) => t.slice(1).split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

// Returns { dir, meta } of the release-branch history, generating it unless cached.
export function ensureBranchesRepo(log = () => {}) {
  return cachedRepo(BRANCHES_NAME, BRANCHES_GENERATOR_VERSION, generate, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, meta } = await ensureBranchesRepo((s) => console.error(s));
  console.log(JSON.stringify({ dir, ...meta }, null, 2));
}
