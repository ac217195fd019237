/**
 * Listings shown together (a page of results, the similar ones under a property, the
 * favourites) each with a main photo that none of the others shows:
 * a listing whose main photo is already on the screen shows the first of its own other
 * photos that is not. Demo and small agencies reuse a photo of a building type across
 * listings; a visitor who sees the house they are reading about on the card of "another"
 * house stops trusting both. A listing all of whose photos are already shown keeps its own
 * main photo: a photo of its own, even one shown, says more than none.
 */
import type { Picture } from './types.ts';

/**
 * For each listing, given its photos' addresses (its main one first), the one it shows:
 * the first not shown by an earlier listing nor in `shown`; its first when all are; none
 * when it has none.
 */
export function distinctPicks(candidates: readonly (readonly string[])[], shown: Iterable<string> = []): (string | undefined)[] {
  const seen = new Set(shown);
  return candidates.map((addresses) => {
    const pick = addresses.find((address) => !seen.has(address)) ?? addresses[0];
    if (pick !== undefined) seen.add(pick);
    return pick;
  });
}

// an adapter's listing may come without its list of photos: it then keeps its main one
export function distinctMainPictures<T extends { MainPicture: Picture | null; Pictures?: readonly Picture[] | null }>(items: readonly T[], shown: Iterable<string> = []): T[] {
  const choices = items.map((item) => {
    const main = item.MainPicture;
    return main ? [main, ...(item.Pictures ?? []).filter((picture) => picture.Url !== main.Url)] : [...(item.Pictures ?? [])];
  });
  const picks = distinctPicks(
    choices.map((pictures) => pictures.map((picture) => picture.Url)),
    shown,
  );
  return items.map((item, index) => {
    const pick = choices[index]!.find((picture) => picture.Url === picks[index]) ?? item.MainPicture;
    return pick === item.MainPicture ? item : { ...item, MainPicture: pick };
  });
}
