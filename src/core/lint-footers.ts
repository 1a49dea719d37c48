import type { LintProblem } from "./lint-problem.ts";

/** The footers of a commit message: `BREAKING CHANGE:` carries text; misspellings are not silently ignored. */
export function footerProblems(lines: readonly string[]): LintProblem[] {
  const problems: LintProblem[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const token = /^(BREAKING CHANGE|BREAKING-CHANGE):/.exec(line)?.[1];
    if (token !== undefined) {
      let text = line.slice(token.length + 1).trim();
      // The text may start on the next line (unless that line starts another footer).
      const next = lines[i + 1];
      if (text === "" && next !== undefined && !isFooterStart(next)) text = next.trim();
      if (text === "") {
        problems.push({
          rule: "breaking-footer-empty",
          message: `the "${token}:" footer has no text; say what breaks and how to migrate, e.g. "${token}: drop --old"`,
        });
      }
      continue;
    }
    const misspelt = /^(breaking[ _-]?changes?)\s*:(.*)$/i.exec(line);
    if (misspelt !== null) {
      problems.push({
        rule: "breaking-footer-format",
        message: `"${line.trim()}" is not a breaking-change footer; write "BREAKING CHANGE:${misspelt[2]!.trimEnd()}" (in capitals, one space)`,
      });
    }
  }
  return problems;
}

function isFooterStart(line: string): boolean {
  return /^(BREAKING CHANGE:|BREAKING-CHANGE:|[A-Za-z0-9][A-Za-z0-9_-]*(: | #))/.test(line);
}
