/** A commit as read from `git log`: the spec's "Commit (raw)". */
export interface RawCommit {
  /** Full object name. */
  hash: string;
  /** The full message (subject, blank line, body, footers), as `%B` prints it. */
  message: string;
}

/** One footer (trailer) of a commit message, e.g. `Refs: #12` or `Closes #4`. */
export interface Footer {
  /** The token as written, e.g. `BREAKING CHANGE`, `Refs`, `Co-authored-by`. */
  token: string;
  /** The separator as written: `": "` or `" #"`. */
  separator: ": " | " #";
  /** The value; may span several lines (continuation lines are kept, joined with "\n"). */
  value: string;
}

/** The reference from a revert commit to the commit it reverts. */
export interface RevertReference {
  /** `This reverts commit <sha>.` when present. */
  hash?: string;
  /** The reverted subject: `revert: <subject>` or git's `Revert "<subject>"`. */
  subject?: string;
}

/**
 * The spec's ParsedCommit (section 2.2), with camel-case names. A commit whose subject does not
 * follow the convention (and that no custom parser maps) has `conventional: false` and an empty
 * `type`.
 */
export interface ConventionalCommit {
  commit: RawCommit;
  /** The subject line, a trailing `\r` dropped. */
  subject: string;
  /** The type token, lower-cased (`Feat:` is `feat`); "" when not conventional. */
  type: string;
  /** The raw scope text inside the parentheses, as written; undefined when absent. */
  scope: string | undefined;
  /** The scope split on commas, each trimmed, empty parts dropped. */
  scopes: string[];
  /** The description, trimmed; for a non-conventional commit, the whole subject. */
  description: string;
  /** The body between the subject and the footers, trimmed; "" when absent. */
  body: string;
  footers: Footer[];
  /** `!` after the type/scope, or a BREAKING CHANGE / BREAKING-CHANGE footer. */
  breaking: boolean;
  /** The texts of the breaking-change footers (multi-line text kept); empty when only `!`. */
  breakingNotes: string[];
  /** The subject matched the conventional grammar or a custom parser. */
  conventional: boolean;
  /** Set when the commit reverts another one. */
  revert: RevertReference | undefined;
  /** The `Release-As: X.Y.Z` footer value, when present. */
  releaseAs: string | undefined;
  /**
   * The bump a preset gives the commit's prefix, which spec 4.6's rule for its type would not
   * (scientific-python's `API:` is minor, `DOC:` none); undefined for every other commit.
   */
  presetBump?: "minor" | "patch" | "none" | undefined;
}

/**
 * What a release plan reads of a commit (bump, reverts, changelog, the check report): a
 * ConventionalCommit is one. `check` keeps only this much of each commit it reads, so a history of
 * 100k commits holds no message bodies (issue 14). The fields most commits lack (scope, revert,
 * Release-As, a preset's bump) may be absent rather than undefined (issue 45): read them alike.
 */
export type PlanCommit = Pick<
  ConventionalCommit,
  "subject" | "type" | "description" | "breaking" | "breakingNotes" | "conventional"
> &
  Partial<Pick<ConventionalCommit, "scope" | "revert" | "releaseAs" | "presetBump">> & {
    commit: { hash: string };
  };

/** A custom parser from configuration (`[[parsers]]`): a pattern, or a built-in convention. */
export type CustomParser = PatternParser | PresetParser;

/** `pattern = '...'`: a regular expression with named groups. */
export interface PatternParser {
  /** Named groups: `type` and `description` required; `scope` and `breaking` optional. */
  pattern: RegExp;
}

/** The built-in conventions a `preset` names. */
export type ParserPreset = "gitmoji" | "scientific-python";

/** `preset = "gitmoji"`, `"scientific-python"`: a built-in convention, read by code rather than a pattern. */
export interface PresetParser {
  preset: ParserPreset;
}
