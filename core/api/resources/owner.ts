import type { Language } from '../../i18n/languages.ts';
import { type CallOptions, type Transport, listOf, apiRead } from '../client.ts';
import type { OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../contract.ts';
import { ownerHistoryRowSchema, ownerPropertySchema, ownerStatisticsSchema } from '../schemas/owner.ts';
import { ownerAccount } from './owner-account.ts';

/** The owner portal's statistics and history of a property, sent with the owner's session. */
export const ownerReads = {
  statistics: (propertyId: number) =>
    apiRead(`/owner/properties/${encodeURIComponent(propertyId)}/statistics`, ownerStatisticsSchema, undefined, { credentials: true }),
  history: (propertyId: number, lang?: Language) =>
    apiRead(`/owner/properties/${encodeURIComponent(propertyId)}/history`, listOf(ownerHistoryRowSchema), { lang }, { credentials: true, pick: (answer) => answer.items }),
};

/** The owner portal's data: the owner's properties, their statistics and history (the session: ./owner-account.ts). */
export function ownerReports(api: Transport) {
  const { get } = api;
  return {
    properties: async (lang?: Language, call: CallOptions = {}): Promise<OwnerProperty[]> =>
      (await get('/owner/properties', listOf(ownerPropertySchema), { lang }, { credentials: true, ...call })).items,
    statistics: (propertyId: number, call: CallOptions = {}): Promise<OwnerStatistics> => ownerReads.statistics(propertyId).load(api, call.signal),
    history: (propertyId: number, lang?: Language, call: CallOptions = {}): Promise<OwnerHistoryRow[]> =>
      ownerReads.history(propertyId, lang).load(api, call.signal),
  };
}

/** The whole owner portal: the account and the data. */
export function owner(transport: Transport) {
  return { ...ownerAccount(transport), ...ownerReports(transport) };
}
