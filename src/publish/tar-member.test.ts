import { createGzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { InflateLimitError, tarGzMember } from "./tar-member.ts";
import { tarGz, tarHeader } from "./test-archives.ts";

/** A `.tar.gz` of members of zeros (`[path, size]`) then PKG-INFO, gzipped as a stream: cheap to make. */
async function zerosThenMetadata(members: ReadonlyArray<readonly [string, number]>): Promise<Buffer> {
  const gzip = createGzip({ level: 1 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  const zeros = Buffer.alloc(16 * 1024 ** 2);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (gzip.write(chunk)) resolve();
      else gzip.once("drain", () => resolve());
    });
  for (const [path, size] of members) {
    await write(tarHeader(path, size));
    for (let left = size; left > 0; left -= zeros.length)
      await write(zeros.subarray(0, Math.min(left, zeros.length)));
    await write(Buffer.alloc((512 - (size % 512)) % 512));
  }
  const metadata = Buffer.from("Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n");
  await write(tarHeader("acme-1.5.0/PKG-INFO", metadata.length));
  await write(
    Buffer.concat([metadata, Buffer.alloc((512 - (metadata.length % 512)) % 512), Buffer.alloc(1024)]),
  );
  gzip.end();
  await done;
  return Buffer.concat(out);
}

const text = (bytes: Uint8Array | undefined) =>
  bytes === undefined ? undefined : new TextDecoder().decode(bytes);

describe("tarGzMember: a .tar.gz read as a stream, in bounded memory (DESIGN 10)", () => {
  it("finds PKG-INFO after a 768 MiB member without holding it: memory grows far less than the member", async () => {
    const archive = await zerosThenMetadata([["acme-1.5.0/data.bin", 768 * 1024 ** 2]]);
    expect(archive.length).toBeLessThan(8 * 1024 ** 2);
    // The read is synchronous: what it allocated is still resident right after it (an archive
    // inflated whole, as gunzipSync did, grows the process by the member's size).
    const before = process.memoryUsage().rss;
    const found = tarGzMember(archive, /^[^/]+\/PKG-INFO$/);
    const grown = process.memoryUsage().rss - before;
    expect(text(found)).toBe("Metadata-Version: 2.1\nName: acme\nVersion: 1.5.0\n");
    expect(grown).toBeLessThan(200 * 1024 ** 2);
  }, 60_000);

  it("refuses an archive that inflates past its total before the metadata is found", async () => {
    const archive = await zerosThenMetadata([
      ["acme-1.5.0/a.bin", 1024 ** 2],
      ["acme-1.5.0/b.bin", 1024 ** 2],
      ["acme-1.5.0/c.bin", 1024 ** 2],
    ]);
    const read = () => tarGzMember(archive, /PKG-INFO$/, { entry: 2 * 1024 ** 2, total: 2.5 * 1024 ** 2 });
    expect(read).toThrow(InflateLimitError);
    expect(read).toThrow("it inflates to more than 2621440 bytes before its metadata is found");
  });

  it("refuses a member that declares more than one member may inflate to, at its header", () => {
    const archive = tarGz({ "acme-1.5.0/big.bin": "x".repeat(4096), "acme-1.5.0/PKG-INFO": "found" });
    expect(() => tarGzMember(archive, /PKG-INFO$/, { entry: 1024, total: 1024 ** 2 })).toThrow(
      "its member acme-1.5.0/big.bin is 4096 bytes, more than 1024",
    );
    expect(text(tarGzMember(archive, /PKG-INFO$/))).toBe("found");
  });

  it("reads long names (GNU, pax) as tarMember does, and says zlib's words for a file that is no gzip", () => {
    const long = `acme-1.5.0/${"d".repeat(120)}/PKG-INFO`;
    const gnu = tarGz({ "././@LongLink": `${long}\0`, short: "by the long name" }, { "././@LongLink": "L" });
    expect(text(tarGzMember(gnu, /^acme-1\.5\.0\/d+\/PKG-INFO$/))).toBe("by the long name");
    const pax = tarGz(
      { "pax-header": `30 path=acme-1.5.0/PKG-INFO\n`, x: "by the pax path" },
      { "pax-header": "x" },
    );
    expect(text(tarGzMember(pax, /^acme-1\.5\.0\/PKG-INFO$/))).toBe("by the pax path");
    expect(() => tarGzMember(new TextEncoder().encode("not gzip"), /PKG-INFO/)).toThrow(
      "incorrect header check",
    );
  });
});
