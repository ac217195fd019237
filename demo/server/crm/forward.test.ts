// What visitors send reaches the fake Omnicasa through the delivery worker: each form
// as its call, once; and with the CRM down, twenty leads (and their replays) wait in the
// queue, survive a restart of the server, and each reaches the CRM exactly once when it
// is back. On SQLite and on PostgreSQL. The server's clock is the test's, so retries
// come when the test says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../core/api/contract.ts';
import type { Property } from '../../../core/property/types.ts';
import { FIRST_PROPERTY_ID, OWNER } from '../../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../fake-omnicasa/server.ts';
import { createTestDatabase, type TestPostgres } from '../../testing/postgres.ts';
import { deliveriesSettled, startServer, type TestServer } from '../../testing/server.ts';
import { DEMAND_LIST } from '../alerts/alerts.ts';
import { unsubscribeToken } from '../mail/unsubscribe.ts';
import type { OutboxMail } from '../routes/outbox.ts';
import { crmSettingsFromEnv } from './settings.ts';

const DAY = 86_400_000;
const ADMIN_TOKEN = 'forward-admin';
const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', phone: '0475 12 34 56' };

describe.each([
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
])('on $name', ({ postgres }) => {
  let fake: FakeOmnicasa;
  let server: TestServer;
  let dataDir: string;
  let database: TestPostgres | undefined;
  let clock = Date.now();
  const crm = () => crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: 'fake-password', SYNC_MINUTES: '600' });
  /** The server on the fake CRM, on this test's data folder and clock. */
  const start = () => startServer({ seed: false, crm: crm(), dataDir, databaseUrl: database?.url ?? '', agencyLanguage: 'nl', adminToken: ADMIN_TOKEN }, { now: () => clock });

  beforeAll(async () => {
    fake = await startFakeOmnicasa({ properties: 12 });
    dataDir = mkdtempSync(join(tmpdir(), 'agency-forward-'));
    if (postgres) database = await createTestDatabase();
    server = await start();
    await server.app.crm!.sync();
    fake.reset();
    // the server's start and a full sync: on a busy machine that takes a while
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const queued = () => server.app.stores.deliveries.counts();
  const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
  /** A half-hour moment of one place in the listing's calendar: `omnicasa-<id>` is the CRM's appointment. */
  const addSlot = (slotId: string, propertyId: number, startMs: number) =>
    server.app.database.db
      .insertInto('calendar_slots')
      .values({ id: slotId, property_id: propertyId, kind: 'agent', start: iso(startMs), end: iso(startMs + 30 * 60_000), start_ms: startMs, end_ms: startMs + 30 * 60_000, places: 1 })
      .execute();
  const settled = () => deliveriesSettled(server, () => clock);
  const post = async (path: string, body: Record<string, unknown>, key?: string) => {
    const response = await server.post(path, body, key ? { 'Idempotency-Key': key } : {});
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response;
  };

  describe('each form reaches the CRM as its call, once', () => {
    it.each([
      ['a visit request', 'visit', { propertyId: FIRST_PROPERTY_ID, timeSlots: ['evening'] }, 'ContactOnMe', { ObjectID: FIRST_PROPERTY_ID, Subject: 'Bezoekaanvraag via de website' }],
      ['a question', 'info', { propertyId: FIRST_PROPERTY_ID + 1, remark: 'Is de tuin omheind?' }, 'ContactOnMe', { ObjectID: FIRST_PROPERTY_ID + 1, Content: 'Is de tuin omheind?' }],
      ['a contact about a project', 'contact', { projectId: 7_100_001, remark: 'Is A.2.01 nog vrij?' }, 'ContactOnMeProject', { ProjectIDs: '7100001' }],
      ['a valuation', 'valuation', { street: 'Kerkstraat', houseNumber: '3', zip: '2000', city: 'Antwerpen', propertyType: 1, goal: 'sell' }, 'ContactOnMe', { Goal: 0, Address: 'Kerkstraat 3', Subject: 'Aanvraag gratis schatting' }],
    ])('%s → %s', async (_name, kind, form, endpoint, expected) => {
      const email = `${kind}@example.be`;
      await post(`/api/v1/requests/${kind}`, { ...person, email, ...form });
      await settled();
      const calls = fake.received(String(endpoint)).filter((call) => call.Email === email);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ Name: 'Peeters', FirstName: 'An', SourceId: 5, ...expected });
    });

    it('a form the CRM has no call for (a job application) is stored and mailed, and makes no call', async () => {
      fake.resetCalls();
      await post('/api/v1/requests/job', { ...person, email: 'job@example.be', position: 'Vastgoedmakelaar', motivation: 'Ik ken de Gentse markt goed.' });
      await settled();
      expect(fake.calls()).toBe(0);
    });

    it('a confirmed demand → DemandRegister2 with the CRM type ids of its web ids; its unsubscribe link → UnsubscribeDemandPerson', async () => {
      const outbox = await server.outbox();
      await post('/api/v1/requests/demand?lang=nl', { goal: 'buy', propertyTypes: [1], zones: ['9000'], minPrice: 200_000, maxPrice: 400_000, ...person, email: OWNER.Email });
      const mail = (await server.outbox()).slice(0, -outbox.length || undefined).find((item: OutboxMail) => item.text.includes('?confirm='))!;
      const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(mail.text)![0]).searchParams.get('confirm');
      const confirmed = (await (await post('/api/v1/demands/confirm', { token })).json()) as { id: string };
      await settled();
      const types = (await server.app.repositories.reference.propertyTypes()).filter((type) => type.WebID === 1).map((type) => type.ID);
      expect(types.length).toBeGreaterThan(0);
      expect(fake.received('DemandRegister2')).toEqual([
        expect.objectContaining({ Email: OWNER.Email, Goal: 0, PriceMin: 200_000, PriceMax: 400_000, Zips: '9000', TypeOfPropertyIDs: types.join(',') }),
      ]);

      const unsubscribe = unsubscribeToken(await server.app.stores.secrets.get('unsubscribe'), DEMAND_LIST, confirmed.id);
      await post('/api/v1/unsubscribe', { token: unsubscribe });
      await post('/api/v1/unsubscribe', { token: unsubscribe });
      await settled();
      expect(fake.received('UnsubscribeDemandPerson')).toEqual([{ ID: OWNER.ID }]);
    });

    it('a demand for a single type in a drawn area → DemandRegister2 with the type, a radius around the area and its municipalities; changed later, sent again', async () => {
      const email = 'area.forward@example.be';
      const area = '50.95,3.6,51.15,3.6,51.15,3.85,50.95,3.85';
      const outbox = await server.outbox();
      await post('/api/v1/requests/demand?lang=nl', { goal: 'buy', types: [103], area, ...person, email });
      const mail = (await server.outbox()).slice(0, -outbox.length || undefined).find((item: OutboxMail) => item.to === email && item.text.includes('?confirm='))!;
      const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(mail.text)![0]).searchParams.get('confirm');
      const confirmed = (await (await post('/api/v1/demands/confirm', { token })).json()) as { token: string };
      await settled();
      const [call, ...again] = fake.received('DemandRegister2').filter((received) => received.Email === email);
      expect(again).toEqual([]);
      // no polygon code confirmed (OMNICASA_POLYGON_REGION_TYPE): the circle that holds the area, and the
      // municipalities of the synced tree in it, Gent among them
      expect(call).toMatchObject({ Email: email, TypeOfPropertyIDs: '103', UseGps: true, GpsX: 51.05, GpsY: 3.725, GpsKm: 14.2, Zips: '', IsAlwaysCreatedDemand: true });
      expect(String(call!.GeographicIDs).split(',')).toContain('44021');
      expect(call).not.toHaveProperty('DemandRegion');
      expect(call!.Comment).toMatch(/^Getekend gebied, 4 hoeken, ongeveer [\d.,]+ km²$/);

      // the visitor changes their search by the link of their mails: the CRM hears of it once more
      const changed = await server.call(`/api/v1/demands/${encodeURIComponent(confirmed.token)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ goal: 'buy', types: [103], area, maxPrice: 350_000, ...person }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      await settled();
      const calls = fake.received('DemandRegister2').filter((received) => received.Email === email);
      expect(calls).toHaveLength(2);
      expect(calls[1]).toMatchObject({ PriceMax: 350_000, IsAlwaysCreatedDemand: false });
    });

    it.each([
      ['in a slot that is an appointment of the CRM → RegisterPerson + AddPersonToAppointment', 'omnicasa-5501', 'AddPersonToAppointment'],
      ["in a slot of the server's own calendar → ContactOnMe with the moment", 'agent-slot-1', 'ContactOnMe'],
    ])('a booking %s', async (_name, slotId, endpoint) => {
      const startMs = clock + 3 * DAY;
      await addSlot(slotId, FIRST_PROPERTY_ID + 2, startMs);
      const email = `${slotId}@example.be`;
      await post('/api/v1/appointments', { propertyId: FIRST_PROPERTY_ID + 2, slotId, ...person, email });
      await settled();
      if (endpoint === 'AddPersonToAppointment') {
        const registered = fake.received('RegisterPerson').filter((call) => call.Email === email);
        expect(registered).toHaveLength(1);
        expect(fake.received('AddPersonToAppointment')).toEqual([expect.objectContaining({ AppointmentID: 5501 })]);
      } else {
        const calls = fake.received('ContactOnMe').filter((call) => call.Email === email);
        expect(calls).toEqual([expect.objectContaining({ ObjectID: FIRST_PROPERTY_ID + 2, Subject: 'Bezichtiging geboekt via de website' })]);
        expect(calls[0]!.Content).toBe(`Moment: ${iso(startMs).slice(0, 10)} ${iso(startMs).slice(11, 16)}–${iso(startMs + 30 * 60_000).slice(11, 16)}`);
      }
    });
  });

  describe('a booking whose second call fails', () => {
    it('is retried from that call: the CRM hears RegisterPerson once and AddPersonToAppointment once, with the person it answered', async () => {
      const slotId = 'omnicasa-5502';
      await addSlot(slotId, FIRST_PROPERTY_ID + 3, clock + 4 * DAY);
      const email = 'second-call@example.be';
      fake.fail('refused', { endpoint: 'AddPersonToAppointment', times: 1, message: 'Appointment is being edited' });
      await post('/api/v1/appointments', { propertyId: FIRST_PROPERTY_ID + 3, slotId, ...person, email });
      await settled();
      // the first attempt: the person registered, the appointment refused; the job waits for its retry
      expect(fake.received('RegisterPerson').filter((call) => call.Email === email)).toHaveLength(1);
      expect(fake.received('AddPersonToAppointment').filter((call) => call.AppointmentID === 5502)).toEqual([]);
      expect(await queued()).toEqual({ pending: 1, failed: 0 });

      clock += 10 * 60_000;
      await settled();
      expect(await queued()).toEqual({ pending: 0, failed: 0 });
      const registered = fake.received('RegisterPerson').filter((call) => call.Email === email);
      expect(registered).toHaveLength(1);
      const added = fake.received('AddPersonToAppointment').filter((call) => call.AppointmentID === 5502);
      expect(added).toHaveLength(1);
      // the retry names the person the first attempt was answered, kept as the job's step
      expect(Number(added[0]!.PersonID)).toBeGreaterThan(0);
      // and the job's steps went with the job
      expect(await server.app.database.db.selectFrom('delivery_steps').selectAll().execute()).toEqual([]);
    });
  });

  describe('with the CRM down', () => {
    const LEADS = 20;
    let available: number[] = [];
    const visit = (index: number) => ({ ...person, email: `lead-${index}@example.be`, propertyId: available[index % available.length], timeSlots: ['morning'] });
    const arrived = () => fake.received('ContactOnMe').filter((call) => /^lead-\d+@/.test(String(call.Email)));

    it('twenty leads wait in the queue, through a restart, and each reaches the CRM exactly once when it is back', async () => {
      const listed = (await (await server.call('/api/v1/properties?pageSize=50')).json()) as Page<Property>;
      available = listed.items.filter((item) => item.Status === 'available').map((item) => item.ID);
      expect(available.length).toBeGreaterThan(1);
      fake.down();
      const keys = Array.from({ length: LEADS }, (_, index) => `down-${index}-${clock}`);
      for (const [index, key] of keys.entries()) await post('/api/v1/requests/visit', visit(index), key);
      // a visitor who pressed twice, or whose answer was lost: the same key, the same lead
      for (const index of [0, 7, 19]) expect((await post('/api/v1/requests/visit', visit(index), keys[index])).headers.get('idempotent-replayed')).toBe('true');
      // each was tried at once after its commit, and failed: it waits for its retry
      await settled();
      expect(fake.refused()).toBeGreaterThanOrEqual(LEADS);
      expect(await queued()).toEqual({ pending: LEADS, failed: 0 });
      // the site keeps serving meanwhile
      expect(((await (await server.call('/api/v1/properties?pageSize=50')).json()) as Page<Property>).total).toBe(listed.total);

      // a restart while the CRM is away: the queue is in the database
      await server.close();
      server = await start();
      expect(await queued()).toEqual({ pending: LEADS, failed: 0 });
      // retries come with backoff: while down, a later retry fails again and nothing arrives
      clock += 60_000;
      await settled();
      expect(arrived()).toEqual([]);

      fake.up();
      clock += DAY;
      await settled();
      expect(await queued()).toEqual({ pending: 0, failed: 0 });
      const emails = arrived().map((call) => call.Email);
      expect(emails).toHaveLength(LEADS);
      expect(new Set(emails).size).toBe(LEADS);
      // and nothing more later
      clock += DAY;
      await settled();
      expect(arrived()).toHaveLength(LEADS);
      // the agency's mails went out as ever, one per lead
      expect((await server.outbox()).filter((mail) => mail.kind === 'request.visit.agency' && /^lead-\d+@/.test(mail.replyTo ?? ''))).toHaveLength(LEADS);
    });
  });

  describe('a call the CRM refuses each time', () => {
    it('is listed for the agency, its error stripped of the credentials, and a retry once the CRM takes it delivers it once', async () => {
      const email = 'refused@example.be';
      // the CRM's answer quotes the credentials it was sent
      fake.fail('refused', { endpoint: 'ContactOnMe', times: 10, message: 'Customer immo-demo (password fake-password) may not add contacts' });
      await post('/api/v1/requests/info', { ...person, email, propertyId: FIRST_PROPERTY_ID, remark: 'Is er een kelder?' });
      for (let day = 0; day < 12 && (await queued()).failed === 0; day++) {
        clock += DAY;
        await settled();
      }
      const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      const listed = await (await server.call('/api/v1/admin/deliveries/failed', { headers: admin })).text();
      const { deliveries } = JSON.parse(listed) as { deliveries: { id: number; kind: string; target: string; attempts: number; lastError: string }[] };
      expect(deliveries).toEqual([
        expect.objectContaining({ kind: 'omnicasa', target: 'Omnicasa ContactOnMe', attempts: 10, lastError: 'ContactOnMe: the CRM answered: Customer [redacted] (password [redacted]) may not add contacts' }),
      ]);
      expect(listed).not.toContain('fake-password');
      expect(fake.received('ContactOnMe').filter((call) => call.Email === email)).toEqual([]);

      const retried = await server.post(`/api/v1/admin/deliveries/${deliveries[0]!.id}/retry`, {}, admin);
      expect(await retried.json()).toEqual({ delivered: true });
      expect(fake.received('ContactOnMe').filter((call) => call.Email === email)).toHaveLength(1);
      expect(await queued()).toEqual({ pending: 0, failed: 0 });
    });
  });

  describe('page views counted on the site', () => {
    it('each reaches the CRM as GetProperty with UpdateVisit, once per view, whatever the page view itself asked', async () => {
      fake.resetCalls();
      const before = fake.received('GetProperty').length;
      const view = (key: string) => server.post('/api/v1/visits', { propertyId: FIRST_PROPERTY_ID + 3 }, { 'Idempotency-Key': key });
      expect((await view(`view-a-${clock}`)).status).toBe(204);
      expect((await view(`view-b-${clock}`)).status).toBe(204);
      // the same key again: the same view
      expect((await view(`view-b-${clock}`)).status).toBe(204);
      await settled();
      expect(fake.received('GetProperty').slice(before)).toEqual([
        expect.objectContaining({ ID: FIRST_PROPERTY_ID + 3, UpdateVisit: true }),
        expect.objectContaining({ ID: FIRST_PROPERTY_ID + 3, UpdateVisit: true }),
      ]);
      const stored = await server.app.database.db.selectFrom('visits').select('at').where('property_id', '=', FIRST_PROPERTY_ID + 3).execute();
      expect(stored).toHaveLength(2);
    });
  });
});
