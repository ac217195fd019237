/**
 * Numbers, dates and file sizes as each language of the site writes them: Belgian Dutch,
 * French and German (`1.234,5`, `1 234,5`, `1.234,5`), and British English for English
 * (`1,234.5`): an English reader takes `7,5 m` for seven thousand five hundred metres.
 */
import type { Language } from '../i18n/languages.ts';

const LOCALES: Readonly<Record<Language, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

export function localeOf(language: Language): string {
  return LOCALES[language] ?? LOCALES.nl;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    formats.set(key, format);
  }
  return format;
}

/** Up to two decimals, as surfaces and widths are measured (`12,5`). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/** A rate as a percentage (`0.125` → `12,5 %`, `12.5%` in English), up to two decimals. */
export function formatPercent(rate: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

/**
 * An ISO date (`2030-11-22`, or a full timestamp) written out: `22 november 2030`.
 * A date-only value is a calendar day, so it is read and written in UTC: no time zone
 * moves it to the day before. Unreadable input gives ''.
 */
export function formatDate(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** Bytes as a reader thinks of a download: `820 B`, `1,8 kB`, `2,3 MB` (1 kB = 1000 B, as browsers show it). */
export function formatFileSize(bytes: number, language: Language): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  // 999 950 B would read "1.000 kB": from there on it is megabytes
  const [unit, amount] =
    size < 1000 ? (['byte', size] as const) : size < 999_950 ? (['kilobyte', size / 1e3] as const) : (['megabyte', size / 1e6] as const);
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(amount);
}

/*
 * The text of a field that holds an amount in euros (a price, a price bound of a search,
 * an amount borrowed). What the visitor types stays as typed while they type; once they
 * leave the field, whole euros are written as their language writes numbers (`300000` →
 * `300.000`, `300 000`, `300,000`), and text that is no such amount stays as typed for
 * them to correct. The calculator and the search form both follow this one rule.
 */

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
export function leftAmountText(text: string, language: Language, read: (text: string) => number | null | undefined): string {
  const amount = read(text);
  return text.trim() !== '' && typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amountFieldText(amount, language) : text;
}
