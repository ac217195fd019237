/**
 * The booking calendar's moments that come from the CRM (Omnicasa's appointments, Whise's
 * calendar events): a connector reads them, this writes them (sql/crm-calendar.ts, on
 * SQLite and PostgreSQL). Their slot ids start with the connector's prefix, so the
 * forwarding knows a booking in one is a booking in the CRM's own appointment.
 */
/** A moment of the booking calendar, as the seed or a CRM gives it (its start and end in Brussels time, with their instants). */
export interface CalendarMoment {
  id: string;
  propertyId: number;
  kind: 'open_house' | 'agent';
  start: string;
  end: string;
  startMs: number;
  endMs: number;
  places: number;
}

export interface CrmCalendar {
  /**
   * Replaces the CRM's future moments of one listing (the slots whose id starts with
   * `prefix`) with `moments`, in one transaction: new ones added, changed ones updated,
   * gone ones taken away, except a moment a visitor booked here, whose booking stands.
   */
  replace(prefix: string, propertyId: number, moments: readonly CalendarMoment[], now: number): Promise<void>;
  /** The next `size` listings whose calendar is read: online and available, after `after` in id order, wrapping round. */
  turn(after: number, size: number): Promise<number[]>;
}
