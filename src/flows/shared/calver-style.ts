/**
 * Whether the project numbers its releases by the calendar (DESIGN 4): `init` writes
 * `version_scheme = "calver"` and the `calver_format` its release tags follow, saying why.
 */
import type { LoadedConfig } from "../../config/load.ts";
import { isConfigured } from "../../config/values.ts";
import { type CalverFormat, parseCalverFormat } from "../../core/calver.ts";
import { inferReleaseClock, type ReleaseClock, type TaggedAt } from "../../core/calver-clock.ts";
import { inferCalverFormat, newestFinals } from "../../core/calver-inference.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import { formatVersion, type Pep440Version } from "../../core/version.ts";
import { type FlowContext, releaseDate, releaseMoment } from "./context.ts";

export interface CalverStyle {
  /** The `calver_format` the tags follow: "YY.N", "YY.N.MICRO", "YY.M.MICRO", ... */
  format: string;
  /** Why, for the comment beside `version_scheme`. */
  why: string;
}

/**
 * The calendar format of the release tags of this shape, read against today (SOURCE_DATE_EPOCH's
 * date when set); undefined for a project numbered otherwise, or a tag format that does not compile.
 */
export function calverStyle(
  tags: readonly string[],
  tagFormat: string,
  context: Pick<FlowContext, "env" | "now">,
  /** When each tag was made (seconds since 1970), when known: a calendar version's year is its release's. */
  dates?: ReadonlyMap<string, number>,
): CalverStyle | undefined {
  const parsed: { tag: string; version: Pep440Version }[] = [];
  const taggedYears = new Map<string, number>();
  const taggedDays = new Map<string, string>();
  let padded = false;
  try {
    const format = compileTagFormat(tagFormat);
    for (const tag of tags) {
      const version = format.parse(tag);
      if (version === undefined) continue;
      parsed.push({ tag, version });
      const [first, second] = version.release;
      // The tags write a month below 10 with its leading zero (2026.08.17): the version is spelled so.
      if (second !== undefined && second < 10 && tag.includes(`${first}.0${second}.`)) padded = true;
    }
  } catch {
    return undefined;
  }
  const versions = parsed.map((p) => p.version);
  if (dates !== undefined) {
    // The inference reads the dates of its newest finals alone: only their tags are dated (a
    // project of 5,000 tags would date them all, issue 45).
    const read = newestFinals(versions).map((v) => v.release);
    for (const { tag, version } of parsed) {
      if (!read.some((release) => sameNumbers(release, version.release))) continue;
      const date = dates.get(tag);
      if (date === undefined) continue;
      const day = new Date(date * 1000).toISOString().slice(0, 10);
      taggedYears.set(formatVersion(version), Number(day.slice(0, 4)));
      taggedDays.set(formatVersion(version), day);
    }
  }
  return inferCalverFormat(
    versions,
    releaseDate(context.env, context.now),
    dates === undefined ? undefined : taggedYears,
    { days: dates === undefined ? undefined : taggedDays, padded },
  );
}

/**
 * Every command numbers as the tags do (DESIGN 4 and 5): with no `version_scheme` configured, a
 * project whose release tags start with the recent years is a calendar project, with the format its
 * tags follow; a configured `version_scheme = "calver"` without a `calver_format` takes the tags'
 * format too. A configured scheme and format are kept as they are. A calendar project whose tags
 * name the days of the clock they were made on is dated in that clock (`clock`; else UTC).
 */
export function withVersionScheme(
  loaded: LoadedConfig,
  tags: readonly string[],
  context: Pick<FlowContext, "env" | "now">,
  tagged: { dates?: ReadonlyMap<string, number>; offsets?: ReadonlyMap<string, number> } = {},
): { loaded: LoadedConfig; schemeWhy: string; clock?: ReleaseClock } {
  const { config, layers } = loaded;
  const schemeSet = isConfigured(layers, ["version_scheme"]);
  const formatSet = isConfigured(layers, ["calver_format"]);
  const from = loaded.files.at(-1) ?? "the configuration";
  if (schemeSet && (config.version_scheme === "semver" || formatSet)) {
    const clock =
      config.version_scheme === "calver"
        ? releaseClock(tags, config.tag_format, config.calver_format, context, tagged)
        : undefined;
    return { loaded, schemeWhy: `from ${from}`, ...(clock === undefined ? {} : { clock }) };
  }
  const style = calverStyle(tags, config.tag_format, context, tagged.dates);
  if (style === undefined) {
    return { loaded, schemeWhy: schemeSet ? `from ${from}` : "the default: the tags are not dated" };
  }
  const clock = releaseClock(tags, config.tag_format, style.format, context, tagged);
  return {
    loaded: { ...loaded, config: { ...config, version_scheme: "calver", calver_format: style.format } },
    schemeWhy: style.why,
    ...(clock === undefined ? {} : { clock }),
  };
}

/**
 * The clock a calendar project's next release is dated in (calver-clock.ts), read from its release
 * tags of this shape and when and on which clock each was made; undefined for UTC.
 */
export function releaseClock(
  tags: readonly string[],
  tagFormat: string,
  calverFormat: string,
  context: Pick<FlowContext, "env" | "now">,
  tagged: { dates?: ReadonlyMap<string, number>; offsets?: ReadonlyMap<string, number> },
): ReleaseClock | undefined {
  const { dates, offsets } = tagged;
  if (dates === undefined || offsets === undefined) return undefined;
  let format: ReturnType<typeof compileTagFormat>;
  let calendar: CalverFormat;
  try {
    format = compileTagFormat(tagFormat);
    calendar = parseCalverFormat(calverFormat);
  } catch {
    return undefined;
  }
  const moments = tags.flatMap((tag): TaggedAt[] => {
    const version = format.parse(tag);
    const seconds = dates.get(tag);
    const offset = offsets.get(tag);
    return version === undefined || seconds === undefined || offset === undefined
      ? []
      : [{ version, seconds, offset }];
  });
  return inferReleaseClock(calendar, moments, releaseMoment(context.env, context.now));
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}
