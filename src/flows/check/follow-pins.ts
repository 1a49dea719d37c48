import { findMemberPins, type MemberPin } from "../../edits/member-pins.ts";
import { pathInRepository } from "../../workspace/members.ts";
import type { DependencyUpdate } from "./dependency-commit.ts";

/** What following pins needs of a package's plan (check.ts's PackageCheck has it). */
export interface PlannedPackage {
  member: { normalisedName: string; path: string };
  loaded: { pyproject?: { text: string } | undefined };
  plan: { nextVersion?: string | undefined; pending: boolean };
  dependencyUpdates: DependencyUpdate[];
}

/** Each package's exact pins on the other packages of the repository. */
export function readPins<P extends PlannedPackage>(packages: readonly P[]): Map<P, MemberPin[]> {
  const names = new Set(packages.map((p) => p.member.normalisedName));
  const pins = new Map<P, MemberPin[]>();
  for (const p of packages) {
    const text = p.loaded.pyproject?.text;
    const own =
      text === undefined
        ? []
        : findMemberPins(text, pathInRepository(p.member.path, "pyproject.toml"), names);
    pins.set(
      p,
      own.filter((pin) => pin.name !== p.member.normalisedName),
    );
  }
  return pins;
}

/**
 * Follows exact pins between packages to a fixed point: a package pinning a member that gets a new
 * version gets the pin moved and, when it has no release of its own, a patch release; a package
 * pinning that one follows in turn. A package already pending (its release commit made) is left
 * as it is. `replan` plans a package again with its dependency updates.
 */
export async function followPins<P extends PlannedPackage>(
  packages: P[],
  replan: (p: P, updates: DependencyUpdate[]) => Promise<P>,
): Promise<P[]> {
  const pins = readPins(packages);
  let current = packages;
  // Each round settles at least one package for good: no more rounds than packages.
  for (let round = 0; round <= packages.length; round++) {
    const versions = new Map(
      current.flatMap((p) =>
        p.plan.nextVersion === undefined ? [] : [[p.member.normalisedName, p.plan.nextVersion]],
      ),
    );
    let changed = false;
    const next: P[] = [];
    for (const [index, p] of current.entries()) {
      const original = packages[index] as P;
      const wanted = staleUpdates(pins.get(original) ?? [], versions);
      if (p.plan.pending || sameUpdates(wanted, p.dependencyUpdates)) {
        next.push(p);
        continue;
      }
      changed = true;
      next.push(await replan(original, wanted));
    }
    current = next;
    if (!changed) return current;
  }
  return current;
}

function staleUpdates(pins: readonly MemberPin[], versions: ReadonlyMap<string, string>): DependencyUpdate[] {
  const updates = new Map<string, string>();
  for (const pin of pins) {
    const version = versions.get(pin.name);
    if (version !== undefined && version !== pin.version) updates.set(pin.name, version);
  }
  return [...updates]
    .map(([name, version]) => ({ name, version }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function sameUpdates(a: readonly DependencyUpdate[], b: readonly DependencyUpdate[]): boolean {
  return a.length === b.length && a.every((u, i) => u.name === b[i]?.name && u.version === b[i]?.version);
}
