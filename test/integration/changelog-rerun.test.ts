import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeRepo, pyproject, releaser, tempDir } from "../helpers/repo.ts";

/**
 * Issue 16's property through the built CLI and real git: for any commit messages (heading-like
 * lines, fences, control bytes, CRLF, invalid UTF-8), running `update` again over the same range
 * (the version files put back, CHANGELOG.md kept) leaves CHANGELOG.md byte-identical to one run.
 * The pure property runs many more cases (src/edits/changelog-rerun.test.ts).
 */

const piece = fc.constantFrom(
  Buffer.from("## [1.5.0] - 2099-01-01"),
  Buffer.from("## [2.0.0] - 2099-01-01"),
  Buffer.from("```"),
  Buffer.from("[1.5.0]: https://example.com"),
  Buffer.from("\u001b[2J\u0007"),
  Buffer.from("crlf\r"),
  Buffer.from([0x63, 0x61, 0x66, 0xe9]),
  Buffer.from("plain words"),
  Buffer.from("@user"),
);

const message = fc
  .tuple(
    fc.constantFrom("feat", "fix", "feat!", "docs"),
    piece,
    fc.array(piece, { maxLength: 3 }),
    fc.boolean(),
  )
  .map(([type, subject, body, breaking]) =>
    Buffer.concat([
      Buffer.from(`${type}: `),
      Buffer.from(subject.toString("latin1").replace(/[\r\n]/g, "")),
      Buffer.from("\n\n"),
      ...(breaking ? [Buffer.from("BREAKING CHANGE: ")] : []),
      ...body.flatMap((b) => [b, Buffer.from("\n")]),
    ]),
  );

describe("update run again over the same range", () => {
  it("leaves CHANGELOG.md byte-identical to a single run", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 4 }), (messages) => {
        const repo = makeRepo({
          "pyproject.toml": pyproject("1.4.2"),
          "CHANGELOG.md": "# Changelog\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
        });
        repo.tag("v1.4.2");
        const file = join(tempDir(), "msg");
        for (const bytes of messages) {
          writeFileSync(file, bytes);
          execFileSync("git", ["commit", "-q", "--allow-empty", "--cleanup=verbatim", "-F", file], {
            cwd: repo.dir,
            env: {
              ...process.env,
              GIT_AUTHOR_NAME: "T",
              GIT_AUTHOR_EMAIL: "t@e.x",
              GIT_COMMITTER_NAME: "T",
              GIT_COMMITTER_EMAIL: "t@e.x",
            },
          });
        }
        const first = releaser(["update", "--no-commit"], { cwd: repo.dir });
        expect(first.stderr).toBe("");
        const once = repo.read("CHANGELOG.md");
        repo.git("checkout", "--", "pyproject.toml");
        const again = releaser(["update", "--no-commit", "--allow-dirty"], { cwd: repo.dir });
        expect(again.code).toBe(0);
        expect(repo.read("CHANGELOG.md")).toBe(once);
        expect(once.match(/^## /gm)).toHaveLength(2);
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
