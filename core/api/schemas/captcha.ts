/** What `GET /captcha` asks a form to prove. */
import { boolean, literal, nullable, number, optional, record, string, type, union, type Struct } from 'superstruct';
import type { CaptchaChallenge } from '../contract.ts';

const altchaChallengeSchema = type({
  parameters: type({
    algorithm: string(),
    nonce: string(),
    salt: string(),
    cost: number(),
    keyLength: number(),
    keyPrefix: string(),
    keySignature: optional(string()),
    memoryCost: optional(number()),
    parallelism: optional(number()),
    expiresAt: optional(number()),
    data: optional(record(string(), nullable(union([string(), number(), boolean()])))),
  }),
  signature: optional(string()),
});

export const captchaChallengeSchema: Struct<CaptchaChallenge> = union([
  type({ provider: literal('altcha'), challenge: altchaChallengeSchema }),
  type({ provider: literal('recaptcha'), siteKey: string() }),
  type({ provider: literal('none') }),
]);
