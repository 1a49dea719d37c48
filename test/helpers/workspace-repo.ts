import { expect } from "vitest";
import type { GitHubStandInOptions } from "../stand-ins/github-api.ts";
import { type HostedRepo, hostedRepo } from "./hosted-repo.ts";

/** A uv workspace of two packages on a hosted remote (issue 25), for the release tests. */

export const BUILD =
  '"/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"';

function member(name: string, version: string, extra = "", dependencies: readonly string[] = []): string {
  return [
    "[project]",
    `name = "${name}"`,
    `version = "${version}"`,
    'requires-python = ">=3.8"',
    `dependencies = ${JSON.stringify(dependencies)}`,
    "",
    "[build-system]",
    'requires = ["hatchling"]',
    'build-backend = "hatchling.build"',
    extra,
  ].join("\n");
}

/**
 * A virtual workspace root (no [project]) with alpha-lib 1.2.0, beta-lib 0.3.0 and gamma 2.0.0, each tagged;
 * then a feature in alpha and a fix in beta, and `update` made and pushed the release commit.
 * `betaBuild`: beta's own build command (default: the root's).
 */
export async function hostedWorkspace(
  index: { uploadUrl: string },
  betaBuild?: string,
  /** The root's publishing settings (default: the index and Debian's `python3 -m build`). */
  publish = `repository_url = "${index.uploadUrl}"\nbuild_command = [${BUILD}]`,
  rootFiles: Record<string, string> = {},
  github: Omit<GitHubStandInOptions, "token" | "owner" | "repo"> | undefined = undefined,
  /** alpha-lib's `dependencies` (e.g. on beta-lib). */
  alphaDependencies: readonly string[] = [],
  /**
   * For the fault suite's many copies: what makes the release commit (default: `update`; the
   * suite replays it, updateOnce) and the set-up's pushes by path (hostedRepo's localPushes).
   */
  setUp: { update?: (h: HostedRepo) => Promise<void>; localPushes?: boolean } = {},
): Promise<HostedRepo> {
  const update = setUp.update ?? runUpdate;
  const h = await hostedRepo("", {
    ...(github === undefined ? {} : { github }),
    localPushes: setUp.localPushes ?? false,
    pyproject: (apiUrl) =>
      [
        "[tool.uv.workspace]",
        'members = ["packages/*"]',
        "",
        "[tool.releaser.host]",
        `api_url = "${apiUrl}"`,
        "",
        "[tool.releaser.publish]",
        publish,
        "",
      ].join("\n"),
    files: {
      ...rootFiles,
      ".gitignore": "dist/\n",
      "packages/alpha/pyproject.toml": member("alpha-lib", "1.2.0", "", alphaDependencies),
      "packages/alpha/src/alpha_lib/__init__.py": '__version__ = "1.2.0"\n',
      "packages/beta/pyproject.toml": member(
        "beta-lib",
        "0.3.0",
        betaBuild === undefined ? "" : `\n[tool.releaser.publish]\nbuild_command = ${betaBuild}\n`,
      ),
      "packages/beta/src/beta_lib/__init__.py": '__version__ = "0.3.0"\n',
      "packages/beta/CHANGELOG.md": "# Changelog\n\n## 0.3.0\n\n- The first one.\n",
      // Untouched since its release: nothing to release.
      "packages/gamma/pyproject.toml": member("gamma", "2.0.0"),
      "packages/gamma/src/gamma/__init__.py": '__version__ = "2.0.0"\n',
    },
  });
  await h.repo.gitAsync("tag", "alpha-lib-v1.2.0", "HEAD~2");
  await h.repo.gitAsync("tag", "beta-lib-v0.3.0", "HEAD~2");
  await h.repo.gitAsync("tag", "gamma-v2.0.0", "HEAD~2");
  await h.repo.commitAsync("feat(alpha): a new call", { "packages/alpha/src/alpha_lib/new.py": "x = 1\n" });
  await h.repo.commitAsync("fix(beta): the bug", { "packages/beta/src/beta_lib/fix.py": "y = 2\n" });
  await update(h);
  await h.push("main", "--tags");
  return h;
}

async function runUpdate(h: HostedRepo): Promise<void> {
  const updated = await h.run(["update"]);
  expect(updated.code, updated.stderr).toBe(0);
}
