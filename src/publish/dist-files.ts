import { unzipSync } from "fflate";
import { BuildError } from "../core/errors.ts";
import { formatVersion, parseVersion } from "../core/version.ts";
import { InflateLimitError, tarGzMember } from "./tar-member.ts";

/** A built distribution, as its file name says (wheel and sdist naming rules). */
export interface DistName {
  kind: "wheel" | "sdist";
  /** The project name, normalised (PEP 503). */
  name: string;
  /** The version, as written in the file name. */
  version: string;
}

/** PEP 503 normalisation: lower case, runs of `-`, `_` and `.` become one `-`. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/**
 * Reads a distribution file name: `{name}-{version}(-{build})?-{python}-{abi}-{platform}.whl` or
 * `{name}-{version}.tar.gz` (`.zip` for old sdists). Undefined for anything else.
 */
export function parseDistName(filename: string): DistName | undefined {
  if (filename.endsWith(".whl")) {
    const parts = filename.slice(0, -4).split("-");
    if (parts.length !== 5 && parts.length !== 6) return undefined;
    if (parts.some((p) => p === "")) return undefined;
    return { kind: "wheel", name: normaliseName(parts[0] as string), version: parts[1] as string };
  }
  const sdist = /^(.+)-([^-]+)\.(?:tar\.gz|zip)$/.exec(filename);
  if (sdist === null) return undefined;
  return { kind: "sdist", name: normaliseName(sdist[1] as string), version: sdist[2] as string };
}

export interface BuiltFile {
  /** The file name. */
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks what a build produced before anything is tagged: an sdist and at least one wheel, each
 * named for this project and this version (PEP 440 equality: `1.5.0rc1` and `1.5.0rc1` written
 * `1.5.0-rc.1` agree), and each wheel's METADATA saying the same. A mismatch is a BuildError
 * naming the file and both values. Returns the files to upload (wheels and sdists).
 */
export function validateDist(
  files: readonly BuiltFile[],
  project: { name: string; version: string },
  /**
   * `sdist: false` (`release --dist DIR --no-sdist`): wheels alone are enough. `from`: where the
   * files came from, for messages (`release --dist DIR`); a build's are in dist/.
   */
  options: { sdist?: boolean; from?: string } = {},
): BuiltFile[] {
  const dir = options.from ?? "dist";
  // A project whose name no file declares (a setup.py that computes it) is named by its dists.
  const wantName = normaliseName(project.name === "" ? sharedDistName(files) : project.name);
  const named = project.name === "" ? { ...project, name: wantName } : project;
  const wantVersion = canonical(project.version);
  const dists: BuiltFile[] = [];
  let wheels = 0;
  let sdists = 0;
  for (const file of files) {
    const parsed = parseDistName(file.name);
    if (parsed === undefined) continue;
    if (parsed.name !== wantName) {
      throw new BuildError(
        project.name === ""
          ? `${dir}/ holds distributions of two projects, ${wantName} and ${parsed.name}; remove the other project's files, or give the project a name (pyproject.toml [project] name, or setup.cfg [metadata] name)`
          : `${dir}/${file.name} is named for project "${parsed.name}", but the project's metadata names "${project.name}"; fix its name ([project] name, setup.cfg or setup.py) or the build configuration`,
      );
    }
    if (canonical(parsed.version) !== wantVersion) {
      throw new DistVersionError(
        `${dir}/${file.name} carries version ${parsed.version}, but the release is ${project.version}; the build took its version from elsewhere (a tag-based version? set it through SETUPTOOLS_SCM_PRETEND_VERSION, or fix the build configuration)`,
        parsed.version,
        project.version,
      );
    }
    if (parsed.kind === "wheel") {
      refuseUnacceptedPlatform(file.name, dir);
      wheels++;
      checkMetadata(file, readWheelMetadata(file, dir), "METADATA", wantName, wantVersion, named, dir);
    } else {
      sdists++;
      checkMetadata(file, readSdistMetadata(file, dir), "PKG-INFO", wantName, wantVersion, named, dir);
    }
    dists.push(file);
  }
  const needSdist = options.sdist !== false;
  if (options.from !== undefined && ((needSdist && sdists === 0) || wheels === 0)) {
    throw new BuildError(
      `${dir}/ holds ${needSdist && sdists === 0 ? "no sdist (.tar.gz)" : ""}${needSdist && sdists === 0 && wheels === 0 ? " and " : ""}${wheels === 0 ? "no wheel (.whl)" : ""}; the release needs ${needSdist ? "both (or --no-sdist for wheels alone)" : "a wheel"}: check that the build jobs' artifacts were all downloaded into ${dir}/`,
    );
  }
  if (options.from === undefined && (sdists === 0 || wheels === 0)) {
    throw new BuildError(
      `the build left ${sdists === 0 ? "no sdist (.tar.gz)" : ""}${sdists === 0 && wheels === 0 ? " and " : ""}${wheels === 0 ? "no wheel (.whl)" : ""} in dist/; a release needs both: check the build command (publish.build_command)`,
    );
  }
  return dists;
}

/**
 * A wheel whose platform tag the index refuses: PyPI takes Linux wheels only as `manylinux` or
 * `musllinux`, so a plain `linux_x86_64` wheel (a compiled build not repaired by auditwheel) would
 * fail its upload after the tag was pushed. Any of a compressed tag set (`a.b`) counts.
 */
function refuseUnacceptedPlatform(filename: string, dir: string): void {
  const platform = filename.slice(0, -4).split("-").at(-1) ?? "";
  const plain = platform.split(".").find((tag) => tag.startsWith("linux_"));
  if (plain === undefined) return;
  throw new BuildError(
    `${dir}/${filename} has platform tag ${plain}, which PyPI refuses (it takes Linux wheels only as manylinux or musllinux); build the Linux wheels with cibuildwheel, or repair them with \`auditwheel repair\`, to get manylinux wheels, or leave this file out of ${dir}/`,
  );
}

/** A built file's version differs from the release's (carried, so the caller can say which file still holds it). */
export class DistVersionError extends BuildError {
  constructor(
    message: string,
    readonly built: string,
    readonly wanted: string,
  ) {
    super(message);
  }
}

/** The name the distribution files share (first one), for a project that declares none. */
function sharedDistName(files: readonly BuiltFile[]): string {
  for (const file of files) {
    const parsed = parseDistName(file.name);
    if (parsed !== undefined) return parsed.name;
  }
  return "";
}

/** A wheel's METADATA is text of a few kilobytes: past this it is no metadata but a bomb. */
const MAX_METADATA_BYTES = 64 * 1024 ** 2;

function readWheelMetadata(file: BuiltFile, dir: string): string {
  let metadata: string | undefined;
  try {
    const entries = unzipSync(file.bytes, {
      filter: (entry) => {
        if (!/^[^/]+\.dist-info\/METADATA$/.test(entry.name)) return false;
        // Inflated into a buffer of the size the zip declares: a bound on what one entry takes.
        if (entry.originalSize > MAX_METADATA_BYTES)
          throw new InflateLimitError(
            `its ${entry.name} is ${entry.originalSize} bytes, more than ${MAX_METADATA_BYTES}`,
          );
        return true;
      },
    });
    const [bytes] = Object.values(entries);
    metadata = bytes === undefined ? undefined : new TextDecoder().decode(bytes);
  } catch (error) {
    if (error instanceof InflateLimitError)
      throw new BuildError(
        `${dir}/${file.name} is refused as a decompression bomb: ${error.message}; nothing was tagged: rebuild the wheel (and look at where this one came from)`,
      );
    throw new BuildError(`${dir}/${file.name} is not a readable wheel (zip): ${(error as Error).message}`);
  }
  if (metadata === undefined)
    throw new BuildError(`${dir}/${file.name} has no .dist-info/METADATA: it is not a wheel`);
  return metadata;
}

/** PKG-INFO at the top directory of an sdist (`.tar.gz`, or an old `.zip`). */
function readSdistMetadata(file: BuiltFile, dir: string): string {
  const wanted = /^[^/]+\/PKG-INFO$/;
  try {
    if (file.name.endsWith(".zip")) {
      const [bytes] = Object.values(unzipSync(file.bytes, { filter: (entry) => wanted.test(entry.name) }));
      if (bytes !== undefined) return new TextDecoder().decode(bytes);
    } else {
      const found = tarGzMember(file.bytes, wanted);
      if (found !== undefined) return new TextDecoder().decode(found);
    }
  } catch (error) {
    // A decompression bomb: read as a stream, it is stopped at its bound (DESIGN 10).
    if (error instanceof InflateLimitError)
      throw new BuildError(
        `${dir}/${file.name} is refused as a decompression bomb: ${error.message}; nothing was tagged: rebuild the sdist (and look at where this one came from)`,
      );
    throw new BuildError(`${dir}/${file.name} is not a readable sdist: ${(error as Error).message}`);
  }
  throw new BuildError(`${dir}/${file.name} has no PKG-INFO at its top: it is not an sdist`);
}

function checkMetadata(
  file: BuiltFile,
  metadata: string,
  kind: string,
  wantName: string,
  wantVersion: string,
  project: { name: string; version: string },
  dir: string,
): void {
  const header = metadata.split(/\r?\n\r?\n/)[0] ?? "";
  const field = (key: string) => new RegExp(`^${key}:[ \\t]*(.*)$`, "mi").exec(header)?.[1]?.trim();
  const name = field("Name");
  const version = field("Version");
  if (name === undefined || normaliseName(name) !== wantName) {
    throw new BuildError(
      `${dir}/${file.name}: its ${kind} says Name: ${name ?? "(none)"}, but the project is ${project.name}`,
    );
  }
  if (version === undefined || canonical(version) !== wantVersion) {
    throw new BuildError(
      `${dir}/${file.name}: its ${kind} says Version: ${version ?? "(none)"}, but the release is ${project.version}`,
    );
  }
}

function canonical(version: string): string {
  const parsed = parseVersion(version);
  return parsed === undefined ? version : formatVersion(parsed);
}

/**
 * Files attached to a release without a build of this run (`--skip-build`): a distribution of
 * another project or another version (a stale `dist/`) is refused before anything is tagged.
 */
export function refuseForeignDistributions(
  paths: readonly string[],
  project: { name: string; version: string },
): void {
  for (const path of paths) {
    const file = path.split("/").at(-1) ?? path;
    const parsed = parseDistName(file);
    if (parsed === undefined) continue;
    const sameName = project.name === "" || parsed.name === normaliseName(project.name);
    if (!sameName || canonical(parsed.version) !== canonical(project.version)) {
      const message = `${path} is a distribution of ${parsed.name} ${parsed.version}, not of this release (${project.name || parsed.name} ${project.version}); remove it from dist/ (or rebuild), or narrow release.assets`;
      if (!sameName) throw new BuildError(message);
      throw new DistVersionError(message, parsed.version, project.version);
    }
  }
}
