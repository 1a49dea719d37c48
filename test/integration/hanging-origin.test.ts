import { execFileSync, spawn } from "node:child_process";
import { createServer, type Socket } from "node:net";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hostedRepo, TOKEN } from "../helpers/hosted-repo.ts";
import { GIT_ENV } from "../helpers/repo.ts";

const CLI = join(dirname(new URL(import.meta.url).pathname), "../../dist/cli.js");

/**
 * An origin that accepts the connection and never answers (issue 44 case 4, DESIGN 5): every git
 * child of every command has a time limit and ends with the command; `check` waits for origin at
 * most 3 s. And an origin that cannot be read is never taken for one without the tag (case 9).
 */

const servers: Array<{ close(): void }> = [];
afterAll(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A TCP server that takes connections and never says a word. */
async function silentOrigin(): Promise<number> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  servers.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** The processes whose command line names the silent origin's port (git, git-remote-http). */
function processesFor(port: number): string[] {
  return execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(`127.0.0.1:${port}/`) && !line.includes("ps -eo"));
}

async function hangingRepo() {
  const h = await hostedRepo("");
  const port = await silentOrigin();
  h.repo.git("remote", "set-url", "origin", `http://127.0.0.1:${port}/acme/widgets.git`);
  return { h, port };
}

/** The built CLI started in the background, to be stopped by a signal. */
function startReleaser(dir: string, args: readonly string[]) {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: dir,
    env: { ...process.env, ...GIT_ENV, NO_COLOR: "1", GITHUB_TOKEN: TOKEN },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.on("exit", (code, signal) => done(signal ?? code)),
  );
  return { child, exited };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("an origin that never answers, or cannot be read", () => {
  it("release-pr stops at the time limit with one line, and leaves no git behind", async () => {
    const { h, port } = await hangingRepo();
    const result = await h.run(["release-pr"], { RELEASER_GIT_TIMEOUT_MS: "1500" });
    // Two listings of origin at most, each stopped at 1.5 s (the first, for origin's tags and
    // HEAD, is said and passed over; the second, for the branches, stops the run). The error line
    // names the limit that stopped it; no wall-clock measure (speed is the benchmark's).
    expect(result.code).toBe(1);
    expect(result.stderr.split("\n").filter((l) => l.startsWith("error: "))).toEqual([
      "error: `git ls-remote` had no answer in 1.5 s and was stopped; check the network and the remote's URL (`git remote -v`) (releaser explain GIT_ERROR)",
    ]);
    expect(processesFor(port)).toEqual([]);
    expect(h.host.writes()).toEqual([]);
  });

  it("check waits for origin at most 3 s, goes on with the clone's tags, and says why", async () => {
    const { h, port } = await hangingRepo();
    const result = await h.run(["check"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "warning: origin's tags were not read, so a version tagged only there is not seen here (`git fetch --tags` brings them; release-pr and release ask origin again): `git ls-remote` had no answer in 3 s and was stopped",
    );
    expect(processesFor(port)).toEqual([]);
  });

  it("a git child ends with releaser when releaser is stopped (SIGTERM) while it waits", async () => {
    const { h, port } = await hangingRepo();
    const run = startReleaser(h.repo.dir, ["release-pr"]);
    // Wait until git (and its transport) are waiting on the silent origin.
    for (let i = 0; i < 100 && processesFor(port).length === 0; i++) await sleep(100);
    expect(processesFor(port).length).toBeGreaterThan(0);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe("SIGTERM");
    await sleep(300);
    expect(processesFor(port)).toEqual([]);
  });

  it("release-pr claims no merged release PR when it could not read origin's tags (the tag may be there)", async () => {
    const h = await hostedRepo("");
    expect((await h.run(["update"])).code).toBe(0);
    await h.push("main");
    // Nothing listens on port 9 of the loopback: origin cannot be read at all.
    h.repo.git("remote", "set-url", "origin", "http://127.0.0.1:9/acme/widgets.git");
    const result = await h.run(["release-pr"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(
      "main carries 1.5.0, and tag v1.5.0 is not in this clone; origin's tags could not be read, so whether it is released already is not known. Nothing changed: when origin answers, run release-pr again, or `releaser release` (which asks origin) to release it.\n",
    );
    expect(result.stdout).not.toContain("was merged");
    expect(h.host.writes()).toEqual([]);
  });
});
