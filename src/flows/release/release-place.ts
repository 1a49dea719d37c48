import { join } from "node:path";
import { withReleaseTree } from "./release-tree.ts";

/**
 * Where the build and the hooks run: the checkout, or a clean tree of the commit to tag while
 * `inCleanTree` runs (commits landed after it). `at` is the commit that tree must stay at.
 */
export interface ReleasePlace {
  readonly dir: string;
  readonly at: string;
  /** The package's own folder in that tree: its dist/, its assets, its hooks' working directory. */
  packageDir(): string;
  /**
   * Runs `work` in a clean tree of `commit` (withReleaseTree), the package's dist/ brought back
   * to the checkout afterwards; the place is the checkout again when it ends.
   */
  inCleanTree<T>(commit: string, env: NodeJS.ProcessEnv, work: () => Promise<T>): Promise<T>;
}

export function releasePlace(
  repo: { root: string; gitDir: string },
  folder: string,
  head: string,
): ReleasePlace {
  let tree = { dir: repo.root, at: head };
  return {
    get dir() {
      return tree.dir;
    },
    get at() {
      return tree.at;
    },
    packageDir: () => (folder === "." ? tree.dir : join(tree.dir, folder)),
    inCleanTree: (commit, env, work) =>
      withReleaseTree(
        repo.root,
        repo.gitDir,
        commit,
        env,
        async (made) => {
          tree = { dir: made.dir, at: made.separate ? commit : head };
          try {
            return await work();
          } finally {
            tree = { dir: repo.root, at: head };
          }
        },
        [folder === "." ? "dist" : join(folder, "dist")],
      ),
  };
}
