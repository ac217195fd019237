/**
 * Belgian phone numbers in the grouping people read aloud: a mobile or zone number of
 * 10 digits as 4-2-2-2 (`0475 12 34 56`), a 9-digit landline as 3-2-2-2
 * (`050 12 34 56`). Any other length (international form, extensions, typos) is shown
 * exactly as the agency typed it: a wrong guess is worse than no grouping.
 */
export function formatPhone(input: string): string {
  if (typeof input !== 'string') return typeof input === 'number' && Number.isFinite(input) ? String(input) : '';
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return group(digits, [4, 2, 2, 2]);
  if (digits.length === 9) return group(digits, [3, 2, 2, 2]);
  return input;
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
