/** The lock files releaser keeps in step with the version, by tool (edits in lockfile.ts). */
export type PythonLockfileKind = "uv" | "poetry" | "pdm";
/** Cargo.lock holds a maturin project's crate (found from its Cargo manifest, not by the project's name). */
export type LockfileKind = PythonLockfileKind | "cargo";

/** The Python tools' lock files, at the project's root. */
export const LOCKFILE_NAMES: Record<PythonLockfileKind, string> = {
  uv: "uv.lock",
  poetry: "poetry.lock",
  pdm: "pdm.lock",
};

/** The file name of a lock file of this kind. */
export function lockfileName(kind: LockfileKind): string {
  return kind === "cargo" ? "Cargo.lock" : LOCKFILE_NAMES[kind];
}
