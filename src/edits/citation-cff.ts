/**
 * CITATION.cff (the Citation File Format GitHub reads for "Cite this repository"): its top-level
 * `version:` says which release to cite, and `date-released:` when it came out. When the file
 * carries the project's current version, `update` writes both (issue 42): the version in the
 * file's own spelling (a `v` and quotes kept), the date as YYYY-MM-DD. Pure text edits.
 */

/** The file's name at the project's root. */
export const CITATION_FILE = "CITATION.cff";

const VERSION_LINE = /^version:[ \t]*(['"]?)(v?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/m;
const DATE_LINE = /^date-released:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2})\1[ \t]*(?:#.*)?$/m;

/** The top-level `version:` (its `v` left out) and its 1-based line, if the file has one. */
export function readCitationVersion(text: string): { value: string; line: number } | undefined {
  const found = VERSION_LINE.exec(text);
  if (found === null) return undefined;
  return { value: found[3] as string, line: text.slice(0, found.index).split("\n").length };
}

/**
 * `text` with `version:` set to `version` and, when the file has one and `date` is given,
 * `date-released:` set to `date`; everything else as it was. Undefined when there is no
 * top-level `version:`.
 */
export function setCitationVersion(
  text: string,
  version: string,
  date: string | undefined,
): string | undefined {
  const found = VERSION_LINE.exec(text);
  if (found === null) return undefined;
  const [, quote = "", v = ""] = found;
  const start = found.index + found[0].indexOf(`${quote}${v}${found[3]}`) + quote.length + v.length;
  let out = `${text.slice(0, start)}${version}${text.slice(start + (found[3] as string).length)}`;
  const dated = date === undefined ? null : DATE_LINE.exec(out);
  if (dated !== null && date !== undefined) {
    const at = dated.index + dated[0].indexOf(dated[2] as string, "date-released:".length);
    out = `${out.slice(0, at)}${date}${out.slice(at + (dated[2] as string).length)}`;
  }
  return out;
}
