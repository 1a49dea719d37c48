/**
 * A reST changelog section as Markdown, for the GitHub release body and the tag message: the
 * version heading becomes `## <text>`, the headings below it `### <text>`, a paragraph that is only
 * a bold title (`**Features**`) a `###` heading too; bullets stay; inline literals, links and roles
 * become their Markdown forms. Small on purpose: what it does not know stays as it is.
 */
import { scanRstHeadings } from "./changelog-rst-layout.ts";

export function rstToMarkdown(section: string): string {
  const text = section.replace(/\r\n/g, "\n");
  const headings = scanRstHeadings(text);
  const out: string[] = [];
  let offset = 0;
  for (const [index, heading] of headings.entries()) {
    out.push(...convertLines(text.slice(offset, heading.start)));
    out.push(`${index === 0 ? "##" : "###"} ${inline(heading.text)}`);
    offset = heading.next;
  }
  out.push(...convertLines(text.slice(offset)));
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function convertLines(chunk: string): string[] {
  if (chunk === "") return [];
  return chunk
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => {
      const bold = /^\*\*([^*]+)\*\*:?[ \t]*$/.exec(line);
      return bold === null ? inline(line) : `### ${bold[1]}`;
    });
}

/**
 * reST inline markup -> Markdown: ``literal`` -> `literal`; `text <url>`_ (and __) -> [text](url);
 * a reference to a bare URL, `url`_ (and __), -> <url>; :issue:`123` and :pr:`123` -> #123; other
 * roles (:func:`~a.b`) -> the target as code, its `~`/`!` marker dropped.
 */
export function inline(line: string): string {
  // A bare URL: a scheme and `//`, or `mailto:`, alone between backticks, not a literal's (``) nor
  // a role's (:ref:`), with no word against either end.
  return line
    .replace(/(?<![\w`:])`((?:[a-z][a-z\d+.-]*:\/\/|mailto:)[^\s`<>]+)`__?(?![\w`])/gi, "<$1>")
    .replace(/``(.+?)``/g, (_, code: string) => `\`${code}\``)
    .replace(/`([^`<]+?)\s*<([^`>]+)>`__?/g, (_, label: string, url: string) => `[${label.trim()}](${url})`)
    .replace(/:(?:issue|pr|pull|gh):`#?(\d+)`/g, "#$1")
    .replace(/:[\w.+-]+(?::[\w.+-]+)?:`[~!]?([^`]+)`/g, (_, target: string) => `\`${target}\``);
}
