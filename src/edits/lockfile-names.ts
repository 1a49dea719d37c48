/** The lock files releaser keeps in step with the version, by tool (edits in lockfile.ts). */
export type LockfileKind = "uv" | "poetry" | "pdm";

export const LOCKFILE_NAMES: Record<LockfileKind, string> = {
  uv: "uv.lock",
  poetry: "poetry.lock",
  pdm: "pdm.lock",
};
