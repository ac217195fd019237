import type { CallOptions, Transport } from '../client.ts';
import type { CaptchaChallenge } from '../contract.ts';
import { captchaChallengeSchema } from '../schemas/captcha.ts';

/** `GET /captcha`: what a form must prove (solve it with core/api/captcha.ts). */
export function captcha({ get }: Transport) {
  return {
    challenge: (call: CallOptions = {}): Promise<CaptchaChallenge> => get('/captcha', captchaChallengeSchema, undefined, call),
  };
}
