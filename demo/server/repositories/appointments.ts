/**
 * Viewing appointments (Omnicasa: GetAppointmentObject, AddPersonToAppointment): the free
 * moments of the agent's calendar for a property, and the bookings made in them.
 */
import type { AppointmentSlot } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';

export interface ViewingSlot extends AppointmentSlot {
  /** the start as a timestamp, for the confirmation mail's date in each language */
  startMs: number;
}

export interface Booking {
  id: string;
  propertyId: number;
  slot: ViewingSlot;
  /** the visitor's fields of the visit form, the captcha proof left out */
  data: Record<string, unknown>;
  language: Language;
  createdAt: string;
}

export interface Appointments {
  /** Whether the agent closed the property's calendar: visitors are then told viewings are full. */
  closed(propertyId: number): Promise<boolean>;
  /** The slots still free from `now` (ms) in the booking window: booked ones are gone for everyone else. */
  freeSlots(propertyId: number, now: number): Promise<ViewingSlot[]>;
  /** Books a slot; false when another visitor took it first. */
  book(booking: Booking): Promise<boolean>;
  /** Takes back a booking whose confirmation could not be mailed, so the slot is free again. */
  cancel(id: string): Promise<void>;
}
