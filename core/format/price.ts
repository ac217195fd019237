/**
 * Spec §5: the listing price line. Hidden unless the agency published it; a marquee on
 * the ignore list (e.g. "sold", "option") shows its name instead of an amount; PriceUnit
 * 7 reads "starting from" before the amount. The amount is written as the visitor's
 * language writes it (formatEuro: the spec's Belgian-Dutch rule in Dutch).
 */
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import { pickTranslation, textIn } from '../i18n/translatable.ts';
import { PRICE_UNIT_STARTING_FROM } from '../property/reference.ts';
import type { PropertyCore } from '../property/types.ts';
import { formatEuro } from './currency.ts';

/** "starting from" as each language writes it before an amount. */
export const STARTING_FROM: Readonly<Record<Language, string>> = {
  nl: 'vanaf',
  fr: 'à partir de',
  en: 'starting from',
  de: 'ab',
};

export interface PriceTextOptions {
  /** marquee ids whose name replaces the price (the map frame gets the same list) */
  marqueeIgnore?: readonly number[];
}

export type PriceSource = Pick<PropertyCore, 'PublishPrice' | 'Price' | 'PriceUnit' | 'Marquee' | 'MarqueeName'>;

/**
 * The price as a listing shows it, or null when there is none to show: not published,
 * no amount (0 or less counts as none: CRMs store 0 for "price on request"), or an
 * ignored marquee without a name. An unknown language reads as nl.
 */
export function priceText(p: PriceSource, lang: Language | string, opts: PriceTextOptions = {}): string | null {
  if (!p || typeof p !== 'object' || p.PublishPrice !== true) return null;
  const language = toLanguage(lang) ?? LANGUAGES[0];
  const ignored = Array.isArray(opts?.marqueeIgnore) ? opts.marqueeIgnore : [];
  if (p.Marquee !== null && p.Marquee !== undefined && ignored.some((id) => Number(id) === Number(p.Marquee))) {
    return pickTranslation(p.MarqueeName, language)?.trim() || null;
  }
  const amount = typeof p.Price === 'string' ? Number(p.Price) : p.Price;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const text = formatEuro(amount, language);
  return Number(p.PriceUnit) === PRICE_UNIT_STARTING_FROM ? `${STARTING_FROM[language]} ${text}` : text;
}

export type PriceLineSource = Pick<PropertyCore, 'PublishPrice' | 'Price' | 'PriceUnit' | 'PriceUnitText' | 'Marquee' | 'MarqueeName'>;

/**
 * The price with its unit, as a listing's page and card write it: "€ 960 per maand". The
 * unit is left out where priceText already said it (starting from) or where a marquee's
 * name stands in for the price.
 */
export function priceLine(property: PriceLineSource, language: Language, marqueeIgnore: readonly number[]): string | null {
  const text = priceText(property, language, { marqueeIgnore });
  if (text === null) return null;
  const replaced = property.Marquee !== null && marqueeIgnore.includes(property.Marquee);
  const unit = replaced || Number(property.PriceUnit) === PRICE_UNIT_STARTING_FROM ? '' : textIn(property.PriceUnitText, language);
  return unit ? `${text} ${unit}` : text;
}
