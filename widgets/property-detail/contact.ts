/**
 * A phone number as a `tel:` link dials it: in the international form, so that a
 * visitor abroad, or a phone set to another country, reaches the Belgian number.
 * Numbers the agency typed with a country code keep it; `00` becomes `+`.
 */
const BELGIUM = '+32';

export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:${BELGIUM}${digits.slice(1)}`;
  return `tel:${digits}`;
}
