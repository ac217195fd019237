/**
 * The booking calendar from the CRM, after each sync: the connector reads the moments of
 * the next batch of listings (CalendarSource), the CRM calendar repository writes them.
 * Listings take their turn, in id order and round again, rather than every listing
 * every sync.
 */
import type { CrmCalendar } from '../repositories/crm-calendar.ts';
import type { CalendarSource } from './connector.ts';
import type { MappingProblem } from './mapping.ts';

/** Reads and writes the next turn's moments; answers the last listing read (the next turn starts after it) and what could not be read. */
export async function refreshCalendar(source: CalendarSource, calendar: CrmCalendar, after: number, now: number): Promise<{ last: number; problems: MappingProblem[] }> {
  const turn = await calendar.turn(after, source.batch);
  const { moments, problems } = await source.read(turn, now);
  for (const [propertyId, found] of moments) {
    await calendar.replace(
      source.prefix,
      propertyId,
      found.filter((moment) => moment.endMs > now),
      now,
    );
  }
  return { last: turn.at(-1) ?? 0, problems };
}
