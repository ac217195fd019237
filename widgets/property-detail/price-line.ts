/**
 * The price of a detail page: the spec's price rule (priceText), followed by the unit
 * the CRM gives it ("per month") when an amount is shown. "Starting from" is already
 * part of priceText, and a marquee name shown instead of the price takes no unit.
 */
import { priceText } from '../../core/format/price.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { PRICE_UNIT_STARTING_FROM } from '../../core/property/reference.ts';
import type { PropertyCore } from '../../core/property/types.ts';
import { textIn } from '../ui/text.ts';

export type PriceLineSource = Pick<PropertyCore, 'PublishPrice' | 'Price' | 'PriceUnit' | 'PriceUnitText' | 'Marquee' | 'MarqueeName'>;

export function priceLine(property: PriceLineSource, language: Language, marqueeIgnore: readonly number[]): string | null {
  const text = priceText(property, language, { marqueeIgnore });
  if (text === null) return null;
  const replaced = property.Marquee !== null && marqueeIgnore.includes(property.Marquee);
  const unit = replaced || Number(property.PriceUnit) === PRICE_UNIT_STARTING_FROM ? '' : textIn(property.PriceUnitText, language);
  return unit ? `${text} ${unit}` : text;
}
