import type { Language } from '../../i18n/languages.ts';
import { type CallOptions, type SendOptions, type Transport, listOf } from '../client.ts';
import type {
  OwnerCredentials,
  OwnerHistoryRow,
  OwnerProperty,
  OwnerSession,
  OwnerStatistics,
  PasswordReminder,
  PasswordReset,
} from '../contract.ts';
import { ownerHistoryRowSchema, ownerPropertySchema, ownerSessionSchema, ownerStatisticsSchema } from '../schemas/owner.ts';

/** The owner portal: the session (an httpOnly cookie, sent across origins), properties, statistics, history. */
export function owner({ request, get, post }: Transport) {
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
      post<void>('/owner/password-reminder', reminder, undefined, {
        query: { lang: send.language },
        kind: 'password-reminder',
        signal: send.signal,
        ...(send.idempotencyKey ? { idempotencyKey: send.idempotencyKey } : {}),
      }),
    passwordReset: (reset: PasswordReset, call: CallOptions = {}): Promise<void> =>
      request<void>({ method: 'POST', path: '/owner/password', body: reset, kind: 'password-reset', signal: call.signal }),
    properties: async (lang?: Language, call: CallOptions = {}): Promise<OwnerProperty[]> =>
      (await get('/owner/properties', listOf(ownerPropertySchema), { lang }, { credentials: true, ...call })).items,
    statistics: (propertyId: number, call: CallOptions = {}): Promise<OwnerStatistics> =>
      get(`/owner/properties/${encodeURIComponent(propertyId)}/statistics`, ownerStatisticsSchema, undefined, {
        credentials: true,
        ...call,
      }),
    history: async (propertyId: number, lang?: Language, call: CallOptions = {}): Promise<OwnerHistoryRow[]> =>
      (
        await get(`/owner/properties/${encodeURIComponent(propertyId)}/history`, listOf(ownerHistoryRowSchema), { lang }, {
          credentials: true,
          ...call,
        })
      ).items,
  };
}
