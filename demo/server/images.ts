/**
 * A visitor's photo (a testimonial's) is decoded and encoded again with sharp before it
 * is stored: what comes out holds the pixels only — no EXIF (GPS position, camera serial),
 * no XMP or comments, nothing a crafted file could smuggle past a viewer — turned upright
 * by its EXIF orientation first, and no larger than the site shows it.
 */
import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Longest side of a stored photo, in pixels: a portrait on a testimonial page. */
export const IMAGE_MAX_SIDE = 1200;
/** Refuses decompression bombs: a 5 MB file may claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The photo, re-encoded in its own format without metadata; undefined when it cannot be decoded. */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer | undefined> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (type === 'image/webp') return await image.webp({ quality: 82 }).toBuffer();
    return await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    return undefined;
  }
}
