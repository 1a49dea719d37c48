import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/helpers/repo.ts";
import { loadConfig } from "../config/load.ts";
import { ConfigError } from "../core/errors.ts";
import {
  findChangelogFile,
  pickChangelogName,
  rankChangelogName,
  towncrierNewsFile,
} from "./find-changelog.ts";

function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    if (path.endsWith("/")) mkdirSync(join(dir, path), { recursive: true });
    else writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("rankChangelogName / pickChangelogName", () => {
  it.each([
    "CHANGELOG.md",
    "CHANGELOG.rst",
    "changelog.txt",
    "CHANGES",
    "Changes.rst",
    "HISTORY.md",
    "history.rst",
    "NEWS",
    "NEWS.txt",
    "RELEASE-NOTES.md",
    "release_notes.rst",
    "RELEASES.md",
  ])("%s is a changelog name", (name) => {
    expect(rankChangelogName(name)).toBeTypeOf("number");
  });

  it.each([
    "README.md",
    "CHANGELOG.html",
    "CHANGELOG.md.bak",
    "changelogs.md",
    "MY-CHANGES.md",
    "NEWS.rst~",
    "release notes.md",
    "CHANGELOG.",
    ".md",
  ])("%s is not", (name) => {
    expect(rankChangelogName(name)).toBeUndefined();
  });

  it("prefers the name first, then .md, .rst, .txt, none; ties by code point", () => {
    expect(pickChangelogName(["NEWS", "HISTORY.md", "CHANGES.rst"])).toBe("CHANGES.rst");
    expect(pickChangelogName(["CHANGELOG", "CHANGELOG.txt", "CHANGELOG.rst"])).toBe("CHANGELOG.rst");
    expect(pickChangelogName(["CHANGELOG.rst", "CHANGELOG.md"])).toBe("CHANGELOG.md");
    expect(pickChangelogName(["changelog.md", "CHANGELOG.md"])).toBe("CHANGELOG.md");
    expect(pickChangelogName(["RELEASES.md", "release_notes.md"])).toBe("release_notes.md");
    expect(pickChangelogName(["README.md", "LICENSE"])).toBeUndefined();
    expect(pickChangelogName([])).toBeUndefined();
  });
});

describe("towncrierNewsFile", () => {
  it("is NEWS.rst by default, `filename` when set, nothing without [tool.towncrier]", () => {
    expect(towncrierNewsFile({ tool: { towncrier: {} } })).toBe("NEWS.rst");
    expect(towncrierNewsFile({ tool: { towncrier: { filename: "CHANGES.md", directory: "changes" } } })).toBe(
      "CHANGES.md",
    );
    expect(towncrierNewsFile({ tool: { towncrier: { filename: "./docs/changelog.rst" } } })).toBe(
      "docs/changelog.rst",
    );
    expect(towncrierNewsFile({ tool: { towncrier: { filename: "" } } })).toBe("NEWS.rst");
    expect(towncrierNewsFile({ tool: { towncrier: { single_file: false, filename: "{version}.md" } } })).toBe(
      undefined,
    );
    expect(towncrierNewsFile({ tool: { black: {} } })).toBeUndefined();
    expect(towncrierNewsFile({ tool: { towncrier: "x" } })).toBeUndefined();
    expect(towncrierNewsFile({})).toBeUndefined();
  });
});

describe("findChangelogFile", () => {
  it("finds the root file the project has", async () => {
    expect(await findChangelogFile(project({ "CHANGES.rst": "x\n", "README.md": "" }))).toEqual({
      path: "CHANGES.rst",
      source: "found",
      exists: true,
    });
    expect((await findChangelogFile(project({ "HISTORY.md": "", NEWS: "" }))).path).toBe("HISTORY.md");
  });

  it("of several, prefers one with a version section over a stub; the name's rank otherwise", async () => {
    const history = "Changelog\n=========\n\n1.4.0 (2026-01-01)\n------------------\n\n- Old thing\n";
    const stub = { "CHANGES.rst": history, "CHANGELOG.md": "See CHANGES.rst\n" };
    expect((await findChangelogFile(project(stub))).path).toBe("CHANGES.rst");
    const kac = "# Changelog\n\n## [Unreleased]\n\n## [1.4.0] - 2026-01-01\n\n- Old\n";
    expect(
      (await findChangelogFile(project({ "CHANGES.rst": "See the docs\n", "HISTORY.md": kac }))).path,
    ).toBe("HISTORY.md");
    // Both with versions, or neither: the name decides, as for one.
    expect((await findChangelogFile(project({ ...stub, "CHANGELOG.md": kac }))).path).toBe("CHANGELOG.md");
    expect((await findChangelogFile(project({ "CHANGES.rst": "x\n", "CHANGELOG.md": "" }))).path).toBe(
      "CHANGELOG.md",
    );
    // A heading naming no version (`Python 3.12 support`) is no version section.
    const no = { "CHANGELOG.md": "# Notes\n\n## Python 3.12 support\n", "NEWS.rst": history };
    expect((await findChangelogFile(project(no))).path).toBe("NEWS.rst");
    // A root file that names no release gives way to a deeper one that does (DESIGN 4).
    expect((await findChangelogFile(project({ "docs/changelog.rst": history, "CHANGES.md": "" }))).path).toBe(
      "docs/changelog.rst",
    );
    // A root file that only points elsewhere (scrapy's NEWS: "See docs/news.rst") gives way to docs/.
    expect(
      (await findChangelogFile(project({ NEWS: "See docs/news.rst\n", "docs/news.rst": history }))).path,
    ).toBe("docs/news.rst");
  });

  it("passes over a link leading outside when a better-ranked file comes first", async () => {
    const dir = project({ "CHANGELOG.md": "# Changelog\n\n## 1.0.0\n" });
    const elsewhere = project({ "secret.rst": "1.0.0\n=====\n" });
    symlinkSync(join(elsewhere, "secret.rst"), join(dir, "CHANGES.rst"));
    expect((await findChangelogFile(dir)).path).toBe("CHANGELOG.md");
  });

  it("looks in docs/ only when the root has none", async () => {
    expect((await findChangelogFile(project({ "docs/changelog.rst": "", "docs/index.rst": "" }))).path).toBe(
      "docs/changelog.rst",
    );
    expect((await findChangelogFile(project({ "docs/changelog.rst": "", "NEWS.txt": "" }))).path).toBe(
      "NEWS.txt",
    );
  });

  it("takes regular files only: a CHANGES/ folder of fragments is no changelog", async () => {
    expect(await findChangelogFile(project({ "CHANGES/": "", "changelog.d/": "" }))).toEqual({
      path: "CHANGELOG.md",
      source: "default",
      exists: false,
    });
    expect((await findChangelogFile(project({ "CHANGES/": "", "HISTORY.rst": "" }))).path).toBe(
      "HISTORY.rst",
    );
  });

  it("follows a link that stays inside, refuses one that leads outside", async () => {
    const inside = project({ "notes/all.md": "# Changelog\n" });
    symlinkSync("notes/all.md", join(inside, "CHANGELOG.md"));
    expect((await findChangelogFile(inside)).path).toBe("CHANGELOG.md");

    const dangling = project({ "HISTORY.md": "" });
    symlinkSync("missing.md", join(dangling, "CHANGES.md"));
    expect((await findChangelogFile(dangling)).path).toBe("HISTORY.md");

    const outside = project({ "HISTORY.md": "" });
    const elsewhere = project({ "secret.rst": "x\n" });
    symlinkSync(join(elsewhere, "secret.rst"), join(outside, "CHANGES.rst"));
    const error = await findChangelogFile(outside).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^"CHANGES\.rst" is a symbolic link that leads outside the repository/,
    );
    expect((error as Error).message).toMatch(
      /releaser reads and writes files inside the repository only, nothing was changed$/,
    );
  });

  it("never lists a docs/ link that leads outside", async () => {
    const dir = project({});
    const elsewhere = project({ "changelog.rst": "" });
    symlinkSync(elsewhere, join(dir, "docs"));
    expect((await findChangelogFile(dir)).source).toBe("default");
  });

  it("takes towncrier's file when [tool.towncrier] is configured, towncrier.toml first", async () => {
    expect(
      await findChangelogFile(project({ "pyproject.toml": "[tool.towncrier]\n", "CHANGELOG.md": "" })),
    ).toEqual({ path: "NEWS.rst", source: "towncrier", exists: false });
    const both = project({
      "pyproject.toml": '[tool.towncrier]\nfilename = "A.rst"\n',
      "towncrier.toml": '[tool.towncrier]\nfilename = "docs/changes.md"\ndirectory = "changes"\n',
      "docs/changes.md": "# Changes\n",
    });
    expect(await findChangelogFile(both)).toEqual({
      path: "docs/changes.md",
      source: "towncrier",
      exists: true,
    });
    // The caller's parsed pyproject.toml is used as given.
    expect(
      (await findChangelogFile(project({}), { pyproject: { tool: { towncrier: { filename: "N.md" } } } }))
        .path,
    ).toBe("N.md");
  });
});

describe("loadConfig: changelog_file", () => {
  it("is the discovered file when not configured, the configured one otherwise", async () => {
    expect((await loadConfig(project({ "CHANGES.rst": "" }))).config.changelog_file).toBe("CHANGES.rst");
    expect((await loadConfig(project({}))).config.changelog_file).toBe("CHANGELOG.md");
    const configured = project({
      "CHANGES.rst": "",
      "pyproject.toml": '[tool.releaser]\nchangelog_file = "docs/NEWS.md"\n',
    });
    expect((await loadConfig(configured)).config.changelog_file).toBe("docs/NEWS.md");
  });
});
