/** Where configuration may come from, lowest precedence first (spec 2.8). */
export interface ConfigSource {
  /** Path relative to the repository root. */
  file: string;
  /** For pyproject.toml, the table that holds the configuration. */
  table?: readonly string[];
}

export const CONFIG_SOURCES: readonly ConfigSource[] = [
  { file: "pyproject.toml", table: ["tool", "releaser"] },
  { file: "releaser.toml" },
  { file: ".releaser.toml" },
];

/** A configuration layer as read from one file, before validation. */
export interface ConfigLayer {
  /** The file it came from, for error messages. */
  file: string;
  /** Dotted prefix of the keys inside that file (`tool.releaser` for pyproject.toml). */
  prefix: string;
  values: Record<string, unknown>;
}
