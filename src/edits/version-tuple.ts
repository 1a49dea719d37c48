/**
 * Versions spelled as a tuple (DESIGN 5): `version_info = (1, 4, 2)` joined with dots, and
 * `VERSION = (5, 1, 4, "final", 0)` read by a `get_version(VERSION)`, whose release level is
 * `alpha`, `beta`, `rc` (or `candidate`) or `final` for PEP 440's `a`, `b`, `rc` or none, followed
 * by its number. Pure: reading the tuple's text, and writing a version in the same form.
 */
import { VersionFileError } from "../core/errors.ts";

export interface VersionTuple {
  numbers: number[];
  /** The release level and its number, when the tuple has them. */
  level?: { word: string; quote: string; serial: number | undefined };
  /** The separator between the items as the file writes it (`, ` or `,`), and a trailing comma. */
  separator: string;
  trailingComma: boolean;
}

const LEVEL_OF: Record<string, string> = {
  alpha: "a",
  beta: "b",
  candidate: "rc",
  rc: "rc",
  c: "rc",
  final: "",
};
const TUPLE =
  /^\(\s*(\d+(?:\s*,\s*\d+)*)(?:\s*,\s*(["'])(alpha|beta|candidate|rc|c|final)\2(?:\s*,\s*(\d+))?)?\s*(,)?\s*\)$/;

/** The tuple a literal spells, or undefined when the text is not a version tuple. */
export function parseVersionTuple(literal: string): VersionTuple | undefined {
  const m = TUPLE.exec(literal.trim());
  if (m === null) return undefined;
  const numbers = (m[1] as string).split(",").map((n) => Number(n.trim()));
  if (numbers.length < 2 || numbers.some((n) => !Number.isSafeInteger(n))) return undefined;
  const separator = /,(\s*)/.exec(literal)?.[0] ?? ", ";
  const tuple: VersionTuple = { numbers, separator, trailingComma: m[5] !== undefined };
  if (m[3] !== undefined) {
    tuple.level = {
      word: m[3],
      quote: m[2] as string,
      serial: m[4] === undefined ? undefined : Number(m[4]),
    };
  }
  return tuple;
}

/** The PEP 440 version a tuple stands for: (1, 4, 2) is 1.4.2; (5, 2, 0, "rc", 1) is 5.2.0rc1. */
export function tupleVersion(tuple: VersionTuple): string {
  const release = tuple.numbers.join(".");
  const level = tuple.level === undefined ? "" : (LEVEL_OF[tuple.level.word] ?? "");
  return level === "" ? release : `${release}${level}${tuple.level?.serial ?? 0}`;
}

/**
 * The tuple's text for `version`, in the tuple's own form: as many numbers (a shorter release
 * padded with zeros), the same quotes and separator, the level word the file uses for its kind.
 * Throws VersionFileError for a version the tuple cannot spell (a dev or post release, a local
 * part, a pre-release in a tuple without a level, more numbers than it has).
 */
export function writeVersionTuple(tuple: VersionTuple, version: string, where: string): string {
  const m = /^(\d+(?:\.\d+)*)(?:(a|b|rc)(\d+))?$/.exec(version);
  if (m === null) {
    throw new VersionFileError(
      `${where}: ${version} cannot be written in the version tuple there (it spells a release and an optional a/b/rc level only)`,
    );
  }
  const release = (m[1] as string).split(".").map(Number);
  while (release.length > tuple.numbers.length && release.at(-1) === 0) release.pop();
  if (release.length > tuple.numbers.length) {
    throw new VersionFileError(
      `${where}: ${version} has more numbers than the version tuple there (${tuple.numbers.length})`,
    );
  }
  while (release.length < tuple.numbers.length) release.push(0);
  const items = release.map(String);
  if (tuple.level !== undefined) {
    const word = m[2] === undefined ? "final" : levelWord(m[2], tuple.level.word);
    const serial = m[3] === undefined ? 0 : Number(m[3]);
    if (tuple.level.serial === undefined && serial !== 0) {
      throw new VersionFileError(
        `${where}: ${version} needs a pre-release number, and the version tuple there has no place for it after its level`,
      );
    }
    items.push(`${tuple.level.quote}${word}${tuple.level.quote}`);
    if (tuple.level.serial !== undefined) items.push(String(serial));
  } else if (m[2] !== undefined) {
    throw new VersionFileError(
      `${where}: ${version} is a pre-release, and the version tuple there has no release level to spell it`,
    );
  }
  return `(${items.join(tuple.separator)}${tuple.trailingComma ? "," : ""})`;
}

/** The level word for PEP 440's `a`, `b` or `rc`, as the file spells its kind (`rc` or `candidate`). */
function levelWord(pep440: string, current: string): string {
  if (pep440 === "a") return "alpha";
  if (pep440 === "b") return "beta";
  return current === "candidate" || current === "c" ? current : "rc";
}
