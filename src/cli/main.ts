import { runCli } from "./run.ts";

// A file-size limit (ulimit -f) would kill the process mid-write by default; with a handler the
// write fails with EFBIG instead, so the files already written are restored and the error is told.
process.on("SIGXFSZ", () => {});

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  isTTY: process.stdout.isTTY === true,
});
