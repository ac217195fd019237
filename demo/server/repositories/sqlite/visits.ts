/** Page views in `visits`, which the owner statistics read (sqlite/owners.ts). */
import type { Db } from '../../db/database.ts';
import type { Visits } from '../visits.ts';

export function sqliteVisits(db: Db): Visits {
  const insert = db.prepare('INSERT INTO visits (property_id, at, source) VALUES (?, ?, ?)');
  return {
    async record(propertyId, at, source = 'website') {
      insert.run(propertyId, at, source);
    },
  };
}
