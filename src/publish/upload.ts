import { BuildError, UploadError } from "../core/errors.ts";
import { tracedFetch } from "../runtime/trace.ts";
import { readSimplePage } from "./index-files.ts";
import { failureSummary, runTool } from "./run-tool.ts";
import type { PublishTool, UploadTarget } from "./tools/tool.ts";

export interface UploadRequest {
  root: string;
  tool: PublishTool;
  /** `publish.publish_command` when set (run as given), else the tool's own command. */
  argv: readonly string[] | undefined;
  /** The files to upload, relative to the root (`dist/...`). */
  files: readonly string[];
  target: UploadTarget;
  env: NodeJS.ProcessEnv;
  stream: (text: string) => void;
}

/**
 * Uploads with the chosen tool; the URL and the token reach it through its environment only. A
 * failure is an UploadError carrying the tool's last line (the index's own message).
 */
export async function uploadDistributions(request: UploadRequest): Promise<void> {
  const argv = request.argv ?? request.tool.publish(request.files, request.target);
  const run = await runTool(argv, {
    cwd: request.root,
    env: { ...request.env, ...request.tool.environment(request.target) },
    stream: request.stream,
  });
  const shown = argv.join(" ");
  if (run.startError?.code === "ENOENT") {
    throw new BuildError(
      `the upload command \`${shown}\` could not start: ${argv[0]} is not on PATH; install it (${request.tool.install}) or set publish.publish_command`,
    );
  }
  if (run.startError !== undefined || run.code !== 0) {
    const last = failureSummary(run.lastLines);
    throw new UploadError(
      `the upload failed: \`${shown}\` ended with ${run.startError ? run.startError.message : run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last ? ` (${last})` : ""}; the release is tagged: fix the cause and run release again${request.target.skipExisting ? ", files already on the index are skipped" : " (with publish.skip_existing = false, a file already on the index fails again)"}`,
      { details: run.lastLines },
    );
  }
}

export { simplePageUrl } from "./index-files.ts";

/** The file names the index lists for the project (empty when the page cannot be read). */
export async function readIndexedFiles(
  pageUrl: string,
  fetcher: typeof fetch = tracedFetch(fetch),
): Promise<Set<string>> {
  const listing = await readSimplePage(pageUrl, fetcher);
  return new Set(listing.read ? listing.files.map((f) => f.filename) : []);
}
