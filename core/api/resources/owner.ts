import type { Language } from '../../i18n/languages.ts';
import { type CallOptions, type Transport, listOf } from '../client.ts';
import type { OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../contract.ts';
import { ownerHistoryRowSchema, ownerPropertySchema, ownerStatisticsSchema } from '../schemas/owner.ts';
import { ownerAccount } from './owner-account.ts';

/** The owner portal's data: the owner's properties, their statistics and history (the session: ./owner-account.ts). */
export function ownerReports({ get }: Transport) {
  return {
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

/** The whole owner portal: the account and the data. */
export function owner(transport: Transport) {
  return { ...ownerAccount(transport), ...ownerReports(transport) };
}
