import { type CallOptions, type SendOptions, type Transport, apiRead } from '../client.ts';
import type { AppointmentBooking } from '../bodies.ts';
import type { AppointmentConfirmation, AppointmentSlots } from '../contract.ts';
import { appointmentConfirmationSchema, appointmentSlotsSchema } from '../schemas/visitor.ts';

export const appointmentReads = {
  slots: (propertyId: number) => apiRead('/appointments', appointmentSlotsSchema, { propertyId }),
  /** The booking the cancel link names, with the link's token. */
  booking: (id: string, token: string, language?: string) =>
    apiRead(`/appointments/${encodeURIComponent(id)}`, appointmentConfirmationSchema, { token, lang: language }),
};

/** `GET /appointments` (free moments, or full), `POST /appointments`, and a booking's cancel link. */
export function appointments(api: Transport) {
  const { post } = api;
  return {
    slots: (propertyId: number, call: CallOptions = {}): Promise<AppointmentSlots> => appointmentReads.slots(propertyId).load(api, call.signal),
    book: (booking: AppointmentBooking, send: SendOptions = {}): Promise<AppointmentConfirmation> =>
      post('/appointments', booking, appointmentConfirmationSchema, send),
    /** The booking the cancel link names, with the link's token. */
    booking: (id: string, token: string, language?: string, call: CallOptions = {}): Promise<AppointmentConfirmation> =>
      appointmentReads.booking(id, token, language).load(api, call.signal),
    /** Cancels the booking: its place is free again. Cancelling twice answers the cancelled booking. */
    cancel: (id: string, token: string, send: SendOptions = {}): Promise<AppointmentConfirmation> =>
      post(`/appointments/${encodeURIComponent(id)}/cancel`, { token }, appointmentConfirmationSchema, send),
  };
}
