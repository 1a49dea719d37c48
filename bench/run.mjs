// `npm run bench`: generates the repositories, installs the peers, measures every command as a whole
// process, checks releaser's answers, prints the table and writes docs/benchmarks.md.
//   node bench/run.mjs [--sizes 1000,10000,100000] [--runs 5] [--no-peers] [--no-write]
//   BENCH_QUICK=1: sizes 1000,10000, 3 runs, small peer budget, docs/benchmarks.md not written
//   BENCH_CLI=path/to/cli.js: measure that build instead of dist/cli.js
//   BENCH_PEER_BUDGET=30: seconds of measured runs per peer and size (slow peers get fewer runs)
//   BENCH_DEADLINE=480: seconds after which peers get no further runs; BENCH_TIMEOUT=240: per run
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureRepo, TAG } from "./generate.mjs";
import { ensureTime, preparePeers } from "./peers.mjs";
import { document, machine, summarise, tables } from "./report.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..");
const CLI = process.env.BENCH_CLI ?? join(ROOT, "dist", "cli.js"); // BENCH_CLI: measure another build
const WORK = join(HERE, ".work");
const SOURCE_DATE_EPOCH = "1763683200";
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const log = (s) => console.error(`[bench ${elapsed().toFixed(0).padStart(3)}s] ${s}`);

const { values: opt } = parseArgs({
  options: {
    sizes: { type: "string" },
    runs: { type: "string" },
    "no-peers": { type: "boolean" },
    "no-write": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});
if (opt.help) {
  const head = readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n");
  console.log(
    head
      .slice(
        0,
        head.findIndex((l) => !l.startsWith("//")),
      )
      .join("\n"),
  );
  process.exit(0);
}
const QUICK = Boolean(process.env.BENCH_QUICK && process.env.BENCH_QUICK !== "0");
const SIZES = (opt.sizes ?? (QUICK ? "1000,10000" : "1000,10000,100000"))
  .split(",")
  .map((s) => Number(s.trim()));
const RUNS = Number(opt.runs ?? (QUICK ? 3 : 5));
const PEER_BUDGET = Number(process.env.BENCH_PEER_BUDGET ?? (QUICK ? 8 : 30));
const DEADLINE = Number(process.env.BENCH_DEADLINE ?? 480); // s; past it, peers get no further runs
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 240); // s per run
const SLOW = 5; // s: a peer slower than this counts its first run as a measurement (caches are warm by then)
const WRITE = !opt["no-write"] && !QUICK;
if (SIZES.some((s) => !Number.isInteger(s) || s < 10) || !(RUNS >= 1)) {
  console.error("usage: node bench/run.mjs [--sizes 1000,10000,100000] [--runs 5] [--no-peers] [--no-write]");
  process.exit(2);
}

class Failure extends Error {}

// Runs are in their own process group (so a timeout kills the whole tree); on Ctrl-C, end the current one.
let current = null;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    try {
      if (current) process.kill(-current.pid, "SIGKILL");
    } catch {}
    process.exit(130);
  });
}

// One run of a command: wall time (ms precision from hrtime), peak RSS from GNU time, output.
function once(cmd, cwd, timeBin) {
  return new Promise((resolve) => {
    const memFile = join(WORK, `mem-${process.pid}.txt`);
    rmSync(memFile, { force: true });
    const argv = timeBin ? [timeBin, "-f", "%M", "-o", memFile, ...cmd.argv] : cmd.argv;
    const devnull = cmd.devnull ? openSync("/dev/null", "w") : null;
    const env = { ...process.env, SOURCE_DATE_EPOCH, NO_COLOR: "1", ...cmd.env };
    const t0 = process.hrtime.bigint();
    const child = spawn(argv[0], argv.slice(1), {
      cwd,
      env,
      detached: true,
      stdio: ["ignore", devnull ?? "pipe", "pipe"],
    });
    current = child;
    const out = [];
    let err = "";
    let timedOut = false;
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => {
      err = (err + d).slice(-4000);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, TIMEOUT * 1000);
    const finish = (code, error) => {
      const wall = Number(process.hrtime.bigint() - t0) / 1e9;
      clearTimeout(timer);
      current = null;
      if (devnull !== null) closeSync(devnull);
      const mem = existsSync(memFile) ? readFileSync(memFile, "utf8").trim().split("\n").at(-1) : "";
      resolve({
        wall,
        code,
        timedOut,
        error,
        peakKB: /^\d+$/.test(mem) ? Number(mem) : null,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: err,
      });
    };
    child.on("error", (e) => finish(null, e.message));
    child.on("close", (code) => finish(code, null));
  });
}

function git(dir, ...args) {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8", maxBuffer: 64 << 20 }).trim();
}
function repoState(dir) {
  return `${git(dir, "status", "--porcelain", "--untracked-files=all")}\n${git(dir, "for-each-ref")}`;
}

// The correctness gate: every `check --json` run must give the exact answer.
function verifyCheck(res, repo, counted) {
  const { expected } = repo.meta;
  let j;
  try {
    j = JSON.parse(res.stdout);
  } catch {
    return [
      `check --json did not print one JSON document (stdout starts ${JSON.stringify(res.stdout.slice(0, 200))})`,
    ];
  }
  const bad = [];
  const want = (what, got, exp) => {
    if (got !== exp) bad.push(`${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(exp)}`);
  };
  want("commits.total", j.commits?.total, counted);
  want("next_version", j.next_version, expected.next_version);
  want("bump", j.bump, expected.bump);
  want("last_tag", j.last_tag, TAG);
  want("current_version", j.current_version, repo.meta.base_version);
  want("commits.conventional", j.commits?.conventional, expected.conventional);
  const section = /### ⚠ Breaking Changes\n\n([\s\S]*?)(?=\n### |\n## |$)/.exec(j.changelog ?? "")?.[1] ?? "";
  want(
    'number of entries under "### ⚠ Breaking Changes" in changelog',
    section.split("\n").filter((l) => l.startsWith("- ")).length,
    expected.breaking,
  );
  return bad;
}

function commandsFor(repo, counted, peers, cliPresent) {
  const node = process.execPath;
  const cmds = [
    {
      id: "git-log",
      label: "floor: git log --format='%H%n%B' v1.4.2..HEAD",
      kind: "floor",
      argv: ["git", "log", "--format=%H%n%B", `${TAG}..HEAD`],
      devnull: true,
    },
    { id: "node", label: "floor: node -e ''", kind: "floor", argv: [node, "-e", ""] },
  ];
  const rel = [
    {
      id: "check",
      label: "releaser check --json",
      floor: "gitnode",
      argv: [node, CLI, "check", "--json"],
      verify: (r) => verifyCheck(r, repo, counted),
    },
    {
      id: "update",
      label: "releaser update --dry-run",
      floor: "gitnode",
      argv: [node, CLI, "update", "--dry-run"],
      verify: (r) =>
        `${r.stdout}\n${r.stderr}`.includes(repo.meta.expected.next_version)
          ? []
          : [`update --dry-run output does not mention ${repo.meta.expected.next_version}`],
    },
    {
      id: "version",
      label: "releaser --version",
      floor: "node",
      argv: [node, CLI, "--version"],
      verify: (r) => (r.stdout.trim() ? [] : ["--version printed nothing"]),
    },
  ];
  for (const c of rel)
    cmds.push({ ...c, kind: "releaser", skip: cliPresent ? null : "skipped: dist/cli.js not built" });
  for (const p of peers) {
    cmds.push({
      id: p.id,
      label: p.label,
      kind: "peer",
      floor: "gitnode",
      argv: p.argv,
      parse: p.parse,
      skip: p.available ? null : `unavailable: ${p.reason}`,
    });
  }
  return cmds;
}

async function measureSize(repo, peers, cliPresent, timeBin) {
  const { dir, meta } = repo;
  const counted = Number(git(dir, "rev-list", "--count", `${TAG}..HEAD`));
  const before = repoState(dir);
  const rows = commandsFor(repo, counted, peers, cliPresent).map((c) => ({
    ...c,
    size: meta.size,
    samples: [],
    peakKB: null,
    wanted: RUNS,
    warm: false,
    answer: null,
    expected: c.kind === "floor" || c.id === "version" ? null : meta.expected.next_version,
    status: c.skip ?? "",
    note: "",
  }));
  const active = () => rows.filter((r) => !r.skip && (!r.warm || r.samples.length < r.wanted));
  while (active().length) {
    for (const r of active()) {
      if (r.kind === "peer" && r.samples.length && elapsed() > DEADLINE) {
        r.wanted = r.samples.length;
        r.note = "(bench deadline: fewer runs)";
        continue;
      }
      const res = await once(r, dir, timeBin);
      const what = `${r.label} @ ${meta.size}`;
      if (res.timedOut || res.code !== 0) {
        const why = res.timedOut
          ? `timed out after ${TIMEOUT} s`
          : `exit ${res.code ?? res.error}: ${res.stderr.trim().split("\n").slice(-3).join(" | ")}`;
        if (r.kind !== "peer") throw new Failure(`${what} failed: ${why}`);
        log(`${what}: ${why}`);
        Object.assign(r, {
          skip: true,
          samples: [],
          status: res.timedOut ? `timed out (> ${TIMEOUT} s)` : `failed (exit ${res.code})`,
          note: why,
        });
        continue;
      }
      const bad = r.verify?.(res) ?? [];
      if (bad.length)
        throw new Failure(
          `${what} gave a wrong answer (a fast wrong answer is a failure):\n  - ${bad.join("\n  - ")}`,
        );
      if (r.id === "check") r.answer = JSON.parse(res.stdout).next_version;
      if (r.id === "update") r.answer = meta.expected.next_version; // verified: its output names it
      if (r.id === "version") r.answer = res.stdout.trim();
      if (r.parse && r.answer == null) r.answer = r.parse(res.stdout);
      if (res.peakKB) r.peakKB = Math.max(r.peakKB ?? 0, res.peakKB);
      if (!r.warm) {
        r.warm = true;
        if (r.kind === "peer") {
          r.wanted = Math.max(1, Math.min(RUNS, Math.floor(PEER_BUDGET / res.wall)));
          if (res.wall > SLOW) r.samples.push(res.wall); // slow: the warm-up run is the first measurement
        }
      } else {
        r.samples.push(res.wall);
      }
      log(
        `${what}: ${res.wall.toFixed(3)} s${res.peakKB ? `, ${(res.peakKB / 1024).toFixed(0)} MB` : ""}${r.samples.length ? ` (run ${r.samples.length}/${r.wanted})` : " (warm-up)"}`,
      );
    }
  }
  const after = repoState(dir);
  if (after !== before)
    throw new Failure(`the repository at ${dir} was changed by a command that must write nothing:\n${after}`);
  for (const r of rows)
    if (r.kind === "peer" && r.samples.length && r.samples.length < RUNS && !r.note)
      r.note = `(slow: ${r.samples.length} run${r.samples.length > 1 ? "s" : ""}${r.samples.length === 1 ? ", no separate warm-up" : ""})`;
  return rows;
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  log(
    `sizes ${SIZES.join(", ")}; ${RUNS} runs after a warm-up${QUICK ? " (quick mode)" : ""}; peer budget ${PEER_BUDGET} s`,
  );
  const timeBin = await ensureTime(log);
  const peersP = opt["no-peers"] ? Promise.resolve([]) : preparePeers(log);
  const repos = [];
  for (const size of SIZES) repos.push(await ensureRepo(size, log));
  const peers = await peersP;
  for (const p of peers)
    log(p.available ? `peer ${p.label}: ${p.version}` : `peer ${p.label}: unavailable (${p.reason})`);
  const cliPresent = existsSync(CLI);
  const notes = [];
  if (!cliPresent) {
    notes.push("`dist/cli.js` was not built: the releaser rows were skipped and nothing was checked.");
    log("dist/cli.js not found: releaser rows skipped");
  }
  if (!timeBin) notes.push("GNU time (/usr/bin/time) was not available: no peak memory.");
  let rows = [];
  for (const repo of repos) rows.push(...(await measureSize(repo, peers, cliPresent, timeBin)));
  rows = summarise(rows);
  const slow = rows.filter((r) => r.kind === "peer" && r.note);
  if (slow.length)
    notes.push(
      `Peers get ${RUNS} runs unless that would take more than ${PEER_BUDGET} s of measured runs per size; a peer slower than ${SLOW} s per run counts its first run (made after the floors' and releaser's warm-ups, on a warm page cache) as a measurement. Releaser and the floors always get ${RUNS} runs after a warm-up.`,
    );
  notes.push(
    `Environment of every command: \`SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH}\`, \`NO_COLOR=1\`. Whole bench: ${elapsed().toFixed(0)} s including generation and peer installation.`,
  );
  const settings = `${RUNS} runs per command after a warm-up${QUICK ? " (quick mode)" : ""}`;
  const mach = machine();
  console.log(`\n${tables(rows, SIZES)}\n`);
  console.log(
    `Machine: ${mach.cpu}, ${mach.cores} cores, ${mach.memory}; node ${mach.node}, git ${mach.git}; ${mach.date}`,
  );
  writeFileSync(
    join(WORK, "results.json"),
    `${JSON.stringify({ mach, rows: rows.map(({ parse, verify, ...r }) => r) }, null, 2)}\n`,
  );
  if (WRITE) {
    mkdirSync(join(ROOT, "docs"), { recursive: true });
    writeFileSync(
      join(ROOT, "docs", "benchmarks.md"),
      document({ rows, sizes: SIZES, mach, peers, settings, notes, repos }),
    );
    log("wrote docs/benchmarks.md");
  }
}

main().catch((e) => {
  console.error(e instanceof Failure ? `\nBENCH FAILED: ${e.message}` : e);
  process.exit(1);
});
