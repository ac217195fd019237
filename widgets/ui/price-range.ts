/**
 * A project's price range as its card and page write it: "From € 279.000 to € 395.000",
 * "From € 279.000", "Up to € 395.000" or one amount (core/format/price-range.ts decides
 * which; amounts follow the currency rule).
 */
import { useLingui } from '@lingui/react/macro';
import { formatCurrency } from '../../core/format/currency.ts';
import { priceRange } from '../../core/format/price-range.ts';

/** `(min, max) => text`, or undefined when the project shows no price. */
export function usePriceRange(): (min: unknown, max: unknown) => string | undefined {
  const { t } = useLingui();
  return (min, max) => {
    const range = priceRange(min, max);
    if (!range) return undefined;
    if (range.kind === 'single') return formatCurrency(range.low);
    if (range.kind === 'upTo') {
      const to = formatCurrency(range.high);
      return t({ id: 'ui.priceRange.upTo', message: `Up to ${to}` });
    }
    const from = formatCurrency(range.low);
    if (range.kind === 'from') return t({ id: 'ui.priceRange.from', message: `From ${from}` });
    const to = formatCurrency(range.high);
    return t({ id: 'ui.priceRange.range', message: `From ${from} to ${to}` });
  };
}
