import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type BuiltShape, buildShape, makeHost, SHAPES, type Shape } from "../fixtures/shapes/index.ts";
import { NO_TOKENS } from "../helpers/no-tokens.ts";
import { gitIn, releaserAsync } from "../helpers/repo.ts";
import { type GitHubStandIn, startGitHubStandIn } from "../stand-ins/github-api.ts";

/**
 * Issue 23's corpus: project shapes made like real ones (dev versions, hand bumps, release
 * commits not yet tagged, tags on maintenance branches, the changelog kinds, towncrier, versions
 * from tags, lock files, the release workflows of other tools). For each, through the built CLI
 * and without any token: `check`, `update --dry-run` (and `update` in a copy), `release --dry-run`
 * and `init` say what DESIGN 4 and 5 promise.
 */

let github: GitHubStandIn;
const built = new Map<string, BuiltShape>();

beforeAll(async () => {
  // Every API request (there should be no write) goes to loopback, never to api.github.com.
  github = await startGitHubStandIn({ owner: "acme", repo: "none" });
  const host = makeHost();
  const shapes = await Promise.all(SHAPES.map((shape) => buildShape(shape, host)));
  for (const b of shapes) built.set(b.shape.id, b);
}, 180_000);

afterAll(async () => {
  await github.close();
});

async function run(cwd: string, args: string[]) {
  const result = await releaserAsync(args, { cwd, env: { ...NO_TOKENS, GITHUB_API_URL: github.url } });
  return { ...result, out: `${result.stdout}\n${result.stderr}` };
}

// The tests of a shape run side by side on one clone: the test's own `git status` must not take
// the index's lock, which a release running beside it reads as another git command in progress.
const git = (dir: string, ...args: string[]) => gitIn(dir, ["--no-optional-locks", ...args]).trim();
const sorted = (list: readonly string[]) => [...list].sort();
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The files update changes: those check names, less those that already carry the version. */
const changed = (e: Shape["expect"]) => sorted(e.files.filter((f) => !(e.carried ?? []).includes(f)));

/** Each test runs a few CLI processes; the machine may be busy. */
const SLOW = 180_000;

/** The lines `update --dry-run` adds to one file, from its unified diff. */
function addedLines(diff: string, path: string): string[] {
  const lines = diff.split("\n");
  const start = lines.indexOf(`+++ b/${path}`);
  if (start < 0) return [];
  const added: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("--- ") || line.startsWith("+++ ")) break;
    if (line.startsWith("+")) added.push(line.slice(1));
  }
  return added;
}

/** The paths a unified diff writes. */
const diffPaths = (diff: string) =>
  diff
    .split("\n")
    .filter((l) => l.startsWith("+++ b/"))
    .map((l) => l.slice("+++ b/".length));

/** A heading of the new version in the given markup: the line's index, or -1. */
function headingIndex(lines: string[], version: string, shape: Shape): number {
  const mentions = new RegExp(`(^|[^\\d.])${escapeRe(version)}($|[^\\d])`);
  return lines.findIndex((line, i) => {
    if (!mentions.test(line)) return false;
    if (shape.expect.markup === "rst") return /^(.)\1{2,}$/.test(lines[i + 1] ?? "") && !line.startsWith("#");
    return /^#{1,3} /.test(line);
  });
}

/** A line that names an untagged version and says that it is not released. */
const saysNotReleased = (text: string, version: string) =>
  text
    .split("\n")
    .some(
      (line) => line.includes(version) && /releas/i.test(line) && /\b(not?|nothing|never)\b|n't/i.test(line),
    );

describe.concurrent("real project shapes", () => {
  describe.each(SHAPES)("$name", (shape) => {
    const e = shape.expect;
    const get = () => built.get(shape.id) as BuiltShape;

    it(
      "check: the next version, pending or not, the files update writes",
      async ({ expect }) => {
        const b = get();
        const result = await run(b.dir, ["check", "--json"]);
        expect(result.code, result.stderr).toBe(0);
        const doc = JSON.parse(result.stdout) as Record<string, unknown>;
        expect.soft(doc.next_version, "next_version").toBe(e.next);
        expect.soft(doc.pending, "pending").toBe(e.pending);
        expect.soft(sorted((doc.files as string[] | undefined) ?? []), "files").toEqual(sorted(e.files));
        expect.soft(doc.version_from_tag, "version_from_tag").toBe(e.versionFromTag ?? false);
        if (e.untagged !== undefined) {
          const unreleased = doc.unreleased_version as { version?: string } | undefined;
          expect
            .soft(unreleased?.version ?? "", "unreleased_version in --json")
            .toMatch(new RegExp(`^${escapeRe(e.untagged)}`));
          // With --json the human text, warnings included, goes to stderr.
          expect
            .soft(
              saysNotReleased(result.stderr, e.untagged),
              `check warns that ${e.untagged} is not released:\n${result.stderr}`,
            )
            .toBe(true);
        }
      },
      SLOW,
    );

    it(
      "update --dry-run: the project's changelog in its own markup, nothing written",
      async ({ expect }) => {
        const b = get();
        const head = git(b.dir, "rev-parse", "HEAD");
        const result = await run(b.dir, ["update", "--dry-run"]);
        expect(result.code, result.out).toBe(0);
        expect.soft(result.out, "no interrupted update").not.toMatch(/interrupted/i);
        expect.soft(git(b.dir, "status", "--porcelain"), "nothing written").toBe("");
        expect.soft(git(b.dir, "rev-parse", "HEAD"), "no commit").toBe(head);
        const paths = diffPaths(result.stdout);
        if (e.pending || e.next === null) {
          expect.soft(paths, "a pending version is not written again").toEqual([]);
          return;
        }
        if (e.markup !== "towncrier") expect.soft(sorted(paths), "the files in the diff").toEqual(changed(e));
        else expect.soft(paths, "towncrier's file in the diff").toContain(e.changelog);
        if (e.changelog !== "CHANGELOG.md")
          expect.soft(paths, "no second changelog").not.toContain("CHANGELOG.md");
        const added = addedLines(result.stdout, e.changelog);
        if (e.markup === "towncrier") {
          expect
            .soft(added.join("\n"), "towncrier's section from the fragments")
            .toContain(e.fragments?.text);
          return;
        }
        const at = headingIndex(added, e.next, shape);
        expect
          .soft(at, `a ${e.markup} heading for ${e.next} in:\n${added.join("\n")}`)
          .toBeGreaterThanOrEqual(0);
        if (e.markup === "rst") {
          expect.soft(added[at + 1]?.[0], "the file's own underline").toBe(e.underline);
          expect
            .soft(
              added.filter((l) => /^#+ /.test(l)),
              "no Markdown heading in reST",
            )
            .toEqual([]);
          const bullets = added.filter((l) => /^\s*[-*+] /.test(l));
          expect.soft(bullets.length, "reST bullets").toBeGreaterThan(0);
        }
      },
      SLOW,
    );

    it(
      "update (in a copy): writes those files, the section after the title",
      async ({ expect }) => {
        const b = get();
        const dir = b.copy();
        const before =
          e.changelog && existsSync(join(dir, e.changelog))
            ? readFileSync(join(dir, e.changelog), "utf8")
            : "";
        const head = git(dir, "rev-parse", "HEAD");
        const result = await run(dir, ["update"]);
        expect(result.code, result.out).toBe(0);
        if (e.pending || e.next === null) {
          expect.soft(git(dir, "rev-parse", "HEAD"), "no release commit").toBe(head);
          return;
        }
        const next = e.next;
        expect.soft(git(dir, "log", "-1", "--format=%s"), "the release commit").toContain(next);
        const written = git(dir, "diff", "--name-only", "--diff-filter=AM", "HEAD~1", "HEAD").split("\n");
        expect.soft(sorted(written), "the files update wrote").toEqual(changed(e));
        if (e.changelog !== "CHANGELOG.md") {
          expect.soft(existsSync(join(dir, "CHANGELOG.md")), "no second changelog").toBe(false);
        }
        const text = readFileSync(join(dir, e.changelog), "utf8");
        const lines = text.split("\n");
        // A file that opens with a version's section has no title: the new section may come first.
        const titled = !/\d+\.\d+/.test(before.split("\n")[0] ?? "");
        if (titled) expect.soft(lines[0], "the title stays first").toBe(before.split("\n")[0]);
        if (e.markup === "towncrier" && e.fragments) {
          expect.soft(text, "towncrier's section").toContain(e.fragments.text);
          const deleted = git(dir, "diff", "--name-only", "--diff-filter=D", "HEAD~1", "HEAD").split("\n");
          expect
            .soft(sorted(deleted), "the fragments consumed in the release commit")
            .toEqual(sorted(e.fragments.paths));
          expect
            .soft(text, "no commit-derived section besides towncrier's")
            .not.toMatch(/^### (Features|Bug Fixes)\n\n- [A-Z][^\n]*\(#\d+\)$/m);
        }
        const at = headingIndex(lines, e.next, {
          ...shape,
          expect: { ...e, markup: e.markup === "towncrier" ? "md" : e.markup },
        });
        if (e.markup !== "towncrier" || e.changelog.endsWith(".md")) {
          expect
            .soft(at, `the ${next} heading in:\n${text.slice(0, 600)}`)
            .toBeGreaterThanOrEqual(titled ? 1 : 0);
          expect
            .soft(
              lines.filter(
                (_, i) => i !== at && headingIndex([lines[i] ?? "", lines[i + 1] ?? ""], next, shape) === 0,
              ).length,
              "one section",
            )
            .toBe(0);
        }
        if (e.previous !== undefined) {
          const previous = lines.findIndex((l) => l.startsWith(e.previous as string));
          expect.soft(previous, `the ${e.previous} section is kept`).toBeGreaterThan(0);
          if (at >= 0)
            expect.soft(at, "the new section comes before the last release's").toBeLessThan(previous);
        }
        if (e.markup === "rst") expect.soft(lines[at + 1]?.[0], "the file's own underline").toBe(e.underline);
        if (e.unreleasedNote !== undefined) {
          const unreleased = lines.findIndex((l) => /^## \[unreleased\]/i.test(l));
          const note = lines.findIndex((l) => l.includes(e.unreleasedNote as string));
          expect.soft(unreleased, "an empty [Unreleased] heading stays on top").toBeGreaterThan(0);
          expect
            .soft(
              lines.slice(unreleased + 1, at).every((l) => l.trim() === ""),
              "[Unreleased] is left empty",
            )
            .toBe(true);
          expect.soft(note, "the hand-written note ships in the new section").toBeGreaterThan(at);
        }
      },
      SLOW,
    );

    it(
      "release --dry-run: exit 0 without tokens; only a pending version would be released",
      async ({ expect }) => {
        const b = get();
        const result = await run(b.dir, ["release", "--dry-run"]);
        expect(result.code, result.out).toBe(0);
        // origin's own tags on commits the clone has may have been fetched (by check, say): no other.
        const origin = new Set([...b.tags.split("\n"), ...(shape.originOnly?.tags ?? [])]);
        const local = git(b.dir, "tag", "--list")
          .split("\n")
          .filter((t) => t !== "");
        expect
          .soft(
            local.filter((t) => !origin.has(t)),
            "no tag made",
          )
          .toEqual([]);
        expect
          .soft(
            sorted(b.tags.split("\n")).filter((t) => !local.includes(t)),
            "no tag lost",
          )
          .toEqual([]);
        const remoteTags = git(b.dir, "ls-remote", "--tags", "--refs", "origin")
          .split("\n")
          .filter((l) => l !== "")
          .map((l) => l.replace(/^\S+\trefs\/tags\//, ""));
        expect
          .soft(sorted(remoteTags).join("\n"), "no tag pushed")
          .toBe(sorted([...b.tags.split("\n"), ...(shape.originOnly?.tags ?? [])]).join("\n"));
        expect.soft(github.writes(), "no write to the code host").toEqual([]);
        if (e.pending) {
          expect.soft(result.out, "the tag it would make").toMatch(new RegExp(`v?${escapeRe(e.next ?? "")}`));
          expect
            .soft(result.out, "marks the steps that need the code host's token")
            .toMatch(/would need GITHUB_TOKEN/i);
          expect.soft(result.out, "marks the upload").toMatch(/would need PYPI_TOKEN|trusted publishing/i);
        } else {
          expect
            .soft(result.out, "nothing would be tagged or published")
            .not.toMatch(/\bwould\b.*\b(tag|upload|publish|build)\b/i);
          if (e.untagged !== undefined) {
            expect
              .soft(
                saysNotReleased(result.out, e.untagged),
                `says why ${e.untagged} is not released:\n${result.out}`,
              )
              .toBe(true);
          }
        }
      },
      SLOW,
    );

    it(
      "init (in a copy): finds the changelog and the other release jobs, no false alarm, no static advice",
      async ({ expect }) => {
        const b = get();
        const dir = b.copy();
        const init = await run(dir, ["init"]);
        let report = init.out;
        let config = "";
        if (init.code === 0) {
          config = readFileSync(join(dir, "pyproject.toml"), "utf8");
          if (existsSync(join(dir, "releaser.toml")))
            config += readFileSync(join(dir, "releaser.toml"), "utf8");
          const workflow = join(dir, ".github/workflows/release.yml");
          if (existsSync(workflow)) {
            expect
              .soft(readFileSync(workflow, "utf8"), "a supported Node.js")
              .toMatch(/node-version: "?24"?/);
          }
        } else {
          // Only a release workflow where init writes its own may stop it, named, with the way out.
          const named = (e.releasers ?? []).some((path) => init.stderr.includes(path));
          expect.soft(named, `init stops only for a release workflow it names:\n${init.out}`).toBe(true);
          const dry = await run(b.dir, ["init", "--dry-run"]);
          expect(dry.code, dry.out).toBe(0);
          expect.soft(git(b.dir, "status", "--porcelain"), "a dry run writes nothing").toBe("");
          report = dry.out;
          config = dry.out;
        }
        if (e.changelog !== "CHANGELOG.md") {
          expect.soft(report, "no CHANGELOG.md beside the project's changelog").not.toContain("CHANGELOG.md");
          expect.soft(report, "names the project's changelog").toContain(e.changelog);
          if (e.markup !== "towncrier") {
            expect
              .soft(config, "writes the changelog it found into the configuration")
              .toMatch(new RegExp(`^\\s*changelog_file = "${escapeRe(e.changelog)}"`, "m"));
          }
        }
        // A workflow in the file init writes stops it (named above); the others are each named with why.
        for (const path of init.code === 0 ? (e.releasers ?? []) : []) {
          const said = report.split("\n").some((line) => line.includes(path) && /twice/i.test(line));
          expect.soft(said, `says that ${path} would release twice:\n${report}`).toBe(true);
        }
        // A harmless workflow raises no alarm; it may be named where init says that release-pr
        // cannot start its checks without `workflow_dispatch:` (issue 46).
        for (const path of e.harmless ?? []) {
          const lines = report.split("\n").filter((line) => line.includes(path));
          expect
            .soft(
              lines.filter((line) => !line.includes("workflow_dispatch")),
              `no alarm about ${path}`,
            )
            .toEqual([]);
        }
        if (e.versionFromTag)
          expect.soft(report, "no static-version advice").not.toMatch(/static|add (a )?`?version = /i);
        if (e.untagged !== undefined) {
          expect.soft(saysNotReleased(report, e.untagged), `reports ${e.untagged}:\n${report}`).toBe(true);
        }
        if (init.code !== 0) return;
        // After init (its edit not committed yet): no interrupted update, and the same next version.
        const update = await run(dir, ["update", "--dry-run"]);
        expect.soft(update.code, update.out).toBe(0);
        expect.soft(update.out, "init's own edit is no interrupted update").not.toMatch(/interrupted/i);
        const added = addedLines(update.stdout, e.changelog);
        if (e.pending || e.next === null)
          expect.soft(diffPaths(update.stdout), "nothing to write").toEqual([]);
        else {
          const next = e.next;
          expect
            .soft(
              added.some((line) => line.includes(next)),
              `${next} after init:\n${update.out}`,
            )
            .toBe(true);
        }
      },
      SLOW,
    );
  });
});
