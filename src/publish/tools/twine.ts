import type { PublishTool } from "./tool.ts";

/** PyPA's pair: `python -m build`, then `twine upload` (TWINE_REPOSITORY_URL, TWINE_USERNAME/PASSWORD). */
export const twine: PublishTool = {
  name: "twine",
  install: "pip install build twine (Debian: apt-get install python3-build twine)",
  pipPackages: ["build", "twine"],
  build: ["python3", "-m", "build", "--sdist", "--wheel", "--outdir", "dist"],
  // Without --strict: its warnings (no long description, no content type) are files the index takes.
  check: (files) => ["twine", "check", ...files],
  publish: (files, target) => [
    "twine",
    "upload",
    "--non-interactive",
    "--disable-progress-bar",
    ...(target.skipExisting ? ["--skip-existing"] : []),
    ...files,
  ],
  environment: (target) => ({
    ...(target.url === undefined ? {} : { TWINE_REPOSITORY_URL: target.url }),
    TWINE_USERNAME: "__token__",
    TWINE_PASSWORD: target.token,
  }),
};
