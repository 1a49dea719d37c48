import { spawn } from "node:child_process";
import { mkdir, readdir, rmdir } from "node:fs/promises";
import { dirname, posix } from "node:path";
import { parseToml } from "../../config/toml.ts";
import { bumpOfCommit } from "../../core/bump.ts";
import { ConfigError } from "../../core/errors.ts";
import { bumpOfFragmentType, fragmentTypeOf, type NewsFragment } from "../../core/news-fragments.ts";
import type { ReleasePlan } from "../../core/plan-types.ts";
import { isAdornment } from "../../edits/changelog-headings.ts";
import { findNewsSection, insertNewsDraft } from "../../edits/towncrier-news.ts";
import { readRepoText } from "../../fs/read-repo-file.ts";
import { OutsideRepositoryError, resolveRepoPath } from "../../fs/repo-path.ts";
import {
  fragmentFolder,
  newsFilePath,
  readTowncrierConfig,
  type TowncrierConfig,
} from "../../project/towncrier-config.ts";
import { now } from "../../runtime/clock.ts";
import { commandLine, took, traceCall, tracing } from "../../runtime/trace.ts";

/**
 * towncrier (DESIGN 4): when a project configures it, its news fragments are the changelog. The
 * real tool renders the section (`towncrier build --draft`, which writes nothing) for `check`, the
 * dry runs and the release PR, and writes it (`--yes`: the fragments are removed with `git rm`)
 * in `update`. Always as an argv array in the repository root, with the caller's environment.
 */
export interface TowncrierRelease {
  /** The repository root: towncrier reads its configuration and fragments from there. */
  root: string;
  env: NodeJS.ProcessEnv;
  version: string;
  /** The release date (releaseDate: today in UTC or SOURCE_DATE_EPOCH's). */
  date: string;
  /** The project's name, passed as --name when towncrier's own settings do not name it (see towncrierArgs). */
  name: string | undefined;
}

/** towncrier's settings: towncrier.toml at the root (towncrier reads it first), else pyproject.toml. */
export async function detectTowncrier(
  root: string,
  pyproject: Record<string, unknown> | undefined,
): Promise<TowncrierConfig | undefined> {
  const own = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
  if (own !== undefined) {
    const found = readTowncrierConfig(parseToml(own, "towncrier.toml"), "towncrier.toml");
    if (found) return found;
  }
  return pyproject === undefined ? undefined : readTowncrierConfig(pyproject, "pyproject.toml");
}

/**
 * The news fragments towncrier would build the next section from (its fragment folder, and each
 * section's folder below it), with the bump each one's type asks for (DESIGN 4). A folder that does
 * not exist, or that leads outside the repository, holds none.
 */
export async function listNewsFragments(
  root: string,
  config: TowncrierConfig,
  overrides: Readonly<Record<string, string>>,
): Promise<NewsFragment[]> {
  const names = config.types.map((t) => t.directory);
  const fragments: NewsFragment[] = [];
  for (const section of config.sectionPaths) {
    const folder = posix.join(fragmentFolder(config), section);
    // towncrier follows links: a fragment folder that leads outside the repository would put files
    // from elsewhere into the release's notes. Refused, before towncrier runs at all.
    const real = await resolveRepoPath(root, folder).catch((error: unknown) => {
      if (!(error instanceof OutsideRepositoryError)) return undefined;
      throw new ConfigError(
        `towncrier's news fragment folder ${folder} (${config.source}) ${error.message.replace(/^"[^"]*" /, "")}; releaser never reads files outside the repository, so nothing was done: make ${folder} a folder of the repository`,
      );
    });
    if (real === undefined) continue;
    const entries = await readdir(real.abs, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (!entry.isFile()) continue;
      const type = fragmentTypeOf(entry.name, names);
      const declared = config.types.find((t) => t.directory === type);
      if (declared === undefined) continue;
      fragments.push({
        path: posix.join(folder, entry.name).replace(/^\.\//, ""),
        type: declared.directory,
        bump: bumpOfFragmentType(declared, overrides),
      });
    }
  }
  return fragments;
}

/** The argv of `towncrier build` for this release: a draft, or the real build. */
export function towncrierArgs(
  config: TowncrierConfig,
  release: Omit<TowncrierRelease, "root" | "env">,
  mode: "draft" | "build",
): string[] {
  // Always named here: towncrier imports the configured package only to learn a name it was not
  // given, and the package is seldom installed where releaser runs (a CI job with towncrier alone).
  const named = config.projectName ?? release.name;
  const name = named === undefined ? [] : ["--name", named];
  return [
    "towncrier",
    "build",
    mode === "draft" ? "--draft" : "--yes",
    "--version",
    release.version,
    "--date",
    release.date,
    ...name,
  ];
}

/** The section `towncrier build` would write (it writes nothing), ending in one newline. */
export async function renderTowncrierDraft(
  config: TowncrierConfig,
  release: TowncrierRelease,
): Promise<string> {
  const { stdout } = await runTowncrier(config, release, "draft");
  const section = stdout.replace(/\r\n/g, "\n").trimEnd();
  return `${section}\n`;
}

/** Runs the real build: the news file gets the section, the fragments are `git rm`ed. */
export async function buildTowncrierNews(config: TowncrierConfig, release: TowncrierRelease): Promise<void> {
  await runTowncrier(config, release, "build");
}

/** The news file's path and its section for the release, when towncrier already wrote one. */
export async function readNewsSection(
  config: TowncrierConfig,
  release: Pick<TowncrierRelease, "root" | "version" | "date" | "name">,
): Promise<{ path: string; text: string | undefined; section: string | undefined }> {
  const path = newsFilePath(config, { ...release, name: release.name ?? "" });
  const text = (await readRepoText(release.root, path, ConfigError))?.text;
  return { path, text, section: text === undefined ? undefined : findNewsSection(text, release.version) };
}

/**
 * The plan with towncrier's section as its changelog (a new plan; the given one is not changed),
 * when towncrier is configured and there is a version to release: the section the news file
 * already has for it (a pending release, an interrupted update), else towncrier's draft. Without
 * towncrier installed the plan stays as it is, with a warning: `check` and a `release` with
 * nothing pending need no towncrier; `update` and `release-pr` stop on it before writing
 * (requireTowncrier).
 */
export async function withTowncrierChangelog(
  plan: ReleasePlan,
  world: {
    root: string;
    pyproject: Record<string, unknown> | undefined;
    name: string | undefined;
    date: string;
    env: NodeJS.ProcessEnv;
    warn: (message: string) => void;
    /**
     * "warn": a draft towncrier cannot build is a warning and the plan goes on without a section
     * (`check`, a preview); by default it is the error (release-pr needs the section for its body).
     */
    failure?: "throw" | "warn";
    /** towncrier's settings when the caller read them already (null: it has none). */
    config?: TowncrierConfig | null;
  },
): Promise<ReleasePlan> {
  if (plan.nextVersion === undefined) return plan;
  const config =
    world.config === undefined
      ? await detectTowncrier(world.root, world.pyproject)
      : (world.config ?? undefined);
  if (config === undefined) return plan;
  const release = { ...world, version: plan.nextVersion };
  const written = await readNewsSection(config, release);
  if (written.section !== undefined) {
    const kept = { ...plan, changelog: written.section };
    outcomes.set(kept, { kind: "written", newsFile: written.path, news: written.text ?? written.section });
    return kept;
  }
  try {
    const draft = await renderTowncrierDraft(config, release);
    const drafted = { ...plan, changelog: draft };
    // The news file as the build will leave it: the notes that ship are read from it.
    const news = insertNewsDraft(written.text, config.startString, draft);
    outcomes.set(drafted, { kind: "drafted", newsFile: written.path, news });
    const empty = noFragmentsWarning(config, drafted);
    if (empty !== undefined) world.warn(empty);
    return drafted;
  } catch (error) {
    if (!(error instanceof TowncrierMissingError)) {
      if (world.failure !== "warn" || !(error instanceof Error)) throw error;
      world.warn(
        `${error.message}; the changelog section is not shown, and \`update\` and \`release-pr\` stop on this until it is fixed`,
      );
      return { ...plan, changelog: undefined };
    }
    world.warn(MISSING_WARNING);
    const kept = { ...plan };
    outcomes.set(kept, { kind: "missing", error });
    return kept;
  }
}

/** towncrier's default templates say this for a release (or a section of it) without news fragments. */
const NO_FRAGMENTS = /No significant changes\./;

/**
 * Whether the draft says "No significant changes." and nothing else but headings: with
 * [[tool.towncrier.section]], each section without fragments says it too, beside the sections
 * that have some (Twisted's Mail and Words under a release of Conch and Web fragments).
 */
function saysOnlyNoChanges(draft: string): boolean {
  const lines = draft.split(/\r?\n/).map((line) => line.trim());
  return (
    NO_FRAGMENTS.test(draft) &&
    lines.every(
      (line, i) =>
        line === "" ||
        NO_FRAGMENTS.test(line) ||
        isAdornment(line) ||
        /^#{1,6}\s/.test(line) ||
        isAdornment(lines[i + 1] ?? ""),
    )
  );
}

/**
 * A release the commits ask for, with no news fragments: towncrier's section says only "No
 * significant changes." (towncrier's own text for it), which is worth a word before it is written.
 */
export function noFragmentsWarning(config: TowncrierConfig, plan: ReleasePlan): string | undefined {
  if (plan.changelog === undefined || !saysOnlyNoChanges(plan.changelog)) return undefined;
  const cancelled = new Set(plan.cancelled);
  const asking = plan.commits.filter((c) => !cancelled.has(c) && bumpOfCommit(c) !== "none").length;
  if (asking === 0) return undefined;
  const since = plan.baseTag === undefined ? "in the history" : `since ${plan.baseTag}`;
  return `towncrier found no news fragments for ${plan.nextVersion}, although ${asking} ${asking === 1 ? "commit" : "commits"} ${since} ${asking === 1 ? "asks" : "ask"} for a release; the section will say 'No significant changes.' (add fragments to ${fragmentFolder(config)})`;
}

const MISSING_WARNING =
  "towncrier is not installed (no towncrier on PATH), so the changelog shown is the one the commits would give, not the news fragments'; `update` and `release-pr` need it: pip install towncrier";

type TowncrierOutcome =
  | { kind: "drafted" | "written"; newsFile: string; news: string }
  | { kind: "missing"; error: TowncrierMissingError };
const outcomes = new WeakMap<ReleasePlan, TowncrierOutcome>();

/** Whether this plan's changelog is towncrier's draft (towncrier ran: no need to run it again to show it). */
export function draftedByTowncrier(plan: ReleasePlan): boolean {
  return outcomes.get(plan)?.kind === "drafted";
}

/**
 * The news file as towncrier leaves it for the plan's version (its path and text): the text it
 * has when its section is written, else with the plan's draft put in as `towncrier build` puts
 * it. Undefined when the plan's changelog is not towncrier's.
 */
export function plannedNewsFile(plan: ReleasePlan): { path: string; text: string } | undefined {
  const outcome = outcomes.get(plan);
  if (outcome === undefined || outcome.kind === "missing") return undefined;
  return { path: outcome.newsFile, text: outcome.news };
}

/** Throws the missing-towncrier error when the plan was made without the towncrier it needs. */
export function requireTowncrier(plan: ReleasePlan): void {
  const outcome = outcomes.get(plan);
  if (outcome?.kind === "missing") throw outcome.error;
}

/**
 * The context for a flow that stops on a missing towncrier (update, release-pr): its error says
 * it, so the check's warning about the same is not told as well.
 */
export function withoutTowncrierWarning<T extends { warn: (message: string) => void }>(context: T): T {
  return { ...context, warn: (message) => (message === MISSING_WARNING ? undefined : context.warn(message)) };
}

/** towncrier is not on PATH. */
export class TowncrierMissingError extends ConfigError {}

/**
 * Runs towncrier with its fragment folders there: towncrier fails on a folder that does not exist,
 * and its own `git rm` takes the folder away with its last fragment, so a project between releases
 * often has none. An empty folder is what towncrier needs then (no fragments: "No significant
 * changes."): made for the run inside the repository, and removed after it while still empty (git
 * keeps no empty folder, so the tree is as it was).
 */
async function runTowncrier(
  config: TowncrierConfig,
  release: TowncrierRelease,
  mode: "draft" | "build",
): Promise<{ stdout: string; stderr: string }> {
  const made: Array<{ folder: string; top: string }> = [];
  try {
    for (const section of config.sectionPaths) {
      const folder = posix.join(fragmentFolder(config), section);
      const real = await resolveRepoPath(release.root, folder).catch(() => undefined);
      if (real === undefined) continue;
      const first = await mkdir(real.abs, { recursive: true }).catch(() => undefined);
      if (first !== undefined) made.push({ folder: real.abs, top: first });
    }
    return await spawnTowncrier(config, release, mode);
  } finally {
    // Deepest first: a section's folder, then the fragment folder above it, up to the first made.
    for (const { folder, top } of made.reverse()) await removeEmptyUpTo(folder, top);
  }
}

/** Removes `dir` and its parents up to `top` (included), each only while it is empty. */
async function removeEmptyUpTo(dir: string, top: string): Promise<void> {
  for (let current = dir; ; current = dirname(current)) {
    if (
      !(await rmdir(current).then(
        () => true,
        () => false,
      ))
    )
      return;
    if (current === top || dirname(current) === current) return;
  }
}

function spawnTowncrier(
  config: TowncrierConfig,
  release: TowncrierRelease,
  mode: "draft" | "build",
): Promise<{ stdout: string; stderr: string }> {
  const argv = towncrierArgs(config, release, mode);
  const shown = `towncrier build ${mode === "draft" ? "--draft" : "--yes"}`;
  return new Promise((resolve, reject) => {
    const started = now();
    const [command = "", ...args] = argv;
    const child = spawn(command, args, {
      cwd: release.root,
      env: { ...release.env, PYTHONIOENCODING: "utf-8" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(
          new TowncrierMissingError(
            `[tool.towncrier] in ${config.source} makes towncrier write the changelog, but towncrier is not installed (no towncrier on PATH); install it (pip install towncrier) and run again; nothing was changed`,
            { cause: error },
          ),
        );
      } else reject(new ConfigError(`${shown} could not be started: ${error.message}`, { cause: error }));
    });
    child.on("close", (code, signal) => {
      if (tracing()) traceCall(`run ${commandLine(argv)} -> exit ${code ?? signal} (${took(started)})`);
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      // towncrier's progress goes to stdout, a Python traceback to stderr: its last line says why.
      const last = (stderr.trim() === "" ? stdout : `${stdout}\n${stderr}`)
        .split("\n")
        .map((l) => l.trim())
        .filter(
          (l) => l !== "" && !/^(Loading template|Finding news|Rendering news|Writing to newsfile)/.test(l),
        );
      const reason = last.at(-1) ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      if (/Failed to list the news fragment files/.test(stderr) && /FileNotFoundError/.test(reason)) {
        reject(
          new ConfigError(
            `${shown} failed: the news fragment folder ${fragmentFolder(config)} does not exist; create it with an empty .gitkeep in it (towncrier's git rm takes the folder away with its last fragment)`,
            { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] },
          ),
        );
        return;
      }
      reject(
        new ConfigError(
          `${shown} failed: ${reason}; fix the towncrier settings in ${config.source} or the news fragments (\`${commandLine(argv)}\` shows it all)`,
          { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] },
        ),
      );
    });
  });
}
