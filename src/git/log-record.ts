import type { CustomParser, PlanCommit, RawCommit } from "../core/commit.ts";
import { parseCommit, parseSubjectCommit, toPlanCommit } from "../core/parse-commit.ts";

/**
 * One record of `git log --format=%H%n%B` (its mark already removed) as bytes: the hash, a
 * newline, the message. Decoding is left to the reader, which takes only what it needs.
 */

/** The whole record as a RawCommit. */
export function decodeRawCommit(bytes: Buffer, start: number, end: number): RawCommit {
  const newline = bytes.indexOf(0x0a, start);
  if (newline === -1 || newline >= end) return { hash: bytes.toString("latin1", start, end), message: "" };
  return {
    hash: bytes.toString("latin1", start, newline),
    message: bytes.toString("utf8", newline + 1, end),
  };
}

/**
 * What a release plan needs of the record (issue 14): equal to `toPlanCommit(parseCommit(...))`
 * (a property test holds them to it), but a commit whose body cannot hold a breaking change or a
 * Release-As footer (no `BREAKING` and no `release-as` in any case) decodes only its subject
 * line: the body is never decoded and nothing of the message is kept. Reverts (whose body may
 * name the reverted commit) and messages that start with a blank line take the general path.
 */
export function readPlanCommit(
  bytes: Buffer,
  start: number,
  end: number,
  parsers: readonly CustomParser[],
): PlanCommit {
  const hashEnd = bytes.indexOf(0x0a, start);
  if (hashEnd !== -1 && hashEnd < end) {
    const subjectStart = hashEnd + 1;
    let subjectEnd = bytes.indexOf(0x0a, subjectStart);
    if (subjectEnd === -1 || subjectEnd > end) subjectEnd = end;
    if (!mayNeedBody(bytes, subjectEnd, end) && !mayBeBlank(bytes, subjectStart, subjectEnd)) {
      const cut = subjectEnd > subjectStart && bytes[subjectEnd - 1] === 0x0d ? 1 : 0;
      const subject = bytes.toString("utf8", subjectStart, subjectEnd - cut);
      const lean = parseSubjectCommit(bytes.toString("latin1", start, hashEnd), subject, parsers);
      if (lean !== undefined) return lean;
    }
  }
  return toPlanCommit(parseCommit(decodeRawCommit(bytes, start, end), parsers));
}

const BREAKING = Buffer.from("BREAKING");
const RELEASE_AS = Buffer.from("release-as");

/**
 * Whether bytes[from..to) may matter to the plan: it holds `BREAKING` (a BREAKING CHANGE or
 * BREAKING-CHANGE footer or body line starts so) or `release-as` in any case (the Release-As footer).
 * Every other footer and all body text are left out of a PlanCommit.
 */
export function mayNeedBody(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x42 /* B */ && startsWithBytes(bytes, i, to, BREAKING, false)) return true;
    if ((byte | 0x20) === 0x72 /* r, R */ && startsWithBytes(bytes, i, to, RELEASE_AS, true)) return true;
  }
  return false;
}

function startsWithBytes(bytes: Buffer, at: number, to: number, word: Buffer, anyCase: boolean): boolean {
  if (at + word.length > to) return false;
  for (let k = 0; k < word.length; k++) {
    const byte = bytes[at + k] as number;
    const want = word[k] as number;
    if (byte !== want && !(anyCase && (byte | 0x20) === want)) return false;
  }
  return true;
}

/**
 * Whether the line may be blank to `String.prototype.trim`: it has no ASCII byte other than
 * whitespace (the Unicode spaces trim also removes are all multi-byte, so a line of those and
 * ASCII whitespace takes the general path, which decides exactly).
 */
export function mayBeBlank(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number;
    if (byte < 0x80 && !(byte === 0x20 || (byte >= 0x09 && byte <= 0x0d))) return false;
  }
  return true;
}
