/** Sends counted per key (a hashed address, a client address), for the abuse limits of the public forms. */
export interface SendLimits {
  /** How many sends `key` made after `since`. */
  count(key: string, since: number): Promise<number>;
  /** Counts a send at `now` against each key, forgetting those at or before `forgetUntil`. */
  record(keys: readonly string[], now: number, forgetUntil: number): Promise<void>;
}
