/**
 * Demands waiting for their address to be confirmed (double opt-in), by the SHA-256 of
 * the link's token: nothing of the demand is stored with the agency until then.
 */
import type { Language } from '../../../core/i18n/languages.ts';

export interface PendingDemand {
  email: string;
  language: Language;
  data: Record<string, unknown>;
  /** once confirmed: the demand it became (a second click answers the same) */
  demandId: string | null;
}

export interface DemandConfirmations {
  /** Remembers a demand just mailed for confirmation. */
  issue(tokenHash: string, pending: Omit<PendingDemand, 'demandId'>, expiresAt: number): Promise<void>;
  /** The demand a link confirms, while unexpired. */
  pending(tokenHash: string, now: number): Promise<PendingDemand | undefined>;
  /** Records that the link's demand is stored now; false when another request did it first. */
  confirm(tokenHash: string, demandId: string): Promise<boolean>;
}
