import type { CallOptions, SendOptions, Transport } from '../client.ts';
import type { AppointmentBooking, AppointmentConfirmation, AppointmentSlots } from '../contract.ts';
import { appointmentConfirmationSchema, appointmentSlotsSchema } from '../schemas/visitor.ts';

/** `GET /appointments` (free slots, or full) and `POST /appointments`. */
export function appointments({ get, post }: Transport) {
  return {
    slots: (propertyId: number, call: CallOptions = {}): Promise<AppointmentSlots> =>
      get('/appointments', appointmentSlotsSchema, { propertyId }, call),
    book: (booking: AppointmentBooking, send: SendOptions = {}): Promise<AppointmentConfirmation> =>
      post('/appointments', booking, appointmentConfirmationSchema, {
        query: { lang: send.language },
        signal: send.signal,
        ...(send.idempotencyKey ? { idempotencyKey: send.idempotencyKey } : {}),
      }),
  };
}
