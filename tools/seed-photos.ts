/**
 * Makes the demo's listing photos (demo/server/seed/photos/) from their originals, once:
 * `npx tsx tools/seed-photos.ts <folder with the originals> [--all]`. Each photo of photos.json
 * whose files are not made yet (every one with `--all`) is
 * cropped to the 4:3 the listings show, scaled to the four sizes the API serves (the
 * picture and its low, medium and high thumbnails; never enlarged) and written as WebP
 * without metadata. photos.json keeps where each came from, its author and licence;
 * SOURCES.md, written from it here, says it in words. The originals are not part of
 * the project.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'demo/server/seed/photos');
const originals = process.argv[2];
if (!originals) throw new Error('usage: npx tsx tools/seed-photos.ts <folder with the originals> [--all]');
// a photo already made keeps its files byte for byte: adding photos does not rewrite the others
const remake = process.argv.includes('--all');

/** The sizes of spec §4's picture and thumbnails, with the WebP quality each is written at. */
const SIZES = [
  { suffix: '', width: 1440, height: 1080, quality: 60 },
  { suffix: '-high', width: 1024, height: 768, quality: 60 },
  { suffix: '-medium', width: 640, height: 480, quality: 64 },
  { suffix: '-low', width: 320, height: 240, quality: 60 },
] as const;

interface Manifest {
  licences: Record<string, { name: string; url: string }>;
  photos: (Entry & { shows: string; scene: string; author: string; source: string; licence: string })[];
}

function sources(manifest: Manifest, bytes: number): string {
  const rows = manifest.photos.map((photo) => {
    const licence = manifest.licences[photo.licence]!;
    const [repository, file] = photo.via.split(': ');
    return `| \`${photo.name}\` | ${photo.shows}, ${photo.scene} | ${photo.author} | ${photo.source} | [${licence.name}](${licence.url}) | ${repository}, \`${file}\` |`;
  });
  return `# The demo's listing photos: sources and licences

The photographs the demo's listings and projects show (\`photos.ts\` hands them out; \`photos.json\`
holds the same facts as data). Each was taken from a public repository that credits it to its
author and the site that published it, under that site's licence. All three licences let the
project copy, resize and publish the photos, commercial use included, without asking: CC0 is a
public-domain dedication; the Unsplash and Pexels licences grant a free licence to use, modify and
distribute, and forbid only selling an unaltered copy or building a competing photo service with
them. None asks for a credit on the page; the authors are named here all the same, and an agency
that replaces the demo's listings replaces these photos with its own.

How they were made: \`npx tsx tools/seed-photos.ts <folder with the originals>\` crops each original
to 4:3, scales it to the picture (at most 1440 × 1080) and the spec's high (1024 × 768), medium
(640 × 480) and low (320 × 240) thumbnails, never enlarging, and writes WebP without metadata
(${(bytes / 1024 / 1024).toFixed(1)} MB for the set), then writes this page; a photo already made is
not made again unless \`--all\` is given. Each listing shows the front of a building of its kind
and several rooms drawn from these by the seed's random numbers, so that listings of one kind
differ; fronts are fewer than listings, and the lists show a listing whose front another card on
the screen shows with one of its rooms instead (\`core/property/distinct-photos.ts\`). Shops,
commercial buildings, practices and plots, for which no photo under such a licence was found,
keep drawn pictures (\`pictures.ts\`).

| photo | shows | author | source | licence | taken from (repository, file) |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

interface Entry {
  name: string;
  via: string;
  /** where the 4:3 crop sits in a photo of another shape */
  focus?: 'top' | 'bottom' | 'left' | 'right';
  width?: number;
  height?: number;
}

const manifestPath = join(folder, 'photos.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { photos: Entry[] };
const fileOf = (photo: Entry, suffix: string) => join(folder, `${photo.name}${suffix}.webp`);
let bytes = 0;
for (const photo of manifest.photos) {
  if (!remake && photo.width && SIZES.every((size) => existsSync(fileOf(photo, size.suffix)))) {
    bytes += SIZES.reduce((sum, size) => sum + statSync(fileOf(photo, size.suffix)).size, 0);
    continue;
  }
  const original = join(originals, basename(photo.via.split(': ')[1]!));
  const source = sharp(readFileSync(original)).rotate();
  const { width = 0, height = 0 } = await source.metadata();
  // the largest 4:3 crop of the original, never enlarged
  const cropWidth = Math.min(width, Math.round((height * 4) / 3));
  const full = { width: Math.min(SIZES[0].width, cropWidth), height: Math.round((Math.min(SIZES[0].width, cropWidth) * 3) / 4) };
  for (const size of SIZES) {
    const target = size.suffix === '' ? full : { width: Math.min(size.width, full.width), height: Math.min(size.height, full.height) };
    const body = await source
      .clone()
      .resize({ width: target.width, height: target.height, fit: 'cover', position: photo.focus ?? 'centre' })
      .webp({ quality: size.quality, effort: 6 })
      .toBuffer();
    writeFileSync(fileOf(photo, size.suffix), body);
    bytes += body.length;
  }
  Object.assign(photo, { width: full.width, height: full.height });
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(folder, 'SOURCES.md'), sources(manifest as unknown as Manifest, bytes));
console.log(`${manifest.photos.length} photos, ${(bytes / 1024 / 1024).toFixed(2)} MB in all`);
