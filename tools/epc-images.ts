/**
 * Writes the EPC label images of every class of every scale (core/property/epc-images.ts)
 * into dist/epc/<scheme>/<label>.svg and dist/react/epc/…, where epcImage() points. Run by
 * `npm run build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { epcImages } from '../core/property/epc-images.ts';

const images = epcImages();
for (const dir of ['dist/', 'dist/react/']) {
  for (const [path, svg] of images) {
    mkdirSync(new URL(`../${dir}${path.slice(0, path.lastIndexOf('/'))}`, import.meta.url), { recursive: true });
    writeFileSync(new URL(`../${dir}${path}`, import.meta.url), svg);
  }
}
console.log(`epc label images: ${images.size} per build`);
