import { describe, expect, it } from "vitest";
import { parseCoreMetadata } from "./dist-metadata.ts";
import {
  emptyDescriptionMisread,
  ownReason,
  parseTwineCheck,
  type RenderOutcome,
  twineReason,
} from "./index-check.ts";

// twine 4-6 output as it reaches a pipe (rich's level column, colour codes, padded lines).
const RENDER_FAILURE = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: \u001b[31mFAILED\u001b[0m",
  "\u001b[31mERROR   \u001b[0m `long_description` has syntax errors in markup and would not be rendered on PyPI.      ",
  '         line 12: Error: Unknown target name: "foo".        ',
  "Checking dist/acme-1.5.0.tar.gz: FAILED",
  "ERROR    `long_description` has syntax errors in markup and would not be rendered on PyPI.",
  '         line 12: Error: Unknown target name: "foo".',
  "",
].join("\n");

const OLD_TWINE = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: ERROR    InvalidDistribution: Metadata is missing required fields: Name, Version.",
  "         Make sure the distribution includes the files where those fields are specified, and is using a supported Metadata-Version: 1.0, 1.1, 1.2, 2.0, 2.1, 2.2.",
  "",
].join("\n");

const WARNINGS = [
  "Checking dist/acme-1.5.0-py3-none-any.whl: PASSED with warnings",
  "WARNING  `long_description_content_type` missing. defaulting to `text/x-rst`.",
  "WARNING  `long_description` missing.",
  "Checking dist/acme-1.5.0.tar.gz: PASSED",
].join("\n");

const metadata = (header: string, body = "") => parseCoreMetadata(`${header}\n\n${body}`);
const RST = metadata(
  "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/x-rst",
  "See `foo`_.\n",
);

describe("parseTwineCheck", () => {
  it("reads each file's status and its ERROR message with the continuation joined", () => {
    const reports = parseTwineCheck(RENDER_FAILURE);
    expect(reports.map((r) => [r.file, r.failed])).toEqual([
      ["dist/acme-1.5.0-py3-none-any.whl", true],
      ["dist/acme-1.5.0.tar.gz", true],
    ]);
    expect(reports[0]?.errors).toEqual([
      '`long_description` has syntax errors in markup and would not be rendered on PyPI. line 12: Error: Unknown target name: "foo".',
    ]);
  });

  it("joins a Checking line twine broke at 80 columns (a platform wheel's long name), and a folded name", () => {
    const output = [
      "Checking dist/widgets-1.5.0-cp312-cp312-macosx_11_0_arm64.whl: PASSED",
      "Checking ",
      "dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl: FAILED",
      "ERROR    `long_description` has syntax errors in markup and would not be        ",
      "         rendered on PyPI.                                                      ",
      "Checking ",
      "dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.musllin",
      "ux_1_2_x86_64.whl: PASSED",
      "Checking dist/widgets-1.5.0.tar.gz: PASSED",
      "Checking",
    ].join("\n");
    expect(parseTwineCheck(output).map((r) => [r.file, r.failed, r.errors])).toEqual([
      ["dist/widgets-1.5.0-cp312-cp312-macosx_11_0_arm64.whl", false, []],
      [
        "dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        true,
        ["`long_description` has syntax errors in markup and would not be rendered on PyPI."],
      ],
      [
        "dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.musllinux_1_2_x86_64.whl",
        false,
        [],
      ],
      ["dist/widgets-1.5.0.tar.gz", false, []],
    ]);
  });

  it("an exception printed on the Checking line fails that file", () => {
    const [report] = parseTwineCheck(OLD_TWINE);
    expect(report?.failed).toBe(true);
    expect(report?.errors[0]).toMatch(
      /^InvalidDistribution: Metadata is missing required fields: Name, Version\. Make sure/,
    );
  });

  it("warnings without --strict pass", () => {
    const reports = parseTwineCheck(WARNINGS);
    expect(reports.map((r) => r.failed)).toEqual([false, false]);
    expect(reports[0]?.warnings).toEqual([
      "`long_description_content_type` missing. defaulting to `text/x-rst`.",
      "`long_description` missing.",
    ]);
  });
});

describe("twineReason: the one line", () => {
  it("a description that does not render names the readme, its type and docutils' line", () => {
    const [report] = parseTwineCheck(RENDER_FAILURE);
    expect(twineReason(report as never, RST, { file: "README.rst" })).toBe(
      'the long description (README.rst, text/x-rst) does not render: line 12: Unknown target name: "foo"',
    );
    expect(twineReason(report as never, undefined, { file: undefined })).toBe(
      'the long description (text/x-rst) does not render: line 12: Unknown target name: "foo"',
    );
  });

  it("metadata an old twine cannot read says which Metadata-Version and to upgrade twine", () => {
    const [report] = parseTwineCheck(OLD_TWINE);
    const newer = metadata("Metadata-Version: 2.4\nName: acme\nVersion: 1.5.0");
    expect(twineReason(report as never, newer, { file: undefined })).toBe(
      "twine cannot read its metadata (Metadata-Version 2.4; this twine reads 1.0, 1.1, 1.2, 2.0, 2.1, 2.2): upgrade twine (pip install --upgrade twine)",
    );
  });

  it("another refusal is passed on as twine said it", () => {
    const report = parseTwineCheck(
      "Checking dist/a-1.0.tar.gz: ERROR    InvalidDistribution: Invalid distribution metadata: unrecognized or malformed field 'license-file'",
    )[0];
    expect(twineReason(report as never, undefined, { file: undefined })).toBe(
      "twine refuses it: Invalid distribution metadata: unrecognized or malformed field 'license-file'",
    );
  });
});

describe("ownReason: releaser's check for the tools without one", () => {
  const renders = async (): Promise<RenderOutcome> => ({ kind: "renders" });
  const fails = async (): Promise<RenderOutcome> => ({
    kind: "fails",
    detail: 'line 1: Unknown target name: "foo"',
  });

  it("takes a file the index takes", async () => {
    expect(await ownReason(RST, { file: "README.rst" }, renders)).toBeUndefined();
    const md = metadata(
      "Metadata-Version: 2.4\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/markdown; charset=UTF-8; variant=GFM",
      "# hi [x]_\n",
    );
    expect(await ownReason(md, { file: "README.md" }, fails)).toBeUndefined();
    expect(
      await ownReason(
        metadata("Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0"),
        { file: undefined },
        fails,
      ),
    ).toBeUndefined();
  });

  it("refuses reStructuredText that does not render", async () => {
    expect(await ownReason(RST, { file: "README.rst" }, fails)).toBe(
      'the long description (README.rst, text/x-rst) does not render: line 1: Unknown target name: "foo"',
    );
  });

  it("reads a 1.x Description field, its continuation indent removed", async () => {
    const old = parseCoreMetadata(
      "Metadata-Version: 1.1\nName: acme\nVersion: 1.5.0\nDescription: Acme\n        ====\n        \n        See `foo`_.\n",
    );
    expect(old.description).toBe("Acme\n====\n\nSee `foo`_.");
    let seen = "";
    await ownReason(old, { file: undefined }, async (rst) => {
      seen = rst;
      return { kind: "renders" };
    });
    expect(seen).toBe("Acme\n====\n\nSee `foo`_.");
  });

  it("refuses missing or unknown fields the index needs", async () => {
    const cases: Array<[string, string]> = [
      ["Name: acme\nVersion: 1.5.0", "its metadata has no Metadata-Version"],
      [
        "Metadata-Version: 2.0\nName: acme\nVersion: 1.5.0",
        "its Metadata-Version 2.0 is not one the index accepts (1.0, 1.1, 1.2, 2.1, 2.2, 2.3, 2.4, 2.5); build with a build backend that writes one of them",
      ],
      ["Metadata-Version: 2.1\nVersion: 1.5.0", "its metadata has no Name"],
      ["Metadata-Version: 2.1\nName: acme", "its metadata has no Version"],
      [
        "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/html",
        "its Description-Content-Type text/html is not one the index renders (text/plain, text/x-rst, text/markdown); set the readme's content type in pyproject.toml",
      ],
      [
        "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/markdown; variant=Wiki",
        "its Description-Content-Type names Markdown variant Wiki; the index knows GFM and CommonMark",
      ],
    ];
    for (const [header, reason] of cases)
      expect(await ownReason(metadata(header), { file: undefined }, renders)).toBe(reason);
    expect(await ownReason(undefined, { file: undefined }, renders)).toBe(
      "it holds no core metadata (PKG-INFO or .dist-info/METADATA)",
    );
  });
});

describe("emptyDescriptionMisread", () => {
  it("twine 4's failure on an empty description is not the index's refusal; a real one is", () => {
    const [report] = parseTwineCheck(
      "Checking dist/a-1.0-py3-none-any.whl: FAILED\nERROR    `long_description` has syntax errors in markup and would not be\n         rendered on PyPI.\n         No content rendered from RST source.\n",
    );
    const empty = parseCoreMetadata("Metadata-Version: 2.1\nName: a\nVersion: 1.0\n\n");
    expect(emptyDescriptionMisread(report as never, empty)).toBe(true);
    expect(emptyDescriptionMisread(report as never, RST)).toBe(false);
    expect(emptyDescriptionMisread(parseTwineCheck(RENDER_FAILURE)[0] as never, empty)).toBe(false);
  });
});

describe("twineReason when twine says something else", () => {
  const report = (errors: string[], warnings: string[] = []) => ({
    file: "dist/a.whl",
    failed: true,
    errors,
    warnings,
  });
  const none = { file: undefined };

  it("another error: its lines joined; only warnings: those; nothing: that twine check failed", () => {
    expect(twineReason(report(["first thing", "second"]), undefined, none)).toBe("first thing second");
    expect(
      twineReason(report([], ["`long_description_content_type` missing.", "defaulting"]), undefined, none),
    ).toBe("`long_description_content_type` missing. defaulting");
    expect(twineReason(report([]), undefined, none)).toBe("twine check failed on it");
  });

  it("an InvalidDistribution without a known Metadata-Version is twine's own words", () => {
    expect(
      twineReason(report(["InvalidDistribution: Invalid distribution metadata: bad  "]), undefined, none),
    ).toBe("twine refuses it: Invalid distribution metadata: bad");
  });
});

describe("parseTwineCheck: a FAILED line", () => {
  it("marks the file being checked, and is ignored before any file", () => {
    expect(parseTwineCheck("FAILED\nChecking dist/a.whl: \n  FAILED\n")).toEqual([
      { file: "dist/a.whl", failed: true, errors: [], warnings: [] },
    ]);
    expect(parseTwineCheck("Checking dist/a.whl: PASSED\n")).toEqual([
      { file: "dist/a.whl", failed: false, errors: [], warnings: [] },
    ]);
  });
});

describe("parseTwineCheck: what starts a message, a file, a failure", () => {
  it("a level or Checking word inside a message's continuation continues it", () => {
    const reports = parseTwineCheck(
      [
        "ERROR    before any file",
        "Checking dist/a.whl: PASSED",
        "nothing FAILED here",
        "Checking dist/b.whl:  FAILED",
        "ERROR    first",
        " one space",
        "         ERROR   then Checking dist/c.whl: x",
        "plain words",
      ].join("\n"),
    );
    expect(reports).toEqual([
      { file: "dist/a.whl", failed: false, errors: [], warnings: [] },
      {
        file: "dist/b.whl",
        failed: true,
        errors: ["first one space ERROR   then Checking dist/c.whl: x"],
        warnings: [],
      },
    ]);
  });

  it("FAILED on the Checking line alone fails the file; a level word later in it is no message", () => {
    for (const line of ["Checking dist/a.whl: FAILED", "Checking dist/a.whl:  FAILED"])
      expect(parseTwineCheck(line)).toEqual([{ file: "dist/a.whl", failed: true, errors: [], warnings: [] }]);
    expect(parseTwineCheck("Checking dist/a.whl: PASSED, no ERROR  seen")).toEqual([
      { file: "dist/a.whl", failed: false, errors: [], warnings: [] },
    ]);
  });
});

describe("emptyDescriptionMisread: only that one message about an empty description", () => {
  const misread = {
    file: "dist/a.whl",
    failed: true,
    errors: [
      "`long_description` has syntax errors in markup and would not be rendered on PyPI. No content rendered from RST source.",
    ],
    warnings: [],
  };
  const blank = parseCoreMetadata("Metadata-Version: 1.1\nName: a\nVersion: 1.0\nDescription:   \n");

  it("a description of blanks is empty; no metadata or a second error is not the misreading", () => {
    expect(blank.description).toBe("  ");
    expect(emptyDescriptionMisread(misread, blank)).toBe(true);
    expect(emptyDescriptionMisread(misread, undefined)).toBe(false);
    expect(emptyDescriptionMisread({ ...misread, errors: [...misread.errors, "another"] }, blank)).toBe(
      false,
    );
  });
});

describe("twineReason: twine's words read exactly", () => {
  const report = (first: string) => ({ file: "dist/a.whl", failed: true, errors: [first], warnings: [] });
  const none = { file: undefined };
  const noVersion = metadata("Name: acme\nVersion: 1.5.0");
  const newer = metadata("Metadata-Version: 2.4\nName: acme\nVersion: 1.5.0");

  it("the rendering message with or without its full stop; docutils' level dropped only after the line", () => {
    const prefix = "`long_description` has syntax errors in markup and would not be rendered on PyPI";
    expect(twineReason(report(`${prefix} line 3: Error: x.  `), undefined, none)).toBe(
      "the long description (text/x-rst) does not render: line 3: x",
    );
    expect(twineReason(report(`${prefix}. at line 3: Error: x`), undefined, none)).toBe(
      "the long description (text/x-rst) does not render: at line 3: Error: x",
    );
  });

  it("InvalidDistribution only at the start; the versions twine reads only when it lists them", () => {
    expect(twineReason(report("Error: InvalidDistribution: x"), undefined, none)).toBe(
      "Error: InvalidDistribution: x",
    );
    const unlisted = "InvalidDistribution: Make sure it uses a supported Metadata-Version.";
    expect(twineReason(report(unlisted), noVersion, none)).toBe(`twine refuses it: ${unlisted.slice(21)}`);
    expect(twineReason(report(unlisted), undefined, none)).toBe(`twine refuses it: ${unlisted.slice(21)}`);
    expect(twineReason(report(unlisted), newer, none)).toBe(
      "twine cannot read its metadata (Metadata-Version 2.4): upgrade twine (pip install --upgrade twine)",
    );
    expect(
      twineReason(
        report("InvalidDistribution: a supported Metadata-Version: 1.0, 2.2. Upgrade"),
        newer,
        none,
      ),
    ).toBe(
      "twine cannot read its metadata (Metadata-Version 2.4; this twine reads 1.0, 2.2): upgrade twine (pip install --upgrade twine)",
    );
  });
});

describe("ownReason: fields read as the index reads them", () => {
  const renders = async (): Promise<RenderOutcome> => ({ kind: "renders" });
  const failsSilently = async (): Promise<RenderOutcome> => ({ kind: "fails", detail: "" });
  const none = { file: undefined };
  const check = (header: string, body = "", render = renders) =>
    ownReason(metadata(`Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n${header}`, body), none, render);

  it("a blank field is a missing one; a blank content type is reStructuredText", async () => {
    expect(await ownReason(metadata("Metadata-Version:\nName: acme\nVersion: 1"), none, renders)).toBe(
      "its metadata has no Metadata-Version",
    );
    expect(await ownReason(metadata("Metadata-Version: 2.1\nName:   \nVersion: 1"), none, renders)).toBe(
      "its metadata has no Name",
    );
    expect(await check("Description-Content-Type:", "x")).toBeUndefined();
    expect(await check("Description-Content-Type:   ", "x")).toBeUndefined();
    expect(await check("Description-Content-Type:", "x", failsSilently)).toBe(
      "the long description (text/x-rst) does not render",
    );
  });

  it("reads the type and its parameters with spaces and quotes around them", async () => {
    expect(
      await check('Description-Content-Type: text/markdown ; charset= UTF-8; variant="GFM"'),
    ).toBeUndefined();
    expect(await check("Description-Content-Type: text/markdown; variant=CommonMark")).toBeUndefined();
    expect(await check('Description-Content-Type: text/markdown; variant=GF"M')).toBe(
      'its Description-Content-Type names Markdown variant GF"M; the index knows GFM and CommonMark',
    );
    expect(await check("Description-Content-Type: text/markdown; charset=latin-1")).toBe(
      "its Description-Content-Type names charset latin-1; the index takes UTF-8 only",
    );
  });

  it("a variant matters for Markdown only; a blank description is not rendered", async () => {
    expect(await check("Description-Content-Type: text/x-rst; variant=Wiki", "ok")).toBeUndefined();
    expect(
      await check("Description-Content-Type: text/x-rst\nDescription:   ", "", failsSilently),
    ).toBeUndefined();
  });
});

// The effects around the decisions, with stand-ins in place of python3 and twine: shell scripts
// that give the renderer's or twine's answer directly (index-check-run.test.ts runs the real python3).

const RENDER_PREFIX = "`long_description` has syntax errors in markup and would not be rendered on PyPI.";

describe("parseTwineCheck: Checking lines broken and folded", () => {
  it("joins a name folded from the Checking line itself, its pieces' padding removed", () => {
    const output = [
      "Checking dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.musllin",
      "ux_1_2_x86_64.whl: FAILED",
      "Checking ",
      "dist/widgets-1.5.0-cp312-cp312-macosx_11_0_ar      ",
      "   m64.whl: PASSED",
    ].join("\n");
    expect(parseTwineCheck(output).map((r) => [r.file, r.failed])).toEqual([
      ["dist/widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.musllinux_1_2_x86_64.whl", true],
      ["dist/widgets-1.5.0-cp312-cp312-macosx_11_0_arm64.whl", false],
    ]);
  });

  it("a broken Checking line ends at a colon with or without the space after it", () => {
    expect(
      parseTwineCheck(["Checking", "dist/a.whl:FAILED", "Checking dist/b.whl: PASSED"].join("\n")).map(
        (r) => [r.file, r.failed],
      ),
    ).toEqual([
      ["dist/a.whl", true],
      ["dist/b.whl", false],
    ]);
  });

  it("a Checking line whose name never completes leaves the lines after it as they are", () => {
    expect(parseTwineCheck(["Checking dist/a.whl: FAILED", "Checking", "ERROR    x"].join("\n"))).toEqual([
      { file: "dist/a.whl", failed: true, errors: ["x"], warnings: [] },
    ]);
  });

  it("a message's continuation that is the word Checking is no Checking line", () => {
    const output = [
      "Checking dist/a.whl: FAILED",
      "ERROR    the file named in",
      "         Checking",
      "         again: twice",
    ].join("\n");
    expect(parseTwineCheck(output)).toEqual([
      { file: "dist/a.whl", failed: true, errors: ["the file named in Checking again: twice"], warnings: [] },
    ]);
  });

  it("FAILED counts only as the status itself, not later on the Checking line", () => {
    expect(parseTwineCheck("Checking dist/a.whl: PASSED, none FAILED")).toEqual([
      { file: "dist/a.whl", failed: false, errors: [], warnings: [] },
    ]);
  });
});

describe("twineReason and ownReason: the remaining edges", () => {
  const report = (first: string) => ({ file: "dist/a.whl", failed: true, errors: [first], warnings: [] });
  const none = { file: undefined };

  it("the rendering message alone gives no detail; a detail keeps its inner full stops", () => {
    expect(twineReason(report(RENDER_PREFIX), undefined, none)).toBe(
      "the long description (text/x-rst) does not render",
    );
    expect(twineReason(report(RENDER_PREFIX.slice(0, -1)), undefined, none)).toBe(
      "the long description (text/x-rst) does not render",
    );
    expect(
      twineReason(
        report(`${RENDER_PREFIX} line 12: Error: Unknown target name: "foo.bar".`),
        undefined,
        none,
      ),
    ).toBe('the long description (text/x-rst) does not render: line 12: Unknown target name: "foo.bar"');
  });

  it("Markdown without a variant is taken", async () => {
    const md = metadata(
      "Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\nDescription-Content-Type: text/markdown",
    );
    expect(await ownReason(md, none, async () => ({ kind: "fails", detail: "x" }))).toBeUndefined();
  });
});
