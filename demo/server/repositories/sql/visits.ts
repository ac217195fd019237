/** Page views in `visits`, which the owner statistics read (sql/owners.ts). */
import type { Sql } from '../../db/database.ts';
import type { Visits } from '../visits.ts';

export function sqlVisits({ db }: Sql): Visits {
  return {
    async record(propertyId, at, source = 'website') {
      await db.insertInto('visits').values({ property_id: propertyId, at, source }).execute();
    },
  };
}
