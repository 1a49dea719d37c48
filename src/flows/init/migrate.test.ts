import { describe, expect, it } from "vitest";
import { fromPythonFormat, migrateFrom, withoutBoilerplate } from "./migrate.ts";

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
      versionLines: [
        { entry: "VERSION", path: "VERSION", regex: undefined },
        { entry: "setup.cfg:version", path: "setup.cfg", regex: "version" },
      ],
      changelogFile: "CHANGES.md",
      majorOnZero: false,
      left: ["bump_message"],
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

  it("commitizen's version key is kept current, unless another provider holds the version", () => {
    const versionFiles = (table: Record<string, unknown>) =>
      migrateFrom({ project: { version: "9.17.1" }, tool: { commitizen: table } })?.versionFiles;
    expect(versionFiles({ version: "9.17.1" })).toEqual(["pyproject.toml:tool.commitizen.version"]);
    expect(versionFiles({ version: "9.17.1", version_provider: "commitizen" })).toEqual([
      "pyproject.toml:tool.commitizen.version",
    ]);
    expect(versionFiles({ version: "9.17.1", version_provider: "uv" })).toEqual([]);
    expect(versionFiles({ version_provider: "scm" })).toEqual([]);
    // No version the build reads besides it: the key is not a copy of one (init warns instead).
    expect(
      migrateFrom({ project: { dynamic: ["version"] }, tool: { commitizen: { version: "1.2.0" } } })
        ?.versionFiles,
    ).toEqual([]);
    expect(
      migrateFrom({
        project: { dynamic: ["version"] },
        tool: { commitizen: { version: "1.2.0" }, "uv-dynamic-versioning": {} },
      })?.versionFiles,
    ).toEqual(["pyproject.toml:tool.commitizen.version"]);
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

describe("python-semantic-release's commit message, as each version built it", () => {
  const psr = (table: Record<string, unknown>) => migrateFrom({ tool: { semantic_release: table } });

  it("4.10 to 7: commit_subject (default the version), a blank line, then commit_message as the body", () => {
    // setup.cfg [semantic_release] of version 7 moved into pyproject.toml, as python-gitlab had it.
    expect(
      psr({
        branch: "main",
        version_variable: "gitlab/__version__.py:__version__",
        commit_subject: "chore: release v{version}",
        commit_message: "",
      })?.commitMessage,
    ).toBe("chore: release v{version}");
    expect(
      psr({ version_variable: "p/__init__.py:__version__", commit_message: "Release notes in {version}" })
        ?.commitMessage,
    ).toBe("{version}\n\nRelease notes in {version}");
    expect(psr({ upload_to_pypi: false })?.commitMessage).toBeUndefined();
    // 7 read version_toml as a string; as a list it is 8's.
    expect(
      psr({
        version_toml: "pyproject.toml:project.version",
        commit_subject: "v{version}",
        commit_message: "B",
      })?.commitMessage,
    ).toBe("v{version}\n\nB");
    expect(
      psr({ version_toml: ["pyproject.toml:project.version"], commit_message: "v{version}" })?.commitMessage,
    ).toBe("v{version}");
  });

  it("8, 9, 10: commit_message is the whole message, taken as it is, even next to a leftover 7 key", () => {
    // python-gitlab on version 10: `branch` stayed from 7, version_variables is 8's.
    const gitlab = psr({
      branch: "main",
      version_variables: ["gitlab/_version.py:__version__"],
      commit_message: "chore: release v{version}",
    });
    expect(gitlab?.commitMessage).toBe("chore: release v{version}");
    expect(gitlab?.left).toEqual([]);
    expect(psr({ commit_message: "chore: release v{version}" })?.commitMessage).toBe(
      "chore: release v{version}",
    );
    expect(psr({ changelog: {}, commit_message: "release {version}\n\nBody" })?.commitMessage).toBe(
      "release {version}\n\nBody",
    );
    // 8's default: the version, then the boilerplate releaser drops.
    expect(
      psr({ branches: {}, commit_message: "{version}\n\nAutomatically generated by python-semantic-release" })
        ?.commitMessage,
    ).toBe("{version}");
  });

  it("8+: a commit_subject left from 7 is ignored, as 8 ignores it, and said", () => {
    const migration = psr({
      version_toml: [],
      commit_subject: "v{version}",
      commit_message: "rel {version}",
    });
    expect(migration?.commitMessage).toBe("rel {version}");
    expect(migration?.left).toEqual([
      "commit_subject (python-semantic-release 8 and later ignore it; so does releaser)",
    ]);
  });

  it("Python's format braces become plain braces; any other field is not taken over, and said", () => {
    expect(psr({ commit_message: "chore: {{release}} {version}" })?.commitMessage).toBe(
      "chore: {release} {version}",
    );
    const other = psr({ commit_message: "chore: release {version!s}" });
    expect(other?.commitMessage).toBeUndefined();
    expect(other?.left).toEqual([
      'commit_message ("chore: release {version!s}": releaser fills only {version}: set commit_message by hand)',
    ]);
    // A literal "{version}" (written `{{version}}`) would be filled by releaser: not taken over.
    expect(psr({ commit_message: "{{version}} {version}" })?.commitMessage).toBeUndefined();
    expect(psr({ branch: "main", commit_subject: "{name} {version}" })?.left).toEqual([
      'commit_subject ("{name} {version}": releaser fills only {version}: set commit_message by hand)',
    ]);
  });
});

describe("fromPythonFormat", () => {
  it("keeps {version}, unescapes doubled braces, refuses other fields", () => {
    expect(fromPythonFormat("v{version}")).toBe("v{version}");
    expect(fromPythonFormat("{{x}}")).toBe("{x}");
    expect(fromPythonFormat("{}")).toBeUndefined();
    expect(fromPythonFormat("{version:>8}")).toBeUndefined();
    expect(fromPythonFormat("{{version}}")).toBeUndefined();
  });
});
