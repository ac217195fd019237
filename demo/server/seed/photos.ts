/**
 * The photographs the demo's listings and projects show: real buildings and rooms under
 * licences that let the project carry them (photos/SOURCES.md names each one's author,
 * source and licence; photos/photos.json is the same as data). tools/seed-photos.ts made
 * the four sizes of each from its original: the picture (up to 1440 × 1080) and the spec's
 * high, medium and low thumbnails, cropped to 4:3 and written as WebP. They are served
 * from the database like every other medium, under /media/photos/, and nothing is
 * fetched from elsewhere at run time.
 *
 * A few dozen photos serve about seventy listings, so listings of a kind share them: a
 * picker hands them out in turn (a flat gets a block of flats and a flat's rooms, a villa
 * a detached house), so that neighbours in a list do not show the same front.
 */
import { readFileSync } from 'node:fs';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import type { Picture } from '../../../core/property/types.ts';
import type { MediaFile } from './properties.ts';
import { CAPTIONS } from './vocabulary.ts';

/** What a photo shows: a kind of building from the street, or rooms of a home or of a practice. */
export type PhotoSubject = 'house' | 'villa' | 'apartment' | 'office' | 'industrial' | 'residential' | 'practice';
export type PhotoScene = 'front' | 'street' | 'living' | 'dining' | 'kitchen' | 'bedroom' | 'interior';

export interface Photo {
  name: string;
  shows: PhotoSubject;
  scene: PhotoScene;
  /** a building of the last twenty years (a new build's front) */
  modern?: boolean;
  author: string;
  /** the photo's page, or its author's where the source names only the author */
  source: string;
  licence: 'unsplash' | 'pexels' | 'cc0';
  /** the repository and file it was taken from */
  via: string;
  width: number;
  height: number;
}

interface Manifest {
  licences: Record<Photo['licence'], { name: string; url: string }>;
  photos: Photo[];
}

const manifest = JSON.parse(readFileSync(new URL('./photos/photos.json', import.meta.url), 'utf8')) as Manifest;
export const PHOTOS: readonly Photo[] = manifest.photos;
export const PHOTO_LICENCES = manifest.licences;

const SIZES = { full: '', high: '-high', medium: '-medium', low: '-low' } as const;
const pathOf = (photo: Photo, size: keyof typeof SIZES) => `/media/photos/${photo.name}${SIZES[size]}.webp`;

/** The four files of a photo, read once a process: the seed stores them once, whichever listing shows the photo first. */
const filesCache = new Map<string, MediaFile[]>();
export function photoFiles(photo: Photo): MediaFile[] {
  let files = filesCache.get(photo.name);
  if (!files) {
    files = (Object.keys(SIZES) as (keyof typeof SIZES)[]).map((size) => ({
      path: pathOf(photo, size),
      mime: 'image/webp',
      body: readFileSync(new URL(`./photos/${photo.name}${SIZES[size]}.webp`, import.meta.url)),
    }));
    filesCache.set(photo.name, files);
  }
  return files;
}

const CAPTION_OF: Readonly<Record<PhotoScene, Translatable>> = {
  front: CAPTIONS.front,
  street: CAPTIONS.street,
  living: CAPTIONS.living,
  dining: CAPTIONS.dining,
  kitchen: CAPTIONS.kitchen,
  bedroom: CAPTIONS.bedroom,
  interior: CAPTIONS.interior,
};

/** A listing's picture of `photo`: its own id, the photo's files and a caption saying what it shows. */
export function photoPicture(id: number, photo: Photo): Picture {
  return {
    ID: id,
    Url: pathOf(photo, 'full'),
    Thumbs: { low: pathOf(photo, 'low'), medium: pathOf(photo, 'medium'), high: pathOf(photo, 'high') },
    Width: photo.width,
    Height: photo.height,
    Caption: CAPTION_OF[photo.scene],
  };
}

export function photoNamed(name: string): Photo {
  const photo = PHOTOS.find((candidate) => candidate.name === name);
  if (!photo) throw new Error(`No photo ${name}`);
  return photo;
}

/**
 * Hands out the photos of a kind in turn, and says which photos' files a listing must
 * bring to the database (the first that shows each).
 */
export function createPhotoPicker() {
  const turns = new Map<string, number>();
  const stored = new Set<string>();
  return {
    /** The next photo of `shows` and `scenes` (a new build's front among the modern ones, an older one's among the rest). */
    next(shows: PhotoSubject, scenes: readonly PhotoScene[], modern?: boolean): Photo | undefined {
      const candidates = PHOTOS.filter(
        (photo) => photo.shows === shows && scenes.includes(photo.scene) && (modern === undefined || Boolean(photo.modern) === modern),
      );
      const fallback = modern === undefined ? [] : PHOTOS.filter((photo) => photo.shows === shows && scenes.includes(photo.scene));
      const pool = candidates.length > 0 ? candidates : fallback;
      if (pool.length === 0) return undefined;
      const key = `${shows}:${scenes.join('+')}:${modern}`;
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      return pool[turn % pool.length];
    },
    /** The files of `photos` not yet stored by an earlier listing. */
    filesToStore(photos: readonly Photo[]): MediaFile[] {
      return photos.filter((photo) => !stored.has(photo.name) && stored.add(photo.name)).flatMap(photoFiles);
    },
  };
}
export type PhotoPicker = ReturnType<typeof createPhotoPicker>;
