// The main line with maintenance branches (issue 45): a repository like a large project that
// releases from main, cuts a maintenance branch at every minor release and backports fixes to the
// newest ones, with towncrier news fragments. Deterministic (seeded PRNG), about 40,000 commits:
//   - main: releases 1.0.0 to 3.9.0 (30 minors), each cut as a branch `X.Y.x`; every commit the
//     release covered had its fragments removed by the release commit (towncrier build);
//   - feat and fix commits on main add a news fragment `newsfragments/<n>.feature.rst` or
//     `.bugfix.rst` about a third of the time; a fix adds its own file, so a cherry-pick of it
//     carries exactly the same change;
//   - the three newest branches get backports of main's fixes (the same message and change, as
//     `git cherry-pick` makes them; half of them with `git cherry-pick -x`'s `(cherry picked from
//     commit <sha>)` line) and patch releases `X.Y.N` tagged on the branch, never merged back;
//   - 500 commits on main since v3.9.0, where the newest branch `3.9.x` was cut: the base of the
//     next release is 3.9.x's newest patch release (DESIGN 4, release branches), and the fixes it
//     released as cherry-picks are not in the next release.
// Two `git fast-import` runs: main first (its marks exported), then the branches, whose
// `cherry picked from` lines need the hashes of main's commits.
//   node bench/generate-maintenance.mjs   generates (or reuses) and prints the metadata
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTHORS, cap, expectedAnswer, MOD, PKG, version } from "./corpus.mjs";
import { cachedRepo, data, fastImport, Generator } from "./generate.mjs";
import { baseTag } from "./generate-branches.mjs";

export const MAINTENANCE_GENERATOR_VERSION = 3;
export const MAINTENANCE_NAME = "maintenance";
const LINES = [1, 2, 3].flatMap((major) => [...Array(10).keys()].map((minor) => [major, minor]));
const TOTAL = 40_000; // commits on main
const SINCE_BASE = 500; // commits on main after the newest fork
const PER_LINE = Math.round((TOTAL - SINCE_BASE) / LINES.length);
const CHUNK = 40;
const FIX_MODULES = 24; // main commits between two rounds of backports
const DAY = 86_400;
const FIX = /^fix(?:\([^)]*\))?:/; // a fix that is not breaking: what gets backported
const FEAT = /^feat(?:\([^)]*\))?!?:/;
export const TOWNCRIER = `
[tool.towncrier]
directory = "newsfragments"
filename = "NEWS.rst"
`;
// corpus's pyproject.toml with towncrier's settings, and no [tool.releaser] table: `init` has a
// project to set up (version_files is not needed: __init__.py's __version__ is found).
const pyproject = (f) => `${f.pyproject.replace(/\[tool\.releaser\]\n[^\n]*\n\n/, "")}${TOWNCRIER}`;
const NEWS_TITLE = "Release notes\n=============\n\n.. towncrier release notes start\n";

class MaintenanceGenerator extends Generator {
  constructor(seed, out) {
    super(seed, out);
    this.time = 1_325_376_000; // 2012-01-01
    this.fragments = []; // paths of main's pending fragments
    this.news = []; // NEWS.rst sections, newest first
    this.fixes = []; // main's backportable fixes since the last round: { mark, text, files, time }
    this.branches = []; // { name, line, patch, tip, news, fragments, queue, unreleased, active }
    this.later = []; // the branches' stream, as functions of main's hashes (the second import)
    this.rangeMarks = null; // when an array: main's commits since the fork, in order
    this.tags = { main: 0, branch: 0 };
    this.side = []; // files of a pull request's commits, which its merge commit takes into main
    this.fixFiles = new Map(); // main's fix modules: path -> text
  }
  commit(msg, files, parents) {
    // main's commits (Generator.history and pullRequest): fixes add a file of their own, and a
    // third of the feats and fixes add a news fragment.
    const subject = msg.split("\n")[0];
    const fix = FIX.test(subject) && parents.length === 1;
    const all = [...files];
    const fixed = fix ? this.fixLine() : null;
    if (fixed) all.splice(0, all.length, [fixed.path, this.fixFiles.get(fixed.path)]);
    let fragment = null;
    if ((fix || FEAT.test(subject)) && parents.length === 1 && this.int(3) === 0) {
      const path = `newsfragments/${this.mark + 1}.${fix ? "bugfix" : "feature"}.rst`;
      fragment = [path, `${cap(subject.replace(/^[^:]*:\s*/, ""))}.\n`];
      all.push(fragment);
      this.fragments.push(path);
    }
    if (parents.length > 1) all.push(...this.side);
    else this.side.push(...all);
    const mark = super.commit(msg, all, parents);
    if (fixed) this.fixes.push({ mark, text: msg, ...fixed, fragment, time: this.time });
    this.rangeMarks?.push(mark);
    return mark;
  }
  mainline(mark) {
    this.side = []; // what commits since the last mainline one made: a pull request's side
    super.mainline(mark);
  }
  // A fix adds one line to one of the fix modules: the same change wherever it is cherry-picked.
  fixLine() {
    const path = `src/${MOD}/fixes/fix_${this.int(FIX_MODULES)}.py`;
    const line = `FIX_${this.mark + 1} = ${this.int(1e9)}\n`;
    this.fixFiles.set(path, `${this.fixFiles.get(path) ?? `# ${path}\n`}${line}`);
    return { path, line };
  }
  section(v, fragments) {
    const date = new Date(this.time * 1000).toISOString().slice(0, 10);
    const head = `${PKG} ${v} (${date})`;
    const items = fragments.length
      ? fragments.map((p) => `- Change from ${p.split("/").pop()}`).join("\n")
      : "- No significant changes.";
    return `${head}\n${"=".repeat(head.length)}\n\n${items}\n`;
  }
  releaseFiles(v, news, fragments) {
    const f = version(v);
    return [
      ["pyproject.toml", pyproject(f)],
      [`src/${MOD}/__init__.py`, f.init],
      ["NEWS.rst", `${NEWS_TITLE}\n${news.join("\n")}`],
      ...fragments.map((p) => [p, null]),
    ];
  }
  tag(v, mark, time) {
    return `tag v${v}\nfrom :${mark}\ntagger Release Bot <bot@example.org> ${time + 60} +0000\n${data(`Release ${v}\n`)}`;
  }
  releaseMain(v) {
    this.news.unshift(this.section(v, this.fragments));
    const files = this.releaseFiles(v, this.news, this.fragments);
    this.fragments = [];
    const mark = super.commit(`chore(release): ${v}\n`, files, [this.tip]);
    this.mainline(mark);
    this.out(this.tag(v, mark, this.time));
    this.tags.main++;
    return mark;
  }
  fork(line, at) {
    const name = `${line[0]}.${line[1]}.x`;
    this.branches.push({
      name,
      line,
      patch: 0,
      tip: at,
      news: [...this.news],
      fixFiles: new Map(this.fixFiles),
      fragments: [], // pending on the branch
      queue: [], // fixes of main to backport
      unreleased: 0,
      pending: [], // main's marks backported since the branch's last release
      released: [], // main's marks the branch released as backports
      active: true,
    });
    for (const b of this.branches.slice(0, -3)) b.active = false;
  }
  active() {
    return this.branches
      .filter((b) => b.active)
      .reverse()
      .map((b, i) => ({ b, backport: [0.3, 0.12, 0.06][i], release: [0.25, 0.12, 0.06][i] }));
  }
  // The backports and patch releases of one round, written to the second import.
  round(final = false) {
    const fixes = this.fixes.splice(0);
    for (const f of fixes)
      for (const { b, backport } of this.active()) if (this.rand() < backport) b.queue.push(f);
    this.time += DAY + this.int(2 * DAY);
    for (const { b, release } of this.active()) {
      for (const f of b.queue.splice(0, 3)) {
        const trailer = this.int(2) === 0;
        this.time += 120;
        const time = this.time;
        const mark = ++this.mark;
        const parent = b.tip;
        const [name, email] = this.pick(AUTHORS);
        b.tip = mark;
        b.unreleased++;
        b.pending.push(f.mark);
        b.fixFiles.set(f.path, `${b.fixFiles.get(f.path) ?? `# ${f.path}\n`}${f.line}`);
        const files = [[f.path, b.fixFiles.get(f.path)], ...(f.fragment ? [f.fragment] : [])];
        if (f.fragment) b.fragments.push(f.fragment[0]);
        this.later.push((sha) => {
          const msg = trailer
            ? `${f.text.trimEnd()}\n\n(cherry picked from commit ${sha(f.mark)})\n`
            : f.text;
          let s = `commit refs/heads/${b.name}\nmark :${mark}\nauthor ${name} <${email}> ${f.time} +0000\n`;
          s += `committer ${name} <${email}> ${time} +0000\n${data(msg)}from :${parent}\n`;
          for (const [path, content] of files) s += `M 100644 inline ${path}\n${data(content)}`;
          return `${s}\n`;
        });
      }
      if (b.unreleased > 0 && (final || this.rand() < release)) this.releaseBranch(b);
    }
  }
  releaseBranch(b) {
    const v = `${b.line[0]}.${b.line[1]}.${++b.patch}`;
    b.news.unshift(this.section(v, b.fragments));
    const files = this.releaseFiles(v, b.news, b.fragments);
    b.fragments = [];
    this.time += 300;
    const time = this.time;
    const mark = ++this.mark;
    const parent = b.tip;
    b.tip = mark;
    b.unreleased = 0;
    b.released.push(...b.pending.splice(0));
    this.tags.branch++;
    const tag = this.tag(v, mark, time);
    this.later.push(() => {
      let s = `commit refs/heads/${b.name}\nmark :${mark}\nauthor Release Bot <bot@example.org> ${time} +0000\n`;
      s += `committer Release Bot <bot@example.org> ${time} +0000\n${data(`chore(release): ${v}\n`)}from :${parent}\n`;
      for (const [path, content] of files)
        s += content === null ? `D ${path}\n` : `M 100644 inline ${path}\n${data(content)}`;
      return `${s}\n${tag}`;
    });
  }
  develop(n) {
    const msgs = [];
    while (msgs.length < n) {
      msgs.push(...this.history(Math.min(CHUNK, n - msgs.length)));
      this.round();
    }
    return msgs;
  }
  initial() {
    const f = version("0.1.0");
    const files = [
      ["pyproject.toml", pyproject(f)],
      [`src/${MOD}/__init__.py`, f.init],
      ["README.md", `# ${PKG}\n\nWidgets, maintained. ✨\n`],
      ["NEWS.rst", NEWS_TITLE],
      ["newsfragments/.gitignore", "!.gitignore\n"],
      [".gitignore", "__pycache__/\ndist/\n"],
    ];
    for (let i = 0; i < 24; i++) files.push([`src/${MOD}/mod_${i}.py`, `VALUE = ${i}\n`]);
    this.mainline(super.commit("chore: initial commit\n", files, []));
  }
}

async function generate(dir) {
  const marks = join(dir, "..", `${MAINTENANCE_NAME}.marks`);
  const main = fastImport(dir, { args: [`--export-marks=${marks}`], finish: false });
  const gen = new MaintenanceGenerator(0x3a1e7, main.out);
  gen.initial();
  for (const line of LINES) {
    gen.develop(PER_LINE - 1);
    const at = gen.releaseMain(`${line[0]}.${line[1]}.0`);
    gen.fork(line, at);
    await main.flush();
  }
  // Since v3.9.0: what releaser reads; a last round releases what each active branch holds.
  gen.recent = [gen.tip];
  gen.rangeMarks = [];
  const msgs = gen.develop(SINCE_BASE);
  const rangeMarks = gen.rangeMarks;
  gen.rangeMarks = null;
  gen.round(true);
  await main.end();

  const hashes = new Map(
    readFileSync(marks, "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split(" "))
      .map(([m, h]) => [Number(m.slice(1)), h]),
  );
  const side = fastImport(dir, { fresh: false, args: [`--import-marks=${marks}`] });
  for (const [i, part] of gen.later.entries()) {
    side.out(part((mark) => hashes.get(mark)));
    if (i % 500 === 499) await side.flush();
  }
  await side.end();

  const git = main.git;
  const newest = gen.branches.at(-1);
  const base = `${newest.line[0]}.${newest.line[1]}.${newest.patch}`;
  const released = new Set(newest.released);
  const kept = msgs.filter((_, i) => !released.has(rangeMarks[i]));
  if (rangeMarks.length !== msgs.length)
    throw new Error(
      `generator bug: ${rangeMarks.length} commits made since the fork, ${msgs.length} messages`,
    );
  const expected = expectedAnswer(kept, base);
  const counted = Number(git("rev-list", "--count", `v${base}..HEAD`).trim());
  if (counted !== SINCE_BASE)
    throw new Error(`generator bug: ${counted} commits since v${base}, wanted ${SINCE_BASE}`);
  const found = baseTag(git);
  if (found !== `v${base}`)
    throw new Error(`generator bug: git finds ${found} as the base tag, wanted v${base}`);
  return {
    generator: MAINTENANCE_GENERATOR_VERSION,
    name: MAINTENANCE_NAME,
    size: SINCE_BASE,
    commits: Number(git("rev-list", "--count", "--all").trim()),
    tags: git("tag").trim().split("\n").length,
    branches: gen.branches.length,
    backports: gen.branches.reduce((n, b) => n + (b.released?.length ?? 0), 0),
    released_on_base: released.size,
    fragments: gen.fragments.length,
    towncrier: PKG, // the name towncrier's heading gives
    tag: `v${base}`,
    fork_tag: `v${newest.line[0]}.${newest.line[1]}.0`,
    base_version: base,
    head: git("rev-parse", "HEAD").trim(),
    expected,
  };
}

// Returns { dir, meta } of the main line with maintenance branches, generating it unless cached.
export function ensureMaintenanceRepo(log = () => {}) {
  return cachedRepo(MAINTENANCE_NAME, MAINTENANCE_GENERATOR_VERSION, generate, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, meta } = await ensureMaintenanceRepo((s) => console.error(s));
  console.log(JSON.stringify({ dir, ...meta }, null, 2));
}
