// Deterministic generator of Python repositories for the benchmark.
// One `git fast-import` process per repository, fed a stream; a seeded PRNG (no Math.random).
// Layout: 20,000 older commits (with older releases) ending in the release commit tagged v1.4.2,
// then N commits since the tag. The generator also knows the expected answer for the range.
// The small project (ensureSmallRepo) has the same layout on a short history: 60 older commits,
// three releases, 5 commits since v1.4.2. The release-branch history is generate-branches.mjs.
//   node bench/generate.mjs [1000 10000 ... small uv-lock]   generates (or reuses) and prints the metadata
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  AUTHORS,
  BASE_VERSION,
  cap,
  expectedAnswer,
  Messages,
  MOD,
  PKG,
  RELEASES,
  SCOPES,
  TAG,
  uvLock,
  version,
} from "./corpus.mjs";

export { TAG };

export const GENERATOR_VERSION = 4;
export const OLDER_COMMITS = 20_000;
const SHAPE = { older: OLDER_COMMITS, releases: RELEASES };
export const SMALL = { name: "small", size: 5, older: 60, releases: ["1.4.0", "1.4.1", "1.4.2"] };
// A project with a uv.lock of 400 packages (its own entry among them), on the small project's history.
export const LOCKED = { ...SMALL, name: "uv-lock", size: 50, lock: 400 };
const HERE = dirname(fileURLToPath(import.meta.url));
export const REPOS_DIR = join(HERE, ".work", "repos");

const FILES = {
  feat: (r) => `src/${MOD}/mod_${r(24)}.py`,
  fix: (r) => `src/${MOD}/mod_${r(24)}.py`,
  perf: (r) => `src/${MOD}/mod_${r(24)}.py`,
  refactor: (r) => `src/${MOD}/mod_${r(24)}.py`,
  style: (r) => `src/${MOD}/mod_${r(24)}.py`,
  docs: (r) => `docs/page_${r(8)}.md`,
  test: (r) => `tests/test_mod_${r(24)}.py`,
  ci: (r) => `.github/workflows/ci_${r(3)}.yml`,
  build: () => "requirements-dev.txt",
  chore: (r) => `scripts/task_${r(4)}.py`,
  other: () => "README.md",
};

export class Generator extends Messages {
  constructor(seed, out, releases = RELEASES) {
    super(seed);
    this.out = out; // function(string)
    this.ref = "refs/heads/main"; // the branch the next commit goes to
    this.releases = releases;
    this.mark = 0;
    this.branchTip = 0; // what fast-import considers the tip of refs/heads/main
    this.tip = 0; // first parent of the next mainline commit
    this.recent = []; // recent mainline marks (fork points of topic branches)
    this.time = 1_420_070_400; // 2015-01-01
    this.pr = 100;
    this.changelog = [];
    this.lock = 0; // packages in uv.lock (0: the project has none)
  }
  lockFile(v) {
    return this.lock ? [["uv.lock", uvLock(v, this.lock)]] : [];
  }
  commit(msg, files, parents) {
    const mark = ++this.mark;
    const [name, email] = this.pick(AUTHORS);
    this.time += 60 + this.int(1800);
    let s = `commit ${this.ref}\nmark :${mark}\nauthor ${name} <${email}> ${this.time} +0000\n`;
    s += `committer ${name} <${email}> ${this.time + this.int(600)} +0000\n${data(msg)}`;
    if (parents.length && parents[0] !== this.branchTip) s += `from :${parents[0]}\n`;
    for (const p of parents.slice(1)) s += `merge :${p}\n`;
    for (const [path, content] of files)
      s += content === null ? `D ${path}\n` : `M 100644 inline ${path}\n${data(content)}`; // null: deleted
    this.out(`${s}\n`);
    this.branchTip = mark;
    return mark;
  }
  change(type) {
    const path = (FILES[type] ?? FILES.other)((n) => this.int(n));
    return [path, `# ${path}\nREVISION = ${this.mark + 1}\nSALT = ${this.int(1e9)}\n`];
  }
  mainline(mark) {
    this.tip = mark;
    this.recent.push(mark);
    if (this.recent.length > 6) this.recent.shift();
  }
  // Emits commits until `count` are made; returns the list of messages (for the expected answer).
  history(count, forced = new Map()) {
    const made = [];
    while (made.length < count) {
      const at = made.length;
      const forcedKind = forced.get(at);
      const clear = [0, 1, 2, 3].every((i) => !forced.has(at + i));
      if (clear && count - at >= 4 && this.int(100) < 3) {
        made.push(...this.pullRequest());
        continue;
      }
      const msg = this.message(forcedKind);
      this.mainline(this.commit(msg.text, [this.change(msg.type)], [this.tip]));
      made.push(msg);
    }
    return made;
  }
  // A topic branch of 1-2 commits forked a few commits back, merged with a GitHub merge subject.
  pullRequest() {
    const fork = this.recent.length ? this.pick(this.recent) : this.tip;
    const side = [this.message(), ...(this.int(3) === 0 ? [this.message()] : [])];
    let parent = fork;
    const changes = [];
    for (const msg of side) {
      const ch = this.change(msg.type);
      changes.push(ch);
      parent = this.commit(msg.text, [ch], [parent]);
    }
    const user = this.pick(["octocat", "zoe-z", "jmuller", "priya-r", "dependabot"]);
    const subject =
      this.int(5) === 0
        ? `Merge branch '${this.pick(SCOPES)}-rework'`
        : `Merge pull request #${++this.pr} from ${user}/${this.pick(SCOPES)}-${this.int(900)}`;
    const text = `${subject}\n\n${side[0].subject}\n`;
    this.mainline(this.commit(text, changes, [this.tip, parent]));
    return [...side, { text, subject, conventional: false, breaking: false, type: null }];
  }
  release() {
    const v = this.releases[this.changelog.length];
    const date = new Date(this.time * 1000).toISOString().slice(0, 10);
    this.changelog.unshift(
      `## [${v}] - ${date}\n\n### Features\n\n- ${cap(this.description())}\n\n### Bug Fixes\n\n- ${cap(this.description())}\n`,
    );
    const f = version(v);
    const files = [
      ["pyproject.toml", f.pyproject],
      [`src/${MOD}/__init__.py`, f.init],
      ["CHANGELOG.md", `# Changelog\n\n${this.changelog.join("\n")}`],
      ...this.lockFile(v),
    ];
    const subject = `chore(release): ${v}`;
    const mark = this.commit(`${subject}\n`, files, [this.tip]);
    this.mainline(mark);
    if (v === "1.4.0") this.out(`reset refs/tags/v1.4.0rc1\nfrom :${this.recent.at(-3)}\n\n`);
    this.out(
      `tag v${v}\nfrom :${mark}\ntagger Release Bot <bot@example.org> ${this.time} +0000\n${data(`Release ${v}\n`)}`,
    );
    return { text: subject, subject, conventional: true, breaking: false, type: "chore" };
  }
  initial() {
    const f = version("0.0.0");
    const files = [
      ["pyproject.toml", f.pyproject],
      [`src/${MOD}/__init__.py`, f.init],
      ["README.md", `# ${PKG}\n\nWidgets. ✨\n`],
      ["CHANGELOG.md", "# Changelog\n"],
      ["requirements-dev.txt", "pytest\n"],
      [".gitignore", "__pycache__/\ndist/\n"],
      ...this.lockFile("0.0.0"),
    ];
    for (let i = 0; i < 24; i++) files.push([`src/${MOD}/mod_${i}.py`, `VALUE = ${i}\n`]);
    this.mainline(this.commit("chore: initial commit\n", files, []));
  }
}

export function data(s) {
  return `data ${Buffer.byteLength(s)}\n${s}\n`;
}

// A `git fast-import` process in a fresh repository `dir`: out(s) buffers the stream, flush() hands it
// over (awaiting the pipe), end() finishes the import and leaves one pack with main checked out.
// `fresh: false` imports into the repository already at `dir`; `args` are more fast-import options
// (--export-marks, --import-marks); `finish: false` leaves the repacking to a later import.
export function fastImport(dir, { fresh = true, args = [], finish = true } = {}) {
  const git = (...a) => execFileSync("git", a, { cwd: dir, stdio: ["ignore", "pipe", "inherit"] }).toString();
  if (fresh) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    git("init", "-q", "-b", "main");
    git("config", "user.name", "Bench");
    git("config", "user.email", "bench@example.org");
  }
  const fi = spawn("git", ["fast-import", "--quiet", "--date-format=raw", "--done", ...args], {
    cwd: dir,
    stdio: ["pipe", "inherit", "inherit"],
  });
  const exited = new Promise((res, rej) => {
    fi.on("error", rej);
    fi.on("close", (c) => (c === 0 ? res() : rej(new Error(`git fast-import exited ${c}`))));
  });
  let buf = [];
  let len = 0;
  const flush = async () => {
    if (!len) return;
    const ok = fi.stdin.write(buf.join(""));
    buf = [];
    len = 0;
    if (!ok) await new Promise((r) => fi.stdin.once("drain", r));
  };
  const out = (s) => {
    buf.push(s);
    len += s.length;
  };
  return {
    git,
    out,
    flush,
    end: async () => {
      out("done\n");
      await flush();
      fi.stdin.end();
      await exited;
      if (!finish) return;
      git("reset", "-q", "--hard", "main");
      git("repack", "-adq"); // one pack, as a fresh clone has
      git("prune-packed");
    },
  };
}

export async function generate(size, dir, shape) {
  const { git, out, flush, end } = fastImport(dir);
  const gen = new Generator(0x5eed + 1, out, shape.releases);
  gen.lock = shape.lock ?? 0;
  gen.initial();
  // Older history: 20,000 commits in all, the last one being the release commit of 1.4.2.
  let older = 1;
  for (let r = 1; r <= shape.releases.length; r++) {
    const target = 1 + Math.round((r * (shape.older - 1)) / shape.releases.length);
    while (older < target - 1) {
      const n = Math.min(500, target - 1 - older);
      gen.history(n);
      older += n;
      await flush();
    }
    gen.release();
    older++;
  }
  // Since the tag: N commits; breaking changes are forced at every size (one `!`, one footer).
  const forced = new Map([
    [Math.floor(size * 0.37), "bang"],
    [Math.floor(size * 0.81), "footer"],
  ]);
  const gen2 = new Generator(0x5eed + size, gen.out);
  Object.assign(gen2, {
    mark: gen.mark,
    branchTip: gen.branchTip,
    tip: gen.tip,
    recent: [gen.tip],
    time: gen.time,
    pr: gen.pr,
  });
  const msgs = [];
  while (msgs.length < size) {
    const before = msgs.length;
    const n = Math.min(1000, size - before);
    const shifted = new Map(
      [...forced].filter(([i]) => i >= before && i < before + n).map(([i, k]) => [i - before, k]),
    );
    msgs.push(...gen2.history(n, shifted));
    await flush();
  }
  await end();
  const expected = expectedAnswer(msgs);
  const counted = Number(git("rev-list", "--count", `${TAG}..HEAD`).trim());
  if (counted !== size || expected.total !== size)
    throw new Error(`generator bug: ${counted} commits since ${TAG}, wanted ${size}`);
  return {
    generator: GENERATOR_VERSION,
    size,
    older: shape.older,
    releases: shape.releases.length,
    ...(shape.lock ? { lock_packages: shape.lock } : {}),
    tag: TAG,
    base_version: BASE_VERSION,
    head: git("rev-parse", "HEAD").trim(),
    expected,
  };
}

// Returns { dir, meta } of the repository `name`, made by make(dir) (which returns its metadata)
// unless a cached one of this `generator` version exists, untouched.
export async function cachedRepo(name, generator, make, log = () => {}) {
  const dir = join(REPOS_DIR, name);
  const metaFile = join(REPOS_DIR, `${name}.json`);
  if (existsSync(metaFile) && existsSync(join(dir, ".git"))) {
    const meta = JSON.parse(readFileSync(metaFile, "utf8"));
    const git = (...a) => execFileSync("git", a, { cwd: dir, encoding: "utf8" }).trim();
    // Reused only while untouched: same generator, same HEAD, clean work tree.
    const intact = () => git("rev-parse", "HEAD") === meta.head && git("status", "--porcelain") === "";
    if (meta.generator === generator && intact()) return { dir, meta };
    log(`cached repository ${dir} is stale or was modified: generating it again`);
  }
  const t0 = performance.now();
  rmSync(metaFile, { force: true });
  const tmp = `${dir}.tmp`;
  const meta = await make(tmp);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  log(`generated ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { dir, meta };
}

// Returns { dir, meta }: N commits since v1.4.2 on top of 20,000 older ones.
export function ensureRepo(size, log = () => {}) {
  return cachedRepo(String(size), GENERATOR_VERSION, (dir) => generate(size, dir, SHAPE), log);
}

// The small project: 5 commits since v1.4.2 on a history of 60 commits and three releases.
export function ensureSmallRepo(log = () => {}) {
  return cachedRepo(SMALL.name, GENERATOR_VERSION, (dir) => generate(SMALL.size, dir, SMALL), log);
}

// The small project's history with a uv.lock of 400 packages, 50 commits since v1.4.2.
export function ensureLockRepo(log = () => {}) {
  return cachedRepo(LOCKED.name, GENERATOR_VERSION, (dir) => generate(LOCKED.size, dir, LOCKED), log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  for (const what of args.length ? args : ["1000"]) {
    const log = (s) => console.error(s);
    const { dir, meta } =
      what === "small"
        ? await ensureSmallRepo(log)
        : what === "uv-lock"
          ? await ensureLockRepo(log)
          : await ensureRepo(Number(what), log);
    console.log(JSON.stringify({ dir, ...meta }));
  }
}
