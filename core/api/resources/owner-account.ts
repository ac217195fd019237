import { type CallOptions, type SendOptions, type Transport } from '../client.ts';
import type { OwnerCredentials, PasswordReminder, PasswordReset } from '../bodies.ts';
import type { OwnerSession } from '../contract.ts';
import { ownerSessionSchema } from '../schemas/owner-account.ts';

/**
 * The owner's account: log in and out, the session (an httpOnly cookie, sent across
 * origins), and the password reminder and reset. Apart from the portal's data
 * (./owner.ts), which only the portal loads.
 */
export function ownerAccount({ request, get, post }: Transport) {
  return {
    login: (credentials: OwnerCredentials, send: SendOptions = {}): Promise<OwnerSession> =>
      request({
        method: 'POST',
        path: '/owner/session',
        query: { lang: send.language },
        body: credentials,
        schema: ownerSessionSchema,
        credentials: true,
        kind: 'login',
        signal: send.signal,
      }),
    /** the current session, or rejects with `unauthorized` */
    session: (call: CallOptions = {}): Promise<OwnerSession> =>
      get('/owner/session', ownerSessionSchema, undefined, { credentials: true, ...call }),
    logout: (call: CallOptions = {}): Promise<void> =>
      request<void>({ method: 'DELETE', path: '/owner/session', credentials: true, signal: call.signal }),
    /** answers the same whether the account exists or not */
    passwordReminder: (reminder: PasswordReminder, send: SendOptions = {}): Promise<void> =>
      post<void>('/owner/password-reminder', reminder, undefined, { ...send, kind: 'password-reminder' }),
    passwordReset: (reset: PasswordReset, call: CallOptions = {}): Promise<void> =>
      request<void>({ method: 'POST', path: '/owner/password', body: reset, kind: 'password-reset', signal: call.signal }),
  };
}
