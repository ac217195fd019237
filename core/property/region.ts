/**
 * Spec §5: the region of a Belgian postal code. Brussels 1000–1299; Wallonia 1300–1499
 * and 4000–7999; Flanders 1500–3999 and 8000–9999.
 */
export const REGIONS = ['flanders', 'wallonia', 'brussels'] as const;
export type Region = (typeof REGIONS)[number];

const RANGES: readonly (readonly [from: number, to: number, region: Region])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
];

/**
 * A postal code as a number (`2000`) or a string (`"2000"`, `" 2000 "`) → its region.
 * Anything else (other lengths, letters, decimals, other types) → null.
 */
export function regionOfZip(zip: unknown): Region | null {
  let code: number;
  if (typeof zip === 'number') code = zip;
  else if (typeof zip === 'string' && /^\d{4}$/.test(zip.trim())) code = Number(zip.trim());
  else return null;
  if (!Number.isInteger(code)) return null;
  for (const [from, to, region] of RANGES) if (code >= from && code <= to) return region;
  return null;
}
