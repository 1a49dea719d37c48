import { gzipSync } from "node:zlib";

/**
 * A gzipped ustar archive, as an sdist is, for the tests. `types` sets a member's type flag ("L"
 * for a GNU long name, "x" for a pax header, "5" for a directory); a path over 100 characters is
 * split into the ustar prefix and name.
 */
export function tarGz(files: Record<string, string>, types: Record<string, string> = {}): Uint8Array {
  const blocks: Buffer[] = [];
  for (const [path, text] of Object.entries(files)) {
    const body = Buffer.from(text);
    blocks.push(
      tarHeader(path, body.length, types[path]),
      body,
      Buffer.alloc((512 - (body.length % 512)) % 512),
    );
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A ustar header of a member of `size` bytes (its body follows it, padded to 512). */
export function tarHeader(path: string, size: number, type = "0"): Buffer {
  const header = Buffer.alloc(512);
  const [prefix, name] =
    path.length > 100
      ? [path.slice(0, path.lastIndexOf("/")), path.slice(path.lastIndexOf("/") + 1)]
      : ["", path];
  header.write(name, 0, 100);
  header.write(prefix, 345, 155);
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("        ", 148);
  header.write(type, 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}
