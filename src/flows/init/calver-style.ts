/**
 * Whether the project numbers its releases by the calendar (DESIGN 4): `init` writes
 * `version_scheme = "calver"` and the `calver_format` its release tags follow, saying why.
 */
import { inferCalverFormat } from "../../core/calver.ts";
import { compileTagFormat } from "../../core/tag-format.ts";
import type { Pep440Version } from "../../core/version.ts";
import { type FlowContext, releaseDate } from "../shared/context.ts";

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
): CalverStyle | undefined {
  let versions: Pep440Version[];
  try {
    const format = compileTagFormat(tagFormat);
    versions = tags.flatMap((tag) => format.parse(tag) ?? []);
  } catch {
    return undefined;
  }
  return inferCalverFormat(versions, releaseDate(context.env, context.now));
}
