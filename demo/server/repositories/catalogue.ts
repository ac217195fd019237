/**
 * The write side of the local copy of the agency's catalogue: what the demo's back office
 * (`POST /admin/listings`) and a CRM sync write listings through. The routes read them
 * through `listings` (repositories/listings.ts), whatever wrote them.
 */
import type { Property } from '../../../core/property/types.ts';

export interface Catalogue {
  /** A listing's record as stored, online or not. */
  stored(id: number): Promise<Property | undefined>;
  /** Puts the listing online with this record: a new one, or the stored one rewritten (its visits, history and owner stay). */
  publish(property: Property): Promise<void>;
  /**
   * A token that changes with every write of the catalogue (a listing, a project, a
   * reference tree: a sync, the back office), on every instance: what the screens
   * rendered from it are checked against.
   */
  version(): Promise<string>;
}
