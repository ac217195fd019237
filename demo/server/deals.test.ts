// The two forms that close a deal: the purchase offer (amount in words, the PDF the agency
// files) and the rental application (what it asks by region, the CV, the retention period).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_RETENTION_MONTHS } from '../../core/forms/retention.ts';
import { DEPOSIT_MONTHS, RENTAL_BASIS, rentalAsk, rentalDeposit, rentalRegionOf } from '../../core/forms/rental.ts';
import { formatEuro } from '../../core/format/currency.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';
import { i18nOf, translateId, translator } from './mail/i18n.ts';
import { mailMessages } from './mail/messages.ts';
import { printable } from './pdf/document.ts';
import { documentTexts } from './pdf/texts.ts';
import { purgeExpired } from './retention.ts';
import { pdfText } from '../testing/pdf.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const one = (sql: string) => server.app.db.prepare(sql).pluck().get() as number;
const person = { title: 'mr', firstName: 'Pieter', lastName: 'Goossens', email: 'pieter.goossens@example.be', phone: '0475 10 20 30' };
const address = { street: 'Kerkstraat', houseNumber: '5', zip: '2000', city: 'Antwerpen' };

describe('POST /requests/offer', () => {
  const offer = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
    propertyId,
    amount: '349.500',
    amountInWords: 'driehonderdnegenenveertigduizendvijfhonderd euro',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    place: 'Antwerpen',
    signingDate: '2027-01-10',
    conditions: 'Onder voorbehoud van een hypothecaire lening.',
    personA: { ...person, ...address },
    ...overrides,
  });

  it('mails the agency and the buyer the offer as a PDF with the amount in digits and in words', async () => {
    const propertyId = one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 0 ORDER BY id LIMIT 1`);
    const response = await server.post('/api/v1/requests/offer?lang=nl', offer(propertyId));
    expect(response.status).toBe(201);
    const mails = (await server.outbox()).filter((mail) => mail.kind.startsWith('request.offer.'));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['request.offer.agency', 'request.offer.visitor']);
    for (const mail of mails) {
      expect(mail.files).toHaveLength(1);
      const file = await server.call(mail.files[0]!.url);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
      expect(text).toContain('€ 349.500');
      expect(text).toContain('driehonderdnegenenveertigduizendvijfhonderd euro');
      expect(text).toContain('10%');
      expect(text).toContain('Pieter');
    }
  });

  it("the buyer's copy is an offer, not a received message; the agency reads amounts and days as its language writes them", async () => {
    const propertyId = one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 0 ORDER BY id LIMIT 1`);
    const response = await server.post('/api/v1/requests/offer?lang=fr', offer(propertyId, { amount: '342500', amountInWords: 'trois cent quarante-deux mille cinq cents euros' }));
    expect(response.status).toBe(201);
    const mails = await server.outbox();
    const buyer = mails.find((mail) => mail.kind === 'request.offer.visitor' && mail.language === 'fr')!;
    expect(buyer.subject).toMatch(/^Votre offre d’achat pour /);
    expect(buyer.subject).not.toBe(translator('fr')(mailMessages.confirmSubject));
    expect(buyer.text).toContain(formatEuro(342500, 'fr'));
    expect(buyer.text).toContain('du 1 décembre 2026 au 15 décembre 2026');
    expect(buyer.text).toContain('À la signature du compromis de vente');
    const agency = mails.find((mail) => mail.kind === 'request.offer.agency' && mail.text.includes('trois cent quarante-deux mille'))!;
    expect(agency.text).toContain(formatEuro(342500, 'nl'));
    expect(formatEuro(342500, 'nl')).toBe('€\u00a0342.500');
    expect(agency.text).toContain('1 december 2026');
    expect(agency.text).toContain('10 januari 2027');
    expect(agency.text).not.toMatch(/342500|2026-12-01|2027-01-10/);
  });

  it('refuses words that say another amount than the digits', async () => {
    const propertyId = one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 0 ORDER BY id LIMIT 1`);
    const response = await server.post('/api/v1/requests/offer', offer(propertyId, { amountInWords: 'driehonderdduizend euro' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ amountInWords: 'validation.amountInWordsMismatch' });
    // written in another of the four languages, the same amount passes
    const french = await server.post('/api/v1/requests/offer', offer(propertyId, { amountInWords: 'trois cent quarante-neuf mille cinq cents euros' }));
    expect(french.status).toBe(201);
  });

  it('a sold property takes no offer', async () => {
    const sold = one(`SELECT id FROM properties WHERE online = 1 AND status = 'sold' LIMIT 1`);
    expect(await (await server.post('/api/v1/requests/offer', offer(sold))).json()).toEqual({ error: 'property_sold' });
  });
});

describe('POST /requests/rental', () => {
  const rentIn = (zipFrom: number, zipTo: number) =>
    one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 1 AND country_id = 10 AND CAST(zip AS INTEGER) BETWEEN ${zipFrom} AND ${zipTo} ORDER BY id LIMIT 1`);
  const application = (propertyId: number, extra: Record<string, unknown> = {}) => ({
    propertyId,
    ...person,
    adults: 2,
    kids: [4, 7],
    incomePerson1: 2850,
    ...extra,
  });
  const cvForm = (propertyId: number) => {
    const form = new FormData();
    form.append('data', JSON.stringify(application(propertyId, { ...address, zip: '4000', city: 'Liège' })));
    form.append('cv', new Blob([Buffer.from('%PDF-1.7\n%cv\n')], { type: 'application/pdf' }), 'cv.pdf');
    return form;
  };

  it('Brussels: takes no pets, reason or CV, and needs no address', async () => {
    const brussels = rentIn(1000, 1299);
    expect((await server.post('/api/v1/requests/rental', application(brussels))).status).toBe(201);
    const refused = await server.post('/api/v1/requests/rental', application(brussels, { pets: 'een kat', reason: 'Dichter bij het werk' }));
    expect((await refused.json()).fields).toEqual({ pets: 'validation.unknownField', reason: 'validation.unknownField' });
    const withCv = await server.call('/api/v1/requests/rental', { method: 'POST', body: cvForm(brussels) });
    expect((await withCv.json()).fields).toMatchObject({ cv: 'validation.unknownField' });
  });

  it('Flanders: pets may be stated, no CV', async () => {
    const flanders = rentIn(2000, 2999);
    expect((await server.post('/api/v1/requests/rental', application(flanders, { pets: 'een kat' }))).status).toBe(201);
    const withCv = await server.call('/api/v1/requests/rental', { method: 'POST', body: cvForm(flanders) });
    expect((await withCv.json()).fields).toMatchObject({ cv: 'validation.unknownField' });
  });

  it('Wallonia: needs the address, takes the CV, which goes with the application after the retention period', async () => {
    const wallonia = rentIn(4000, 7999);
    const missing = await server.post('/api/v1/requests/rental', application(wallonia));
    expect((await missing.json()).fields).toMatchObject({ street: 'validation.addressRequired' });
    const created = await server.call('/api/v1/requests/rental', { method: 'POST', body: cvForm(wallonia) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const uploads = join(server.dataDir, 'uploads');
    const stored = server.app.db.prepare('SELECT stored_name FROM uploads WHERE request_id = ?').pluck().get(id) as string;
    expect(existsSync(join(uploads, stored))).toBe(true);

    // not yet a few days before its period ends (a few: months differ in length), gone a few days after
    const sent = Date.parse(server.app.db.prepare('SELECT created_at FROM requests WHERE id = ?').pluck().get(id) as string);
    const periodEnd = new Date(sent);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + RENTAL_RETENTION_MONTHS);
    const purgeAt = (at: number) => purgeExpired({ repositories: server.app.repositories, settings: server.app.settings, now: () => at });
    await purgeAt(periodEnd.getTime() - 5 * 86_400_000);
    expect(server.count('requests', 'id = ?', id)).toBe(1);
    await purgeAt(periodEnd.getTime() + 5 * 86_400_000);
    expect(server.count('requests', 'id = ?', id)).toBe(0);
    expect(server.count('uploads', 'request_id = ?', id)).toBe(0);
    expect(readdirSync(uploads)).not.toContain(stored);
    // other kinds of request keep their own, longer term
    expect(server.count('requests', `kind = 'offer'`)).toBeGreaterThan(0);
  });
});

describe('the rental application to download, by the law of the property’s region', () => {
  const rentalIn = (where: string) =>
    one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 1 AND publish_price = 1 AND ${where} ORDER BY id LIMIT 1`);
  const zipBetween = (from: number, to: number) => `country_id = 10 AND CAST(zip AS INTEGER) BETWEEN ${from} AND ${to}`;
  const pdfOf = async (path: string) => {
    const response = await server.call(path);
    expect(response.status, path).toBe(200);
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  };
  const folded = (text: string) => printable(text).replace(/\s+/g, ' ');
  // what the old paper form asked and the online form promises never to ask (and the birth, below)
  const FORBIDDEN: Readonly<Record<Language, readonly string[]>> = {
    nl: ['identiteitskaart', 'werkgever', 'bewijs van uw inkomen'],
    fr: ['carte d’identité', 'employeur', 'preuve de vos revenus'],
    en: ['identity card', 'employer', 'proof of your income'],
    de: ['Personalausweis', 'Arbeitgeber', 'Einkommensnachweis'],
  };

  it.each([
    ['flanders', zipBetween(1500, 3999), 'nl'],
    ['brussels', zipBetween(1000, 1299), 'fr'],
    ['wallonia', zipBetween(4000, 7999), 'de'],
    ['luxembourg', 'country_id = 50', 'en'],
  ] as const)('%s: the fields and the deposit of the online form, in %s', async (region, where, language) => {
    const id = rentalIn(where);
    const property = (await (await server.call(`/api/v1/properties/${id}?lang=${language}`)).json()) as Property;
    expect(rentalRegionOf(property)).toBe(region);
    const text = await pdfOf(`/api/v1/documents/rental.pdf?lang=${language}&property=${id}`);
    const t = translator(language);

    const deposit = rentalDeposit(property, region);
    expect(deposit.months).toBe(DEPOSIT_MONTHS[region]);
    expect(text).toContain(folded(t(documentTexts.rentalDeposit, { months: deposit.months })));
    expect(text).toContain(folded(`${i18nOf(language)._('terms.rental.deposit', { months: deposit.months })} ${formatEuro(deposit.amount, language)}`));
    expect(text).toContain(folded(formatEuro(property.Price, language)));
    expect(text).toContain(folded(translateId(language, RENTAL_BASIS[region])));

    // the online form's fields for this region, by their labels, and nothing it leaves out
    for (const field of ['firstName', 'adults', 'incomePerson1', 'incomePerson2']) expect(text).toContain(translateId(language, `field.${field}`));
    const pets = translateId(language, 'field.pets');
    if (rentalAsk(region, 'pets') === 'omitted') expect(text).not.toContain(pets);
    else expect(text).toContain(pets);
    for (const word of [...FORBIDDEN[language], t(documentTexts.birth)]) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('without a property: what every region allows, and each region’s maximum deposit', async () => {
    const text = await pdfOf('/api/v1/documents/rental.pdf?lang=nl');
    expect(text).toContain(folded(translator('nl')(documentTexts.rentalDepositByRegion, { ...DEPOSIT_MONTHS })));
    expect(text).toContain('3 maanden huur in Vlaanderen, 2 in het Brussels Hoofdstedelijk Gewest, 2 in Wallonië');
    expect(text).not.toContain(translateId('nl', 'field.pets'));
    for (const word of [...FORBIDDEN.nl, translator('nl')(documentTexts.birth)]) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('is not filled in with a property for sale, nor an offer with one for rent', async () => {
    const forSale = one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 0 ORDER BY id LIMIT 1`);
    const forRent = rentalIn('1 = 1');
    expect((await server.call(`/api/v1/documents/rental.pdf?lang=fr&property=${forSale}`)).status).toBe(404);
    expect((await server.call(`/api/v1/documents/offer.pdf?lang=fr&property=${forRent}`)).status).toBe(404);
    expect((await server.call(`/api/v1/documents/power-of-attorney.pdf?lang=fr&property=${forSale}`)).status).toBe(200);
  });
});
