import type { Bump } from "../../core/bump.ts";
import { dateIn } from "../../core/calver-clock.ts";
import { ConfigError } from "../../core/errors.ts";
import type { PreLabel } from "../../core/version.ts";

/** The world a flow runs in: passed in, never read from globals, so tests need no mocks. */
export interface FlowContext {
  /** The directory releaser was pointed at (`-C`), not necessarily the repository root. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  /** `--config <file>`. */
  configFile?: string | undefined;
  /** Warnings (recoverable errors) are reported through this, and the flow goes on. */
  warn: (message: string) => void;
  /** The output of the commands a flow runs for the user (hooks, build tools), as it comes. */
  stream?: (text: string) => void;
  /** Masks a secret learnt during the run (a minted upload token) in everything printed after. */
  addSecret?: (value: string) => void;
  /** Told as each step of a long flow starts and ends (a live step list on a terminal). */
  progress?: StepProgress;
}

export interface VersionOverrides {
  bump?: Exclude<Bump, "none"> | undefined;
  releaseAs?: string | undefined;
  prerelease?: PreLabel | undefined;
  /** `--allow-downgrade`: accept a `--release-as` version below the current one. */
  allowDowngrade?: boolean | undefined;
}

const MAX_EPOCH = 253402300799;

/**
 * Today's date in UTC, or SOURCE_DATE_EPOCH's (the reproducible-builds convention), as YYYY-MM-DD;
 * on the clock `offset` minutes east of UTC when the project dates its releases in one (calver-clock.ts).
 */
export function releaseDate(env: NodeJS.ProcessEnv, now: () => Date, offset = 0): string {
  return dateIn(releaseMoment(env, now), offset);
}

/** The moment of the release, in seconds since 1970: SOURCE_DATE_EPOCH's when set, else now. */
export function releaseMoment(env: NodeJS.ProcessEnv, now: () => Date): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== "") {
    const seconds = /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) : Number.NaN;
    // The heading's date is YYYY-MM-DD: the last second of 9999 is the largest that fits.
    if (!(seconds <= MAX_EPOCH)) {
      throw new ConfigError(
        `SOURCE_DATE_EPOCH="${epoch}" is not a whole number of seconds between 1970 and the end of 9999; unset it or give e.g. 1763683200`,
      );
    }
    return seconds;
  }
  return Math.floor(now().getTime() / 1000);
}

/** A live view of a flow's steps: `start` before a step looks or acts, `end` with its outcome. */
export interface StepProgress {
  /** A line that says what the steps below are for ("Release 1.5.0 as v1.5.0 from ..."). */
  heading?(text: string): void;
  start(step: string, detail: string): void;
  end(
    step: string,
    status: "done" | "already" | "skipped" | "would" | "not-reached" | "failed",
    detail: string,
  ): void;
}
