/**
 * The INI files Python projects keep their metadata in (`setup.cfg`, `.bumpversion.cfg`), read
 * as Python's configparser reads them: `[section]` headers, `key = value` or `key: value`, keys
 * in lower case, indented lines continuing the value before them, `#` and `;` comment lines. Pure.
 */
export interface IniValue {
  value: string;
  /** 1-based line of the key. */
  line: number;
}

export type IniFile = Map<string, Map<string, IniValue>>;

export function parseIni(text: string): IniFile {
  const sections: IniFile = new Map();
  let current: Map<string, IniValue> | undefined;
  let last: IniValue | undefined;
  text.split("\n").forEach((raw, index) => {
    const line = raw.replace(/\r$/, "");
    if (/^\s*[#;]/.test(line)) return;
    if (line.trim() === "") {
      last = undefined;
      return;
    }
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header !== null) {
      const name = (header[1] as string).trim();
      current = sections.get(name) ?? new Map();
      sections.set(name, current);
      last = undefined;
      return;
    }
    if (/^\s/.test(line) && last !== undefined) {
      last.value = `${last.value}\n${line.trim()}`.trim();
      return;
    }
    const pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    if (pair === null || current === undefined) return;
    last = { value: (pair[2] as string).trim(), line: index + 1 };
    current.set((pair[1] as string).trim().toLowerCase(), last);
  });
  return sections;
}

/**
 * A pattern (version-pattern syntax) that finds `key`'s value in `section` of an INI file, for
 * surgical edits of `[metadata] version` or `[bumpversion] current_version`.
 */
export function iniValuePattern(section: string, key: string): string {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^\\[${quote(section)}\\][ \\t]*\\r?\\n(?:(?!\\[)[^\\n]*\\n)*?[ \\t]*${quote(key)}[ \\t]*[=:][ \\t]*(?P<version>[^\\s#;]+)`;
}
