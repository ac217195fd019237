/** The demand register's server state: pending confirmations and the alerts log. */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { DemandAlerts } from '../demand-alerts.ts';
import type { DemandConfirmations } from '../demand-confirmations.ts';

export function sqliteDemandConfirmations(db: Db): DemandConfirmations {
  const insert = db.prepare('INSERT INTO demand_confirmations (token_hash, email, language, data, expires_at) VALUES (?, ?, ?, ?, ?)');
  const pending = db.prepare('SELECT email, language, data, demand_id FROM demand_confirmations WHERE token_hash = ? AND expires_at > ?');
  const confirm = db.prepare('UPDATE demand_confirmations SET demand_id = ? WHERE token_hash = ? AND demand_id IS NULL');
  const withdraw = db.prepare('DELETE FROM demand_confirmations WHERE token_hash = ?');
  const purge = db.prepare('DELETE FROM demand_confirmations WHERE expires_at <= ?');
  return {
    issue(tokenHash, entry, expiresAt) {
      purge.run(Date.now());
      insert.run(tokenHash, entry.email, entry.language, JSON.stringify(entry.data), expiresAt);
    },
    pending(tokenHash, now) {
      const row = pending.get(tokenHash, now) as { email: string; language: string; data: string; demand_id: string | null } | undefined;
      return row && { email: row.email, language: row.language as Language, data: JSON.parse(row.data) as Record<string, unknown>, demandId: row.demand_id };
    },
    confirm(tokenHash, demandId) {
      return confirm.run(demandId, tokenHash).changes > 0;
    },
    withdraw(tokenHash) {
      withdraw.run(tokenHash);
    },
  };
}

export function sqliteDemandAlerts(db: Db): DemandAlerts {
  const record = db.prepare('SELECT price, sent_at FROM demand_alerts WHERE demand_id = ? AND property_id = ?');
  const queue = db.prepare(
    `INSERT INTO demand_alerts (demand_id, property_id, price, queued_at, sent_at) VALUES (?, ?, ?, ?, NULL)
     ON CONFLICT (demand_id, property_id) DO UPDATE SET price = excluded.price, queued_at = excluded.queued_at, sent_at = NULL`,
  );
  const sent = db.prepare(
    `INSERT INTO demand_alerts (demand_id, property_id, price, queued_at, sent_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (demand_id, property_id) DO UPDATE SET price = excluded.price, sent_at = excluded.sent_at`,
  );
  const drop = db.prepare('DELETE FROM demand_alerts WHERE demand_id = ? AND property_id = ? AND sent_at IS NULL');
  const queued = db.prepare('SELECT demand_id, property_id FROM demand_alerts WHERE sent_at IS NULL ORDER BY queued_at, property_id');
  const sentMany = db.transaction((demandId: string, entries: readonly { propertyId: number; price: number | null }[], now: number) => {
    for (const entry of entries) sent.run(demandId, entry.propertyId, entry.price, now, now);
  });
  return {
    record(demandId, propertyId) {
      const row = record.get(demandId, propertyId) as { price: number | null; sent_at: number | null } | undefined;
      return row && { demandId, propertyId, price: row.price, sentAt: row.sent_at };
    },
    queue(demandId, propertyId, price, now) {
      queue.run(demandId, propertyId, price, now);
    },
    sent(demandId, entries, now) {
      sentMany(demandId, entries, now);
    },
    drop(demandId, propertyId) {
      drop.run(demandId, propertyId);
    },
    queued() {
      const byDemand = new Map<string, number[]>();
      for (const row of queued.all() as { demand_id: string; property_id: number }[]) {
        byDemand.set(row.demand_id, [...(byDemand.get(row.demand_id) ?? []), row.property_id]);
      }
      return byDemand;
    },
  };
}
