import type { CustomParser } from "./commit.ts";
import { matchGitmoji } from "./gitmoji.ts";
import { type Draft, diagnoseHeader, FORMAT, nearest, quote } from "./header-diagnosis.ts";
import { footerProblems } from "./lint-footers.ts";
import type { LintProblem, LintRule } from "./lint-problem.ts";
import { styleOf } from "./lint-style.ts";
import { parseSubject, type SubjectParts } from "./parse-subject.ts";
import { matchScientificPrefix } from "./scientific-prefixes.ts";

export type { LintProblem, LintRule } from "./lint-problem.ts";

/**
 * Validation of pull-request titles and commit messages (`check-pr`, `check-commit`): the
 * conventional shape of spec 4.5, the project's allowed types and scopes, a required scope, the
 * shape of breaking-change footers; and the style guidance of spec 4.5 (imperative mood,
 * lowercase start, a description under 50 characters, no trailing period) as warnings, which
 * become errors in strict mode. Pure: the caller reads the title or the file.
 *
 * The length guidance applies to the description, as spec 4.5 words it ("style guidance for
 * descriptions"), not to the whole header: `feat(parser): ` must not eat a description's budget.
 */

/** The style guidance: warnings, errors when strict. */
const STYLE_RULES: ReadonlySet<LintRule> = new Set([
  "imperative-mood",
  "lowercase-start",
  "description-length",
  "trailing-period",
  "body-leading-blank",
]);

export interface LintRules {
  /** Empty: any type is accepted (a type outside spec table 2.7 is a warning). Case-insensitive. */
  allowedTypes: readonly string[];
  /** Empty: any scope. Case-insensitive. */
  allowedScopes: readonly string[];
  requireScope: boolean;
  /** Style guidance fails instead of warning. */
  strict: boolean;
  /** The configured custom parsers: a subject they map is accepted like a conventional one. */
  parsers: readonly CustomParser[];
}

export const DEFAULT_LINT_RULES: LintRules = {
  allowedTypes: [],
  allowedScopes: [],
  requireScope: false,
  strict: false,
  parsers: [],
};

export interface LintResult {
  valid: boolean;
  /** The line that was checked: the title, or the commit message's subject. */
  header: string;
  /** The parsed header; undefined when it does not follow the convention. */
  parts: SubjectParts | undefined;
  errors: LintProblem[];
  warnings: LintProblem[];
  /** A corrected header, when anything is wrong and a correction differs from the header. */
  suggestion: string | undefined;
  /** Why the message was accepted unchecked (a message git writes itself: merges, fixups). */
  skipped: string | undefined;
}

/** The types of spec table 2.7. */
export const STANDARD_TYPES = [
  "feat",
  "fix",
  "docs",
  "style",
  "refactor",
  "perf",
  "test",
  "build",
  "ci",
  "chore",
  "revert",
] as const;

/** Validates a pull-request title (the subject its squash commit will get). */
export function lintTitle(title: string, rules: LintRules = DEFAULT_LINT_RULES): LintResult {
  const header = title.replace(/\r?\n[\s\S]*$/, "").trimEnd();
  if (header === "") return emptyResult(header, "the title is empty");
  return finish(header, lintHeader(header, rules), [], rules);
}

/**
 * Validates a commit message, cleaned as git cleans it (see `cleanCommitMessage`): the subject
 * as a title, then the layout and the breaking-change footers. Messages git writes itself
 * (merges, `fixup!`/`squash!`/`amend!`) are accepted unchecked.
 */
export function lintCommitMessage(message: string, rules: LintRules = DEFAULT_LINT_RULES): LintResult {
  const lines = message.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length > 0 && lines[0]!.trim() === "") lines.shift();
  const header = (lines[0] ?? "").trimEnd();
  if (header === "") return emptyResult(header, "the commit message is empty");
  const skipped = gitGenerated(header);
  if (skipped !== undefined) {
    return {
      valid: true,
      header,
      parts: undefined,
      errors: [],
      warnings: [],
      suggestion: undefined,
      skipped,
    };
  }
  const extra: LintProblem[] = [...footerProblems(lines.slice(1))];
  if (lines.length > 1 && lines[1]!.trim() !== "") {
    extra.push({
      rule: "body-leading-blank",
      message: `${quote(header)}: leave a blank line between the subject and the body`,
    });
  }
  return finish(header, lintHeader(header, rules), extra, rules);
}

/**
 * Cleans a commit message file as git's default `strip` cleanup does: CRLF becomes LF,
 * everything from the scissors line on is cut, comment lines are dropped, trailing whitespace
 * is removed, runs of blank lines become one, leading and trailing blank lines go.
 */
export function cleanCommitMessage(text: string, commentChar = "#"): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const scissors = lines.indexOf(`${commentChar} ------------------------ >8 ------------------------`);
  const kept: string[] = [];
  for (const line of scissors < 0 ? lines : lines.slice(0, scissors)) {
    if (line.startsWith(commentChar)) continue;
    const trimmed = line.trimEnd();
    if (trimmed === "" && (kept.length === 0 || kept.at(-1) === "")) continue;
    kept.push(trimmed);
  }
  while (kept.at(-1) === "") kept.pop();
  return kept.length === 0 ? "" : `${kept.join("\n")}\n`;
}

interface HeaderVerdict {
  parts: SubjectParts | undefined;
  problems: LintProblem[];
  draft: Draft | undefined;
}

function lintHeader(header: string, rules: LintRules): HeaderVerdict {
  const q = quote(header);
  const parts = parseSubject(header, rules.parsers);
  if (parts === undefined) {
    const allowed = rules.allowedTypes.map((t) => t.toLowerCase());
    const { rule, message, draft } = diagnoseHeader(header, {
      knownTypes: [...STANDARD_TYPES, ...allowed],
      fallbackType: allowed[0],
    });
    // With no allowed types, nearest() keeps the type; the placeholder has no style to fix.
    if (!allowed.includes(draft.type)) draft.type = nearest(draft.type, allowed);
    draft.description = styleOf(draft.description, q).fixed;
    return { parts, problems: [{ rule, message }], draft: withRequiredScope(draft, rules) };
  }
  // git's and GitHub's own revert form (`Revert "feat: x"`): accepted as written.
  if (parts.type === "revert" && /^(Revert|Reapply) "/.test(header)) {
    return { parts, problems: [], draft: undefined };
  }

  // A subject a preset read (`✨ Add support for X`, `BUG: Fix y`) follows the project's own convention:
  // its type and scope rules apply, the conventional style (lowercase start, standard types) does not.
  const ownConvention = readByPreset(header, rules);

  const problems: LintProblem[] = [];
  const draft: Draft = {
    type: parts.type,
    scope: parts.scope,
    breaking: parts.breaking,
    description: parts.description,
  };
  const allowedTypes = rules.allowedTypes.map((t) => t.toLowerCase());
  if (allowedTypes.length > 0 && !allowedTypes.includes(parts.type)) {
    problems.push({
      rule: "type-allowed",
      message: `${q} has type "${parts.type}", which is not allowed; use one of: ${allowedTypes.join(", ")}`,
    });
    draft.type = nearest(parts.type, allowedTypes);
  } else if (
    !ownConvention &&
    allowedTypes.length === 0 &&
    !(STANDARD_TYPES as readonly string[]).includes(parts.type)
  ) {
    problems.push({
      rule: "type-unknown",
      message: `${q} has type "${parts.type}", which is not a standard type (${STANDARD_TYPES.join(", ")}); it will not bump the version`,
    });
  }

  const emptyScope = parts.scope !== undefined && parts.scopes.length === 0;
  if (emptyScope) {
    problems.push({
      rule: "scope-empty",
      message: `${q} has an empty scope "(${parts.scope})"; name a scope or remove the parentheses`,
    });
    draft.scope = undefined;
  }
  const allowedScopes = rules.allowedScopes.map((s) => s.toLowerCase());
  if (rules.requireScope && parts.scopes.length === 0 && !emptyScope) {
    const choices = allowedScopes.length > 0 ? ` (one of: ${allowedScopes.join(", ")})` : "";
    problems.push({
      rule: "scope-required",
      message: `${q} has no scope, but a scope is required${choices}`,
    });
  }
  const unknown = parts.scopes.filter(
    (s) => allowedScopes.length > 0 && !allowedScopes.includes(s.toLowerCase()),
  );
  if (unknown.length > 0) {
    const names = unknown.map((s) => `"${s}"`).join(", ");
    problems.push({
      rule: "scope-allowed",
      message: `${q} has scope ${names}, which ${unknown.length > 1 ? "are" : "is"} not allowed; use one of: ${allowedScopes.join(", ")}`,
    });
    draft.scope = parts.scopes.map((s) => (unknown.includes(s) ? nearest(s, allowedScopes) : s)).join(",");
  }

  if (ownConvention) return { parts, problems, draft: undefined };
  const style = styleOf(parts.description, q);
  problems.push(...style.problems);
  draft.description = style.fixed;
  return { parts, problems, draft: withRequiredScope(draft, rules) };
}

/**
 * The header is read by a configured preset's own convention: a gitmoji subject (not by the
 * conventional grammar), or a subject with the scientific Python prefixes (`BUG: fix x`).
 */
function readByPreset(header: string, rules: LintRules): boolean {
  const presets = rules.parsers.map((p) => ("preset" in p ? p.preset : undefined));
  if (presets.includes("scientific-python") && matchScientificPrefix(header) !== undefined) return true;
  if (!presets.includes("gitmoji")) return false;
  return parseSubject(header, []) === undefined && matchGitmoji(header) !== undefined;
}

const GIT_GENERATED: readonly (readonly [RegExp, string])[] = [
  [
    /^Merge (branch|branches|remote-tracking branch|tag|pull request|commit) /,
    "a merge commit written by git",
  ],
  [/^Merge \S.* into \S/, "a merge commit"],
  [/^(fixup|squash|amend)! /, "a fixup commit (git commit --fixup/--squash), squashed before it lands"],
];

function gitGenerated(header: string): string | undefined {
  return GIT_GENERATED.find(([pattern]) => pattern.test(header))?.[1];
}

function finish(
  header: string,
  verdict: HeaderVerdict,
  extra: readonly LintProblem[],
  rules: LintRules,
): LintResult {
  const errors: LintProblem[] = [];
  const warnings: LintProblem[] = [];
  for (const problem of [...verdict.problems, ...extra]) {
    const isWarning = problem.rule === "type-unknown" || (STYLE_RULES.has(problem.rule) && !rules.strict);
    (isWarning ? warnings : errors).push(problem);
  }
  const corrected = verdict.draft === undefined ? undefined : formatHeader(verdict.draft);
  const suggestion =
    (errors.length > 0 || warnings.length > 0) && corrected !== header ? corrected : undefined;
  return {
    valid: errors.length === 0,
    header,
    parts: verdict.parts,
    errors,
    warnings,
    suggestion,
    skipped: undefined,
  };
}

function emptyResult(header: string, message: string): LintResult {
  return {
    valid: false,
    header,
    parts: undefined,
    errors: [{ rule: "empty", message: `${message}; write "${FORMAT}", e.g. "feat: add x"` }],
    warnings: [],
    suggestion: undefined,
    skipped: undefined,
  };
}

function withRequiredScope(draft: Draft, rules: LintRules): Draft {
  if (!rules.requireScope || draft.scope !== undefined) return draft;
  return { ...draft, scope: rules.allowedScopes[0]?.toLowerCase() ?? "<scope>" };
}

function formatHeader(draft: Draft): string {
  const scope = draft.scope === undefined ? "" : `(${draft.scope})`;
  return `${draft.type}${scope}${draft.breaking ? "!" : ""}: ${draft.description}`;
}
