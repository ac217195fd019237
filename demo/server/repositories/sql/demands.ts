/** Demands in `demands`, the form as JSON in `data`; the zones each active one watches in `demand_zones`. */
import type { Selectable } from 'kysely';
import type { AlertFrequency } from '../../../../core/demand/match.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import { inTransaction, type Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import { areaBounds } from '../../../../core/geo/area.ts';
import { areaOf, criteriaOf, type Demand, type Demands, zoneKeys } from '../demands.ts';
import { changed } from './stores.ts';

const demandOf = (row: Selectable<Schema['demands']>): Demand => ({
  id: row.id,
  email: row.email,
  language: row.language as Language,
  frequency: row.frequency as AlertFrequency,
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Parameters per statement stay well under both engines' limits. */
const CHUNK = 500;

export function sqlDemands(sql: Sql): Demands {
  const active = () => sql.db.selectFrom('demands').selectAll().where('unsubscribed_at', 'is', null);
  const setZones = async ({ db }: Sql, id: string, data: Record<string, unknown>) => {
    await db.deleteFrom('demand_zones').where('demand_id', '=', id).execute();
    const zones = zoneKeys(criteriaOf(data).zones);
    if (zones.length > 0) await db.insertInto('demand_zones').values(zones.map((zone) => ({ demand_id: id, zone }))).execute();
    await db.deleteFrom('demand_areas').where('demand_id', '=', id).execute();
    const area = areaOf(data);
    if (area) {
      const [south, west, north, east] = areaBounds(area);
      await db.insertInto('demand_areas').values({ demand_id: id, south, west, north, east }).execute();
    }
  };
  return {
    async add(demand) {
      await inTransaction(sql, async (tx) => {
        await tx.db
          .insertInto('demands')
          .values({
            id: demand.id,
            email: demand.email,
            language: demand.language,
            frequency: demand.frequency,
            data: JSON.stringify(demand.data),
            created_at: demand.createdAt,
            updated_at: demand.updatedAt,
          })
          .execute();
        await setZones(tx, demand.id, demand.data);
      });
    },
    async active(id) {
      const row = await active().where('id', '=', id).executeTakeFirst();
      return row && demandOf(row);
    },
    async activeAmong(ids) {
      const found: Demand[] = [];
      for (let i = 0; i < ids.length; i += CHUNK) {
        found.push(...(await active().where('id', 'in', ids.slice(i, i + CHUNK)).execute()).map(demandOf));
      }
      return found;
    },
    async inZones(zones, point) {
      if (zones.length === 0 && !point) return [];
      const rows = await active()
        .where((eb) =>
          eb.or([
            ...(zones.length > 0 ? [eb('id', 'in', eb.selectFrom('demand_zones').select('demand_id').where('zone', 'in', [...zones]))] : []),
            ...(point
              ? [
                  eb(
                    'id',
                    'in',
                    eb
                      .selectFrom('demand_areas')
                      .select('demand_id')
                      .where('south', '<=', point[0])
                      .where('north', '>=', point[0])
                      .where('west', '<=', point[1])
                      .where('east', '>=', point[1]),
                  ),
                ]
              : []),
          ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(demandOf);
    },
    async update(id, data, frequency, updatedAt) {
      return inTransaction(sql, async (tx) => {
        const result = await tx.db
          .updateTable('demands')
          .set({ data: JSON.stringify(data), frequency, updated_at: updatedAt })
          .where('id', '=', id)
          .where('unsubscribed_at', 'is', null)
          .executeTakeFirst();
        if (changed(result) === 0) return false;
        await setZones(tx, id, data);
        return true;
      });
    },
    async unsubscribe(id, at) {
      return inTransaction(sql, async ({ db }) => {
        const result = await db.updateTable('demands').set({ unsubscribed_at: at }).where('id', '=', id).where('unsubscribed_at', 'is', null).executeTakeFirst();
        await db.deleteFrom('demand_zones').where('demand_id', '=', id).execute();
        await db.deleteFrom('demand_areas').where('demand_id', '=', id).execute();
        return changed(result) > 0;
      });
    },
  };
}
