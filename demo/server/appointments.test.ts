// The appointment plugin's API: free moments of the calendar, a booking in one step with
// its mails and calendar file, the cancel link, the owner's history, and what a booking
// meets when it races others for the last places.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentBooking } from '../../core/api/bodies.ts';
import type { AppointmentConfirmation, AppointmentSlot } from '../../core/api/contract.ts';
import { BOOKING_NOTICE_MS } from './routes/appointments.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
/** the server's clock: a test moves it to make a moment pass */
let clock = Date.now();
const db = () => server.app.db;
const one = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).pluck().get(...params) as T;

beforeAll(async () => {
  server = await startServer({}, { now: () => clock });
});
afterAll(() => server.close());

let serial = 0;
const person = () =>
  ({ title: 'mr', firstName: 'Tom', lastName: 'Wouters', email: `tom.wouters.${++serial}@example.be`, phone: '0486 55 21 09' }) as const;

/** An available property with an open calendar, and with an open house of `places` places when asked. */
function propertyWith(openHousePlaces?: number): number {
  return openHousePlaces
    ? one<number>(
        `SELECT s.property_id FROM calendar_slots s JOIN properties p ON p.id = s.property_id
         WHERE s.kind = 'open_house' AND s.places = ? AND p.online = 1 AND p.status = 'available' ORDER BY s.property_id LIMIT 1`,
        openHousePlaces,
      )
    : one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'open' ORDER BY id LIMIT 1`);
}

async function freeSlots(propertyId: number): Promise<AppointmentSlot[]> {
  const answer = await server.client.appointments.slots(propertyId);
  return answer.slots;
}

function parseCalendar(text: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime(), location: event.location, uid: event.uid };
}

describe('GET /appointments', () => {
  it('lists the moments with a free place, soonest first, in Brussels time, with their kind and places', async () => {
    const slots = await freeSlots(propertyWith(3));
    expect(slots.length).toBeGreaterThan(3);
    expect(slots.map((slot) => Date.parse(slot.start))).toEqual(slots.map((slot) => Date.parse(slot.start)).sort((a, b) => a - b));
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(clock + BOOKING_NOTICE_MS);
      expect(slot.placesLeft).toBeGreaterThan(0);
      expect(slot.placesLeft).toBeLessThanOrEqual(slot.places);
    }
    expect(slots.some((slot) => slot.kind === 'agent' && slot.places === 1)).toBe(true);
    expect(slots.some((slot) => slot.kind === 'open_house' && slot.places === 3)).toBe(true);
  });

  it('says full when the agent closed the calendar or the property is sold', async () => {
    const closed = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'full' LIMIT 1`);
    expect(await server.client.appointments.slots(closed)).toEqual({ propertyId: closed, status: 'full', slots: [] });
    const sold = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'sold' LIMIT 1`);
    expect((await server.client.appointments.slots(sold)).status).toBe('full');
    expect((await server.call('/api/v1/appointments')).status).toBe(400);
    expect((await server.call('/api/v1/appointments?propertyId=999999')).status).toBe(404);
  });
});

describe('POST /appointments', () => {
  it('books: confirmed with where and who; both mails carry the visit as a calendar file; the owner history has it', async () => {
    const propertyId = one<number>(
      `SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'open' AND owner_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const [slot] = await freeSlots(propertyId);
    const visitor = person();
    const confirmation = await server.client.appointments.book({ propertyId, slotId: slot!.id, ...visitor, remark: 'Met de fiets.' }, { language: 'fr' });
    expect(confirmation).toMatchObject({ status: 'confirmed', propertyId, start: slot!.start, end: slot!.end, kind: slot!.kind });
    expect(confirmation.address).toMatch(/\d{4} /);
    expect(confirmation.host?.name).toBeTruthy();

    const mails = await server.outbox();
    const confirmationMail = mails.find((mail) => mail.kind === 'appointment.visitor' && mail.to === visitor.email)!;
    const notice = mails.find((mail) => mail.kind === 'appointment.agency' && mail.replyTo === visitor.email)!;
    expect(confirmationMail.language).toBe('fr');
    expect(confirmationMail.text).toContain(confirmation.address);
    const cancelLink = /https?:\/\/\S+\?booking=[\w-]+&token=[\w-]+/.exec(confirmationMail.text)?.[0];
    expect(cancelLink).toContain(`/fr/reserver-une-visite/${propertyId}/?booking=${confirmation.id}&token=`);
    expect(notice.text).toContain('Met de fiets.');
    for (const mail of [confirmationMail, notice]) {
      expect(mail.files).toEqual([{ name: 'visit.ics', contentType: expect.stringMatching(/^text\/calendar/), url: expect.any(String) }]);
      const file = await server.call(mail.files[0]!.url);
      expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
      const event = parseCalendar(await file.text());
      expect(event).toMatchObject({ start: Date.parse(slot!.start), end: Date.parse(slot!.end), location: confirmation.address });
      expect(event.uid).toContain(confirmation.id);
    }

    const row = db().prepare(`SELECT type, status, source, contact, at FROM history WHERE id = (SELECT history_id FROM appointments WHERE id = ?)`).get(confirmation.id);
    expect(row).toEqual({ type: 'calendar', status: 'planned', source: 'website', contact: 'Tom Wouters', at: slot!.start });

    // through the link: the booking shows, cancels once, and its place is free again
    const url = new URL(cancelLink!);
    const token = url.searchParams.get('token')!;
    expect(await server.client.appointments.booking(confirmation.id, token, 'fr')).toEqual(confirmation);
    expect((await freeSlots(propertyId)).map((free) => free.id)).not.toContain(slot!.id);
    const cancelled = await server.client.appointments.cancel(confirmation.id, token, { language: 'fr' });
    expect(cancelled).toEqual({ ...confirmation, status: 'cancelled' });
    expect(await server.client.appointments.cancel(confirmation.id, token)).toMatchObject({ status: 'cancelled' });
    expect((await freeSlots(propertyId)).map((free) => free.id)).toContain(slot!.id);
    expect(one<string>(`SELECT status FROM history WHERE id = (SELECT history_id FROM appointments WHERE id = ?)`, confirmation.id)).toBe('cancelled');
    expect((await server.outbox()).filter((mail) => mail.kind === 'appointment.cancelled.agency' && mail.replyTo === visitor.email)).toHaveLength(1);
  });

  it('a wrong token or id finds no booking', async () => {
    const propertyId = propertyWith();
    const [slot] = await freeSlots(propertyId);
    const { id } = await server.client.appointments.book({ propertyId, slotId: slot!.id, ...person() });
    for (const path of [`/api/v1/appointments/${id}?token=wrong`, `/api/v1/appointments/${id}`, '/api/v1/appointments/nope?token=x']) {
      const response = await server.call(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'appointment_not_found' });
    }
    const response = await server.post(`/api/v1/appointments/${id}/cancel`, { token: 'wrong' });
    expect(await response.json()).toEqual({ error: 'appointment_not_found' });
    expect(one<string>('SELECT status FROM appointments WHERE id = ?', id)).toBe('confirmed');
  });

  it('refuses a moment that does not exist, belongs to another property, or has passed, each with its own error', async () => {
    const propertyId = propertyWith();
    const slots = await freeSlots(propertyId);
    const expectError = async (body: Partial<AppointmentBooking>, status: number, error: string) => {
      const response = await server.post('/api/v1/appointments', { propertyId, ...person(), ...body });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
    };
    await expectError({ slotId: `${propertyId}-20990101T1000` }, 404, 'slot_not_found');
    const other = await freeSlots(propertyWith(3));
    await expectError({ slotId: other[0]!.id }, 404, 'slot_not_found');
    const saved = clock;
    try {
      clock = Date.parse(slots[0]!.start) - BOOKING_NOTICE_MS + 1;
      await expectError({ slotId: slots[0]!.id }, 409, 'slot_passed');
    } finally {
      clock = saved;
    }
    const closed = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'full' LIMIT 1`);
    await expectError({ propertyId: closed, slotId: slots[0]!.id }, 409, 'appointments_full');
    const sold = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'sold' LIMIT 1`);
    await expectError({ propertyId: sold, slotId: slots[0]!.id }, 409, 'property_sold');
  });

  it('validates with the appointment form', async () => {
    const response = await server.post('/api/v1/appointments', { propertyId: propertyWith(), email: 'x' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toMatchObject({ slotId: 'validation.slotRequired', email: 'validation.emailInvalid' });
  });

  it('a double submit books once: the same key answers the first booking, another key of the same visitor is told', async () => {
    const propertyId = propertyWith(3);
    const slot = (await freeSlots(propertyId)).find((candidate) => candidate.kind === 'open_house')!;
    const body = { propertyId, slotId: slot.id, ...person() };
    const headers = { 'Idempotency-Key': `double-${Date.now()}` };
    const [first, second] = await Promise.all([server.post('/api/v1/appointments', body, headers), server.post('/api/v1/appointments', body, headers)]);
    const answers = [first!, second!];
    const created = answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') !== 'true');
    expect(created).toHaveLength(1);
    // the second either waited for the first (409 in progress, the client retries) or got its answer again
    const other = answers.find((answer) => answer !== created[0])!;
    if (other.status === 201) expect(other.headers.get('idempotent-replayed')).toBe('true');
    else expect(await other.json()).toMatchObject({ error: 'request_in_progress' });
    const again = await server.post('/api/v1/appointments', body, { 'Idempotency-Key': `other-${Date.now()}` });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'appointment_already_booked' });
    expect(server.count('appointments', `slot_id = ? AND email = ? AND status = 'confirmed'`, slot.id, body.email)).toBe(1);
  });

  it('20 visitors racing for an open house of 3 places: exactly 3 confirmed, 17 told it is taken', async () => {
    const propertyId = propertyWith(3);
    const slot = (await freeSlots(propertyId)).filter((candidate) => candidate.kind === 'open_house' && candidate.placesLeft === 3).at(-1)!;
    expect(slot).toMatchObject({ places: 3, placesLeft: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.post('/api/v1/appointments', { propertyId, slotId: slot.id, ...person() }, { 'Idempotency-Key': `race-${index}-${Date.now()}` }),
      ),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as (AppointmentConfirmation | { error: string })[];
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(bodies.filter((body) => 'status' in body && body.status === 'confirmed')).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    expect(bodies.filter((body) => 'error' in body && body.error === 'slot_taken')).toHaveLength(17);
    expect(server.count('appointments', `slot_id = ? AND status = 'confirmed'`, slot.id)).toBe(3);
    expect((await freeSlots(propertyId)).map((free) => free.id)).not.toContain(slot.id);
  });
});
