import type { PublishTool } from "./tool.ts";

/** uv: `uv build`, `uv publish` (UV_PUBLISH_URL, UV_PUBLISH_TOKEN); it skips identical files itself. */
export const uv: PublishTool = {
  name: "uv",
  install: "see https://docs.astral.sh/uv/getting-started/installation/ (in Actions: astral-sh/setup-uv)",
  pipPackages: ["uv"],
  build: ["uv", "build", "--out-dir", "dist"],
  // In a uv workspace the member is named, so uv builds that one and no other; `--out-dir` is
  // taken from the folder it runs in, the member's.
  buildPackage: (name) => ["uv", "build", "--package", name, "--out-dir", "dist"],
  publish: (files) => ["uv", "publish", ...files],
  environment: (target) => ({
    ...(target.url === undefined ? {} : { UV_PUBLISH_URL: target.url }),
    UV_PUBLISH_TOKEN: target.token,
  }),
};
