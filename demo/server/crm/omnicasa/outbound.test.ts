// What the site tells Omnicasa, call by call, against the fake CRM: each of the site's
// records (a lead, a demand, a booking, a login) and the parameters the CRM receives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TreeItemSource } from '../../../../core/api/contract.ts';
import { FIRST_PROPERTY_ID, OWNER } from '../../../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../../fake-omnicasa/server.ts';
import type { Demand } from '../../repositories/demands.ts';
import type { Lead } from '../../repositories/leads.ts';
import { Secret } from '../secret.ts';
import { createOmnicasaClient, type OmnicasaClient } from './client.ts';
import {
  checkOwnerLogin,
  ownerHistory,
  ownerStatistics,
  reportVisit,
  sendBooking,
  sendContact,
  sendDemand,
  sendPasswordReminder,
  sendUnsubscribe,
} from './outbound.ts';

let fake: FakeOmnicasa;
let client: OmnicasaClient;
beforeAll(async () => {
  fake = await startFakeOmnicasa({ properties: 8 });
  client = createOmnicasaClient({ url: fake.url, customer: 'immo-demo', password: new Secret('fake-password') }, { sleep: async () => {} });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an.peeters@example.be', phone: '0475 12 34 56' };
const lead = (kind: Lead['kind'], data: Record<string, unknown>, ids: { propertyId?: number; projectId?: number } = {}, language: Lead['language'] = 'nl'): Lead => ({
  id: `lead-${kind}`,
  kind,
  propertyId: ids.propertyId ?? null,
  projectId: ids.projectId ?? null,
  email: 'an.peeters@example.be',
  language,
  data: { ...person, ...data },
  createdAt: '2026-04-15T08:00:00.000Z',
  uploads: [],
});
const the = (endpoint: string) => fake.received(endpoint).at(-1);

describe('leads → ContactOnMe / ContactOnMeProject', () => {
  it.each([
    [
      'a visit request about a listing, with its time slots and the opt-in',
      lead('visit', { remark: 'Liefst op zaterdag.', timeSlots: ['morning', 'evening'], newsletter: true, street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent' }, { propertyId: FIRST_PROPERTY_ID }),
      'ContactOnMe',
      {
        Name: 'Peeters',
        FirstName: 'An',
        AddressTitle: '2',
        Address: 'Veldstraat 12',
        Zip: '9000',
        City: 'Gent',
        Email: 'an.peeters@example.be',
        PhoneNumber: '0475 12 34 56',
        IsReceivedEmail: true,
        SourceId: 5,
        LanguageId: 1,
        LanguageIdFromParameter: 1,
        Subject: 'Bezoekaanvraag via de website',
        Content: 'Liefst op zaterdag.\nBereikbaar: 10:00–13:00, 16:00–19:00',
        ObjectID: FIRST_PROPERTY_ID,
      },
    ],
    [
      'a question in French: the person in French, the subject in the agency’s language',
      lead('info', { title: 'mr', remark: 'Le jardin est-il clôturé ?' }, { propertyId: FIRST_PROPERTY_ID + 1 }, 'fr'),
      'ContactOnMe',
      {
        Name: 'Peeters',
        FirstName: 'An',
        AddressTitle: '4',
        Email: 'an.peeters@example.be',
        PhoneNumber: '0475 12 34 56',
        IsReceivedEmail: false,
        SourceId: 5,
        LanguageId: 2,
        LanguageIdFromParameter: 2,
        Subject: 'Vraag om informatie via de website',
        Content: 'Le jardin est-il clôturé ?',
        ObjectID: FIRST_PROPERTY_ID + 1,
      },
    ],
    [
      'a valuation: what the call has no field for goes into the text',
      lead('valuation', { street: 'Kerkstraat', houseNumber: '3', zip: '2000', city: 'Antwerpen', goal: 'sell', propertyType: 1, bedrooms: 3, livingArea: 140 }, {}, 'en'),
      'ContactOnMe',
      {
        Name: 'Peeters',
        FirstName: 'An',
        AddressTitle: '8',
        Address: 'Kerkstraat 3',
        Zip: '2000',
        City: 'Antwerpen',
        Email: 'an.peeters@example.be',
        PhoneNumber: '0475 12 34 56',
        IsReceivedEmail: false,
        SourceId: 5,
        LanguageId: 3,
        LanguageIdFromParameter: 3,
        Subject: 'Aanvraag gratis schatting',
        Content: 'Type: 1\nSlaapkamers: 3\nBewoonbare oppervlakte (m²): 140',
        Goal: 0,
        WebIDs: '1',
      },
    ],
    [
      'a contact about a project',
      lead('contact', { remark: 'Is A.2.01 nog vrij?' }, { projectId: 7_100_001 }, 'de'),
      'ContactOnMeProject',
      {
        Name: 'Peeters',
        FirstName: 'An',
        AddressTitle: '8',
        Email: 'an.peeters@example.be',
        PhoneNumber: '0475 12 34 56',
        IsReceivedEmail: false,
        SourceId: 5,
        LanguageId: 4,
        LanguageIdFromParameter: 4,
        Subject: 'Contactaanvraag via de website',
        Content: 'Is A.2.01 nog vrij?',
        ProjectIDs: '7100001',
      },
    ],
  ])('%s', async (_name, item, endpoint, expected) => {
    await sendContact(client, item, { agencyLanguage: 'nl' });
    expect(fake.received(endpoint)).toHaveLength(1);
    expect(the(endpoint)).toEqual(expected);
  });
});

describe('demands → DemandRegister2 and UnsubscribeDemandPerson', () => {
  const demand = (data: Record<string, unknown>, language: Demand['language'] = 'nl'): Demand => ({
    id: 'demand-1',
    email: 'an.peeters@example.be',
    language,
    frequency: 'daily',
    data: { ...person, ...data },
    createdAt: '2026-04-15T08:00:00.000Z',
    updatedAt: '2026-04-15T08:00:00.000Z',
  });
  const typeIdsOfWebId = (webId: number) => ({ 1: [101, 102, 103], 4: [401] })[webId] ?? [];
  /** A box around the centre of Gent, and a synced geographic tree with Gent and Namur. */
  const GHENT_CENTRE = '51.06,3.7,51.1,3.7,51.1,3.75,51.06,3.75';
  const REGIONS: TreeItemSource[] = [
    { ID: 44021, ParentID: null, Name: 'Gent', WebID: null, Level: 'municipality', Postcodes: [{ zip: '9000', localities: ['Gent'] }] },
    { ID: 92094, ParentID: null, Name: 'Namur', WebID: null, Level: 'municipality', Postcodes: [{ zip: '5000', localities: ['Namur'] }] },
  ];

  it.each([
    [
      'a buyer: types by web id, zones as regions and postcodes, price and rooms',
      demand({ goal: 'buy', propertyTypes: [1, 4], zones: [44021, '9050'], minPrice: 250_000, maxPrice: 450_000, minBedrooms: 2, maxBedrooms: 4, bathrooms: 1, garages: 1, parking: true, garden: true, terrace: false }),
      {
        Goal: 0,
        TypeOfPropertyIDs: '101,102,103,401',
        GeographicIDs: '44021',
        Zips: '9050',
        PriceMin: 250_000,
        PriceMax: 450_000,
        MinRooms: 2,
        MaxRooms: 4,
        MinBathRooms: 1,
        MinGarages: 1,
        MinParkings: 1,
        Garden: true,
      },
    ],
    ['a tenant with only the required fields', demand({ goal: 'rent', propertyTypes: [1], zones: ['1050'] }, 'fr'), { Goal: 1, TypeOfPropertyIDs: '101,102,103', GeographicIDs: '', Zips: '1050', LanguageId: 2 }],
    ['single types beside a group: the group as its types, the others as they are', demand({ goal: 'buy', propertyTypes: [4], types: [103, 105], zones: ['9000'] }), { TypeOfPropertyIDs: '401,103,105' }],
    ['single types alone', demand({ goal: 'buy', types: [103], zones: ['9000'] }), { TypeOfPropertyIDs: '103' }],
    [
      // Google's own example path (its polyline algorithm's page), at the URL's four decimals
      'a drawn area, no polygon code confirmed: a radius around the circle that holds it, its municipalities, and the area in words for the agent',
      demand({ goal: 'buy', propertyTypes: [1], area: GHENT_CENTRE }),
      {
        UseGps: true,
        GpsX: 51.08,
        GpsY: 3.725,
        GpsKm: 2.9,
        // a list goes as one comma-separated string
        GeographicIDs: '44021',
        Comment: expect.stringMatching(/^Getekend gebied, 4 hoeken, ongeveer [\d.,]+ km²$/),
      },
    ],
  ])('%s', async (_name, item, expected) => {
    await sendDemand(client, item, { agencyLanguage: 'nl', typeIdsOfWebId, regions: REGIONS });
    expect(the('DemandRegister2')).toMatchObject({ ...expected, Email: 'an.peeters@example.be', Name: 'Peeters', IsAlwaysCreatedDemand: true, SourceId: 5 });
    expect(the('DemandRegister2')).not.toHaveProperty('DemandRegion');
  });

  it('a drawn area once the agency confirmed the polygon code: DemandRegion, its corners in the encoding of EncodePolygonPath, with that RegionType', async () => {
    await sendDemand(client, demand({ goal: 'buy', propertyTypes: [1], area: '38.5,-120.2,40.7,-120.95,43.252,-126.453' }), { agencyLanguage: 'nl', typeIdsOfWebId, polygonRegionType: 4 });
    expect(the('DemandRegister2')).toMatchObject({
      DemandRegion: { RegionType: 4, RegionData: '_p~iF~ps|U_ulLnnqC_mqNvxq`@', RegionDisp: expect.stringMatching(/^Getekend gebied, 3 hoeken, ongeveer [\d.]+ km²$/) },
    });
    expect(the('DemandRegister2')).not.toHaveProperty('UseGps');
  });

  it('a demand changed after it was registered is sent again, for the CRM to merge with the one it has', async () => {
    await sendDemand(client, demand({ goal: 'rent', propertyTypes: [1] }), { agencyLanguage: 'nl', typeIdsOfWebId, changed: true });
    expect(the('DemandRegister2')).toMatchObject({ Goal: 1, IsAlwaysCreatedDemand: false });
  });

  it.each([
    ["an address the CRM knows: its person's demands are unsubscribed", OWNER.Email, true, [{ ID: OWNER.ID, LanguageId: undefined }]],
    ['an address it does not know: nothing to unsubscribe', 'nobody@example.be', false, []],
  ])('%s', async (_name, email, done, calls) => {
    expect(await sendUnsubscribe(client, email)).toBe(done);
    expect(fake.received('UnsubscribeDemandPerson')).toEqual(calls.map(({ ID }) => ({ ID })));
  });
});

describe('a booking → RegisterPerson, then AddPersonToAppointment', () => {
  it.each([
    ['a new visitor', { email: 'tom.maes@example.be', language: 'nl' as const, data: { title: 'mr', firstName: 'Tom', lastName: 'Maes', phone: '0486 11 22 33' } }, 1],
    ['the owner, whom the CRM knows', { email: OWNER.Email, language: 'fr' as const, data: { title: 'ms', firstName: 'Els', lastName: 'Vermeulen' } }, 2],
  ])('%s', async (_name, booking, language) => {
    const personId = await sendBooking(client, booking, 5501);
    expect(personId).toBeGreaterThan(0);
    expect(the('RegisterPerson')).toMatchObject({ Email: booking.email, FirstName: booking.data.firstName, Name: booking.data.lastName, LanguageId: language });
    expect(the('RegisterPerson')).not.toHaveProperty('SourceId');
    expect(the('AddPersonToAppointment')).toEqual({ PersonID: personId, AppointmentID: 5501, LanguageId: language });
  });
});

describe('the owner portal', () => {
  it.each([
    ['the right password', OWNER.Email, OWNER.Password, OWNER.ID],
    ['the address in other capitals', OWNER.Email.toUpperCase(), OWNER.Password, OWNER.ID],
    ['a wrong password', OWNER.Email, 'Leieboord-2025', undefined],
    ['an unknown address', 'nobody@example.be', OWNER.Password, undefined],
  ])('CheckPersonLogin with %s', async (_name, email, password, expected) => {
    expect(await checkOwnerLogin(client, email, password)).toBe(expected);
    const sent = fake.log().find((call) => call.endpoint === 'CheckPersonLogin')!.params;
    expect(sent).toEqual({ Email: email, Password: password, IsProprietors: true });
  });

  it.each([
    ['nl', 1],
    ['de', 4],
  ] as const)('a password reminder in %s: the CRM mails it', async (language, id) => {
    await sendPasswordReminder(client, OWNER.Email, language);
    expect(the('GetPersonForgetPassword')).toEqual({ Email: OWNER.Email, LanguageId: id });
  });

  it("the statistics of the owner's listing, from the CRM's counts", async () => {
    const now = Date.now();
    const { statistics, problems } = await ownerStatistics(client, FIRST_PROPERTY_ID, now);
    expect(problems).toEqual([]);
    expect(statistics!.last30).toHaveLength(30);
    expect(statistics!.total).toBeGreaterThanOrEqual(statistics!.month);
    expect(statistics!.sources!.map((source) => source.source).sort()).toEqual(['immoweb', 'website', 'zimmo']);
    expect(fake.log().map((call) => call.endpoint)).toEqual(['GetManyVisitStatisticsOfProperty', 'GetMediaObjectStatisticsGraphList']);
  });

  it.each([
    ['nl', 'Bezichtiging'],
    ['fr', 'Visite'],
  ] as const)('the history in %s, one call per kind of row', async (language, viewing) => {
    const { rows, problems } = await ownerHistory(client, FIRST_PROPERTY_ID, language, Date.now());
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.Type).sort()).toEqual(['calendar', 'calendar', 'communication', 'media', 'source']);
    expect(rows.find((row) => row.Type === 'calendar')?.Subject).toEqual({ [language]: viewing });
    expect(rows.filter((row) => row.Type === 'calendar').map((row) => row.Status).sort()).toEqual(['confirmed', 'planned']);
    expect(fake.log().map((call) => call.endpoint)).toEqual(['GetAutomaticHistories', 'GetCalendarHistories', 'GetMediaOnlineHistories', 'GetAppearanceHistories']);
  });
});

describe('page views', () => {
  it('a view of a listing is counted by the CRM (GetProperty with UpdateVisit), and nothing about the visitor goes along', async () => {
    await reportVisit(client, FIRST_PROPERTY_ID + 2);
    expect(the('GetProperty')).toEqual({ ID: FIRST_PROPERTY_ID + 2, UpdateVisit: true, DisplayFields: 'ID' });
  });
});
