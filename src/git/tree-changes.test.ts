import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBlob, readTreeChanges } from "./tree-changes.ts";

const dir = mkdtempSync(join(tmpdir(), "tree-changes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@e", ...args], { cwd: dir, env })
    .toString()
    .trim();

describe("readTreeChanges", () => {
  it("lists changed (with the mode before), added, executable, linked and removed files, and reads their bytes as they are", async () => {
    git("init", "-q", "-b", "main");
    writeFileSync(join(dir, "a.txt"), "one\n");
    writeFileSync(join(dir, "gone.txt"), "bye\n");
    writeFileSync(join(dir, "old name.txt"), "moved\n");
    git("add", "-A");
    git("commit", "-q", "-m", "first");
    const first = git("rev-parse", "HEAD");
    writeFileSync(join(dir, "a.txt"), "two\n", { mode: 0o755 });
    chmodSync(join(dir, "a.txt"), 0o755);
    rmSync(join(dir, "gone.txt"));
    git("mv", "old name.txt", "new name.txt");
    writeFileSync(join(dir, "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
    symlinkSync("a.txt", join(dir, "link"));
    const binary = Buffer.from([0, 255, 254, 10, 128]);
    writeFileSync(join(dir, "bytes.bin"), binary);
    git("add", "-A");
    git("commit", "-q", "-m", "second");
    const changes = await readTreeChanges(dir, first, "HEAD", env);
    const blob = (path: string) => git("rev-parse", `HEAD:${path}`);
    expect(changes).toEqual([
      { path: "a.txt", mode: "100755", blob: blob("a.txt"), before: "100644" },
      { path: "bytes.bin", mode: "100644", blob: blob("bytes.bin"), before: undefined },
      { path: "gone.txt", deleted: true },
      { path: "link", mode: "120000", blob: blob("link"), before: undefined },
      { path: "new name.txt", mode: "100644", blob: blob("new name.txt"), before: undefined },
      { path: "old name.txt", deleted: true },
      { path: "run.sh", mode: "100755", blob: blob("run.sh"), before: undefined },
    ]);
    expect(await readBlob(dir, blob("bytes.bin"), env)).toEqual(binary);
    expect((await readBlob(dir, blob("link"), env)).toString()).toBe("a.txt");
  });
});
