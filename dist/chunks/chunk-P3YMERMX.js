#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  loadConfig
} from "./chunk-OHWNW6QK.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  compileParsers,
  matchGitmoji,
  matchScientificPrefix,
  parseSubject
} from "./chunk-PB6TKFMF.js";
import {
  ConfigError,
  GitError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";

// src/flows/lint/lint.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/core/imperative-mood.ts
var VERBS = [
  "add",
  "adjust",
  "allow",
  "apply",
  "avoid",
  "bump",
  "change",
  "clean",
  "clarify",
  "configure",
  "convert",
  "copy",
  "correct",
  "create",
  "delete",
  "deprecate",
  "disable",
  "document",
  "downgrade",
  "drop",
  "enable",
  "ensure",
  "expose",
  "extend",
  "extract",
  "fix",
  "handle",
  "ignore",
  "implement",
  "improve",
  "include",
  "increase",
  "initialize",
  "install",
  "introduce",
  "make",
  "merge",
  "migrate",
  "modify",
  "move",
  "optimize",
  "pin",
  "prevent",
  "refactor",
  "remove",
  "rename",
  "reorganize",
  "replace",
  "resolve",
  "restore",
  "restructure",
  "revert",
  "rewrite",
  "run",
  "show",
  "simplify",
  "skip",
  "stop",
  "support",
  "switch",
  "tidy",
  "tweak",
  "update",
  "upgrade",
  "use",
  "validate",
  "write"
], DOUBLING = /* @__PURE__ */ new Set(["drop", "pin", "run", "skip", "stop"]), IRREGULAR = {
  make: ["made"],
  rewrite: ["rewrote", "rewritten"],
  run: ["ran"],
  show: ["showed", "shown"],
  write: ["wrote", "written"]
};
function thirdPerson(verb) {
  return /(s|x|z|ch|sh)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
}
function past(verb) {
  return verb.endsWith("e") ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : DOUBLING.has(verb) ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;
}
function gerund(verb) {
  return verb.endsWith("e") && !verb.endsWith("ee") ? `${verb.slice(0, -1)}ing` : DOUBLING.has(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
}
var IMPERATIVE_OF = (() => {
  let map = /* @__PURE__ */ new Map();
  for (let verb of VERBS)
    for (let form of [thirdPerson(verb), gerund(verb), ...IRREGULAR[verb] ?? [past(verb)]])
      map.set(form, verb);
  return map;
})();
function imperativeOf(word) {
  let bare = word.toLowerCase().replace(/[^a-z]+$/, "");
  return IMPERATIVE_OF.get(bare);
}

// src/core/header-diagnosis.ts
var FORMAT = "<type>(<scope>): <description>", PLACEHOLDER = "<description>";
function diagnoseHeader(header, options) {
  let q = quote(header), text = header.trim(), fail = (hint, draft) => ({
    rule: "header-format",
    message: `${q} does not follow the conventional format "${FORMAT}": ${hint}`,
    draft
  }), bracketed = /^\[([A-Za-z0-9_]+)\]\s*:?\s*(.*)$/s.exec(text);
  if (bracketed !== null) {
    let draft = draftOf(bracketed[1], void 0, bracketed[2] || PLACEHOLDER);
    return fail("write the type without brackets, followed by a colon", draft);
  }
  let bangFirst = /^([A-Za-z0-9_]+)!\(([^()]*)\)\s*:\s*(.*)$/s.exec(text);
  if (bangFirst !== null) {
    let [, type, scope, description] = bangFirst, draft = draftOf(type, scope.trim() || void 0, description || PLACEHOLDER);
    return fail(`put "!" after the scope: "${type}(${scope})!:"`, { ...draft, breaking: !0 });
  }
  let shape = /^([A-Za-z0-9_]+)(\s*)(?:\(([^()]*)(\)?))?(\s*)(!?)(\s*)([:：]?)(.*)$/s.exec(text);
  if (shape !== null) {
    let [, word, gapBeforeScope, scope, close, gapAfterScope, bang, gapBeforeColon, colon, rest] = shape, type = word.toLowerCase();
    if (scope !== void 0 && close === "") {
      let cut = scope.search(/[:：]/), inner = cut < 0 ? scope : scope.slice(0, cut), after = cut < 0 ? "" : scope.slice(cut + 1);
      return fail(
        'close the scope with ")"',
        draftOf(type, inner.trim() || void 0, after.trim() || PLACEHOLDER)
      );
    }
    let description = rest.replace(/^[-–—:\s]+/, ""), named = scope !== void 0 && scope.trim() !== "" ? scope.trim() : void 0, draft = {
      type,
      scope: named,
      breaking: bang === "!",
      description: description || PLACEHOLDER
    }, indented = header.trimStart() !== header;
    if (colon !== "") {
      if (description === "" && !indented)
        return { rule: "description-empty", message: `${q} has no description after the colon`, draft };
      if (indented) return fail("remove the whitespace before the type", draft);
      if (scope !== void 0 && named === void 0)
        return fail("the parentheses hold no scope: name one or remove them", draft);
      if (colon === "\uFF1A") return fail('use an ASCII colon ":" after the type', draft);
      if (gapBeforeScope !== "" || gapAfterScope !== "" || gapBeforeColon !== "")
        return fail("no space is allowed between the type, the scope and the colon", draft);
    }
    let separated = gapBeforeScope !== "" || scope !== void 0, typeLike = options.knownTypes.includes(type) || scope !== void 0;
    if (colon === "" && separated && typeLike && description !== "")
      return fail(`a colon must follow "${word}${named === void 0 ? "" : `(${named})`}${bang}"`, draft);
  }
  let colonAt = text.search(/[:：]\s/), prefix = text.slice(0, Math.max(colonAt, 0));
  if (colonAt > 0 && prefix.length <= 20 && !/\s/.test(prefix)) {
    let word = /[A-Za-z0-9_]+/.exec(prefix)?.[0].toLowerCase(), description = text.slice(colonAt + 1).trim(), type = options.knownTypes.includes(word) ? word : guessType(description, options.fallbackType);
    return fail(`the type "${prefix}" may only contain letters, digits and "_"`, {
      ...draftOf(type, void 0, description || PLACEHOLDER)
    });
  }
  return fail(
    'start with a type such as "feat" or "fix", then a colon and a description',
    draftOf(guessType(text, options.fallbackType), void 0, text)
  );
}
var TYPE_BY_VERB = {
  add: "feat",
  allow: "feat",
  create: "feat",
  enable: "feat",
  implement: "feat",
  introduce: "feat",
  support: "feat",
  fix: "fix",
  correct: "fix",
  handle: "fix",
  prevent: "fix",
  resolve: "fix",
  avoid: "fix",
  document: "docs",
  docs: "docs",
  refactor: "refactor",
  rename: "refactor",
  move: "refactor",
  simplify: "refactor",
  extract: "refactor",
  restructure: "refactor",
  remove: "refactor",
  optimize: "perf",
  speed: "perf",
  test: "test",
  tests: "test",
  bump: "build",
  upgrade: "build",
  downgrade: "build",
  pin: "build",
  revert: "revert",
  format: "style",
  update: "chore",
  release: "chore"
};
function guessType(text, fallback) {
  let word = text.split(/\s/, 1)[0].toLowerCase().replace(/[^a-z]+$/, "");
  return TYPE_BY_VERB[imperativeOf(word) ?? word] ?? fallback ?? "feat";
}
function draftOf(type, scope, description) {
  return { type: type.toLowerCase(), scope, breaking: !1, description };
}
function nearest(value, candidates) {
  let lower = value.toLowerCase(), related = candidates.find((c) => c.startsWith(lower) || lower.includes(c));
  if (related !== void 0) return related;
  let best = candidates[0] ?? value, bestDistance = Number.POSITIVE_INFINITY;
  for (let candidate of candidates) {
    let distance = editDistance(lower, candidate);
    distance < bestDistance && (best = candidate, bestDistance = distance);
  }
  return best;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let current = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current;
  }
  return previous[b.length];
}
function quote(text) {
  return JSON.stringify(text);
}

// src/core/lint-footers.ts
function footerProblems(lines) {
  let problems = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i], token = /^(BREAKING CHANGE|BREAKING-CHANGE):/.exec(line)?.[1];
    if (token !== void 0) {
      let text = line.slice(token.length + 1).trim(), next = lines[i + 1];
      text === "" && next !== void 0 && !isFooterStart(next) && (text = next.trim()), text === "" && problems.push({
        rule: "breaking-footer-empty",
        message: `the "${token}:" footer has no text; say what breaks and how to migrate, e.g. "${token}: drop --old"`
      });
      continue;
    }
    let misspelt = /^(breaking[ _-]?changes?)\s*:(.*)$/i.exec(line);
    misspelt !== null && problems.push({
      rule: "breaking-footer-format",
      message: `"${line.trim()}" is not a breaking-change footer; write "BREAKING CHANGE:${misspelt[2].trimEnd()}" (in capitals, one space)`
    });
  }
  return problems;
}
function isFooterStart(line) {
  return /^(BREAKING CHANGE:|BREAKING-CHANGE:|[A-Za-z0-9][A-Za-z0-9_-]*(: | #))/.test(line);
}

// src/core/lint-style.ts
var MAX_DESCRIPTION = 50;
function styleOf(description, q) {
  let problems = [], fixed = description, firstWord = description.split(/\s/, 1)[0], imperative = imperativeOf(firstWord);
  if (imperative !== void 0) {
    let written = firstWord.replace(/[^A-Za-z]+$/, "");
    problems.push({
      rule: "imperative-mood",
      message: `${q}: write the description in the imperative mood ("${imperative}", not "${written}")`
    }), fixed = imperative + fixed.slice(written.length);
  }
  if (startsWithCapitalisedWord(description)) {
    let lowered = lowerFirst(description);
    problems.push({
      rule: "lowercase-start",
      message: `${q}: start the description with a lowercase letter ("${lowered}")`
    }), fixed = lowerFirst(fixed);
  }
  /(^|[^.])\.$/.test(description) && (problems.push({
    rule: "trailing-period",
    message: `${q}: remove the period at the end of the description`
  }), fixed = fixed.slice(0, -1).trimEnd() || PLACEHOLDER);
  let length = [...description].length;
  return length >= MAX_DESCRIPTION && problems.push({
    rule: "description-length",
    message: `${q}: the description is ${length} characters long; keep it under ${MAX_DESCRIPTION}`
  }), { problems, fixed };
}
function startsWithCapitalisedWord(text) {
  let word = text.split(/\s/, 1)[0];
  return new RegExp("^\\p{Lu}\\p{Ll}*(?:[^\\p{L}\\p{N}]*)$", "u").test(word) && new RegExp("\\p{Ll}", "u").test(word);
}
function lowerFirst(text) {
  let [first = "", ...rest] = [...text];
  return first.toLowerCase() + rest.join("");
}

// src/core/lint-message.ts
var STYLE_RULES = /* @__PURE__ */ new Set([
  "imperative-mood",
  "lowercase-start",
  "description-length",
  "trailing-period",
  "body-leading-blank"
]), DEFAULT_LINT_RULES = {
  allowedTypes: [],
  allowedScopes: [],
  requireScope: !1,
  strict: !1,
  parsers: []
}, STANDARD_TYPES = [
  "feat",
  "fix",
  "docs",
  "style",
  "refactor",
  "perf",
  "test",
  "build",
  "ci",
  "chore",
  "revert"
];
function lintTitle(title, rules = DEFAULT_LINT_RULES) {
  let header = title.replace(/\r?\n[\s\S]*$/, "").trimEnd();
  return header === "" ? emptyResult(header, "the title is empty") : finish(header, lintHeader(header, rules), [], rules);
}
function lintCommitMessage(message, rules = DEFAULT_LINT_RULES) {
  let lines = message.replace(/\r\n?/g, `
`).split(`
`);
  for (; lines.length > 0 && lines[0].trim() === ""; ) lines.shift();
  let header = (lines[0] ?? "").trimEnd();
  if (header === "") return emptyResult(header, "the commit message is empty");
  let skipped = gitGenerated(header);
  if (skipped !== void 0)
    return {
      valid: !0,
      header,
      parts: void 0,
      errors: [],
      warnings: [],
      suggestion: void 0,
      skipped
    };
  let extra = [...footerProblems(lines.slice(1))];
  return lines.length > 1 && lines[1].trim() !== "" && extra.push({
    rule: "body-leading-blank",
    message: `${quote(header)}: leave a blank line between the subject and the body`
  }), finish(header, lintHeader(header, rules), extra, rules);
}
function cleanCommitMessage(text, commentChar = "#") {
  let lines = text.replace(/\r\n?/g, `
`).split(`
`), scissors = lines.indexOf(`${commentChar} ------------------------ >8 ------------------------`), kept = [];
  for (let line of scissors < 0 ? lines : lines.slice(0, scissors)) {
    if (line.startsWith(commentChar)) continue;
    let trimmed = line.trimEnd();
    trimmed === "" && (kept.length === 0 || kept.at(-1) === "") || kept.push(trimmed);
  }
  for (; kept.at(-1) === ""; ) kept.pop();
  return kept.length === 0 ? "" : `${kept.join(`
`)}
`;
}
function lintHeader(header, rules) {
  let q = quote(header), parts = parseSubject(header, rules.parsers);
  if (parts === void 0) {
    let allowed = rules.allowedTypes.map((t) => t.toLowerCase()), { rule, message, draft: draft2 } = diagnoseHeader(header, {
      knownTypes: [...STANDARD_TYPES, ...allowed],
      fallbackType: allowed[0]
    });
    return allowed.includes(draft2.type) || (draft2.type = nearest(draft2.type, allowed)), draft2.description = styleOf(draft2.description, q).fixed, { parts, problems: [{ rule, message }], draft: withRequiredScope(draft2, rules) };
  }
  if (parts.type === "revert" && /^(Revert|Reapply) "/.test(header))
    return { parts, problems: [], draft: void 0 };
  let ownConvention = readByPreset(header, rules), problems = [], draft = {
    type: parts.type,
    scope: parts.scope,
    breaking: parts.breaking,
    description: parts.description
  }, allowedTypes = rules.allowedTypes.map((t) => t.toLowerCase());
  allowedTypes.length > 0 && !allowedTypes.includes(parts.type) ? (problems.push({
    rule: "type-allowed",
    message: `${q} has type "${parts.type}", which is not allowed; use one of: ${allowedTypes.join(", ")}`
  }), draft.type = nearest(parts.type, allowedTypes)) : !ownConvention && allowedTypes.length === 0 && !STANDARD_TYPES.includes(parts.type) && problems.push({
    rule: "type-unknown",
    message: `${q} has type "${parts.type}", which is not a standard type (${STANDARD_TYPES.join(", ")}); it will not bump the version`
  });
  let emptyScope = parts.scope !== void 0 && parts.scopes.length === 0;
  emptyScope && (problems.push({
    rule: "scope-empty",
    message: `${q} has an empty scope "(${parts.scope})"; name a scope or remove the parentheses`
  }), draft.scope = void 0);
  let allowedScopes = rules.allowedScopes.map((s) => s.toLowerCase());
  if (rules.requireScope && parts.scopes.length === 0 && !emptyScope) {
    let choices = allowedScopes.length > 0 ? ` (one of: ${allowedScopes.join(", ")})` : "";
    problems.push({
      rule: "scope-required",
      message: `${q} has no scope, but a scope is required${choices}`
    });
  }
  let unknown = parts.scopes.filter(
    (s) => allowedScopes.length > 0 && !allowedScopes.includes(s.toLowerCase())
  );
  if (unknown.length > 0) {
    let names = unknown.map((s) => `"${s}"`).join(", ");
    problems.push({
      rule: "scope-allowed",
      message: `${q} has scope ${names}, which ${unknown.length > 1 ? "are" : "is"} not allowed; use one of: ${allowedScopes.join(", ")}`
    }), draft.scope = parts.scopes.map((s) => unknown.includes(s) ? nearest(s, allowedScopes) : s).join(",");
  }
  if (ownConvention) return { parts, problems, draft: void 0 };
  let style = styleOf(parts.description, q);
  return problems.push(...style.problems), draft.description = style.fixed, { parts, problems, draft: withRequiredScope(draft, rules) };
}
function readByPreset(header, rules) {
  let presets = rules.parsers.map((p) => "preset" in p ? p.preset : void 0);
  return presets.includes("scientific-python") && matchScientificPrefix(header) !== void 0 ? !0 : presets.includes("gitmoji") ? parseSubject(header, []) === void 0 && matchGitmoji(header) !== void 0 : !1;
}
var GIT_GENERATED = [
  [
    /^Merge (branch|branches|remote-tracking branch|tag|pull request|commit) /,
    "a merge commit written by git"
  ],
  [/^Merge \S.* into \S/, "a merge commit"],
  [/^(fixup|squash|amend)! /, "a fixup commit (git commit --fixup/--squash), squashed before it lands"]
];
function gitGenerated(header) {
  return GIT_GENERATED.find(([pattern]) => pattern.test(header))?.[1];
}
function finish(header, verdict, extra, rules) {
  let errors = [], warnings = [];
  for (let problem of [...verdict.problems, ...extra])
    (problem.rule === "type-unknown" || STYLE_RULES.has(problem.rule) && !rules.strict ? warnings : errors).push(problem);
  let corrected = verdict.draft === void 0 ? void 0 : formatHeader(verdict.draft), suggestion = (errors.length > 0 || warnings.length > 0) && corrected !== header ? corrected : void 0;
  return {
    valid: errors.length === 0,
    header,
    parts: verdict.parts,
    errors,
    warnings,
    suggestion,
    skipped: void 0
  };
}
function emptyResult(header, message) {
  return {
    valid: !1,
    header,
    parts: void 0,
    errors: [{ rule: "empty", message: `${message}; write "${FORMAT}", e.g. "feat: add x"` }],
    warnings: [],
    suggestion: void 0,
    skipped: void 0
  };
}
function withRequiredScope(draft, rules) {
  return !rules.requireScope || draft.scope !== void 0 ? draft : { ...draft, scope: rules.allowedScopes[0]?.toLowerCase() ?? "<scope>" };
}
function formatHeader(draft) {
  let scope = draft.scope === void 0 ? "" : `(${draft.scope})`;
  return `${draft.type}${scope}${draft.breaking ? "!" : ""}: ${draft.description}`;
}

// src/flows/lint/lint.ts
async function checkTitleFlow(context, title, overrides) {
  let root = await findRoot(context), [rules, text] = await Promise.all([
    loadLintRules(context, root, overrides),
    title === void 0 ? readEventTitle(context.env) : Promise.resolve(title)
  ]);
  return { title: text, source: title === void 0 ? "event" : "option", result: lintTitle(text, rules) };
}
async function checkCommitFlow(context, file, overrides) {
  let root = await findRoot(context), [rules, text, commentChar] = await Promise.all([
    loadLintRules(context, root, overrides),
    readMessageFile(resolve(context.cwd, file), file),
    root === void 0 ? Promise.resolve("#") : readCommentChar(context)
  ]), message = cleanCommitMessage(text, commentChar);
  return { file, message, result: lintCommitMessage(message, rules) };
}
async function loadLintRules(context, root, overrides) {
  let { config } = await loadConfig(root ?? context.cwd, {
    configFile: context.configFile,
    cwd: context.cwd,
    findChangelog: !1
  });
  return {
    allowedTypes: overrides.types === void 0 ? config.allowed_types : splitList(overrides.types),
    allowedScopes: config.allowed_scopes,
    requireScope: overrides.requireScope === !0 || config.require_scope,
    strict: overrides.strict === !0 || config.strict_style,
    parsers: compileParsers(config.parsers)
  };
}
async function findRoot(context) {
  try {
    let result = await runGit(["rev-parse", "--show-toplevel"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [128]
    }), root = result.stdout.trim();
    return result.code === 0 && root !== "" ? root : void 0;
  } catch (error) {
    if (error instanceof GitError) return;
    throw error;
  }
}
async function readCommentChar(context) {
  try {
    let result = await runGit(["config", "--get", "core.commentChar"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [1]
    }), value = result.stdout.replace(/\n$/, "");
    return result.code !== 0 || value === "" || value === "auto" ? "#" : value;
  } catch (error) {
    if (error instanceof GitError) return "#";
    throw error;
  }
}
var GITLAB_DRAFT = /^\s*(?:draft:|\[draft\]|\(draft\))\s*/i;
async function readEventTitle(env) {
  if (env.GITLAB_CI === "true" && env.CI_MERGE_REQUEST_IID) {
    let title2 = env.CI_MERGE_REQUEST_TITLE;
    if (title2 === void 0)
      throw new ConfigError(
        "the merge request pipeline gave no title (CI_MERGE_REQUEST_TITLE is not set); pass --title"
      );
    return title2.replace(GITLAB_DRAFT, "");
  }
  let path = env.GITHUB_EVENT_PATH;
  if (path === void 0 || path === "")
    throw new ConfigError(
      env.GITLAB_CI === "true" ? 'no title to check: this GitLab CI pipeline is not a merge request pipeline (CI_MERGE_REQUEST_IID is not set); run check-pr in a job with rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event", or pass --title' : 'no title to check: pass --title "<title>", run check-pr in a GitHub Actions workflow on pull_request or pull_request_target (GITHUB_EVENT_PATH is not set), or in a GitLab CI merge request pipeline (CI_MERGE_REQUEST_TITLE)'
    );
  let payload;
  try {
    payload = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    let reason = error.code ?? error.message;
    throw new ConfigError(`the event payload ${path} (GITHUB_EVENT_PATH) cannot be read as JSON: ${reason}`, {
      cause: error
    });
  }
  let pullRequest = payload?.pull_request;
  if (typeof pullRequest != "object" || pullRequest === null) {
    let event = env.GITHUB_EVENT_NAME ? `the ${env.GITHUB_EVENT_NAME} event` : "the event";
    throw new ConfigError(
      `${event} has no pull request (no pull_request in ${path}); run check-pr on pull_request or pull_request_target events, or pass --title`
    );
  }
  let title = pullRequest.title;
  if (typeof title != "string") throw new ConfigError(`the pull request in ${path} has no title`);
  return title;
}
async function readMessageFile(path, shown) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    let code = error.code, reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code ?? String(error);
    throw new ReleaseError(
      `cannot read the commit message file ${shown}: ${reason}; pass the file git gives the commit-msg hook (e.g. .git/COMMIT_EDITMSG)`,
      { cause: error }
    );
  }
}
function splitList(text) {
  return text.split(/[,\s]+/).map((item) => item.trim()).filter((item) => item !== "");
}

// src/cli/workflow-commands.ts
function workflowCommand(command, message, properties = {}) {
  let props = Object.entries(properties).filter(([, value]) => value !== "").map(([name, value]) => `${name}=${escapeProperty(value)}`).join(",");
  return `::${command}${props === "" ? "" : ` ${props}`}::${escapeData(message)}
`;
}
function escapeData(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll(`
`, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}
function inGitHubActions(env) {
  return env.GITHUB_ACTIONS === "true";
}

// src/cli/lint-report.ts
function printLintReport(report, env, output, json) {
  let { result } = report, toStdout = !json && result.valid, human = renderLintReport(report, toStdout ? output.color : output.errColor, output.quiet);
  if (json ? (output.out(`${JSON.stringify(lintJson(report), null, 2)}
`), output.err(human)) : result.valid ? output.out(human) : output.err(human), inGitHubActions(env)) {
    let annotations = renderAnnotations(report);
    json ? output.err(annotations) : output.out(annotations);
  }
  return result.valid ? 0 : 1;
}
function lintJson({ result, fields }) {
  return {
    valid: result.valid,
    ...fields,
    errors: result.errors.map((p) => p.message),
    warnings: result.warnings.map((p) => p.message),
    suggestion: result.suggestion ?? null,
    parsed: result.parts === void 0 ? null : {
      type: result.parts.type,
      scope: result.parts.scope ?? null,
      scopes: result.parts.scopes,
      breaking: result.parts.breaking,
      description: result.parts.description
    },
    ...result.skipped === void 0 ? {} : { skipped: result.skipped }
  };
}
function renderLintReport({ subject, result }, color, quiet) {
  let s = styles(color), lines = [], header = JSON.stringify(result.header);
  if (result.skipped !== void 0)
    lines.push(`${s.green("\u2713")} ${subject} ${header} not checked: ${result.skipped}`);
  else if (result.valid) {
    let note = result.warnings.length > 0 && !quiet ? `, with ${plural(result.warnings.length, "style warning")}` : "";
    lines.push(`${s.green("\u2713")} ${subject} ${header} follows the conventional format${note}`);
  } else
    lines.push(`${s.red("\u2717")} invalid ${subject}:`);
  for (let problem of result.errors) lines.push(`  ${s.red("\u2717")} ${problem.message}`);
  if (!quiet) for (let problem of result.warnings) lines.push(`  ${s.yellow("\u26A0")} ${problem.message}`);
  return result.suggestion !== void 0 && (!result.valid || !quiet) && lines.push(`  ${s.dim("suggested:")} ${s.cyan(result.suggestion)}`), `${lines.join(`
`)}
`;
}
function renderAnnotations({ subject, result }) {
  let example = result.suggestion === void 0 ? "" : ` (e.g. "${result.suggestion}")`, title = capitalise(subject);
  return [
    ...result.errors.map(
      (p) => workflowCommand("error", p.message + example, { title: `Invalid ${subject}` })
    ),
    ...result.warnings.map(
      (p) => workflowCommand("warning", p.message + example, { title: `${title} style` })
    )
  ].join("");
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/cli/commands/title-options.ts
function lintOverridesOf(options) {
  return { requireScope: options.requireScope, types: options.types, strict: options.strict };
}

export {
  checkTitleFlow,
  checkCommitFlow,
  printLintReport,
  lintOverridesOf
};
