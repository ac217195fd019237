// The server side of the visitor forms beyond a plain lead: the newsletter's double
// opt-in and unsubscribing, testimonials waiting for the agency, the documents to
// download, send-to-friend's limits, and the retention purge.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf.ts';
import { type TestServer, startServer } from '../testing/server.ts';
import { purgeExpired } from './retention.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const linkIn = (text: string, pattern: RegExp) => text.match(pattern)?.[0];

describe('the newsletter', () => {
  it('uses an address only once it is confirmed, then unsubscribes it in one click', async () => {
    const email = `nieuwsbrief.${Date.now()}@example.be`;
    expect((await server.post('/api/v1/requests/newsletter?lang=nl', { email, language: 'fr', firstName: 'Lies' })).status).toBe(201);
    expect(server.count('newsletter_subscribers', `email = ? AND status = 'pending'`, email)).toBe(1);
    const confirmation = (await server.outbox()).find((mail) => mail.to === email)!;
    // the newsletter's language is the one chosen for it, not the page's
    expect(confirmation.language).toBe('fr');
    expect(confirmation.subject).toBe('Veuillez confirmer votre inscription à notre newsletter');
    const link = linkIn(confirmation.text, /https?:\/\/\S+\/fr\/newsletter\/\?confirm=\S+/)!;
    expect(link).toBeDefined();

    const token = new URL(link).searchParams.get('confirm');
    expect((await server.post('/api/v1/newsletter/confirm', { token: 'wrong' })).status).toBe(404);
    const confirmed = await server.post('/api/v1/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed', language: 'fr' });
    expect(server.count('newsletter_subscribers', `email = ? AND status = 'confirmed'`, email)).toBe(1);
    // a link works once
    expect((await server.post('/api/v1/newsletter/confirm', { token })).status).toBe(404);

    const welcome = (await server.outbox()).find((mail) => mail.to === email && mail.kind === 'newsletter.welcome')!;
    expect(welcome.subject).toBe('Bienvenue dans notre newsletter');
    expect(welcome.language).toBe('fr');
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = welcome.headers['List-Unsubscribe']!.slice(1, -1);
    expect(welcome.text).toContain('/fr/newsletter/desinscription/?token=');

    // a GET (a link scanner) changes nothing; the mail client's POST unsubscribes
    expect((await fetch(oneClick)).status).toBe(404);
    expect(server.count('newsletter_subscribers', 'email = ?', email)).toBe(1);
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(server.count('newsletter_subscribers', 'email = ?', email)).toBe(0);
    expect(server.count('requests', `kind = 'newsletter' AND email = ?`, email)).toBe(0);
    // twice is the same answer
    const token2 = new URL(oneClick).searchParams.get('token');
    expect((await server.post('/api/v1/unsubscribe', { token: token2 })).status).toBe(200);
    expect((await server.post('/api/v1/unsubscribe', { token: `${token2}x` })).status).toBe(404);
  });
});

describe('testimonials', () => {
  it('are published only once the agency approves them, the photo without its metadata', async () => {
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c84' } })
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('data', JSON.stringify({ name: 'Marc Dubois', aboutYou: 'Vendu à Namur', comment: 'Service impeccable.' }));
    form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'moi.jpg');
    const sent = await server.call('/api/v1/requests/testimonial?lang=fr', { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    expect(((await (await server.call('/api/v1/testimonials')).json()) as { items: unknown[] }).items).toEqual([]);

    const agencyMail = (await server.outbox()).find((mail) => mail.kind === 'request.testimonial.agency')!;
    const approve = linkIn(agencyMail.text, /https?:\/\/\S+\/testimonials\/[\w-]+\/approve\?signature=\S+/)!;
    const forged = approve.replace(/signature=.*/, 'signature=forged');
    expect((await fetch(forged, { method: 'POST' })).status).toBe(404);
    // opening the link shows a button and publishes nothing
    const page = await fetch(approve);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect(((await (await server.call('/api/v1/testimonials')).json()) as { items: unknown[] }).items).toEqual([]);

    expect((await fetch(approve, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(200);
    const { items } = (await (await server.call('/api/v1/testimonials')).json()) as { items: { name: string; image: string; comment: string }[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Marc Dubois', comment: 'Service impeccable.' });
    const image = Buffer.from(await (await fetch(items[0]!.image)).arrayBuffer());
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    expect(image.includes('SecretCam')).toBe(false);
  });

  it('refuses a file that is no image, whatever its name says, with 422 and the image message', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify({ name: 'X', comment: 'Y' }));
    form.set('image', new Blob([Buffer.from('%PDF-1.4 not an image')], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await server.call('/api/v1/requests/testimonial', { method: 'POST', body: form });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'validation', fields: { image: 'validation.imageType' } });
  });
});

describe('the forms to download', () => {
  it('are PDFs on the letterhead, in the language asked for, filled in with a property', async () => {
    const blank = await server.call('/api/v1/documents/power-of-attorney.pdf?lang=fr');
    expect(blank.status).toBe(200);
    expect(blank.headers.get('content-type')).toBe('application/pdf');
    const blankText = await pdfText(new Uint8Array(await blank.arrayBuffer()));
    expect(blankText).toContain('Immo Demo');
    expect(blankText).toContain('Procuration');

    const { items } = (await (await server.call('/api/v1/properties?goal=sale&pageSize=1')).json()) as { items: { ID: number }[] };
    const property = (await (await server.call(`/api/v1/properties/${items[0]!.ID}`)).json()) as { ID: number; Reference: string };
    const filled = await pdfText(new Uint8Array(await (await server.call(`/api/v1/documents/offer.pdf?lang=nl&property=${property.ID}`)).arrayBuffer()));
    expect(filled).toContain('Aankoopbod');
    expect(filled).toContain(property.Reference);
    expect(filled).toContain('10%');
  });

  it.each([
    ['/api/v1/documents/will.pdf', 404],
    ['/api/v1/documents/offer', 404],
    ['/api/v1/documents/offer.pdf?property=abc', 400],
    ['/api/v1/documents/offer.pdf?property=999999999', 404],
  ])('%s → %i', async (path, status) => {
    expect((await server.call(path)).status).toBe(status);
  });
});

describe('send to a friend', () => {
  it('keeps neither the friend nor a page outside the site; mails one friend a few times a day at most, answering alike', async () => {
    const friendEmail = `vriend.${Date.now()}@example.be`;
    const body = (n: number) => ({ firstName: 'An', lastName: 'Claes', email: `an${n}@example.be`, friendFirstName: 'Piet', friendEmail, pagePath: '/nl/te-koop/' });
    const { mailsPerRecipient } = server.app.settings;
    for (let n = 0; n <= mailsPerRecipient; n += 1) expect((await server.post('/api/v1/requests/friend', body(n))).status).toBe(201);
    expect((await server.outbox()).filter((item) => item.to === friendEmail)).toHaveLength(mailsPerRecipient);
    expect(server.count('requests', `kind = 'friend' AND data LIKE ?`, `%${friendEmail}%`)).toBe(0);
    const mail = (await server.outbox()).find((item) => item.to === friendEmail)!;
    expect(mail.text).toContain('/nl/te-koop/');
    const agency = (await server.outbox()).filter((item) => item.kind === 'request.friend.agency');
    expect(agency.some((item) => item.text.includes(friendEmail))).toBe(false);

    for (const pagePath of ['https://evil.example/', '//evil.example/x', '/nl/no-such-page/']) {
      const answer = await server.post('/api/v1/requests/friend', { ...body(7), friendEmail: 'other@example.be', pagePath });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual({ pagePath: 'validation.pageInvalid' });
    }
  });
});

describe('retention', () => {
  it('deletes leads past their months and unconfirmed sign-ups past 30 days', async () => {
    const db = server.app.db;
    db.prepare(`INSERT INTO requests (id, kind, email, language, data, created_at) VALUES ('old-1', 'contact', 'old@example.be', 'nl', '{}', '2020-01-01T00:00:00.000Z')`).run();
    db.prepare(`INSERT INTO requests (id, kind, email, language, data, created_at) VALUES ('new-1', 'contact', 'new@example.be', 'nl', '{}', ?)`).run(new Date().toISOString());
    db.prepare(`INSERT INTO newsletter_subscribers (email, language, status, confirm_hash, requested_at) VALUES ('late@example.be', 'nl', 'pending', 'h', '2020-01-01T00:00:00.000Z')`).run();
    await purgeExpired(server.app);
    expect(server.count('requests', `id = 'old-1'`)).toBe(0);
    expect(server.count('requests', `id = 'new-1'`)).toBe(1);
    expect(server.count('newsletter_subscribers', `email = 'late@example.be'`)).toBe(0);
  });
});
