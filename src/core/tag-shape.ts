/**
 * The shape of the release tags a project already has (DESIGN 5, tags the project already has):
 * `1.2.3`, `v1.2.3`, `pkg-v1.2.3`. Pure.
 */
import { compareVersions, type Pep440Version, parseVersion } from "./version.ts";

export const NO_TAG_WHY = "no release tag yet: the default";

/**
 * The tag format the existing tags follow: the prefix before a PEP 440 version (`v`, none,
 * `pkg-v`) of the newest release tag (the highest version), so a project that changed its tag
 * shape keeps the one it uses now; without tags, the default `v{version}`.
 */
export function inferTagFormat(tags: readonly string[]): { format: string; why: string } {
  const byPrefix = new Map<string, { count: number; newest: Pep440Version; tag: string }>();
  for (const tag of tags) {
    // A release version has at least two parts (1.2, 1.2.3): a date or build number is no release.
    const match = /^(.*?)(\d+(?:\.\d+)+(?:[-._+]?[a-zA-Z0-9.+-]*)?)$/.exec(tag);
    if (match === null) continue;
    const [, prefix = "", text = ""] = match;
    const version = parseVersion(text);
    if (version === undefined || /[{}]/.test(prefix)) continue;
    const seen = byPrefix.get(prefix);
    if (seen === undefined) byPrefix.set(prefix, { count: 1, newest: version, tag });
    else {
      seen.count++;
      if (compareVersions(version, seen.newest) > 0) Object.assign(seen, { newest: version, tag });
    }
  }
  const shapes = [...byPrefix.entries()].sort(
    (a, b) =>
      compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0]),
  );
  const [best, ...others] = shapes;
  if (best === undefined) return { format: "v{version}", why: NO_TAG_WHY };
  const [prefix, { count, tag }] = best;
  const why =
    others.length === 0
      ? `${count === 1 ? "your release tag looks" : `${count} of your tags look`} like ${prefix}1.2.3`
      : `your newest release tag, ${tag}, looks like ${prefix}1.2.3 (${others.map(([p, o]) => `${o.count} look like ${p}1.2.3`).join(", ")})`;
  return { format: `${prefix}{version}`, why };
}
