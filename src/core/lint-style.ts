import { PLACEHOLDER } from "./header-diagnosis.ts";
import { imperativeOf } from "./imperative-mood.ts";
import type { LintProblem } from "./lint-problem.ts";

/**
 * The style guidance of spec 4.5 for a commit description (imperative mood, lowercase start, no
 * trailing period, under 50 characters): warnings, errors in strict mode (lint-message.ts).
 */

const MAX_DESCRIPTION = 50;

/** Style guidance of spec 4.5 for a description, and the description corrected where it can be. */
export function styleOf(description: string, q: string): { problems: LintProblem[]; fixed: string } {
  const problems: LintProblem[] = [];
  let fixed = description;
  const firstWord = description.split(/\s/, 1)[0]!;
  const imperative = imperativeOf(firstWord);
  if (imperative !== undefined) {
    const written = firstWord.replace(/[^A-Za-z]+$/, "");
    problems.push({
      rule: "imperative-mood",
      message: `${q}: write the description in the imperative mood ("${imperative}", not "${written}")`,
    });
    fixed = imperative + fixed.slice(written.length);
  }
  if (startsWithCapitalisedWord(description)) {
    const lowered = lowerFirst(description);
    problems.push({
      rule: "lowercase-start",
      message: `${q}: start the description with a lowercase letter ("${lowered}")`,
    });
    fixed = lowerFirst(fixed);
  }
  if (/(^|[^.])\.$/.test(description)) {
    problems.push({
      rule: "trailing-period",
      message: `${q}: remove the period at the end of the description`,
    });
    // A description that is only a period leaves nothing: suggest the placeholder, not `feat: `.
    fixed = fixed.slice(0, -1).trimEnd() || PLACEHOLDER;
  }
  const length = [...description].length;
  if (length >= MAX_DESCRIPTION) {
    problems.push({
      rule: "description-length",
      message: `${q}: the description is ${length} characters long; keep it under ${MAX_DESCRIPTION}`,
    });
  }
  return { problems, fixed };
}

/** `Add x` yes; `API`, `GitHub`, `README.md`, `I` no: acronyms and names keep their case. */
function startsWithCapitalisedWord(text: string): boolean {
  const word = text.split(/\s/, 1)[0]!;
  // A capital, lower-case letters (at least one: not `I`, not `A`), then only punctuation.
  return /^\p{Lu}\p{Ll}*(?:[^\p{L}\p{N}]*)$/u.test(word) && /\p{Ll}/u.test(word);
}

function lowerFirst(text: string): string {
  const [first = "", ...rest] = [...text];
  return first.toLowerCase() + rest.join("");
}
