import { describe, expect, it } from "vitest";
import { BuildError, UploadError } from "../core/errors.ts";
import type { PublishTool, UploadTarget } from "./tools/tool.ts";
import { uploadDistributions } from "./upload.ts";

describe("uploadDistributions", () => {
  const target: UploadTarget = {
    url: "http://127.0.0.1:1/legacy/",
    token: "pypi-secret",
    skipExisting: true,
  };
  /** A tool whose upload is a shell line, and whose environment carries the token. */
  const tool = (script: string): PublishTool => ({
    name: "twine",
    install: "pip install twine",
    pipPackages: ["twine"],
    build: [],
    publish: (files, t) => ["/bin/sh", "-c", script, "upload", ...files, t.skipExisting ? "skip" : "all"],
    environment: (t) => ({ SEEN_TOKEN: t.token }),
  });
  const request = (script: string, overrides: Partial<Parameters<typeof uploadDistributions>[0]> = {}) => {
    const streamed: string[] = [];
    return {
      streamed,
      request: {
        root: process.cwd(),
        tool: tool(script),
        argv: undefined,
        files: ["dist/a.whl"],
        target,
        env: { PATH: process.env.PATH, CALLER: "kept" },
        stream: (text: string) => streamed.push(text),
        ...overrides,
      },
    };
  };

  it("runs the tool's upload with the token in its environment only", async () => {
    const { request: made, streamed } = request('echo "$@ $SEEN_TOKEN $CALLER"');
    await uploadDistributions(made);
    expect(streamed.join("")).toBe("dist/a.whl skip pypi-secret kept\n");
  });

  it("runs publish.publish_command as given instead", async () => {
    const { request: made, streamed } = request("exit 9", {
      argv: ["/bin/sh", "-c", 'echo "own $SEEN_TOKEN"'],
    });
    await uploadDistributions(made);
    expect(streamed.join("")).toBe("own pypi-secret\n");
  });

  it("a failure names the command, the exit, the index's last words and what to do", async () => {
    const { request: made } = request(
      "echo uploading; echo 'ERROR HTTPError: 400 File already exists' >&2; exit 3",
    );
    const failed = uploadDistributions(made);
    await expect(failed).rejects.toThrow(
      new UploadError(
        "the upload failed: `/bin/sh -c echo uploading; echo 'ERROR HTTPError: 400 File already exists' >&2; exit 3 upload dist/a.whl skip` ended with exit code 3 (ERROR HTTPError: 400 File already exists); the release is tagged: fix the cause and run release again, files already on the index are skipped",
        { details: ["uploading", "ERROR HTTPError: 400 File already exists"] },
      ),
    );
    await expect(failed).rejects.toBeInstanceOf(UploadError);
  });

  it("without skip-existing, says a file already there fails again; no output, no summary", async () => {
    const { request: made } = request("exit 1", { target: { ...target, skipExisting: false } });
    await expect(uploadDistributions(made)).rejects.toThrow(
      new UploadError(
        "the upload failed: `/bin/sh -c exit 1 upload dist/a.whl all` ended with exit code 1; the release is tagged: fix the cause and run release again (with publish.skip_existing = false, a file already on the index fails again)",
      ),
    );
  });

  it("a tool killed by a signal says so", async () => {
    const { request: made } = request("kill -TERM $$");
    await expect(uploadDistributions(made)).rejects.toThrow(
      /` ended with signal SIGTERM; the release is tagged/,
    );
  });

  it("a tool not on PATH is a BuildError that says how to install it", async () => {
    const { request: made } = request("", { argv: ["releaser-no-such-uploader", "upload"] });
    const failed = uploadDistributions(made);
    await expect(failed).rejects.toThrow(
      new BuildError(
        "the upload command `releaser-no-such-uploader upload` could not start: releaser-no-such-uploader is not on PATH; install it (pip install twine) or set publish.publish_command",
      ),
    );
    await expect(failed).rejects.toBeInstanceOf(BuildError);
  });

  it("a tool that cannot start for another reason says why", async () => {
    const { request: made } = request("", { argv: [process.cwd(), "upload"] });
    await expect(uploadDistributions(made)).rejects.toThrow(
      new UploadError(
        `the upload failed: \`${process.cwd()} upload\` ended with spawn ${process.cwd()} EACCES; the release is tagged: fix the cause and run release again, files already on the index are skipped`,
      ),
    );
  });
});
