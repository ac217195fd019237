// The browser's solver against altcha-lib's own challenge and verifier (in node, whose
// WebCrypto is the browsers' API).
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from './captcha.ts';
import type { AltchaChallenge } from './contract.ts';

const secret = 'test-secret';

async function challenge(counter: number): Promise<AltchaChallenge> {
  return (await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 5, counter, deriveKey, hmacSignatureSecret: secret })) as AltchaChallenge;
}

describe('solveCaptcha', () => {
  it('finds the counter and answers base64 of { challenge, solution }, which the server verifies', async () => {
    const issued = await challenge(37);
    const payload = JSON.parse(atob(await solveCaptcha({ provider: 'altcha', challenge: issued })));
    expect(payload.challenge).toEqual(issued);
    expect(payload.solution.counter).toBe(37);
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
  });

  it("answers '' when the server asks for no captcha, and refuses reCAPTCHA (Google's widget gives that token)", async () => {
    expect(await solveCaptcha({ provider: 'none' })).toBe('');
    await expect(solveCaptcha({ provider: 'recaptcha', siteKey: 'k' })).rejects.toThrow(/reCAPTCHA/);
  });

  it('stops when the form is left', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveCaptcha(await challenge(1_000_000), { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
  });
});
