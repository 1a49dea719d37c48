import type { LoadedConfig } from "../../config/load.ts";
import { ConfigError } from "../../core/errors.ts";

/**
 * A repository of several packages (DESIGN 8) is not set up by init yet: its setup (per package
 * tags, release-pr and release of each package) is not the one project's, and writing the one
 * project's (`tag_format = "v{version}"`, workflows that release the root) would be wrong.
 */
export async function refuseWorkspace(root: string, loaded: LoadedConfig): Promise<void> {
  const { findWorkspace } = await import("../../workspace/members.ts");
  const packages = loaded.config.packages;
  const workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages:
      packages.length === 0
        ? undefined
        : { globs: packages, from: loaded.files.at(-1) ?? "the configuration" },
  });
  if (workspace === undefined) return;
  throw new ConfigError(
    `this repository holds several packages (${workspace.members.map((m) => m.name).join(", ")}; ${workspace.source}), and init sets up one project at the root; nothing was written: \`releaser check\` and \`releaser update\` already release each package (tags {name}-v{version}), and init, release-pr and release for several packages come next`,
  );
}
