/**
 * Viewing appointments (Omnicasa: GetAppointmentObject, AddPersonToAppointment): the
 * agency's calendar of viewing moments for a property (open-house moments and agent
 * slots, each with a number of places), and the bookings made in them.
 */
import type { AppointmentSlot } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import type { Translatable } from '../../../core/i18n/translatable.ts';

export interface ViewingSlot extends AppointmentSlot {
  propertyId: number;
  /** the start and end as timestamps, for the mails' dates in each language and the calendar file */
  startMs: number;
  endMs: number;
}

export interface Booking {
  id: string;
  propertyId: number;
  slotId: string;
  /** the visitor's e-mail address, lower-case: one place per visitor and slot */
  email: string;
  /** the visitor's fields of the appointment form, the captcha proof left out */
  data: Record<string, unknown>;
  language: Language;
  /** SHA-256 of the cancel link's token: the link works, a leaked database row does not */
  cancelTokenHash: string;
  /** the row the owner's history shows: who booked, and what the agency's calendar calls it */
  history: { contact: string; subject: Translatable };
  createdAt: string;
}

/** What became of a booking: confirmed, or why not. */
export type BookingOutcome = 'confirmed' | 'full' | 'passed' | 'not_found' | 'already_booked';

export interface StoredBooking {
  id: string;
  propertyId: number;
  slot: ViewingSlot;
  data: Record<string, unknown>;
  language: Language;
  status: 'confirmed' | 'cancelled';
  cancelTokenHash: string | null;
}

export interface Appointments {
  /** Whether the agent closed the property's calendar: visitors are then told viewings are full. */
  closed(propertyId: number): Promise<boolean>;
  /** The slots with a place left that start at or after `from` (ms), soonest first. */
  freeSlots(propertyId: number, from: number): Promise<ViewingSlot[]>;
  /** One slot of the calendar, full or not, past or not; undefined when there is none. */
  slot(slotId: string): Promise<ViewingSlot | undefined>;
  /**
   * Takes a place in the slot in one step, so that two visitors racing for the last place
   * get one `confirmed` and one `full`: never more bookings than places. A slot that
   * starts before `from` is `passed`; the same visitor twice in one slot `already_booked`.
   * The booking shows in the owner's history as a planned calendar visit.
   */
  book(booking: Booking, from: number): Promise<BookingOutcome>;
  /** A booking, confirmed or cancelled. */
  booking(id: string): Promise<StoredBooking | undefined>;
  /** The visitor cancelled: the place is free again and the owner's history says so. False when it was not confirmed. */
  cancel(id: string, at: string): Promise<boolean>;
}
