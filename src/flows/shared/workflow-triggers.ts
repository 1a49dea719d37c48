import { parse } from "yaml";

/** What a GitHub Actions workflow's `on:` says, for starting its pull-request checks by hand. */
export type WorkflowTriggers =
  /** It does not run on pull requests: nothing to start. */
  | { kind: "not-on-pull-requests" }
  /** It runs on pull requests and a `workflow_dispatch` can start it. */
  | { kind: "dispatchable" }
  /** It runs on pull requests but has no `workflow_dispatch` trigger. */
  | { kind: "no-dispatch" }
  /** It runs on pull requests, but its `workflow_dispatch` requires inputs (GitHub refuses a run without them). */
  | { kind: "required-inputs"; inputs: string[] }
  /** The file is not a workflow YAML can read. */
  | { kind: "unreadable"; reason: string };

const PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];

/**
 * Whether a pull-request event's `branches` / `branches-ignore` filter lets a pull request into
 * `base` run it, as GitHub reads them (branchFilterPattern), and in `branches` a `!pattern` after a
 * match takes it back. No filter (or no base given): it runs.
 */
export function runsForBase(spec: unknown, base: string | undefined): boolean {
  if (base === undefined || spec === null || typeof spec !== "object") return true;
  const filters = spec as { branches?: unknown; "branches-ignore"?: unknown };
  const list = (value: unknown): string[] | undefined =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value.map(String) : undefined;
  const matches = (pattern: string) => branchFilterPattern(pattern).test(base);
  const only = list(filters.branches);
  if (only !== undefined) {
    let runs = false;
    for (const pattern of only) {
      if (pattern.startsWith("!")) {
        if (matches(pattern.slice(1))) runs = false;
      } else if (matches(pattern)) runs = true;
    }
    return runs;
  }
  const ignored = list(filters["branches-ignore"]);
  return ignored === undefined || !ignored.some(matches);
}

/**
 * A branch filter pattern of GitHub Actions as a regular expression over the whole name, by its
 * filter pattern cheat sheet: `*` is any characters but `/`, `**` any characters, `?` makes the
 * character before it optional and `+` repeats it, `[...]` is one character of a set or range, a
 * backslash escapes the next character; anything else is itself (`{a,b}` and `@(x)` are no globs
 * there, `**-alpha` takes `a/b-alpha`).
 */
export function branchFilterPattern(pattern: string): RegExp {
  let out = "";
  // Whether the last piece is one character `?` and `+` can apply to (not `*`, `?` or `+`).
  let single = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    const wasSingle = single;
    single = true;
    if (c === "*") {
      const many = pattern[i + 1] === "*";
      out += many ? ".*" : "[^/]*";
      if (many) i++;
      single = false;
    } else if ((c === "?" || c === "+") && wasSingle) {
      out += c;
      single = false;
    } else if (c === "[" && pattern.indexOf("]", i + 1) > i + 1) {
      const end = pattern.indexOf("]", i + 1);
      out += `[${pattern.slice(i + 1, end).replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
    } else if (c === "\\" && i + 1 < pattern.length) {
      out += escapeRegExp(pattern[++i] as string);
    } else {
      out += escapeRegExp(c);
    }
  }
  try {
    return new RegExp(`^(?:${out})$`, "s");
  } catch {
    // A range GitHub would not take either (`[z-a]`): the pattern as plain text.
    return new RegExp(`^${escapeRegExp(pattern)}$`);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Reads a workflow's triggers from its text: `on: pull_request`, `on: [push, pull_request]`, or a
 * map (`on: {pull_request: {...}, workflow_dispatch: {inputs: ...}}`). A `workflow_dispatch`
 * input that is required and has no default makes the workflow one a plain dispatch cannot start.
 * With `base`, a workflow whose pull-request events filter that branch out (`branches: [develop]`
 * for a pull request into main) does not run on the pull request: nothing to start.
 */
export function readWorkflowTriggers(text: string, base?: string): WorkflowTriggers {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    return { kind: "unreadable", reason: (error as Error).message.split("\n")[0] ?? "" };
  }
  if (doc === null || typeof doc !== "object" || Array.isArray(doc) || !("on" in doc)) {
    return { kind: "unreadable", reason: "it has no `on:`" };
  }
  const on = (doc as { on: unknown }).on;
  const events: Record<string, unknown> =
    typeof on === "string"
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((event) => [String(event), null]))
        : on !== null && typeof on === "object"
          ? (on as Record<string, unknown>)
          : {};
  if (!PULL_REQUEST_EVENTS.some((event) => event in events && runsForBase(events[event], base)))
    return { kind: "not-on-pull-requests" };
  if (!("workflow_dispatch" in events)) return { kind: "no-dispatch" };
  const dispatch = events.workflow_dispatch;
  const inputs =
    dispatch !== null && typeof dispatch === "object" && "inputs" in dispatch
      ? ((dispatch as { inputs: unknown }).inputs ?? {})
      : {};
  const required = Object.entries(inputs as Record<string, unknown>)
    .filter(([, input]) => {
      const spec = (input ?? {}) as { required?: unknown; default?: unknown };
      return spec.required === true && (spec.default === undefined || spec.default === null);
    })
    .map(([name]) => name);
  return required.length > 0 ? { kind: "required-inputs", inputs: required } : { kind: "dispatchable" };
}
