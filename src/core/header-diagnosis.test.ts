import { describe, expect, it } from "vitest";
import { type Diagnosis, diagnoseHeader, nearest, PLACEHOLDER } from "./header-diagnosis.ts";
import { STANDARD_TYPES } from "./lint-message.ts";

const OPTIONS = { knownTypes: [...STANDARD_TYPES] };

function diagnose(header: string): Diagnosis {
  return diagnoseHeader(header, OPTIONS);
}

/** The suggested header, as lint-message.ts writes it from the draft. */
function suggested({ draft }: Diagnosis): string {
  const scope = draft.scope === undefined ? "" : `(${draft.scope})`;
  return `${draft.type}${scope}${draft.breaking ? "!" : ""}: ${draft.description}`;
}

describe("diagnoseHeader: what is wrong, and the corrected header", () => {
  it.each<[string, string, string]>([
    // Brackets around the type.
    ["[feat]add x", "without brackets", "feat: add x"],
    ["[feat]:add x", "without brackets", "feat: add x"],
    ["[Fix] : handle y", "without brackets", "fix: handle y"],
    ["[docs]", "without brackets", `docs: ${PLACEHOLDER}`],
    // "!" before the scope.
    ["feat!(api):add x", 'put "!" after the scope: "feat(api)!:"', "feat(api)!: add x"],
    ["feat!( api ): add x", 'put "!" after the scope', "feat(api)!: add x"],
    ["feat!(api) : add x", 'put "!" after the scope', "feat(api)!: add x"],
    ["feat!(): add x", 'put "!" after the scope', "feat!: add x"],
    // An unclosed scope.
    ["feat(api", 'close the scope with ")"', `feat(api): ${PLACEHOLDER}`],
    ["feat( api: add x", 'close the scope with ")"', "feat(api): add x"],
    ["feat(: add x", 'close the scope with ")"', "feat: add x"],
    // Spaces around the scope and the colon.
    ["feat(api) : add x", "no space is allowed", "feat(api): add x"],
    ["feat(api) !: add x", "no space is allowed", "feat(api)!: add x"],
    ["feat! : add x", "no space is allowed", "feat!: add x"],
    ["feat(  ): add x", "the parentheses hold no scope", "feat: add x"],
    // A missing colon.
    ["feat(api)! add x", 'a colon must follow "feat(api)!"', "feat(api)!: add x"],
    ["thing(api) add x", 'a colon must follow "thing(api)"', "thing(api): add x"],
    ["feat( api ) add x", 'a colon must follow "feat(api)"', "feat(api): add x"],
    ["feat -- add x", 'a colon must follow "feat"', "feat: add x"],
    // A type with characters the grammar does not allow.
    ["fix/api: add x", 'the type "fix/api" may only contain', "fix: add x"],
    ["--: add x", 'the type "--" may only contain', "feat: add x"],
    ["abcdefghij-klmnopqrs: add x", 'the type "abcdefghij-klmnopqrs" may only contain', "feat: add x"],
    // Not a type at all.
    ["abcdefghij-klmnopqrst: add x", "start with a type", "feat: abcdefghij-klmnopqrst: add x"],
    [": add x", "start with a type", "feat: : add x"],
    ["✨ add sparkles", "start with a type", "feat: ✨ add sparkles"],
    ["- feat(api: x", "start with a type", "feat: - feat(api: x"],
    ["Update [docs] page", "start with a type", "chore: Update [docs] page"],
    ["see feat!(api): x", "start with a type", "feat: see feat!(api): x"],
    // A sentence ending in a parenthesis is no type and scope.
    ["Update (docs)", "start with a type", "chore: Update (docs)"],
  ])("%j: %s -> %j", (header, says, suggestion) => {
    const diagnosis = diagnose(header);
    expect(diagnosis.rule).toBe("header-format");
    expect(diagnosis.message).toContain(says);
    expect(suggested(diagnosis)).toBe(suggestion);
  });

  it("says when the description is missing", () => {
    expect(diagnose("feat(api)!:")).toEqual({
      rule: "description-empty",
      message: '"feat(api)!:" has no description after the colon',
      draft: { type: "feat", scope: "api", breaking: true, description: PLACEHOLDER },
    });
  });
});

describe("diagnoseHeader: the type a plain sentence suggests, by its first verb", () => {
  const byType: Record<string, string[]> = {
    feat: ["add", "allow", "create", "enable", "implement", "introduce", "support"],
    fix: ["fix", "correct", "handle", "prevent", "resolve", "avoid"],
    docs: ["document", "docs"],
    refactor: ["refactor", "rename", "move", "simplify", "extract", "restructure", "remove"],
    perf: ["optimize", "speed"],
    test: ["test", "tests"],
    build: ["bump", "upgrade", "downgrade", "pin"],
    revert: ["revert"],
    style: ["format"],
    chore: ["update", "release"],
  };
  const rows = Object.entries(byType).flatMap(([type, verbs]) => verbs.map((verb) => [verb, type]));

  it.each(rows)("%s -> %s", (verb, type) => {
    const sentence = `${verb[0]!.toUpperCase()}${verb.slice(1)} the thing`;
    expect(diagnose(sentence).draft.type).toBe(type);
    // After a prefix that is no type, the description's first verb decides too.
    expect(diagnose(`my-app: ${verb} the thing`).draft.type).toBe(type);
  });

  it.each([
    ["Added the thing", "feat"],
    ["Fixes, finally, the crash", "fix"],
    ["Fix!! the crash", "fix"],
    ["Refactored, all of it", "refactor"],
    ["Ponder the thing", "feat"],
  ])("%j -> %s", (sentence, type) => {
    expect(diagnose(sentence).draft.type).toBe(type);
  });

  it("falls back to the configured type", () => {
    expect(diagnoseHeader("Ponder it", { ...OPTIONS, fallbackType: "chore" }).draft.type).toBe("chore");
    expect(diagnoseHeader("Add it", { ...OPTIONS, fallbackType: "chore" }).draft.type).toBe("feat");
  });
});

describe("nearest", () => {
  it.each<[string, string[], string]>([
    ["feature", ["fix", "feat"], "feat"],
    ["FEATURE", ["fix", "feat"], "feat"],
    ["fe", ["fix", "feat"], "feat"],
    ["myfix", ["feat", "fix"], "fix"],
    ["fxi", ["feat", "fix", "docs"], "fix"],
    ["fox", ["fix", "foo"], "fix"],
    ["abd", ["xyz", "abcd"], "abcd"],
    ["zzzz", ["ab", "cd"], "ab"],
    ["x", [], "x"],
  ])("%s among %j -> %s", (value, candidates, expected) => {
    expect(nearest(value, candidates)).toBe(expected);
  });
});
