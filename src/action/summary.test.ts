import { describe, expect, it } from "vitest";
import { escapeMarkdown, fenced, forAction, reportOf } from "./summary.ts";

describe("the Action's report", () => {
  it("says a title check's verdict, problems and suggestion", () => {
    const report = reportOf("check-pr", {
      valid: false,
      errors: ["no type"],
      warnings: ["lower case please"],
      suggestion: "feat: add `x`",
    });
    expect(report.log).toBe("Pull request title does not follow the conventional format.\n");
    expect(report.markdown).toBe(
      "### releaser check-pr\n\n❌ Pull request title does not follow the conventional format.\n\n- ❌ no type\n- ⚠️ lower case please\n\nSuggested: `feat: add 'x'`\n",
    );
  });

  it("says when there is nothing to release, for each command", () => {
    expect(
      reportOf("check", { next_version: null, last_tag: "v1.0.0", commits: { total: 2, conventional: 1 } })
        .log,
    ).toBe("Nothing to release: 2 commits since v1.0.0 (1 conventional), none asks for a version bump.\n");
    expect(reportOf("release-pr", { pr_url: null, next_version: null }).log).toBe(
      "No release pull request: nothing to release.\n",
    );
    expect(reportOf("release", { version: null, reason: "no version is pending" }).log).toBe(
      "Nothing to release: no version is pending.\n",
    );
  });

  it("keeps commit text from becoming Markdown, HTML or a mention", () => {
    expect(escapeMarkdown("<img src=x> **b** [l](u) @team #1 `c`")).toBe(
      "\\<img src=x\\> \\*\\*b\\*\\* \\[l\\](u) @\u200bteam \\#1 \\`c\\`",
    );
  });

  it("names the working-directory input where the CLI says -C", () => {
    expect(forAction("not a git repository: /w; run releaser inside it, or point at it with -C <dir>")).toBe(
      "not a git repository: /w; run releaser inside it, or point at it with the working-directory input",
    );
    expect(forAction("no such directory: /w/x; check the path given with -C")).toBe(
      "no such directory: /w/x; check the path given with the working-directory input",
    );
    expect(forAction("a -Cx option")).toBe("a -Cx option");
  });

  it("shows the changelog section in a fence no commit text can close", () => {
    const changelog = "## [1.5.0]\n\n- Add </details> <img src=x> ```js``` and ![i](https://e/i.png)\n";
    const report = reportOf("check", { next_version: "1.5.0", bump: "minor", tag: "v1.5.0", changelog });
    expect(report.markdown).toContain(
      "<details><summary>Changelog section</summary>\n\n````markdown\n## [1.5.0]\n\n- Add </details> <img src=x> ```js``` and ![i](https://e/i.png)\n````\n\n</details>\n",
    );
    expect(fenced("no ticks")).toBe("```markdown\nno ticks\n```");
  });
});
