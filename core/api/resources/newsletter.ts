import { enums, string, type } from 'superstruct';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import type { CallOptions, Transport } from '../client.ts';

/** `POST /newsletter/confirm` and `POST /unsubscribe`: the links of the newsletter's mails. */
export function newsletter({ post }: Transport) {
  return {
    /** The double opt-in: the token of the confirmation mail's link. */
    confirm: (token: string, call: CallOptions = {}): Promise<{ status: 'confirmed'; language: Language }> =>
      post('/newsletter/confirm', { token }, type({ status: enums(['confirmed'] as const), language: enums(LANGUAGES) }), call),
    /** The unsubscribe link of any list's mail (the newsletter, alerts). */
    unsubscribe: (token: string, call: CallOptions = {}): Promise<{ status: 'unsubscribed'; list: string }> =>
      post('/unsubscribe', { token }, type({ status: enums(['unsubscribed'] as const), list: string() }), call),
  };
}
