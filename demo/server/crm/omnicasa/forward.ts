/**
 * What Omnicasa hears of the site's records (the Outbound of crm/connector.ts): each
 * record's call as a job payload, built from the record when it is stored, and the
 * making of it by the delivery worker.
 *
 * - visit, info, contact, valuation, documents → ContactOnMe (ContactOnMeProject about a project)
 * - a confirmed demand → DemandRegister2; changed later → DemandRegister2 again; its unsubscribe link → UnsubscribeDemandPerson
 * - an owner's password reminder → GetPersonForgetPassword (the CRM mails it; owners.ts)
 * - a page view the site counted → GetProperty with UpdateVisit, which the CRM counts as a
 *   visit (the classic API's way; one call per view, made by the worker, never by the page view)
 * - a booking → RegisterPerson + AddPersonToAppointment in a slot that is a CRM appointment
 *   (the person's id kept as the job's first step: a retry after the second failed makes
 *   only the second), otherwise ContactOnMe about the property with the booked moment
 */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Booking } from '../../repositories/appointments.ts';
import type { Outbound } from '../connector.ts';
import type { OmnicasaClient, Params } from './client.ts';
import { APPOINTMENT_PREFIX } from './map/appointment.ts';
import { bookingContactCall, type ContactCall, contactCall, demandRegisterParams, reportVisit, sendBooking, sendPasswordReminder, sendUnsubscribe } from './outbound.ts';

/** What one job asks of the CRM, as JSON. */
export type OmnicasaCall =
  | { call: 'contact'; endpoint: ContactCall['endpoint']; params: Params }
  | { call: 'demand'; params: Params }
  | { call: 'unsubscribe'; email: string }
  | { call: 'reminder'; email: string; language: Language }
  | { call: 'visit'; propertyId: number }
  | { call: 'booking'; person: Pick<Booking, 'data' | 'email' | 'language'>; appointmentId: number };

/**
 * The CRM's appointment a slot of the calendar is, when the slot came from the CRM: its id
 * is `omnicasa-<AppointmentID>`. Slots the server's own calendar holds have none.
 */
export function crmAppointmentId(slotId: string): number | undefined {
  const id = new RegExp(`^${APPOINTMENT_PREFIX}(\\d+)$`).exec(slotId)?.[1];
  return id === undefined ? undefined : Number(id);
}

export function omnicasaOutbound(client: OmnicasaClient, options: { agencyLanguage: Language; polygonRegionType?: number | undefined }): Outbound {
  const agencyLanguage = options.agencyLanguage;
  return {
    lead: (lead) => ({ call: 'contact', ...contactCall(lead, { agencyLanguage }) }) satisfies OmnicasaCall,

    demand(demand, context, change) {
      // the form asks for web ids (1–7), DemandRegister2 takes the CRM's type ids: the synced type tree has both
      const typeIdsOfWebId = (webId: number) => context.propertyTypes.filter((type) => type.WebID === webId).map((type) => type.ID);
      const params = demandRegisterParams(demand, { agencyLanguage, typeIdsOfWebId, regions: context.regions, polygonRegionType: options.polygonRegionType, changed: change === 'changed' });
      return { call: 'demand', params } satisfies OmnicasaCall;
    },

    unsubscribed: (demand) => ({ call: 'unsubscribe', email: demand.email }) satisfies OmnicasaCall,

    visit: (propertyId) => ({ call: 'visit', propertyId }) satisfies OmnicasaCall,

    booking(visitor, slot) {
      const person = { data: visitor.data, email: visitor.email, language: visitor.language };
      const appointmentId = crmAppointmentId(visitor.slotId);
      if (appointmentId !== undefined) return { call: 'booking', person, appointmentId } satisfies OmnicasaCall;
      return { call: 'contact', ...bookingContactCall({ ...person, propertyId: visitor.propertyId }, slot, { agencyLanguage }) } satisfies OmnicasaCall;
    },

    async deliver(payload, steps) {
      const call = payload as OmnicasaCall;
      if (call.call === 'contact') await client.call(call.endpoint, call.params);
      else if (call.call === 'demand') await client.call('DemandRegister2', call.params);
      else if (call.call === 'unsubscribe') await sendUnsubscribe(client, call.email);
      else if (call.call === 'booking') await sendBooking(client, call.person, call.appointmentId, steps);
      else if (call.call === 'reminder') await sendPasswordReminder(client, call.email, call.language);
      else if (call.call === 'visit') await reportVisit(client, call.propertyId);
      else throw new Error('an Omnicasa job of no known call');
    },

    target(payload) {
      const call = payload as OmnicasaCall;
      const endpoint =
        call.call === 'contact'
          ? call.endpoint
          : call.call === 'demand'
            ? 'DemandRegister2'
            : call.call === 'unsubscribe'
              ? 'UnsubscribeDemandPerson'
              : call.call === 'reminder'
                ? 'GetPersonForgetPassword'
                : call.call === 'visit'
                  ? 'GetProperty (UpdateVisit)'
                  : call.call === 'booking'
                    ? 'AddPersonToAppointment'
                    : 'unknown call';
      return `Omnicasa ${endpoint}`;
    },
  };
}
