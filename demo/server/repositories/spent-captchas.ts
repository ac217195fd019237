/** The captcha solutions already accepted (ALTCHA nonces), so each one counts once. */
export interface SpentCaptchas {
  /** Spends a solution's nonce until its challenge expires; false when it was spent before (a replay). */
  spend(nonce: string, expiresAt: number, now: number): Promise<boolean>;
}
