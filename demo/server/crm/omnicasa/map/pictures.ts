/**
 * Pictures: Omnicasa sends each listing's pictures as one list per size
 * (SmallPictureItems, MediumPictureItems, LargePictureItems, XLargePictureItems), items
 * `{ ID, Url, Description }` matched by ID, the caption in the language of the call. The
 * largest is the picture, the others its thumbnails (low, medium, high); a size the CRM
 * left out is served by the next larger one.
 */
import type { Picture } from '../../../../../core/property/types.ts';
import { type ByLanguage, itemsByLanguage, type Mapped, RecordReader } from '../../mapping.ts';

const SIZES = ['XLargePictureItems', 'LargePictureItems', 'MediumPictureItems', 'SmallPictureItems'] as const;

/** Omnicasa's photos are 4:3 unless the item says otherwise. */
const DEFAULT_WIDTH = 1600;
const DEFAULT_HEIGHT = 1200;

/** The pictures of a listing or project whose record `parent` reads; a broken picture is a problem of the record. */
export function mapPictures(parent: RecordReader): Picture[] {
  const lists = SIZES.map((field) => parent.listByLanguage(field));
  // the largest size that was sent lists the pictures, in the agency's order
  const main = lists.find((list) => Object.keys(list).length > 0) ?? {};
  const pictures: Picture[] = [];
  for (const item of itemsByLanguage(main)) {
    const picture = parent.adopt(mapPicture(item, lists));
    if (picture) pictures.push(picture);
  }
  return pictures;
}

type SizeLists = readonly ReturnType<RecordReader['listByLanguage']>[];

function urlOf(lists: SizeLists, index: number, id: number): unknown {
  for (let size = index; size >= 0; size--) {
    const first = Object.values(lists[size]!)[0];
    const item = first?.find((candidate) => (candidate as { ID?: unknown } | null)?.ID === id) as { Url?: unknown } | undefined;
    if (item?.Url !== undefined) return item.Url;
  }
  return undefined;
}

function mapPicture(item: ByLanguage, lists: SizeLists): Mapped<Picture> {
  const read = RecordReader.of('picture', item);
  const id = read.integer('ID', { required: true, min: 1 });
  const url = read.text('Url', { required: true });
  const caption = read.texts('Description');
  const width = read.integer('Width', { min: 1 });
  const height = read.integer('Height', { min: 1 });
  const thumb = (index: number) => {
    const value = id === null ? undefined : urlOf(lists, index, id);
    if (typeof value === 'string' && value.trim()) return value.trim();
    return url ?? '';
  };
  return read.result(() => ({
    ID: id!,
    Url: url!,
    Thumbs: { low: thumb(3), medium: thumb(2), high: thumb(1) },
    Width: width ?? DEFAULT_WIDTH,
    Height: height ?? DEFAULT_HEIGHT,
    Caption: caption,
  }));
}
