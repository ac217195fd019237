import { describe, expect, it, vi } from 'vitest';
import type { Captcha, CaptchaStatus } from '../../core/forms/captcha.ts';
import { deferredCaptcha } from './use-captcha.ts';

/** A provider's captcha that records what it is asked and answers `value`. */
function providerCaptcha(value = 'solved') {
  let status: CaptchaStatus = 'idle';
  const listeners = new Set<() => void>();
  const set = (next: CaptchaStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const calls: string[] = [];
  const captcha: Captcha = {
    provider: 'altcha',
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare() {
      calls.push('prepare');
      set('ready');
    },
    async answer() {
      calls.push('answer');
      return value;
    },
    discard() {
      calls.push('discard');
      set('idle');
    },
    dispose() {
      calls.push('dispose');
    },
  };
  return { captcha, calls };
}

/** A `create` the test resolves or rejects when it wants. */
function pendingCreate() {
  const attempts: { resolve: (captcha: Captcha) => void; reject: (error: Error) => void }[] = [];
  const create = vi.fn(
    () =>
      new Promise<Captcha>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { create, attempts };
}

describe('a captcha whose code loads on first use', () => {
  it('loads nothing and reads idle until it is first prepared', () => {
    const { create } = pendingCreate();
    const captcha = deferredCaptcha('altcha', create);
    expect(captcha.provider).toBe('altcha');
    expect(captcha.status()).toBe('idle');
    expect(create).not.toHaveBeenCalled();
  });

  it('works while its code loads, then prepares the one made and follows its status', async () => {
    const { create, attempts } = pendingCreate();
    const made = providerCaptcha();
    const captcha = deferredCaptcha('altcha', create);
    const seen: CaptchaStatus[] = [];
    captcha.subscribe(() => seen.push(captcha.status()));

    captcha.prepare();
    captcha.prepare();
    expect(create).toHaveBeenCalledTimes(1);
    expect(captcha.status()).toBe('working');
    attempts[0]!.resolve(made.captcha);
    await vi.waitFor(() => expect(captcha.status()).toBe('ready'));
    expect(made.calls).toEqual(['prepare']);
    expect(seen).toEqual(['working', 'ready']);

    expect(await captcha.answer()).toBe('solved');
    captcha.discard();
    expect(captcha.status()).toBe('idle');
    expect(made.calls).toEqual(['prepare', 'answer', 'discard']);
  });

  it('answers through the one it makes when asked before any preparation', async () => {
    const made = providerCaptcha('token');
    const captcha = deferredCaptcha('recaptcha', async () => made.captcha);
    expect(await captcha.answer()).toBe('token');
  });

  it('reads failed when its code cannot load, rejects the answer, and asks again on the next use', async () => {
    const { create, attempts } = pendingCreate();
    const captcha = deferredCaptcha('altcha', create);
    const answer = captcha.answer();
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(answer).rejects.toThrow(/Failed to fetch/);
    expect(captcha.status()).toBe('failed');

    captcha.prepare();
    expect(create).toHaveBeenCalledTimes(2);
    expect(captcha.status()).toBe('working');
    attempts[1]!.resolve(providerCaptcha().captcha);
    await vi.waitFor(() => expect(captcha.status()).toBe('ready'));
  });

  it('starts no work for a form gone while its code loaded', async () => {
    const { create, attempts } = pendingCreate();
    const made = providerCaptcha();
    const captcha = deferredCaptcha('altcha', create);
    captcha.prepare();
    captcha.dispose();
    attempts[0]!.resolve(made.captcha);
    await vi.waitFor(() => expect(made.calls).toEqual(['dispose']));
    await Promise.resolve();
    expect(made.calls).toEqual(['dispose']);
  });
});
