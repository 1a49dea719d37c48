// `npm run bench`: generates the repositories, installs the peers, measures every command as a whole
// process, checks releaser's answers, prints the table and writes docs/benchmarks.md.
// Besides the 1k/10k/100k repositories: the release-branch history (generate-branches.mjs), the main
// line with maintenance branches and towncrier (generate-maintenance.mjs), the small project, the
// project with a 400-package uv.lock, and the remote commands (release-pr, release) against loopback
// stand-ins (remote.mjs).
//   node bench/run.mjs [--sizes 1000,10000,100000] [--runs 5] [--no-peers] [--no-remote] [--no-write]
//     [--only small,uv-lock,sizes,branches,maintenance,tags]   measure those alone (docs/benchmarks.md not written)
// The project with 5,000 tags (generate-tags.mjs) is measured on a clone whose origin is on the git
// stand-in: not with --no-remote.
//   BENCH_QUICK=1: sizes 1000,10000, 3 runs, small peer budget, docs/benchmarks.md not written
//   (the page of every run is also in bench/.work/benchmarks.md, the results in bench/.work/results.json)
//   BENCH_CLI=path/to/cli.js: measure that build instead of dist/cli.js
//   BENCH_PEER_BUDGET=30: seconds of measured runs per peer and size (slow peers get fewer runs)
//   BENCH_DEADLINE=480: seconds after which peers get no further runs; BENCH_TIMEOUT=240: per run
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  branchCommands,
  lockCommands,
  maintenanceCommands,
  remoteCommands,
  sizeCommands,
  smallCommands,
  tagsCommands,
} from "./commands.mjs";
import { ensureLockRepo, ensureRepo, ensureSmallRepo } from "./generate.mjs";
import { baseTag, ensureBranchesRepo } from "./generate-branches.mjs";
import { ensureMaintenanceRepo } from "./generate-maintenance.mjs";
import { ensureTagsRepo } from "./generate-tags.mjs";
import { ensureTime, preparePeers } from "./peers.mjs";
import { startRemotes } from "./remote.mjs";
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
    "no-remote": { type: "boolean" },
    "no-write": { type: "boolean" },
    only: { type: "string" },
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
const SMALL_RUNS = RUNS * 3; // the small project's commands take ~0.1 s: more runs, steadier medians
const PEER_BUDGET = Number(process.env.BENCH_PEER_BUDGET ?? (QUICK ? 8 : 30));
const DEADLINE = Number(process.env.BENCH_DEADLINE ?? 480); // s; past it, peers get no further runs
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 240); // s per run
const SLOW = 5; // s: a peer slower than this counts its first run as a measurement (caches are warm by then)
const ONLY = opt.only?.split(",").map((s) => s.trim());
const measured = (key) => !ONLY || ONLY.includes(key);
const WRITE = !opt["no-write"] && !QUICK && !ONLY;
if (SIZES.some((s) => !Number.isInteger(s) || s < 10) || !(RUNS >= 1)) {
  console.error(
    "usage: node bench/run.mjs [--sizes 1000,10000,100000] [--runs 5] [--no-peers] [--no-remote] [--no-write]",
  );
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

// The facts every answer is checked against: the base tag found by git itself (baseTag: the newest
// final release `v{version}` among `git tag --merged HEAD`, by version, or a newer one on a release
// branch cut after it), the commits since it.
function factsOf(repo) {
  const tag = baseTag((...args) => git(repo.dir, ...args));
  if (tag !== repo.meta.tag)
    throw new Failure(`git finds ${tag} as the base tag of ${repo.dir}, the generator made ${repo.meta.tag}`);
  const counted = Number(git(repo.dir, "rev-list", "--count", `${tag}..HEAD`));
  return { meta: repo.meta, tag, counted };
}

// Measures the commands on one repository (`key` names it in the results), round-robin.
async function measure(key, dir, cmds, timeBin, remote) {
  const dirs = [...new Set([dir, ...cmds.map((c) => c.cwd).filter(Boolean)])];
  const before = dirs.map(repoState);
  const rows = cmds.map((c) => ({
    ...c,
    size: key,
    samples: [],
    peakKB: null,
    wanted: c.runs ?? RUNS,
    warm: false,
    answer: null,
    expected: c.expect ?? null,
    status: c.skip ?? "",
    note: "",
    requests: null,
  }));
  const active = () => rows.filter((r) => !r.skip && (!r.warm || r.samples.length < r.wanted));
  while (active().length) {
    for (const r of active()) {
      if (r.kind === "peer" && r.samples.length && elapsed() > DEADLINE) {
        r.wanted = r.samples.length;
        r.note = "(bench deadline: fewer runs)";
        continue;
      }
      const seen = r.remote?.watch();
      const res = await once(r, r.cwd ?? dir, timeBin);
      const what = `${r.label} @ ${key}`;
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
      if (r.read && (r.answer == null || r.kind !== "peer")) r.answer = r.read(res);
      if (seen) {
        const requests = seen();
        const count = (q) => Object.values(q).flat().length;
        if (r.requests && count(r.requests) !== count(requests)) r.requestsVary = true;
        r.requests = requests;
      }
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
  dirs.forEach((d, i) => {
    const after = repoState(d);
    if (after !== before[i])
      throw new Failure(`the repository at ${d} was changed by a command that must write nothing:\n${after}`);
  });
  const written = remote?.writes() ?? [];
  if (written.length) throw new Failure(`a dry run wrote to the stand-ins of ${key}: ${written.join(", ")}`);
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
  if (measured("sizes")) for (const size of SIZES) repos.push(await ensureRepo(size, log));
  const small = await ensureSmallRepo(log);
  const branches = await ensureBranchesRepo(log);
  const maintenance = await ensureMaintenanceRepo(log);
  const locked = await ensureLockRepo(log);
  const peers = await peersP;
  for (const p of peers)
    log(p.available ? `peer ${p.label}: ${p.version}` : `peer ${p.label}: unavailable (${p.reason})`);
  const cliPresent = existsSync(CLI);
  // Measured against its origin on the stand-in only: not generated without it.
  const tagged = measured("tags") && !opt["no-remote"] && cliPresent ? await ensureTagsRepo(log) : null;
  const notes = [];
  if (!cliPresent) {
    notes.push("`dist/cli.js` was not built: the releaser rows were skipped and nothing was checked.");
    log("dist/cli.js not found: releaser rows skipped");
  }
  if (!timeBin) notes.push("GNU time (/usr/bin/time) was not available: no peak memory.");
  const releaserOnly = (cmds) =>
    cmds.map((c) =>
      cliPresent || (c.kind !== "releaser" && c.kind !== "remote")
        ? c
        : { ...c, skip: "skipped: dist/cli.js not built" },
    );
  const remotes = opt["no-remote"] || !cliPresent ? null : await startRemotes(log);
  let rows = [];
  try {
    // The small project first, on a quiet machine: its ratios are to node's own start-up.
    if (measured("small")) {
      const sf = factsOf(small);
      rows.push(
        ...(await measure("small", small.dir, releaserOnly(smallCommands(CLI, sf, SMALL_RUNS)), timeBin)),
      );
    }
    if (measured("uv-lock")) {
      const lf = factsOf(locked);
      rows.push(
        ...(await measure("uv-lock", locked.dir, releaserOnly(lockCommands(CLI, lf, SMALL_RUNS)), timeBin)),
      );
    }
    // origin with 5,000 tags, all fetched: check on the clone (the stand-in serves origin).
    if (tagged && remotes) {
      const tf = factsOf(tagged);
      const remote = await remotes.prepare(tagged, "tags", tf.meta.expected.next_version, ["main"]);
      rows.push(
        ...(await measure(
          "tags",
          tagged.dir,
          releaserOnly(tagsCommands(CLI, tf, remote, RUNS)),
          timeBin,
          remote,
        )),
      );
    }
    const others = [branches, maintenance].filter((r) => measured(r.meta.name));
    for (const repo of [...repos, ...others]) {
      const facts = factsOf(repo);
      const key = repo === branches ? "branches" : repo === maintenance ? "maintenance" : repo.meta.size;
      const cmds =
        repo === branches
          ? branchCommands(CLI, facts)
          : repo === maintenance
            ? maintenanceCommands(CLI, facts)
            : sizeCommands(CLI, facts, peers);
      // The maintenance line's project has no CHANGELOG.md (towncrier): release-pr only.
      const only = repo === maintenance ? ["release-pr"] : null;
      const remote =
        remotes &&
        (await remotes.prepare(repo, key, facts.meta.expected.next_version, only ? ["main"] : undefined));
      if (remote)
        cmds.push(...remoteCommands(CLI, facts, remote).filter((c) => !only || only.includes(c.id)));
      rows.push(...(await measure(key, repo.dir, releaserOnly(cmds), timeBin, remote)));
      for (const r of rows) if (r.remote) r.releases = r.remote.releases;
    }
  } finally {
    await remotes?.close();
  }
  rows = summarise(rows);
  const slow = rows.filter((r) => r.kind === "peer" && r.note);
  if (slow.length)
    notes.push(
      `Peers get ${RUNS} runs unless that would take more than ${PEER_BUDGET} s of measured runs per size; a peer slower than ${SLOW} s per run counts its first run (made after the floors' and releaser's warm-ups, on a warm page cache) as a measurement. Releaser and the floors always get ${RUNS} runs after a warm-up (the small project's commands ${SMALL_RUNS}).`,
    );
  notes.push(
    `Environment of every command: \`SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH}\`, \`NO_COLOR=1\`. Whole bench: ${elapsed().toFixed(0)} s including generation and peer installation.`,
  );
  const settings = `${RUNS} runs per command after a warm-up (the small project's: ${SMALL_RUNS})${QUICK ? " (quick mode)" : ""}`;
  const mach = machine();
  console.log(`\n${tables(rows, SIZES)}\n`);
  console.log(
    `Machine: ${mach.cpu}, ${mach.cores} cores, ${mach.memory}; node ${mach.node}, git ${mach.git}; ${mach.date}`,
  );
  writeFileSync(
    join(WORK, "results.json"),
    `${JSON.stringify({ mach, rows: rows.map(({ read, verify, remote, env, ...r }) => r) }, null, 2)}\n`,
  );
  const page = document({
    rows,
    sizes: SIZES,
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
  });
  writeFileSync(join(WORK, "benchmarks.md"), page); // always: a quick run's page, to look at
  if (WRITE) {
    mkdirSync(join(ROOT, "docs"), { recursive: true });
    writeFileSync(join(ROOT, "docs", "benchmarks.md"), page);
    log("wrote docs/benchmarks.md");
  }
}

main().catch((e) => {
  console.error(e instanceof Failure ? `\nBENCH FAILED: ${e.message}` : e);
  process.exit(1);
});
