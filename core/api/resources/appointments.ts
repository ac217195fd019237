import type { CallOptions, SendOptions, Transport } from '../client.ts';
import type { AppointmentBooking, AppointmentConfirmation, AppointmentSlots } from '../contract.ts';
import { appointmentConfirmationSchema, appointmentSlotsSchema } from '../schemas/visitor.ts';

/** `GET /appointments` (free moments, or full), `POST /appointments`, and a booking's cancel link. */
export function appointments({ get, post }: Transport) {
  return {
    slots: (propertyId: number, call: CallOptions = {}): Promise<AppointmentSlots> =>
      get('/appointments', appointmentSlotsSchema, { propertyId }, call),
    book: (booking: AppointmentBooking, send: SendOptions = {}): Promise<AppointmentConfirmation> =>
      post('/appointments', booking, appointmentConfirmationSchema, send),
    /** The booking the cancel link names, with the link's token. */
    booking: (id: string, token: string, language?: string, call: CallOptions = {}): Promise<AppointmentConfirmation> =>
      get(`/appointments/${encodeURIComponent(id)}`, appointmentConfirmationSchema, { token, lang: language }, call),
    /** Cancels the booking: its place is free again. Cancelling twice answers the cancelled booking. */
    cancel: (id: string, token: string, send: SendOptions = {}): Promise<AppointmentConfirmation> =>
      post(`/appointments/${encodeURIComponent(id)}/cancel`, { token }, appointmentConfirmationSchema, send),
  };
}
