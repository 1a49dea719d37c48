// Installs the peers a user would otherwise pick into bench/.work/peers (never into the project's
// dependencies) and describes how each computes the next version. A peer that cannot be installed
// is reported as unavailable, with the reason, and the bench goes on.
//   node bench/peers.mjs   installs them and prints what is available
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
export const PEERS_DIR = join(HERE, ".work", "peers");
// Pinned so that reruns measure the same thing; both run on Node 20.
const NPM_PEERS = { "git-cliff": "2.14.2", "commit-and-tag-version": "12.7.3" };
const PSR_DEB = "python3-semantic-release";
const PSR_BIN = "/usr/bin/python-semantic-release";
export const TIME_BIN = "/usr/bin/time";

// Runs a command to completion (asynchronously, so that repository generation goes on meanwhile).
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    let out = "";
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], ...opts });
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("error", (e) => resolve({ ok: false, out, error: e.message }));
    child.on("close", (code) => resolve({ ok: code === 0, out, error: tail(out) || `exit ${code}` }));
  });
}
function tail(s, n = 3) {
  return s.trim().split("\n").slice(-n).join(" | ");
}
function installedVersion(name) {
  const f = join(PEERS_DIR, "node_modules", name, "package.json");
  return existsSync(f) ? JSON.parse(readFileSync(f, "utf8")).version : null;
}
async function debVersion(pkg) {
  const format = ["-f=$", "{Status}\t$", "{Version}"].join(""); // dpkg-query's own placeholders
  const r = await run("dpkg-query", ["-W", format, pkg]);
  const [status, v] = r.out.split("\t");
  return r.ok && status.endsWith(" installed") ? v : null;
}

let aptUpdated = false;
// apt-get install, with one `apt-get update` first if the package lists do not know the package.
async function aptInstall(pkg, log) {
  if (process.getuid?.() !== 0) return { ok: false, error: "not root: cannot apt-get install" };
  if (!existsSync("/usr/bin/apt-get")) return { ok: false, error: "no apt-get on this machine" };
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => run("apt-get", ["install", "-y", "-q", "--no-install-recommends", pkg], { env });
  log(`apt-get install ${pkg}`);
  let r = await install();
  if (!r.ok && !aptUpdated) {
    log("apt-get update");
    aptUpdated = true;
    const u = await run("apt-get", ["update", "-q"], { env });
    if (!u.ok) return { ok: false, error: `apt-get update failed: ${u.error}` };
    r = await install();
  }
  return r.ok ? { ok: true } : { ok: false, error: `apt-get install ${pkg} failed: ${r.error}` };
}

// GNU time, for peak memory (%M). Returns its path, or null when it cannot be had.
export async function ensureTime(log = () => {}) {
  if (existsSync(TIME_BIN)) return TIME_BIN;
  const r = await aptInstall("time", log);
  if (!r.ok) log(`peak memory unavailable: ${r.error}`);
  return existsSync(TIME_BIN) ? TIME_BIN : null;
}

async function installNpmPeers(log) {
  const missing = Object.entries(NPM_PEERS).filter(([n, v]) => installedVersion(n) !== v);
  if (!missing.length) return null;
  mkdirSync(PEERS_DIR, { recursive: true });
  const pj = join(PEERS_DIR, "package.json");
  if (!existsSync(pj)) writeFileSync(pj, '{ "name": "releaser-bench-peers", "private": true }\n');
  const specs = Object.entries(NPM_PEERS).map(([n, v]) => `${n}@${v}`);
  log(`npm install ${specs.join(" ")} (into ${PEERS_DIR})`);
  const r = await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--save-exact", "--loglevel=error", ...specs],
    { cwd: PEERS_DIR },
  );
  return r.ok ? null : `npm install failed: ${r.error}`;
}

// The next version printed by each peer, parsed from its stdout.
const parsers = {
  cliffChangelog: (s) => /^## \[v?([^\]]+)\]/m.exec(s)?.[1] ?? null,
  cliffVersion: (s) => /^v?(\d+\.\d+\.\d+\S*)\s*$/m.exec(s.trim())?.[1] ?? null,
  catv: (s) => /bumping version in \S+ from \S+ to (\S+)/.exec(s)?.[1] ?? null,
  psr: (s) => /^(\d+\.\d+\.\d+\S*)/.exec(s.trim())?.[1] ?? null,
};

// Installs what is missing and returns the peers:
// [{ id, label, version, available, reason?, argv, env?, parse }] ; argv runs with cwd = the repository.
export async function preparePeers(log = () => {}) {
  const npmError = await installNpmPeers(log);
  const peers = [];
  const cliffVer = installedVersion("git-cliff");
  // The npm package's bin is a node wrapper around a native binary shipped as an optional
  // dependency; the bench runs the native binary, as `cargo install git-cliff` users would.
  const cliffNative = join(
    PEERS_DIR,
    "node_modules",
    `git-cliff-${process.platform}-${process.arch}`,
    "bin",
    "git-cliff",
  );
  const cliff = existsSync(cliffNative)
    ? [cliffNative]
    : cliffVer
      ? [process.execPath, join(PEERS_DIR, "node_modules", "git-cliff", "lib", "cli", "cli.js")]
      : null;
  const cliffReason = npmError ?? "git-cliff is not installed";
  peers.push({
    id: "cliff-bump",
    label: "git-cliff --unreleased --bump",
    version: cliffVer && `git-cliff ${cliffVer}`,
    available: Boolean(cliff),
    reason: cliffReason,
    argv: cliff && [...cliff, "--unreleased", "--bump"],
    parse: parsers.cliffChangelog,
  });
  peers.push({
    id: "cliff-bumped",
    label: "git-cliff --unreleased --bumped-version",
    version: cliffVer && `git-cliff ${cliffVer}`,
    available: Boolean(cliff),
    reason: cliffReason,
    argv: cliff && [...cliff, "--unreleased", "--bumped-version"],
    parse: parsers.cliffVersion,
  });
  const catvVer = installedVersion("commit-and-tag-version");
  const catvCli = join(PEERS_DIR, "node_modules", "commit-and-tag-version", "bin", "cli.js");
  peers.push({
    id: "catv",
    label: "commit-and-tag-version --dry-run",
    version: catvVer && `commit-and-tag-version ${catvVer}`,
    available: Boolean(catvVer) && existsSync(catvCli),
    reason: npmError ?? "commit-and-tag-version is not installed",
    // A Python project has no package.json: its built-in pyproject.toml updater reads and bumps the version.
    argv: [
      process.execPath,
      catvCli,
      "--dry-run",
      "--packageFiles",
      "pyproject.toml",
      "--bumpFiles",
      "pyproject.toml",
    ],
    parse: parsers.catv,
  });
  let psrVer = await debVersion(PSR_DEB);
  let psrReason = null;
  if (!psrVer) {
    const r = await aptInstall(PSR_DEB, log);
    psrVer = await debVersion(PSR_DEB);
    if (!r.ok) psrReason = r.error;
  }
  peers.push({
    id: "psr",
    label: "python-semantic-release print-version",
    version: psrVer && `python-semantic-release ${psrVer} (Debian)`,
    available: Boolean(psrVer) && existsSync(PSR_BIN),
    reason: psrReason ?? `${PSR_BIN} not found`,
    // Config is in the generated pyproject.toml ([tool.semantic_release], version_source = "tag").
    argv: [PSR_BIN, "print-version"],
    parse: parsers.psr,
  });
  return peers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureTime((s) => console.error(s));
  for (const p of await preparePeers((s) => console.error(s))) {
    console.log(
      p.available
        ? `${p.label}: ${p.version}\n  ${p.argv.join(" ")}`
        : `${p.label}: unavailable (${p.reason})`,
    );
  }
}
