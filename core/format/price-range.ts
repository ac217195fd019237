/**
 * A project's price range (spec §3 "price range"): which amounts to show, lowest first.
 * Amounts of 0 or less are not prices (CRMs store 0 for "on request"), and a range the
 * CRM wrote the wrong way round is put right.
 */
export type PriceRange =
  | { kind: 'range'; low: number; high: number }
  | { kind: 'single'; low: number }
  | { kind: 'from'; low: number }
  | { kind: 'upTo'; high: number };

const price = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The range to show, or null when no price is published. */
export function priceRange(min: unknown, max: unknown): PriceRange | null {
  const a = price(min);
  const b = price(max);
  if (a === undefined && b === undefined) return null;
  if (b === undefined) return { kind: 'from', low: a! };
  if (a === undefined) return { kind: 'upTo', high: b };
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return low === high ? { kind: 'single', low } : { kind: 'range', low, high };
}
