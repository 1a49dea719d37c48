import { z } from "zod";

/**
 * The configuration schema: one source for validation, defaults and the documentation
 * (DESIGN section 3). Every object is strict, so an unknown key is an error, not a silent no-op.
 */
const text = z.string();
const textList = z.array(z.string());
/** A command as argv: a list, or a string split on whitespace. "" means "use the tool's own". */
const argv = z.union([z.string(), z.array(z.string())]);

const changelog = z
  .object({
    sections: z.record(z.string(), text).default({}).describe("section titles by commit type"),
    hidden: textList.default(["style", "test", "ci", "chore"]).describe("types left out of the changelog"),
  })
  .strict();

const parser = z
  .object({
    pattern: text.describe(
      "regular expression with named groups type, description, and optional scope, breaking",
    ),
  })
  .strict();

const host = z
  .object({
    provider: z.enum(["github"]).default("github"),
    api_url: text.default("https://api.github.com"),
    repository: text.default("").describe("owner/repo; default: parsed from the origin remote"),
    token_env: text.default("GITHUB_TOKEN"),
  })
  .strict();

const pr = z
  .object({
    branch: text.default("releaser/{branch}"),
    title: text.default("chore(release): {version}"),
    labels: textList.default(["release"]),
  })
  .strict();

const release = z
  .object({
    assets: textList.default(["dist/*"]),
    draft: z.boolean().default(false),
    prerelease: z.boolean().default(false),
  })
  .strict();

const publish = z
  .object({
    tool: z.enum(["auto", "uv", "poetry", "hatch", "pdm", "twine"]).default("auto"),
    repository_url: text.default(""),
    build_command: argv.default(""),
    publish_command: argv.default(""),
    trusted_publishing: z.enum(["auto", "always", "never"]).default("auto"),
    token_env: text.default("PYPI_TOKEN"),
    skip_existing: z.boolean().default(true),
  })
  .strict();

const hooks = z
  .object({
    pre_release: textList.default([]),
    post_release: textList.default([]),
  })
  .strict();

export const configSchema = z
  .object({
    tag_format: text.default("v{version}"),
    release_branch: text.default("main"),
    commit_message: text.default("chore(release): {version}"),
    major_on_zero: z.boolean().default(true),
    version_files: textList.default([]),
    changelog_file: text.default("CHANGELOG.md"),
    allowed_types: textList.default([]),
    allowed_scopes: textList.default([]),
    require_scope: z.boolean().default(false).describe("check-pr/check-commit require a scope"),
    strict_style: z
      .boolean()
      .default(false)
      .describe("check-pr/check-commit fail on style warnings (mood, case, length, period)"),
    changelog: changelog.default(() => changelog.parse({})),
    parsers: z.array(parser).default([]),
    host: host.default(() => host.parse({})),
    pr: pr.default(() => pr.parse({})),
    release: release.default(() => release.parse({})),
    publish: publish.default(() => publish.parse({})),
    hooks: hooks.default(() => hooks.parse({})),
  })
  .strict();

/** The validated configuration object (spec 2.5). */
export type Config = z.infer<typeof configSchema>;
