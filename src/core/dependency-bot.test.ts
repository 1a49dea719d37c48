import { describe, expect, it } from "vitest";
import { isDependencyBotSubject } from "./dependency-bot.ts";

describe("isDependencyBotSubject", () => {
  it("reads the bots' subjects", () => {
    for (const subject of [
      "build(deps): bump github/codeql-action from 4.32.4 to 4.35.1 (#1294)",
      "chore(deps-dev): bump pytest from 8.0.0 to 8.1.0",
      "chore(deps): update dependency ruff to v0.6.0",
      "fix(deps): update rust crate serde to 1.0.200",
      "chore(deps): lock file maintenance",
      "Bump actions/checkout from 3 to 4",
      "Bump the github-actions group with 3 updates",
      "[pre-commit.ci] pre-commit autoupdate",
    ])
      expect(isDependencyBotSubject(subject), subject).toBe(true);
  });

  it("leaves people's commits alone, about dependencies or not", () => {
    for (const subject of [
      "fix: bump minimum rich dependency to 14.3.3 to prevent verbose hang (#1308)",
      "feat(deps): support the new parser API",
      "Bump `packaging >= 26.1` (#1310)",
      "build: bump the version",
      "Remove monkeypatch allowing Metadata 2.0 (#1317)",
      "chore(deps)",
    ])
      expect(isDependencyBotSubject(subject), subject).toBe(false);
  });
});
