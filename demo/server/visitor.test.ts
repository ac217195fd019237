// Appointments, page views and cookie-consent records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentBooking } from '../../core/api/contract.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
const id = (where: string) => server.app.agency.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} ORDER BY id LIMIT 1`).pluck().get() as number;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const person = { title: 'mr', firstName: 'Tom', lastName: 'Wouters', email: 'tom.wouters@example.be', phone: '0486 55 21 09' } as const;

describe('appointments', () => {
  it('lists free 30-minute slots in Brussels time over the next two weeks', async () => {
    const propertyId = id(`status = 'available' AND appointments = 'open'`);
    const answer = await server.client.appointments.slots(propertyId);
    expect(answer.status).toBe('open');
    expect(answer.slots.length).toBeGreaterThan(3);
    for (const slot of answer.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
      expect(Date.parse(slot.start)).toBeLessThan(Date.now() + 16 * 86_400_000);
    }
  });

  it('books a slot: confirmed, the slot is gone, both sides mailed; the same slot again is taken', async () => {
    const propertyId = id(`status = 'available' AND appointments = 'open'`);
    const { slots } = await server.client.appointments.slots(propertyId);
    const booking: AppointmentBooking = { propertyId, slotId: slots[0]!.id, ...person };
    const confirmation = await server.client.appointments.book(booking, { language: 'en' });
    expect(confirmation).toMatchObject({ status: 'confirmed', propertyId, start: slots[0]!.start });
    const after = await server.client.appointments.slots(propertyId);
    expect(after.slots.map((slot) => slot.id)).not.toContain(slots[0]!.id);
    const kinds = (await server.outbox()).slice(0, 2).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['appointment.agency', 'appointment.visitor']);
    const again = await server.post('/api/v1/appointments', { ...booking, email: 'other@example.be' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'slot_taken' });
  });

  it('says full when the agent closed the calendar, and refuses a booking there', async () => {
    const propertyId = id(`status = 'available' AND appointments = 'full'`);
    expect(await server.client.appointments.slots(propertyId)).toEqual({ propertyId, status: 'full', slots: [] });
    const response = await server.post('/api/v1/appointments', { propertyId, slotId: '20990101T1000', ...person });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'appointments_full' });
  });

  it('says full for a sold property and refuses a booking with property_sold', async () => {
    const propertyId = id(`status = 'sold'`);
    expect((await server.client.appointments.slots(propertyId)).status).toBe('full');
    const response = await server.post('/api/v1/appointments', { propertyId, slotId: '20990101T1000', ...person });
    expect(await response.json()).toEqual({ error: 'property_sold' });
  });

  it('validates the person with the visit form and needs a slot', async () => {
    const propertyId = id(`status = 'available' AND appointments = 'open'`);
    const response = await server.post('/api/v1/appointments', { propertyId, email: 'x' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toMatchObject({ slotId: 'validation.required', email: 'validation.emailInvalid' });
    expect((await server.call('/api/v1/appointments')).status).toBe(400);
    expect((await server.call('/api/v1/appointments?propertyId=999999')).status).toBe(404);
  });
});

describe('POST /visits', () => {
  it('records a page view that the owner statistics count', async () => {
    const propertyId = server.app.agency.db.prepare('SELECT id FROM properties WHERE owner_id IS NOT NULL AND online = 1 LIMIT 1').pluck().get() as number;
    const before = server.count('visits', 'property_id = ?', propertyId);
    await server.client.visits.record(propertyId);
    expect(server.count('visits', 'property_id = ?', propertyId)).toBe(before + 1);
  });

  it('404 for a property that is not online; 422 for a body without a property', async () => {
    expect((await server.post('/api/v1/visits', { propertyId: 999_999 })).status).toBe(404);
    expect((await server.post('/api/v1/visits', {})).status).toBe(422);
  });
});

describe('POST /consents', () => {
  const decision = {
    id: '1B4E28BA-2FA1-4D2E-8C3F-0123456789AB',
    revision: 2,
    choices: { analytics: true, marketing: false, social: false, unclassified: false },
    language: 'fr',
    path: '/fr/contact/',
  } as const;

  it('stores each decision as its own row, with server time and nothing personal', async () => {
    const first = await server.client.consents.record(decision);
    expect(first.id).toBe(decision.id.toLowerCase());
    expect(Math.abs(Date.parse(first.time) - Date.now())).toBeLessThan(60_000);
    await server.client.consents.record({ ...decision, choices: { analytics: true, marketing: true, social: true, unclassified: true } });
    const rows = server.app.agency.db.prepare('SELECT * FROM consents WHERE id = ? ORDER BY row').all(first.id) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['choices', 'id', 'language', 'path', 'revision', 'row', 'time']);
    expect(JSON.parse(rows[1]!.choices as string)).toEqual({ analytics: true, marketing: true, social: true, unclassified: true });
    expect(rows[0]).toMatchObject({ revision: 2, language: 'fr', path: '/fr/contact/' });
  });

  it('answers 201 { id, time }', async () => {
    const response = await server.post('/api/v1/consents', decision);
    expect(response.status).toBe(201);
    expect(Object.keys(await response.json()).sort()).toEqual(['id', 'time']);
  });
});
