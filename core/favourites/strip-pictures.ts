/**
 * The recently viewed strip's thumbnails: the rule of a screen of listings (no photo twice,
 * core/property/distinct-photos.ts) over what the visitor's browser kept. A module of its
 * own so that the property page, which records a view, does not carry it: only the strip,
 * loaded when there is something to show, needs it.
 */
import { distinctPicks } from '../property/distinct-photos.ts';
import type { ViewedProperty } from './recently-viewed.ts';

/** The thumbnail each entry shows in the strip, no photo twice while an entry has another; '' for none. */
export function stripPictures(viewed: readonly ViewedProperty[]): string[] {
  const candidates = viewed.map((entry) => [entry.picture, ...(Array.isArray(entry.others) ? entry.others : [])].filter((address) => typeof address === 'string' && address !== ''));
  return distinctPicks(candidates).map((pick) => pick ?? '');
}
