/** The links of password reminders, by the SHA-256 of their token, each good once and for an hour. */
export interface PasswordResets {
  /** Remembers a link just mailed to an owner. */
  issue(tokenHash: string, ownerId: number, expiresAt: number): void;
  /** The owner a link resets, while it is unused and unexpired. */
  ownerOf(tokenHash: string, now: number): number | undefined;
  /** Spends a link: a mail read later by someone else resets nothing. */
  markUsed(tokenHash: string, now: number): void;
}
