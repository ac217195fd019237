/**
 * A project's price range as its card and page write it: "From € 279.000 to € 395.000",
 * "From € 279.000", "Up to € 395.000" or one amount (core/format/price-range.ts decides
 * which; amounts are written as the visitor's language writes them, formatEuro).
 */
import { useLingui } from '@lingui/react/macro';
import { formatEuro } from '../../core/format/currency.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { priceRange } from '../../core/format/price-range.ts';

/** `(min, max) => text`, or undefined when the project shows no price. */
export function usePriceRange(language: Language): (min: unknown, max: unknown) => string | undefined {
  const { t } = useLingui();
  return (min, max) => {
    const range = priceRange(min, max);
    if (!range) return undefined;
    if (range.kind === 'single') return formatEuro(range.low, language);
    if (range.kind === 'upTo') {
      const to = formatEuro(range.high, language);
      return t({ id: 'ui.priceRange.upTo', message: `Up to ${to}` });
    }
    const from = formatEuro(range.low, language);
    if (range.kind === 'from') return t({ id: 'ui.priceRange.from', message: `From ${from}` });
    const to = formatEuro(range.high, language);
    return t({ id: 'ui.priceRange.range', message: `From ${from} to ${to}` });
  };
}
