// `npm run build:wheel`: the Python wheel py-releaser (python/) with the bundled CLI inside, built
// with Debian's hatchling into dist/python/. The template in python/ carries version 0.0.0 and no
// CLI; both are filled in from package.json and dist/ in a staging copy.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensurePythonTools } from "./python-tools.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const out = join(root, "dist", "python");

ensurePythonTools(["python3-build", "python3-hatchling"]);
const stage = mkdtempSync(join(tmpdir(), "releaser-wheel-"));
try {
  cpSync(join(root, "python"), stage, { recursive: true });
  cpSync(join(root, "LICENSE"), join(stage, "LICENSE"));
  for (const file of ["pyproject.toml", "src/py_releaser/__init__.py"]) {
    const path = join(stage, file);
    const text = readFileSync(path, "utf8");
    const filled = text.replace(/^(version|__version__) = "0\.0\.0"$/m, `$1 = "${version}"`);
    if (filled === text) throw new Error(`no 0.0.0 version to fill in in python/${file}`);
    writeFileSync(path, filled);
  }
  const cli = join(stage, "src", "py_releaser", "cli");
  mkdirSync(cli, { recursive: true });
  cpSync(join(root, "dist", "cli.js"), join(cli, "cli.js"));
  cpSync(join(root, "dist", "chunks"), join(cli, "chunks"), { recursive: true });
  // The bundle is ES modules: node reads that from the nearest package.json.
  writeFileSync(join(cli, "package.json"), `${JSON.stringify({ type: "module", private: true })}\n`);
  rmSync(out, { recursive: true, force: true });
  execFileSync(
    "/usr/bin/python3",
    ["-m", "build", "--wheel", "--no-isolation", "--skip-dependency-check", "--outdir", out, stage],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (const file of readdirSync(out)) process.stdout.write(`${join("dist", "python", file)}\n`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
