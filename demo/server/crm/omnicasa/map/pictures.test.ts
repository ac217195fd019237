// Pictures from Omnicasa's lists per size: which URL becomes the picture and which its
// thumbnails, whatever sizes the CRM sent, and what makes a picture unreadable.
import { describe, expect, it } from 'vitest';
import { RecordReader } from '../../mapping.ts';
import { mapPictures } from './pictures.ts';

const item = (size: string, extra: Record<string, unknown> = {}) => ({ ID: 5, Url: `https://cdn.example/5-${size}.jpg`, ...extra });
const read = (record: Record<string, unknown>, fr?: Record<string, unknown>) => {
  const reader = RecordReader.of('property', { nl: { ID: 1, ...record }, ...(fr ? { fr: { ID: 1, ...fr } } : {}) });
  return { pictures: mapPictures(reader), problems: reader.problems };
};
const url = (size: string) => `https://cdn.example/5-${size}.jpg`;

describe('pictures by size', () => {
  it.each([
    ['all four sizes', { SmallPictureItems: [item('s')], MediumPictureItems: [item('m')], LargePictureItems: [item('l')], XLargePictureItems: [item('xl')] }, url('xl'), [url('s'), url('m'), url('l')]],
    ['XLarge only: every thumbnail is it', { XLargePictureItems: [item('xl')] }, url('xl'), [url('xl'), url('xl'), url('xl')]],
    ['no XLarge: Large is the picture', { LargePictureItems: [item('l')], SmallPictureItems: [item('s')] }, url('l'), [url('s'), url('l'), url('l')]],
    ['Small missing: the Medium serves', { MediumPictureItems: [item('m')], XLargePictureItems: [item('xl')] }, url('xl'), [url('m'), url('m'), url('xl')]],
  ])('%s', (_name, record, full, [low, medium, high]) => {
    const { pictures, problems } = read(record);
    expect(problems).toEqual([]);
    expect(pictures).toEqual([{ ID: 5, Url: full, Thumbs: { low, medium, high }, Width: 1600, Height: 1200, Caption: null }]);
  });

  it('keeps the CRM order, its sizes when it gives them, and a caption per language', () => {
    const { pictures } = read(
      { XLargePictureItems: [item('xl', { Description: 'Tuin', Width: 2000, Height: 1000 }), { ID: 6, Url: 'https://cdn.example/6.jpg' }] },
      { XLargePictureItems: [item('xl', { Description: 'Jardin' })] },
    );
    expect(pictures.map((picture) => [picture.ID, picture.Width, picture.Height, picture.Caption])).toEqual([
      [5, 2000, 1000, { nl: 'Tuin', fr: 'Jardin' }],
      [6, 1600, 1200, null],
    ]);
  });

  it('no pictures at all is an empty list, not a problem', () => {
    expect(read({})).toEqual({ pictures: [], problems: [] });
  });

  it.each([
    ['no ID', { XLargePictureItems: [{ Url: url('xl') }] }, { kind: 'picture', id: null, field: 'ID', problem: 'missing' }],
    ['no URL', { XLargePictureItems: [{ ID: 5 }] }, { kind: 'picture', id: 5, field: 'Url', problem: 'missing' }],
    ['a width that is no number', { XLargePictureItems: [item('xl', { Width: 'wide' })] }, { kind: 'picture', id: 5, field: 'Width', problem: 'not a number' }],
    ['a caption that is no text', { XLargePictureItems: [item('xl', { Description: 7 })] }, { kind: 'picture', id: 5, field: 'Description', problem: 'not a text' }],
    ['a size list that is none', { XLargePictureItems: {} }, { kind: 'property', id: 1, field: 'XLargePictureItems', problem: 'not a list' }],
  ])('%s is a problem of the record', (_name, record, problem) => {
    const { pictures, problems } = read(record);
    expect(pictures).toEqual([]);
    expect(problems).toEqual([problem]);
  });
});
