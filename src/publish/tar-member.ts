/** Reading one file out of a tar archive (an sdist), without extracting it. */
import { Gunzip } from "fflate";

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

/** How far a `.tar.gz` may inflate while it is read: one member, and the whole archive. */
export interface InflateLimits {
  entry: number;
  total: number;
}

/** An sdist inflates to 1 GiB in one member, 2 GiB in all, at most: past that it is a bomb. */
export const SDIST_LIMITS: InflateLimits = { entry: 1024 ** 3, total: 2 * 1024 ** 3 };

/** A `.tar.gz` that inflates past its bound (a decompression bomb): the message says which bound. */
export class InflateLimitError extends Error {}

/** Compressed bytes handed to the inflater at a time: deflate's ~1032:1 keeps each output chunk ~16 MiB. */
const STEP = 16 * 1024;

/**
 * tarMember of a `.tar.gz`, read as a stream in bounded memory (DESIGN 10): the archive is inflated
 * a slice at a time, the tar headers are read as they come, only the wanted member's bytes are
 * kept, and the reading stops at it. A member that declares or inflates past `limits.entry`, or an
 * archive that inflates past `limits.total` before the member is found, is an InflateLimitError.
 * A stream that is no gzip throws fflate's error.
 */
export function tarGzMember(
  gz: Uint8Array,
  wanted: RegExp,
  limits: InflateLimits = SDIST_LIMITS,
): Uint8Array | undefined {
  // zlib's words for a file that is no gzip (fflate's stream waits for more bytes instead).
  if (gz[0] !== 0x1f || gz[1] !== 0x8b) throw new Error("incorrect header check");
  const reader = new TarReader(wanted, limits);
  const inflater = new Gunzip({}, (chunk) => reader.push(chunk));
  for (let offset = 0; offset < gz.length && !reader.done; offset += STEP) {
    const end = Math.min(offset + STEP, gz.length);
    inflater.push(gz.subarray(offset, end), end === gz.length);
  }
  return reader.found;
}

/** A tar parser fed inflated chunks: it keeps a header until it is whole, and the wanted member's body. */
class TarReader {
  done = false;
  found: Uint8Array | undefined;
  private total = 0;
  private header = new Uint8Array(512);
  private headerFill = 0;
  /** Bytes of the current member's body (and its padding) still to come. */
  private skip = 0;
  private bodyLeft = 0;
  private keep: Uint8Array[] | undefined;
  private longName: Uint8Array[] | undefined;
  private pendingName: string | undefined;
  private pendingKind: "L" | "x" | undefined;

  constructor(
    private readonly wanted: RegExp,
    private readonly limits: InflateLimits,
  ) {}

  push(chunk: Uint8Array): void {
    if (this.done) return;
    this.total += chunk.length;
    if (this.total > this.limits.total) {
      throw new InflateLimitError(
        `it inflates to more than ${this.limits.total} bytes before its metadata is found`,
      );
    }
    let at = 0;
    while (at < chunk.length && !this.done) {
      if (this.bodyLeft > 0 || this.skip > 0) {
        const take = Math.min(chunk.length - at, this.bodyLeft > 0 ? this.bodyLeft : this.skip);
        if (this.bodyLeft > 0) {
          const part = chunk.subarray(at, at + take);
          this.keep?.push(part.slice());
          this.longName?.push(part.slice());
          this.bodyLeft -= take;
          if (this.bodyLeft === 0) this.endBody();
        } else this.skip -= take;
        at += take;
        continue;
      }
      const take = Math.min(chunk.length - at, 512 - this.headerFill);
      this.header.set(chunk.subarray(at, at + take), this.headerFill);
      this.headerFill += take;
      at += take;
      if (this.headerFill === 512) {
        this.headerFill = 0;
        this.readHeader();
      }
    }
  }

  private text(start: number, length: number): string {
    const bytes = this.header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  }

  private readHeader(): void {
    const name = this.text(0, 100);
    if (name === "") {
      this.done = true;
      return;
    }
    const size = Number.parseInt(this.text(124, 12).trim() || "0", 8);
    const type = String.fromCharCode(this.header[156] ?? 0);
    const prefix = this.text(345, 155);
    const path = this.pendingName ?? (prefix === "" ? name : `${prefix}/${name}`);
    this.pendingName = undefined;
    if (size > this.limits.entry) {
      throw new InflateLimitError(`its member ${path} is ${size} bytes, more than ${this.limits.entry}`);
    }
    const padding = Math.ceil(size / 512) * 512 - size;
    this.keep = undefined;
    this.longName = undefined;
    this.pendingKind = undefined;
    if (type === "L" || type === "x") {
      this.longName = [];
      this.pendingKind = type;
    } else if ((type === "0" || type === "\0") && this.wanted.test(path)) this.keep = [];
    this.bodyLeft = size;
    this.skip = padding;
    if (size === 0) this.endBody();
  }

  private endBody(): void {
    if (this.keep !== undefined) {
      this.found = concat(this.keep);
      this.done = true;
      return;
    }
    if (this.longName !== undefined) {
      const text = new TextDecoder().decode(concat(this.longName));
      this.pendingName =
        this.pendingKind === "L" ? text.replace(/\0.*$/s, "") : /\d+ path=([^\n]*)\n/.exec(text)?.[1];
      this.longName = undefined;
    }
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
