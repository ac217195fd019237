import { ELLIPSIS, TRUNCATE_LIMIT, TRUNCATE_WORD_BOUNDARY_RATIO } from '../constants.ts';
import { stripMarkup } from './strip-markup.ts';

/**
 * Spec §5: a description as a teaser. Markup is stripped; text longer than `limit` is
 * cut at the last word boundary when that boundary falls after 80 % of the limit (a cut
 * earlier would waste too much of the room), else at the limit itself, and "…" follows.
 * The result is never longer than `limit` + the ellipsis.
 */
export function truncateText(text: unknown, limit: number = TRUNCATE_LIMIT): string {
  const plain = stripMarkup(text);
  const max = Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : TRUNCATE_LIMIT;
  if (plain.length <= max) return plain;
  // a space right after the limit still ends a word that fits
  const boundary = plain.lastIndexOf(' ', max);
  const cut = boundary > max * TRUNCATE_WORD_BOUNDARY_RATIO ? boundary : avoidSplitPair(plain, max);
  return `${plain.slice(0, cut).replace(/[\s,;:]+$/u, '')}${ELLIPSIS}`;
}

/** Never leave half of an emoji or other astral character before the ellipsis. */
function avoidSplitPair(text: string, index: number): number {
  const before = text.charCodeAt(index - 1);
  return before >= 0xd800 && before <= 0xdbff ? index - 1 : index;
}
