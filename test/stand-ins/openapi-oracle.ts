import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

/**
 * GitHub's own description of its REST API (`@octokit/openapi`, api.github.com) as a test
 * oracle: every request the GitHub stand-in receives is checked against the operation it names
 * (the operation exists on that host; path, query and JSON body valid; the upload's `name`,
 * `content-type` and `content-length`), and every answer the stand-in gives against the
 * response schema of its status. The 13 MB description is read once per process and each
 * operation's schemas are compiled the first time a request reaches it.
 */

/** Which of GitHub's hosts a request reached: the API, or the upload host (uploads.github.com). */
export type GitHubServer = "api" | "uploads";

export interface OracleRequest {
  server: GitHubServer;
  method: string;
  /** The path below the API root (`/repos/acme/widgets/releases`), still percent-encoded. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
}

export interface RequestCheck {
  /** Undefined when GitHub's description has no such operation on that host. */
  operation?: Operation;
  violations: string[];
  /** The body did not parse as JSON (GitHub answers 400 "Problems parsing JSON"). */
  unparsable?: boolean;
}

// Responses are checked in full for the objects releaser reads (releases, assets, labels, users,
// errors): every field GitHub's description requires must be there with its type. The other
// objects (pull requests and the repositories inside them carry some 80 required fields) are
// checked for the types of every field the stand-in gives, and must carry the fields releaser
// reads from them.
const FULLY_REQUIRED = new Set([
  "release",
  "release-asset",
  "simple-user",
  "nullable-simple-user",
  "label",
  "basic-error",
  "validation-error",
  "validation-error-simple",
]);
const READ_FIELDS = new Set([
  "id",
  "number",
  "name",
  "html_url",
  "url",
  "title",
  "body",
  "state",
  "draft",
  "head",
  "base",
  "ref",
  "label",
  "labels",
  "merged_at",
]);

/** The REST API versions GitHub serves (2026-03-10 since March 2026; 2022-11-28 the default). */
const API_VERSIONS = ["2022-11-28", "2026-03-10"];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  "x-multi-segment"?: boolean;
}
type Schema = Record<string, unknown>;
interface OperationSpec {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, ResponseSpec | { $ref: string }>;
  servers?: Array<{ url: string }>;
}
interface ResponseSpec {
  content?: Record<string, { schema?: Schema }>;
}
interface Description {
  paths: Record<string, Record<string, OperationSpec>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, ResponseSpec>;
  };
}

interface Route {
  operation: Operation;
  spec: OperationSpec;
  server: GitHubServer;
  pattern: RegExp;
  names: string[];
  literals: number;
}

interface Compiled {
  parameters: Parameter[];
  body?: ValidateFunction;
  responses: Map<string, ValidateFunction | null>;
}

/** The `$id` prefix of a component schema given to Ajv (`gh:release`). */
const PREFIX = "gh:";
const METHODS = ["get", "put", "post", "patch", "delete", "head"];

export class GitHubOracle {
  private readonly ajv: Ajv;
  private readonly routes: Route[] = [];
  private readonly compiled = new Map<string, Compiled>();
  private readonly parameterValidators = new Map<string, ValidateFunction>();
  private readonly added = new Set<string>();

  constructor(private readonly description: Description) {
    this.ajv = new Ajv({
      strict: false,
      allErrors: true,
      logger: false,
      validateSchema: false,
      inlineRefs: false,
    });
    const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
    addFormats(this.ajv);
    for (const [template, operations] of Object.entries(description.paths)) {
      for (const [method, spec] of Object.entries(operations)) {
        if (!METHODS.includes(method)) continue;
        const server: GitHubServer = spec.servers?.some((s) => /uploads/.test(s.url)) ? "uploads" : "api";
        const multi = new Set(
          this.parameters(spec)
            .filter((p) => p["x-multi-segment"] === true)
            .map((p) => p.name),
        );
        const names: string[] = [];
        const source = template
          .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
          .replace(/\{([^}]+)\}/g, (_m, name: string) => {
            names.push(name);
            return multi.has(name) ? "(.+)" : "([^/]+)";
          });
        this.routes.push({
          operation: { id: spec.operationId, method: method.toUpperCase(), template },
          spec,
          server,
          pattern: new RegExp(`^${source}$`),
          names,
          literals: template.split("/").filter((s) => s !== "" && !s.startsWith("{")).length,
        });
      }
    }
    // A literal segment wins over a parameter (`/releases/latest` before `/releases/{release_id}`).
    this.routes.sort((a, b) => b.literals - a.literals);
  }

  /** The operation a request names, and what in it GitHub's description does not allow. */
  checkRequest(request: OracleRequest): RequestCheck {
    const method = request.method.toUpperCase();
    const candidates = this.routes.filter(
      (r) => r.operation.method === method && r.pattern.test(request.path),
    );
    const route = candidates.find((r) => r.server === request.server);
    if (route === undefined) {
      const elsewhere = candidates[0];
      const where = request.server === "uploads" ? "the upload host" : "the API host";
      return {
        violations: [
          elsewhere === undefined
            ? `${method} ${request.path}: no such operation in GitHub's API description`
            : `${method} ${request.path}: ${elsewhere.operation.id} is not served by ${where} (it is on ${
                elsewhere.server === "uploads" ? "the upload host, uploads.github.com" : "the API host"
              })`,
        ],
      };
    }
    const compiled = this.compile(route);
    const label = `${route.operation.id} (${method} ${route.operation.template})`;
    const violations: string[] = [];
    const values = route.pattern.exec(request.path)?.slice(1) ?? [];
    for (const [i, name] of route.names.entries()) {
      const parameter = compiled.parameters.find((p) => p.in === "path" && p.name === name);
      let value: string;
      try {
        value = decodeURIComponent(values[i] ?? "");
      } catch {
        violations.push(`path parameter ${name} is not valid percent-encoding: ${values[i]}`);
        continue;
      }
      violations.push(...this.checkParameter("path", name, value, parameter?.schema));
    }
    const queryParameters = compiled.parameters.filter((p) => p.in === "query");
    for (const [name, value] of Object.entries(request.query)) {
      const parameter = queryParameters.find((p) => p.name === name);
      if (parameter === undefined) {
        violations.push(`query parameter ${name} is not one GitHub's description lists`);
        continue;
      }
      violations.push(...this.checkParameter("query", name, value, parameter.schema));
    }
    for (const parameter of queryParameters) {
      if (parameter.required === true && !(parameter.name in request.query))
        violations.push(`query parameter ${parameter.name} is required`);
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const version = header("x-github-api-version");
    if (version !== undefined && !API_VERSIONS.includes(version))
      violations.push(
        `header x-github-api-version is ${version}, not a version GitHub serves (${API_VERSIONS.join(", ")})`,
      );
    const content = route.spec.requestBody?.content ?? {};
    const types = Object.keys(content);
    const hasBody = request.body.length > 0;
    if (route.operation.id === "repos/upload-release-asset") {
      if (header("content-type") === undefined)
        violations.push("header content-type is required for an upload");
      const length = header("content-length");
      if (length === undefined) violations.push("header content-length is required for an upload");
      else if (Number(length) !== request.body.length)
        violations.push(`header content-length is ${length}, the body has ${request.body.length} bytes`);
    } else if (types.includes("application/json")) {
      if (!hasBody && route.spec.requestBody?.required === true) violations.push("a JSON body is required");
      if (hasBody) {
        if (!/json/.test(header("content-type") ?? ""))
          violations.push(`content-type is ${header("content-type") ?? "missing"}, not application/json`);
        let json: unknown;
        try {
          json = JSON.parse(request.body.toString("utf8"));
        } catch {
          return {
            operation: route.operation,
            violations: [...violations, "the body is not JSON"].map((v) => `${label}: ${v}`),
            unparsable: true,
          };
        }
        violations.push(...this.checkBody(compiled, json, content["application/json"]?.schema));
      }
    } else if (hasBody && types.length === 0) {
      violations.push(`${request.body.length} bytes of body, but ${route.operation.id} takes none`);
    }
    return { operation: route.operation, violations: violations.map((v) => `${label}: ${v}`) };
  }

  /** What in an answer (status, JSON body, Link header) GitHub's description does not allow. */
  checkResponse(
    operation: Operation,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): string[] {
    const route = this.routes.find((r) => r.operation.id === operation.id);
    if (route === undefined) return [];
    const compiled = this.compile(route);
    const label = `${operation.id} answered ${status}`;
    const violations: string[] = [];
    const key = String(status);
    if (!compiled.responses.has(key)) {
      // GitHub's description leaves out many error statuses (401, rate limits, 5xx): an error
      // it does not list is checked against the basic error shape; a success must be listed.
      if (status < 400) return [`${label}: not a status GitHub's description lists for it`];
      return this.validate(this.errorShape(), body).map((e) => `${label}: ${e}`);
    }
    const validate = compiled.responses.get(key);
    if (status === 204 && body !== undefined) violations.push(`${label}: a 204 has no body`);
    if (validate) violations.push(...this.validate(validate, body).map((e) => `${label}: ${e}`));
    const link = headers.link;
    if (
      link !== undefined &&
      !/^<[^>]+>; rel="(next|prev|first|last)"(, <[^>]+>; rel="(next|prev|first|last)")*$/.test(link)
    )
      violations.push(`${label}: the Link header is not in GitHub's format: ${link}`);
    return violations;
  }

  private compile(route: Route): Compiled {
    const cached = this.compiled.get(route.operation.id);
    if (cached) return cached;
    const spec = route.spec;
    const responses = new Map<string, ValidateFunction | null>();
    for (const [status, response] of Object.entries(spec.responses ?? {})) {
      const resolved = this.resolveResponse(response);
      const schema = resolved.content?.["application/json"]?.schema;
      responses.set(status, schema === undefined ? null : this.ajv.compile(this.rooted(schema)));
    }
    const bodySchema = spec.requestBody?.content?.["application/json"]?.schema;
    const compiled: Compiled = {
      parameters: this.parameters(spec),
      responses,
      ...(bodySchema === undefined ? {} : { body: this.ajv.compile(this.rooted(bodySchema)) }),
    };
    this.compiled.set(route.operation.id, compiled);
    return compiled;
  }

  /**
   * An operation's inline schema with its references pointed at component schemas given to Ajv
   * one by one, when first needed: giving it all ~900 of them up front costs seconds.
   */
  private rooted(schema: Schema): Schema {
    const { schema: out, refs } = retarget(schema);
    const pending = [...refs];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (this.added.has(name)) continue;
      this.added.add(name);
      const component = this.description.components.schemas[name] ?? {};
      const { schema: retargeted, refs: more } = retarget(
        FULLY_REQUIRED.has(name) ? component : narrow(component),
      );
      this.ajv.addSchema({ ...retargeted, $id: `${PREFIX}${name}` });
      pending.push(...more);
    }
    return out;
  }

  private checkParameter(where: string, name: string, raw: string, schema: Schema | undefined): string[] {
    if (schema === undefined) return [];
    const value = coerce(raw, schema);
    const key = JSON.stringify(schema);
    let validate = this.parameterValidators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(this.rooted(schema));
      this.parameterValidators.set(key, validate);
    }
    const errors = this.validate(validate, value);
    return errors.map(
      (e) => `${where} parameter ${name}=${JSON.stringify(raw)} ${e.replace(/^\(value\) /, "")}`,
    );
  }

  private checkBody(compiled: Compiled, json: unknown, schema: Schema | undefined): string[] {
    if (compiled.body === undefined) return [];
    const violations = this.validate(compiled.body, json).map((e) => `body ${e}`);
    // GitHub ignores a field it does not know: a misspelt one would silently do nothing.
    const known = schema?.properties as Record<string, unknown> | undefined;
    if (known && json !== null && typeof json === "object" && !Array.isArray(json)) {
      for (const key of Object.keys(json)) {
        if (!(key in known)) violations.push(`body field ${key} is not one GitHub's description lists`);
      }
    }
    return violations;
  }

  private errorCache?: ValidateFunction;
  private errorShape(): ValidateFunction {
    this.errorCache ??= this.ajv.compile({
      type: "object",
      required: ["message"],
      properties: { message: { type: "string" }, documentation_url: { type: "string" } },
    });
    return this.errorCache;
  }

  private validate(validate: ValidateFunction, value: unknown): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map(describe);
  }

  private parameters(spec: OperationSpec): Parameter[] {
    return (spec.parameters ?? []).map((p) =>
      "$ref" in p ? (this.description.components.parameters[p.$ref.split("/").at(-1) ?? ""] as Parameter) : p,
    );
  }

  private resolveResponse(response: ResponseSpec | { $ref: string }): ResponseSpec {
    return "$ref" in response
      ? (this.description.components.responses[response.$ref.split("/").at(-1) ?? ""] ?? {})
      : response;
  }
}

let oracle: GitHubOracle | undefined;

/** The oracle for api.github.com, built once per process (reading the description takes ~1 s). */
export function githubOracle(): GitHubOracle {
  if (oracle === undefined) {
    const require = createRequire(import.meta.url);
    const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
    oracle = new GitHubOracle(JSON.parse(readFileSync(file, "utf8")) as Description);
  }
  return oracle;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === "" ? "(value)" : error.instancePath;
  const params = error.params as { allowedValues?: unknown[]; missingProperty?: string };
  if (params.allowedValues) return `${where} must be one of ${params.allowedValues.map(String).join(", ")}`;
  return `${where} ${error.message ?? "is invalid"}`;
}

/** A query or path value (always a string) as the type its schema names. */
function coerce(raw: string, schema: Schema): unknown {
  switch (schema.type) {
    case "integer":
    case "number":
      return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    case "boolean":
      return raw === "true" ? true : raw === "false" ? false : raw;
    case "array":
      return raw.split(",");
    default:
      return raw;
  }
}

/** The names of the component schemas a schema refers to, and the schema with those refs rewritten. */
function retarget(schema: unknown): { schema: Schema; refs: string[] } {
  const refs: string[] = [];
  const text = JSON.stringify(schema).replace(
    /"\$ref":"#\/components\/schemas\/([^"]+)"/g,
    (_m, name: string) => {
      refs.push(name);
      return `"$ref":"${PREFIX}${name}"`;
    },
  );
  return { schema: JSON.parse(text) as Schema, refs };
}

function narrow(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(narrow);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "required" && Array.isArray(value))
      out[key] = value.filter((f) => READ_FIELDS.has(String(f)));
    else if (key === "properties" && value !== null && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, narrow(v)]));
    } else out[key] = narrow(value);
  }
  return out;
}
