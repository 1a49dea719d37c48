/** What check-pr and check-commit find wrong in a title or message (lint-message.ts). */

export type LintRule =
  | "empty"
  | "header-format"
  | "description-empty"
  | "type-allowed"
  | "type-unknown"
  | "scope-empty"
  | "scope-required"
  | "scope-allowed"
  | "breaking-footer-empty"
  | "breaking-footer-format"
  | "imperative-mood"
  | "lowercase-start"
  | "description-length"
  | "trailing-period"
  | "body-leading-blank";

export interface LintProblem {
  rule: LintRule;
  /** One line that quotes the title (or subject) and says what is wrong. */
  message: string;
}
