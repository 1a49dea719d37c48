import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeFileAtomic } from "./write-atomic.ts";

const NOW = 1_763_683_200_000;
/** Every temporary name this process can make in the millisecond `now` (one per counter value). */
const tempNames = (path: string, now: number) =>
  Array.from({ length: 256 }, (_, counter) => {
    const hex = ((((now % 0x1000000) << 8) | counter) >>> 0).toString(16).padStart(8, "0");
    return `${path}.releaser-${process.pid}-${hex}.tmp`;
  });

describe("writeFileAtomic", () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), "releaser-atomic-"));
    dirs.push(dir);
    return dir;
  };

  it("skips a temporary name that is taken, and leaves that file alone", async () => {
    const dir = scratch();
    const target = join(dir, "CHANGELOG.md");
    const taken = tempNames(target, NOW);
    for (const name of taken) writeFileSync(name, "someone else's");
    vi.spyOn(Date, "now")
      .mockReturnValueOnce(NOW)
      .mockReturnValue(NOW + 1);
    await writeFileAtomic(target, "new text");
    expect(readFileSync(target, "utf8")).toBe("new text");
    for (const name of taken) expect(readFileSync(name, "utf8")).toBe("someone else's");
    expect(readdirSync(dir)).toHaveLength(taken.length + 1);
  });

  it("gives up when every name stays taken, without deleting any of them", async () => {
    const dir = scratch();
    const target = join(dir, "pyproject.toml");
    const taken = tempNames(target, NOW);
    for (const name of taken) writeFileSync(name, "someone else's");
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    await expect(writeFileAtomic(target, "x")).rejects.toMatchObject({ code: "EEXIST" });
    expect(readdirSync(dir).sort()).toEqual(taken.map((name) => name.slice(dir.length + 1)).sort());
  });
});
