import {
  type Answer,
  json,
  nextId,
  paginate,
  paramError,
  type Route,
  type RouteContext,
  recordNotFound,
} from "./gitlab-http.ts";
import {
  digests,
  type PackageFileState,
  type PackageState,
  packageFileJson,
  packageJson,
} from "./gitlab-state.ts";

/**
 * The generic package registry (doc/user/packages/generic_packages/_index.md,
 * lib/api/generic_packages.rb) and the packages API that lists what it holds (doc/api/packages.md).
 * Uploading the same file name to the same package again adds another file (duplicates are
 * allowed by default); a download returns the most recent one. Every route takes a job token.
 */

const NAME = /^[A-Za-z0-9._-]+$/;
/** File names (Gitlab::Regex.maven_file_name_regex): `+` too. */
const FILE_NAME = /^[A-Za-z0-9._+-]+$/;
/** Gitlab::Regex.generic_package_version_regex: word characters, `.`, `+`, `-`, no `..`. */
const VERSION = /^(?!.*\.\.)[\w+.-]+$/;
const PACKAGE_TYPES = [
  "composer",
  "conan",
  "generic",
  "golang",
  "helm",
  "maven",
  "npm",
  "nuget",
  "pypi",
  "terraform_module",
];

/** The path after `packages/generic/`: name, version, then the file (an optional directory before it). */
function genericPath(context: RouteContext): { name: string; version: string; file: string } | Answer {
  const [name = "", version = "", ...rest] = (context.params.rest ?? "").split("/");
  const file = rest.join("/");
  if (!NAME.test(name)) return paramError("package_name is invalid");
  if (!VERSION.test(version)) return paramError("package_version is invalid");
  if (rest.length === 0 || !rest.every((part) => FILE_NAME.test(part)))
    return paramError("file_name is invalid");
  return { name, version, file };
}

function upload(context: RouteContext): Answer {
  const { state, url, raw } = context;
  const target = genericPath(context);
  if ("status" in target) return target;
  const status = url.searchParams.get("status") ?? "default";
  if (status !== "default" && status !== "hidden") return paramError("status does not have a valid value");
  const select = url.searchParams.get("select");
  if (select !== null && select !== "package_file") return paramError("select does not have a valid value");
  const now = context.now().toISOString();
  let pkg = state.packages.find(
    (p) => p.package_type === "generic" && p.name === target.name && p.version === target.version,
  );
  if (pkg === undefined) {
    pkg = {
      id: nextId(state),
      name: target.name,
      version: target.version,
      package_type: "generic",
      status,
      created_at: now,
      package_files: [],
    };
    state.packages.push(pkg);
  }
  const file: PackageFileState = {
    id: nextId(state),
    package_id: pkg.id,
    file_name: target.file,
    size: raw.length,
    content: raw,
    ...digests(raw),
    created_at: now,
  };
  pkg.package_files.push(file);
  return select === "package_file" ? json(200, packageFileJson(file)) : json(201, { message: "201 Created" });
}

function download(context: RouteContext): Answer {
  const target = genericPath(context);
  if ("status" in target) return target;
  const pkg = context.state.packages.find(
    (p) => p.package_type === "generic" && p.name === target.name && p.version === target.version,
  );
  const file = pkg?.package_files.filter((f) => f.file_name === target.file).at(-1);
  if (file === undefined) return recordNotFound();
  return {
    status: 200,
    body: file.content,
    headers: {
      "content-type": "application/octet-stream",
      "content-disposition": `attachment; filename="${target.file.split("/").at(-1)}"; filename*=UTF-8''${encodeURIComponent(target.file.split("/").at(-1) ?? "")}`,
    },
  };
}

const ORDER: Record<string, (p: PackageState) => string> = {
  created_at: (p) => p.created_at,
  name: (p) => p.name,
  version: (p) => p.version,
  type: (p) => p.package_type,
};

function list(context: RouteContext): Answer {
  const q = context.url.searchParams;
  const type = q.get("package_type");
  if (type !== null && !PACKAGE_TYPES.includes(type))
    return paramError("package_type does not have a valid value");
  const orderBy = q.get("order_by") ?? "created_at";
  const key = ORDER[orderBy];
  if (key === undefined) return paramError("order_by does not have a valid value");
  const sort = q.get("sort") ?? "asc";
  if (sort !== "asc" && sort !== "desc") return paramError("sort does not have a valid value");
  const name = q.get("package_name")?.toLowerCase();
  const status = q.get("status");
  const found = context.state.packages
    .filter(
      (p) =>
        (type === null || p.package_type === type) &&
        (name === undefined || p.name.toLowerCase().includes(name)) &&
        (q.get("package_version") === null || p.version === q.get("package_version")) &&
        (status === null ? p.status === "default" : p.status === status),
    )
    .sort((a, b) => (sort === "asc" ? 1 : -1) * (key(a).localeCompare(key(b)) || a.id - b.id));
  return paginate(
    context,
    found.map((p) => packageJson(context.state, p)),
  );
}

const findPackage = (context: RouteContext) =>
  context.state.packages.find((p) => String(p.id) === context.params.package_id);

const packageRoute = (
  method: Route["method"],
  pattern: string,
  role: Route["role"],
  handle: Route["handle"],
): Route => ({ method, pattern, jobToken: true, authenticateNonGet: true, role, handle });

export const packageRoutes: Route[] = [
  packageRoute("PUT", "packages/generic/*rest", "developer", upload),
  packageRoute("GET", "packages/generic/*rest", "reporter", download),
  packageRoute("GET", "packages", "reporter", list),
  packageRoute("GET", "packages/:package_id", "reporter", (context) => {
    const pkg = findPackage(context);
    return pkg === undefined ? recordNotFound() : json(200, packageJson(context.state, pkg));
  }),
  packageRoute("GET", "packages/:package_id/package_files", "reporter", (context) => {
    const pkg = findPackage(context);
    return pkg === undefined ? recordNotFound() : paginate(context, pkg.package_files.map(packageFileJson));
  }),
  // doc/api/packages.md "Delete a package file": 204, or 404 for a package or file not there.
  // Deleting a package (or one of its files) takes the Maintainer role (Packages::Policies, destroy_package).
  packageRoute("DELETE", "packages/:package_id/package_files/:package_file_id", "maintainer", (context) => {
    const pkg = findPackage(context);
    const file = pkg?.package_files.find((f) => String(f.id) === context.params.package_file_id);
    if (pkg === undefined || file === undefined) return recordNotFound();
    pkg.package_files.splice(pkg.package_files.indexOf(file), 1);
    return { status: 204 };
  }),
];
