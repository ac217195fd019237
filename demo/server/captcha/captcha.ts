/**
 * The server's half of the captcha (CAPTCHA setting):
 * - altcha (default): a self-hosted proof of work. `GET /captcha` hands out a signed
 *   challenge; a form's `captcha` field carries the solved payload, verified with
 *   altcha-lib and accepted once (a replayed payload fails). No third party, no cookie.
 * - recaptcha: the token of Google's widget, verified with RECAPTCHA_SECRET.
 * - none: no check.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AltchaChallenge, CaptchaChallenge } from '../../../core/api/contract.ts';
import type { CaptchaMode } from '../config.ts';
import type { SpentCaptchas } from '../repositories/spent-captchas.ts';
import { verifyRecaptcha } from './recaptcha.ts';

/** how long a challenge may be solved and sent */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaService {
  readonly mode: CaptchaMode;
  challenge(): Promise<CaptchaChallenge>;
  /** whether `answer` proves a human (or, for none, always) */
  verify(answer: string, remoteIp?: string): Promise<boolean>;
}

export interface CaptchaOptions {
  mode: CaptchaMode;
  /** solutions accepted before, so a replay fails */
  spent: SpentCaptchas;
  secret: string;
  cost: number;
  counterMin: number;
  counterMax: number;
  recaptchaSecret: string;
  recaptchaSiteKey: string;
  fetch?: typeof fetch;
}

function decodePayload(answer: string): { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as unknown;
    if (!payload || typeof payload !== 'object') return undefined;
    const { challenge, solution } = payload as Record<string, unknown>;
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return undefined;
    const parameters = (challenge as Record<string, unknown>).parameters;
    if (!parameters || typeof parameters !== 'object' || typeof (parameters as Record<string, unknown>).nonce !== 'string') return undefined;
    return payload as { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } };
  } catch {
    return undefined;
  }
}

export function createCaptcha(options: CaptchaOptions): CaptchaService {
  // read at each use: with many agencies the options read the request's agency's keys, so a challenge one agency's site gave is worthless on another's
  const signingSecret = () => options.secret;

  if (options.mode === 'none') {
    return { mode: 'none', challenge: async () => ({ provider: 'none' }), verify: async () => true };
  }
  if (options.mode === 'recaptcha') {
    return {
      mode: 'recaptcha',
      challenge: async () => ({ provider: 'recaptcha', siteKey: options.recaptchaSiteKey }),
      verify: (answer, remoteIp) => verifyRecaptcha(answer, options.recaptchaSecret, remoteIp, options.fetch),
    };
  }
  return {
    mode: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.cost,
        // the server knows the answer in advance and signs the derived key, so verifying is one HMAC
        counter: randomInt(options.counterMax, options.counterMin),
        deriveKey,
        hmacSignatureSecret: signingSecret(),
        hmacKeySignatureSecret: `${signingSecret()}:keys`,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return { provider: 'altcha', challenge: challenge as AltchaChallenge };
    },
    async verify(answer) {
      const payload = decodePayload(answer);
      if (!payload) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signingSecret(),
          hmacKeySignatureSecret: `${signingSecret()}:keys`,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      // a solution counts once: the nonce is remembered until its challenge expires
      const now = Date.now();
      const expires = (payload.challenge.parameters.expiresAt ?? now / 1000 + CHALLENGE_TTL_MS / 1000) * 1000;
      return await options.spent.spend(payload.challenge.parameters.nonce, Math.ceil(expires), now);
    },
  };
}
