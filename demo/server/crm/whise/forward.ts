/**
 * What Whise hears of the site's records (the Outbound of crm/connector.ts): each
 * record's contact as a job payload, built when the record is stored, and the making of
 * it by the delivery worker.
 *
 * - visit, info, contact, valuation, documents → contacts/upsert, with the estate asked about
 * - a confirmed demand, and again when it is changed → contacts/upsert with its SearchCriteria
 * - a booking in a moment of Whise's calendar → contacts/upsert, then calendars/update
 *   with that event and the contact (bib111: "add a contact to an event"), the contact's
 *   id kept as the job's first step so a retry makes only the second call; another
 *   booking → contacts/upsert with the moment in its Comments
 * - an unsubscribe, a page view: no public call takes them; the site keeps them itself
 *
 * A contact goes to the agency's office: WHISE_OFFICE_ID, or the client's first office
 * (`v1/admin/offices/list`), asked once per process.
 */
import { memorySteps, once } from '../../repositories/delivery-jobs.ts';
import type { Outbound } from '../connector.ts';
import type { WhiseClient } from './client.ts';
import { WhiseError } from './client.ts';
import { CALENDAR_PREFIX } from './map/event.ts';
import { bookingContact, type ContactBody, contactIdOf, type ContactOptions, demandContact, leadContact } from './outbound.ts';

/** What one job asks of Whise, as JSON (the office is added when it is made). */
export type WhiseCall = { call: 'contact'; contact: ContactBody; about: string } | { call: 'booking'; contact: ContactBody; calendarId: number };

/** The Whise calendar event a slot is, when it came from Whise: its id is `whise-<calendar id>`. */
export function calendarIdOf(slotId: string): number | undefined {
  const id = new RegExp(`^${CALENDAR_PREFIX}(\\d+)(?:-\\d+)?$`).exec(slotId)?.[1];
  return id === undefined ? undefined : Number(id);
}

export interface WhiseOutboundOptions extends ContactOptions {
  clientId: number;
  officeId?: number | undefined;
}

export function whiseOutbound(client: WhiseClient, options: WhiseOutboundOptions): Outbound {
  let office: Promise<number> | undefined;
  const officeOf = (): Promise<number> => {
    if (options.officeId !== undefined) return Promise.resolve(options.officeId);
    office ??= client
      .request<{ offices?: unknown }>('v1/admin/offices/list', { ClientId: options.clientId, Page: { Limit: 1, Offset: 0 } }, { marketplace: true })
      .then((answer) => {
        const first = Array.isArray(answer.offices) ? (answer.offices[0] as { id?: unknown } | undefined) : undefined;
        if (typeof first?.id !== 'number') throw new WhiseError('v1/admin/offices/list', 'malformed', 'the client has no office to send contacts to', false);
        return first.id;
      })
      .catch((error: unknown) => {
        office = undefined;
        throw error;
      });
    return office;
  };
  const upsert = async (contact: ContactBody): Promise<number | undefined> =>
    contactIdOf(await client.request('v1/contacts/upsert', { ...contact, OfficeIds: [await officeOf()] }));

  return {
    lead: (lead) => ({ call: 'contact', contact: leadContact(lead, options), about: lead.kind }) satisfies WhiseCall,
    demand: (demand, context, change) => ({ call: 'contact', contact: demandContact(demand, context, change, options), about: 'demand' }) satisfies WhiseCall,
    unsubscribed: () => undefined,
    visit: () => undefined,

    booking(visitor, slot) {
      const contact = bookingContact(visitor, slot, options);
      const calendarId = calendarIdOf(visitor.slotId);
      if (calendarId !== undefined) return { call: 'booking', contact, calendarId } satisfies WhiseCall;
      return { call: 'contact', contact, about: 'appointment' } satisfies WhiseCall;
    },

    async deliver(payload, steps = memorySteps()) {
      const call = payload as WhiseCall;
      if (call.call === 'contact') await upsert(call.contact);
      else if (call.call === 'booking') {
        // the contact's id is kept: a retry after calendars/update failed does not upsert the contact again
        const contactId = await once(steps, 'contacts/upsert', async () => {
          const id = await upsert(call.contact);
          if (id === undefined) throw new WhiseError('v1/contacts/upsert', 'malformed', 'the answer names no ContactId', true);
          return id;
        });
        await once(steps, 'calendars/update', () => client.request('v1/calendars/update', { CalendarId: call.calendarId, ContactId: contactId }, { method: 'PATCH' }));
      } else throw new Error('a Whise job of no known call');
    },

    target(payload) {
      const call = payload as WhiseCall;
      return call.call === 'booking' ? 'Whise calendars/update' : 'Whise contacts/upsert';
    },
  };
}
