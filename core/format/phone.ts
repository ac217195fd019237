/**
 * Belgian phone numbers in the grouping people read aloud, by the numbering plan (BIPT):
 * - a mobile, 10 digits: 4-2-2-2 (`0475 12 34 56`);
 * - a landline in one of the one-digit zones, Brussels 02, Antwerp 03, Liège 04 and
 *   Ghent 09, 9 digits: 2-3-2-2 (`02 640 12 80`);
 * - a landline in a two-digit zone (`050`, `016`, `081`, …) and the 070/078 numbers,
 *   9 digits: 3-2-2-2 (`050 12 34 56`);
 * - a free or premium number (0800, 0900–0909), 9 digits: 4-2-3 (`0800 12 345`).
 * Any other length (international form, extensions, typos) is shown exactly as the
 * agency typed it: a wrong guess is worse than no grouping.
 */
export function formatPhone(input: string): string {
  if (typeof input !== 'string') return typeof input === 'number' && Number.isFinite(input) ? String(input) : '';
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, nineDigitGroups(digits));
  return input;
}

/** the zones whose trunk code is one digit after the 0 */
const ONE_DIGIT_ZONES = /^0[2349]/;
/** free (0800) and premium (0900–0909) numbers */
const SERVICE_NUMBERS = /^(0800|090)/;

function nineDigitGroups(digits: string): readonly number[] {
  if (SERVICE_NUMBERS.test(digits)) return [4, 2, 3];
  if (ONE_DIGIT_ZONES.test(digits)) return [2, 3, 2, 2];
  return [3, 2, 2, 2];
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The country code a Belgian number without one gets. */
const BELGIUM = '+32';

/**
 * A `tel:` link for a phone number as agencies write it (`0475 12 34 56`, `03/218.45.60`,
 * `0032 …`, `+352 …`): a Belgian number without a country code gets +32; '' without digits.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:${BELGIUM}${digits.slice(1)}`;
  return `tel:${digits}`;
}
