import { describe, expect, it } from 'vitest';
import { distinctMainPictures, distinctPicks } from './distinct-photos.ts';
import type { Picture } from './types.ts';

const picture = (name: string): Picture => ({ ID: 1, Url: `/media/${name}.webp`, Thumbs: { low: '', medium: '', high: '' }, Width: 3, Height: 2, Caption: null });
const listing = (id: number, ...names: string[]) => ({ id, MainPicture: names.length ? picture(names[0]!) : null, Pictures: names.map(picture) });
const mains = (items: { MainPicture: Picture | null }[]) => items.map((item) => item.MainPicture?.Url.replace(/^\/media\/|\.webp$/g, '') ?? null);

describe('distinctMainPictures', () => {
  it.each([
    ['all different: unchanged', [listing(1, 'a', 'x'), listing(2, 'b', 'y')], [], ['a', 'b']],
    ['the page’s own photo is not shown again', [listing(1, 'a', 'x'), listing(2, 'b')], ['/media/a.webp'], ['x', 'b']],
    ['two listings with one front: the second shows its next photo', [listing(1, 'a', 'x'), listing(2, 'a', 'x', 'y')], [], ['a', 'x']],
    ['a photo another card shows is skipped too', [listing(1, 'a'), listing(2, 'b'), listing(3, 'a', 'b', 'c')], [], ['a', 'b', 'c']],
    ['every photo already shown: its own main photo', [listing(1, 'a'), listing(2, 'a')], [], ['a', 'a']],
    ['no photo at all', [listing(1)], ['/media/a.webp'], [null]],
    ['no main photo: the first of its photos not shown', [{ ...listing(1, 'a', 'b'), MainPicture: null }], ['/media/a.webp'], ['b']],
    ['a page of one front shared by three, each with rooms of its own', [listing(1, 'f', 'r1'), listing(2, 'f', 'r2'), listing(3, 'f', 'r1', 'r3')], [], ['f', 'r2', 'r1']],
  ] as const)('%s', (_name, items, shown, expected) => {
    expect(mains(distinctMainPictures(items, shown))).toEqual(expected);
  });

  it('leaves a listing it does not change as it was', () => {
    const first = listing(1, 'a');
    expect(distinctMainPictures([first])[0]).toBe(first);
  });
});

describe('distinctPicks', () => {
  it.each([
    ['nothing to pick from', [], [], []],
    ['each its first when all differ', [['a', 'b'], ['c']], [], ['a', 'c']],
    ['a repeat takes its next', [['a', 'b'], ['a', 'c']], [], ['a', 'c']],
    ['a repeat of what the screen shows takes its next', [['a', 'b']], ['a'], ['b']],
    ['all taken: its first, and the next listing still avoids it', [['a'], ['a'], ['a', 'b']], [], ['a', 'a', 'b']],
    ['a listing without photos', [[], ['a']], [], [undefined, 'a']],
    ['the last of its photos when only that one is free', [['a', 'b', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c']], [], ['a', 'b', 'c', 'a']],
  ] as const)('%s', (_name, candidates, shown, expected) => {
    expect(distinctPicks(candidates, shown)).toEqual(expected);
  });
});
