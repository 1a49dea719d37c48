import type { PublishTool } from "./tool.ts";

/** Hatch: `hatch build`, `hatch publish` (HATCH_INDEX_REPO, HATCH_INDEX_USER, HATCH_INDEX_AUTH). */
export const hatch: PublishTool = {
  name: "hatch",
  install: "pipx install hatch (in Actions: pip install hatch)",
  pipPackages: ["hatch"],
  build: ["hatch", "build"],
  publish: (files) => ["hatch", "publish", "--no-prompt", ...files],
  environment: (target) => ({
    ...(target.url === undefined ? {} : { HATCH_INDEX_REPO: target.url }),
    HATCH_INDEX_USER: "__token__",
    HATCH_INDEX_AUTH: target.token,
  }),
};
