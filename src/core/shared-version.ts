import { ConfigError } from "./errors.ts";
import { compareVersions, parseVersion } from "./version.ts";

/**
 * Packages released together (`shared_version`, DESIGN 8) have one version: the rules that keep
 * it one, as pure functions of what each package's check found.
 */

/** One package of the group as these rules need it. */
export interface GroupedPackage {
  name: string;
  /** Its folder, from the repository's root. */
  path: string;
  /** The version its files carry; undefined when the build takes it from the tag. */
  fileVersion: string | undefined;
  /** The version its own commits would release; undefined: nothing of its own to release. */
  nextVersion: string | undefined;
}

/**
 * Refuses packages whose files carry different versions: one tag cannot name both. Packages
 * whose version comes from the tag carry none and agree with any.
 */
export function refuseDisagreeingVersions(packages: readonly GroupedPackage[]): void {
  const carrying = packages.filter((p) => p.fileVersion !== undefined);
  const first = carrying[0];
  if (first === undefined) return;
  const same = (a: string, b: string) => {
    const [x, y] = [parseVersion(a), parseVersion(b)];
    return x !== undefined && y !== undefined ? compareVersions(x, y) === 0 : a === b;
  };
  if (carrying.every((p) => same(p.fileVersion as string, first.fileVersion as string))) return;
  const listed = carrying.map((p) => `${p.name} ${p.fileVersion} (${p.path})`).join(", ");
  throw new ConfigError(
    `shared_version: the packages released together carry different versions (${listed}), and one tag names one version; set every package's files to the same version, or remove shared_version to release each package on its own`,
  );
}

/**
 * The version the group releases: the highest any package's commits ask for (a fix in one and a
 * feature in another release the feature's), undefined when none has anything to release.
 */
export function groupVersion(packages: readonly GroupedPackage[]): string | undefined {
  let best: { text: string; version: NonNullable<ReturnType<typeof parseVersion>> } | undefined;
  for (const p of packages) {
    if (p.nextVersion === undefined) continue;
    const version = parseVersion(p.nextVersion);
    if (version === undefined) continue;
    if (best === undefined || compareVersions(version, best.version) > 0)
      best = { text: p.nextVersion, version };
  }
  return best?.text;
}

/**
 * The notes of a release of packages released together: each package's section of its changelog
 * under its name (the version heading each section starts with dropped: the release is named by
 * it already); one text when every package's section is the same (a changelog they share).
 */
export function groupReleaseNotes(sections: readonly { name: string; notes: string }[]): string {
  const first = sections[0];
  if (first === undefined) return "";
  if (sections.every((s) => s.notes.trim() === first.notes.trim())) return first.notes;
  return sections
    .map(({ name, notes }) => {
      const lines = notes.trim().split("\n");
      const body = /^#{1,6}\s/.test(lines[0] ?? "") ? lines.slice(1).join("\n").trim() : notes.trim();
      return `## ${name}\n\n${body === "" ? "No changes of its own." : body}`;
    })
    .join("\n\n");
}
