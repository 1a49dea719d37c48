/**
 * Where the CLI writes: stdout for results (`--json`), stderr for people. Every line passes
 * through the scrubber, so a secret from the environment never reaches a terminal or a log.
 */
export interface Output {
  /** Result text (or the JSON document with --json). */
  out(text: string): void;
  /** Human text: progress, previews, warnings, errors. */
  err(text: string): void;
  /** Colour on stdout (a terminal, not turned off). */
  color: boolean;
  /** Colour on stderr: judged on its own, so a log file stderr goes to gets no escape codes. */
  errColor: boolean;
  verbose: boolean;
  quiet: boolean;
  /** Masks one more secret (learnt during the run) from here on. */
  addSecret(value: string): void;
  /** Masks the secrets in a text written elsewhere (a live progress line). */
  scrub(text: string): string;
  /**
   * stderr is a colour terminal (not CI, not TERM=dumb), and neither --quiet nor --verbose: a live
   * step list may redraw it. Without colour the plain list is shown instead.
   */
  live: boolean;
  /** The stream human text goes to (for a live step list). */
  stderr: NodeJS.WritableStream;
}

export interface OutputOptions {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /** Colour on stdout. */
  color: boolean;
  /** Colour on stderr (default: as stdout). */
  errColor?: boolean;
  verbose: boolean;
  quiet: boolean;
  /** stderr is a terminal where a spinner can run (not CI, not TERM=dumb). */
  stderrIsTTY?: boolean;
}

export function createOutput(options: OutputOptions): Output {
  const learnt: string[] = [];
  let scrub = createScrubber(options.env);
  return {
    out: (text) => options.stdout.write(scrub(text)),
    err: (text) => options.stderr.write(scrub(text)),
    color: options.color,
    errColor: options.errColor ?? options.color,
    verbose: options.verbose,
    quiet: options.quiet,
    addSecret: (value) => {
      learnt.push(value);
      scrub = createScrubber(options.env, learnt);
    },
    scrub: (text) => scrub(text),
    // -v writes a line per call: a live display would be torn by them, so it lists plainly.
    live:
      options.stderrIsTTY === true &&
      (options.errColor ?? options.color) &&
      !options.quiet &&
      !options.verbose,
    stderr: options.stderr,
  };
}

const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;

/** Masks the values of secret-looking environment variables (8+ characters) wherever they appear. */
export function createScrubber(
  env: NodeJS.ProcessEnv,
  extra: readonly string[] = [],
): (text: string) => string {
  const secrets = [
    ...Object.entries(env)
      .filter(([name, value]) => SECRET_NAME.test(name) && value !== undefined && value.length >= 8)
      .map(([, value]) => value as string),
    ...extra.filter((value) => value.length >= 8),
  ].sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return (text) => text;
  return (text) => {
    let result = text;
    for (const secret of secrets) result = result.split(secret).join("***");
    return result;
  };
}

/** ANSI styling that disappears when colour is off. */
export function styles(color: boolean) {
  const wrap = (open: number, close: number) => (text: string) =>
    color ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
  };
}
