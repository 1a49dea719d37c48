// Debian's Python tools that the publishing and pre-commit tests and the demo run for real (README,
// "Publishing"): installed with apt-get when missing, as `.ci/run` does. Run directly
// (`node scripts/python-tools.mjs`) it installs them, or says how when not root.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const DEBIAN_PYTHON_TOOLS = [
  "twine",
  "python3-poetry",
  "python3-build",
  "python3-venv",
  "python3-hatchling",
  "python3-hatch-vcs",
  "python3-setuptools-scm",
  // The commit-msg hook is tested through Debian's pre-commit (3.0.4), as a user installs it.
  "pre-commit",
  // init's migration is checked against the tool it replaces (test/e2e/migration-parity.test.ts).
  "python3-semantic-release",
  // A project's towncrier news fragments are its changelog: update runs the real towncrier build
  // (test/integration/towncrier.test.ts).
  "towncrier",
];

function installed(pkg) {
  try {
    execFileSync("dpkg", ["-s", pkg], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Installs the missing ones; throws with the apt-get line to run when that is not possible. */
export function ensurePythonTools(packages = DEBIAN_PYTHON_TOOLS) {
  let hasDpkg = true;
  try {
    execFileSync("dpkg", ["--version"], { stdio: "ignore" });
  } catch {
    hasDpkg = false;
  }
  if (!hasDpkg) return; // not Debian: the tests that need the tools say so themselves
  const missing = packages.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Debian's ${missing.join(", ")} are needed: sudo apt-get install -y ${missing.join(" ")}`,
    );
  }
  process.stdout.write(`installing ${missing.join(", ")} (apt-get)...\n`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensurePythonTools();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
