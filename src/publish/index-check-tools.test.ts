// The index check with the tools' answers given: stand-in twine and python3 scripts play the
// renderer and the upload tool's check, so no real python runs (index-check-run.test.ts runs it).

import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuildError } from "../core/errors.ts";
import type { BuiltFile } from "./dist-files.ts";
import { parseCoreMetadata } from "./dist-metadata.ts";
import { checkForIndex, findReadme, type IndexCheckRequest, renderRst } from "./index-check.ts";
import { tarGz } from "./test-archives.ts";

// twine 4-6 output as it reaches a pipe (rich's level column, colour codes, padded lines).
const _RENDER_FAILURE = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: \u001b[31mFAILED\u001b[0m",
  "\u001b[31mERROR   \u001b[0m `long_description` has syntax errors in markup and would not be rendered on PyPI.      ",
  '         line 12: Error: Unknown target name: "foo".        ',
  "Checking dist/acme-1.5.0.tar.gz: FAILED",
  "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
  '         line 12: Error: Unknown target name: "foo".',
  "",
].join("\n");

const _OLD_TWINE = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: ERROR    InvalidDistribution: Metadata is missing required fields: Name, Version.",
  "         Make sure the distribution includes the files where those fields are specified, and is using a supported Metadata-Version: 1.0, 1.1, 1.2, 2.0, 2.1, 2.2.",
  "",
].join("\n");

const _WARNINGS = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: PASSED with warnings",
  "WARNING  `long_description_content_type` missing. defaulting to `text/x-rst`.",
  "WARNING  `long_description` missing.",
  "Checking dist/acme-1.5.0.tar.gz: PASSED",
].join("\n");

const metadata = (header: string, body = "") => parseCoreMetadata(`${header}\n\n${body}`);
const _RST = metadata(
  "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/x-rst",
  "See `foo`_.\n",
);

let scratch = "";
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "releaser-index-check-unit-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

let made = 0;
/** A fresh directory with the given files. */
async function folder(files: Record<string, string> = {}): Promise<string> {
  const root = join(scratch, `d${made++}`);
  await mkdir(root, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, ".."), { recursive: true });
    await writeFile(join(root, name), text);
  }
  return root;
}

/** A directory holding one executable shell script `name` with the given body. */
async function standIn(name: string, body: string): Promise<{ bin: string; path: string }> {
  const bin = await folder();
  const path = join(bin, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return { bin, path };
}

/** The environment with a stand-in python3 first on PATH. */
async function withPython(body: string, extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const { bin } = await standIn("python3", body);
  return { ...process.env, ...extra, PATH: `${bin}:${process.env.PATH ?? ""}` };
}

describe("renderRst: what the renderer's exit and words mean", () => {
  it("exit 0 renders; exit 1 fails with its first line, the closing full stop removed", async () => {
    expect(await renderRst("x", scratch, await withPython("exit 0"))).toEqual({ kind: "renders" });
    const said = await withPython(
      "cat >/dev/null; printf '\\n  line 4: Unknown target name: \"foo.bar\".\\nmore.\\n'; exit 1",
    );
    expect(await renderRst("x", scratch, said)).toEqual({
      kind: "fails",
      detail: 'line 4: Unknown target name: "foo.bar"',
    });
    expect(await renderRst("x", scratch, await withPython("exit 1"))).toEqual({ kind: "fails", detail: "" });
  });

  it("any other exit, or no python3 to run, is unchecked", async () => {
    for (const code of [2, 3, 5])
      expect(await renderRst("x", scratch, await withPython(`echo no; exit ${code}`))).toEqual({
        kind: "unchecked",
      });
    expect(await renderRst("x", scratch, { PATH: await folder() })).toEqual({ kind: "unchecked" });
  });

  it("runs python3 -c with its script, in the project, with the caller's environment", async () => {
    const env = await withPython(
      'printf "%s|%s|%s|%s|" "$#" "$1" "$(pwd)" "$RELEASER_TEST_MINE"; printf "%s" "$2" | sed -n 2p; exit 1',
      {
        RELEASER_TEST_MINE: "kept",
      },
    );
    const root = await folder();
    expect(await renderRst("x", root, env)).toEqual({
      kind: "fails",
      detail: `2|-c|${root}|kept|import io, re, sys`,
    });
  });

  it("gives the text on standard input, non-ASCII included, and leaves standard error aside", async () => {
    const env = await withPython("echo noise >&2; cat; exit 1");
    expect(await renderRst("Straße über\nsecond\n", scratch, env)).toEqual({
      kind: "fails",
      detail: "Straße über",
    });
  });

  it("is not held up by a flood on standard error", async () => {
    const env = await withPython("head -c 300000 /dev/zero >&2; exit 0");
    expect(await renderRst("x", scratch, env)).toEqual({ kind: "renders" });
  });

  it("is unchecked, not broken, when python3 ends without reading the text", async () => {
    expect(await renderRst("x".repeat(4_000_000), scratch, await withPython("exit 5"))).toEqual({
      kind: "unchecked",
    });
  });
});

describe("findReadme: the readme the message names", () => {
  it("is pyproject.toml's readme, as a string or a table's file, before any file on disk", async () => {
    const cases: Array<[string, string]> = [
      ['[project]\nname = "acme"\nreadme = "docs/INTRO.md"\n', "docs/INTRO.md"],
      ["[project]\nreadme='README.txt'\n", "README.txt"],
      ['[project]\n  readme  =  "x.txt"\n', "x.txt"],
      ['[project]\nreadme = {file = "README.md", content-type = "text/markdown"}\n', "README.md"],
      ['[project]\nreadme={content-type="text/x-rst",file="long.rst"}\n', "long.rst"],
      ["[project]\n  readme = { file = 'single.rst' }\n", "single.rst"],
    ];
    for (const [pyproject, file] of cases) {
      const root = await folder({ "pyproject.toml": pyproject, "README.rst": "x" });
      expect(await findReadme(root, "text/x-rst"), pyproject).toEqual({ file });
    }
  });

  it("looks on disk when the readme is inline text, empty, or another key's", async () => {
    for (const pyproject of [
      '[project]\nreadme = {text = "Inline.", content-type = "text/x-rst"}\n',
      '[tool.x]\nlong_readme = "NOTES.rst"\n',
      '[tool.x]\nlong_readme = { file = "NOTES.rst" }\n',
      '[project]\nreadme = ""\n',
    ]) {
      const root = await folder({ "pyproject.toml": pyproject, "README.rst": "x" });
      expect(await findReadme(root, "text/x-rst"), pyproject).toEqual({ file: "README.rst" });
    }
  });

  it("without a declared readme, is the first README of the description's type", async () => {
    const all = { "README.md": "", "README.rst": "", "README.txt": "", README: "" };
    expect(await findReadme(await folder(all), "text/markdown")).toEqual({ file: "README.md" });
    expect(await findReadme(await folder(all), "text/x-rst")).toEqual({ file: "README.rst" });
    expect(await findReadme(await folder(all), "text/plain")).toEqual({ file: "README.txt" });
    expect(await findReadme(await folder({ README: "", "README.rst": "" }), "text/plain")).toEqual({
      file: "README",
    });
    expect(await findReadme(await folder({ "README.txt": "", README: "" }), "text/x-rst")).toEqual({
      file: "README.txt",
    });
    expect(await findReadme(await folder({ README: "", "README.md": "" }), "text/x-rst")).toEqual({
      file: "README",
    });
  });

  it("names no file when there is none of the type, or only a folder of the name", async () => {
    expect(await findReadme(await folder({ "README.rst": "" }), "text/markdown")).toStrictEqual({
      file: undefined,
    });
    expect(await findReadme(await folder({ "README.md": "" }), "text/x-rst")).toStrictEqual({
      file: undefined,
    });
    expect(await findReadme(await folder({ "README.md": "" }), "text/plain")).toStrictEqual({
      file: undefined,
    });
    expect(await findReadme(await folder({ "README.rst/x": "" }), "text/x-rst")).toStrictEqual({
      file: undefined,
    });
  });
});

// Built files with the given core metadata.
const HEADER = "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n";
const RST_TEXT = (body: string) => `${HEADER}Description-Content-Type: text/x-rst\n\n${body}`;
const builtWheel = (text: string, name = "acme-1.5.0-py3-none-any.whl"): BuiltFile => ({
  name,
  bytes: zipSync({ "acme-1.5.0.dist-info/METADATA": strToU8(text) }),
});
const builtSdist = (text: string, name = "acme-1.5.0.tar.gz"): BuiltFile => ({
  name,
  bytes: tarGz({ "acme-1.5.0/PKG-INFO": text }),
});
const RENDER_PREFIX = "`long_description` has syntax errors in markup and would not be rendered on PyPI.";
const TAIL = "; fix it and run release again; nothing was tagged";

/** A stand-in `twine` printing `output` and exiting with `code`. */
async function twine(output: string, code: number): Promise<string> {
  return (await standIn("twine", `cat <<'EOF'\n${output}\nEOF\nexit ${code}`)).path;
}

function checkRequest(
  root: string,
  files: BuiltFile[],
  argv: readonly string[] | undefined,
  env: NodeJS.ProcessEnv = process.env,
): IndexCheckRequest & { seen: string[] } {
  const seen: string[] = [];
  return { root, files, argv, env, stream: (text) => seen.push(text), seen };
}

/** The message of the BuildError the check throws. */
async function refusedWith(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).message;
}

describe("checkForIndex: the upload tool's check", () => {
  const SDIST = builtSdist(RST_TEXT("See `foo`_.\n"));

  it("passes what the tool passes, named by its first two words, run in the project with wide plain output", async () => {
    const { path } = await standIn(
      "twine",
      'echo "$(pwd) $COLUMNS $NO_COLOR $TERM $RELEASER_TEST_MINE"\ntest "$COLUMNS" = 500',
    );
    const root = await folder();
    const req = checkRequest(root, [SDIST], [path, "check", "dist/acme-1.5.0.tar.gz"], {
      ...process.env,
      COLUMNS: "80",
      TERM: "xterm-256color",
      RELEASER_TEST_MINE: "kept",
    });
    expect(await checkForIndex(req)).toEqual({ checker: `${path} check` });
    expect(req.seen.join("")).toBe(`${root} 500 1 dumb kept\n`);
  });

  it("refuses the first file twine fails, with the readme of its description's type and docutils' line", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: PASSED",
      "Checking dist/acme-1.5.0.tar.gz: FAILED",
      `ERROR    ${RENDER_PREFIX}`,
      '         line 4: Error: Unknown target name: "foo.bar".',
      "Checking dist/acme-1.5.0-cp312-cp312-win_amd64.whl: FAILED",
      "ERROR    something else",
    ].join("\n");
    const root = await folder({ "README.rst": "", "README.md": "" });
    const files = [
      builtWheel(RST_TEXT("x")),
      SDIST,
      builtWheel(RST_TEXT("x"), "acme-1.5.0-cp312-cp312-win_amd64.whl"),
    ];
    const req = checkRequest(root, files, [await twine(output, 1), "check"]);
    expect(await refusedWith(checkForIndex(req))).toBe(
      `dist/acme-1.5.0.tar.gz: the long description (README.rst, text/x-rst) does not render: line 4: Unknown target name: "foo.bar"${TAIL}`,
    );
    const md = builtWheel(`${HEADER}Description-Content-Type: text/markdown\n\n# Acme\n`);
    const failsMd = await twine(
      `Checking dist/acme-1.5.0-py3-none-any.whl: FAILED\nERROR    ${RENDER_PREFIX}`,
      1,
    );
    expect(await refusedWith(checkForIndex(checkRequest(root, [md], [failsMd, "check"])))).toBe(
      `dist/acme-1.5.0-py3-none-any.whl: the long description (README.md, text/markdown) does not render${TAIL}`,
    );
  });

  it("takes files whose only failure is an old twine misreading an empty description; not a described one", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
      `ERROR    ${RENDER_PREFIX}`,
      "         No content rendered from RST source.",
      "Checking dist/acme-1.5.0.tar.gz: PASSED",
    ].join("\n");
    const script = await twine(output, 1);
    const empty = builtWheel(`${HEADER}\n\n`);
    expect(
      await checkForIndex(checkRequest(await folder(), [empty, builtSdist(HEADER)], [script, "check"])),
    ).toEqual({
      checker: `${script} check`,
    });
    const described = builtWheel(RST_TEXT("Acme\n"));
    expect(
      await refusedWith(
        checkForIndex(checkRequest(await folder(), [described, builtSdist(HEADER)], [script, "check"])),
      ),
    ).toBe(
      `dist/acme-1.5.0-py3-none-any.whl: the long description (text/x-rst) does not render: No content rendered from RST source${TAIL}`,
    );
    // A wheel without metadata is no misreading either.
    const bare = { name: "acme-1.5.0-py3-none-any.whl", bytes: zipSync({ "x.py": strToU8("") }) };
    expect(
      await refusedWith(
        checkForIndex(checkRequest(await folder(), [bare, builtSdist(HEADER)], [script, "check"])),
      ),
    ).toBe(
      `dist/acme-1.5.0-py3-none-any.whl: the long description (text/x-rst) does not render: No content rendered from RST source${TAIL}`,
    );
  });

  it("a failure on a file it was not given, or beside one, is the exit code and the tool's last words", async () => {
    const empty = builtWheel(`${HEADER}\n\n`);
    const misread = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
      `ERROR    ${RENDER_PREFIX}`,
      "         No content rendered from RST source.",
    ];
    const other = await twine(
      ["Checking dist/other-2.0-py3-none-any.whl: FAILED", ...misread.slice(1)].join("\n"),
      1,
    );
    expect(await refusedWith(checkForIndex(checkRequest(await folder(), [empty], [other, "check"])))).toBe(
      `the check of the built files \`${other} check\` ended with exit code 1 (ERROR ${RENDER_PREFIX} No content rendered from RST source.)${TAIL}`,
    );
    const stray = await twine([...misread, "Checking dist/stray-1.0.tar.gz: PASSED"].join("\n"), 1);
    expect(await refusedWith(checkForIndex(checkRequest(await folder(), [empty], [stray, "check"])))).toBe(
      `the check of the built files \`${stray} check\` ended with exit code 1 (ERROR ${RENDER_PREFIX} No content rendered from RST source. Checking dist/stray-1.0.tar.gz: PASSED)${TAIL}`,
    );
    // None refused outright: the last file twine names is the one reported.
    const last = await twine(
      [
        "Checking dist/stray-1.0.tar.gz: PASSED",
        "Checking dist/stray-1.0-py3-none-any.whl: PASSED",
        ...misread,
      ].join("\n"),
      1,
    );
    expect(await refusedWith(checkForIndex(checkRequest(await folder(), [empty], [last, "check"])))).toBe(
      `dist/acme-1.5.0-py3-none-any.whl: the long description (text/x-rst) does not render: No content rendered from RST source${TAIL}`,
    );
  });

  it("a failure without a Checking line is the exit code, with the tool's last words or without", async () => {
    const script = await twine("Traceback (most recent call last):\nImportError: no module rich", 2);
    expect(await refusedWith(checkForIndex(checkRequest(await folder(), [SDIST], [script, "check"])))).toBe(
      `the check of the built files \`${script} check\` ended with exit code 2 (ImportError: no module rich)${TAIL}`,
    );
    const { path } = await standIn("twine", "exit 3");
    expect(await refusedWith(checkForIndex(checkRequest(await folder(), [SDIST], [path])))).toBe(
      `the check of the built files \`${path}\` ended with exit code 3${TAIL}`,
    );
  });

  it("a tool that cannot start is one line; one not installed leaves the check to releaser", async () => {
    const { path } = await standIn("twine", "exit 0");
    await chmod(path, 0o644);
    expect(
      await refusedWith(
        checkForIndex(checkRequest(await folder(), [SDIST], [path, "check", "dist/acme-1.5.0.tar.gz"])),
      ),
    ).toBe(
      `the check of the built files \`${path} check\` could not start: spawn ${path} EACCES; nothing was tagged`,
    );
    const missing = ["releaser-no-such-twine", "check"];
    expect(await checkForIndex(checkRequest(await folder(), [builtSdist(HEADER)], missing))).toEqual({
      checker: "releaser's metadata check",
    });
    expect(
      await refusedWith(checkForIndex(checkRequest(await folder(), [builtSdist("Name: acme\n")], missing))),
    ).toBe(`dist/acme-1.5.0.tar.gz: its metadata has no Metadata-Version${TAIL}`);
  });
});

describe("checkForIndex: releaser's own check", () => {
  it("takes files the index takes, with no warning and no output", async () => {
    const zip = { name: "acme-1.5.0.zip", bytes: zipSync({ "acme-1.5.0/PKG-INFO": strToU8(HEADER) }) };
    const files = [
      builtWheel(RST_TEXT("Acme\n")),
      builtSdist(`${HEADER}Description-Content-Type: text/markdown\n\n# x\n`),
      zip,
    ];
    const req = checkRequest(await folder(), files, undefined, await withPython("exit 0"));
    expect(await checkForIndex(req)).toEqual({ checker: "releaser's metadata check" });
    expect(req.seen).toEqual([]);
  });

  it("refuses the first file whose description the renderer fails, in the project", async () => {
    const root = await folder({ "README.rst": "" });
    const env = await withPython(
      `if grep -q broken; then echo "line 4: Unknown target name: \\"foo\\". ($(pwd))"; exit 1; fi; exit 0`,
    );
    const files = [
      builtWheel(RST_TEXT("fine\n")),
      builtSdist(RST_TEXT("broken\n")),
      builtWheel("garbage", "acme-1.5.0-py2-none-any.whl"),
    ];
    expect(await refusedWith(checkForIndex(checkRequest(root, files, undefined, env)))).toBe(
      `dist/acme-1.5.0.tar.gz: the long description (README.rst, text/x-rst) does not render: line 4: Unknown target name: "foo". (${root})${TAIL}`,
    );
  });

  it("refuses metadata the index would not take, and a file without any", async () => {
    const root = await folder({ "README.md": "" });
    const md = builtWheel(`${HEADER}Description-Content-Type: text/markdown; variant=Wiki\n\n# x\n`);
    expect(await refusedWith(checkForIndex(checkRequest(root, [md], undefined)))).toBe(
      `dist/acme-1.5.0-py3-none-any.whl: its Description-Content-Type names Markdown variant Wiki; the index knows GFM and CommonMark${TAIL}`,
    );
    const none = { name: "acme-1.5.0.tar.gz", bytes: new Uint8Array([1, 2, 3]) };
    expect(await refusedWith(checkForIndex(checkRequest(root, [none], undefined)))).toBe(
      `dist/acme-1.5.0.tar.gz: it holds no core metadata (PKG-INFO or .dist-info/METADATA)${TAIL}`,
    );
  });

  it("warns, and takes the files, when python3 can render no reStructuredText", async () => {
    const files = [builtSdist(RST_TEXT("broken\n")), builtWheel(RST_TEXT("fine\n"))];
    const env = await withPython("if grep -q broken; then exit 3; fi; exit 0");
    expect(await checkForIndex(checkRequest(await folder(), files, undefined, env))).toEqual({
      checker: "releaser's metadata check",
      warning:
        "the reStructuredText long description was not checked: python3 has neither readme_renderer nor docutils (pip install readme_renderer); the index refuses one that does not render",
    });
  });
});
