import { describe, expect, it } from "vitest";
import { migrateFrom, withoutBoilerplate } from "./migrate.ts";

describe("migrateFrom", () => {
  it("takes over python-semantic-release's settings and lists the rest", () => {
    const migration = migrateFrom({
      tool: {
        semantic_release: {
          version_variables: [
            "src/pkg/__init__.py:__version__",
            "docs/conf.py:release:nf",
            "src/pkg/_tag.py:TAG:tf",
          ],
          version_toml: ["pyproject.toml:project.version", "extra.toml:tool.x.version"],
          tag_format: "pkg-v{version}",
          branches: { main: { match: "main" }, beta: { match: "beta", prerelease: true } },
          changelog: { default_templates: { changelog_file: "HISTORY.md" }, exclude_commit_patterns: [] },
          build_command: "pip install build && python -m build",
          major_on_zero: false,
          commit_message: "{version}\n\nAutomatically generated",
          upload_to_vcs_release: true,
        },
      },
    });
    expect(migration).toEqual({
      from: "[tool.semantic_release]",
      versionFiles: ["src/pkg/__init__.py:__version__", "docs/conf.py:release", "extra.toml:tool.x.version"],
      tagFormat: "pkg-v{version}",
      releaseBranch: "main",
      changelogFile: "HISTORY.md",
      majorOnZero: false,
      commitMessage: "{version}\n\nAutomatically generated",
      left: [
        'version_variables entry "src/pkg/_tag.py:TAG:tf" (releaser edits Python files: path.py:VARIABLE)',
        'branches "beta" (releaser releases from one branch)',
        "changelog.exclude_commit_patterns (releaser writes Keep a Changelog sections of its own)",
        'build_command ("pip install build && python -m build": "&" would need a shell (give an argument list instead); put it in a script, or in hooks.pre_release)',
        "upload_to_vcs_release",
      ],
    });
  });

  it("takes over commitizen's settings and lists the rest", () => {
    const migration = migrateFrom({
      tool: {
        commitizen: {
          name: "cz_conventional_commits",
          version: "1.2.3",
          tag_format: "v$version",
          version_files: [
            "pyproject.toml:version",
            "src/pkg/__init__.py:__version__",
            "VERSION",
            "setup.cfg:version",
          ],
          changelog_file: "CHANGES.md",
          major_version_zero: true,
          bump_message: "bump: $current_version -> $new_version",
        },
      },
    });
    expect(migration).toEqual({
      from: "[tool.commitizen]",
      tagFormat: "v{version}",
      versionFiles: ["src/pkg/__init__.py:__version__"],
      changelogFile: "CHANGES.md",
      majorOnZero: false,
      left: [
        'version_files entry "VERSION" (releaser edits Python files: path.py:VARIABLE)',
        'version_files entry "setup.cfg:version" (releaser edits Python files: path.py:VARIABLE)',
        "bump_message",
      ],
    });
    expect(migrateFrom({ tool: { commitizen: { tag_format: "$major.$minor" } } })?.left).toEqual([
      'tag_format ("$major.$minor")',
    ]);
  });

  it("python-semantic-release 7's message in two parts, and its build_command = false", () => {
    const seven = (table: Record<string, unknown>) =>
      migrateFrom({ tool: { semantic_release: { branch: "main", ...table } } });
    expect(seven({ commit_subject: "v{version}", commit_message: "Body" })?.commitMessage).toBe(
      "v{version}\n\nBody",
    );
    expect(seven({ commit_subject: "v{version}" })?.commitMessage).toBe("v{version}");
    expect(seven({ commit_message: "Automatically generated" })?.commitMessage).toBe(
      "{version}\n\nAutomatically generated",
    );
    expect(
      migrateFrom({ tool: { semantic_release: { commit_message: "{version}\n\nx" } } })?.commitMessage,
    ).toBe("{version}\n\nx");
    expect(seven({ commit_subject: 3 })?.left).toEqual(["commit_subject (3 is no text)"]);
    expect(seven({ build_command: false })?.left).toEqual([
      "build_command = false (releaser builds and publishes in `release`; pass --skip-publish to leave that out)",
    ]);
    expect(seven({ changelog_file: 1 })?.left).toEqual(["changelog_file (1 is no path)"]);
  });

  it("commitizen: its own default tag is the bare version; another rule set is said", () => {
    expect(migrateFrom({ tool: { commitizen: {} } })?.tagFormat).toBe("{version}");
    expect(migrateFrom({ tool: { commitizen: { name: "cz_customize" } } })?.left).toEqual([
      'name "cz_customize" (releaser reads Conventional Commits only)',
    ]);
    expect(migrateFrom({ tool: { commitizen: { name: "cz_conventional_commits" } } })?.left).toEqual([]);
  });

  it("finds nothing to take over in a project that used neither", () => {
    expect(migrateFrom({ project: { name: "x" } })).toBeUndefined();
    expect(migrateFrom(undefined)).toBeUndefined();
    expect(migrateFrom({ tool: "x" })).toBeUndefined();
  });
});

describe("withoutBoilerplate", () => {
  it("drops the lines a release tool writes to sign its commits", () => {
    expect(withoutBoilerplate("{version}\n\nAutomatically generated by python-semantic-release")).toBe(
      "{version}",
    );
    expect(
      withoutBoilerplate(
        "chore: {version}\n\nAutomatically generated by python-semantic-release\n\nSigned-off-by: a",
      ),
    ).toBe("chore: {version}\n\nSigned-off-by: a");
    expect(withoutBoilerplate("release {version}\n\nThis PR was generated with Release Please")).toBe(
      "release {version}",
    );
    expect(withoutBoilerplate("{version}\n\nMade by hand")).toBe("{version}\n\nMade by hand");
  });

  it("a migrated commit_message keeps no boilerplate, and one that was only boilerplate is the default", () => {
    const psr = (table: Record<string, unknown>) => migrateFrom({ tool: { semantic_release: table } });
    expect(
      psr({ commit_message: "{version}\n\nAutomatically generated by python-semantic-release" })
        ?.commitMessage,
    ).toBe("{version}");
    expect(psr({ commit_message: "Automatically generated by python-semantic-release" })?.commitMessage).toBe(
      undefined,
    );
    expect(
      psr({
        commit_subject: "v{version}",
        commit_message: "Automatically generated by python-semantic-release",
      })?.commitMessage,
    ).toBe("v{version}");
  });
});
