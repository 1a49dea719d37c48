import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuildError } from "../core/errors.ts";
import type { BuiltFile } from "./dist-files.ts";
import { checkForIndex, findReadme, type IndexCheckRequest, renderRst } from "./index-check.ts";
import { tarGz } from "./test-archives.ts";

/**
 * The index check's effects: python3 rendering reStructuredText (docutils, as on this machine's
 * Debian python3; a stand-in readme_renderer on PYTHONPATH for the index's own renderer), the
 * readme looked up on disk, and the check run end to end, by a stand-in twine or by releaser.
 */

const hasDocutils = (() => {
  try {
    execFileSync("python3", ["-c", "import docutils"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

let scratch = "";
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "releaser-index-check-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

let count = 0;
/** A fresh directory under the scratch directory, with the given files. */
async function dir(files: Record<string, string> = {}): Promise<string> {
  const root = join(scratch, `d${count++}`);
  await mkdir(root, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, ".."), { recursive: true });
    await writeFile(join(root, name), text);
  }
  return root;
}

/** python3 with no readme_renderer importable but the given modules (a stand-in on PYTHONPATH). */
async function pythonPath(modules: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  return { ...process.env, PYTHONPATH: await dir(modules), PYTHONNOUSERSITE: "1" };
}

const BROKEN_RST = "Acme\n====\n\nSee `foo.bar`_.\n";
const GOOD_RST = "Acme\n====\n\nA *fine* description.\n";

describe.skipIf(!hasDocutils)("renderRst with docutils", () => {
  // No readme_renderer here: the docutils branch is what runs (readme_renderer is not on Debian).
  const env = { ...process.env, PYTHONNOUSERSITE: "1" };

  it("renders reStructuredText that docutils takes", async () => {
    expect(await renderRst(GOOD_RST, scratch, env)).toEqual({ kind: "renders" });
  });

  it("fails with docutils' line and message, only the closing full stop removed", async () => {
    expect(await renderRst(BROKEN_RST, scratch, env)).toEqual({
      kind: "fails",
      detail: 'line 4: Unknown target name: "foo.bar"',
    });
  });

  it("refuses what the index refuses: raw HTML, included files", async () => {
    expect(await renderRst("Acme\n\n.. raw:: html\n\n   <b>x</b>\n", scratch, env)).toEqual({
      kind: "fails",
      detail: 'line 3: "raw" directive disabled',
    });
    const outcome = await renderRst("Acme\n\n.. include:: /etc/hostname\n", scratch, env);
    expect(outcome.kind).toBe("fails");
  });
});

describe("renderRst without docutils", () => {
  it("is unchecked when python3 has neither readme_renderer nor docutils", async () => {
    const env = await pythonPath({ "docutils/__init__.py": 'raise ImportError("not here")\n' });
    expect(await renderRst(BROKEN_RST, scratch, env)).toEqual({ kind: "unchecked" });
  });

  it("is unchecked when there is no python3 on PATH, or the project directory is gone", async () => {
    expect(await renderRst(BROKEN_RST, scratch, { PATH: await dir() })).toEqual({ kind: "unchecked" });
    expect(await renderRst(BROKEN_RST, join(scratch, "no-such-dir"), process.env)).toEqual({
      kind: "unchecked",
    });
  });
});

describe("renderRst with readme_renderer (the index's renderer)", () => {
  // A stand-in readme_renderer.rst: renders when the text says "good", else writes what docutils
  // would and returns None, as the real one does.
  const STAND_IN = [
    "def render(raw, stream=None, **kwargs):",
    "    if 'good' in raw:",
    "        return '<p>good</p>'",
    "    if 'plain' in raw:",
    "        stream.write('something   went\\n  wrong\\n')",
    "    else:",
    "        stream.write('<string>:7: (ERROR/3) Unknown interpreted text role \"foo\".\\n')",
    "    return None",
    "",
  ].join("\n");
  let env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    env = await pythonPath({ "readme_renderer/__init__.py": "", "readme_renderer/rst.py": STAND_IN });
  });

  it("renders what it renders", async () => {
    expect(await renderRst("good", scratch, env)).toEqual({ kind: "renders" });
  });

  it("fails with its line, or with its words on one line when it names no line", async () => {
    expect(await renderRst("bad", scratch, env)).toEqual({
      kind: "fails",
      detail: 'line 7: Unknown interpreted text role "foo"',
    });
    expect(await renderRst("plain", scratch, env)).toEqual({ kind: "fails", detail: "something went wrong" });
  });

  it("skips blank lines before the verdict, and is not held up by a flood on standard error", async () => {
    const noisy = await pythonPath({
      "readme_renderer/__init__.py": "",
      "readme_renderer/rst.py": [
        "import sys",
        "def render(raw, stream=None, **kwargs):",
        "    sys.stderr.write('w' * 300000)",
        "    print()",
        "    stream.write('<string>:2: (WARNING/2) Title underline too short.')",
        "    return None",
        "",
      ].join("\n"),
    });
    expect(await renderRst("x", scratch, noisy)).toEqual({
      kind: "fails",
      detail: "line 2: Title underline too short",
    });
  });

  it("is unchecked when python3 ends without reading the text (no broken pipe)", async () => {
    const exits = await pythonPath({ "sitecustomize.py": "import os\nos._exit(5)\n" });
    expect(await renderRst("x".repeat(4_000_000), scratch, exits)).toEqual({ kind: "unchecked" });
  });

  it("passes the text on standard input unchanged, non-ASCII included", async () => {
    const echo = await pythonPath({
      "readme_renderer/__init__.py": "",
      "readme_renderer/rst.py":
        "def render(raw, stream=None, **kwargs):\n    stream.write(repr(raw) + '.')\n    return None\n",
    });
    expect(await renderRst("Straße\n", scratch, echo)).toEqual({ kind: "fails", detail: "'Straße\\n'" });
  });
});

describe("findReadme", () => {
  it("is the file pyproject.toml's readme names, as a string or a table's file", async () => {
    const cases: Array<[string, string]> = [
      ['[project]\nname = "acme"\nreadme = "docs/INTRO.md"\n', "docs/INTRO.md"],
      ["[project]\nreadme='README.rst'\n", "README.rst"],
      ['[project]\n  readme  =  "x.txt"\n', "x.txt"],
      ['[project]\nreadme = {file = "README.md", content-type = "text/markdown"}\n', "README.md"],
      ['[project]\nreadme={content-type="text/x-rst",file="long.rst"}\n', "long.rst"],
      ["[project]\nreadme = { file = 'single.rst' }\n", "single.rst"],
      ['[project]\n  readme = { file = "indented.rst" }\n', "indented.rst"],
    ];
    for (const [pyproject, file] of cases) {
      // A README.rst on disk is not what the project declares: the declared file wins.
      const root = await dir({ "pyproject.toml": pyproject, "README.rst": "x" });
      expect(await findReadme(root, "text/x-rst"), pyproject).toEqual({ file });
    }
  });

  it("looks on disk when the readme is inline text or another key ends in readme", async () => {
    for (const pyproject of [
      '[project]\nreadme = {text = "Inline.", content-type = "text/x-rst"}\n',
      '[tool.x]\nlong_readme = "NOTES.rst"\n',
      '[tool.x]\nlong_readme = { file = "NOTES.rst" }\n',
      '[project]\nreadme = ""\n',
    ]) {
      const root = await dir({ "pyproject.toml": pyproject, "README.rst": "x" });
      expect(await findReadme(root, "text/x-rst"), pyproject).toEqual({ file: "README.rst" });
    }
  });

  it("without a declared readme, is the README of the description's type", async () => {
    const all = { "README.md": "", "README.rst": "", "README.txt": "", README: "" };
    expect(await findReadme(await dir(all), "text/markdown")).toEqual({ file: "README.md" });
    expect(await findReadme(await dir(all), "text/x-rst")).toEqual({ file: "README.rst" });
    expect(await findReadme(await dir(all), "text/plain")).toEqual({ file: "README.txt" });
    expect(await findReadme(await dir({ README: "", "README.rst": "" }), "text/plain")).toEqual({
      file: "README",
    });
    expect(await findReadme(await dir({ "README.txt": "", README: "" }), "text/x-rst")).toEqual({
      file: "README.txt",
    });
    expect(await findReadme(await dir({ README: "", "README.md": "" }), "text/x-rst")).toEqual({
      file: "README",
    });
  });

  it("names no file when there is none of the type", async () => {
    expect(await findReadme(await dir({ "README.rst": "" }), "text/markdown")).toStrictEqual({
      file: undefined,
    });
    expect(await findReadme(await dir({ "README.md": "" }), "text/x-rst")).toEqual({ file: undefined });
    expect(await findReadme(await dir({ "README.md": "" }), "text/plain")).toEqual({ file: undefined });
    expect(await findReadme(join(scratch, "no-such-dir"), "text/x-rst")).toEqual({ file: undefined });
  });

  it("passes over a directory or a dangling link of the name; follows a link out of the project", async () => {
    const root = await dir({ "README/keep": "" });
    await mkdir(join(root, "README.rst"));
    await symlink(join(scratch, "nowhere"), join(root, "README.txt"));
    expect(await findReadme(root, "text/x-rst")).toEqual({ file: undefined });
    // The build backend reads a linked readme wherever it leads: the message names it as linked.
    const outside = await dir({ "shared.md": "# Shared\n" });
    const linked = await dir();
    await symlink(join(outside, "shared.md"), join(linked, "README.md"));
    expect(await findReadme(linked, "text/markdown")).toEqual({ file: "README.md" });
  });
});

// Built files with the given core metadata.
const wheel = (metadata: string, name = "acme-1.5.0-py3-none-any.whl"): BuiltFile => ({
  name,
  bytes: zipSync({ "acme-1.5.0.dist-info/METADATA": strToU8(metadata) }),
});
const sdist = (metadata: string, name = "acme-1.5.0.tar.gz"): BuiltFile => ({
  name,
  bytes: tarGz({ "acme-1.5.0/PKG-INFO": metadata }),
});
const HEADER = "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n";
const RST_FILE = (body: string) => `${HEADER}Description-Content-Type: text/x-rst\n\n${body}`;
const MD_FILE = (body: string) => `${HEADER}Description-Content-Type: text/markdown\n\n${body}`;

/** A stand-in for `twine check`: a shell script printing `output` and exiting with `code`. */
async function standInTwine(output: string, code: number): Promise<string> {
  const bin = await dir();
  const script = join(bin, "twine");
  await writeFile(script, `#!/bin/sh\ncat <<'EOF'\n${output}\nEOF\nexit ${code}\n`);
  await chmod(script, 0o755);
  return script;
}

async function request(
  root: string,
  files: BuiltFile[],
  argv: readonly string[] | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<IndexCheckRequest & { seen: string[] }> {
  const seen: string[] = [];
  return { root, files, argv, env, stream: (text) => seen.push(text), seen };
}

/** The BuildError checkForIndex throws, or a failure when it throws none. */
async function refusal(run: Promise<unknown>): Promise<BuildError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe("checkForIndex with the upload tool's check (twine)", () => {
  const WHEEL = wheel(RST_FILE(BROKEN_RST));
  const SDIST = sdist(RST_FILE(BROKEN_RST));

  it("passes files the tool passes, named by its first two words; its output streamed", async () => {
    const script = await standInTwine("Checking dist/acme-1.5.0.tar.gz: PASSED", 0);
    const root = await dir();
    const req = await request(root, [SDIST], [script, "check", "dist/acme-1.5.0.tar.gz"]);
    expect(await checkForIndex(req)).toEqual({ checker: `${script} check` });
    expect(req.seen.join("")).toBe("Checking dist/acme-1.5.0.tar.gz: PASSED\n");
  });

  it("runs the tool in the project with wide, plain output and the caller's environment", async () => {
    const root = await dir();
    const script = join(await dir(), "twine");
    await writeFile(
      script,
      '#!/bin/sh\necho "$(pwd) $COLUMNS $NO_COLOR $TERM $RELEASER_TEST_MINE"\ntest "$COLUMNS" = 500\n',
    );
    await chmod(script, 0o755);
    const req = await request(root, [SDIST], [script, "check"], {
      ...process.env,
      COLUMNS: "80",
      TERM: "xterm-256color",
      RELEASER_TEST_MINE: "kept",
    });
    expect(await checkForIndex(req)).toEqual({ checker: `${script} check` });
    expect(req.seen.join("")).toBe(`${root} 500 1 dumb kept\n`);
  });

  it("refuses the file twine fails with the readme, its type and docutils' line", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: PASSED",
      "Checking dist/acme-1.5.0.tar.gz: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
      '         line 4: Error: Unknown target name: "foo.bar".',
    ].join("\n");
    const root = await dir({ "README.rst": BROKEN_RST, "README.md": "" });
    const req = await request(root, [WHEEL, SDIST], [await standInTwine(output, 1), "check"]);
    const error = await refusal(checkForIndex(req));
    expect(error.message).toBe(
      'dist/acme-1.5.0.tar.gz: the long description (README.rst, text/x-rst) does not render: line 4: Unknown target name: "foo.bar"; fix it and run release again; nothing was tagged',
    );
  });

  it("looks up the readme of the failing file's own description type", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
    ].join("\n");
    const root = await dir({ "README.rst": "", "README.md": "" });
    const md = wheel(MD_FILE("# Acme\n"));
    const req = await request(root, [md], [await standInTwine(output, 1), "check"]);
    expect((await refusal(checkForIndex(req))).message).toBe(
      "dist/acme-1.5.0-py3-none-any.whl: the long description (README.md, text/markdown) does not render; fix it and run release again; nothing was tagged",
    );
  });

  it("takes files whose only failure is an old twine misreading an empty description", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
      "         No content rendered from RST source.",
      "Checking dist/acme-1.5.0.tar.gz: PASSED",
    ].join("\n");
    const empty = wheel(`${HEADER}\n\n`);
    const script = await standInTwine(output, 1);
    const req = await request(await dir(), [empty, sdist(HEADER)], [script, "check"]);
    expect(await checkForIndex(req)).toEqual({ checker: `${script} check` });
    // The same words about a file with a description are the index's refusal.
    const described = wheel(RST_FILE(GOOD_RST));
    const again = await request(await dir(), [described, sdist(HEADER)], [script, "check"]);
    expect((await refusal(checkForIndex(again))).message).toMatch(
      /^dist\/acme-1\.5\.0-py3-none-any\.whl: the long description \(text\/x-rst\) does not render: No content rendered from RST source; fix it/,
    );
  });

  it("a failure twine names for a file it was not given is the exit code and its words", async () => {
    const output = [
      "Checking dist/other-2.0-py3-none-any.whl: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
      "         No content rendered from RST source.",
    ].join("\n");
    const script = await standInTwine(output, 1);
    const req = await request(await dir(), [wheel(`${HEADER}\n\n`)], [script, "check"]);
    expect((await refusal(checkForIndex(req))).message).toBe(
      `the check of the built files \`${script} check\` ended with exit code 1 (ERROR \`long_description\` has syntax errors in markup and would not be rendered on PyPI. No content rendered from RST source.); fix it and run release again; nothing was tagged`,
    );
  });

  it("a misread empty description beside a file twine was not given is not taken", async () => {
    const output = [
      "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
      "         No content rendered from RST source.",
      "Checking dist/stray-1.0.tar.gz: PASSED",
    ].join("\n");
    const script = await standInTwine(output, 1);
    const req = await request(await dir(), [wheel(`${HEADER}\n\n`)], [script, "check"]);
    expect((await refusal(checkForIndex(req))).message).toBe(
      `the check of the built files \`${script} check\` ended with exit code 1 (ERROR \`long_description\` has syntax errors in markup and would not be rendered on PyPI. No content rendered from RST source. Checking dist/stray-1.0.tar.gz: PASSED); fix it and run release again; nothing was tagged`,
    );
    // The last file twine names is the one reported when none is refused outright.
    const reversed = await standInTwine(
      [
        "Checking dist/stray-1.0.tar.gz: PASSED",
        "Checking dist/stray-1.0-py3-none-any.whl: PASSED",
        "Checking dist/acme-1.5.0-py3-none-any.whl: FAILED",
        "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
        "         No content rendered from RST source.",
      ].join("\n"),
      1,
    );
    const other = await request(await dir(), [wheel(`${HEADER}\n\n`)], [reversed, "check"]);
    expect((await refusal(checkForIndex(other))).message).toBe(
      "dist/acme-1.5.0-py3-none-any.whl: the long description (text/x-rst) does not render: No content rendered from RST source; fix it and run release again; nothing was tagged",
    );
  });

  it("a failure without a Checking line is the exit code with the tool's last words, or without", async () => {
    const script = await standInTwine("Traceback (most recent call last):\nImportError: no module rich", 2);
    const req = await request(await dir(), [SDIST], [script, "check"]);
    expect((await refusal(checkForIndex(req))).message).toBe(
      `the check of the built files \`${script} check\` ended with exit code 2 (ImportError: no module rich); fix it and run release again; nothing was tagged`,
    );
    const silent = join(await dir(), "twine");
    await writeFile(silent, "#!/bin/sh\nexit 3\n");
    await chmod(silent, 0o755);
    const quiet = await request(await dir(), [SDIST], [silent]);
    expect((await refusal(checkForIndex(quiet))).message).toBe(
      `the check of the built files \`${silent}\` ended with exit code 3; fix it and run release again; nothing was tagged`,
    );
  });

  it("a tool that cannot start is one line; one not installed leaves the check to releaser", async () => {
    const script = join(await dir(), "twine");
    await writeFile(script, "#!/bin/sh\nexit 0\n");
    await chmod(script, 0o644);
    const req = await request(await dir(), [SDIST], [script, "check", "dist/acme-1.5.0.tar.gz"]);
    expect((await refusal(checkForIndex(req))).message).toBe(
      `the check of the built files \`${script} check\` could not start: spawn ${script} EACCES; nothing was tagged`,
    );
    const missing = await request(
      await dir(),
      [sdist(RST_FILE(GOOD_RST))],
      ["releaser-no-such-twine", "check"],
    );
    expect(await checkForIndex(missing)).toEqual({ checker: "releaser's metadata check" });
    const broken = await request(await dir(), [sdist("Name: acme\n")], ["releaser-no-such-twine", "check"]);
    expect((await refusal(checkForIndex(broken))).message).toBe(
      "dist/acme-1.5.0.tar.gz: its metadata has no Metadata-Version; fix it and run release again; nothing was tagged",
    );
  });
});

describe("checkForIndex with releaser's own check", () => {
  it("takes files the index takes, with no warning", async () => {
    const zip = { name: "acme-1.5.0.zip", bytes: zipSync({ "acme-1.5.0/PKG-INFO": strToU8(HEADER) }) };
    const files = [wheel(RST_FILE(GOOD_RST)), sdist(MD_FILE("# [Acme](x)\n")), zip];
    const req = await request(await dir(), files, undefined);
    expect(await checkForIndex(req)).toEqual({ checker: "releaser's metadata check" });
    expect(req.seen).toEqual([]);
  });

  it.skipIf(!hasDocutils)("refuses the first file whose description does not render", async () => {
    const root = await dir({ "README.rst": BROKEN_RST });
    const files = [wheel(RST_FILE(GOOD_RST)), sdist(RST_FILE(BROKEN_RST)), wheel("garbage")];
    const error = await refusal(checkForIndex(await request(root, files, undefined)));
    expect(error.message).toBe(
      'dist/acme-1.5.0.tar.gz: the long description (README.rst, text/x-rst) does not render: line 4: Unknown target name: "foo.bar"; fix it and run release again; nothing was tagged',
    );
  });

  it("refuses metadata the index would not take, and a file without any", async () => {
    const root = await dir({ "README.rst": "", "README.md": "" });
    const md = wheel(`${HEADER}Description-Content-Type: text/markdown; variant=Wiki\n\n# x\n`);
    expect((await refusal(checkForIndex(await request(root, [md], undefined)))).message).toBe(
      "dist/acme-1.5.0-py3-none-any.whl: its Description-Content-Type names Markdown variant Wiki; the index knows GFM and CommonMark; fix it and run release again; nothing was tagged",
    );
    const none = { name: "acme-1.5.0.tar.gz", bytes: new Uint8Array([1, 2, 3]) };
    expect((await refusal(checkForIndex(await request(root, [none], undefined)))).message).toBe(
      "dist/acme-1.5.0.tar.gz: it holds no core metadata (PKG-INFO or .dist-info/METADATA); fix it and run release again; nothing was tagged",
    );
  });

  it("warns, and takes the files, when python3 can render no reStructuredText", async () => {
    const req = await request(await dir(), [sdist(RST_FILE(BROKEN_RST))], undefined, { PATH: await dir() });
    expect(await checkForIndex(req)).toEqual({
      checker: "releaser's metadata check",
      warning:
        "the reStructuredText long description was not checked: python3 has neither readme_renderer nor docutils (pip install readme_renderer); the index refuses one that does not render",
    });
  });
});

describe("findReadme and special files", () => {
  it("does not read a candidate: a FIFO named README.rst is passed over, never waited on", async () => {
    const root = await mkdtemp(join(tmpdir(), "releaser-fifo-"));
    execFileSync("mkfifo", [join(root, "README.rst")]);
    await writeFile(join(root, "README.txt"), "plain\n");
    expect(await findReadme(root, "text/x-rst")).toEqual({ file: "README.txt" });
  });
});
