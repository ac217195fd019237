// The test archive is what the real reader reads: every tile comes back at its place, a tile
// the archive lacks is none, and the header tells the levels and the image type.
import { PMTiles, type RangeResponse, type Source, TileType } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { rangeAnswer, writeTileArchive } from './tile-archive.ts';

function bufferSource(archive: Buffer): Source {
  return {
    getKey: () => 'test.pmtiles',
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const { body } = rangeAnswer(archive, `bytes=${offset}-${offset + length - 1}`);
      return { data: body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer };
    },
  };
}

const tile = (z: number, x: number, y: number) => ({ z, x, y, data: new TextEncoder().encode(`tile ${z}/${x}/${y}`) });

describe('the test tile archive', () => {
  const tiles = [tile(8, 131, 86), tile(8, 130, 85), tile(9, 262, 172), tile(9, 263, 172), tile(7, 65, 43)];
  const reader = new PMTiles(bufferSource(writeTileArchive(tiles, TileType.Webp)));

  it('reads back every tile at its level, column and row', async () => {
    for (const { z, x, y } of tiles) {
      const found = await reader.getZxy(z, x, y);
      expect(new TextDecoder().decode(found!.data)).toBe(`tile ${z}/${x}/${y}`);
    }
  });

  it('has no tile where none was written', async () => {
    expect(await reader.getZxy(8, 131, 85)).toBeUndefined();
    expect(await reader.getZxy(10, 0, 0)).toBeUndefined();
  });

  it('tells its levels and image type', async () => {
    const header = await reader.getHeader();
    expect([header.minZoom, header.maxZoom, header.tileType]).toEqual([7, 9, TileType.Webp]);
  });

  it('serves ranges as a static host does, clipped at the end', () => {
    const archive = Buffer.from('0123456789');
    expect(rangeAnswer(archive, 'bytes=2-4')).toMatchObject({ status: 206, body: Buffer.from('234'), headers: { 'content-range': 'bytes 2-4/10' } });
    expect(rangeAnswer(archive, 'bytes=0-16383')).toMatchObject({ status: 206, body: archive, headers: { 'content-length': '10' } });
    expect(rangeAnswer(archive, undefined).status).toBe(200);
  });
});
