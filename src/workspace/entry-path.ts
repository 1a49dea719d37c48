import { isAbsolute, posix } from "node:path";
import { ConfigError } from "../core/errors.ts";

/**
 * Writes an entry the one way the matching understands: POSIX separators, no leading `./`, no
 * trailing slash, `..` folded; "." for the root. An absolute entry, or one whose `..` leads out
 * of the repository, is refused with `label` (it names the entry and the file that set it).
 */
export function normaliseEntry(entry: string, label: string): string {
  const slashed = entry.trim().replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[A-Za-z]:\//.test(slashed) || isAbsolute(entry)) {
    throw new ConfigError(
      `${label} is an absolute path; packages are folders inside the repository: write it relative to the repository root`,
    );
  }
  const folded = posix.normalize(slashed === "" ? "." : slashed).replace(/\/+$/, "");
  if (folded === ".." || folded.startsWith("../")) {
    throw new ConfigError(
      `${label} leads outside the repository; releaser reads packages inside the repository only: list folders inside it`,
    );
  }
  return folded === "" ? "." : folded;
}
