/** The page's captcha (store config.captcha) for one form, and its status for the screen. */
import { useEffect, useMemo, useState } from 'react';
import type { Transport } from '../../core/api/client.ts';
import { type Captcha, type CaptchaStatus, altchaCaptcha, noCaptcha, recaptchaCaptcha } from './captcha.ts';
import { useAgencyStore } from '../define/page-context.ts';

export function useCaptcha(api: Transport, enabled: boolean, language: string): { captcha: Captcha; status: CaptchaStatus } {
  const provider = useAgencyStore((state) => state.config.captcha);
  const siteKey = useAgencyStore((state) => state.config.recaptchaSiteKey);
  const captcha = useMemo(() => {
    if (!enabled || provider === 'none') return noCaptcha;
    if (provider === 'recaptcha') return recaptchaCaptcha(siteKey, { language });
    return altchaCaptcha(api);
    // not on `language`: Google's script loads once per page, a language switch cannot reload it
  }, [enabled, provider, siteKey, api]);
  const [status, setStatus] = useState<CaptchaStatus>(captcha.status());

  useEffect(() => {
    setStatus(captcha.status());
    const unsubscribe = captcha.subscribe(() => setStatus(captcha.status()));
    // reCAPTCHA's script comes with the form, so its badge and token are there at the first press
    if (captcha.provider === 'recaptcha') captcha.prepare();
    return () => {
      unsubscribe();
      captcha.dispose();
    };
  }, [captcha]);

  return { captcha, status };
}
