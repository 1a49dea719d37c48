// Markdown for the benchmark: the machine, the tables, the notes. Pure functions of the results.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

export function machine() {
  const cpuinfo = safe(() => readFileSync("/proc/cpuinfo", "utf8"), "");
  const meminfo = safe(() => readFileSync("/proc/meminfo", "utf8"), "");
  const memKB = Number(/^MemTotal:\s+(\d+)/m.exec(meminfo)?.[1] ?? os.totalmem() / 1024);
  return {
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? "unknown",
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memory: `${(memKB / 1024 / 1024).toFixed(1)} GiB`,
    os: `${safe(() => `Debian ${readFileSync("/etc/debian_version", "utf8").trim()}`, os.type())}, Linux ${os.release()}`,
    node: process.version,
    git: safe(
      () =>
        execFileSync("git", ["--version"], { encoding: "utf8" })
          .trim()
          .replace(/^git version /, ""),
      "unknown",
    ),
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    load: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  };
}
function safe(f, fallback) {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const kilo = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const secs = (x) => (x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const FLOOR_NAMES = {
  gitnode: "git log + node",
  node: "node -e ''",
  gitnodetowncrier: "git log + node + towncrier draft",
};

// rows: [{ size, label, kind, floor, status, samples, peakKB, answer, expected, note }]
// Fills in median and ratio, given the floor rows of the same size.
export function summarise(rows) {
  for (const r of rows) r.median = r.samples.length ? median(r.samples) : null;
  for (const r of rows) {
    const at = (id) => rows.find((x) => x.size === r.size && x.id === id)?.median;
    const floor =
      r.floor === "gitnode"
        ? (at("git-log") ?? NaN) + (at("node") ?? NaN)
        : r.floor === "node"
          ? at("node")
          : r.floor === "gitnodetowncrier"
            ? (at("git-log") ?? NaN) + (at("node") ?? NaN) + (at("towncrier") ?? NaN)
            : null;
    r.floorValue = floor;
    r.ratio = r.median != null && floor ? r.median / floor : null;
    // The remote commands: the time beyond `check` on the same repository is their overhead.
    if (r.kind === "remote" && r.median != null) r.overCheck = r.median - (at("check") ?? NaN);
  }
  return rows;
}

export function tables(allRows, sizes) {
  const rows = allRows.filter((r) => sizes.includes(r.size) && r.kind !== "remote");
  const labels = [...new Set(rows.map((r) => r.label))];
  const get = (label, size) => rows.find((r) => r.label === label && r.size === size);
  const cell = (r) => {
    if (!r) return "";
    if (r.median == null) return r.status;
    return `${secs(r.median)} s${r.ratio ? ` (${r.ratio.toFixed(1)}×)` : ""}${r.samples.length < 5 ? ` [${r.samples.length} run${r.samples.length > 1 ? "s" : ""}]` : ""}`;
  };
  const out = [];
  out.push(`| command | ${sizes.map((s) => `${kilo(s)} commits`).join(" | ")} |`);
  out.push(`|---|${sizes.map(() => "---:").join("|")}|`);
  for (const l of labels) out.push(`| ${l} | ${sizes.map((s) => cell(get(l, s))).join(" | ")} |`);
  out.push("");
  out.push(
    "| command | commits since tag | runs | median s | min–max s | peak MB | × floor | floor | answer |",
  );
  out.push("|---|---:|---:|---:|---:|---:|---:|---|---|");
  for (const size of sizes) {
    for (const r of rows.filter((x) => x.size === size)) {
      if (r.median == null) {
        out.push(`| ${r.label} | ${kilo(size)} | 0 | | | | | | ${r.status} |`);
        continue;
      }
      out.push(
        `| ${r.label} | ${kilo(size)} | ${r.samples.length} | ${secs(r.median)} | ${range(r)} | ${mb(r)} | ${r.ratio ? r.ratio.toFixed(2) : ""} | ${FLOOR_NAMES[r.floor] ?? ""} | ${answer(r)}${r.note ? ` ${r.note}` : ""} |`,
      );
    }
  }
  return out.join("\n");
}
const range = (r) => `${secs(Math.min(...r.samples))}–${secs(Math.max(...r.samples))}`;
const mb = (r) => (r.peakKB ? (r.peakKB / 1024).toFixed(0) : "n/a");
function answer(r) {
  if (r.answer == null)
    return r.kind === "floor" || r.kind === "context" || !r.expected ? "" : "no version found";
  if (!r.expected) return String(r.answer);
  return `${r.answer}${r.answer === r.expected ? " ✓" : ` ✗ (expected ${r.expected})`}`;
}

// One repository's rows (the release-branch history, the small project), with a target column
// when some row has a target ratio (`target`) or time (`limit`, seconds).
export function scenarioTable(allRows, key) {
  const rows = allRows.filter((r) => r.size === key && r.kind !== "remote");
  const targets = rows.some((r) => r.target || r.limit);
  const out = [
    `| command | runs | median s | min–max s | peak MB | × floor | floor |${targets ? " target |" : ""} answer |`,
    `|---|---:|---:|---:|---:|---:|---|${targets ? "---|" : ""}---|`,
  ];
  for (const r of rows) {
    const target = !targets
      ? ""
      : r.target && r.ratio
        ? ` ≤ ${r.target}×: ${r.ratio <= r.target ? "met" : "**not met**"} |`
        : r.limit && r.median != null
          ? ` ≤ ${r.limit} s: ${r.median <= r.limit ? "met" : "**not met**"} |`
          : " |";
    out.push(
      r.median == null
        ? `| ${r.label} | 0 | | | | | |${targets ? " |" : ""} ${r.status} |`
        : `| ${r.label} | ${r.samples.length} | ${secs(r.median)} | ${range(r)} | ${mb(r)} | ${r.ratio ? r.ratio.toFixed(2) : ""} | ${FLOOR_NAMES[r.floor] ?? ""} |${target} ${answer(r)} |`,
    );
  }
  return out.join("\n");
}

const KEY_NAMES = { branches: "release branches", maintenance: "maintenance branches" };
const keyName = (k) => KEY_NAMES[k] ?? `${kilo(k)} commits`;

// The remote commands: time and time beyond `check` per repository, then what each sent.
export function remoteTables(allRows) {
  const rows = allRows.filter((r) => r.kind === "remote");
  if (!rows.length) return "";
  const keys = [...new Set(rows.map((r) => r.size))];
  const labels = [...new Set(rows.map((r) => r.label))];
  const get = (label, key) => rows.find((r) => r.label === label && r.size === key);
  const out = [`| command | ${keys.map(keyName).join(" | ")} |`, `|---|${keys.map(() => "---:").join("|")}|`];
  for (const label of labels) {
    const cells = keys.map((k) => {
      const r = get(label, k);
      if (!r || r.median == null) return r?.status ?? "";
      const over = Number.isFinite(r.overCheck)
        ? ` (${r.overCheck >= 0 ? "+" : "−"}${secs(Math.abs(r.overCheck))} s)`
        : "";
      return `${secs(r.median)} s${over}`;
    });
    out.push(`| ${label} | ${cells.join(" | ")} |`);
  }
  out.push("");
  out.push("| command | repositories | GitHub API requests | git remote requests | package index requests |");
  out.push("|---|---|---|---|---|");
  for (const label of labels) {
    const byPattern = new Map();
    for (const k of keys) {
      const r = get(label, k);
      if (!r?.requests) continue;
      const text = ["api", "git", "index"].map((s) => requestCell(r.requests[s] ?? [], r.requestsVary));
      const id = text.join("\u0000");
      const seen = byPattern.get(id)?.keys ?? [];
      byPattern.set(id, { text, keys: [...seen, `${keyName(k)} (${r.releases} releases)`] });
    }
    for (const { text, keys: ks } of byPattern.values())
      out.push(`| ${label} | ${ks.join(", ")} | ${text.join(" | ")} |`);
  }
  return out.join("\n");
}
// The request log of one run, grouped: [{ what, count }] in order of first appearance.
export function groupRequests(list) {
  const groups = new Map();
  for (const what of list) groups.set(what, (groups.get(what) ?? 0) + 1);
  return [...groups].map(([what, count]) => ({ what, count }));
}
function requestCell(list, vary) {
  if (!list.length) return "0";
  const groups = groupRequests(list).map(({ what, count }) => `\`${what}\`${count > 1 ? ` ×${count}` : ""}`);
  return `${list.length}${vary ? " (varies between runs)" : ""}: ${groups.join(", ")}`;
}

export function document({
  rows,
  sizes,
  mach,
  peers,
  settings,
  notes,
  repos,
  small,
  branches,
  maintenance,
  locked,
  tagged,
}) {
  const peerLines = peers.map(
    (p) =>
      `- ${p.label}: ${p.available ? `${p.version} — \`${p.argv.map(shortPath).join(" ")}\`` : `unavailable (${p.reason})`}`,
  );
  const counts = (e, size) =>
    `${e.conventional} conventional, ${e.breaking} breaking, ${size - e.conventional} not conventional, merges included`;
  const repoLines = repos.map(
    ({ meta }) =>
      `- ${kilo(meta.size)}: ${meta.size} commits since \`${meta.tag}\` (${counts(meta.expected, meta.size)}) on top of ${meta.older} older commits and ${meta.releases ?? 20} older release tags; expected next version ${meta.expected.next_version}`,
  );
  const b = branches.meta;
  const s = small.meta;
  const m = maintenance.meta;
  const l = locked.meta;
  const remote = remoteTables(rows);
  const releases = rows.find((r) => r.kind === "remote" && r.size === "branches")?.releases;
  return `# Benchmarks

Generated by \`npm run bench\` (\`bench/run.mjs\`); do not edit by hand. Every command runs as a whole
process with the generated repository as its working directory. Times are wall-clock medians after one warm-up run;
the commands are run round-robin (one run of each in turn) so that drift on the machine hits all of them.

## Machine

- CPU: ${mach.cpu}, ${mach.cores} cores; memory ${mach.memory}
- ${mach.os}
- Node ${mach.node}, git ${mach.git}
- Run on ${mach.date}; ${settings}; load average at the start ${mach.load} (1, 5, 15 min)

## Repositories

Generated by \`bench/generate.mjs\` with \`git fast-import\` from a fixed seed (generator version ${repos[0]?.meta.generator}):
a Python project (hatchling \`pyproject.toml\`, \`src/acme_widgets/__init__.py\`, \`CHANGELOG.md\`), mostly feat/fix
with scopes, some docs/perf/refactor/chore/ci/test/build/style, a few breaking (\`!\` and \`BREAKING CHANGE:\` footers), about 5% not
conventional (real merge commits of pull requests, \`Update README.md\`, \`WIP\`, ...), bodies and footers on some, some unicode.

${repoLines.join("\n")}
- small project: ${s.size} commits since \`${s.tag}\` (${counts(s.expected, s.size)}) on top of ${s.older} older commits and ${s.releases} older release tags; expected next version ${s.expected.next_version}
- release branches (\`bench/generate-branches.mjs\`, generator version ${b.generator}): a project that backports fixes, with
  ${b.commits} commits and ${b.tags} tags. ${b.tags_on_main} tags are on main (releases 0.1 to 3.4 with \`rc\` tags, and up to
  1.12 the patch releases too, plus two tags that are no version); the maintenance branches
  ${b.branches.map((x) => `\`${x}\``).join(", ")} fork from the last 1.12 patch and from each X.Y.0 and carry the backports
  (the fix's message again, as a cherry-pick keeps it) and the patch releases, and are never merged back: none of
  their tags is an ancestor of main. The newest tag by date is \`${b.newest_by_date}\`, by version \`${b.newest_by_version}\`. The base
  of main's next release is \`${b.tag}\`, the newest release of a branch cut at main's newest release \`${b.fork_tag}\`
  (DESIGN 4, release branches), with ${b.size} commits since the fork (${counts(b.expected, b.size)}); expected next version ${b.expected.next_version}.
- main line with maintenance branches (\`bench/generate-maintenance.mjs\`, generator version ${m.generator}): a project that
  cuts a branch at each of its ${m.branches} minor releases and backports main's fixes to the three newest, with
  ${m.commits} commits and ${m.tags} tags; ${m.backports} backports were released, the same message and change as the fix
  (\`git cherry-pick\`), half of them with \`(cherry picked from commit …)\` (\`-x\`). towncrier: a news fragment
  for a third of the feats and fixes, consumed by each release (${m.fragments} pending at HEAD). The base is
  \`${m.tag}\`, the newest release of the branch cut at main's newest release \`${m.fork_tag}\`; of the ${m.size} commits
  since the fork, ${m.released_on_base} were released there as cherry-picks and are left out (${counts(m.expected, m.expected.total)}); expected
  next version ${m.expected.next_version}. The project has no \`[tool.releaser]\` table yet: \`init\` sets it up.
${
  tagged
    ? `- 5,000 tags (\`bench/generate-tags.mjs\`): the small project's layout on ${tagged.meta.older} older commits with ${tagged.meta.extra_tags}
  more version tags (\`v0.{minor}.{patch}\`, annotated) on them, ${tagged.meta.tags} tags in all, all ancestors of HEAD and below \`${tagged.meta.tag}\`;
  ${tagged.meta.size} commits since it; expected next version ${tagged.meta.expected.next_version}.
`
    : ""
}- uv.lock: the small project's history with ${l.size} commits since \`${l.tag}\` and a \`uv.lock\` of ${l.lock_packages} packages
  (the project's own entry among them, at its version); expected next version ${l.expected.next_version}.

## Peers

${peerLines.join("\n")}

Installed by \`bench/peers.mjs\` into \`bench/.work/peers\` (npm) or from Debian (apt), never into the project's
dependencies. git-cliff runs with its default configuration (there is no \`cliff.toml\`), as its native binary
(the npm package's optional dependency) rather than through the npm wrapper's node start-up.
commit-and-tag-version bumps \`pyproject.toml\` through its built-in Python updater (a Python project has no
\`package.json\`). python-semantic-release 7 reads \`[tool.semantic_release]\` from the generated \`pyproject.toml\`
(\`version_variable\`, \`version_toml\`, \`version_source = "tag"\`). None of them writes anything with these flags:
the bench checks that every repository is untouched after its runs. The peers run on the 1k/10k/100k repositories only.

## Results

Cells: median wall time (ratio to the floor) [number of runs when fewer than 5].

${tables(rows, sizes)}

### Release-branch history

\`releaser check --json\` on main's HEAD, where the newest tags (by date and by version) are on maintenance
branches and not ancestors of HEAD, and the base is on one of them. Floor: \`git log --format='%H%n%B' ${b.tag}..HEAD\` + \`node -e ''\`. The context rows
are what git itself takes to list the tags that are ancestors of HEAD (the question releaser must answer) and to
count the commits since the base; they are not floors.

${scenarioTable(rows, "branches")}

### Main line with maintenance branches

\`releaser check --json\` runs towncrier's draft of the next section (the news fragments are the changelog), so
its floor adds towncrier's own draft run to \`git log\` of the range and node's start-up; the target is the one
set in issue 45 (2.5×). \`init --dry-run\` shows what \`init\` would write; \`release-pr\` is under Remote commands
(target 3 s).

${scenarioTable(rows, "maintenance")}

### uv.lock of ${l.lock_packages} packages

\`update --dry-run\` shows the project's own entry of \`uv.lock\` changed (a line scan, not a parse of the document).

${scenarioTable(rows, "uv-lock")}

${
  tagged && rows.some((r) => r.size === "tags")
    ? `### Origin with 5,000 tags

\`releaser check --json\` on a clone of the 5,000-tag project whose \`origin\` is a bare copy on the git stand-in
(\`bench/remote.mjs\`), every tag fetched already: check lists the clone's tags and origin's (\`git ls-remote\`,
the context row) and finds nothing to fetch. The target is issue 45's: within 1 s.

${scenarioTable(rows, "tags")}

`
    : ""
}### Small project

A handful of commits since the tag on a short history: start-up dominates. The floor of every row is \`node -e ''\`;
the targets are the ones set for releaser (\`check\` within 1.5× of node's start-up, \`--version\` and \`--help\` within 1.3×).

${scenarioTable(rows, "small")}
${
  remote
    ? `
### Remote commands

\`release-pr\` and \`release\` with \`--dry-run\` against loopback stand-ins (\`bench/remote.mjs\`): the test suite's
GitHub API stand-in (\`test/stand-ins/github-api.ts\`, given with \`GITHUB_API_URL\`, holding one release per
version tag of the repository), its git remote over smart HTTP (\`git http-backend\` on a bare copy of the
repository as \`origin\`) and its package index. They run in the bench's own process, so their work counts in the time, as a
server's would. Each repository is cloned twice: as generated (\`release-pr\` on a push to main; \`release\` with
nothing pending) and with the release commit of the expected next version on top, as after the release pull
request is merged (\`release\` then releases it; its \`pyproject.toml\` sends the upload to the package-index
stand-in with \`python3 -m build\` and twine, which a dry run only looks for). Cells: median wall time (time beyond
\`releaser check --json\` on the same repository: the command's own overhead). Each dry run must print the
expected version (or say that nothing is to be released), and none may write: no API call other than GET, no
push, no upload, the clones and their remotes untouched.

${remote}

Requests: what one run sent to each stand-in, grouped by method, path and query (the \`page\` parameter left out),
\`×N\` when repeated. The request count must not grow with the number of commits; a listing of all releases grows with
the number of releases (${releases ?? "several hundred"} on the release-branch repository, 100 per page).
`
    : ""
}
## Notes

- Floors: \`git log --format='%H%n%B' v1.4.2..HEAD\` (every commit's hash and full message, output to /dev/null)
  and a bare \`node -e ''\`. The ratio of \`releaser check\`, \`releaser update --dry-run\` and of every peer is to
  git log + node start-up (the sum of the two medians); the ratio of \`releaser --version\` is to \`node -e ''\`.
- Peak MB is GNU time's \`%M\`: the largest resident set of any single process of the command (for example the
  larger of node and its git child), not the sum over the process tree.
- Correctness: every \`releaser check --json\` run is parsed and must give \`commits.total\` equal to
  \`git rev-list --count <base>..HEAD\`, the expected next version, bump, conventional count and one breaking-changes
  entry per breaking commit; \`update --dry-run\` must name the next version and leave the repository untouched.
  The base tag is found with git itself, not with releaser's code: the newest final release \`v{version}\` among
  \`git tag --merged HEAD\` sorted by version (\`--sort=-v:refname\`); the bench stops if it is not the tag the
  generator released the range from.
  A fast wrong answer is a failure: the bench then exits non-zero and this page is not written.
${notes.map((n) => `- ${n}`).join("\n")}
`;
}
function shortPath(a) {
  return a.replace(/^.*\/bench\/\.work\//, "bench/.work/");
}
