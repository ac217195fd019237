/**
 * A project's price range as its card and page show it: "From € 279.000 to € 395.000",
 * "From € 279.000" when only the lowest price is known (or all units cost the same),
 * "Up to € 395.000" when only the highest is. Amounts follow the currency rule of spec §5.
 */
import { useLingui } from '@lingui/react/macro';
import { formatCurrency } from '../../core/format/currency.ts';

type Amount = number | null | undefined;

/** The shape of the range: which of the two prices it shows. */
export function priceRangeKind(min: Amount, max: Amount): 'range' | 'from' | 'upTo' | 'single' | 'none' {
  const low = typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : undefined;
  const high = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : undefined;
  if (low === undefined && high === undefined) return 'none';
  if (low === undefined) return 'upTo';
  if (high === undefined) return 'from';
  return high > low ? 'range' : 'single';
}

/** `(min, max) => text`, or undefined when the project shows no price. */
export function usePriceRange(): (min: Amount, max: Amount) => string | undefined {
  const { t } = useLingui();
  return (min, max) => {
    const from = formatCurrency(min);
    const to = formatCurrency(max);
    switch (priceRangeKind(min, max)) {
      case 'range':
        return t({ id: 'projectList.price.range', message: `From ${from} to ${to}` });
      case 'from':
        return t({ id: 'projectList.price.from', message: `From ${from}` });
      case 'single':
        return from;
      case 'upTo':
        return t({ id: 'projectList.price.upTo', message: `Up to ${to}` });
      default:
        return undefined;
    }
  };
}
