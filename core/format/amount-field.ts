/**
 * The text of a field that holds an amount in euros (a price, a price bound of a search,
 * an amount borrowed). What the visitor types stays as typed while they type; once they
 * leave the field, whole euros are written as their language writes numbers (`300000` →
 * `300.000`, `300 000`, `300,000`), and text that is no such amount stays as typed for
 * them to correct. The calculator and the search form both follow this one rule.
 */
import type { Language } from '../i18n/languages.ts';
import { parseAmount } from '../forms/values.ts';
import { formatNumber } from './numbers.ts';

/** An amount as its field shows it; '' for none (0 is "on request", not an amount). */
export function amountFieldText(amount: number | null | undefined, language: Language): string {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? formatNumber(amount, language, 0) : '';
}

/**
 * A field's text once the visitor has left it: whole euros written as the language writes
 * them, anything else as typed. `read` is how the field reads what was typed (a search's
 * price bound reads less than a form's amount does), so the field never shows an amount
 * it does not use.
 */
export function leftAmountText(text: string, language: Language, read: (text: string) => number | null | undefined = parseAmount): string {
  const amount = read(text);
  return text.trim() !== '' && typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amountFieldText(amount, language) : text;
}
