/** Sends counted per key (a hashed address, a client address), for the abuse limits of the public forms. */
export interface SendLimits {
  /** How many sends `key` made after `since`. */
  count(key: string, since: number): Promise<number>;
  /** Counts a send at `now` against each key, forgetting those at or before `forgetUntil`. */
  record(keys: readonly string[], now: number, forgetUntil: number): Promise<void>;
  /**
   * Counts a send at `now` against `key` if it made fewer than `limit` after `since`, and
   * answers whether it did: the check and the count are one step, so of requests on several
   * instances at once no more than `limit` pass. In a unit of work the count commits, or
   * is undone, with the mail it lets through.
   */
  take(key: string, limit: number, since: number, now: number): Promise<boolean>;
}
