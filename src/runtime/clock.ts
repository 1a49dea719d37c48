/**
 * Milliseconds from an arbitrary start, for durations (traces, step times). Not `performance.now()`:
 * touching the global `performance` loads Node's perf_hooks (a dozen internal modules, several ms
 * of every command's start-up, issue 14); `process.hrtime` is there already.
 */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
