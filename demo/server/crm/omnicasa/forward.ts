/**
 * Leads, demands and bookings forwarded to Omnicasa through the submission pipeline's
 * delivery queue. Every form is stored first, in its unit of work; with `CRM=omnicasa`
 * the unit's repositories also queue, in that same transaction, the call the record
 * causes (`forwardToOmnicasa`). The job holds the call's parameters as they were when the
 * record was stored, so a retry sends the same call; the delivery worker makes it
 * (`omnicasaJobHandler`), with its retries and backoff, until the CRM takes it or the job
 * is kept as failed. The record is stored once per Idempotency-Key (the pipeline's claim),
 * so there is one job per key, and the job is gone once delivered: each record reaches
 * the CRM once, whichever instance delivers it and across restarts.
 *
 * - visit, info, contact, valuation, documents → ContactOnMe (ContactOnMeProject about a project)
 * - a confirmed demand → DemandRegister2; its unsubscribe link → UnsubscribeDemandPerson
 * - an owner's password reminder → GetPersonForgetPassword (the CRM mails it)
 * - a page view the site counted → GetProperty with UpdateVisit, which the CRM counts as a
 *   visit (the classic API's way; one call per view, made by the worker, never by the page view)
 * - a booking → RegisterPerson + AddPersonToAppointment in a slot that is a CRM appointment,
 *   otherwise ContactOnMe about the property with the booked moment
 */
import type { RequestKind } from '../../../../core/api/contract.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import type { UnitRepositories } from '../../delivery/unit-of-work.ts';
import type { JobHandler } from '../../delivery/worker.ts';
import type { Booking } from '../../repositories/appointments.ts';
import type { NewJob } from '../../repositories/delivery-jobs.ts';
import type { OmnicasaClient, Params } from './client.ts';
import { bookingContactCall, type ContactCall, contactCall, crmAppointmentId, demandRegisterParams, reportVisit, sendBooking, sendPasswordReminder, sendUnsubscribe } from './outbound.ts';

/** The delivery queue's kind of the jobs that call Omnicasa. */
export const OMNICASA_JOB = 'omnicasa';

/** The forms that reach the CRM as a contact. */
const CONTACT_KINDS: ReadonlySet<RequestKind> = new Set(['visit', 'info', 'contact', 'valuation', 'documents']);

/** What one job asks of the CRM, as JSON. */
export type OmnicasaCall =
  | { call: 'contact'; endpoint: ContactCall['endpoint']; params: Params }
  | { call: 'demand'; params: Params }
  | { call: 'unsubscribe'; email: string }
  | { call: 'reminder'; email: string; language: Language }
  | { call: 'visit'; propertyId: number }
  | { call: 'booking'; person: Pick<Booking, 'data' | 'email' | 'language'>; appointmentId: number };

const job = (payload: OmnicasaCall): NewJob => ({ kind: OMNICASA_JOB, payload });

export interface ForwardOptions {
  /** the language the agent reads subjects and notes in */
  agencyLanguage: Language;
}

/** Wraps a unit's repositories: what they store that the CRM must hear of queues its call in the same transaction. */
export function forwardToOmnicasa(options: ForwardOptions): UnitRepositories {
  return (repositories, queue) => ({
    ...repositories,
    leads: {
      ...repositories.leads,
      async add(lead) {
        const added = await repositories.leads.add(lead);
        if (added && CONTACT_KINDS.has(lead.kind)) await queue(job({ call: 'contact', ...contactCall(lead, options) }));
        return added;
      },
    },
    demands: {
      ...repositories.demands,
      async add(demand) {
        await repositories.demands.add(demand);
        // the form asks for web ids (1–7), DemandRegister2 takes the CRM's type ids: the synced type tree has both
        const types = await repositories.reference.propertyTypes();
        const typeIdsOfWebId = (webId: number) => types.filter((type) => type.WebID === webId).map((type) => type.ID);
        await queue(job({ call: 'demand', params: demandRegisterParams(demand, { ...options, typeIdsOfWebId }) }));
      },
      async unsubscribe(id, at) {
        const demand = await repositories.demands.active(id);
        const stopped = await repositories.demands.unsubscribe(id, at);
        if (stopped && demand) await queue(job({ call: 'unsubscribe', email: demand.email }));
        return stopped;
      },
    },
    visits: {
      async record(propertyId, at, source) {
        await repositories.visits.record(propertyId, at, source);
        // the site's own page views; the CRM counts those of the portals itself
        if (source === undefined || source === 'website') await queue(job({ call: 'visit', propertyId }));
      },
    },
    appointments: {
      ...repositories.appointments,
      async book(booking, from) {
        const outcome = await repositories.appointments.book(booking, from);
        if (outcome !== 'confirmed') return outcome;
        const person = { data: booking.data, email: booking.email, language: booking.language };
        const appointmentId = crmAppointmentId(booking.slotId);
        if (appointmentId !== undefined) await queue(job({ call: 'booking', person, appointmentId }));
        else {
          const slot = await repositories.appointments.slot(booking.slotId);
          if (slot) await queue(job({ call: 'contact', ...bookingContactCall({ ...person, propertyId: booking.propertyId }, slot, options) }));
        }
        return outcome;
      },
    },
  });
}

/** Makes a job's call; throws (the worker retries later) when the CRM did not take it. */
export function omnicasaJobHandler(client: OmnicasaClient): JobHandler {
  return async (payload) => {
    const call = payload as OmnicasaCall;
    if (call.call === 'contact') await client.call(call.endpoint, call.params);
    else if (call.call === 'demand') await client.call('DemandRegister2', call.params);
    else if (call.call === 'unsubscribe') await sendUnsubscribe(client, call.email);
    else if (call.call === 'booking') await sendBooking(client, call.person, call.appointmentId);
    else if (call.call === 'reminder') await sendPasswordReminder(client, call.email, call.language);
    else if (call.call === 'visit') await reportVisit(client, call.propertyId);
    else throw new Error('an Omnicasa job of no known call');
  };
}

/** The CRM's call a job makes, as the agency's list of failed deliveries names it. */
export function omnicasaJobTarget(payload: unknown): string {
  const call = payload as OmnicasaCall;
  const endpoint =
    call.call === 'contact' ? call.endpoint : call.call === 'demand' ? 'DemandRegister2' : call.call === 'unsubscribe' ? 'UnsubscribeDemandPerson' : call.call === 'reminder' ? 'GetPersonForgetPassword' : call.call === 'visit' ? 'GetProperty (UpdateVisit)' : call.call === 'booking' ? 'AddPersonToAppointment' : 'unknown call';
  return `Omnicasa ${endpoint}`;
}
