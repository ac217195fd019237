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
        secret: settings.captchaSecret,
        cost: settings.captchaCost,
        counterMin: settings.captchaCounterMin,
        counterMax: settings.captchaCounterMax,
        recaptchaSecret: settings.recaptchaSecret,
        recaptchaSiteKey: settings.recaptchaSiteKey,
      }),
    );
  },
  { name: 'captcha', decorators: { fastify: ['settings', 'stores'] } },
);
