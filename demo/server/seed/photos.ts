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
 * picker hands the fronts out in turn (a flat gets a block of flats, a villa a detached
 * house), so that neighbours in a list do not show the same front, and draws each
 * listing's rooms with its own random numbers, so that homes of one kind differ inside.
 */
import { readFileSync } from 'node:fs';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import type { Picture } from '../../../core/property/types.ts';
import type { MediaFile } from './media-file.ts';
import type { Random } from './prng.ts';
import { CAPTIONS } from './vocabulary.ts';

/** What a photo shows: a kind of building from the street, or rooms of a home or of a practice. */
export type PhotoSubject = 'house' | 'villa' | 'apartment' | 'office' | 'industrial' | 'residential' | 'practice';
export type PhotoScene = 'front' | 'street' | 'living' | 'dining' | 'kitchen' | 'bedroom' | 'bathroom' | 'interior';

export interface Photo {
  name: string;
  shows: PhotoSubject;
  scene: PhotoScene;
  /** a building of the last twenty-five years (a new build's front), or of before the 1940s */
  age?: 'new' | 'old';
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
  bathroom: CAPTIONS.bathroom,
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
  const last = new Map<string, Photo>();
  const stored = new Set<string>();
  return {
    /**
     * The next photo of `shows` and `scenes`, of the building's age where photos of it
     * exist (a new build among the new fronts, a town house of the 1900s among the old).
     */
    next(shows: PhotoSubject, scenes: readonly PhotoScene[], age?: Photo['age']): Photo | undefined {
      const ofKind = PHOTOS.filter((photo) => photo.shows === shows && scenes.includes(photo.scene));
      const ofAge = ofKind.filter((photo) => photo.age === age);
      const pool = ofAge.length > 0 ? ofAge : ofKind.filter((photo) => photo.age === undefined);
      const turn = (from: readonly Photo[]) => {
        const key = from.map((photo) => photo.name).join();
        const count = turns.get(key) ?? 0;
        turns.set(key, count + 1);
        return from[count % from.length];
      };
      let photo = pool.length > 0 ? turn(pool) : undefined;
      // never the same front as the listing of this kind before it, while the kind has another that does not show an age
      const others = ofKind.filter((candidate) => candidate !== last.get(`${shows}:${scenes}`) && candidate.age === undefined);
      if (photo && photo === last.get(`${shows}:${scenes}`) && others.length > 0) photo = turn(others);
      if (photo) last.set(`${shows}:${scenes}`, photo);
      return photo;
    },
    /** A home's room of `scene`, drawn by `random` among those not in `besides` (none when all are). */
    room(random: Random, scene: PhotoScene, besides: readonly Photo[]): Photo | undefined {
      const pool = PHOTOS.filter((photo) => photo.shows === 'residential' && photo.scene === scene && !besides.includes(photo));
      return pool.length > 0 ? random.pick(pool) : undefined;
    },
    /** The files of `photos` not yet stored by an earlier listing. */
    filesToStore(photos: readonly Photo[]): MediaFile[] {
      return photos.filter((photo) => !stored.has(photo.name) && stored.add(photo.name)).flatMap(photoFiles);
    },
  };
}
export type PhotoPicker = ReturnType<typeof createPhotoPicker>;
