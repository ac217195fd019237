import { enums, string, type } from 'superstruct';
import type { CallOptions, Transport } from '../client.ts';

/** `POST /unsubscribe`: the unsubscribe link of any list's mail (the newsletter, the search alerts). */
export function lists({ post }: Transport) {
  return {
    unsubscribe: (token: string, call: CallOptions = {}): Promise<{ status: 'unsubscribed'; list: string }> =>
      post('/unsubscribe', { token }, type({ status: enums(['unsubscribed'] as const), list: string() }), call),
  };
}
