/**
 * Fault points: the places between two effects where a process can die. The fault-injection
 * tests set RELEASER_KILL_AT=N to have the process SIGKILL itself at the Nth point it reaches
 * (counting from 1), and count the points of a whole run by raising N until the run completes,
 * so a new effect is covered without a new test. Without the variable this does nothing.
 */
let reached = 0;

export function faultPoint(env: NodeJS.ProcessEnv): void {
  const at = env.RELEASER_KILL_AT;
  if (at === undefined || at === "") return;
  reached++;
  if (reached === Number(at)) process.kill(process.pid, "SIGKILL");
}
