/**
 * The suite-wide secrets guard: every token a test or a stand-in hands out is registered here,
 * and every command a test runs has its stdout and stderr checked against all of them, so a
 * token printed anywhere fails the test that printed it (not only the tests that look for it).
 */
import { appendFileSync, type Dirent, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

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
  const test = expect.getState().currentTestName;
  if (test !== undefined) tests.add(test);
  for (const secret of secrets) {
    if (text.includes(secret)) {
      throw new Error(
        `a token (${secret.slice(0, 6)}...) appears in ${where}: secrets must never be printed`,
      );
    }
  }
}

/** Files the guard reads when it looks through a directory: text a token could be written into. */
const MAX_SCANNED_BYTES = 4 * 1024 * 1024;

/**
 * Fails when a file under `dir` holds a registered token: what releaser wrote (version files,
 * the changelog, git's config and logs, hook output) must never carry one. git's compressed
 * objects are left out (their text is what the commands printed or were given, checked there).
 */
export function assertNoSecretInFiles(dir: string): void {
  if (secrets.size === 0) return;
  const walk = (path: string, relative: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return; // removed meanwhile, or not a directory
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      const shown = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name === "objects" && relative.endsWith(".git")) continue;
        walk(full, shown);
      } else if (entry.isFile()) {
        let text: string;
        try {
          if (statSync(full).size > MAX_SCANNED_BYTES) continue;
          text = readFileSync(full, "latin1");
        } catch {
          continue;
        }
        files++;
        const test = expect.getState().currentTestName;
        if (test !== undefined) tests.add(test);
        for (const secret of secrets) {
          if (text.includes(secret)) {
            throw new Error(
              `a token (${secret.slice(0, 6)}...) was written to ${shown}: secrets must never be written`,
            );
          }
        }
      }
    }
  };
  walk(dir, "");
}

let files = 0;
const tests = new Set<string>();

/**
 * With RELEASER_GUARD_REPORT=<file>, each test file appends what the guard watched (tests,
 * outputs, files read) as one JSON line, for the coverage figure of the closing note.
 */
export function reportGuardCoverage(): void {
  const file = process.env.RELEASER_GUARD_REPORT;
  if (file === undefined || file === "") return;
  appendFileSync(file, `${JSON.stringify({ tests: tests.size, outputs: watched, files })}\n`);
}

/** How many files the guard has read in this test file (for the report). */
export function watchedFiles(): number {
  return files;
}

/** How many outputs the guard has checked in this test file (for the report). */
export function watchedOutputs(): number {
  return watched;
}
