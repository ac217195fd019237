/**
 * Tiles out of one PMTiles archive on the agency's host (`map-tiles="/tiles/belgium.pmtiles"`):
 * the well-kept `pmtiles` reader asks the file for the byte ranges of a tile's directory and
 * the tile itself, so one static file serves the whole map without a tile server. Only raster
 * archives are drawn (PNG, JPEG, WebP, AVIF); an archive of vector tiles would need a vector
 * renderer and is left out rather than drawn wrong. Loaded only when the source is an archive.
 */
import { PMTiles, TileType } from 'pmtiles';
import type { Tile } from '../../core/geo/tiles.ts';

const IMAGE_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** Tile images kept at once: a few views' worth; the oldest are let go. */
export const MAX_KEPT_TILES = 192;

export interface TileArchive {
  /** the deepest level the archive holds: deeper views stretch its tiles */
  maxZoom: number;
  /** the image of a tile when read; undefined while it is read ('' when the archive has none) */
  image: (tile: Pick<Tile, 'z' | 'x' | 'y'>) => string | undefined;
  /** stops reading: tiles read after are dropped */
  close: () => void;
}

/**
 * A tile's image as a `data:` address, which the strict policy of docs/security.md already
 * allows for images (`img-src 'self' data:`); a `blob:` address would need the host page to
 * allow it too.
 */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Opens the archive at `url`; undefined when it holds no raster tiles. `onTile` is told when a tile has been read. */
export async function openTileArchive(url: string, onTile: () => void): Promise<TileArchive | undefined> {
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  const type = IMAGE_TYPES[header.tileType];
  if (!type) return undefined;
  // insertion order is age: a tile shown again moves to the end
  const images = new Map<string, string>();
  const reading = new Set<string>();
  let closed = false;
  const keep = (key: string, image: string) => {
    images.set(key, image);
    for (const oldest of images.keys()) {
      if (images.size <= MAX_KEPT_TILES) break;
      images.delete(oldest);
    }
  };
  return {
    maxZoom: header.maxZoom,
    image({ z, x, y }) {
      const key = `${z}/${x}/${y}`;
      const image = images.get(key);
      if (image !== undefined) {
        images.delete(key);
        images.set(key, image);
        return image;
      }
      if (!reading.has(key) && z >= header.minZoom && z <= header.maxZoom) {
        reading.add(key);
        archive.getZxy(z, x, y).then(
          async (found) => {
            const image = found ? await dataUrl(new Blob([found.data], { type })) : '';
            reading.delete(key);
            if (closed) return;
            keep(key, image);
            onTile();
          },
          // a failed read is asked again when the tile is next in view
          () => reading.delete(key),
        );
      }
      return undefined;
    },
    close() {
      closed = true;
      images.clear();
    },
  };
}
