import { type InitFile, initFlow } from "../../flows/init/init.ts";
import type { InitOptions, InitResult, WorkspaceResult } from "../../flows/init/init-types.ts";
import type { PackageReport } from "../../flows/init/workspace-init.ts";
import type { FlowContext } from "../../flows/shared/context.ts";
import { type Output, styles } from "../output.ts";

/** `releaser init [--dry-run] [--force] [--no-workflow]`: the files written (or, in a dry run, their text). */
export async function runInit(
  context: FlowContext,
  options: InitOptions,
  output: Output,
  json: boolean,
): Promise<number> {
  const result = await initFlow(context, options);
  for (const warning of result.warnings) context.warn(warning);
  if (json) {
    output.out(`${JSON.stringify(initJson(result, options), null, 2)}\n`);
    return 0;
  }
  output.out(renderInit(result, options, output.color));
  return 0;
}

export function initJson(result: InitResult, options: InitOptions) {
  const { facts, files } = result;
  return {
    dry_run: options.dryRun,
    /** false with --no-workflow: the configuration alone. */
    workflows: options.workflows !== false,
    /** Who uploads to the index from the release workflow: releaser, or pypa's action. */
    publish_with: facts.publishWith ?? "releaser",
    /** The [[parsers]] preset the configuration reads the history with ("gitmoji", "scientific-python"), or null. */
    parser_preset:
      facts.gitmoji !== undefined ? "gitmoji" : facts.scientific !== undefined ? "scientific-python" : null,
    /** Changelogs found deeper in docs/ than the search goes, best first; named in a comment. */
    deep_changelogs: facts.deepChangelogs ?? [],
    release_branch: facts.releaseBranch,
    release_branch_why: facts.releaseBranchWhy ?? null,
    tag_format: facts.tagFormat,
    version_files: facts.files,
    /** Where the version lives, each with why (the build's own terms). */
    version_places: facts.versionPlaces ?? [],
    build_tool: facts.tool,
    version_from_tag: facts.versionFromTag ?? null,
    migrated_from: facts.migration?.from ?? null,
    not_migrated: facts.migration?.left ?? [],
    untagged_version:
      result.untagged === undefined
        ? null
        : {
            version: result.untagged.version,
            why: result.untagged.why,
            next: result.untagged.next ?? null,
            after_feat: result.untagged.afterFeat ?? null,
          },
    existing_releases: result.existing.map((e) => ({
      path: e.path,
      job: e.job ?? null,
      runs: e.runs,
      kind: e.kind,
      when: e.when ?? null,
    })),
    notes: result.notes,
    warnings: result.warnings,
    files: files.map((f) => ({ path: f.path, action: f.action, text: f.text })),
    ...(result.workspace === undefined ? {} : { workspace: workspaceJson(result.workspace) }),
  };
}

/** A repository of several packages: where they are listed and each package as init found it. */
function workspaceJson(workspace: WorkspaceResult) {
  return {
    source: workspace.source,
    /** The `packages` globs init wrote; null when uv's workspace or the configuration lists them. */
    packages_written: workspace.proposed ?? null,
    trusted_publishers: workspace.trustedPublishers ?? null,
    packages: workspace.packages.map((p) => ({
      name: p.name,
      path: p.path,
      version: p.version ?? null,
      version_places: p.versionPlaces,
      version_from_tag: p.versionFromTag ?? null,
      tag_format: p.tagFormat,
      tag_format_why: p.tagFormatWhy,
      release_tags: p.releaseTags,
      changelog: p.changelog.path,
      changelog_exists: p.changelog.exists,
      towncrier: p.changelog.towncrier,
      build_tool: p.tool,
    })),
  };
}

const DONE = {
  create: "created",
  append: "added [tool.releaser] to",
  overwrite: "replaced",
  keep: "kept",
  insert: "added tag_format to [tool.releaser] of",
} as const;

const WOULD = {
  create: "would create",
  append: "would add [tool.releaser] to",
  overwrite: "would replace",
  keep: "would keep",
  insert: "would add tag_format to [tool.releaser] of",
} as const;

function renderInit(result: InitResult, options: InitOptions, color: boolean): string {
  const { facts, files, notes } = result;
  const { dryRun } = options;
  const s = styles(color);
  const lines =
    result.workspace !== undefined
      ? workspaceLines(result, result.workspace, s.bold)
      : [
          `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, ${facts.versionFromTag === undefined ? `${facts.versionPlaces?.length === 0 ? "no file carries the version" : `version in ${(facts.versionPlaces ?? facts.files).join(", ")}`}${facts.versionPlaces === undefined ? "" : `, changelog ${facts.changelogFile}`}` : `version from the tag (${facts.versionFromTag}), changelog in ${facts.files.join(", ")}`}, build with ${facts.tool}`,
          ...(facts.migration === undefined
            ? []
            : [
                `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`,
              ]),
          ...notes.map((note) => `Note: ${note}.`),
          "",
        ];
  if (result.workspace !== undefined) lines.push(...notes.map((note) => `Note: ${note}.`), "");
  for (const file of files) {
    // A workflow's insert is the trigger --dispatch-checks adds to its `on:`.
    const said =
      file.action === "insert" && file.path.startsWith(".github/workflows/")
        ? `${dryRun ? "would add" : "added"} workflow_dispatch: to`
        : (dryRun ? WOULD : DONE)[file.action];
    const verb = dryRun ? s.yellow(said) : s.green(said);
    lines.push(`${verb} ${file.path}${file.why ? ` (${file.why})` : ""}`);
    if (dryRun && file.text !== "") {
      const text = file.text.replace(/^(\r?\n)+/, "").trimEnd();
      lines.push("", ...text.split(/\r?\n/).map((line) => (line === "" ? "" : `    ${line}`)), "");
    }
  }
  if (options.workflows === false) {
    lines.push(
      `${s.dim(dryRun ? "would write no workflow" : "wrote no workflow")} (--no-workflow): run \`releaser release-pr\` and \`releaser release\` from your own workflow`,
    );
  }
  const refused = files.filter((f) => f.action === "keep" && f.why?.startsWith("it exists"));
  const publishers = result.workspace?.trustedPublishers;
  lines.push(
    "",
    dryRun
      ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}${publishers === undefined ? "" : ` Once written: ${publishers}.`}`
      : options.workflows === false
        ? `Next: commit ${files.map((f) => f.path).join(" and ")}; where your workflow publishes, give it a trusted publisher on PyPI${result.workspace === undefined ? "" : ` for each package (${result.workspace.packages.map((p) => p.name).join(", ")})`} (or a PYPI_TOKEN secret).`
        : files.some((f) => f.path === ".gitlab-ci.yml" || f.path === ".gitlab/releaser.gitlab-ci.yml")
          ? "Next: commit these files; add the GITLAB_TOKEN CI/CD variable and the PyPI trusted publisher as the notes say."
          : publishers !== undefined
            ? `Next: commit these files (\`releaser check\` shows each package's next release); ${publishers}; or set a PYPI_TOKEN secret whose token may upload them all.`
            : facts.publishWith === "pypa"
              ? `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow with the environment pypi.`
              : `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow (or set a PYPI_TOKEN secret).`,
  );
  return `${lines.join("\n")}\n`;
}

/** The release workflow's file name (release.yml, or the project's own release.yaml). */
function releaseName(files: readonly InitFile[]): string {
  const path = files.find((f) =>
    /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path),
  )?.path;
  return path?.split("/").at(-1) ?? "release.yml";
}

/** The head of init's report on several packages: where they are listed, then each package. */
function workspaceLines(
  { facts }: InitResult,
  workspace: WorkspaceResult,
  bold: (text: string) => string,
): string[] {
  const count = workspace.packages.length;
  const listed =
    workspace.proposed === undefined
      ? `listed in ${workspace.source}, so no \`packages\` is needed`
      : `found in their folders; the configuration lists them: packages = [${workspace.proposed.map((g) => JSON.stringify(g)).join(", ")}]`;
  return [
    `${bold("releaser init")}: ${count} ${count === 1 ? "package" : "packages"} (${listed}), release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}`,
    ...workspace.packages.flatMap(packageLines),
  ];
}

/** One package: its folder, version, tags, changelog and build. */
function packageLines(p: PackageReport): string[] {
  const version =
    p.versionFromTag !== undefined
      ? `version from the tag (${p.versionFromTag})`
      : p.version === undefined
        ? "no file carries the version"
        : `version ${p.version} in ${p.versionPlaces.join(", ")}`;
  const [newest] = p.releaseTags;
  const tags =
    newest === undefined
      ? "no release tag yet"
      : `${p.releaseTags.length} release ${p.releaseTags.length === 1 ? "tag" : "tags"}, newest ${newest}`;
  const changelog = p.changelog.towncrier
    ? `changelog ${p.changelog.path} (towncrier's)`
    : `changelog ${p.changelog.path}${p.changelog.exists ? "" : " (the first release creates it)"}`;
  return [
    `  ${p.name} in ${p.path}/`,
    `    ${version}`,
    `    tags ${p.tagFormat} (${p.tagFormatWhy}); ${tags}`,
    `    ${changelog}, build with ${p.tool}`,
  ];
}
