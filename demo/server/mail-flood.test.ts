// Mail floods: a stranger typing somebody else's address thirty times, into one form or
// across the forms, the booking and the password reminder, gets that address at most a
// few mails a day (settings.mailsPerRecipient), and is answered exactly as if every one
// had gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppointmentConfirmation, REQUEST_KINDS, type RequestKind } from '../../core/api/contract.ts';
import { validForms } from '../testing/fixtures.ts';
import { awaitMail } from '../testing/outbox.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { limitKey, RECIPIENT_WINDOW_MS } from './mail/recipient-limit.ts';
import { OWNERS } from './seed/owners.ts';

const FLOOD = 30;
let server: TestServer;
let forms: ReturnType<typeof validForms>;
let limit: number;

beforeAll(async () => {
  server = await startServer();
  const id = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} LIMIT 1`).pluck().get() as number;
  forms = validForms({ sale: id(`goal = 0 AND status = 'available'`), rent: id(`goal <> 0 AND status = 'available'`) });
  limit = server.app.settings.mailsPerRecipient;
}, 120_000);
afterAll(() => server?.close());

const mailsTo = async (address: string) => (await server.outbox()).filter((mail) => mail.to === address);
/** The shape of an answer, which must not tell a sent mail from a withheld one. */
const shape = async (answer: Response) => ({ status: answer.status, keys: Object.keys((await answer.json()) as object).sort() });

describe(`${FLOOD} sign-ups for one stranger's address`, () => {
  it.each([
    ['the newsletter', '/api/v1/requests/newsletter', (email: string) => ({ ...forms.newsletter, email })],
    ['the demand register', '/api/v1/requests/demand', (email: string) => ({ ...forms.demand, email })],
    // from as many senders: one sender may tell only a few friends a day
    ['send to a friend', '/api/v1/requests/friend', (email: string, n: number) => ({ ...forms.friend, email: `sender.${n}@example.be`, friendEmail: email })],
  ] as const)(`%s: ${FLOOD} alike answers, at most the daily few mails`, async (_name, path, body) => {
    const victim = `victim.${path.split('/').pop()}@example.be`;
    const answers = [];
    for (let n = 0; n < FLOOD; n++) answers.push(await shape(await server.post(path, body(victim, n))));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect(await mailsTo(victim)).toHaveLength(limit);
  });
});

describe('across the forms', () => {
  let clock = Date.now();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { now: () => clock });
  }, 120_000);
  afterAll(() => server?.close());
  const mailsTo = async (address: string) => (await server.outbox()).filter((mail) => mail.to === address);

  it('the password reminder shares the count; the next day an address gets mail again', async () => {
    const owner = OWNERS[OWNERS.length - 1]!;
    const posts = [
      ['/api/v1/requests/newsletter', { ...forms.newsletter, email: owner.email }],
      ['/api/v1/requests/demand', { ...forms.demand, email: owner.email }],
      ['/api/v1/requests/friend', { ...forms.friend, friendEmail: owner.email }],
    ] as const;
    // the three forms in turn, until the address has had its day's mails
    for (let sent = 0; sent < limit; sent++) {
      const [path, body] = posts[sent % posts.length]!;
      expect((await server.post(path, body)).status).toBe(201);
    }
    expect(await mailsTo(owner.email)).toHaveLength(limit);

    // the reminder is queued and the answer does not wait for it: what the limit counted is what was queued
    const reminded = await server.post('/api/v1/owner/password-reminder', { email: owner.email });
    expect(reminded.status).toBe(202);
    const { stores } = server.app;
    const count = async () => stores.sendLimits.count(await limitKey(stores, 'mail:to', owner.email), clock - RECIPIENT_WINDOW_MS);
    expect(await count()).toBe(limit);

    clock += RECIPIENT_WINDOW_MS + 1;
    expect((await server.post('/api/v1/owner/password-reminder', { email: owner.email })).status).toBe(202);
    expect(await count()).toBe(1);
    await awaitMail(server.outbox, (mail) => mail.kind === 'owner.password-reminder' && mail.to === owner.email);
  });
});

// Every form copies the visitor at the address typed in, and a booking sends the visitor its
// confirmation: each of those counts against that address like the sign-ups above. Past the
// limit the lead (or booking) is stored and the agency told all the same; only the copy to
// the typed address stays home, and the answer does not change.
describe('the copy to the address typed, on every form and the booking', () => {
  let server: TestServer;
  let forms: ReturnType<typeof validForms>;
  let limit: number;
  /** available properties for sale: one per documents request, which a property answers once per address */
  let forSale: number[];
  beforeAll(async () => {
    server = await startServer();
    const ids = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} ORDER BY id`).pluck().all() as number[];
    forSale = ids(`goal = 0 AND status = 'available'`);
    forms = validForms({ sale: forSale[0]!, rent: ids(`goal <> 0 AND status = 'available'`)[0]! });
    limit = server.app.settings.mailsPerRecipient;
  }, 120_000);
  afterAll(() => server?.close());

  /**
   * Each form with the typed address put where the visitor types it, for its `n`-th post;
   * `stored` counts what the form keeps, `agency` what the agency is sent per post (the
   * demand register tells the agency once the address is confirmed, not at sign-up).
   */
  const typed = {
    contact: { body: (email: string) => ({ ...forms.contact, email }) },
    visit: { body: (email: string) => ({ ...forms.visit, email }) },
    info: { body: (email: string) => ({ ...forms.info, email }) },
    documents: { body: (email: string, n: number) => ({ ...forms.documents, email, propertyId: forSale[n]! }) },
    // from as many senders: one sender may tell only a few friends a day
    friend: { body: (friendEmail: string, n: number) => ({ ...forms.friend, email: `table.sender.${n}@example.be`, friendEmail }) },
    demand: { body: (email: string) => ({ ...forms.demand, email }), stored: 'demand_confirmations', agency: 0 },
    valuation: { body: (email: string) => ({ ...forms.valuation, email }) },
    offer: { body: (email: string) => ({ ...forms.offer, personA: { ...forms.offer.personA, email } }) },
    rental: { body: (email: string) => ({ ...forms.rental, email }) },
    newsletter: { body: (email: string) => ({ ...forms.newsletter, email }) },
    job: { body: (email: string) => ({ ...forms.job, email }) },
    'site-contact': { body: (email: string) => ({ ...forms['site-contact'], email }) },
  } satisfies Record<Exclude<RequestKind, 'testimonial'>, { body: (email: string, n: number) => object; stored?: string; agency?: number }>;

  it('every form but the testimonial, which asks no address, is in the table', () => {
    expect(REQUEST_KINDS.filter((kind) => !(kind in typed))).toEqual(['testimonial']);
  });

  it.each(Object.entries(typed))('%s: the copies stop after the daily few; every post is stored and the agency told', async (kind, row) => {
    const victim = `typed.${kind}@example.be`;
    const stored = () => ('stored' in row ? server.count(row.stored) : server.count('requests', 'kind = ?', kind));
    const agencyMails = async () => (await server.outbox()).filter((mail) => mail.kind === `request.${kind}.agency`).length;
    const [storedBefore, agencyBefore] = [stored(), await agencyMails()];
    const answers = [];
    for (let n = 1; n <= limit + 1; n++) {
      answers.push(await shape(await server.post(`/api/v1/requests/${kind}`, row.body(victim, n))));
      // the boundary: the limit-th copy goes, the one after it does not
      expect(await mailsTo(victim)).toHaveLength(Math.min(n, limit));
      expect(stored() - storedBefore).toBe(n);
      expect((await agencyMails()) - agencyBefore).toBe(n * ('agency' in row ? row.agency : 1));
    }
    expect(answers[0]!.status).toBe(201);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('the booking: past the few confirmations a day, the visit is booked and the agency told, without a confirmation', async () => {
    const victim = 'typed.booking@example.be';
    const propertyId = server.app.db
      .prepare(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'open' ORDER BY id LIMIT 1`)
      .pluck()
      .get() as number;
    const { slots } = await server.client.appointments.slots(propertyId);
    expect(slots.length).toBeGreaterThan(limit);
    const notices = async () => (await server.outbox()).filter((mail) => mail.kind === 'appointment.agency' && mail.replyTo === victim);
    const answers = [];
    for (let n = 1; n <= limit + 1; n++) {
      const answer = await server.post('/api/v1/appointments', { propertyId, slotId: slots[n - 1]!.id, ...visitor, email: victim });
      const body = (await answer.json()) as AppointmentConfirmation;
      answers.push({ status: answer.status, keys: Object.keys(body).sort(), confirmed: body.status });
      expect(await mailsTo(victim)).toHaveLength(Math.min(n, limit));
      expect(server.count('appointments', `email = ? AND status = 'confirmed'`, victim)).toBe(n);
      expect(await notices()).toHaveLength(n);
    }
    expect(answers[0]).toMatchObject({ status: 201, confirmed: 'confirmed' });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  const mailsTo = async (address: string) => (await server.outbox()).filter((mail) => mail.to === address);
  const visitor = { title: 'mr', firstName: 'Tom', lastName: 'Wouters', phone: '0486 55 21 09' } as const;
});
