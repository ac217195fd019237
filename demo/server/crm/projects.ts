/**
 * What a project's units say of it, whichever CRM: the price range of the units still
 * available (those with a published price), how many there are, and whether the project
 * is sold out (it has units and none is left).
 */
import type { Construction, Picture, Project } from '../../../core/property/types.ts';

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

/** What a CRM's project record says of itself, before its units and photos complete it. */
export type ProjectFields = Omit<Project, 'ID' | 'Status' | 'UnitsAvailable' | 'UnitsTotal' | 'MainPicture' | 'Pictures' | 'Documents' | 'Constructions' | 'PriceMin' | 'PriceMax'> &
  Partial<Pick<Project, 'PriceMin' | 'PriceMax'>>;

/**
 * A project from what its CRM record says, its units and its photos: the state and unit
 * counts from the units, the price range from the record where it gives one, else from the
 * units; the first photo is the main one.
 */
export function projectRecord(id: number, fields: ProjectFields, units: Construction[], pictures: Picture[]): Project {
  const { priceMin, priceMax, ...summary } = unitsSummary(units);
  return {
    ID: id,
    ...fields,
    PriceMin: fields.PriceMin ?? priceMin,
    PriceMax: fields.PriceMax ?? priceMax,
    ...summary,
    MainPicture: pictures[0] ?? null,
    Pictures: pictures,
    Documents: [],
    Constructions: units,
  };
}
