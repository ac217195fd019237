import { describe, expect, it } from 'vitest';
import { createTransport as createApiClient } from '../../core/api/client.ts';
import type { CaptchaChallenge } from '../../core/api/contract.ts';
import { EXPIRY_MARGIN_MS, altchaCaptcha, recaptchaCaptcha } from './captcha.ts';

const NOW = Date.UTC(2026, 5, 1, 10, 0, 0);

function challenge(nonce: string, expiresAt = NOW / 1000 + 600): CaptchaChallenge {
  return {
    provider: 'altcha',
    challenge: {
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce, salt: 's', cost: 1, keyLength: 32, keyPrefix: '00', expiresAt },
      signature: 'sig',
    },
  };
}

/** An API whose `GET /captcha` answers the next challenge of `answers` (or fails). */
function server(answers: (CaptchaChallenge | 'fail')[]) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'https://api.test/api/v1',
    retries: 0,
    fetch: async (url) => {
      calls.push(String(url));
      const next = answers.shift() ?? 'fail';
      if (next === 'fail') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, calls };
}

const solve = async (answer: CaptchaChallenge) => (answer.provider === 'altcha' ? `solved:${answer.challenge.parameters.nonce}` : '');

describe('the altcha captcha', () => {
  it('does nothing until the form is used, then solves in the background', async () => {
    const { api, calls } = server([challenge('n1')]);
    const captcha = altchaCaptcha(api, { solve, now: () => NOW });
    expect(captcha.status()).toBe('idle');
    expect(calls).toEqual([]);
    captcha.prepare();
    captcha.prepare(); // a second field focused: still one challenge
    expect(captcha.status()).toBe('working');
    expect(await captcha.answer()).toBe('solved:n1');
    expect(captcha.status()).toBe('ready');
    expect(calls).toEqual(['https://api.test/api/v1/captcha']);
  });

  it('gives a fresh answer once the last one was spent', async () => {
    const { api } = server([challenge('n1'), challenge('n2')]);
    const captcha = altchaCaptcha(api, { solve, now: () => NOW });
    expect(await captcha.answer()).toBe('solved:n1');
    expect(await captcha.answer()).toBe('solved:n1');
    captcha.discard();
    expect(captcha.status()).toBe('idle');
    expect(await captcha.answer()).toBe('solved:n2');
  });

  it.each([
    ['well before its end', EXPIRY_MARGIN_MS + 1000, 'solved:n1'],
    ['too close to its end', EXPIRY_MARGIN_MS - 1000, 'solved:n2'],
  ])('uses an answer %s, else solves a new challenge', async (_, left, expected) => {
    const { api } = server([challenge('n1', (NOW + 600_000) / 1000), challenge('n2')]);
    let now = NOW;
    const captcha = altchaCaptcha(api, { solve, now: () => now });
    await captcha.answer();
    now = NOW + 600_000 - left;
    expect(await captcha.answer()).toBe(expected);
  });

  it('reports a failure, and tries again when asked', async () => {
    const { api } = server(['fail', challenge('n3')]);
    const captcha = altchaCaptcha(api, { solve, now: () => NOW });
    await expect(captcha.answer()).rejects.toThrow();
    expect(captcha.status()).toBe('failed');
    expect(await captcha.answer()).toBe('solved:n3');
    expect(captcha.status()).toBe('ready');
  });

  it('answers nothing when the server wants no captcha', async () => {
    const { api } = server([{ provider: 'none' }]);
    const captcha = altchaCaptcha(api, { now: () => NOW });
    expect(await captcha.answer()).toBe('');
  });

  it('tells its listeners each change of status', async () => {
    const { api } = server([challenge('n1')]);
    const captcha = altchaCaptcha(api, { solve, now: () => NOW });
    const seen: string[] = [];
    captcha.subscribe(() => seen.push(captcha.status()));
    await captcha.answer();
    expect(seen).toEqual(['working', 'ready']);
  });
});

describe('the reCAPTCHA captcha', () => {
  it('loads Google’s script on demand with the site key and asks for a token at send time', async () => {
    const loaded: string[] = [];
    const executed: unknown[] = [];
    (globalThis as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: async (siteKey: string, options: unknown) => {
        executed.push([siteKey, options]);
        return 'token-1';
      },
    };
    try {
      const captcha = recaptchaCaptcha('site-key', { language: 'fr', load: async (src) => void loaded.push(src) });
      expect(loaded).toEqual([]);
      captcha.prepare();
      expect(await captcha.answer()).toBe('token-1');
      expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key&hl=fr']);
      expect(executed).toEqual([['site-key', { action: 'submit' }]]);
    } finally {
      delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('fails without a site key, without loading anything', async () => {
    const loaded: string[] = [];
    const captcha = recaptchaCaptcha('', { load: async (src) => void loaded.push(src) });
    await expect(captcha.answer()).rejects.toThrow(/recaptcha-site-key/);
    expect(captcha.status()).toBe('failed');
    expect(loaded).toEqual([]);
  });
});
