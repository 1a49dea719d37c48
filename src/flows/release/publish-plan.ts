import type { CredentialLookup } from "../../publish/credentials.ts";
import type { BuiltFile } from "../../publish/dist-files.ts";
import type { PublishTool } from "../../publish/tools/tool.ts";
import type { ReleasedFiles } from "./released-files.ts";

/* What the publishing steps are given and share: the plan made before any step, their context. */

/** What the publishing steps share: the built files, the upload token, the outcome. */
export interface PublishMemory {
  files: BuiltFile[] | undefined;
  token: string | undefined;
  /** Every built file is on the index (uploaded now, or found there). */
  published: boolean;
}

export interface PublishPlan {
  tool: PublishTool;
  /** Why this tool (`publish.tool`, or what detection saw). */
  why: string;
  buildArgv: string[];
  /** Who builds, for the step line: the tool (and why it was chosen), or build_command. */
  builder: string;
  publishArgv: string[] | undefined;
  /** Where files go (the public index's URL when publish.repository_url is empty). */
  url: string;
  /** publish.repository_url as configured; undefined: the tool's own default, the public index. */
  repositoryUrl: string | undefined;
  /** "missing" only in a dry run (a real run without a credential stops in planPublish). */
  credentials: CredentialLookup;
  /** false (`--skip-publish`): build and check only; the files stay in dist/ for a later step. */
  upload: boolean;
  /**
   * A dry run only: the build or upload command is not on PATH here, as the step's mark says it
   * ("uv on PATH (...)"); a real run stops in planPublish with the BuildError instead.
   */
  missingTools: { build?: string; upload?: string };
}

export interface PublishContext {
  root: string;
  project: { name: string; version: string };
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
  /** Masks a secret learnt during the run (a minted token) in everything printed. */
  addSecret: (value: string) => void;
  skipExisting: boolean;
  /** Called after a build, so the assets are read from the fresh dist/. */
  afterBuild: () => Promise<void>;
  /** Checks the build left the commit to tag as it was (no new commit, no tracked change). */
  verify: (what: string) => Promise<void>;
  /** The environment of the build: without the credentials (a build needs none). */
  buildEnv: NodeJS.ProcessEnv;
  /** The release's tag is already on HEAD: an earlier run got at least that far. */
  tagged: boolean;
  /**
   * The files a published release of the tag carries (an earlier run's), and how to take them
   * into dist/; undefined without a code-host release (`--skip-host-release`, a dry run without
   * a token).
   */
  released?: {
    find: () => Promise<ReleasedFiles | undefined>;
    take: (found: ReleasedFiles) => Promise<BuiltFile[]>;
  };
  /**
   * `release --dist DIR`: the distributions are taken from DIR, a folder of the checkout at
   * `root` (not of the release's tree), instead of built; `sdist: false` for `--no-sdist`.
   */
  distFrom?: { root: string; dir: string; sdist: boolean };
}
