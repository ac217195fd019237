/**
 * What a project's units say of it, whichever CRM: the price range of the units still
 * available (those with a published price), how many there are, and whether the project
 * is sold out (it has units and none is left).
 */
import type { Construction, Project } from '../../../core/property/types.ts';

export function unitsSummary(units: readonly Construction[]): Pick<Project, 'Status' | 'UnitsAvailable' | 'UnitsTotal'> & { priceMin: number | null; priceMax: number | null } {
  const available = units.filter((unit) => unit.Status === 'available');
  const prices = available.filter((unit) => unit.PublishPrice && unit.Price !== null).map((unit) => unit.Price!);
  return {
    Status: units.length > 0 && available.length === 0 ? 'sold_out' : 'available',
    UnitsAvailable: available.length,
    UnitsTotal: units.length,
    priceMin: prices.length ? Math.min(...prices) : null,
    priceMax: prices.length ? Math.max(...prices) : null,
  };
}
