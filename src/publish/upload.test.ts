import { describe, expect, it } from "vitest";
import { BuildError, UploadError } from "../core/errors.ts";
import type { PublishTool, UploadTarget } from "./tools/tool.ts";
import { readIndexedFiles, simplePageUrl, uploadDistributions } from "./upload.ts";

describe("simplePageUrl", () => {
  it.each([
    ["https://upload.pypi.org/legacy/", "https://pypi.org/simple/acme/"],
    ["https://test.pypi.org/legacy/", "https://test.pypi.org/simple/acme/"],
    ["http://127.0.0.1:8080/legacy", "http://127.0.0.1:8080/simple/acme/"],
    ["https://example.com/pypi/legacy/", "https://example.com/pypi/simple/acme/"],
  ])("%s -> %s", (upload, page) => {
    expect(simplePageUrl(upload, "acme")).toBe(page);
  });

  it.each([
    "not a url",
    "https://example.com/upload/",
    "https://example.com/legacy/more/",
    "https://example.com/nonlegacy/",
  ])("cannot tell the page of %s", (upload) => {
    expect(simplePageUrl(upload, "acme")).toBeUndefined();
  });
});

describe("readIndexedFiles", () => {
  const page = (status: number, html: string): typeof fetch =>
    (async (_url: string | URL | Request, init?: RequestInit) => {
      expect((init?.headers as Record<string, string>).accept).toBe("text/html");
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return new Response(html, { status });
    }) as typeof fetch;

  it("lists the link texts of the page, trimmed", async () => {
    const html = `<html><body>
      <a href="x/acme-1.0.tar.gz#sha256=1">acme-1.0.tar.gz</a>
      <A HREF="y" data-requires-python="&gt;=3.8"> acme-1.0-py3-none-any.whl </A>
      <a>no href</a><abbr>not a link</abbr>
    </body></html>`;
    expect(await readIndexedFiles("https://pypi.org/simple/acme/", page(200, html))).toEqual(
      new Set(["acme-1.0.tar.gz", "acme-1.0-py3-none-any.whl"]),
    );
  });

  it("is empty when the page is missing or cannot be fetched", async () => {
    expect(
      await readIndexedFiles("https://pypi.org/simple/acme/", page(404, '<a href="x">a.whl</a>')),
    ).toEqual(new Set());
    const failing = (async () => {
      throw new Error("offline");
    }) as typeof fetch;
    expect(await readIndexedFiles("https://pypi.org/simple/acme/", failing)).toEqual(new Set());
  });
});

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
