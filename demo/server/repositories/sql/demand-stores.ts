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
    async tell(demandId, propertyId, known, price, sentAt, now) {
      if (!known) {
        const result = await db
          .insertInto('demand_alerts')
          .values({ demand_id: demandId, property_id: propertyId, price, queued_at: now, sent_at: sentAt })
          .onConflict((conflict) => conflict.columns(['demand_id', 'property_id', 'agency_id']).doNothing())
          .executeTakeFirst();
        return changed(result) === 1;
      }
      const result = await db
        .updateTable('demand_alerts')
        .set({ price, queued_at: now, sent_at: sentAt })
        .where('demand_id', '=', demandId)
        .where('property_id', '=', propertyId)
        .where('price', 'is not distinct from', known.price)
        .where('sent_at', 'is not distinct from', known.sentAt)
        .executeTakeFirst();
      return changed(result) === 1;
    },
    async claim(demandId, entries, now) {
      const claimed: number[] = [];
      for (const entry of entries) {
        const row = await db
          .updateTable('demand_alerts')
          .set({ price: entry.price, sent_at: now })
          .where('demand_id', '=', demandId)
          .where('property_id', '=', entry.propertyId)
          .where('sent_at', 'is', null)
          .returning('property_id')
          .executeTakeFirst();
        if (row) claimed.push(row.property_id);
      }
      return claimed;
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
