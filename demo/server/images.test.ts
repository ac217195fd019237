import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_SIDE, reencodeImage } from './images.ts';

/** A photo as a phone takes it: EXIF with a GPS position, a camera and an orientation. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp', width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snap 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' } })
    .toFormat(format)
    .toBuffer();
}

describe('re-encoding a visitor photo', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s a %s without any metadata', async (format, type) => {
    const original = await phonePhoto(format);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await reencodeImage(original, type);
    expect(stored).toBeDefined();
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored!.includes('PhoneCo')).toBe(false);
  });

  it('turns it upright by its orientation, then drops the orientation', async () => {
    const stored = await reencodeImage(await phonePhoto('jpeg', 60, 40), 'image/jpeg');
    const meta = await sharp(stored!).metadata();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(meta.orientation).toBeUndefined();
  });

  it('scales a large photo down to the longest side the site shows, never a small one up', async () => {
    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const meta = await sharp((await reencodeImage(large, 'image/jpeg'))!).metadata();
    expect([meta.width, meta.height]).toEqual([IMAGE_MAX_SIDE, IMAGE_MAX_SIDE / 2]);
  });

  it('answers undefined for bytes that only look like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect(await reencodeImage(fake, 'image/jpeg')).toBeUndefined();
    const truncated = (await phonePhoto('png')).subarray(0, 60);
    expect(await reencodeImage(truncated, 'image/png')).toBeUndefined();
  });
});
