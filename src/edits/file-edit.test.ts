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
