// `npm run mutation [area ...]`: one Stryker run per area (stryker.config.mjs), one after the
// other, then one table of every mutated file's score and the time each area took.
// Areas: core, edits, host, publish, release (default: all).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { AREAS } from "../stryker.config.mjs";

const asked = process.argv.slice(2);
const areas = asked.length > 0 ? asked : Object.keys(AREAS);
for (const area of areas) {
  if (!(area in AREAS)) {
    console.error(`unknown area "${area}"; the areas are ${Object.keys(AREAS).join(", ")}`);
    process.exit(2);
  }
}

const KILLED = new Set(["Killed", "Timeout"]);
const COUNTED = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
const rows = [];
let failed = false;
const started = Date.now();
for (const area of areas) {
  const began = Date.now();
  const run = spawnSync("npx", ["stryker", "run"], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_AREA: area },
  });
  const minutes = ((Date.now() - began) / 60_000).toFixed(1);
  if (run.status !== 0) {
    failed = true;
    console.error(`mutation: the ${area} run failed (exit ${run.status})`);
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${area}.json`, "utf8"));
  let killed = 0;
  let counted = 0;
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const k = mutants.filter((m) => KILLED.has(m.status)).length;
    const c = mutants.filter((m) => COUNTED.has(m.status)).length;
    killed += k;
    counted += c;
    rows.push({ area, file, killed: k, counted: c });
  }
  rows.push({ area, file: `(${area}: ${minutes} min)`, killed, counted });
}

const score = (r) => (r.counted === 0 ? "n/a" : `${((100 * r.killed) / r.counted).toFixed(1)}%`);
console.log("\nfile                                               killed/mutants  score");
for (const row of rows) {
  console.log(
    `${row.file.padEnd(50)} ${`${row.killed}/${row.counted}`.padStart(14)}  ${score(row).padStart(6)}`,
  );
}
console.log(`\nall areas: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(failed ? 1 : 0);
