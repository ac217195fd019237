/**
 * What each demand was told about, and what waits for its next digest: one row per
 * demand and listing, with the price it had then, so a listing is never sent twice to
 * a demand unless its price dropped.
 */
export interface AlertRecord {
  demandId: string;
  propertyId: number;
  /** the price when it was queued or sent; null when on request */
  price: number | null;
  /** ms since the epoch; null while it waits for a digest */
  sentAt: number | null;
}

export interface DemandAlerts {
  /** What a demand already knows of a listing: sent (with its price) or queued. */
  record(demandId: string, propertyId: number): Promise<AlertRecord | undefined>;
  /** Puts a listing in a demand's next digest (again, after a price drop). */
  queue(demandId: string, propertyId: number, price: number | null, now: number): Promise<void>;
  /** Records listings as sent to a demand. */
  sent(demandId: string, entries: readonly { propertyId: number; price: number | null }[], now: number): Promise<void>;
  /** Drops a queued listing that no longer matches. */
  drop(demandId: string, propertyId: number): Promise<void>;
  /** The listings waiting, by demand, oldest first. */
  queued(): Promise<Map<string, number[]>>;
}
