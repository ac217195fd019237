/**
 * The page's captcha (store config.captcha) for one form, from its first use to the form's
 * end. The provider's code (captcha.ts) is not on the form's first screen: it loads when the
 * captcha is first prepared, at the visitor's first press in the form (with the form, for
 * reCAPTCHA, whose badge must be there by then), and the captcha reads as idle until then.
 */
import { useEffect, useMemo } from 'react';
import type { CaptchaProvider } from '../../core/config.ts';
import type { Transport } from '../../core/api/client.ts';
import { type Captcha, type CaptchaStatus, noCaptcha } from '../../core/forms/captcha.ts';
import { useAgencyStore } from '../define/page-context.ts';

/**
 * A captcha of `provider` whose work is done by the one `create` makes, asked for on the
 * first `prepare()` or `answer()`; a `create` that fails leaves it failed, and the next call
 * asks again. Its status is the made one's, `working` while that is being made.
 */
export function deferredCaptcha(provider: CaptchaProvider, create: () => Promise<Captcha>): Captcha {
  let made: Captcha | undefined;
  let making: Promise<Captcha> | undefined;
  let failed = false;
  let disposed = false;
  /** prepared before it was made: it is prepared once made (unless the form is gone by then) */
  let prepared = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function make(): Promise<Captcha> {
    if (!making) {
      failed = false;
      const attempt = create().then((captcha) => {
        made = captcha;
        captcha.subscribe(notify);
        if (disposed) captcha.dispose();
        else if (prepared) captcha.prepare();
        return captcha;
      });
      attempt.catch(() => {
        if (making !== attempt) return;
        making = undefined;
        failed = true;
        notify();
      });
      making = attempt;
      notify();
    }
    return making;
  }

  return {
    provider,
    status: (): CaptchaStatus => made?.status() ?? (making ? 'working' : failed ? 'failed' : 'idle'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare() {
      disposed = false;
      prepared = true;
      if (made) made.prepare();
      else make().catch(() => undefined);
    },
    async answer() {
      disposed = false;
      return (made ?? (await make())).answer();
    },
    discard() {
      made?.discard();
    },
    dispose() {
      disposed = true;
      made?.dispose();
    },
  };
}

const providers = () => import('./captcha.ts');

export function useCaptcha(api: Transport, enabled: boolean, language: string): Captcha {
  const provider = useAgencyStore((state) => state.config.captcha);
  const siteKey = useAgencyStore((state) => state.config.recaptchaSiteKey);
  const captcha = useMemo(() => {
    if (!enabled || provider === 'none') return noCaptcha;
    if (provider === 'recaptcha') return deferredCaptcha(provider, async () => (await providers()).recaptchaCaptcha(siteKey, { language }));
    return deferredCaptcha('altcha', async () => (await providers()).altchaCaptcha(api));
    // not on `language`: Google's script loads once per page, a language switch cannot reload it
  }, [enabled, provider, siteKey, api]);

  useEffect(() => {
    // reCAPTCHA's script comes with the form, so its badge and token are there at the first press
    if (captcha.provider === 'recaptcha') captcha.prepare();
    return () => captcha.dispose();
  }, [captcha]);

  return captcha;
}
