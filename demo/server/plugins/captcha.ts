/** The captcha the public forms carry (captcha/captcha.ts): ALTCHA, reCAPTCHA, or none (CAPTCHA). */
import fp from 'fastify-plugin';
import { type CaptchaService, createCaptcha } from '../captcha/captcha.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

export const captchaPlugin = fp(
  async (app) => {
    const { settings, stores } = app;
    app.decorate(
      'captcha',
      createCaptcha({
        mode: settings.captcha,
        spent: stores.spentCaptchas,
        cost: settings.captchaCost,
        counterMin: settings.captchaCounterMin,
        counterMax: settings.captchaCounterMax,
        // the keys are read for each challenge and answer: with many agencies, the request's agency's (a challenge solved for one is worthless on another)
        get secret() {
          return settings.captchaSecret;
        },
        get recaptchaSecret() {
          return settings.recaptchaSecret;
        },
        get recaptchaSiteKey() {
          return settings.recaptchaSiteKey;
        },
      }),
    );
  },
  { name: 'captcha', decorators: { fastify: ['settings', 'stores'] } },
);
