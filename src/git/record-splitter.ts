/**
 * Splits a byte stream into NUL-terminated records (`git log -z`), across chunk boundaries.
 * NUL never occurs inside a UTF-8 multi-byte sequence, so each record decodes on its own.
 * Linear in the input: pieces of a record are concatenated once, when its end arrives.
 */
export interface RecordSplitter {
  push(chunk: Uint8Array): void;
  /** Flushes a final record that had no terminator. */
  end(): void;
}

export function createRecordSplitter(onRecord: (record: string) => void): RecordSplitter {
  let pending: Buffer[] = [];
  let pendingLength = 0;

  const emit = (buffer: Buffer, start: number, end: number) => {
    if (pendingLength === 0) {
      onRecord(buffer.toString("utf8", start, end));
      return;
    }
    pending.push(buffer.subarray(start, end));
    onRecord(Buffer.concat(pending, pendingLength + end - start).toString("utf8"));
    pending = [];
    pendingLength = 0;
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
      if (pendingLength > 0) {
        const record = Buffer.concat(pending, pendingLength).toString("utf8");
        pending = [];
        pendingLength = 0;
        if (record.trim() !== "") onRecord(record);
      }
    },
  };
}
