/**
 * The commands a workflow's `run:` script starts, as word lists with the program first (issue
 * 23): enough shell to tell `twine upload dist/*` from `echo "twine upload"` or a `# twine upload`
 * comment. Quoted text with a space or a shell character becomes one empty word (what it says is
 * no command; a quoted plain word such as "testpypi" stays); a line ending in `\`
 * goes on; `;`, `&&`, `||`, `|`, `&` and parentheses separate commands; environment assignments,
 * `sudo`/`env`/`exec`/`time` and the runners that start a tool (`python -m`, `uvx`, `pipx run`,
 * `npx`, `uv run`, `poetry run`, `pdm run`, `hatch run`, `uv tool run`) are skipped, so the
 * program is the tool itself.
 */
export function commandsOf(script: string): string[][] {
  const joined = script.replace(/\\\r?\n/g, " ");
  const commands: string[][] = [];
  for (const line of joined.split(/\r?\n/)) {
    const plain = line
      .replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, (quoted) => (/^.[\w.:/@%+=,-]*.$/.test(quoted) ? quoted : '""'))
      .replace(/(^|\s)#.*$/, "$1")
      .replace(/\$\(/g, "(");
    for (const segment of plain.split(/&&|\|\||[;|&()`]/)) {
      const words = segment
        .trim()
        .split(/\s+/)
        .filter((w) => w !== "");
      const program = skipLaunchers(words);
      if (program.length > 0) commands.push(program);
    }
  }
  return commands;
}

const PREFIXES = new Set(["sudo", "env", "exec", "time", "command", "nohup"]);
/** Runners whose next word (after their options) is the tool: `uvx twine`, `npx semantic-release`. */
const RUNNERS = new Set(["uvx", "npx", "pnpx", "bunx"]);
/** Runners with a `run` sub-command: `pipx run twine`, `uv run twine`, `poetry run cz`. */
const RUN_SUBCOMMAND = new Set([
  "pipx",
  "uv",
  "poetry",
  "pdm",
  "hatch",
  "pipenv",
  "rye",
  "npm",
  "yarn",
  "pnpm",
]);

function skipLaunchers(words: readonly string[]): string[] {
  let rest = [...words];
  for (let guard = 0; guard < 8 && rest.length > 0; guard++) {
    const [first = "", second = "", third = ""] = rest;
    const name = first.split("/").at(-1) ?? "";
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(first) || PREFIXES.has(name)) rest = rest.slice(1);
    else if (/^python(\d(\.\d+)?)?$|^py$/.test(name)) {
      const module = rest.indexOf("-m");
      if (module < 0) return rest;
      rest = rest.slice(module + 1);
    } else if (RUNNERS.has(name)) rest = withoutOptions(rest.slice(1));
    else if (RUN_SUBCOMMAND.has(name) && (second === "run" || second === "exec")) {
      rest = withoutOptions(rest.slice(2));
    } else if (name === "uv" && second === "tool" && third === "run") rest = withoutOptions(rest.slice(3));
    else if (name === "npm" && second === "exec") rest = withoutOptions(rest.slice(2));
    else return rest;
    rest = rest.filter((w, i) => i > 0 || w !== "--");
  }
  return rest;
}

/** The runner's own options before the tool (`npx --yes`, `uvx --from x`, `hatch run env:`). */
function withoutOptions(words: string[]): string[] {
  let i = 0;
  while (i < words.length && (words[i]?.startsWith("-") || words[i]?.endsWith(":"))) {
    const option = words[i] ?? "";
    i++;
    // Options that take a value as the next word.
    if (/^--(from|with|python|package|env|directory|project|group)$/.test(option) || /^-[pe]$/.test(option))
      i++;
  }
  return words.slice(i);
}
