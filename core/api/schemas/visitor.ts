/** Consent receipts and appointments. */
import { array, literal, number, string, type, union, type Struct } from 'superstruct';
import type { AppointmentConfirmation, AppointmentSlots, ConsentReceipt } from '../contract.ts';

export const consentReceiptSchema: Struct<ConsentReceipt> = type({ id: string(), time: string() });

const slotSchema = type({ id: string(), start: string(), end: string() });

export const appointmentSlotsSchema = union([
  type({ propertyId: number(), status: literal('open'), slots: array(slotSchema) }),
  type({ propertyId: number(), status: literal('full'), slots: array(slotSchema) }),
]) as unknown as Struct<AppointmentSlots>;

export const appointmentConfirmationSchema: Struct<AppointmentConfirmation> = type({
  id: string(),
  status: literal('confirmed'),
  propertyId: number(),
  start: string(),
  end: string(),
});
