import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./repo.ts";

/**
 * A PATH for the kill suites: Debian's tools first (/usr/bin), behind a `twine` whose `check`
 * passes every file at once and which runs the real /usr/bin/twine for anything else (the upload).
 * `twine check` is a python start-up and twine's imports (a third of a second of CPU, seconds on a
 * loaded machine) in every run that builds, and what it says about the fast build's files decides
 * nothing the suites look at: they kill a release between its steps, and the check comes before
 * the first of them. The real check runs in test/e2e/publish.test.ts, test/integration/publish.test.ts
 * and test/integration/index-check.test.ts.
 */
export function pathWithQuickTwineCheck(): string {
  const bin = tempDir();
  writeFileSync(
    join(bin, "twine"),
    [
      "#!/bin/sh",
      'if [ "$1" = check ]; then',
      "  shift",
      '  for file in "$@"; do echo "Checking $file: PASSED"; done',
      "  exit 0",
      "fi",
      'exec /usr/bin/twine "$@"',
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "twine"), 0o755);
  return `${bin}:/usr/bin:${process.env.PATH ?? ""}`;
}
