/** Failed logins and password reminders per key (account, client address): what the rate limits count. */
export interface LoginFailures {
  /** The times of a key's latest failures after `since`, newest first, at most `limit`: enough to say until when it is blocked. */
  recent(key: string, since: number, limit: number): Promise<number[]>;
  /** Counts a failure at `now` against each key, forgetting those at or before `forgetUntil`, which no window sees any more. */
  record(keys: readonly string[], now: number, forgetUntil: number): Promise<void>;
  /** Forgives an account after a successful login. */
  clear(key: string): Promise<void>;
}
