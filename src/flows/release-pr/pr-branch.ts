import { runGit } from "../../git/run.ts";
import type { ReleaseCommit } from "./build-release-commit.ts";

/** The remote branch is exactly our release commit: same parent, same tree, same message. */
export async function holdsRelease(
  root: string,
  remoteHead: string,
  release: ReleaseCommit,
  head: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const { stdout } = await runGit(["log", "-1", "--format=%P%x00%T%x00%B", remoteHead], { cwd: root, env });
  const [parents = "", tree = "", message = ""] = stdout.split("\0");
  return parents.trim() === head && tree === release.tree && message.trim() === release.message.trim();
}

/**
 * Commits on the remote PR branch that are neither on the release branch nor a release commit
 * of ours: someone pushed them by hand, and the force-push replaces them (said in the output).
 */
export async function handMadeCommits(
  root: string,
  head: string,
  remoteHead: string,
  ours: RegExp,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const { stdout } = await runGit(["log", "--format=%s", `${head}..${remoteHead}`], { cwd: root, env });
  return stdout.split("\n").filter((s) => s !== "" && !ours.test(s));
}

/**
 * Any release commit's subject: the configured `commit_message` with any version in it, or for
 * several packages any list of them (`alpha-lib 1.3.0, beta-lib 0.3.1`), which has spaces.
 */
export function releaseSubjectPattern(template: string, severalPackages: boolean): RegExp {
  const subject = (template.split("\n")[0] ?? "").trim();
  const parts = subject.split("{version}").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A list is `<name> <version>` items joined by ", " (packageReleaseList).
  const version = severalPackages ? "\\S+ \\S+(?:, \\S+ \\S+)*" : "\\S+";
  return new RegExp(`^${parts.join(version)}$`);
}
