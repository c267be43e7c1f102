import { inflateRawSync } from 'node:zlib';

/**
 * Test-only: the files of a ZIP archive by name, read from its central directory (stored or
 * deflated entries), so tests open a .pkpass the way Wallet does rather than trusting our writer.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = archive.readUInt16LE(at + 10);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    files.set(name, method === 8 ? inflateRawSync(packed) : Buffer.from(packed));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
