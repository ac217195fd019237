/** Owner portal sessions. Only the SHA-256 of a token is kept: a leaked store opens no session. */
export interface StoredSession {
  ownerId: number;
  expiresAt: number;
}

export interface OwnerSessions {
  /** Starts a session, forgetting expired ones so the store does not grow with every login. */
  start(tokenHash: string, ownerId: number, now: number, expiresAt: number): Promise<void>;
  /** The session a cookie's token opens, unless it expired. */
  find(tokenHash: string, now: number): Promise<StoredSession | undefined>;
  /** Logs one browser out. */
  end(tokenHash: string): Promise<void>;
  /** Logs every browser of an owner out: a new password locks out whoever had the old one. */
  endAll(ownerId: number): Promise<void>;
}
