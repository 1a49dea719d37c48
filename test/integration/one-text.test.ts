import { describe, expect, it } from "vitest";
import { type HostedRepo, hostedRepo } from "../helpers/hosted-repo.ts";

/**
 * The notes that ship are one text (issue 43 case 16, DESIGN 4): the release PR's body, the
 * annotated tag's message, the GitHub release's body and `release --json`'s `notes` are the
 * section the changelog file gets, whatever made it: the generated groups with the hand-written
 * notes moved out of `## [Unreleased]`, a CHANGES.rst section (read as Markdown), towncrier's.
 * Each shape goes through release-pr, the merge on the host and release.
 */

/** release-pr, the merge, release: the four texts, and the changelog file as the release has it. */
async function shipped(h: HostedRepo, changelog: string) {
  const pr = await h.run(["release-pr"]);
  expect(pr.code, pr.stderr).toBe(0);
  const body = h.github.pulls[0]?.body ?? "";
  const footer = body.indexOf("\n\n---\n");
  expect(footer).toBeGreaterThan(0);
  await h.mergePullRequest(1);
  const release = await h.run(["release", "--skip-build", "--json"]);
  expect(release.code, release.stderr).toBe(0);
  const json = JSON.parse(release.stdout) as { notes: string | null; changelog: string | null };
  return {
    prBody: body.slice(0, footer),
    tag: h.repo.git("tag", "-l", "--format=%(contents)", "v1.5.0").trimEnd(),
    release: h.github.releases[0]?.body,
    json: json.notes,
    // The document's changelog is that text too: no third rendering.
    jsonChangelog: json.changelog,
    file: h.repo.read(changelog),
  };
}

describe("one text everywhere: PR body, tag message, GitHub release, release --json", () => {
  it("Keep a Changelog: the generated groups and the notes moved out of [Unreleased]", async () => {
    const h = await hostedRepo();
    h.repo.commit("Write the notes for the next release", {
      "CHANGELOG.md":
        "# Changelog\n\n## [Unreleased]\n\nA paragraph about the release.\n\n### Added\n\n- A hand-written note.\n\n## [1.4.2] - 2025-01-01\n\n- Old\n",
    });
    await h.push("main");
    const texts = await shipped(h, "CHANGELOG.md");
    const section =
      "## [1.5.0] - 2025-11-21\n\nA paragraph about the release.\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A\n\n### Added\n\n- A hand-written note.";
    expect(texts.file).toBe(
      `# Changelog\n\n## [Unreleased]\n\n${section}\n\n## [1.4.2] - 2025-01-01\n\n- Old\n`,
    );
    expect(texts).toMatchObject({
      prBody: section,
      tag: section,
      release: section,
      json: section,
      jsonChangelog: section,
    });
  });

  it("a CHANGES.rst: the reST section the file gets, read as Markdown", async () => {
    const h = await hostedRepo();
    h.repo.git("rm", "-q", "CHANGELOG.md");
    h.repo.commit("Keep the changelog in reST", {
      "CHANGES.rst":
        "Changes\n=======\n\nUnreleased\n----------\n\n- A hand-written note with ``code``.\n\n1.4.2 (2025-01-01)\n------------------\n\n- Old\n",
    });
    await h.push("main");
    const texts = await shipped(h, "CHANGES.rst");
    expect(texts.file).toBe(
      "Changes\n=======\n\nUnreleased\n----------\n\n1.5.0 (2025-11-21)\n------------------\n\n- A hand-written note with ``code``.\n\n**Features**\n\n- B\n\n**Bug Fixes**\n\n- A\n\n1.4.2 (2025-01-01)\n------------------\n\n- Old\n",
    );
    const notes =
      "## 1.5.0 (2025-11-21)\n\n- A hand-written note with `code`.\n\n### Features\n\n- B\n\n### Bug Fixes\n\n- A";
    expect(texts).toMatchObject({ prBody: notes, tag: notes, release: notes, json: notes });
  });

  it("towncrier: the section towncrier writes", async () => {
    const h = await hostedRepo("\n[tool.towncrier]\n", {
      files: {
        "src/widgets/__init__.py": '__version__ = "1.4.2"\n',
        "newsfragments/.gitkeep": "",
        "newsfragments/7.feature.md": "Widgets can fly.\n",
        "newsfragments/8.bugfix.md": "Landing no longer wobbles.\n",
      },
    });
    const texts = await shipped(h, "NEWS.rst");
    expect(texts.file).toContain(
      "widgets 1.5.0 (2025-11-21)\n==========================\n\nFeatures\n--------\n\n- Widgets can fly. (#7)\n\n\nBugfixes\n--------\n\n- Landing no longer wobbles. (#8)\n",
    );
    const notes =
      "## widgets 1.5.0 (2025-11-21)\n\n### Features\n\n- Widgets can fly. (#7)\n\n### Bugfixes\n\n- Landing no longer wobbles. (#8)";
    expect(texts).toMatchObject({ prBody: notes, tag: notes, release: notes, json: notes });
  });
});
