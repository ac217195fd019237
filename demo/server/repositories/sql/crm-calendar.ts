/** The CRM's moments in `calendar_slots`, beside the server's own (repositories/crm-calendar.ts). */
import type { Database } from '../../db/database.ts';
import type { CrmCalendar } from '../crm-calendar.ts';

export function sqlCrmCalendar(database: Database): CrmCalendar {
  return {
    replace: (prefix, propertyId, moments, now) =>
      database.transaction(async ({ db }) => {
        const keep = moments.map((moment) => moment.id);
        let gone = db
          .deleteFrom('calendar_slots')
          .where('property_id', '=', propertyId)
          .where('id', 'like', `${prefix}%`)
          .where('start_ms', '>=', now)
          // a moment a visitor booked here stays: the booking points at it
          .where((eb) => eb.not(eb.exists(eb.selectFrom('appointments').select('id').whereRef('appointments.slot_id', '=', 'calendar_slots.id'))));
        if (keep.length > 0) gone = gone.where('id', 'not in', keep);
        await gone.execute();
        for (const moment of moments) {
          const fields = { property_id: propertyId, kind: moment.kind, start: moment.start, end: moment.end, start_ms: moment.startMs, end_ms: moment.endMs, places: moment.places };
          // a moment the CRM moved to this listing is this listing's now: a visitor of the other one can no longer book it
          // (a moment already booked there stays with its booking, like one the CRM took away)
          await db
            .insertInto('calendar_slots')
            .values({ id: moment.id, ...fields })
            .onConflict((conflict) =>
              conflict
                .columns(['id', 'agency_id'])
                .doUpdateSet(fields)
                .where((eb) =>
                  eb.or([
                    eb('calendar_slots.property_id', '=', propertyId),
                    eb.not(eb.exists(eb.selectFrom('appointments').select('id').whereRef('appointments.slot_id', '=', 'calendar_slots.id'))),
                  ]),
                ),
            )
            .execute();
        }
      }),

    async turn(after, size) {
      const available = database.db.selectFrom('properties').select('id').where('online', '=', 1).where('status', '=', 'available').orderBy('id').limit(size);
      const next = (await available.where('id', '>', after).execute()).map((row) => row.id);
      if (next.length >= size) return next;
      const wrapped = (await available.where('id', '<=', after).execute()).map((row) => row.id).filter((id) => !next.includes(id));
      return [...next, ...wrapped].slice(0, size);
    },
  };
}
