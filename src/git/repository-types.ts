/** A git repository as releaser opens it (repository.ts, repository-files.ts). */
export interface Repository {
  /** Absolute path of the work tree's top level. */
  root: string;
  /** HEAD's commit. */
  head: string;
  /** The clone is shallow (history cut, as GitHub Actions checks out by default). */
  shallow: boolean;
  /** Absolute path of the git directory. */
  gitDir: string;
}
