/**
 * Splits a byte stream into NUL-terminated records (`git log -z`), across chunk boundaries, and
 * hands each one over as bytes (`bytes[start..end)`), so the reader decodes only what it uses.
 * NUL never occurs inside a UTF-8 multi-byte sequence, so each record decodes on its own.
 * Linear in the input: pieces of a record are concatenated once, when its end arrives.
 */
export interface RecordSplitter {
  push(chunk: Uint8Array): void;
  /** Flushes a final record that had no terminator (unless it is only whitespace). */
  end(): void;
}

/** Receives one record; the bytes are valid only during the call (the chunk is reused). */
export type OnRecord = (bytes: Buffer, start: number, end: number) => void;

export function createRecordSplitter(onRecord: OnRecord): RecordSplitter {
  let pending: Buffer[] = [];
  let pendingLength = 0;

  const emit = (buffer: Buffer, start: number, end: number) => {
    if (pendingLength === 0) {
      onRecord(buffer, start, end);
      return;
    }
    pending.push(buffer.subarray(start, end));
    const whole = Buffer.concat(pending, pendingLength + end - start);
    pending = [];
    pendingLength = 0;
    onRecord(whole, 0, whole.length);
  };

  return {
    push(chunk) {
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let start = 0;
      for (;;) {
        const nul = buffer.indexOf(0, start);
        if (nul === -1) break;
        emit(buffer, start, nul);
        start = nul + 1;
      }
      if (start < buffer.length) {
        pending.push(buffer.subarray(start));
        pendingLength += buffer.length - start;
      }
    },
    end() {
      if (pendingLength === 0) return;
      const record = Buffer.concat(pending, pendingLength);
      pending = [];
      pendingLength = 0;
      if (record.some((byte) => !isSpaceByte(byte))) onRecord(record, 0, record.length);
    },
  };
}

/** Space, tab, CR, LF, vertical tab, form feed. */
function isSpaceByte(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}
