import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout a newcomer relies on (docs/development.md): no import circle among the modules of
 * src/ (dynamic imports included: a circle through a lazy import is still one), and src/flows/
 * holds one folder per command with the shared pieces beside them, no loose flow files.
 */
const SRC = join(import.meta.dirname, "..", "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.ts)"/g;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    const deps = [...text.matchAll(IMPORT)].map((m) => normalize(join(dirname(file), m[1] as string)));
    graph.set(file, deps);
  }
  return graph;
}

/** Every circle as the list of its files, found by a depth-first walk (Tarjan's components). */
function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const dep of graph.get(file) ?? []) {
      if (!graph.has(dep)) continue;
      if (!index.has(dep)) {
        visit(dep);
        low.set(file, Math.min(low.get(file) as number, low.get(dep) as number));
      } else if (onStack.has(dep)) {
        low.set(file, Math.min(low.get(file) as number, index.get(dep) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop() as string;
      onStack.delete(member);
      component.push(relative(SRC, member));
      if (member === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe("the source layout", () => {
  it("has no import circle", () => {
    expect(importCircles(importGraph())).toEqual([]);
  });

  it("finds a circle when there is one (the check itself can fail)", () => {
    const graph = new Map([
      [join(SRC, "a.ts"), [join(SRC, "b.ts")]],
      [join(SRC, "b.ts"), [join(SRC, "c.ts")]],
      [join(SRC, "c.ts"), [join(SRC, "a.ts")]],
      [join(SRC, "d.ts"), [join(SRC, "a.ts")]],
    ]);
    expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("keeps src/flows/ as one folder per command plus shared/", () => {
    const entries = readdirSync(join(SRC, "flows")).sort();
    expect(entries).toEqual(["check", "init", "lint", "release", "release-pr", "shared", "update"]);
  });
});
