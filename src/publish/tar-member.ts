/** Reading one file out of a tar archive (an sdist), without extracting it. */

/** The content of the first regular file of a tar archive whose path matches (ustar prefix, GNU and pax long names). */
export function tarMember(tar: Uint8Array, wanted: RegExp): Uint8Array | undefined {
  const text = (start: number, length: number) => {
    const bytes = tar.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const name = text(offset, 100);
    if (name === "") break;
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(tar[offset + 156] ?? 0);
    const prefix = text(offset + 345, 155);
    const path = longName ?? (prefix === "" ? name : `${prefix}/${name}`);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    longName = undefined;
    if (type === "L") longName = new TextDecoder().decode(body).replace(/\0.*$/s, "");
    else if (type === "x") longName = /\d+ path=([^\n]*)\n/.exec(new TextDecoder().decode(body))?.[1];
    else if ((type === "0" || type === "\0") && wanted.test(path)) return body;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}
