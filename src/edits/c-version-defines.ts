/**
 * A C header whose version is spelled as `#define`s (issue 42): a build that reads MAJOR, MINOR
 * and PATCH (scikit-build-core's regex with a `result`) leaves the other defines of CPython's
 * patchlevel.h convention beside them: MICRO (the third number), RELEASE_LEVEL
 * (`PY_RELEASE_LEVEL_ALPHA`, `_BETA`, `_GAMMA` for a release candidate, `_FINAL`), RELEASE_SERIAL
 * (the pre-release's number) and a literal HEX (0xMMmmuuLS). A release writes them too, so the C
 * API says the same version as the package. A header whose HEX has no level at all (0x020D0400:
 * a final release spelled with 0, not F) keeps its own spelling for a final release. Only defines
 * the header has are written, only for a version of at most three numbers with no dev, post or
 * local part. Pure.
 */
import { parseVersion } from "../core/version.ts";

const LEVELS = { a: ["ALPHA", 0xa], b: ["BETA", 0xb], rc: ["GAMMA", 0xc] } as const;

/** `text` with the companion defines of the header's MAJOR/MINOR set for `version`. */
export function setVersionDefines(text: string, version: string): string {
  const parsed = parseVersion(version, { strict: true });
  if (
    parsed === undefined ||
    parsed.epoch !== 0 ||
    parsed.release.length > 3 ||
    parsed.dev !== undefined ||
    parsed.post !== undefined ||
    parsed.local !== undefined
  )
    return text;
  const prefix = /^[ \t]*#[ \t]*define[ \t]+(\w*)MAJOR[ \t]+\d+[ \t]*$/m.exec(text)?.[1];
  if (
    prefix === undefined ||
    !new RegExp(`^[ \\t]*#[ \\t]*define[ \\t]+${prefix}MINOR[ \\t]`, "m").test(text)
  )
    return text;
  const [major = 0, minor = 0, micro = 0] = parsed.release;
  const [levelName, level] = parsed.pre === undefined ? (["FINAL", 0xf] as const) : LEVELS[parsed.pre.label];
  const serial = parsed.pre?.number ?? 0;
  const hex = ((major & 0xff) << 24) | ((minor & 0xff) << 16) | ((micro & 0xff) << 8) | (level << 4) | serial;
  let out = text;
  const set = (name: string, value: RegExp, next: (old: string) => string) => {
    out = out.replace(
      new RegExp(
        `^([ \\t]*#[ \\t]*define[ \\t]+${prefix}${name}[ \\t]+)(${value.source})([ \\t]*(?:\\/\\/.*|\\/\\*.*)?)$`,
        "m",
      ),
      (_, head: string, old: string, tail: string) => `${head}${next(old)}${tail}`,
    );
  };
  set("MICRO", /\d+/, () => String(micro));
  set("RELEASE_LEVEL", /PY_RELEASE_LEVEL_[A-Z]+/, () => `PY_RELEASE_LEVEL_${levelName}`);
  set("RELEASE_SERIAL", /\d+/, () => String(serial));
  set("HEX", /0x[0-9A-Fa-f]{8}/, (old) => {
    // A level nibble of 0 is none of patchlevel.h's: the header spells a final release so.
    const own = parsed.pre === undefined && old.slice(-2, -1) === "0" ? hex & ~0xf0 : hex;
    const digits = (own >>> 0).toString(16).padStart(8, "0");
    // The header's own case: 0x030100F0 or 0x030100f0.
    return `0x${/[a-f]/.test(old) ? digits : digits.toUpperCase()}`;
  });
  return out;
}
