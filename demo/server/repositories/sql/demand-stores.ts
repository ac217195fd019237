/** The demand register's server state: pending confirmations and the alerts log. */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Sql } from '../../db/database.ts';
import type { DemandAlerts } from '../demand-alerts.ts';
import type { DemandConfirmations } from '../demand-confirmations.ts';
import { changed } from './stores.ts';

export function sqlDemandConfirmations({ db }: Sql): DemandConfirmations {
  return {
    async issue(tokenHash, entry, expiresAt) {
      await db.deleteFrom('demand_confirmations').where('expires_at', '<=', Date.now()).execute();
      await db
        .insertInto('demand_confirmations')
        .values({ token_hash: tokenHash, email: entry.email, language: entry.language, data: JSON.stringify(entry.data), expires_at: expiresAt })
        .execute();
    },
    async pending(tokenHash, now) {
      const row = await db
        .selectFrom('demand_confirmations')
        .select(['email', 'language', 'data', 'demand_id'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row && { email: row.email, language: row.language as Language, data: JSON.parse(row.data) as Record<string, unknown>, demandId: row.demand_id };
    },
    async confirm(tokenHash, demandId) {
      const result = await db.updateTable('demand_confirmations').set({ demand_id: demandId }).where('token_hash', '=', tokenHash).where('demand_id', 'is', null).executeTakeFirst();
      return changed(result) > 0;
    },
  };
}

export function sqlDemandAlerts({ db }: Sql): DemandAlerts {
  return {
    async record(demandId, propertyId) {
      const row = await db
        .selectFrom('demand_alerts')
        .select(['price', 'sent_at'])
        .where('demand_id', '=', demandId)
        .where('property_id', '=', propertyId)
        .executeTakeFirst();
      return row && { demandId, propertyId, price: row.price, sentAt: row.sent_at };
    },
    async queue(demandId, propertyId, price, now) {
      await db
        .insertInto('demand_alerts')
        .values({ demand_id: demandId, property_id: propertyId, price, queued_at: now, sent_at: null })
        .onConflict((conflict) => conflict.columns(['demand_id', 'property_id']).doUpdateSet({ price, queued_at: now, sent_at: null }))
        .execute();
    },
    async sent(demandId, entries, now) {
      for (const entry of entries) {
        await db
          .insertInto('demand_alerts')
          .values({ demand_id: demandId, property_id: entry.propertyId, price: entry.price, queued_at: now, sent_at: now })
          .onConflict((conflict) => conflict.columns(['demand_id', 'property_id']).doUpdateSet({ price: entry.price, sent_at: now }))
          .execute();
      }
    },
    async drop(demandId, propertyId) {
      await db.deleteFrom('demand_alerts').where('demand_id', '=', demandId).where('property_id', '=', propertyId).where('sent_at', 'is', null).execute();
    },
    async queued() {
      const rows = await db
        .selectFrom('demand_alerts')
        .select(['demand_id', 'property_id'])
        .where('sent_at', 'is', null)
        .orderBy('queued_at')
        .orderBy('property_id')
        .execute();
      const byDemand = new Map<string, number[]>();
      for (const row of rows) byDemand.set(row.demand_id, [...(byDemand.get(row.demand_id) ?? []), row.property_id]);
      return byDemand;
    },
  };
}
