import { unzipSync } from "fflate";
import type { BuiltFile } from "./dist-files.ts";
import { tarGzMember } from "./tar-member.ts";

/** The core metadata of a built file as the index reads it (PKG-INFO or .dist-info/METADATA). */
export interface CoreMetadata {
  /** Each header field by its lower-cased name, every occurrence in order. */
  fields: ReadonlyMap<string, readonly string[]>;
  /** The long description: the message body, or (Metadata-Version 1.x) the Description field. */
  description: string | undefined;
}

/**
 * The metadata text of a wheel or sdist, undefined when the file holds none (validateDist has
 * already refused such a file; this reader serves the index's check that follows it).
 */
export function readCoreMetadata(file: BuiltFile): string | undefined {
  try {
    if (file.name.endsWith(".whl") || file.name.endsWith(".zip")) {
      const wanted = file.name.endsWith(".whl") ? /^[^/]+\.dist-info\/METADATA$/ : /^[^/]+\/PKG-INFO$/;
      const [bytes] = Object.values(unzipSync(file.bytes, { filter: (entry) => wanted.test(entry.name) }));
      return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
    }
    const found = tarGzMember(file.bytes, /^[^/]+\/PKG-INFO$/);
    return found === undefined ? undefined : new TextDecoder().decode(found);
  } catch {
    return undefined;
  }
}

/**
 * Reads core metadata (an RFC 822 style header, then the body): continuation lines (leading
 * whitespace) belong to the field before them; a 1.x Description field's continuation lines
 * carry an 8-space or `|` indent that is not part of the text.
 */
export function parseCoreMetadata(text: string): CoreMetadata {
  const normalised = text.replace(/\r\n?/g, "\n");
  const end = normalised.indexOf("\n\n");
  const header = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const fields = new Map<string, string[]>();
  let last: { key: string; index: number } | undefined;
  for (const line of header.split("\n")) {
    if (/^[ \t]/.test(line) && last !== undefined) {
      const values = fields.get(last.key) as string[];
      values[last.index] = `${values[last.index]}\n${line.replace(/^( {8}|\t)\|?|^ *\|/, "")}`;
      continue;
    }
    const match = /^([A-Za-z0-9-]+):[ \t]?(.*)$/.exec(line);
    if (match === null) continue;
    const key = (match[1] as string).toLowerCase();
    const values = fields.get(key) ?? [];
    values.push(match[2] as string);
    fields.set(key, values);
    last = { key, index: values.length - 1 };
  }
  const description = body.trim() !== "" ? body : fields.get("description")?.[0];
  return { fields, description };
}
