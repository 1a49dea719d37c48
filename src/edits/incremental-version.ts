/**
 * incremental's version (DESIGN 5): `__version__ = Version("demo", 24, 10, 0, release_candidate=1)`
 * in `_version.py`, which a build that takes its version from incremental reads (not a tag). Read
 * as PEP 440 (24.10.0rc1; `post=` and `dev=` as `.postN` and `.devN`) and written in the same form,
 * only the numbers changed. Pure.
 */
import { VersionFileError } from "../core/errors.ts";

export interface IncrementalVersion {
  /** The callee as written: `Version` or `incremental.Version`. */
  callee: string;
  /** The package name argument and its quote. */
  name: string;
  quote: string;
  numbers: [number, number, number];
  /** The keyword the file uses for a release candidate (`release_candidate`, or the older `prerelease`). */
  rcKeyword: string;
  rc: number | undefined;
  post: number | undefined;
  dev: number | undefined;
  /** The separator between arguments as the file writes it. */
  separator: string;
  /** One argument a line (as black wraps it), with this indent; undefined for a call on one line. */
  wrapped?: string | undefined;
}

const CALL =
  /^((?:incremental\.)?Version)\(\s*(["'])([^"'\\\r\n]+)\2\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*((?:,\s*(?:release_candidate|prerelease|post|dev)\s*=\s*\d+\s*)*),?\s*\)$/;

/** incremental's call an expression spells, or undefined (a `"NEXT"` version, any other call). */
export function parseIncrementalVersion(expression: string): IncrementalVersion | undefined {
  const m = CALL.exec(expression.trim());
  if (m === null) return undefined;
  const keywords = new Map<string, number>();
  let rcKeyword = "release_candidate";
  for (const k of (m[7] ?? "").matchAll(/(release_candidate|prerelease|post|dev)\s*=\s*(\d+)/g)) {
    const key = k[1] as string;
    if (key === "prerelease") rcKeyword = key;
    keywords.set(key === "prerelease" ? "release_candidate" : key, Number(k[2]));
  }
  return {
    callee: m[1] as string,
    name: m[3] as string,
    quote: m[2] as string,
    numbers: [Number(m[4]), Number(m[5]), Number(m[6])],
    rcKeyword,
    rc: keywords.get("release_candidate"),
    post: keywords.get("post"),
    dev: keywords.get("dev"),
    separator: /,(\s*)/.exec(expression)?.[0] ?? ", ",
    wrapped: expression.includes("\n") ? (/\(\s*\n([ \t]+)/.exec(expression)?.[1] ?? "    ") : undefined,
  };
}

/** The PEP 440 version the call stands for: 24.10.0rc1, 1.2.3.post1, 1.2.3.dev0. */
export function incrementalVersion(call: IncrementalVersion): string {
  const rc = call.rc === undefined ? "" : `rc${call.rc}`;
  const post = call.post === undefined ? "" : `.post${call.post}`;
  const dev = call.dev === undefined ? "" : `.dev${call.dev}`;
  return `${call.numbers.join(".")}${rc}${post}${dev}`;
}

/**
 * The call's text for `version`, in the call's own form (its name, quotes, separator and the
 * keyword it uses for a release candidate). Throws VersionFileError for a version incremental
 * cannot spell: an alpha or beta, a local part, more than three numbers.
 */
export function writeIncrementalVersion(call: IncrementalVersion, version: string, where: string): string {
  const m = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:rc(\d+))?(?:\.post(\d+))?(?:\.dev(\d+))?$/.exec(version);
  if (m === null) {
    throw new VersionFileError(
      `${where}: ${version} cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)`,
    );
  }
  const args = [
    `${call.quote}${call.name}${call.quote}`,
    m[1] as string,
    m[2] ?? "0",
    m[3] ?? "0",
    ...(m[4] === undefined ? [] : [`${call.rcKeyword}=${m[4]}`]),
    ...(m[5] === undefined ? [] : [`post=${m[5]}`]),
    ...(m[6] === undefined ? [] : [`dev=${m[6]}`]),
  ];
  if (call.wrapped !== undefined)
    return `${call.callee}(\n${args.map((a) => `${call.wrapped}${a},\n`).join("")})`;
  return `${call.callee}(${args.join(call.separator)})`;
}
