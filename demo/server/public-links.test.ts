// Every absolute link the server writes comes from its settings, whatever Host and
// X-Forwarded-* a request brings: a password reset link on the attacker's host hands
// over the account (the reset "poisoning" attack), an approval link there hands over the
// agency's signature. An attacker sends every form, downloads the PDFs and reads the
// catalogue with a forged Host, through a trusted proxy's X-Forwarded-Host too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForms } from '../testing/fixtures.ts';
import { awaitMail } from '../testing/outbox.ts';
import { pdfText } from '../testing/pdf.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { OWNERS } from './seed/owners.ts';

const PUBLIC_URL = 'https://www.agency.example';
/** what an attacker writes: the Host, and what a proxy would forward (trusted here: TRUST_PROXY=1) */
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443', 'x-forwarded-proto': 'http', forwarded: 'host=evil.example;proto=http' };
const [owner] = OWNERS as [(typeof OWNERS)[0]];

const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];

let server: TestServer;
let forms: ReturnType<typeof validForms>;
let saleId: number;

/** The attacker's request: the forged headers, sent to the server's own socket. */
async function hostile(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const answer = await server.app.inject({
    method,
    url,
    headers: { ...HOSTILE, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  expect(answer.statusCode, `${method} ${url}: ${answer.body.slice(0, 200)}`).toBeLessThan(400);
  return answer;
}

beforeAll(async () => {
  server = await startServer({ publicUrl: `${PUBLIC_URL}/`, trustProxy: 1 });
  const id = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} LIMIT 1`).pluck().get() as number;
  saleId = id(`goal = 0 AND status = 'available' AND appointments = 'open'`);
  forms = validForms({ sale: saleId, rent: id(`goal <> 0 AND status = 'available'`) });
  // seeding a fresh database takes a while on a busy machine
}, 120_000);
afterAll(() => server?.close());

describe('with PUBLIC_URL set, a forged Host or X-Forwarded-Host', () => {
  it('puts no foreign host in any mail, whichever form sent it', async () => {
    await hostile('POST', '/api/v1/owner/password-reminder', { email: owner.email });
    await awaitMail(server.outbox, (mail) => mail.kind === 'owner.password-reminder');
    for (const kind of ['newsletter', 'friend', 'testimonial', 'visit', 'info', 'documents', 'offer', 'contact', 'valuation'] as const) {
      await hostile('POST', `/api/v1/requests/${kind}?lang=nl`, forms[kind]);
    }
    await hostile('POST', '/api/v1/requests/demand?lang=fr', { ...forms.demand, email: 'demand.hostile@example.be' });
    const slots = JSON.parse((await hostile('GET', `/api/v1/appointments?propertyId=${saleId}`)).body) as { slots: { id: string }[] };
    const { title, firstName, lastName, email, phone } = forms.visit as unknown as Record<string, string>;
    await hostile('POST', '/api/v1/appointments', { propertyId: saleId, slotId: slots.slots[0]!.id, title, firstName, lastName, email: `visit.${email}`, phone });

    // the links the mails carried, followed as their owners would: with the forged headers again
    const outbox = await server.outbox();
    const tokenIn = (kind: string, name: string) => {
      const text = outbox.find((mail) => mail.kind === kind)!.text;
      return new URL(urlsIn(text).find((url) => url.includes(`${name}=`))!).searchParams.get(name);
    };
    await hostile('POST', '/api/v1/newsletter/confirm', { token: tokenIn('request.newsletter.visitor', 'confirm') });
    await hostile('POST', '/api/v1/demands/confirm', { token: tokenIn('demand.confirm', 'confirm') });

    const mails = await server.outbox();
    expect(mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining([
        'owner.password-reminder',
        'request.newsletter.visitor',
        'newsletter.welcome',
        'request.friend.friend',
        'request.testimonial.agency',
        'request.documents.visitor',
        'request.offer.agency',
        'demand.confirm',
        'demand.welcome',
        'appointment.visitor',
      ]),
    );
    for (const mail of mails) {
      const written = JSON.stringify(mail);
      expect(written, mail.kind).not.toContain('evil');
      for (const url of urlsIn(`${mail.text}\n${mail.html ?? ''}\n${Object.values(mail.headers).join('\n')}`)) {
        expect(new URL(url).origin, `${mail.kind}: ${url}`).toBe(PUBLIC_URL);
      }
    }
    // the reset link is the site's page, its token in the fragment
    const reminder = mails.find((mail) => mail.kind === 'owner.password-reminder')!;
    expect(urlsIn(reminder.text).find((url) => url.includes('#token='))).toMatch(new RegExp(`^${PUBLIC_URL}/\\w\\w/`));
    // the approval link opens this server's page, at its configured address
    const approval = urlsIn(mails.find((mail) => mail.kind === 'request.testimonial.agency')!.text).find((url) => url.includes('/approve?'));
    expect(approval).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/testimonials/[\\w-]+/approve\\?signature=`));
  });

  it('writes the site, never the forged host, into the PDFs: a mail attachment and a download', async () => {
    const offer = (await server.outbox()).find((mail) => mail.kind === 'request.offer.visitor' && mail.files.length > 0)!;
    const attached = await (await server.call(new URL(offer.files[0]!.url, server.origin).pathname)).arrayBuffer();
    const downloaded = (await hostile('GET', `/api/v1/documents/offer.pdf?lang=nl&property=${saleId}`)).rawPayload;
    for (const pdf of [new Uint8Array(attached), new Uint8Array(downloaded)]) {
      const text = await pdfText(pdf);
      expect(text).toContain('www.agency.example');
      expect(text).not.toContain('evil');
    }
  });

  it('gives pictures and documents in the API answers at the configured address', async () => {
    const list = (await hostile('GET', '/api/v1/properties?pageSize=5&lang=nl')).body;
    const detail = (await hostile('GET', `/api/v1/properties/${saleId}`)).body;
    for (const body of [list, detail]) {
      expect(body).not.toContain('evil');
      expect(urlsIn(body).filter((url) => url.includes('/media/')).length).toBeGreaterThan(0);
      for (const url of urlsIn(body).filter((item) => item.includes('/media/'))) expect(url.startsWith(`${PUBLIC_URL}/media/`), url).toBe(true);
    }
  });
});

describe('without PUBLIC_URL (development)', () => {
  it('links to the address the server listens on, not to the Host a request names', async () => {
    const local = await startServer();
    try {
      // the settings' own address, taken when the server started listening
      expect(local.app.settings.publicUrl).toBe(local.origin);
      await local.app.inject({
        method: 'POST',
        url: '/api/v1/owner/password-reminder',
        headers: { ...HOSTILE, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: owner.email }),
      });
      const reminder = await awaitMail(local.outbox, (mail) => mail.kind === 'owner.password-reminder');
      expect(reminder.text).not.toContain('evil');
      expect(urlsIn(reminder.text).find((url) => url.includes('#token='))!.startsWith(`${local.origin}/`)).toBe(true);
    } finally {
      await local.close();
    }
  }, 120_000);
});
