/**
 * The suite-wide secrets guard: every token a test or a stand-in hands out is registered here,
 * and every command a test runs has its stdout and stderr checked against all of them, so a
 * token printed anywhere fails the test that printed it (not only the tests that look for it).
 */
const secrets = new Set<string>();
let watched = 0;

/** Registers a token value (8 characters or more) that must never be printed. */
export function registerSecret(value: string): void {
  if (value.length >= 8) {
    secrets.add(value);
    secrets.add(Buffer.from(`x-access-token:${value}`).toString("base64"));
    secrets.add(Buffer.from(`__token__:${value}`).toString("base64"));
  }
}

/** Fails when `text` holds a registered token. */
export function assertNoSecret(where: string, text: string): void {
  watched++;
  for (const secret of secrets) {
    if (text.includes(secret)) {
      throw new Error(
        `a token (${secret.slice(0, 6)}...) appears in ${where}: secrets must never be printed`,
      );
    }
  }
}

/** How many outputs the guard has checked in this test file (for the report). */
export function watchedOutputs(): number {
  return watched;
}
