/** The links of password reminders, by the SHA-256 of their token, each good once and for an hour. */
export interface PasswordResets {
  /** Remembers a link just mailed to an owner. */
  issue(tokenHash: string, ownerId: number, expiresAt: number): Promise<void>;
  /**
   * Spends a link in one step and answers the owner it resets; undefined when it was used
   * (by this request or a faster one), expired or never issued: a link resets once.
   */
  spend(tokenHash: string, now: number): Promise<number | undefined>;
}
