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
  /**
   * Records a listing as sent to a demand now (`sentAt`) or queued for its digest (null),
   * if what the demand knew of it is still `known` (undefined: nothing): one statement the
   * database decides, so of two callers that read the same record one wins and mails.
   * Whether this caller won.
   */
  tell(demandId: string, propertyId: number, known: AlertRecord | undefined, price: number | null, sentAt: number | null, now: number): Promise<boolean>;
  /**
   * Marks queued listings as sent (with the price they have now), each only if it still
   * waits: the ones this caller claimed, which are the ones it mails. Two digests run at
   * once claim each listing once.
   */
  claim(demandId: string, entries: readonly { propertyId: number; price: number | null }[], now: number): Promise<number[]>;
  /** Drops a queued listing that no longer matches. */
  drop(demandId: string, propertyId: number): Promise<void>;
  /** The listings waiting, by demand, oldest first. */
  queued(): Promise<Map<string, number[]>>;
}
