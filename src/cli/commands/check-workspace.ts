import { type Bump, maxBump } from "../../core/bump.ts";
import { stripControl } from "../../core/text.ts";
import type { PackageCheck } from "../../flows/check/check.ts";
import type { Workspace } from "../../workspace/members.ts";
import { pathInRepository } from "../../workspace/members.ts";
import { styles } from "../output.ts";
import { checkJson, renderCheck } from "./check-report.ts";

/**
 * `check --json` for a repository of several packages (DESIGN 2 and 8): `packages` holds each
 * package's document (the single project's fields, with `name` and `path`); the top level says
 * what concerns them all: the highest bump and the commits that touch any of them.
 */
export function workspaceJson(workspace: Workspace, packages: readonly PackageCheck[]) {
  const seen = new Map<string, boolean>();
  for (const p of packages) for (const c of p.plan.commits) seen.set(c.commit.hash, c.conventional);
  return {
    workspace: { source: workspace.source, packages: workspace.members.map((m) => m.name) },
    last_tag: null,
    current_version: null,
    bump: highestBump(packages.map((p) => p.plan.bump)),
    next_version: null,
    pending: packages.some((p) => p.plan.pending),
    commits: {
      total: seen.size,
      conventional: [...seen.values()].filter(Boolean).length,
    },
    changelog: null,
    packages: packages.map((p) => {
      const doc = checkJson(p);
      // Paths from the repository's root, as git and the release commit name them.
      const files = doc.files.map((file) => pathInRepository(p.member.path, file));
      const stale = doc.stale_copies.map((c) => ({ ...c, path: pathInRepository(p.member.path, c.path) }));
      return {
        name: p.member.name,
        path: p.member.path,
        ...doc,
        files:
          p.dependencyUpdates.length > 0 && !files.includes(pathInRepository(p.member.path, "pyproject.toml"))
            ? [pathInRepository(p.member.path, "pyproject.toml"), ...files]
            : files,
        stale_copies: stale,
        /** Exact pins on other packages that follow their new versions in the release commit. */
        dependency_updates: p.dependencyUpdates,
      };
    }),
  };
}

function highestBump(bumps: readonly Bump[]): Bump {
  return bumps.reduce<Bump>(maxBump, "none");
}

/** The preview for a person: one block per package, then what the next releases are. */
export function renderWorkspace(
  workspace: Workspace,
  packages: readonly PackageCheck[],
  color: boolean,
): string {
  const s = styles(color);
  const blocks = packages.map((p) => renderCheck(p, color, p.member.path));
  const releasing = packages.filter((p) => p.plan.nextVersion !== undefined);
  const summary =
    releasing.length === 0
      ? `${s.yellow("Nothing to release")} in ${packages.length} package${packages.length === 1 ? "" : "s"}.`
      : `${s.bold("Next releases:")} ${releasing
          .map((p) => `${stripControl(p.member.name)} ${s.green(p.plan.nextVersion ?? "")}`)
          .join(", ")}${
          releasing.length < packages.length
            ? `; nothing for ${packages
                .filter((p) => p.plan.nextVersion === undefined)
                .map((p) => stripControl(p.member.name))
                .join(", ")}`
            : ""
        }.`;
  const heading = s.dim(
    `${packages.length} of ${workspace.members.length} packages (${stripControl(workspace.source)})`,
  );
  return `${heading}\n\n${blocks.join("\n")}\n${summary}\n`;
}
