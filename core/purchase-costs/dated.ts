/**
 * Purchase costs change by law on a date: Flanders' rate for a sole own home went from
 * 3 % to 2 % for deeds from 1 January 2025, the notaries' fee scale changed on 1 January
 * 2023. Each rule is therefore a list of dated entries, each with the official text it
 * comes from; the entry that holds for a deed is the last one whose date is not after the
 * deed's. Next year's change is one more entry, and an estimate for a deed signed before
 * it keeps the rule of its own day.
 */
export interface Dated {
  /** the first deed date (YYYY-MM-DD) the entry holds for */
  from: string;
  /** the official text (or the official page explaining it) the figures come from */
  source: string;
}

/** A deed date as YYYY-MM-DD; anything else → undefined. */
export function deedDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

/** The entry in force on `deedDate`, or undefined before the first one (ISO dates compare as strings). */
export function entryOn<T extends Dated>(entries: readonly T[], deedDate: string): T | undefined {
  let found: T | undefined;
  for (const entry of entries) {
    if (entry.from <= deedDate && (!found || entry.from > found.from)) found = entry;
  }
  return found;
}

/**
 * Euros to the cent, as a notary's statement writes them, half a cent up. Twelve
 * significant digits first, so that 0.57 % of a price that floating point holds as
 * ….4999999 cents rounds as the decimal figure does.
 */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}
