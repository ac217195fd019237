// Mail floods: a stranger signing somebody else's address up thirty times, on one form
// or across the newsletter, the demand register, send to a friend and the password
// reminder, gets that address at most a few mails a day (settings.mailsPerRecipient),
// and is answered exactly as if every one had gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const id = (where: string) => server.app.agency.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} LIMIT 1`).pluck().get() as number;
  forms = validForms({ sale: id(`goal = 0 AND status = 'available'`), rent: id(`goal <> 0 AND status = 'available'`) });
  limit = server.app.agency.settings.mailsPerRecipient;
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
    for (const [path, body] of [
      ['/api/v1/requests/newsletter', { ...forms.newsletter, email: owner.email }],
      ['/api/v1/requests/demand', { ...forms.demand, email: owner.email }],
      ['/api/v1/requests/friend', { ...forms.friend, friendEmail: owner.email }],
    ] as const) {
      expect((await server.post(path, body)).status).toBe(201);
    }
    expect(await mailsTo(owner.email)).toHaveLength(limit);

    // the reminder is queued and the answer does not wait for it: what the limit counted is what was queued
    const reminded = await server.post('/api/v1/owner/password-reminder', { email: owner.email });
    expect(reminded.status).toBe(202);
    const { stores } = server.app.agency;
    const count = async () => stores.sendLimits.count(await limitKey(stores, 'mail:to', owner.email), clock - RECIPIENT_WINDOW_MS);
    expect(await count()).toBe(limit);

    clock += RECIPIENT_WINDOW_MS + 1;
    expect((await server.post('/api/v1/owner/password-reminder', { email: owner.email })).status).toBe(202);
    expect(await count()).toBe(1);
    await awaitMail(server.outbox, (mail) => mail.kind === 'owner.password-reminder' && mail.to === owner.email);
  });
});
