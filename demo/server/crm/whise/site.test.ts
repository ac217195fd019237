// The server on Whise (CRM=whise, over the fake): each form reaches Whise as the contact
// it keeps, once, in the agency's first office; a demand with its SearchCriteria, sent
// again when the visitor changes it; a booking in a moment of Whise's calendar adds the
// visitor to that event; an owner logs in with their Whise login and sees the estates
// Whise says they own; a password reminder goes to the agency, who sees to it in Whise.
import { CRM_RETRY_AFTER } from '../owners.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerProperty } from '../../../../core/api/contract.ts';
import { FIRST_ESTATE_ID, OFFICE_ID, OWNER } from '../../../fake-whise/catalogue.ts';
import { type FakeWhise, startFakeWhise } from '../../../fake-whise/server.ts';
import type { OutboxMail } from '../../routes/outbox.ts';
import { deliveriesSettled, startServer, type TestServer } from '../../../testing/server.ts';
import { crmSettingsFromEnv } from '../settings.ts';

const AGENCY = 'kantoor@immo-demo.example';
const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', phone: '0475 12 34 56' };
let fake: FakeWhise;
let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeWhise({ properties: 12, now: () => clock });
  server = await startServer({ seed: false, crm: crmSettingsFromEnv({ ...fake.env(), SYNC_MINUTES: '600' }), agencyLanguage: 'nl', agencyEmail: AGENCY }, { now: () => clock });
  await server.app.crm!.sync();
  fake.reset();
  // the server's start and a full sync: on a busy machine that takes a while
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const settled = () => deliveriesSettled(server, () => clock);
const post = async (path: string, body: Record<string, unknown>) => {
  const response = await server.post(path, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
};
const contactsOf = (email: string) => fake.received('v1/contacts/upsert').filter((call) => call.PrivateEmail === email);

describe('each form reaches Whise as its contact, once', () => {
  it.each([
    ['a visit request', 'visit', { propertyId: FIRST_ESTATE_ID, timeSlots: ['evening'] }, { EstateIds: [FIRST_ESTATE_ID] }],
    ['a contact about a project', 'contact', { projectId: 7_100_001, remark: 'Is A.2.01 nog vrij?' }, { EstateIds: [7_100_001] }],
    ['a valuation', 'valuation', { street: 'Kerkstraat', houseNumber: '3', zip: '2000', city: 'Antwerpen', propertyType: 1, goal: 'sell' }, {}],
  ])('%s', async (_name, kind, form, expected) => {
    const email = `${kind}.whise@example.be`;
    await post(`/api/v1/requests/${kind}`, { ...person, email, ...form });
    await settled();
    const calls = contactsOf(email);
    expect(calls).toHaveLength(1);
    // no WHISE_OFFICE_ID: the client's first office, asked once
    expect(calls[0]).toMatchObject({ Name: 'Peeters', FirstName: 'An', PrivateTel: '0475 12 34 56', CountryId: 1, LanguageId: 'nl-BE', OfficeIds: [OFFICE_ID], ...expected });
  });

  it('asks for the client’s office once, whatever the number of contacts', () => {
    expect(fake.calls('v1/admin/offices/list')).toBe(1);
  });
});

describe('a demand', () => {
  it('reaches Whise with its search once confirmed, and again when the visitor changes it', async () => {
    const email = 'demand.whise@example.be';
    const outbox = await server.outbox();
    await post('/api/v1/requests/demand?lang=fr', { goal: 'rent', propertyTypes: [1], zones: ['9000'], maxPrice: 1_200, ...person, email });
    const mail = (await server.outbox()).slice(0, -outbox.length || undefined).find((item: OutboxMail) => item.to === email && item.text.includes('?confirm='))!;
    const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(mail.text)![0]).searchParams.get('confirm');
    const confirmed = (await (await post('/api/v1/demands/confirm', { token })).json()) as { token: string };
    await settled();
    const [registered, ...more] = contactsOf(email);
    expect(more).toEqual([]);
    expect(registered).toMatchObject({
      LanguageId: 'fr-BE',
      SearchCriteria: [
        { PurposeId: 2, CategoryId: 1, PriceMax: 1_200, CountryId: 1 },
        { PurposeId: 2, CategoryId: 2, PriceMax: 1_200, CountryId: 1 },
      ],
      Comments: 'Zoekprofiel via de website\nGemeenten: 9000',
    });

    const changed = await server.call(`/api/v1/demands/${encodeURIComponent(confirmed.token)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ goal: 'rent', types: [21], zones: ['9000'], maxPrice: 950, ...person }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await settled();
    const calls = contactsOf(email);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ SearchCriteria: [{ PurposeId: 2, CategoryId: 2, SubcategoryId: 21, PriceMax: 950 }], Comments: expect.stringMatching(/^Zoekprofiel gewijzigd via de website/) });
  });
});

describe('a booking', () => {
  type Slots = { status: string; slots: { id: string }[] };
  it('in a moment of Whise’s calendar: the contact, then the event with it; the moment is taken', async () => {
    const slots = (await (await server.call(`/api/v1/appointments?propertyId=${FIRST_ESTATE_ID}`)).json()) as Slots;
    const slotId = `whise-${FIRST_ESTATE_ID * 10 + 1}`;
    expect(slots.slots.map((slot) => slot.id)).toEqual([slotId]);
    const email = 'booking.whise@example.be';
    await post('/api/v1/appointments', { propertyId: FIRST_ESTATE_ID, slotId, ...person, email });
    await settled();
    const [contact] = contactsOf(email);
    expect(contact).toMatchObject({ EstateIds: [FIRST_ESTATE_ID], Comments: expect.stringMatching(/^Bezichtiging geboekt via de website\nMoment: /) });
    expect(fake.received('v1/calendars/update')).toEqual([{ CalendarId: FIRST_ESTATE_ID * 10 + 1, ContactId: expect.any(Number) }]);
    // at the next sync the calendar reads the event with its contact: no longer offered
    clock += 1_100;
    await server.app.crm!.sync();
    expect(((await (await server.call(`/api/v1/appointments?propertyId=${FIRST_ESTATE_ID}`)).json()) as Slots).status).toBe('full');
  });
});

describe('a booking whose calendars/update fails once', () => {
  it('is retried from that call: Whise hears of the contact once and of the event once', async () => {
    const estate = FIRST_ESTATE_ID + 3;
    const calendarId = estate * 10 + 1;
    const email = 'second-call.whise@example.be';
    fake.fail('http-500', { endpoint: 'v1/calendars/update', times: 1 });
    await post('/api/v1/appointments', { propertyId: estate, slotId: `whise-${calendarId}`, ...person, email });
    await settled();
    expect(contactsOf(email)).toHaveLength(1);
    expect(fake.received('v1/calendars/update').filter((call) => call.CalendarId === calendarId)).toEqual([]);
    expect(await server.app.stores.deliveries.counts()).toEqual({ pending: 1, failed: 0 });

    clock += 10 * 60_000;
    await settled();
    expect(await server.app.stores.deliveries.counts()).toEqual({ pending: 0, failed: 0 });
    expect(contactsOf(email)).toHaveLength(1);
    expect(fake.received('v1/calendars/update').filter((call) => call.CalendarId === calendarId)).toEqual([{ CalendarId: calendarId, ContactId: expect.any(Number) }]);
  });
});

describe('the owner portal', () => {
  async function login(username: string, password: string) {
    const response = await server.post('/api/v1/owner/session', { username, password });
    return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
  }

  it('the Whise login opens the portal, with the estates Whise says the owner has', async () => {
    const { status, cookie } = await login(OWNER.Email, OWNER.Password);
    expect(status).toBe(200);
    const properties = (await (await server.call('/api/v1/owner/properties', { headers: { Cookie: cookie } })).json()) as { items: OwnerProperty[] } | OwnerProperty[];
    const items = Array.isArray(properties) ? properties : properties.items;
    expect(items.map((item) => item.ID).sort()).toEqual([FIRST_ESTATE_ID, FIRST_ESTATE_ID + 1, FIRST_ESTATE_ID + 2]);
    expect(fake.log().filter((call) => call.endpoint === 'v1/estates/owned/list').map((call) => call.params)).toEqual([expect.objectContaining({ ContactUsername: OWNER.Email })]);
  });

  it.each([
    ['a wrong password', OWNER.Email, 'wrong'],
    ['an unknown login', 'nobody@example.be', OWNER.Password],
  ])('%s: 401', async (_name, username, password) => {
    expect((await login(username, password)).status).toBe(401);
  });

  it('Whise away: 503 with when to come back, not a wrong password', async () => {
    fake.down();
    const response = await server.post('/api/v1/owner/session', { username: OWNER.Email, password: OWNER.Password });
    fake.up();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CRM_RETRY_AFTER));
  });

  it('a password reminder: a mail to the agency, who sees to it in Whise; no reset link of ours', async () => {
    const response = await server.post('/api/v1/owner/password-reminder', { email: OWNER.Email });
    expect(response.status).toBe(202);
    await settled();
    const mails = (await server.outbox()).filter((mail) => mail.kind === 'owner.password-reminder.crm');
    expect(mails).toEqual([expect.objectContaining({ to: AGENCY, replyTo: OWNER.Email, subject: 'Eigenaar vraagt zijn wachtwoord' })]);
    expect(mails[0]!.text).toContain(OWNER.Email);
    expect((await server.outbox()).filter((mail) => mail.kind === 'owner.password-reminder')).toEqual([]);
  });
});
