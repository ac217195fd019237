/** Consent receipts and appointments. */
import { array, enums, literal, nullable, number, string, type, union, type Struct } from 'superstruct';
import { type AppointmentConfirmation, type AppointmentSlots, type ConsentReceipt, SLOT_KINDS } from '../contract.ts';

export const consentReceiptSchema: Struct<ConsentReceipt> = type({ id: string(), time: string() });

const slotSchema = type({ id: string(), kind: enums(SLOT_KINDS), start: string(), end: string(), places: number(), placesLeft: number() });

export const appointmentSlotsSchema = union([
  type({ propertyId: number(), status: literal('open'), slots: array(slotSchema) }),
  type({ propertyId: number(), status: literal('full'), slots: array(slotSchema) }),
]) as unknown as Struct<AppointmentSlots>;

export const appointmentConfirmationSchema: Struct<AppointmentConfirmation> = type({
  id: string(),
  status: enums(['confirmed', 'cancelled'] as const),
  propertyId: number(),
  kind: enums(SLOT_KINDS),
  start: string(),
  end: string(),
  address: string(),
  host: nullable(type({ name: string(), phone: nullable(string()), email: nullable(string()) })),
}) as unknown as Struct<AppointmentConfirmation>;
