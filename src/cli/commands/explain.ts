import { ERROR_CATALOG, explainError } from "../../core/error-catalog.ts";
import { type Output, styles } from "../output.ts";

/** `releaser explain [code]`: the cause and the fix of an error code; without one, every code. */
export function runExplain(code: string | undefined, output: Output, json: boolean): number {
  const s = styles(output.color);
  if (code === undefined) {
    if (json) output.out(`${JSON.stringify(ERROR_CATALOG, null, 2)}\n`);
    else {
      const width = Math.max(...ERROR_CATALOG.map((e) => e.code.length));
      for (const entry of ERROR_CATALOG) output.out(`${s.bold(entry.code.padEnd(width))}  ${entry.kind}\n`);
      output.out("\nreleaser explain <code> says when it happens and what to do.\n");
    }
    return 0;
  }
  const entry = explainError(code);
  if (entry === undefined) {
    // A usage error (exit 2), like an unknown option: no error of releaser's own to explain.
    const message = `no error has the code ${JSON.stringify(code)}; the codes are ${ERROR_CATALOG.map((e) => e.code).join(", ")}`;
    output.err(`${styles(output.errColor).red("error:")} ${message}\n`);
    // --json promises one document on stdout, a usage error's too.
    if (json) output.out(`${JSON.stringify({ error: { code: "USAGE_ERROR", message } })}\n`);
    return 2;
  }
  if (json) {
    output.out(`${JSON.stringify(entry, null, 2)}\n`);
    return 0;
  }
  output.out(
    `${s.bold(entry.code)}${entry.kind === "(none)" ? "" : ` (${entry.kind})`}\n\n${s.bold("When:")} ${entry.cause}\n\n${s.bold("What to do:")} ${entry.fix}\n`,
  );
  return 0;
}
