/** Character classes and line helpers shared by the commit-message scanners (no regular expressions). */

export function dropCarriageReturn(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

export function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** Space, tab, CR, LF, vertical tab, form feed. */
export function isSpaceCode(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

export function isDigitCode(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

export function isAlphanumericCode(c: number): boolean {
  return isDigitCode(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** `[A-Za-z0-9_]`: the spec's word characters. */
export function isWordCode(c: number): boolean {
  return isAlphanumericCode(c) || c === 0x5f;
}

export function isTokenCode(c: number): boolean {
  return isWordCode(c) || c === 0x2d; /* - */
}
