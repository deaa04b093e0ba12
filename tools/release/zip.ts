/**
 * A zip file written and read with Node alone (node:zlib's raw deflate), so that `npm run release`
 * needs no system zip. The format is PKWARE's APPNOTE.TXT: per file a local header and its
 * deflated bytes, then the central directory and its end record. No zip64 (files and the archive
 * stay under 4 GiB), no encryption. Every entry carries the same fixed time (1980-01-01, the
 * format's first day), so the same files make the same bytes.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 as zip uses it (polynomial 0xEDB88320). */
export function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const UTF8 = 1 << 11; // general purpose flag: the name is UTF-8
const DEFLATE = 8;
const STORE = 0;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function writeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const seen = new Set<string>();
  // The same bytes under two names (an image by file name and by cache name) are packed once.
  const packed = new Map<Buffer, { method: number; body: Buffer; crc: number }>();
  for (const { name, data } of entries) {
    if (seen.has(name)) throw new Error(`zip: ${name} twice`);
    seen.add(name);
    const nameBytes = Buffer.from(name, "utf8");
    let pack = packed.get(data);
    if (pack === undefined) {
      // A PNG is compressed already (zlib inside): stored as it is, it costs no time to pack.
      const deflated = data.subarray(0, 8).equals(PNG) ? data : deflateRawSync(data);
      pack =
        deflated.length < data.length
          ? { method: DEFLATE, body: deflated, crc: crc32(data) }
          : { method: STORE, body: data, crc: crc32(data) };
      packed.set(data, pack);
    }
    const { method, body, crc } = pack;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, nameBytes, body);

    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(UTF8, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt16LE(DOS_TIME, 12);
    dir.writeUInt16LE(DOS_DATE, 14);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(nameBytes.length, 28);
    // extra length, comment length, disk number, internal and external attributes: 0
    dir.writeUInt32LE(offset, 42);
    central.push(dir, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const centralSize = central.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/** The files of a zip this module wrote (or any without zip64 and encryption), each checked against its CRC. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error("zip: no end of central directory");
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip: no central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    const data = method === DEFLATE ? inflateRawSync(body) : method === STORE ? Buffer.from(body) : undefined;
    if (data === undefined) throw new Error(`zip: ${name}: method ${method}`);
    if (crc32(data) !== crc) throw new Error(`zip: ${name}: CRC differs`);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
