import type { Language } from '../i18n/languages.ts';
import { localeOf } from './numbers.ts';

/**
 * Amounts in euro as Belgian-Dutch readers write them (spec §5): `€ 250.000`, `€ 1.234,50`,
 * `€ -1.000`. Whole amounts carry no decimals (prices), others two (charges, fees).
 * The space after the sign is a no-break space so a narrow card never leaves the euro
 * sign alone at the end of a line.
 */
const SIGN = '€\u00a0';

let whole: Intl.NumberFormat | undefined;
let cents: Intl.NumberFormat | undefined;

/** Non-numeric input (null, '', 'abc', NaN, Infinity, objects) counts as 0. */
export function formatCurrency(value: unknown): string {
  const amount = toAmount(value);
  const rounded = Math.round(Math.abs(amount) * 100);
  if (rounded === 0) return `${SIGN}0`;
  const sign = amount < 0 ? '-' : '';
  const text =
    rounded % 100 === 0
      ? (whole ??= new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 })).format(rounded / 100)
      : (cents ??= new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
          rounded / 100,
        );
  return `${SIGN}${sign}${text}`;
}

/**
 * A number, or a string as an API or a form gives it: `"250000"`, `"1234.5"`, or with
 * a decimal comma `"1234,50"`. Strings with grouping (`"1.234,50"`) are ambiguous and
 * count as non-numeric.
 */
function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'bigint') return Number.isFinite(Number(value)) ? Number(value) : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  const normalized = /^[-+]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalized)) return 0;
  const amount = Number(normalized);
  return Number.isFinite(amount) ? amount : 0;
}

const euroFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in euro as the visitor's language writes it, for every price and cost on
 * screen: Dutch by formatCurrency's rule (`€ 250.000`), French and German with the sign
 * after (`250 000 €`, `250.000 €`, as Belgian sites write them), English in British
 * style (`€250,000`). Whole amounts without decimals, others with two; non-numeric
 * input counts as 0, as for formatCurrency.
 */
export function formatEuro(value: unknown, language: Language): string {
  if (language === 'nl') return formatCurrency(value);
  const amount = Math.round(toAmount(value) * 100) / 100;
  const cents = !Number.isInteger(amount);
  const key = `${language}${cents}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    euroFormats.set(key, format);
  }
  return format.format(amount === 0 ? 0 : amount);
}
