/** Demands in `demands`, the form as JSON in `data`. */
import type { AlertFrequency } from '../../../../core/demand/match.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { Demand, Demands } from '../demands.ts';

interface Row {
  id: string;
  email: string;
  language: string;
  frequency: string;
  data: string;
  created_at: string;
  updated_at: string;
}

const demandOf = (row: Row): Demand => ({
  id: row.id,
  email: row.email,
  language: row.language as Language,
  frequency: row.frequency as AlertFrequency,
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function sqliteDemands(db: Db): Demands {
  const insert = db.prepare(
    'INSERT INTO demands (id, email, language, frequency, data, created_at, updated_at) VALUES (@id, @email, @language, @frequency, @data, @createdAt, @updatedAt)',
  );
  const one = db.prepare('SELECT * FROM demands WHERE id = ? AND unsubscribed_at IS NULL');
  const all = db.prepare('SELECT * FROM demands WHERE unsubscribed_at IS NULL ORDER BY created_at, id');
  const update = db.prepare('UPDATE demands SET data = ?, frequency = ?, updated_at = ? WHERE id = ? AND unsubscribed_at IS NULL');
  const unsubscribe = db.prepare('UPDATE demands SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL');
  return {
    async add(demand) {
      insert.run({ ...demand, data: JSON.stringify(demand.data) });
    },
    async active(id) {
      const row = one.get(id) as Row | undefined;
      return row && demandOf(row);
    },
    async allActive() {
      return (all.all() as Row[]).map(demandOf);
    },
    async update(id, data, frequency, updatedAt) {
      return update.run(JSON.stringify(data), frequency, updatedAt, id).changes > 0;
    },
    async unsubscribe(id, at) {
      return unsubscribe.run(at, id).changes > 0;
    },
  };
}
