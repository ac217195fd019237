// POST /requests/:kind end to end: every form kind is validated by core/forms, stored
// once, and mailed to the agency (and the visitor where a real site would).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import { validForms } from '../testing/fixtures.ts';
import { fingerprint } from './http/idempotency.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
let forms: ReturnType<typeof validForms>;
let ids: { sale: number; rent: number; sold: number; rented: number };

beforeAll(async () => {
  server = await startServer();
  const id = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} ORDER BY id LIMIT 1`).pluck().get() as number;
  ids = {
    sale: id(`goal = 0 AND status = 'available' AND web_id = 1`),
    // in Wallonia, where a rental application may carry a CV (core/forms/rental.ts)
    rent: id(`goal <> 0 AND status = 'available' AND country_id = 10 AND CAST(zip AS INTEGER) BETWEEN 4000 AND 7999`),
    sold: id(`status = 'sold'`),
    rented: id(`status = 'rented'`),
  };
  forms = validForms(ids);
});
afterAll(() => server.close());

describe('every form kind', () => {
  // a demand is stored once its address is confirmed: demands.test.ts
  it.each(REQUEST_KINDS.filter((kind) => kind !== 'demand').map((kind) => [kind]))('%s: 201 { id }, stored once, the agency notified', async (kind) => {
    const before = await server.outbox();
    const { id } = await server.client.requests.send(kind, forms[kind], { language: 'fr' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.count('requests', 'id = ? AND kind = ?', id, kind)).toBe(1);
    const mails = (await server.outbox()).slice(0, (await server.outbox()).length - before.length);
    const agency = mails.find((mail) => mail.kind === `request.${kind}.agency`);
    expect(agency?.to).toBe(server.app.settings.agencyEmail);
    expect(agency?.language).toBe('nl');
  });

  it('confirms to the visitor in the visitor language', async () => {
    await server.client.requests.send('visit', { ...forms.visit, email: 'marie@example.be', firstName: 'Marie' }, { language: 'fr' });
    const mail = (await server.outbox()).find((item) => item.kind === 'request.visit.visitor' && item.to === 'marie@example.be')!;
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('Marie');
    expect(mail.subject).not.toBe('');
  });

  it('names the application and its property in both subjects, and groups the phone number as core writes it', async () => {
    await server.client.requests.send('rental', { ...forms.rental, email: 'lea@example.be', phone: '0486552109' }, { language: 'fr' });
    const outbox = await server.outbox();
    const visitor = outbox.find((item) => item.kind === 'request.rental.visitor' && item.to === 'lea@example.be')!;
    const agency = outbox.find((item) => item.kind === 'request.rental.agency' && item.replyTo === 'lea@example.be')!;
    const property = (await (await server.call(`/api/v1/properties/${ids.rent}?lang=fr`)).json()) as { Title: Record<string, string>; Reference: string };
    expect(visitor.subject).toBe(`Votre candidature locative\u202f: ${property.Title.fr}`);
    expect(agency.subject).toContain(`Huurkandidatuur van`);
    expect(agency.subject).toContain(property.Reference);
    expect(agency.text).toContain('0486 55 21 09');
    expect(agency.text).not.toContain('0486552109');
  });

  it('sends the documents by mail, with links that load', async () => {
    const { id } = await server.client.requests.send('documents', { ...forms.documents, email: 'docs@example.be' }, { language: 'nl' });
    expect(id).toBeTruthy();
    const mail = (await server.outbox()).find((item) => item.kind === 'request.documents.visitor' && item.to === 'docs@example.be')!;
    const link = /https?:\/\/\S+\.pdf/.exec(mail.text)![0];
    expect((await fetch(link)).status).toBe(200);
  });

  it('mails the friend, not the sender', async () => {
    await server.client.requests.send('friend', { ...forms.friend, friendEmail: 'vriend@example.com' });
    const mail = (await server.outbox()).find((item) => item.kind === 'request.friend.friend')!;
    expect(mail.to).toBe('vriend@example.com');
    expect(mail.text).toContain('Is dit iets voor jullie?');
  });

  it.each(['login', 'password-reminder', 'password-reset', 'nothing'])('answers 404 not_found for kind %s', async (kind) => {
    const response = await server.post(`/api/v1/requests/${kind}`, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});

describe('validation', () => {
  it('answers 422 with a message id per field, and stores nothing', async () => {
    const before = server.count('requests');
    const response = await server.post('/api/v1/requests/visit', { propertyId: ids.sale, email: 'not-an-address' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe('validation');
    expect(body.fields).toMatchObject({
      email: 'validation.emailInvalid',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      phone: 'validation.phoneRequired',
    });
    expect(body.fields).not.toHaveProperty('title');
    expect(server.count('requests')).toBe(before);
  });

  it('reaches the client as an ApiError with the form message and the fields', async () => {
    const error = (await server.client.requests.send('newsletter', { email: '' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('validation');
    expect(error.messageId).toBe('validation.form');
    expect(error.fields).toEqual({ email: 'validation.emailRequired' });
  });

  it('answers 404 property_not_found for a property that is not online', async () => {
    const response = await server.post('/api/v1/requests/visit', { ...forms.visit, propertyId: 999_999 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'property_not_found' });
  });

  it('answers 409 property_sold / property_rented to a visit of what is gone', async () => {
    const sold = await server.post('/api/v1/requests/visit', { ...forms.visit, propertyId: ids.sold });
    expect([sold.status, (await sold.json()).error]).toEqual([409, 'property_sold']);
    const rented = await server.post('/api/v1/requests/visit', { ...forms.visit, propertyId: ids.rented });
    expect([rented.status, (await rented.json()).error]).toEqual([409, 'property_rented']);
  });
});

describe('documents', () => {
  it('asked twice for the same property and address: 409 documents_already_requested', async () => {
    const form = { ...forms.documents, email: 'twice@example.be' };
    expect((await server.post('/api/v1/requests/documents', form)).status).toBe(201);
    const again = await server.post('/api/v1/requests/documents', { ...form, email: 'TWICE@example.be' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'documents_already_requested' });
    expect(server.count('requests', `kind = 'documents' AND email = 'twice@example.be'`)).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('a retried request with the same key stores one record and answers the first answer', async () => {
    const key = 'retry-visit-0001';
    // an address of its own: the fixture's has had its few copies a day from the forms above
    const form = { ...forms.visit, email: 'retry@example.be' };
    const before = server.count('requests');
    const mailsBefore = (await server.outbox()).length;
    const first = await server.post('/api/v1/requests/visit', form, { 'Idempotency-Key': key });
    const second = await server.post('/api/v1/requests/visit', form, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(server.count('requests')).toBe(before + 1);
    // newest first
    const outbox = await server.outbox();
    const mails = outbox.slice(0, outbox.length - mailsBefore);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['request.visit.agency', 'request.visit.visitor']);
  });

  it('the same key with another body: 409 idempotency_key_reused', async () => {
    const key = 'retry-visit-0002';
    expect((await server.post('/api/v1/requests/visit', forms.visit, { 'Idempotency-Key': key })).status).toBe(201);
    const other = await server.post('/api/v1/requests/visit', { ...forms.visit, remark: 'changed' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: 'idempotency_key_reused' });
  });

  it('a failed attempt keeps nothing: the retry with the same key goes through', async () => {
    const key = 'retry-visit-0003';
    const bad = await server.post('/api/v1/requests/visit', { ...forms.visit, email: 'x' }, { 'Idempotency-Key': key });
    expect(bad.status).toBe(422);
    const retry = await server.post('/api/v1/requests/visit', { ...forms.visit, email: 'x' }, { 'Idempotency-Key': key });
    expect(retry.status).toBe(422);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  describe('a twin that finds its key still at work (another instance runs the first request)', () => {
    const scope = 'POST /api/v1/requests/visit';
    /** The key claimed as the first request claims it, and a way to know when the twin has looked and found it running. */
    async function heldKey(key: string, form: Record<string, unknown>) {
      const { idempotency } = server.app.stores;
      expect(await idempotency.claim(key, scope, fingerprint(scope, form, []), Date.now(), 0)).toBe(true);
      let running = 0;
      const find = idempotency.find.bind(idempotency);
      idempotency.find = async (...args) => {
        const record = await find(...args);
        if (args[0] === key && record && !record.done) running++;
        return record;
      };
      restore = () => (idempotency.find = find);
      return { running: () => running };
    }
    let restore = () => {};
    afterEach(() => restore());

    it('waits for it and answers its answer', async () => {
      const key = 'twin-0001';
      const form = { ...forms.visit, email: 'twin.1@example.be' };
      const held = await heldKey(key, form);
      const twin = server.post('/api/v1/requests/visit', form, { 'Idempotency-Key': key });
      await expect.poll(held.running).toBeGreaterThan(0);
      await server.app.stores.idempotency.complete(key, scope, 201, { id: 'stored-by-the-first' });
      const answer = await twin;
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      expect(await answer.json()).toEqual({ id: 'stored-by-the-first' });
      expect(server.count('requests', 'email = ?', form.email)).toBe(0);
    });

    it('runs itself when the first was refused and let its key go', async () => {
      const key = 'twin-0002';
      const form = { ...forms.visit, email: 'twin.2@example.be' };
      const held = await heldKey(key, form);
      const twin = server.post('/api/v1/requests/visit', form, { 'Idempotency-Key': key });
      await expect.poll(held.running).toBeGreaterThan(0);
      await server.app.stores.idempotency.release(key, scope);
      const answer = await twin;
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
      expect(server.count('requests', 'email = ?', form.email)).toBe(1);
    });

    it('is told to come back when the first is still running after the wait', async () => {
      const key = 'twin-0003';
      const form = { ...forms.visit, email: 'twin.3@example.be' };
      const held = await heldKey(key, form);
      const answer = await server.post('/api/v1/requests/visit', form, { 'Idempotency-Key': key });
      expect(held.running()).toBeGreaterThan(1);
      expect(answer.status).toBe(409);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toMatchObject({ error: 'request_in_progress' });
    }, 60_000);
  });

  it('rejects a malformed key', async () => {
    const response = await server.post('/api/v1/requests/visit', forms.visit, { 'Idempotency-Key': 'a b' });
    expect(response.status).toBe(400);
  });

  it('the client sends one key for all its retries', async () => {
    const keys: string[] = [];
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      calls++;
      const response = await fetch(input, init);
      // the first answer is lost on the way back, as on a dropped mobile connection
      if (calls === 1) throw new TypeError('network down');
      return response;
    };
    const { createApiClient } = await import('../../core/api/client-all.ts');
    const client = createApiClient({ baseUrl: server.api, fetch: flaky, sleep: async () => {} });
    const before = server.count('requests');
    await client.requests.send('newsletter', { email: 'once@example.be' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.count('requests')).toBe(before + 1);
  });
});

describe('uploads (multipart)', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

  const send = (file: Blob, name: string, form: Record<string, unknown> = forms.rental) => {
    const body = new FormData();
    body.set('data', JSON.stringify(form));
    body.set('cv', file, name);
    return server.call('/api/v1/requests/rental', { method: 'POST', body });
  };

  it('stores a PDF CV under a random name and lists it in the agency mail', async () => {
    const response = await send(new Blob([pdf], { type: 'application/pdf' }), 'cv-annelies.pdf');
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const upload = server.app.db.prepare('SELECT original_name, stored_name, mime FROM uploads WHERE request_id = ?').get(id) as Record<string, string>;
    expect(upload.original_name).toBe('cv-annelies.pdf');
    expect(upload.mime).toBe('application/pdf');
    expect(upload.stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const mail = (await server.outbox()).find((item) => item.kind === 'request.rental.agency')!;
    expect(mail.attachments).toContain('cv-annelies.pdf');
  });

  it('goes through the client as multipart when a File is in the data', async () => {
    const file = new File([pdf], 'cv.pdf', { type: 'application/pdf' });
    const { id } = await server.client.requests.send('rental', { ...forms.rental, cv: file });
    expect(server.count('uploads', 'request_id = ?', id)).toBe(1);
  });

  it('recognises the file by its bytes, not its name: a renamed image is refused', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const response = await send(new Blob([png], { type: 'application/pdf' }), 'cv.pdf');
    expect(response.status).toBe(422);
    // a CV's own message, which names the formats it may be in
    expect((await response.json()).fields).toEqual({ cv: 'validation.cvType' });
  });

  it('refuses a CV over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x20);
    pdf.copy(big);
    const response = await send(new Blob([big]), 'big.pdf');
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ cv: 'validation.fileTooLarge' });
  });

  it('refuses a file in a field the form has no file for', async () => {
    const body = new FormData();
    body.set('data', JSON.stringify(forms.visit));
    body.set('cv', new Blob([pdf]), 'cv.pdf');
    const response = await server.call('/api/v1/requests/visit', { method: 'POST', body });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toMatchObject({ cv: 'validation.unknownField' });
  });
});
