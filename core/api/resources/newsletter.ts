import { enums, type } from 'superstruct';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import type { CallOptions, Transport } from '../client.ts';

/** `POST /newsletter/confirm`: the link of the newsletter's confirmation mail (its unsubscribe link is lists.ts's). */
export function newsletter({ post }: Transport) {
  return {
    /** The double opt-in: the token of the confirmation mail's link. */
    confirm: (token: string, call: CallOptions = {}): Promise<{ status: 'confirmed'; language: Language }> =>
      post('/newsletter/confirm', { token }, type({ status: enums(['confirmed'] as const), language: enums(LANGUAGES) }), call),
  };
}
