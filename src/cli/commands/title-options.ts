import type { LintOverrides } from "../../flows/lint/lint.ts";

/** The options `check-pr` and `check-commit` share: how strictly a title or message is checked. */
export interface TitleCheckOptions {
  title?: string;
  requireScope?: boolean;
  types?: string;
  strict?: boolean;
}

export function lintOverridesOf(options: TitleCheckOptions): LintOverrides {
  return { requireScope: options.requireScope, types: options.types, strict: options.strict };
}
