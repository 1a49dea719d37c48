import { describe, expect, it } from "vitest";
import { MAX_BODY, type PackagePrSection, renderWorkspacePrBody } from "./pr-body.ts";

const alpha: PackagePrSection = {
  name: "alpha-lib",
  version: "1.3.0",
  tag: "alpha-lib-v1.3.0",
  changelog: "## [1.3.0] - 2026-11-25\n\n### Features\n\n- A new call\n",
  changelogPath: "packages/alpha/CHANGELOG.md",
};
const beta: PackagePrSection = {
  name: "beta-lib",
  version: "0.3.1",
  tag: "beta-lib-v0.3.1",
  changelog: "## [0.3.1] - 2026-11-25\n\n### Bug Fixes\n\n- The bug\n",
  changelogPath: "packages/beta/CHANGES.md",
};

describe("renderWorkspacePrBody", () => {
  it("has one section per package (name, version, tag, changelog), then the footer", () => {
    expect(renderWorkspacePrBody({ releaseBranch: "main", packages: [alpha, beta] })).toMatchInlineSnapshot(`
      "# alpha-lib 1.3.0 (tag \`alpha-lib-v1.3.0\`)

      ## [1.3.0] - 2026-11-25

      ### Features

      - A new call

      # beta-lib 0.3.1 (tag \`beta-lib-v0.3.1\`)

      ## [0.3.1] - 2026-11-25

      ### Bug Fixes

      - The bug

      ---

      Merging this pull request releases **alpha-lib 1.3.0** and **beta-lib 0.3.1**: \`releaser release\` then tags \`alpha-lib-v1.3.0\` and \`beta-lib-v0.3.1\`, creates each release and publishes the packages.
      This branch is rewritten by \`releaser release-pr\` on every push to \`main\`; commits added to it by hand are replaced.
      "
    `);
  });

  it("speaks of one release for one package, and lists three with commas", () => {
    const one = renderWorkspacePrBody({ releaseBranch: "dev", packages: [beta] });
    expect(one).toContain(
      "releases **beta-lib 0.3.1**: `releaser release` then tags `beta-lib-v0.3.1`, creates the release and publishes the package.",
    );
    expect(one).toContain("every push to `dev`");
    const gamma = { ...beta, name: "gamma", version: "2.0.1", tag: "gamma-v2.0.1" };
    expect(renderWorkspacePrBody({ releaseBranch: "main", packages: [alpha, beta, gamma] })).toContain(
      "releases **alpha-lib 1.3.0**, **beta-lib 0.3.1** and **gamma 2.0.1**: `releaser release` then tags `alpha-lib-v1.3.0`, `beta-lib-v0.3.1` and `gamma-v2.0.1`,",
    );
  });

  it("escapes mentions in each changelog", () => {
    const body = renderWorkspacePrBody({
      releaseBranch: "main",
      packages: [alpha, { ...beta, changelog: "- Thanks @octocat" }],
    });
    expect(body).toContain("- Thanks `@octocat`");
  });

  it("cuts only the section too long for GitHub, at an entry boundary, keeping every heading", () => {
    const entries = Array.from({ length: 3000 }, (_, i) => `- Entry number ${i} with some words`);
    const long = {
      ...beta,
      changelog: `## [0.3.1] - 2026-11-25\n\n### Bug Fixes\n\n${entries.join("\n")}\n`,
    };
    const body = renderWorkspacePrBody({ releaseBranch: "main", packages: [alpha, long] });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
    expect(body.length).toBeGreaterThan(MAX_BODY - 1000);
    // alpha's short section stays whole, beta's heading stays, and the note names beta's file.
    expect(body).toContain(`# alpha-lib 1.3.0 (tag \`alpha-lib-v1.3.0\`)\n\n${alpha.changelog}`);
    expect(body).toContain("# beta-lib 0.3.1 (tag `beta-lib-v0.3.1`)");
    const lines = body.split("\n");
    const cut = lines.indexOf(
      "_beta-lib's changelog is cut here to fit GitHub's limit; packages/beta/CHANGES.md on this branch has all of it._",
    );
    expect(cut).toBeGreaterThan(0);
    expect(lines[cut - 2]).toMatch(/^- Entry number \d+ with some words$/);
    expect(body).not.toContain("alpha-lib's changelog is cut");
    expect(body.endsWith("commits added to it by hand are replaced.\n")).toBe(true);
  });

  it("shares the room when every section is too long: each is cut, none is dropped", () => {
    const entries = (p: string) => Array.from({ length: 2500 }, (_, i) => `- ${p} entry ${i} with words`);
    const packages = [alpha, beta].map((p) => ({
      ...p,
      changelog: `## [${p.version}]\n\n### Changes\n\n${entries(p.name).join("\n")}\n`,
    }));
    const body = renderWorkspacePrBody({ releaseBranch: "main", packages });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
    expect(body).toContain("_alpha-lib's changelog is cut here");
    expect(body).toContain("_beta-lib's changelog is cut here");
    const alphaPart = body.slice(0, body.indexOf("# beta-lib"));
    // An even share each: neither takes the other's room.
    expect(alphaPart.length).toBeGreaterThan(MAX_BODY / 2 - 1500);
    expect(alphaPart.length).toBeLessThan(MAX_BODY / 2 + 500);
  });
});
