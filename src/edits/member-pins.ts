/**
 * Exact pins of one workspace member on another (`alpha-lib==1.2.0` in beta's dependencies), found
 * and rewritten in pyproject.toml (DESIGN 8): when alpha-lib is released, beta's pin follows in the
 * same release commit. Only the version inside the requirement string changes; quotes, extras,
 * markers, comments and layout stay. A range (`>=1.2`) or a workspace source needs nothing.
 */
import type { AST } from "toml-eslint-parser";
import { normalisePackageName } from "../core/tag-shape.ts";
import {
  isStringValue,
  parseTomlDocument,
  replaceStrings,
  type TomlEntry,
  type TomlPath,
} from "./toml-document.ts";

export interface MemberPin {
  /** The pinned member's name, PEP 503 normalised. */
  name: string;
  /** The version it is pinned to. */
  version: string;
  /** Where: `project.dependencies`, `project.optional-dependencies.cli`, `dependency-groups.dev`. */
  where: string;
}

/**
 * A PEP 508 requirement that pins one version exactly: name, optional extras, `==` and a version
 * without a wildcard, optional parentheses, optional marker. Groups: 1 name, 2 up to the version,
 * 3 the version.
 */
const EXACT_PIN =
  /^(\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*\(?\s*==\s*)([A-Za-z0-9.+!_-]+)(?=\s*\)?\s*(?:;.*)?$)/s;

/** The requirement lists of pyproject.toml: PEP 621 dependencies and extras, PEP 735 groups. */
function requirementLists(entries: readonly TomlEntry[]): { where: string; value: AST.TOMLArray }[] {
  const lists: { where: string; value: AST.TOMLArray }[] = [];
  for (const entry of entries) {
    if (entry.value.type !== "TOMLArray") continue;
    const where = listName(entry.path);
    if (where !== undefined) lists.push({ where, value: entry.value });
  }
  return lists;
}

function listName(path: TomlPath): string | undefined {
  const [first, second, third] = path;
  if (first === "project" && second === "dependencies" && path.length === 2) return "project.dependencies";
  if (first === "project" && second === "optional-dependencies" && path.length === 3)
    return `project.optional-dependencies.${String(third)}`;
  if (first === "dependency-groups" && path.length === 2) return `dependency-groups.${String(second)}`;
  return undefined;
}

/** Every exact pin on one of `members` (normalised names) in the file's requirement lists. */
export function findMemberPins(text: string, file: string, members: ReadonlySet<string>): MemberPin[] {
  const doc = parseTomlDocument(text, file);
  const pins: MemberPin[] = [];
  for (const { where, value } of requirementLists(doc.entries)) {
    for (const element of value.elements) {
      if (!isStringValue(element)) continue;
      const match = EXACT_PIN.exec(element.value);
      const name = match?.[2] === undefined ? undefined : normalisePackageName(match[2]);
      if (match === null || name === undefined || !members.has(name)) continue;
      pins.push({ name, version: match[3] as string, where });
    }
  }
  return pins;
}

/**
 * Sets each pin on a member named in `versions` (normalised name -> new version) to its new
 * version; other requirements are left as they are. Returns the text unchanged when none differs.
 */
export function setMemberPins(text: string, file: string, versions: ReadonlyMap<string, string>): string {
  const doc = parseTomlDocument(text, file);
  const replacements = [];
  for (const { value } of requirementLists(doc.entries)) {
    for (const element of value.elements) {
      if (!isStringValue(element)) continue;
      const match = EXACT_PIN.exec(element.value);
      const name = match?.[2] === undefined ? undefined : normalisePackageName(match[2]);
      const version = name === undefined ? undefined : versions.get(name);
      if (match === null || version === undefined || match[3] === version) continue;
      const lead = match[1] as string;
      const rest = element.value.slice(lead.length + (match[3] as string).length);
      replacements.push({ value: element, newValue: `${lead}${version}${rest}` });
    }
  }
  return replacements.length === 0 ? text : replaceStrings(text, replacements);
}
