/**
 * The browser's half of the captcha: solving an ALTCHA proof-of-work challenge of
 * `GET /captcha`. Self-hosted, no third party and no cookie. It uses altcha-lib's own
 * solver with its WebCrypto key derivations (crypto.subtle, in browsers and node alike),
 * so solver and server verifier cannot drift apart. The answer goes into the form's
 * `captcha` field as altcha's usual payload: base64 of `{ challenge, solution }`.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';
import type { AltchaChallenge, CaptchaChallenge } from './contract.ts';
import { ApiError } from './errors.ts';

export interface SolveOptions {
  /** stop solving, e.g. when the form is left */
  signal?: AbortSignal;
  /** give up after this many ms (default 60 000) */
  timeoutMs?: number;
}

const DEFAULT_SOLVE_TIMEOUT_MS = 60_000;

function isAltcha(challenge: AltchaChallenge | CaptchaChallenge): challenge is AltchaChallenge {
  return 'parameters' in challenge;
}

/**
 * The value of the `captcha` field for this challenge: the solved payload for ALTCHA,
 * `''` when the server asks for no captcha. reCAPTCHA tokens come from Google's own
 * widget, so a reCAPTCHA challenge rejects here.
 */
export async function solveCaptcha(challenge: AltchaChallenge | CaptchaChallenge, options: SolveOptions = {}): Promise<string> {
  if (!isAltcha(challenge)) {
    if (challenge.provider === 'none') return '';
    if (challenge.provider === 'recaptcha') throw new Error('A reCAPTCHA token comes from the reCAPTCHA widget, not from solveCaptcha.');
    return solveCaptcha(challenge.challenge, options);
  }
  const { algorithm } = challenge.parameters;
  const deriveKey = algorithm.startsWith('PBKDF2/') ? derivePbkdf2 : deriveSha;
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (options.signal?.aborted) stop();
  else options.signal?.addEventListener('abort', stop, { once: true });
  try {
    const solution = await solveChallenge({
      challenge,
      deriveKey,
      controller,
      timeout: options.timeoutMs ?? DEFAULT_SOLVE_TIMEOUT_MS,
    });
    if (!solution) throw new ApiError(options.signal?.aborted ? 'aborted' : 'timeout');
    return encodePayload({ challenge, solution });
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
}

/** base64 of JSON, as the ALTCHA widget sends it (UTF-8 safe, though the payload is ASCII). */
function encodePayload(payload: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
