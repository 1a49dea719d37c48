import { spawn } from "node:child_process";
import { now } from "../runtime/clock.ts";
import { commandLine, took, traceCall, tracing } from "../runtime/trace.ts";

export interface ToolRun {
  /** Exit code (or -1 when it could not start or was killed). */
  code: number;
  /** Why it could not start (ENOENT: not on PATH). */
  startError?: NodeJS.ErrnoException;
  signal?: string;
  /** The last lines of its output (stdout and stderr), for the error message. */
  lastLines: string[];
}

/**
 * Runs a build or publish tool as an argument list (no shell) in the project, its output streamed
 * to the user as it comes, and its last lines kept for the error message.
 */
export function runTool(
  argv: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stream: (text: string) => void },
): Promise<ToolRun> {
  return new Promise((resolve) => {
    const [command = "", ...args] = argv;
    const started = now();
    if (tracing()) traceCall(`run ${commandLine(argv)}`);
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let tail = "";
    const lines = lineBuffer(options.stream);
    const take = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      lines.write(text);
      tail = (tail + text).slice(-8192);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ code: -1, startError: error, lastLines: [] }),
    );
    // A command that leaves a background process holding its output open has still finished:
    // a second after it exits, its output is closed so the run does not wait for that process.
    child.on("exit", () => {
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, 1000).unref();
    });
    child.on("close", (code, signal) => {
      lines.flush();
      if (tracing())
        traceCall(`run ${command} -> ${signal ? `killed by ${signal}` : `exit ${code}`} (${took(started)})`);
      const lastLines = tail
        // Progress bars redraw with carriage returns and colour codes: keep the words.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what is removed
        .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "")
        .split(/\r?\n|\r/)
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .slice(-6);
      resolve({ code: code ?? -1, ...(signal ? { signal } : {}), lastLines });
    });
  });
}

/**
 * Passes text on a line at a time, so a secret the output scrubber masks is never split across
 * two writes (and shown in halves).
 */
export function lineBuffer(stream: (text: string) => void): { write(text: string): void; flush(): void } {
  let pending = "";
  return {
    write(text) {
      pending += text;
      const end = pending.lastIndexOf("\n");
      if (end === -1) {
        // Output without line ends (a progress bar) is passed on in large pieces, not kept.
        if (pending.length > 65_536) {
          stream(pending);
          pending = "";
        }
        return;
      }
      stream(pending.slice(0, end + 1));
      pending = pending.slice(end + 1);
    },
    flush() {
      if (pending !== "") stream(pending);
      pending = "";
    },
  };
}

/**
 * The words of a failure worth putting in one error line: from the tool's last line that says
 * "error" or "failed" to the end (twine prints `HTTPError: 400 ...` and the index's reason on the
 * next line), else its last line; at most 300 characters.
 */
export function failureSummary(lastLines: readonly string[]): string | undefined {
  let from = -1;
  for (let i = lastLines.length - 1; i >= 0; i--) {
    if (/\b(error|failed|failure)\b/i.test(lastLines[i] as string)) {
      from = i;
      break;
    }
  }
  const lines = from === -1 ? lastLines.slice(-1) : lastLines.slice(from, from + 3);
  const text = lines.join(" ").replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
