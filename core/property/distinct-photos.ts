/**
 * Listings shown together (a property and the similar ones under it) each with a main
 * photo that none of the others shows: a listing whose main photo is already on the
 * screen shows the first of its own other photos that is not. Demo and small agencies
 * reuse a photo of a building type across listings; a visitor who sees the house they are
 * reading about on the card of "another" house stops trusting both. A listing all of whose
 * photos are already shown keeps its own main photo.
 */
import type { Picture } from './types.ts';

// an adapter's listing may come without its list of photos: it then keeps its main one
export function distinctMainPictures<T extends { MainPicture: Picture | null; Pictures?: readonly Picture[] | null }>(items: readonly T[], shown: Iterable<string> = []): T[] {
  const seen = new Set(shown);
  return items.map((item) => {
    const main = item.MainPicture;
    const pick = main && !seen.has(main.Url) ? main : (item.Pictures?.find((picture) => !seen.has(picture.Url)) ?? main);
    if (pick) seen.add(pick.Url);
    return pick === main ? item : { ...item, MainPicture: pick };
  });
}
