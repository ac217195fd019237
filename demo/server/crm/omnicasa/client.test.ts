// The Omnicasa client on the wire: the URL and JSON each call sends, the envelopes it
// reads, paging, retries and timeouts, against a plain HTTP server that records what it
// gets and against the fake CRM; and credentials that never show.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../../fake-omnicasa/server.ts';
import { Secret } from '../secret.ts';
import { createOmnicasaClient, encodeParams, OmnicasaError, readAnswer } from './client.ts';

const PASSWORD = 'S3cret-pa55word!';
const CUSTOMER = 'immo-klant';
const noWait = async () => {};

/** A server that answers what the test queues and keeps every request's path and query. */
let raw: Server;
let rawUrl: string;
const requests: { path: string; json: Record<string, unknown>; userAgent: string | undefined }[] = [];
let answers: { status: number; body: string }[] = [];

beforeAll(async () => {
  raw = createServer((request, response) => {
    const url = new URL(request.url!, 'http://raw');
    requests.push({ path: url.pathname, json: JSON.parse(url.searchParams.get('json') ?? 'null'), userAgent: request.headers['user-agent'] });
    const next = answers.shift() ?? { status: 200, body: '{}' };
    response.writeHead(next.status, { 'Content-Type': 'application/json' });
    response.end(next.body);
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/1.12/OmnicasaService.svc/`;
});
afterAll(() => new Promise<void>((resolve) => raw.close(() => resolve())));
afterEach(() => {
  requests.length = 0;
  answers = [];
});

const client = (options: Parameters<typeof createOmnicasaClient>[1] = {}, officeId?: number) =>
  createOmnicasaClient({ url: rawUrl, customer: CUSTOMER, password: new Secret(PASSWORD), officeId }, { sleep: noWait, ...options });
const envelope = (endpoint: string, value: unknown) => JSON.stringify({ [`${endpoint}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value } });

describe('the request', () => {
  it('is GET <base><Endpoint>Json?json=<the parameters as JSON>, with the credentials and the defaults merged in', async () => {
    answers.push({ status: 200, body: envelope('GetProperty', { ID: 12 }) });
    await client({}, 7).call('GetProperty', { ID: 12 }, { language: 'fr' });
    expect(requests).toEqual([
      {
        path: '/1.12/OmnicasaService.svc/GetPropertyJson',
        json: { ID: 12, CustomerName: CUSTOMER, customerPassword: PASSWORD, LanguageId: 2, OfficeID: 7 },
        userAgent: 'agency-widgets-omnicasa',
      },
    ]);
  });

  it.each([
    ['a language the call names itself wins over the default', 'GetProperty', { ID: 1, LanguageId: 4 }, 'nl', { ID: 1, LanguageId: 4, OfficeID: 7 }],
    ['no language asked: none sent', 'GetProperty', { ID: 1 }, undefined, { ID: 1, OfficeID: 7 }],
    ['GetDeletedPropertyIDs takes neither LanguageId nor OfficeID', 'GetDeletedPropertyIDs', {}, 'en', {}],
    ['GetDeletedProjectIDs neither', 'GetDeletedProjectIDs', {}, 'en', {}],
    ['GetWebIDList takes the language, not the office', 'GetWebIDList', {}, 'de', { LanguageId: 4 }],
    ['GetAppointmentObject neither takes the office', 'GetAppointmentObject', { ObjectID: 5 }, 'fr', { ObjectID: 5, LanguageId: 2 }],
    ['ValidateCustomer takes only the credentials', 'ValidateCustomer', {}, 'nl', {}],
  ] as const)('%s', async (_name, endpoint, params, language, expected) => {
    answers.push({ status: 200, body: envelope(endpoint, []) });
    await client({}, 7).call(endpoint, params, { language });
    const { CustomerName, customerPassword, ...rest } = requests[0]!.json;
    expect([CustomerName, customerPassword]).toEqual([CUSTOMER, PASSWORD]);
    expect(rest).toEqual(expected);
  });

  it.each([
    ['a list of numbers is one comma-separated string', { IDs: [3, 4, 5] }, { IDs: '3,4,5' }],
    ['a list of texts too', { Zips: ['9000', '1050'] }, { Zips: '9000,1050' }],
    ['a time is Brussels wall-clock time to the second (summer: UTC+2)', { ChangeSince: new Date('2026-07-01T10:15:30Z') }, { ChangeSince: '2026-07-01 12:15:30' }],
    ['winter: UTC+1', { ChangeSince: new Date('2026-01-15T23:30:00Z') }, { ChangeSince: '2026-01-16 00:30:00' }],
    ['a nested object stays an object', { DemandRegion: { RegionType: 1, RegionData: 'x' } }, { DemandRegion: { RegionType: 1, RegionData: 'x' } }],
    ['undefined is left out, null and false are sent', { A: undefined, B: null, C: false }, { B: null, C: false }],
  ])('%s', (_name, params, expected) => {
    expect(encodeParams(params)).toEqual(expected);
  });
});

describe('the answer', () => {
  it.each([
    ['the Value of the envelope', '{"XJsonResult":{"Success":true,"Value":{"ID":1},"Message":""}}', { ID: 1 }],
    ['a bare array in the envelope', '{"XJsonResult":[1,2]}', [1, 2]],
    ['a bare array alone', '[3,4]', [3, 4]],
    ['an envelope without the wrapper', '{"Success":true,"Value":5}', 5],
    ['Value null', '{"XJsonResult":{"Success":true,"Value":null}}', null],
  ])('%s', (_name, body, expected) => {
    expect(readAnswer('X', body)).toEqual(expected);
  });

  it.each([
    ['not JSON', '<html>busy</html>', 'malformed', true],
    ['no Success or Value', '{}', 'malformed', true],
    ['Success false: the CRM says no', '{"XJsonResult":{"Code":600,"Message":"Error","Success":false,"Value":null}}', 'refused', false],
  ])('%s', (_name, body, kind, retryable) => {
    let error: unknown;
    try {
      readAnswer('X', body);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OmnicasaError);
    expect(error).toMatchObject({ kind, retryable, endpoint: 'X' });
  });
});

describe('paging, as ListResponseBuffer reads a list', () => {
  it('asks Limit1/Limit2 page after page until RowsCount rows are read', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ ID: index + 1 }));
    for (const [from, to] of [[0, 2], [2, 4], [4, 5]] as const) answers.push({ status: 200, body: envelope('GetPropertyList', { From: from + 1, To: to, RowsCount: 5, Items: rows.slice(from, to) }) });
    const list = await client().list('GetPropertyList', {}, { pageSize: 2 });
    expect(list).toEqual({ items: rows, total: 5 });
    expect(requests.map((request) => [request.json.Limit1, request.json.Limit2])).toEqual([[1, 2], [3, 4], [5, 6]]);
  });

  it('goes on from the rows it got when a page holds fewer than asked: none skipped', async () => {
    answers.push({ status: 200, body: envelope('GetPropertyList', { RowsCount: 3, Items: [{ ID: 1 }] }) });
    answers.push({ status: 200, body: envelope('GetPropertyList', { RowsCount: 3, Items: [{ ID: 2 }, { ID: 3 }] }) });
    const list = await client().list('GetPropertyList', {}, { pageSize: 50 });
    expect(list.items).toEqual([{ ID: 1 }, { ID: 2 }, { ID: 3 }]);
    expect(requests.map((request) => request.json.Limit1)).toEqual([1, 2]);
  });

  it.each([
    ['a page without Items and RowsCount', [{ Items: [] }]],
    ['RowsCount that changes between pages (the list moved while it was read)', [{ RowsCount: 3, Items: [{ ID: 1 }] }, { RowsCount: 2, Items: [{ ID: 2 }] }]],
    ['a list that ends before RowsCount', [{ RowsCount: 3, Items: [{ ID: 1 }] }, { RowsCount: 3, Items: [] }]],
  ])('fails on %s', async (_name, pages) => {
    for (const page of pages) answers.push({ status: 200, body: envelope('GetPropertyList', page) });
    await expect(client({ retries: 0 }).list('GetPropertyList', {}, { pageSize: 1 })).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('retries and timeouts, against the fake CRM', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFakeOmnicasa({ properties: 3, customer: CUSTOMER, password: PASSWORD });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());
  const fakeClient = (options: Parameters<typeof createOmnicasaClient>[1] = {}) =>
    createOmnicasaClient({ url: fake.url, customer: CUSTOMER, password: new Secret(PASSWORD) }, { sleep: noWait, ...options });

  it.each(['http-500', 'not-json', 'no-envelope'] as const)('a call that fails with %s is tried again and succeeds', async (kind) => {
    fake.fail(kind, { endpoint: 'ValidateCustomer', times: 2 });
    const api = fakeClient();
    expect(await api.call('ValidateCustomer')).toBe(true);
    expect(fake.calls('ValidateCustomer')).toBe(3);
    expect(api.attempts).toBe(3);
  });

  it('waits longer before each retry: the delays double, with jitter', async () => {
    fake.fail('http-500', { endpoint: 'ValidateCustomer', times: 3 });
    const delays: number[] = [];
    await fakeClient({ retryDelayMs: 400, sleep: async (ms) => void delays.push(ms) }).call('ValidateCustomer');
    expect(delays).toHaveLength(3);
    delays.forEach((delay, index) => {
      expect(delay).toBeGreaterThanOrEqual(200 * 2 ** index);
      expect(delay).toBeLessThanOrEqual(600 * 2 ** index);
    });
  });

  it('gives up after its retries, naming the endpoint and the reason', async () => {
    fake.fail('http-500', { endpoint: 'ValidateCustomer', times: 10 });
    await expect(fakeClient({ retries: 2 }).call('ValidateCustomer')).rejects.toThrow('ValidateCustomer: HTTP 500');
    expect(fake.calls('ValidateCustomer')).toBe(3);
  });

  it('does not try again what the CRM refused', async () => {
    fake.fail('refused', { endpoint: 'ValidateCustomer' });
    await expect(fakeClient().call('ValidateCustomer')).rejects.toMatchObject({ kind: 'refused', retryable: false });
    expect(fake.calls('ValidateCustomer')).toBe(1);
  });

  it('an answer that does not come in time is a timeout, and is tried again', async () => {
    fake.fail('hang', { endpoint: 'ValidateCustomer' });
    expect(await fakeClient({ timeoutMs: 300 }).call('ValidateCustomer')).toBe(true);
    expect(fake.calls('ValidateCustomer')).toBe(2);
  });

  it('a CRM that is down is a network failure, retried until it gives up', async () => {
    fake.down();
    const api = fakeClient({ retries: 2 });
    await expect(api.call('ValidateCustomer')).rejects.toMatchObject({ kind: 'network', retryable: true });
    expect(api.attempts).toBe(3);
    expect(fake.refused()).toBeGreaterThan(0);
  });
});

describe('credentials never show', () => {
  it('in the errors of any failure, their stack or their message', async () => {
    const errors: unknown[] = [];
    answers.push({ status: 200, body: JSON.stringify({ XJsonResult: { Success: false, Message: `Customer ${CUSTOMER} with password ${PASSWORD} is not valid`, Value: null } }) });
    answers.push({ status: 500, body: `<html>${PASSWORD}</html>` });
    answers.push({ status: 200, body: `not json ${PASSWORD}` });
    for (let i = 0; i < 3; i++) await client({ retries: 0 }).call('X').catch((error: unknown) => errors.push(error));
    const down = createOmnicasaClient({ url: 'http://127.0.0.1:9/1.12/OmnicasaService.svc/', customer: CUSTOMER, password: new Secret(PASSWORD) }, { retries: 0 });
    await down.call('X').catch((error: unknown) => errors.push(error));
    expect(errors).toHaveLength(4);
    for (const error of errors) {
      const shown = [String(error), (error as Error).stack, inspect(error, { depth: 5 }), JSON.stringify(error)].join('\n');
      expect(shown).not.toContain(PASSWORD);
      expect(shown).not.toContain(encodeURIComponent(PASSWORD));
      expect(shown).not.toContain(CUSTOMER);
    }
    expect(String(errors[0])).toContain('the CRM answered: Customer [redacted] with password [redacted] is not valid');
  });

  it('in the client or its settings, printed or serialized', () => {
    const settings = { url: rawUrl, customer: CUSTOMER, password: new Secret(PASSWORD) };
    const api = createOmnicasaClient(settings);
    for (const shown of [inspect(api, { depth: 5, showHidden: true }), JSON.stringify(api), inspect(settings, { depth: 5 }), JSON.stringify(settings), `${settings.password}`]) {
      expect(shown).not.toContain(PASSWORD);
    }
    expect(settings.password.reveal()).toBe(PASSWORD);
  });
});
