/** Idempotency-Key records (demo/server/http/idempotency.ts): what lets a retried POST be done once. */
export interface IdempotencyRecord {
  /** the request's content, so the same key with another body is refused */
  fingerprint: string;
  /** false while the first request with the key still runs */
  done: boolean;
  status: number | null;
  body: unknown;
}

export interface IdempotencyRecords {
  /** Forgets keys claimed before `time`: after a day a client may use a key for something else. */
  forgetBefore(time: number): Promise<void>;
  /**
   * Claims a key for a request; false when another request holds or held it, which then
   * answers instead. A claim still pending from before `abandonedBefore` was left by an
   * instance that stopped before it committed (its answer is kept in the transaction of
   * its records): it is taken over.
   */
  claim(key: string, scope: string, fingerprint: string, now: number, abandonedBefore: number): Promise<boolean>;
  /** The claim on a key, for a retry to replay its answer or wait for it. */
  find(key: string, scope: string): Promise<IdempotencyRecord | undefined>;
  /** Keeps a successful answer for the retries that will come. */
  complete(key: string, scope: string, status: number, body: unknown): Promise<void>;
  /** Lets a key go after a failure: the client may try again with it. */
  release(key: string, scope: string): Promise<void>;
}
