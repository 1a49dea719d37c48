/**
 * A build-and-publish tool as data (STYLE "Tools as data"): the commands it runs and how it takes
 * the index URL and the token. Adding a tool is adding one file beside this one. Credentials
 * travel only in the environment, never in argv (a process list shows argv to every user).
 */
export type ToolName = "uv" | "poetry" | "hatch" | "pdm" | "twine";

export interface UploadTarget {
  /** The upload URL (`publish.repository_url`); undefined for the public index. */
  url: string | undefined;
  /** The API token or the token minted by trusted publishing. */
  token: string;
  skipExisting: boolean;
}

export interface PublishTool {
  name: ToolName;
  /** How to get it, for the error when it is not on PATH. */
  install: string;
  /** What `pip install` needs for it in CI (the workflow `init` writes installs these). */
  pipPackages: readonly string[];
  /** Builds the sdist and the wheel into `dist/` (relative to the project root). */
  build: string[];
  /**
   * The build of one package of a workspace the tool manages (`uv build --package NAME`), run in
   * the package's folder; undefined: `build` run there (the tool has no workspace of its own).
   */
  buildPackage?: (name: string) => string[];
  /**
   * The tool's own check of the built files before the tag (`twine check`); undefined for the
   * tools that have none (uv, poetry, hatch, pdm), whose files releaser checks itself
   * (src/publish/index-check.ts says why).
   */
  check?: (files: readonly string[]) => string[];
  /** Uploads the given files (paths relative to the project root). */
  publish(files: readonly string[], target: UploadTarget): string[];
  /** The environment that hands the tool the URL and the token, the way it documents. */
  environment(target: UploadTarget): Record<string, string>;
}
