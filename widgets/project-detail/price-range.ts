/** A project's prices as one line: `€ 279.000 – € 395.000`, one amount when they meet, null when none is published. */
import { formatCurrency } from '../../core/format/currency.ts';
import type { ProjectSummary } from '../../core/property/types.ts';

const amount = (value: number | null) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

export function priceRange(project: Pick<ProjectSummary, 'PriceMin' | 'PriceMax'>): string | null {
  const low = amount(project.PriceMin);
  const high = amount(project.PriceMax);
  if (low === null && high === null) return null;
  if (low === null || high === null || low === high) return formatCurrency(low ?? high);
  return `${formatCurrency(Math.min(low, high))} – ${formatCurrency(Math.max(low, high))}`;
}
