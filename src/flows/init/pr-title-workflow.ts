import type { InitFacts } from "./init-facts.ts";

/** `.github/workflows/pr-title.yml`: the pull request title is checked against the convention. */
export function prTitleWorkflow(facts: InitFacts): string {
  const convention =
    facts.gitmoji !== undefined
      ? "must be a conventional commit or start with a gitmoji"
      : facts.scientific !== undefined
        ? "must start with a scientific Python prefix (ENH:, BUG:, MAINT: ...) or be a conventional commit"
        : "must be a conventional commit";
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# ${convention}: releaser reads the next version from it.
name: Pull request title

on:
  pull_request:
    types: [opened, edited, synchronize, reopened]

permissions:
  contents: read

jobs:
  title:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
}
