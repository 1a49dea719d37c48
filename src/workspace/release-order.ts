import { normalisePackageName } from "../core/tag-shape.ts";

/**
 * The order packages of one repository are released in (DESIGN 8): a package after every other
 * package it depends on, so an index never holds a release that requires a version not uploaded
 * yet (a run stopped between the two would leave it uninstallable). Otherwise the workspace's own
 * order is kept; packages that depend on each other in a circle keep it too.
 */
export function releaseOrder<T>(
  packages: readonly T[],
  requires: (p: T) => ReadonlySet<string>,
  name: (p: T) => string,
): T[] {
  const names = new Set(packages.map(name));
  const waiting = new Map(
    packages.map((p) => [p, new Set([...requires(p)].filter((r) => names.has(r) && r !== name(p)))]),
  );
  const ordered: T[] = [];
  while (waiting.size > 0) {
    const done = new Set(ordered.map(name));
    const next = [...waiting.keys()].find((p) =>
      [...(waiting.get(p) as Set<string>)].every((r) => done.has(r)),
    );
    // A circle: the first package left goes next, as the workspace lists it.
    const chosen = next ?? (waiting.keys().next().value as T);
    ordered.push(chosen);
    waiting.delete(chosen);
  }
  return ordered;
}

/**
 * The names (PEP 503) a pyproject.toml's project requires: `[project] dependencies` and every
 * extra of `optional-dependencies`, with any version, marker or extra (`alpha-lib[x]>=1; ...`).
 */
export function requiredNames(pyproject: Record<string, unknown> | undefined): Set<string> {
  const project = pyproject?.project;
  if (typeof project !== "object" || project === null) return new Set();
  const { dependencies, "optional-dependencies": optional } = project as Record<string, unknown>;
  const lists: unknown[] = [dependencies];
  if (typeof optional === "object" && optional !== null) lists.push(...Object.values(optional));
  const found = new Set<string>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const requirement of list) {
      const match =
        typeof requirement === "string"
          ? /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/.exec(requirement)
          : null;
      if (match?.[1] !== undefined) found.add(normalisePackageName(match[1]));
    }
  }
  return found;
}
