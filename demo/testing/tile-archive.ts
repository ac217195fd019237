/**
 * A small PMTiles (v3) archive of raster tiles, for the tests of a `.pmtiles` map source: no
 * package on npm writes one (the `pmtiles` package only reads), so the test writes the format's
 * header and one uncompressed root directory itself, and tile-archive.test.ts reads it back
 * with the real reader. Tile ids come from the reader's own Hilbert numbering.
 */
import { Compression, TileType, zxyToTileId } from 'pmtiles';

export interface ArchivedTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

const HEADER_BYTES = 127;

function varints(values: readonly number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/** The archive's bytes: header, root directory, then each tile's data in tile id order. */
export function writeTileArchive(tiles: readonly ArchivedTile[], tileType = TileType.Png): Buffer {
  const entries = tiles.map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) })).sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((entry) => {
    const at = offset;
    offset += entry.data.length;
    return { ...entry, offset: at };
  });
  // a directory: the count, then the ids as deltas, the run lengths, the lengths, the offsets
  // (0: right after the previous tile; otherwise offset + 1)
  const directory = Buffer.from(
    varints([
      placed.length,
      ...placed.map((entry, i) => entry.id - (i === 0 ? 0 : placed[i - 1]!.id)),
      ...placed.map(() => 1),
      ...placed.map((entry) => entry.data.length),
      ...placed.map((entry, i) => (i > 0 && entry.offset === placed[i - 1]!.offset + placed[i - 1]!.data.length ? 0 : entry.offset + 1)),
    ]),
  );
  const data = Buffer.concat(placed.map((entry) => entry.data));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(HEADER_BYTES, 8); // root directory
  u64(directory.length, 16);
  u64(HEADER_BYTES + directory.length, 24); // metadata: none
  u64(0, 32);
  u64(HEADER_BYTES + directory.length, 40); // leaf directories: none
  u64(0, 48);
  u64(HEADER_BYTES + directory.length, 56); // tile data
  u64(data.length, 64);
  u64(placed.length, 72);
  u64(placed.length, 80);
  u64(placed.length, 88);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(Compression.None, 97);
  header.writeUInt8(Compression.None, 98);
  header.writeUInt8(tileType, 99);
  header.writeUInt8(Math.min(...placed.map((entry) => entry.z)), 100);
  header.writeUInt8(Math.max(...placed.map((entry) => entry.z)), 101);
  // Belgium's box and centre, in 1e-7 degrees
  header.writeInt32LE(2.5e7, 102);
  header.writeInt32LE(49.5e7, 106);
  header.writeInt32LE(6.4e7, 110);
  header.writeInt32LE(51.5e7, 114);
  header.writeUInt8(8, 118);
  header.writeInt32LE(4.4e7, 119);
  header.writeInt32LE(50.5e7, 123);
  return Buffer.concat([header, directory, data]);
}

/** The answer of a host that serves the archive by ranges, as any static file server does. */
export function rangeAnswer(archive: Buffer, range: string | undefined): { status: number; headers: Record<string, string>; body: Buffer } {
  const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
  if (!match) return { status: 200, headers: { 'content-type': 'application/octet-stream', 'content-length': String(archive.length) }, body: archive };
  const start = Number(match[1]);
  const end = Math.min(Number(match[2]), archive.length - 1);
  const body = archive.subarray(start, end + 1);
  return {
    status: 206,
    headers: { 'content-type': 'application/octet-stream', 'content-range': `bytes ${start}-${end}/${archive.length}`, 'content-length': String(body.length), 'accept-ranges': 'bytes' },
    body,
  };
}
