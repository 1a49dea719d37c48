import { describe, expect, it } from "vitest";
import { VersionFileError } from "../core/errors.ts";
import { planFileEdits } from "./file-edit.ts";
import { holdsPlaceholder, placeholderNeedles, replacePlaceholders } from "./incremental-placeholders.ts";

const MODULE = [
  "from incremental import Version",
  "",
  '@deprecated(Version("Demo", "NEXT", 0, 0))',
  "def old(): ...",
  "",
  "deprecatedModuleAttribute(",
  '    Version("Demo", "NEXT", 0, 0),',
  '    "Use new instead.",',
  ")",
  "",
  "def new():",
  '    """',
  "    @since: Demo NEXT",
  "",
  "    Deprecated in Demo NEXT because it is old.",
  '    """',
  "",
];

describe("incremental's NEXT placeholders", () => {
  it("replaces the call and the text with the release, as incremental's update writes them", () => {
    expect(replacePlaceholders(MODULE.join("\n"), "Demo", "24.3.0", "24.7.0", "src/demo/api.py")).toBe(
      [
        "from incremental import Version",
        "",
        '@deprecated(Version("Demo", 24, 7, 0))',
        "def old(): ...",
        "",
        "deprecatedModuleAttribute(",
        '    Version("Demo", 24, 7, 0),',
        '    "Use new instead.",',
        ")",
        "",
        "def new():",
        '    """',
        "    @since: Demo 24.7.0",
        "",
        "    Deprecated in Demo 24.7.0 because it is old.",
        '    """',
        "",
      ].join("\n"),
    );
  });

  it.each([
    ['Version("Demo", "NEXT", 0, 0)', "24.7.0rc1", 'Version("Demo", 24, 7, 0, release_candidate=1)'],
    ["Version('Demo', 'NEXT', 0, 0)", "24.7.0", "Version('Demo', 24, 7, 0)"],
    [
      'incremental.Version("Demo", "NEXT", 0, 0)',
      "1.2.3.post1",
      'incremental.Version("Demo", 1, 2, 3, post=1)',
    ],
    ['Version("Demo", "NEXT", 0, 0)', "1.2.3.dev4", 'Version("Demo", 1, 2, 3, dev=4)'],
    ['Version("Demo", "NEXT", 0, 0)', "25.1", 'Version("Demo", 25, 1, 0)'],
    ["since Demo NEXT.", "24.7.0rc1", "since Demo 24.7.0rc1."],
    ["since Demo NEXT.", "1.2.3.post1", "since Demo 1.2.3.post1."],
    ['"Demo NEXT"', "25.1", '"Demo 25.1.0"'],
  ])("%s at %s is %s", (before, version, after) => {
    expect(replacePlaceholders(before, "Demo", "24.3.0", version, "f.py")).toBe(after);
  });

  it.each([
    'Version("Other", "NEXT", 0, 0)',
    "since Other NEXT",
    "since OtherDemo NEXT",
    "since demo NEXT",
    'Version("demo", "NEXT", 0, 0)',
    "since Demo NEXTS",
    'Version("Demo", "NEXT", 0, 1)',
    "NEXT = {}",
  ])("leaves %s alone (another package's, another spelling, no placeholder)", (text) => {
    expect(replacePlaceholders(text, "Demo", "24.3.0", "24.7.0", "f.py")).toBe(text);
    expect(holdsPlaceholder(text, "Demo", "24.3.0")).toBe(false);
  });

  it("replaces a release candidate's call and text when the files carry one, in both public spellings", () => {
    const text = [
      '@deprecated(Version("Demo", 24, 7, 0, release_candidate=2))',
      "Since Demo 24.7.0rc2 it is possible.",
      "was deprecated at Demo 24.7.0.rc2",
      "Not Demo 24.7.0rc20, not Demo 24.7.0rc1.",
      'Version("Demo", 24, 7, 0, release_candidate=1)',
      'Version("Demo", "NEXT", 0, 0)',
      "",
    ].join("\n");
    expect(replacePlaceholders(text, "Demo", "24.7.0rc2", "24.7.0", "f.py")).toBe(
      [
        '@deprecated(Version("Demo", 24, 7, 0))',
        "Since Demo 24.7.0 it is possible.",
        "was deprecated at Demo 24.7.0",
        "Not Demo 24.7.0rc20, not Demo 24.7.0rc1.",
        'Version("Demo", 24, 7, 0, release_candidate=1)',
        'Version("Demo", 24, 7, 0)',
        "",
      ].join("\n"),
    );
    expect(replacePlaceholders(text, "Demo", "24.7.0rc2", "24.7.0rc3", "f.py").split("\n")[0]).toBe(
      '@deprecated(Version("Demo", 24, 7, 0, release_candidate=3))',
    );
  });

  it("leaves a final release's own call and text alone: only a candidate's are placeholders", () => {
    const text = 'Version("Demo", 24, 3, 0)\nsince Demo 24.3.0\n';
    expect(replacePlaceholders(text, "Demo", "24.3.0", "24.7.0", "f.py")).toBe(text);
    expect(holdsPlaceholder("since Demo 24.3.0", "Demo", "24.3.0")).toBe(false);
  });

  it("names the strings one git grep looks for: the NEXT forms, and a candidate's call and text", () => {
    expect(placeholderNeedles("Demo", "24.3.0")).toEqual([
      'Version("Demo", "NEXT", 0, 0)',
      "Version('Demo', 'NEXT', 0, 0)",
      "Demo NEXT",
    ]);
    expect(placeholderNeedles("Demo", "24.7.0rc2")).toEqual([
      'Version("Demo", "NEXT", 0, 0)',
      "Version('Demo', 'NEXT', 0, 0)",
      "Demo NEXT",
      'Version("Demo", 24, 7, 0, release_candidate=2)',
      "Version('Demo', 24, 7, 0, release_candidate=2)",
      "Demo 24.7.0rc2",
      "Demo 24.7.0.rc2",
    ]);
  });

  it("refuses a version incremental cannot spell, naming the file, when the file holds a placeholder", () => {
    expect(() =>
      replacePlaceholders("since Demo NEXT", "Demo", "24.3.0", "24.7.0a1", "src/demo/api.py"),
    ).toThrow(
      new VersionFileError(
        "src/demo/api.py: 24.7.0a1 cannot be written as incremental's Version(...) there (it spells three numbers and an optional release candidate, post and dev release; no alpha or beta)",
      ),
    );
    expect(replacePlaceholders("no placeholder", "Demo", "24.3.0", "24.7.0a1", "f.py")).toBe(
      "no placeholder",
    );
  });

  it("is a target update writes beside the version file, shown as an edit of that file", () => {
    const plan = planFileEdits({
      version: "24.7.0",
      targets: [
        { kind: "python", path: "src/demo/_version.py", variable: "__version__" },
        { kind: "placeholders", path: "src/demo/api.py", name: "Demo", current: "24.3.0" },
      ],
      texts: new Map([
        ["src/demo/_version.py", '__version__ = Version("Demo", 24, 3, 0)\n'],
        ["src/demo/api.py", 'x = Version("Demo", "NEXT", 0, 0)\n'],
      ]),
      changelogFile: "CHANGELOG.md",
      changelogSection: undefined,
    });
    expect(plan.edits).toEqual([
      {
        path: "src/demo/_version.py",
        before: '__version__ = Version("Demo", 24, 3, 0)\n',
        after: '__version__ = Version("Demo", 24, 7, 0)\n',
      },
      {
        path: "src/demo/api.py",
        before: 'x = Version("Demo", "NEXT", 0, 0)\n',
        after: 'x = Version("Demo", 24, 7, 0)\n',
      },
    ]);
  });
});
