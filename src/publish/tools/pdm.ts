import type { PublishTool } from "./tool.ts";

/**
 * PDM: `pdm build`, `pdm publish --no-build` (PDM_PUBLISH_REPO, _USERNAME, _PASSWORD). Its update
 * check is switched off: old releases exit 1 after a successful upload because of it.
 */
export const pdm: PublishTool = {
  name: "pdm",
  install: "pipx install pdm (Debian: apt-get install python3-pdm)",
  pipPackages: ["pdm"],
  build: ["pdm", "build", "--dest", "dist"],
  publish: (_files, target) => [
    "pdm",
    "publish",
    "--no-build",
    ...(target.skipExisting ? ["--skip-existing"] : []),
  ],
  environment: (target) => ({
    PDM_CHECK_UPDATE: "false",
    ...(target.url === undefined ? {} : { PDM_PUBLISH_REPO: target.url }),
    PDM_PUBLISH_USERNAME: "__token__",
    PDM_PUBLISH_PASSWORD: target.token,
  }),
};
