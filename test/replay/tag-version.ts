/**
 * The version a release tag spells, whatever its shape: `v1.2.3`, `1.2.3`, `name-v1.2.3`,
 * `rel_2_0_52`, `release-1-2-3`, `hypothesis-python-6.1.0`, `26.2`, `1.0.0rc1`. Read by the replay
 * harness on its own, not with releaser's code: the harness judges releaser, so it must not share
 * its mistakes.
 */
export interface TagVersion {
  tag: string;
  /** PEP 440's normal form: `2.0.52`, `1.0.0rc1`, `1.0.0.post1`. */
  version: string;
  /** The release numbers: [2, 0, 52]. */
  release: number[];
  /** What comes before the version (`v`, `rel_`, `hypothesis-python-`, ``). */
  prefix: string;
  /** The separator between the numbers (`.`, `_`, `-`). */
  separator: string;
  /** A final release: no pre-release or development part (a post-release is final). */
  final: boolean;
}

const PRE = new Map([
  ["a", "a"],
  ["alpha", "a"],
  ["b", "b"],
  ["beta", "b"],
  ["c", "rc"],
  ["rc", "rc"],
  ["pre", "rc"],
  ["preview", "rc"],
]);

const SHAPE =
  /^(.*?)(\d+(?:([._-])\d+)(?:\3\d+)*)((?:[-_.]?(?:alpha|beta|preview|pre|rc|a|b|c|dev|post)[-_.]?\d*)*)$/i;

export function readTagVersion(tag: string): TagVersion | undefined {
  const m = SHAPE.exec(tag);
  if (!m) return undefined;
  const [, prefix = "", numbers = "", separator = ".", suffix = ""] = m;
  if (/\d$/.test(prefix)) return undefined;
  const release = numbers.split(separator).map(Number);
  if (release.some((n) => !Number.isSafeInteger(n))) return undefined;
  let final = true;
  let rest = "";
  for (const part of suffix.matchAll(/[-_.]?(alpha|beta|preview|pre|rc|a|b|c|dev|post)[-_.]?(\d*)/gi)) {
    const word = (part[1] ?? "").toLowerCase();
    const n = Number(part[2] === "" ? 0 : part[2]);
    if (word === "post") rest += `.post${n}`;
    else if (word === "dev") {
      rest += `.dev${n}`;
      final = false;
    } else {
      rest += `${PRE.get(word)}${n}`;
      final = false;
    }
  }
  return { tag, version: release.join(".") + rest, release, prefix, separator, final };
}

/** Two PEP 440 versions in normal form are the same release (trailing zeros aside: 26.2 == 26.2.0). */
export function sameVersion(a: string, b: string): boolean {
  const split = (v: string) => {
    const m = /^(\d+(?:\.\d+)*)(.*)$/.exec(v.trim().toLowerCase().replace(/^v/, ""));
    if (!m) return { release: [] as number[], rest: v };
    const release = (m[1] ?? "").split(".").map(Number);
    while (release.length > 1 && release[release.length - 1] === 0) release.pop();
    return { release, rest: (m[2] ?? "").replace(/^[-_.]?/, "") };
  };
  const x = split(a);
  const y = split(b);
  return x.release.join(".") === y.release.join(".") && x.rest === y.rest;
}

/** The group a tag belongs to: its prefix and separator (`v.`, `rel__`, `hatchling-v.`). */
export function tagShape(tag: TagVersion): string {
  return `${tag.prefix}{version}${tag.separator === "." ? "" : ` (parts joined by "${tag.separator}")`}`;
}
