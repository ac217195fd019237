/**
 * The active demands in memory, indexed by zone, so that a new listing is matched
 * against the few demands whose zones contain it rather than against all of them
 * (`npm run bench`: 50,000 demands). The rule itself is core's matchesDemand.
 */
import { type DemandCriteria, type ListingFacts, matchesDemand } from '../../../core/demand/match.ts';
import { criteriaOf, type Demand } from '../repositories/demands.ts';

export interface IndexedDemand {
  demand: Demand;
  criteria: DemandCriteria;
}

const keyOf = (zone: number | string) => (typeof zone === 'number' ? `p${zone}` : `z${zone}`);

export class DemandIndex {
  private readonly byId = new Map<string, IndexedDemand>();
  private readonly byZone = new Map<string, Set<string>>();

  constructor(demands: readonly Demand[] = []) {
    for (const demand of demands) this.put(demand);
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexedDemand | undefined {
    return this.byId.get(id);
  }

  /** Adds a demand, or replaces it after an edit. */
  put(demand: Demand): void {
    this.remove(demand.id);
    const entry = { demand, criteria: criteriaOf(demand.data) };
    this.byId.set(demand.id, entry);
    for (const zone of entry.criteria.zones) {
      const key = keyOf(zone);
      const ids = this.byZone.get(key) ?? new Set<string>();
      ids.add(demand.id);
      this.byZone.set(key, ids);
    }
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    for (const zone of entry.criteria.zones) this.byZone.get(keyOf(zone))?.delete(id);
  }

  /** The demands that want this listing. */
  matching(listing: ListingFacts): IndexedDemand[] {
    const candidates = new Set<string>();
    const add = (key: string) => this.byZone.get(key)?.forEach((id) => candidates.add(id));
    for (const place of listing.places) add(`p${place}`);
    if (listing.zip) add(`z${listing.zip}`);
    const found: IndexedDemand[] = [];
    for (const id of candidates) {
      const entry = this.byId.get(id)!;
      if (matchesDemand(entry.criteria, listing)) found.push(entry);
    }
    return found;
  }
}
