import { resolve } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { parseVersion } from "../core/version.ts";
import type { FlowContext, VersionOverrides } from "../flows/shared/context.ts";
import { setCallTracer } from "../runtime/trace.ts";
import { VERSION } from "../runtime/version.ts";
import type { TitleCheckOptions } from "./commands/title-options.ts";
import { reportError, reportWarning, showControl } from "./errors.ts";
import { createOutput, type Output, styles } from "./output.ts";

export interface CliWorld {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  now?: () => Date;
  /** Whether stdout is a terminal (colour by default). */
  isTTY?: boolean;
  /** Whether stderr is a terminal (a live step list for the long commands). */
  stderrIsTTY?: boolean;
}

interface GlobalOptions {
  cwd?: string;
  config?: string;
  json?: boolean;
  verbose?: boolean;
  quiet?: boolean;
  color?: boolean;
}

/** Parses argv, runs one command and returns the exit code: 0 ok, 1 failure, 2 usage error. */
export async function runCli(argv: readonly string[], world: CliWorld): Promise<number> {
  let exitCode = 0;
  let output: Output | undefined;
  let json = false;
  /** What the argument parser said on stderr (a usage error's message). */
  let usageText = "";
  const program = new Command("releaser")
    .description(
      "Release Python projects from conventional commits: version, changelog, release PR, tag, publish.",
    )
    .option("-C, --cwd <dir>", "run as if started in <dir>")
    .option("--config <file>", "read configuration from this file only")
    .option("--json", "print one JSON document on stdout (human text goes to stderr)")
    .option("-v, --verbose", "show each git command, HTTP request and tool run, and the details of errors")
    .option("-q, --quiet", "print only results and errors")
    .option("--no-color", "do not colour the output (NO_COLOR is honoured too)")
    .version(VERSION, "--version", "print the version of releaser")
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => world.stdout.write(text),
      writeErr: (text) => {
        usageText += text;
        world.stderr.write(text);
      },
    });

  /** Sets up output and context from the global and command options, then runs `body`. */
  const act =
    <T extends object>(
      body: (options: T, context: FlowContext, output: Output, json: boolean) => Promise<number>,
    ) =>
    async (_options: T, command: Command) => {
      const options = command.optsWithGlobals<GlobalOptions & T>();
      json = options.json === true;
      const colour = colourChoice(world.env, options.color !== false);
      output = createOutput({
        stdout: world.stdout,
        stderr: world.stderr,
        env: world.env,
        color: colour.forced ?? (colour.allowed && world.isTTY === true),
        errColor: colour.forced ?? (colour.allowed && world.stderrIsTTY === true),
        verbose: options.verbose === true,
        quiet: options.quiet === true,
        // A spinner only where one can run: CI logs and dumb terminals get the plain list.
        stderrIsTTY: world.stderrIsTTY === true && !isCi(world.env) && world.env.TERM !== "dumb",
      });
      const out = output;
      const context: FlowContext = {
        cwd: options.cwd === undefined ? world.cwd : resolve(world.cwd, options.cwd),
        env: world.env,
        now: world.now ?? (() => new Date()),
        configFile: options.config,
        warn: (message) => reportWarning(message, out),
        // Human text: stderr, scrubbed of secrets like everything else.
        // -q: the tools' own output is left out too (a failure still quotes its last lines).
        stream: (text) => {
          if (!out.quiet) out.err(text);
        },
        addSecret: (value) => out.addSecret(value),
      };
      // -v: every git command, HTTP request and tool run, one dim line each, as it ends.
      const previous = out.verbose
        ? setCallTracer((call) => out.err(`${styles(out.errColor).dim(`  > ${showControl(call)}`)}\n`))
        : undefined;
      try {
        exitCode = await body(options, context, out, json);
      } finally {
        if (out.verbose) setCallTracer(previous);
      }
    };

  const check = program
    .command("check")
    .description(
      "preview the next release: last tag, commits, bump, next version, changelog (writes nothing)",
    )
    .option("--json", "print the preview as JSON")
    .option("--offline", "read this clone's tags only, never origin's (also RELEASER_OFFLINE=1)")
    .option(
      "--package <name>",
      "in a repository of several packages, only this one (repeat for more)",
      collect,
    )
    .action(
      act<VersionOverrideOptions & { package?: string[]; offline?: boolean }>(
        async (options, context, out, asJson) => {
          const { runCheck } = await import("./commands/check.ts");
          return runCheck(context, overridesOf(options), out, asJson, options.package ?? [], options.offline);
        },
      ),
    );

  const update = program
    .command("update")
    .description("write the next version to the version files and CHANGELOG.md, then commit them")
    .option("--json", "print the result as JSON")
    .option("--no-commit", "write the files but do not commit")
    .option("--dry-run", "show the diff of what would change; write nothing")
    .option("--allow-dirty", "proceed although the working tree has uncommitted changes")
    .option("--offline", "read this clone's tags only, never origin's (also RELEASER_OFFLINE=1)")
    .option(
      "--package <name>",
      "in a repository of several packages, only this one (repeat for more)",
      collect,
    )
    .action(
      act<
        VersionOverrideOptions & {
          commit?: boolean;
          dryRun?: boolean;
          allowDirty?: boolean;
          package?: string[];
          offline?: boolean;
        }
      >(async (options, context, out, asJson) => {
        const { runUpdate } = await import("./commands/update.ts");
        const updateOptions = {
          commit: options.commit !== false,
          dryRun: options.dryRun === true,
          allowDirty: options.allowDirty === true,
          offline: options.offline === true,
        };
        return runUpdate(context, overridesOf(options), updateOptions, out, asJson, options.package ?? []);
      }),
    );

  for (const command of [check, update]) addVersionOverrides(command);

  program
    .command("release-pr")
    .description(
      "make the release commit on the release PR branch, push it, and create or update the release pull request",
    )
    .option("--json", "print the result as JSON")
    .option("--dry-run", "show the branch, title and body it would write; change nothing")
    .action(
      act<{ dryRun?: boolean }>(async (options, context, out, asJson) => {
        const { runReleasePr } = await import("./commands/release-pr.ts");
        return runReleasePr(context, { dryRun: options.dryRun === true }, out, asJson);
      }),
    );

  program
    .command("release")
    .description(
      "release the version the files carry: tag it, push the tag, create the code-host release and upload the assets",
    )
    .option("--json", "print the result as JSON")
    .option("--dry-run", "show each step and what it would do; change nothing")
    .option(
      "--skip-publish",
      "do not upload to the package index; the build still runs and dist/ stays for a later publishing step",
    )
    .addOption(
      new Option(
        "--skip-build",
        "do not build or upload; attach the files dist/ holds for this version",
      ).conflicts("dist"),
    )
    .option(
      "--dist <dir>",
      "release the wheels and sdist in <dir> (a CI build matrix made them) instead of building; every file is checked before the tag",
    )
    .option("--no-sdist", "with --dist: release wheels alone, without an sdist")
    .option("--skip-host-release", "tag and push only: no code-host release, no assets")
    .option(
      "--package <name>",
      "in a repository of several packages, only this one (repeat for more)",
      collect,
    )
    .action(
      act<{
        dryRun?: boolean;
        skipPublish?: boolean;
        skipBuild?: boolean;
        skipHostRelease?: boolean;
        dist?: string;
        sdist?: boolean;
        package?: string[];
      }>(async (options, context, out, asJson) => {
        const { runRelease } = await import("./commands/release.ts");
        const releaseOptions = {
          dryRun: options.dryRun === true,
          skipPublish: options.skipPublish === true || options.skipBuild === true,
          skipBuild: options.skipBuild === true,
          skipHostRelease: options.skipHostRelease === true,
          ...(options.dist === undefined ? {} : { dist: options.dist, sdist: options.sdist !== false }),
        };
        return runRelease(context, releaseOptions, out, asJson, options.package ?? []);
      }),
    );

  program
    .command("init")
    .description(
      "set releaser up in this project: a commented [tool.releaser] table in pyproject.toml and the GitHub workflows",
    )
    .option("--json", "print what was written as JSON")
    .option("--dry-run", "show the files and their text; write nothing")
    .option("--force", "replace workflow files that exist")
    .option("--no-workflow", "write the configuration alone, no workflow files")
    .option(
      "--dispatch-checks",
      "add workflow_dispatch: to the workflows that run on pull requests, so release-pr can start the release PR's checks",
    )
    .addOption(
      new Option(
        "--publish-with <who>",
        "who uploads to PyPI from the release workflow: releaser (release builds and uploads) or pypa (release --skip-publish, then pypa/gh-action-pypi-publish in its own job)",
      )
        .choices(["releaser", "pypa"])
        .default("releaser"),
    )
    .action(
      act<{
        dryRun?: boolean;
        force?: boolean;
        workflow?: boolean;
        publishWith?: "releaser" | "pypa";
        dispatchChecks?: boolean;
      }>(async (options, context, out, asJson) => {
        const { runInit } = await import("./commands/init.ts");
        return runInit(
          context,
          {
            dryRun: options.dryRun === true,
            force: options.force === true,
            workflows: options.workflow !== false,
            publishWith: options.publishWith ?? "releaser",
            dispatchChecks: options.dispatchChecks === true,
          },
          out,
          asJson,
        );
      }),
    );

  program
    .command("check-pr")
    .description("validate a pull request title (from --title or the GitHub Actions event payload)")
    .option(
      "--title <title>",
      "the title to check (default: pull_request.title from GITHUB_EVENT_PATH, or GitLab CI's CI_MERGE_REQUEST_TITLE)",
    )
    .option("--require-scope", "require a scope, e.g. feat(api): ...")
    .option("--types <types>", "comma-separated allowed types (overrides allowed_types)")
    .option("--strict", "fail on style warnings too")
    .action(
      act<TitleCheckOptions>(async (options, context, out, asJson) => {
        const { runCheckPr } = await import("./commands/check-pr.ts");
        return runCheckPr(context, options, out, asJson);
      }),
    );

  program
    .command("check-commit")
    .description("validate a commit message file (a commit-msg hook)")
    .argument("<file>", "the commit message file, e.g. .git/COMMIT_EDITMSG")
    .option("--require-scope", "require a scope, e.g. feat(api): ...")
    .option("--types <types>", "comma-separated allowed types (overrides allowed_types)")
    .option("--strict", "fail on style warnings too")
    .action(async (file: string, _options: TitleCheckOptions, command: Command) =>
      act<TitleCheckOptions>(async (options, context, out, asJson) => {
        const { runCheckCommit } = await import("./commands/check-commit.ts");
        return runCheckCommit(context, file, options, out, asJson);
      })(_options, command),
    );

  program
    .command("explain")
    .description("say when an error code happens and what to do about it (without a code: list them)")
    .argument("[code]", "an error code, e.g. TAG_EXISTS")
    .option("--json", "print the explanation as JSON")
    .action(async (code: string | undefined, _options: object, command: Command) =>
      act<object>(async (_opts, _context, out, asJson) => {
        const { runExplain } = await import("./commands/explain.ts");
        return runExplain(code, out, asJson);
      })(_options, command),
    );

  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return 0;
      if (error.code === "commander.help") return 0;
      if (error.exitCode === 0) return 0;
      // --json promises one document on stdout, also when the command line itself is wrong.
      if (argv.includes("--json")) {
        const message = (usageText.split("\n").find((line) => line.startsWith("error: ")) ?? error.message)
          .replace(/^error: /, "")
          .trim();
        world.stdout.write(`${JSON.stringify({ error: { code: "USAGE_ERROR", message } })}\n`);
      }
      return 2;
    }
    const fallback =
      output ??
      createOutput({
        stdout: world.stdout,
        stderr: world.stderr,
        env: world.env,
        color: false,
        verbose: false,
        quiet: false,
      });
    return reportError(error, fallback, json);
  }
}

/**
 * Whether colour may be used: `--no-color` wins, then FORCE_COLOR (not 0: on everywhere), then
 * NO_COLOR and TERM=dumb turn it off; otherwise each stream is coloured when it is a terminal.
 */
function colourChoice(env: NodeJS.ProcessEnv, flag: boolean): { allowed: boolean; forced?: boolean } {
  if (!flag) return { allowed: false, forced: false };
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== "" && force !== "0" && force !== "false")
    return { allowed: true, forced: true };
  if (force === "0" || force === "false") return { allowed: false, forced: false };
  if ((env.NO_COLOR ?? "") !== "" || env.TERM === "dumb") return { allowed: false };
  return { allowed: true };
}

function isCi(env: NodeJS.ProcessEnv): boolean {
  return (env.CI ?? "") !== "" && env.CI !== "false" && env.CI !== "0";
}

interface VersionOverrideOptions {
  bump?: "major" | "minor" | "patch";
  releaseAs?: string;
  prerelease?: "a" | "b" | "rc";
  allowDowngrade?: boolean;
}

/** The options that steer the next version; a malformed value is a usage error (exit 2). */
function addVersionOverrides(command: Command): void {
  command
    .addOption(new Option("--bump <kind>", "force the bump").choices(["major", "minor", "patch"]))
    .addOption(
      new Option("--release-as <version>", "force the next version (PEP 440)").argParser((value) => {
        if (parseVersion(value) === undefined) {
          throw new InvalidArgumentError(`"${value}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1).`);
        }
        return value;
      }),
    )
    .addOption(
      new Option("--prerelease <label>", "make the next version a pre-release").choices(["a", "b", "rc"]),
    )
    .option("--allow-downgrade", "accept a --release-as version below the current one");
}

/** A repeatable option's values, in the order given (`--package a --package b`). */
function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function overridesOf(options: VersionOverrideOptions): VersionOverrides {
  return {
    bump: options.bump,
    releaseAs: options.releaseAs,
    prerelease: options.prerelease,
    allowDowngrade: options.allowDowngrade === true,
  };
}
