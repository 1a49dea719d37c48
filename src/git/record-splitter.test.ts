import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeRawCommit } from "./log-record.ts";
import { createRecordSplitter } from "./record-splitter.ts";

const HASH_A = "a".repeat(40);
const HASH_B = "b".repeat(40);
const HASH_C = "c".repeat(40);

/** What `git log -z --format='%H%n%B'` prints for three commits. */
const OUTPUT = Buffer.from(
  `${HASH_A}\nMerge branch 'x'\n\0` +
    `${HASH_B}\nfeat(ünï): cöde 🎉\n\nBody line\r\n\nBREAKING CHANGE: yes\n\0` +
    `${HASH_C}\nfix: root\n\0`,
  "utf8",
);

function split(chunks: readonly Buffer[]): string[] {
  const records: string[] = [];
  const splitter = createRecordSplitter((bytes, start, end) =>
    records.push(bytes.toString("utf8", start, end)),
  );
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return records;
}

const whole = split([OUTPUT]);

describe("the git log record splitter", () => {
  it("splits NUL-terminated records and decodes UTF-8", () => {
    expect(whole).toHaveLength(3);
    expect(whole.map((record) => decodeRawCommit(Buffer.from(record), 0, Buffer.byteLength(record)))).toEqual(
      [
        { hash: HASH_A, message: "Merge branch 'x'\n" },
        {
          hash: HASH_B,
          message: "feat(ünï): cöde 🎉\n\nBody line\r\n\nBREAKING CHANGE: yes\n",
        },
        { hash: HASH_C, message: "fix: root\n" },
      ],
    );
  });

  it("gives the same records for a split at every byte boundary", () => {
    for (let cut = 0; cut <= OUTPUT.length; cut++) {
      expect(split([OUTPUT.subarray(0, cut), OUTPUT.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
    }
  });

  it("gives the same records one byte at a time", () => {
    const bytes = Array.from({ length: OUTPUT.length }, (_, i) => OUTPUT.subarray(i, i + 1));
    expect(split(bytes)).toEqual(whole);
  });

  it("gives the same records for any chunking (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: OUTPUT.length }), { maxLength: 20 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), OUTPUT.length];
        const chunks = points.slice(1).map((end, i) => OUTPUT.subarray(points[i], end));
        expect(split(chunks)).toEqual(whole);
      }),
    );
  });

  it("flushes a last record without a terminator and ignores an empty tail", () => {
    expect(split([Buffer.from(`${HASH_C}\nfix: x`)])).toEqual([`${HASH_C}\nfix: x`]);
    expect(split([Buffer.from("")])).toEqual([]);
  });
});
