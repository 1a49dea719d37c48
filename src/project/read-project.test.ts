import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config/load.ts";
import { setCallTracer } from "../runtime/trace.ts";
import { readProject } from "./read-project.ts";

const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

afterEach(() => setCallTracer(undefined));

describe("readProject: the name first (issue 45)", () => {
  it("tells the name before it reads the version targets and looks for stale copies (git grep)", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "releaser-project-")));
    execFileSync("git", ["init", "-q", "-b", "main"], { cwd: dir, env: GIT_ENV });
    mkdirSync(join(dir, "src", "demo_pkg"), { recursive: true });
    writeFileSync(join(dir, "pyproject.toml"), '[project]\nname = "Demo_Pkg"\nversion = "1.4.2"\n');
    writeFileSync(join(dir, "src", "demo_pkg", "__init__.py"), '__version__ = "1.4.2"\n');
    writeFileSync(join(dir, "README.md"), "Install demo-pkg 1.4.2 with pip.\n");
    execFileSync("git", ["add", "-A"], { cwd: dir, env: GIT_ENV });
    const events: string[] = [];
    setCallTracer((call) => events.push(call.split(" ").slice(0, 2).join(" ")));
    const project = await readProject(dir, await loadConfig(dir), (name) => events.push(`named ${name}`));
    expect(project.name).toBe("Demo_Pkg");
    expect(project.version).toBe("1.4.2");
    expect(events).toEqual(["named Demo_Pkg", "git grep"]);
  });
});
