/**
 * The booking calendar from Whise: the events of the calendar action the agency lets
 * visitors book (WHISE_VIEWING_ACTION_ID), in the weeks ahead, read in one list after
 * each sync for every online, available listing (crm/calendar.ts writes them). Without
 * that setting the connector has no calendar: no moment of the agency's own agenda is
 * offered to visitors unless the agency says which are meant for them.
 *
 * The list's filter is not public (fw4-bvba/whise-api passes it through unnamed): the
 * action as `CalendarActionIds` and the weeks as `DateTimeRange: { Min, Max }` (the name
 * bib111/whise-api-client gives `calendars/delete`'s range) are ours. The names of an
 * answer the mapping does not read are told once.
 */
import type { CalendarSource } from '../connector.ts';
import { keyWatcher, type MappingProblem } from '../mapping.ts';
import type { CalendarMoment } from '../../repositories/crm-calendar.ts';
import type { WhiseClient } from './client.ts';
import { whiseTime } from './dates.ts';
import { CALENDAR_PREFIX, KNOWN_EVENT_KEYS, mapEvent } from './map/event.ts';

/** How far ahead moments are offered. */
const WEEKS_AHEAD = 8;
/** One list serves every listing: a turn is every online, available listing. */
const EVERY_LISTING = 100_000;

export function whiseCalendar(client: WhiseClient, actionId: number): CalendarSource {
  const unknown = keyWatcher(KNOWN_EVENT_KEYS);
  return {
    prefix: CALENDAR_PREFIX,
    batch: EVERY_LISTING,
    async read(propertyIds, now) {
      const problems: MappingProblem[] = [];
      const moments = new Map<number, CalendarMoment[]>(propertyIds.map((id) => [id, []]));
      const body = {
        Filter: { CalendarActionIds: [actionId], DateTimeRange: { Min: whiseTime(now), Max: whiseTime(now + WEEKS_AHEAD * 7 * 86_400_000) } },
        // the PHP client's order: the API does not keep one of its own from page to page
        Sort: [
          { Field: 'startDateTime', Ascending: true },
          { Field: 'id', Ascending: true },
        ],
      };
      for await (const page of client.pages('v1/calendars/list', 'calendars', body)) {
        for (const row of page.items) {
          for (const key of unknown(row)) problems.push({ kind: 'appointment', id: null, field: key, problem: 'a field of calendars/list the mapping does not read' });
          const mapped = mapEvent(row);
          if (!mapped.ok) problems.push(...mapped.problems);
          else for (const moment of mapped.value) moments.get(moment.propertyId)?.push(moment);
        }
      }
      return { moments, problems };
    },
  };
}
