import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { BUILD_READS_SHAPES, type ReadsShape } from "../fixtures/shapes/build-reads.ts";
import { type BuiltShape, buildShape, makeHost } from "../fixtures/shapes/index.ts";
import { NO_TOKENS } from "../helpers/no-tokens.ts";
import { gitIn, releaserAsync, runAsync, tempDir } from "../helpers/repo.ts";
import { registerSecret } from "../helpers/secrets.ts";
import { type GitHubStandIn, startGitHubStandIn } from "../stand-ins/github-api.ts";

/**
 * Issue 31's corpus, through the built CLI: for each project shape (test/fixtures/shapes/build-reads.ts),
 * `check --json` reads the version where the build reads it and the tag shape from the tags the
 * project has, and names stale copies; `update` writes every copy (a bumpversion config's
 * current_version included); `init --dry-run` says where it found the version; the wheel the
 * project's own build backend (Debian's hatchling or setuptools) makes from the release commit
 * carries the new version; and `release --skip-publish` against the loopback code host tags the
 * shape the project uses with every copy in step.
 */

const TOKEN = "ghs_BuildReadsStandInToken31";
registerSecret(TOKEN);

/** Debian's Python with PyPA build and the two backends installed here (FACTS.md). */
const PYTHON = "/usr/bin/python3";
const BUILD_ARGV = [PYTHON, "-m", "build", "--no-isolation", "--skip-dependency-check"];
const canBuild =
  spawnSync(PYTHON, ["-c", "import build, hatchling, setuptools"], { stdio: "ignore" }).status === 0;

let github: GitHubStandIn;
let host: { root: string; ssh: string };
const built = new Map<string, BuiltShape>();

beforeAll(async () => {
  // Every API request of the read-only commands (there should be none that writes) goes to loopback.
  github = await startGitHubStandIn({ owner: "acme", repo: "none" });
  host = makeHost();
  const shapes = await Promise.all(BUILD_READS_SHAPES.map((shape) => buildShape(shape, host)));
  for (const b of shapes) built.set(b.shape.id, b);
}, 180_000);

afterAll(async () => {
  await github.close();
});

async function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  const result = await releaserAsync(args, {
    cwd,
    env: { ...NO_TOKENS, GITHUB_API_URL: github.url, ...env },
  });
  return { ...result, out: `${result.stdout}\n${result.stderr}` };
}

const git = (dir: string, ...args: string[]) => gitIn(dir, args).trim();
const sorted = (list: readonly string[]) => [...list].sort();
const fill = (template: string, version: string) => template.replaceAll("{v}", version);
const get = (shape: ReadsShape) => built.get(shape.id) as BuiltShape;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The tag as a whole word (`v1.15.0` is not in `kiln-v1.15.0`). */
const tagWord = (tag: string) => new RegExp(`(^|[^\\w.@-])${escapeRe(tag)}($|[^\\w.])`);

/** Each test runs a few CLI processes (and some a build); the machine may be busy. */
const SLOW = 240_000;

/** A stale copy as `path:line`, whether --json lists it as text (`docs/conf.py:3 release = ...`) or an object. */
function staleEntry(entry: unknown): string {
  if (typeof entry === "string") return /^[^\s:]+:\d+/.exec(entry)?.[0] ?? entry;
  const o = (entry ?? {}) as { path?: string; file?: string; line?: number };
  return `${o.path ?? o.file ?? "?"}:${o.line ?? "?"}`;
}

/** Builds a wheel from a commit of the repository (its tree as git has it) and returns its METADATA. */
async function wheelMetadata(dir: string, commit: string): Promise<string> {
  const work = tempDir("releaser-wheel-");
  const out = join(work, "dist");
  const wheel = await buildWheel(dir, commit, out);
  const read = await runAsync(
    PYTHON,
    [
      "-c",
      "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nname = next(n for n in z.namelist() if n.endswith('.dist-info/METADATA'))\nsys.stdout.write(z.read(name).decode())",
      join(out, wheel),
    ],
    { cwd: work },
  );
  if (read.code !== 0) throw new Error(`reading ${wheel} failed: ${read.stderr}`);
  return read.stdout;
}

/** Builds a wheel of a commit's tree into `out` with Debian's backends, offline; returns its file name. */
async function buildWheel(dir: string, commit: string, out: string): Promise<string> {
  const work = tempDir("releaser-wheel-");
  const src = join(work, "src");
  mkdirSync(src);
  const archive = await runAsync(
    "/bin/sh",
    ["-c", `git archive --format=tar ${commit} | tar -x -C '${src}'`],
    {
      cwd: dir,
    },
  );
  if (archive.code !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  const build = await runAsync(
    BUILD_ARGV[0] as string,
    [...BUILD_ARGV.slice(1), "--wheel", "--outdir", out, src],
    {
      cwd: work,
    },
  );
  if (build.code !== 0) throw new Error(`the wheel build failed:\n${build.stdout}\n${build.stderr}`);
  const wheel = readdirSync(out).find((f) => f.endsWith(".whl"));
  if (wheel === undefined) throw new Error(`no wheel in ${out}: ${readdirSync(out).join(", ")}`);
  return wheel;
}

/**
 * A copy of the shape with an origin of its own (the tag a test pushes must not reach the other
 * tests' origin), a loopback code host for it, and the build run offline with Debian's backends
 * (its setting and its output stay untracked, so the tree is clean).
 */
async function releasable(shape: ReadsShape) {
  const dir = get(shape).copy();
  const name = `${shape.id}-released`;
  git(host.root, "clone", "-q", "--bare", dir, join("acme", `${name}.git`));
  git(dir, "remote", "set-url", "origin", `git@code.example:acme/${name}.git`);
  git(dir, "fetch", "-q", "origin");
  writeFileSync(
    join(dir, ".releaser.toml"),
    `[publish]\nbuild_command = ${JSON.stringify([...BUILD_ARGV, "--sdist", "--wheel", "--outdir", "dist"])}\n`,
  );
  appendFileSync(join(dir, ".git/info/exclude"), ".releaser.toml\ndist/\nbuild/\n*.egg-info/\n");
  const code = await startGitHubStandIn({ token: TOKEN, owner: "acme", repo: name });
  const env = { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: code.url, RELEASER_RETRY_DELAY_MS: "10" };
  return { dir, code, env };
}

const metadataField = (metadata: string, field: string) =>
  new RegExp(`^${field}: (.*)$`, "m").exec(metadata)?.[1]?.trim();

describe.concurrent("the version where the build reads it, the tags the project has", () => {
  describe.each(BUILD_READS_SHAPES)("$name", (shape) => {
    const e = shape.expect;
    const r = shape.reads;

    it(
      "check --json: current and next version, the tag shape inferred, every version file, stale copies",
      async ({ expect }) => {
        const b = get(shape);
        const result = await run(b.dir, ["check", "--json"]);
        expect(result.code, result.stderr).toBe(0);
        const doc = JSON.parse(result.stdout) as Record<string, unknown>;
        expect.soft(doc.current_version, "current_version").toBe(r.current);
        expect.soft(doc.next_version, "next_version").toBe(e.next);
        expect.soft(doc.pending, "pending").toBe(false);
        expect.soft(doc.tag_format, "tag_format").toBe(r.tagFormat);
        expect.soft(typeof doc.tag_format_why, "tag_format_why").toBe("string");
        if (r.tag !== null) expect.soft(doc.tag, "the next tag").toBe(r.tag);
        for (const never of r.neverTags ?? [])
          expect.soft(result.out, `never ${never}`).not.toMatch(tagWord(never));
        expect.soft(sorted((doc.files as string[] | undefined) ?? []), "files").toEqual(sorted(e.files));
        expect.soft(Array.isArray(doc.stale_copies), "stale_copies is a list").toBe(true);
        const stale = ((doc.stale_copies as unknown[] | undefined) ?? []).map(staleEntry);
        expect.soft(sorted(stale), "stale_copies").toEqual(sorted(r.stale.map((c) => c.at)));
        if (r.conventional !== undefined) {
          const commits = doc.commits as { total: number; conventional: number };
          expect.soft(commits.total, "commits.total").toBe(r.conventional.total);
          expect.soft(commits.conventional, "commits.conventional").toBe(r.conventional.conventional);
        }
        // The human report says the same: the stale copies and, for a history that is not
        // conventional, how much of it is and what to do.
        const text = await run(b.dir, ["check"]);
        expect(text.code, text.out).toBe(0);
        for (const copy of r.stale) {
          const line = text.out.split("\n").find((l) => l.includes(copy.at));
          expect.soft(line, `check names ${copy.at}:\n${text.out}`).toBeDefined();
          expect.soft(line ?? "", `with the entry that would cover it`).toContain(copy.cover);
        }
        if (r.conventional !== undefined) {
          const line = text.out
            .split("\n")
            .find((l) => l.includes(String(r.conventional?.total)) && /conventional/i.test(l));
          expect.soft(line, `a line counting the conventional commits:\n${text.out}`).toBeDefined();
          expect.soft(text.out, "the advice").toMatch(r.conventional.advice);
        }
      },
      SLOW,
    );

    it(
      "update (in a copy): every copy written, bumpversion's current_version included, nothing else",
      async ({ expect }) => {
        const b = get(shape);
        const dir = b.copy();
        const head = git(dir, "rev-parse", "HEAD");
        const result = await run(dir, ["update"]);
        expect(result.code, result.out).toBe(0);
        if (e.next === null) {
          expect.soft(git(dir, "rev-parse", "HEAD"), "no release commit").toBe(head);
          expect.soft(git(dir, "status", "--porcelain"), "nothing written").toBe("");
          return;
        }
        const next = e.next;
        expect.soft(git(dir, "log", "-1", "--format=%s"), "the release commit").toContain(next);
        const written = git(dir, "diff", "--name-only", "HEAD~1", "HEAD").split("\n");
        expect.soft(sorted(written), "the files update wrote").toEqual(sorted(e.files));
        expect.soft(git(dir, "status", "--porcelain"), "all of it committed").toBe("");
        for (const copy of r.copies) {
          const text = readFileSync(join(dir, copy.path), "utf8");
          if (copy.whole) expect.soft(text, `${copy.path} is the version`).toBe(fill(copy.has, next));
          else expect.soft(text, `${copy.path} carries ${next}`).toContain(fill(copy.has, next));
          expect
            .soft(text, `${copy.path} no longer carries ${r.current}`)
            .not.toContain(fill(copy.has, r.current));
        }
        if (e.changelog !== "CHANGELOG.md")
          expect.soft(existsSync(join(dir, "CHANGELOG.md")), "no second changelog").toBe(false);
        const changelog = readFileSync(join(dir, e.changelog), "utf8");
        expect.soft(changelog, `the ${next} section`).toContain(next);
        for (const entry of r.entries ?? []) {
          expect.soft(changelog.split("\n"), `the entry ${entry}`).toContain(entry);
        }
        if (r.entries !== undefined) {
          // Entries read as sentences: the gitmoji is the type, not part of the text.
          expect.soft(changelog, "no gitmoji left in an entry").not.toMatch(/^[-*] (✨|🐛|:memo:|📝)/mu);
        }
        for (const copy of r.stale) expect.soft(result.out, `update names ${copy.at}`).toContain(copy.at);
        // The release commit is pending now, its version the files' and no longer the next one to compute.
        const after = await run(dir, ["check", "--json"]);
        expect(after.code, after.stderr).toBe(0);
        const doc = JSON.parse(after.stdout) as Record<string, unknown>;
        expect.soft(doc.pending, "pending after update").toBe(true);
        expect.soft(doc.next_version, "the pending version").toBe(next);
      },
      SLOW,
    );

    it(
      "init --dry-run: says where it found the version and how the build reads it, proposes the tag shape",
      async ({ expect }) => {
        const b = get(shape);
        const result = await run(b.dir, ["init", "--dry-run"]);
        expect(result.code, result.out).toBe(0);
        // The summary line ends with the build tool ("build with hatch ..."): that part says nothing
        // about where the version is.
        const lines = result.out.split("\n").map((l) => l.replace(/,? build with .*$/, ""));
        const how = r.found.how;
        const found = lines.find((l) => l.includes(r.found.path) && (how === undefined || how.test(l)));
        expect
          .soft(found, `a line naming ${r.found.path} and how the build reads it (${how}):\n${result.out}`)
          .toBeDefined();
        for (const mention of r.initMentions ?? []) expect.soft(result.out, "init mentions").toMatch(mention);
        expect.soft(git(b.dir, "status", "--porcelain"), "a dry run writes nothing").toBe("");
        const json = await run(b.dir, ["init", "--dry-run", "--json"]);
        expect(json.code, json.stderr).toBe(0);
        const doc = JSON.parse(json.stdout) as {
          tag_format?: string;
          version_files?: string[];
          files?: Array<{ path: string; text: string }>;
        };
        expect.soft(doc.tag_format, "the tag shape init writes").toBe(r.tagFormat);
        const versionFiles = e.files.filter((f) => f !== e.changelog);
        for (const path of versionFiles)
          expect
            .soft(doc.version_files ?? [], `init lists ${path} among the files update writes`)
            .toContain(path);
        const config = (doc.files ?? [])
          .filter((f) => /(^|\/)(pyproject\.toml|\.?releaser\.toml)$/.test(f.path))
          .map((f) => f.text)
          .join("\n");
        for (const line of r.initWrites ?? [])
          expect.soft(config, "the configuration init proposes").toMatch(line);
      },
      SLOW,
    );
  });

  describe.each(
    BUILD_READS_SHAPES.filter((s) => s.reads.wheel !== undefined && s.reads.release !== true),
  )("$name", (shape) => {
    const wheel = shape.reads.wheel as NonNullable<ReadsShape["reads"]["wheel"]>;
    it.skipIf(!canBuild)(
      `the wheel ${wheel.backend} builds from the release commit carries the new version`,
      async ({ expect }) => {
        const dir = get(shape).copy();
        const update = await run(dir, ["update"]);
        expect(update.code, update.out).toBe(0);
        const metadata = await wheelMetadata(dir, "HEAD");
        expect.soft(metadataField(metadata, "Name"), "the wheel's name").toBe(wheel.name);
        expect(metadataField(metadata, "Version"), "the wheel's version").toBe(shape.expect.next);
      },
      SLOW,
    );
  });

  describe.each(BUILD_READS_SHAPES.filter((s) => s.reads.release === true))("$name", (shape) => {
    const e = shape.expect;
    const r = shape.reads;
    it.skipIf(!canBuild)(
      `release --skip-publish tags ${r.tag} with every copy in step, and the wheel from the tag says ${e.next}`,
      async ({ expect }) => {
        const next = e.next as string;
        const tag = r.tag as string;
        const { dir, code, env } = await releasable(shape);
        try {
          const update = await run(dir, ["update"], env);
          expect(update.code, update.out).toBe(0);
          const released = await run(dir, ["release", "--skip-publish", "--json"], env);
          expect(released.code, released.out).toBe(0);
          const doc = JSON.parse(released.stdout) as Record<string, unknown>;
          expect.soft(doc.tag, "the tag release reports").toBe(tag);
          // --skip-publish still builds: dist/ holds the release's wheel (checked before the tag),
          // and the wheel is built once more from the tag below.
          const steps = doc.steps as Array<{ step: string; status: string }>;
          expect.soft(steps.find((s) => s.step === "build")?.status, "the release's build").toBe("done");
          const remoteTags = git(dir, "ls-remote", "--tags", "--refs", "origin")
            .split("\n")
            .map((l) => l.replace(/^\S+\trefs\/tags\//, ""));
          expect.soft(remoteTags, `origin has ${tag}`).toContain(tag);
          for (const never of r.neverTags ?? [])
            expect.soft(remoteTags, `never ${never}`).not.toContain(never);
          expect
            .soft(
              code.releases.map((rel) => rel.tag_name),
              "the code-host release",
            )
            .toEqual([tag]);
          for (const entry of r.entries ?? [])
            expect.soft(code.releases[0]?.body ?? "", "the release notes").toContain(entry);
          // Every copy of the version in the tagged tree says the release's version.
          for (const copy of r.copies) {
            const text = git(dir, "show", `${tag}:${copy.path}`);
            expect.soft(`${text}\n`, `${copy.path} in ${tag}`).toContain(fill(copy.has, next).trimEnd());
            expect
              .soft(text, `${copy.path} in ${tag} has no ${r.current}`)
              .not.toContain(fill(copy.has, r.current).trimEnd());
          }
          const after = await run(dir, ["check", "--json"]);
          const state = JSON.parse(after.stdout) as Record<string, unknown>;
          expect.soft(state.last_tag, "check sees the release").toBe(tag);
          expect.soft(state.pending, "nothing pending after the release").toBe(false);
          if (r.wheel !== undefined) {
            const metadata = await wheelMetadata(dir, tag);
            expect.soft(metadataField(metadata, "Name"), "the wheel's name").toBe(r.wheel.name);
            expect(metadataField(metadata, "Version"), `the wheel built from ${tag}`).toBe(next);
          }
        } finally {
          await code.close();
        }
      },
      SLOW,
    );
  });

  describe.each(BUILD_READS_SHAPES.filter((s) => s.reads.mismatch !== undefined))("$name", (shape) => {
    const r = shape.reads;
    const stale = (r.mismatch as { file: string }).file;
    it.skipIf(!canBuild)(
      `release refuses, before tagging, a wheel that says ${r.current}: one line naming ${stale}`,
      async ({ expect }) => {
        const { dir, code, env } = await releasable(shape);
        try {
          const update = await run(dir, ["update"], env);
          expect(update.code, update.out).toBe(0);
          const head = git(dir, "rev-parse", "HEAD");
          const tags = git(dir, "tag", "--list");
          // The wheel a CI job built from the release commit, left in dist/ for the release to attach.
          await buildWheel(dir, "HEAD", join(dir, "dist"));
          const released = await run(dir, ["release", "--skip-publish"], env);
          expect(released.code, released.out).toBe(1);
          const errors = released.stderr.split("\n").filter((l) => l.startsWith("error: "));
          expect(errors, released.stderr).toHaveLength(1);
          const line = errors[0] as string;
          expect.soft(line, "names the file that still carries the old version").toContain(stale);
          expect.soft(line, "and the two versions").toContain(r.current);
          expect.soft(line, "and the two versions").toContain(shape.expect.next);
          expect.soft(git(dir, "tag", "--list"), "no tag made").toBe(tags);
          expect.soft(git(dir, "rev-parse", "HEAD"), "no commit").toBe(head);
          expect.soft(git(dir, "status", "--porcelain"), "no tracked file changed").toBe("");
          const remoteTags = git(dir, "ls-remote", "--tags", "--refs", "origin");
          expect.soft(remoteTags, "no tag pushed").not.toMatch(tagWord(r.tag as string));
          expect.soft(code.writes(), "nothing created on the code host").toEqual([]);
        } finally {
          await code.close();
        }
      },
      SLOW,
    );
  });
});
