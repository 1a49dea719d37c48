import module from "node:module";
import { homedir } from "node:os";
import { enableCompileCache } from "../runtime/compile-cache.ts";
import { asksForVersion, versionText } from "../runtime/version.ts";

// A file-size limit (ulimit -f) would kill the process mid-write by default; with a handler the
// write fails with EFBIG instead, so the files already written are restored and the error is told.
process.on("SIGXFSZ", () => {});

// A reader that goes away (`releaser check | head`) or a full disk behind stdout must not turn a
// finished run into a stack trace: the output is lost, the work and the exit code stand.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ENOSPC") throw error;
  });
}

const argv = process.argv.slice(2);
const versionAsked = asksForVersion(argv);
if (versionAsked) {
  // The one answer that needs no argument parser: skip loading it.
  process.stdout.write(versionText(versionAsked.verbose, process, process.env));
} else {
  const cwd = currentDirectory();
  enableCompileCache(module, process.env, homeOf());
  const { runCli } = await import("./run.ts");
  process.exitCode = await runCli(argv, {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd,
    isTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
  });
}

/** The user's home folder, or undefined when there is none to tell (no HOME, no passwd entry). */
function homeOf(): string | undefined {
  try {
    return homedir();
  } catch {
    return undefined;
  }
}

/** The working directory; one that was deleted under the shell is an error line, not a stack trace. */
function currentDirectory(): string {
  try {
    return process.cwd();
  } catch {
    process.stderr.write(
      "error: the current directory no longer exists (deleted after the shell entered it); cd to your project again (releaser explain GIT_ERROR)\n",
    );
    process.exit(1);
  }
}
