import { isMap, isScalar, isSeq, parse, parseDocument } from "yaml";

/**
 * Adds `workflow_dispatch` to a GitHub Actions workflow's `on:` (DESIGN 5, `init
 * --dispatch-checks`), splicing only the bytes of `on:`'s value, so comments and formatting stay:
 * `on: pull_request` becomes `on: [pull_request, workflow_dispatch]`, a list (flow or block) gets
 * the item, a map (flow or block) gets the key. The result is parsed again and must differ from the
 * text only in `on:`; undefined when the workflow has it already or its `on:` is not one of these.
 */
export function addWorkflowDispatch(text: string): string | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === "on");
  const value = pair?.value;
  if (value === undefined || value === null) return undefined;
  const node = value as { range?: [number, number, number] | null };
  const range = node.range;
  if (range === undefined || range === null) return undefined;
  let edited: string | undefined;
  if (isScalar(value) && typeof value.value === "string") {
    if (value.value === "workflow_dispatch") return undefined;
    edited = splice(text, range[0], range[1], `[${text.slice(range[0], range[1])}, workflow_dispatch]`);
  } else if (isSeq(value) || isMap(value)) {
    const has = isSeq(value)
      ? value.items.some((item) => isScalar(item) && item.value === "workflow_dispatch")
      : value.items.some((item) => isScalar(item.key) && item.key.value === "workflow_dispatch");
    if (has) return undefined;
    if (value.flow === true) {
      const close = text.lastIndexOf(isSeq(value) ? "]" : "}", range[1]);
      const empty = value.items.length === 0;
      const item = isSeq(value) ? "workflow_dispatch" : "workflow_dispatch: {}";
      edited = splice(text, close, close, `${empty ? "" : ", "}${item}`);
    } else {
      // A block: a line with the first item's indent after the last item's value.
      const first = value.items[0];
      const firstNode = (isSeq(value) ? first : (first as { key?: unknown } | undefined)?.key) as
        | { range?: [number, number, number] | null }
        | undefined;
      const start = firstNode?.range?.[0];
      if (start === undefined) return undefined;
      const lineStart = text.lastIndexOf("\n", start - 1) + 1;
      const indent = text.slice(lineStart, start);
      const end = afterLastLine(text, range[1]);
      const line = isSeq(value) ? `${indent}workflow_dispatch\n` : `${indent}workflow_dispatch:\n`;
      const newline = end === text.length && !text.endsWith("\n") ? "\n" : "";
      edited = splice(text, end, end, `${newline}${line}`);
    }
  }
  if (edited === undefined || !onlyOnChanged(text, edited)) return undefined;
  return edited;
}

function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to);
}

/** Just past the line the block's last item ends on (its range may take the blank and comment lines after it). */
function afterLastLine(text: string, valueEnd: number): number {
  let at = valueEnd;
  for (;;) {
    while (at > 0 && /\s/.test(text[at - 1] ?? "")) at--;
    const lineStart = text.lastIndexOf("\n", at - 1) + 1;
    if (lineStart === 0 || !text.slice(lineStart, at).trim().startsWith("#")) break;
    at = lineStart; // a comment line after the block (before the next key) stays where it is
  }
  const next = text.indexOf("\n", at);
  return next === -1 ? text.length : next + 1;
}

/** The edited text parses to the same workflow except in `on:`, which now has workflow_dispatch. */
function onlyOnChanged(before: string, after: string): boolean {
  try {
    const a = parse(before) as Record<string, unknown>;
    const b = parse(after) as Record<string, unknown>;
    const { on: _before, ...restBefore } = a;
    const { on: onAfter, ...restAfter } = b;
    const events =
      typeof onAfter === "string" ? [onAfter] : Array.isArray(onAfter) ? onAfter : Object.keys(onAfter ?? {});
    return JSON.stringify(restBefore) === JSON.stringify(restAfter) && events.includes("workflow_dispatch");
  } catch {
    return false;
  }
}
