/** The page's captcha (store config.captcha) for one form, from its first use to the form's end. */
import { useEffect, useMemo } from 'react';
import type { Transport } from '../../core/api/client.ts';
import { type Captcha, altchaCaptcha, noCaptcha, recaptchaCaptcha } from './captcha.ts';
import { useAgencyStore } from '../define/page-context.ts';

export function useCaptcha(api: Transport, enabled: boolean, language: string): Captcha {
  const provider = useAgencyStore((state) => state.config.captcha);
  const siteKey = useAgencyStore((state) => state.config.recaptchaSiteKey);
  const captcha = useMemo(() => {
    if (!enabled || provider === 'none') return noCaptcha;
    if (provider === 'recaptcha') return recaptchaCaptcha(siteKey, { language });
    return altchaCaptcha(api);
    // not on `language`: Google's script loads once per page, a language switch cannot reload it
  }, [enabled, provider, siteKey, api]);

  useEffect(() => {
    // reCAPTCHA's script comes with the form, so its badge and token are there at the first press
    if (captcha.provider === 'recaptcha') captcha.prepare();
    return () => captcha.dispose();
  }, [captcha]);

  return captcha;
}
