import { type InitFile, type InitOptions, type InitResult, initFlow } from "../../flows/init/init.ts";
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
    /** The [[parsers]] preset the configuration reads the history with ("gitmoji"), or null. */
    parser_preset: facts.gitmoji === undefined ? null : "gitmoji",
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
  };
}

const DONE = {
  create: "created",
  append: "added [tool.releaser] to",
  overwrite: "replaced",
  keep: "kept",
} as const;

const WOULD = {
  create: "would create",
  append: "would add [tool.releaser] to",
  overwrite: "would replace",
  keep: "would keep",
} as const;

function renderInit({ facts, files, notes }: InitResult, options: InitOptions, color: boolean): string {
  const { dryRun } = options;
  const s = styles(color);
  const lines = [
    `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, ${facts.versionFromTag === undefined ? `${facts.versionPlaces?.length === 0 ? "no file carries the version" : `version in ${(facts.versionPlaces ?? facts.files).join(", ")}`}${facts.versionPlaces === undefined ? "" : `, changelog ${facts.changelogFile}`}` : `version from the tag (${facts.versionFromTag}), changelog in ${facts.files.join(", ")}`}, build with ${facts.tool}`,
    ...(facts.migration === undefined
      ? []
      : [
          `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`,
        ]),
    ...notes.map((note) => `Note: ${note}.`),
    "",
  ];
  for (const file of files) {
    const verb = dryRun ? s.yellow(WOULD[file.action]) : s.green(DONE[file.action]);
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
  lines.push(
    "",
    dryRun
      ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}`
      : options.workflows === false
        ? `Next: commit ${files.map((f) => f.path).join(" and ")}; where your workflow publishes, give it a trusted publisher on PyPI (or a PYPI_TOKEN secret).`
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
