import { spawn } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { BuildError } from "../core/errors.ts";
import type { BuiltFile } from "./dist-files.ts";
import { type CoreMetadata, parseCoreMetadata, readCoreMetadata } from "./dist-metadata.ts";
import { failureSummary, runTool } from "./run-tool.ts";

/**
 * The index's own check of the built files, run before anything is tagged (DESIGN 5), so a file the
 * index would refuse (a long description that does not render, metadata it cannot read) stops the
 * release while nothing has changed. twine has a check of its own (`twine check`), and it is run as
 * the tool that will upload. uv, poetry, hatch and pdm have none (`uv publish`, `poetry publish`,
 * `hatch publish` and `pdm publish` validate nothing before they send; `poetry check` reads
 * pyproject.toml, not the built files), so releaser checks what `twine check` checks itself: the
 * metadata fields the index needs and the long description's rendering. A twine that happens to be
 * installed is not used for them: it may be older than their build backend and refuse a
 * Metadata-Version that their own upload sends without trouble.
 */

/** Metadata versions the index accepts (those the `packaging` library it validates with knows). */
const METADATA_VERSIONS = ["1.0", "1.1", "1.2", "2.1", "2.2", "2.3", "2.4", "2.5"];
/** Long description types the index renders; any other it refuses. */
const CONTENT_TYPES = ["text/plain", "text/x-rst", "text/markdown"];

/** What `twine check` said about one file. */
export interface TwineFileReport {
  /** The path as twine printed it (`dist/...`). */
  file: string;
  failed: boolean;
  /** Each ERROR message, its continuation lines joined with spaces. */
  errors: string[];
  warnings: string[];
}

/**
 * Reads `twine check`'s output: a `Checking <file>: <status>` line per file, then its ERROR and
 * WARNING messages (rich's level column, continuation lines indented under the message). twine
 * raises on metadata it cannot read, which prints the ERROR on the Checking line itself and ends
 * the run there.
 */
export function parseTwineCheck(output: string): TwineFileReport[] {
  const reports: TwineFileReport[] = [];
  let current: TwineFileReport | undefined;
  let message: { list: string[]; index: number } | undefined;
  const startMessage = (level: string, text: string) => {
    if (current === undefined) return;
    const list = level === "ERROR" ? current.errors : current.warnings;
    list.push(text.trim());
    message = { list, index: list.length - 1 };
    if (level === "ERROR") current.failed = true;
  };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is removed
  const lines = joinWrappedChecking(output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n/));
  for (const raw of lines) {
    const line = raw.trimEnd();
    const checking = /^Checking (.+?): ?(.*)$/.exec(line);
    if (checking !== null) {
      current = { file: checking[1] as string, failed: false, errors: [], warnings: [] };
      reports.push(current);
      message = undefined;
      const rest = (checking[2] as string).trim();
      const logged = /^(ERROR|WARNING)\s+(.*)$/.exec(rest);
      if (logged !== null) startMessage(logged[1] as string, logged[2] as string);
      else if (/^FAILED/.test(rest)) current.failed = true;
      continue;
    }
    const logged = /^(ERROR|WARNING)\s+(.*)$/.exec(line);
    if (logged !== null) {
      startMessage(logged[1] as string, logged[2] as string);
      continue;
    }
    if (/^\s+\S/.test(line) && message !== undefined) {
      message.list[message.index] = `${message.list[message.index]} ${line.trim()}`;
      continue;
    }
    if (/^FAILED/.test(line.trim()) && current !== undefined) current.failed = true;
  }
  return reports;
}

/**
 * twine prints at 80 columns whatever COLUMNS says, and a platform wheel's name is longer: rich
 * breaks `Checking <file>: FAILED` after "Checking", and folds a name longer than a line. The
 * pieces are joined back: a line that starts with "Checking" but has no `: ` after the file name
 * takes the lines after it until one has.
 */
function joinWrappedChecking(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = (lines[i] as string).trimEnd();
    if (/^Checking(?: \S*)?$/.test(line)) {
      let next = i + 1;
      let name = line.slice("Checking".length).trim();
      while (next < lines.length && !/: ?\S|:$/.test(name)) {
        name += (lines[next] as string).trim();
        next++;
      }
      if (/: ?\S|:$/.test(name)) {
        line = `Checking ${name}`;
        i = next - 1;
      }
    }
    joined.push(line);
  }
  return joined;
}

/**
 * twine before 5 renders an empty (not absent) long description, as a wheel of an old hatchling
 * carries when the project has no readme, and fails it with "No content rendered from RST
 * source"; the index takes such a file (an empty description is no description).
 */
export function emptyDescriptionMisread(
  report: TwineFileReport,
  metadata: CoreMetadata | undefined,
): boolean {
  return (
    report.errors.length === 1 &&
    /No content rendered from RST source/.test(report.errors[0] as string) &&
    metadata !== undefined &&
    (metadata.description ?? "").trim() === ""
  );
}

/** Where the long description comes from, for the message: the project's readme file. */
export interface ReadmeFacts {
  /** The readme file (`README.rst`), when the project names one or has one of the type. */
  file: string | undefined;
}

/**
 * Why the index would refuse a file, in words the user acts on, from twine's messages: a
 * description that does not render gives its first docutils line (`line 12: Unknown target name:
 * "foo".`); metadata twine cannot read names the field or the Metadata-Version.
 */
export function twineReason(
  report: TwineFileReport,
  metadata: CoreMetadata | undefined,
  readme: ReadmeFacts,
): string {
  const [first = "", ...more] = report.errors;
  const rendering =
    /`long_description` has syntax errors in markup and would not be rendered on PyPI\.?\s*(.*)$/.exec(first);
  if (rendering !== null) {
    const detail = (rendering[1] as string)
      .replace(/^line (\d*): \w+: /, "line $1: ")
      .trim()
      .replace(/\.$/, "");
    return `${describeDescription(metadata, readme)} does not render${detail === "" ? "" : `: ${detail}`}`;
  }
  const invalid = /^InvalidDistribution: (.*)$/.exec(first);
  if (invalid !== null) {
    const said = (invalid[1] as string).trim();
    const declared = metadata?.fields.get("metadata-version")?.[0];
    if (/supported Metadata-Version/.test(said) && declared !== undefined) {
      const known = /supported Metadata-Version: ([0-9., ]+)/.exec(said)?.[1]?.replace(/[.\s]+$/, "");
      return `twine cannot read its metadata (Metadata-Version ${declared}${known ? `; this twine reads ${known}` : ""}): upgrade twine (pip install --upgrade twine)`;
    }
    return `twine refuses it: ${said}`;
  }
  if (first !== "") return [first, ...more].join(" ");
  if (report.warnings.length > 0) return report.warnings.join(" ");
  return "twine check failed on it";
}

function describeDescription(metadata: CoreMetadata | undefined, readme: ReadmeFacts): string {
  const type = contentType(metadata).type;
  return `the long description (${readme.file === undefined ? type : `${readme.file}, ${type}`})`;
}

function contentType(metadata: CoreMetadata | undefined): { type: string; params: Map<string, string> } {
  const declared = metadata?.fields.get("description-content-type")?.[0]?.trim();
  if (declared === undefined || declared === "") return { type: "text/x-rst", params: new Map() };
  const [type = "", ...rest] = declared.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const [key = "", value = ""] = part.split("=");
    params.set(key.trim().toLowerCase(), value.trim().replace(/^"|"$/g, ""));
  }
  return { type: type.trim().toLowerCase(), params };
}

/**
 * releaser's own check of one file, for the tools without a check: the fields the index needs
 * (Metadata-Version it knows, Name, Version), a long description type it accepts, and
 * reStructuredText that renders (through `render`). Undefined when the index would take it.
 */
export async function ownReason(
  metadata: CoreMetadata | undefined,
  readme: ReadmeFacts,
  render: (rst: string) => Promise<RenderOutcome>,
): Promise<string | undefined> {
  if (metadata === undefined) return "it holds no core metadata (PKG-INFO or .dist-info/METADATA)";
  const field = (name: string) => metadata.fields.get(name)?.[0]?.trim();
  const version = field("metadata-version");
  if (version === undefined || version === "") return "its metadata has no Metadata-Version";
  if (!METADATA_VERSIONS.includes(version)) {
    return `its Metadata-Version ${version} is not one the index accepts (${METADATA_VERSIONS.join(", ")}); build with a build backend that writes one of them`;
  }
  for (const [key, name] of [
    ["name", "Name"],
    ["version", "Version"],
  ] as const) {
    if (!field(key)) return `its metadata has no ${name}`;
  }
  const { type, params } = contentType(metadata);
  if (!CONTENT_TYPES.includes(type)) {
    return `its Description-Content-Type ${type} is not one the index renders (${CONTENT_TYPES.join(", ")}); set the readme's content type in pyproject.toml`;
  }
  const charset = params.get("charset");
  if (charset !== undefined && charset.toLowerCase() !== "utf-8") {
    return `its Description-Content-Type names charset ${charset}; the index takes UTF-8 only`;
  }
  const variant = params.get("variant");
  if (type === "text/markdown" && variant !== undefined && !["GFM", "CommonMark"].includes(variant)) {
    return `its Description-Content-Type names Markdown variant ${variant}; the index knows GFM and CommonMark`;
  }
  const description = metadata.description;
  if (type !== "text/x-rst" || description === undefined || description.trim() === "") return undefined;
  const rendered = await render(description);
  if (rendered.kind === "fails") {
    return `${describeDescription(metadata, readme)} does not render${rendered.detail === "" ? "" : `: ${rendered.detail}`}`;
  }
  return undefined;
}

export type RenderOutcome = { kind: "renders" } | { kind: "fails"; detail: string } | { kind: "unchecked" };

/**
 * Renders reStructuredText as the index does: readme_renderer when python3 has it (what the
 * index and twine use), else docutils with the same halting level; neither: unchecked.
 */
const RENDER_RST = `
import io, re, sys
source = sys.stdin.read()
stream = io.StringIO()
try:
    import readme_renderer.rst as rst
    ok = rst.render(source, stream=stream) is not None
except ImportError:
    try:
        from docutils.core import publish_parts
        from docutils.utils import SystemMessage
    except ImportError:
        sys.exit(3)
    try:
        publish_parts(source, writer_name="html", settings_overrides={"halt_level": 2, "report_level": 2, "warning_stream": stream, "file_insertion_enabled": False, "raw_enabled": False})
        ok = True
    except SystemMessage:
        ok = False
if ok:
    sys.exit(0)
said = stream.getvalue()
found = re.search(r"<string>:(\\d*): \\(\\w+/\\d\\) (.*)", said)
print(("line %s: %s" % (found.group(1), found.group(2).strip())) if found else " ".join(said.split()))
sys.exit(1)
`;

export async function renderRst(rst: string, root: string, env: NodeJS.ProcessEnv): Promise<RenderOutcome> {
  return new Promise((resolve) => {
    const child = spawn("python3", ["-c", RENDER_RST], { cwd: root, env, stdio: ["pipe", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.on("error", () => resolve({ kind: "unchecked" }));
    child.on("close", (code) => {
      if (code === 0) resolve({ kind: "renders" });
      else if (code === 1)
        resolve({ kind: "fails", detail: (out.trim().split("\n")[0] ?? "").replace(/\.$/, "") });
      else resolve({ kind: "unchecked" });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(rst);
  });
}

/** The project's readme file for the message: pyproject's `readme`, else a README.* of the type. */
export async function findReadme(root: string, type: string): Promise<ReadmeFacts> {
  const pyproject = await readFile(join(root, "pyproject.toml"), "utf8").catch(() => "");
  const declared =
    /^\s*readme\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1] ??
    /^\s*readme\s*=\s*\{[^}]*file\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1];
  if (declared !== undefined) return { file: declared };
  const candidates =
    type === "text/markdown"
      ? ["README.md"]
      : type === "text/plain"
        ? ["README.txt", "README"]
        : ["README.rst", "README.txt", "README"];
  for (const name of candidates) {
    // Only named, never read: a regular file is enough (a FIFO of that name would block a read).
    if (
      await stat(join(root, name)).then(
        (found) => found.isFile(),
        () => false,
      )
    )
      return { file: name };
  }
  return { file: undefined };
}

export interface IndexCheckRequest {
  root: string;
  /** The built files (in dist/). */
  files: readonly BuiltFile[];
  /** The upload tool's own check for these paths, or undefined: releaser's own check. */
  argv: readonly string[] | undefined;
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
}

export interface IndexCheckOutcome {
  /** What checked the files, for the step line. */
  checker: string;
  /** A check that could not be done fully (no docutils for a reStructuredText description). */
  warning?: string;
}

/**
 * Checks the built files as the index will, before the tag. A refusal is one BuildError line:
 * the file, the reason, and that nothing was tagged.
 */
export async function checkForIndex(request: IndexCheckRequest): Promise<IndexCheckOutcome> {
  const metadataOf = (file: BuiltFile) => {
    const text = readCoreMetadata(file);
    return text === undefined ? undefined : parseCoreMetadata(text);
  };
  const refuse = (file: BuiltFile, reason: string): never => {
    throw new BuildError(`dist/${file.name}: ${reason}; fix it and run release again; nothing was tagged`);
  };
  if (request.argv !== undefined) {
    let output = "";
    const run = await runTool(request.argv, {
      cwd: request.root,
      // Wide, plain output: rich wraps at 80 columns and colours a terminal's.
      env: { ...request.env, COLUMNS: "500", NO_COLOR: "1", TERM: "dumb" },
      stream: (text) => {
        output += text;
        request.stream(text);
      },
    });
    const shown = request.argv.slice(0, 2).join(" ");
    // A publish_command in place of twine's upload may leave twine uninstalled: check as for the others.
    if (run.startError?.code === "ENOENT") return checkForIndex({ ...request, argv: undefined });
    if (run.startError !== undefined) {
      throw new BuildError(
        `the check of the built files \`${shown}\` could not start: ${run.startError.message}; nothing was tagged`,
      );
    }
    if (run.code === 0) return { checker: shown };
    const reports = parseTwineCheck(output);
    const fileOf = (report: TwineFileReport) => request.files.find((f) => report.file.endsWith(f.name));
    const refused = reports.filter((r) => {
      const file = fileOf(r);
      return r.failed && !(file !== undefined && emptyDescriptionMisread(r, metadataOf(file)));
    });
    // Every failure was twine's own misreading of an empty description: the index takes these files.
    if (reports.length > 0 && refused.length === 0 && reports.every((r) => fileOf(r) !== undefined)) {
      return { checker: shown };
    }
    const failed = refused[0] ?? reports.at(-1);
    const file = failed === undefined ? undefined : fileOf(failed);
    if (failed === undefined || file === undefined) {
      const last = failureSummary(run.lastLines);
      throw new BuildError(
        `the check of the built files \`${shown}\` ended with exit code ${run.code}${last ? ` (${last})` : ""}; fix it and run release again; nothing was tagged`,
      );
    }
    const metadata = metadataOf(file);
    const readme = await findReadme(request.root, contentType(metadata).type);
    return refuse(file, twineReason(failed, metadata, readme));
  }
  let unchecked = false;
  for (const file of request.files) {
    const metadata = metadataOf(file);
    const readme = await findReadme(request.root, contentType(metadata).type);
    const reason = await ownReason(metadata, readme, async (rst) => {
      const outcome = await renderRst(rst, request.root, request.env);
      if (outcome.kind === "unchecked") unchecked = true;
      return outcome;
    });
    if (reason !== undefined) refuse(file, reason);
  }
  return {
    checker: "releaser's metadata check",
    ...(unchecked
      ? {
          warning:
            "the reStructuredText long description was not checked: python3 has neither readme_renderer nor docutils (pip install readme_renderer); the index refuses one that does not render",
        }
      : {}),
  };
}
