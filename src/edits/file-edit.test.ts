import { describe, expect, it } from "vitest";
import type { VersionTarget } from "../project/version-target.ts";
import { type EditInput, planFileEdits } from "./file-edit.ts";

const SECTION = "## [1.5.0] - 2026-11-21\n\n### Features\n\n- Add x\n";

const PYPROJECT = '[project]\nname = "acme"\nversion = "1.4.2"\n\n[tool.acme]\nversion = "1.4.2"\n';
const INIT = '"""Acme."""\n\n__version__ = "1.4.2"\n';
const SETTINGS = '[meta]\nrelease = "1.4.2"  # kept in step\n';
const UV_LOCK =
  'version = 1\n\n[[package]]\nname = "acme"\nversion = "1.4.2"\nsource = { editable = "." }\n\n[[package]]\nname = "httpx"\nversion = "1.4.2"\n';
const POETRY_LOCK = '[[package]]\nname = "httpx"\nversion = "0.27.0"\n';

const TARGETS: VersionTarget[] = [
  { kind: "pyproject", path: "pyproject.toml" },
  { kind: "python", path: "src/acme/__init__.py", variable: "__version__" },
  { kind: "toml", path: "conf/settings.toml", key: "meta.release" },
  { kind: "text", path: "VERSION" },
  { kind: "lock", path: "uv.lock", lock: "uv", projectName: "acme" },
];

const TEXTS: Record<string, string | undefined> = {
  "pyproject.toml": PYPROJECT,
  "src/acme/__init__.py": INIT,
  "conf/settings.toml": SETTINGS,
  VERSION: "  1.4.2 \n",
  "uv.lock": UV_LOCK,
  "poetry.lock": POETRY_LOCK,
  "CHANGELOG.md": "# Changelog\n",
};

function plan(fields: Partial<EditInput> & { files?: Record<string, string | undefined> } = {}) {
  const { files = TEXTS, ...rest } = fields;
  return planFileEdits({
    version: "1.5.0",
    targets: TARGETS,
    texts: new Map(Object.entries(files)),
    changelogFile: "CHANGELOG.md",
    changelogSection: SECTION,
    ...rest,
  });
}

describe("planFileEdits", () => {
  it("edits every kind of target and inserts the changelog section, in target order", () => {
    expect(plan()).toEqual({
      edits: [
        {
          path: "pyproject.toml",
          before: PYPROJECT,
          after: PYPROJECT.replace('version = "1.4.2"', 'version = "1.5.0"'),
        },
        { path: "src/acme/__init__.py", before: INIT, after: INIT.replace("1.4.2", "1.5.0") },
        { path: "conf/settings.toml", before: SETTINGS, after: SETTINGS.replace("1.4.2", "1.5.0") },
        { path: "VERSION", before: "  1.4.2 \n", after: "  1.5.0 \n" },
        { path: "uv.lock", before: UV_LOCK, after: UV_LOCK.replace("1.4.2", "1.5.0") },
        { path: "CHANGELOG.md", before: "# Changelog\n", after: `# Changelog\n\n${SECTION}` },
      ],
      notes: [],
    });
  });

  it("applies several targets in one file on top of each other", () => {
    const targets: VersionTarget[] = [
      { kind: "pyproject", path: "pyproject.toml" },
      { kind: "toml", path: "pyproject.toml", key: "tool.acme.version" },
    ];
    expect(plan({ targets, changelogSection: undefined }).edits).toEqual([
      { path: "pyproject.toml", before: PYPROJECT, after: PYPROJECT.replaceAll("1.4.2", "1.5.0") },
    ]);
  });

  it("leaves out files that already carry the version and files that do not exist", () => {
    const files = {
      ...TEXTS,
      "pyproject.toml": undefined,
      "src/acme/__init__.py": INIT.replace("1.4.2", "1.5.0"),
      VERSION: "1.5.0\n",
    };
    expect(plan({ files, changelogSection: undefined }).edits.map((e) => e.path)).toEqual([
      "conf/settings.toml",
      "uv.lock",
    ]);
    expect(plan({ files: {}, changelogSection: undefined })).toEqual({ edits: [], notes: [] });
  });

  it("notes a lock file that does not list the project, and leaves it alone", () => {
    const targets: VersionTarget[] = [
      { kind: "lock", path: "poetry.lock", lock: "poetry", projectName: "acme" },
      { kind: "lock", path: "uv.lock", lock: "uv", projectName: "other" },
    ];
    expect(plan({ targets, changelogSection: undefined })).toEqual({
      edits: [],
      notes: [
        "poetry.lock does not list acme itself (poetry.lock only lists dependencies)",
        "uv.lock has no editable or virtual entry for other",
      ],
    });
  });

  it("touches the changelog only when a section is given, creating the file if needed", () => {
    expect(plan({ targets: [], changelogSection: undefined }).edits).toEqual([]);
    expect(plan({ targets: [], files: {} }).edits).toEqual([
      { path: "CHANGELOG.md", before: undefined, after: `# Changelog\n\n${SECTION}` },
    ]);
    const current = `# Changelog\n\n${SECTION}`;
    expect(plan({ targets: [], files: { "CHANGELOG.md": current } }).edits).toEqual([]);
    expect(plan({ targets: [], changelogFile: "docs/HISTORY.md", files: {} }).edits[0]?.path).toBe(
      "docs/HISTORY.md",
    );
  });

  it("passes on a target's error, naming its file", () => {
    const targets: VersionTarget[] = [{ kind: "python", path: "src/acme/_v.py", variable: "__version__" }];
    expect(() => plan({ targets, files: { "src/acme/_v.py": "__version__ = get()\n" } })).toThrow(
      'src/acme/_v.py:1: __version__ is assigned get(); expected a string literal like "1.2.3"',
    );
  });
});

describe("planFileEdits: pattern and template targets", () => {
  it("replaces the version a pattern's version group finds, and nothing else", () => {
    const targets: VersionTarget[] = [
      { kind: "pattern", path: "src/acme/about.py", pattern: 'VERSION = "(?P<version>[^"]+)"' },
    ];
    const text = 'NAME = "1.4.2"\nVERSION = "1.4.2"\n';
    expect(plan({ targets, changelogSection: undefined, files: { "src/acme/about.py": text } })).toEqual({
      edits: [{ path: "src/acme/about.py", before: text, after: 'NAME = "1.4.2"\nVERSION = "1.5.0"\n' }],
      notes: [],
    });
  });

  it("fails with the file and the pattern when the pattern finds no version", () => {
    const targets: VersionTarget[] = [
      { kind: "pattern", path: "about.py", pattern: "V = (?P<version>\\d+)" },
    ];
    expect(() => plan({ targets, changelogSection: undefined, files: { "about.py": "nothing\n" } })).toThrow(
      'about.py: the pattern "V = (?P<version>\\\\d+)" finds no version; fix the pattern or the file',
    );
  });

  const TEMPLATE: VersionTarget = {
    kind: "template",
    path: "README.md",
    search: "acme=={current_version}",
    replace: "acme=={new_version}",
    current: "1.4.2",
    why: ".bumpversion.toml",
  };

  it("replaces every occurrence of a template's search with its replace", () => {
    const text = "pip install acme==1.4.2\nor acme==1.4.2, not acme==1.4.1\n";
    expect(plan({ targets: [TEMPLATE], changelogSection: undefined, files: { "README.md": text } })).toEqual({
      edits: [
        {
          path: "README.md",
          before: text,
          after: "pip install acme==1.5.0\nor acme==1.5.0, not acme==1.4.1\n",
        },
      ],
      notes: [],
    });
  });

  it("leaves a file alone that has the template's replace already (a run again)", () => {
    const text = "pip install acme==1.5.0\n";
    expect(plan({ targets: [TEMPLATE], changelogSection: undefined, files: { "README.md": text } })).toEqual({
      edits: [],
      notes: [],
    });
  });

  it("fails, naming the file, the search and where it is set, when neither search nor replace is there", () => {
    const text = "pip install acme==1.4.1\n";
    expect(() =>
      plan({ targets: [TEMPLATE], changelogSection: undefined, files: { "README.md": text } }),
    ).toThrow(
      'README.md: "acme==1.4.2" (its search in .bumpversion.toml) is not in the file, so the version cannot be replaced there; fix the file or the search in .bumpversion.toml',
    );
  });

  it("fills the version placeholders of search and replace independently", () => {
    const target: VersionTarget = {
      ...TEMPLATE,
      search: "from {current_version}",
      replace: "from {current_version} to {new_version}",
    };
    expect(
      plan({ targets: [target], changelogSection: undefined, files: { "README.md": "from 1.4.2\n" } }).edits,
    ).toEqual([{ path: "README.md", before: "from 1.4.2\n", after: "from 1.4.2 to 1.5.0\n" }]);
  });

  it("edits the changelog over the text an earlier target left in the same file", () => {
    const targets: VersionTarget[] = [{ kind: "text", path: "CHANGELOG.md" }];
    // A contrived layout: the version file is the changelog, so the section goes into the edited text.
    expect(plan({ targets, files: { "CHANGELOG.md": "1.4.2\n" } }).edits).toEqual([
      { path: "CHANGELOG.md", before: "1.4.2\n", after: `1.5.0\n\n${SECTION}` },
    ]);
  });
});
