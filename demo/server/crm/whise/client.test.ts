// Whise's wire format against the fake: the integrator's token, then the agency's client
// token with it, both kept and renewed when a call answers 401; lists read page by page
// by Page.Limit and Page.Offset until totalCount; a refusal is the CRM's no and is not
// tried again, a CRM that is away is; and no token, password or username shows anywhere.
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID } from '../../../fake-whise/catalogue.ts';
import { type FakeWhise, startFakeWhise } from '../../../fake-whise/server.ts';
import { Secret } from '../secret.ts';
import { createWhiseClient, refusalOf, WhiseError } from './client.ts';

const PASSWORD = 'Market-Place-2026';
let fake: FakeWhise;
beforeAll(async () => {
  fake = await startFakeWhise({ properties: 12, password: PASSWORD });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const client = (options: Parameters<typeof createWhiseClient>[1] = {}, clientId = CLIENT_ID) =>
  createWhiseClient({ url: fake.url, username: 'immo-demo-integrator', password: new Secret(PASSWORD), clientId }, { sleep: async () => {}, ...options });
const estates = { Filter: { LanguageId: 'nl-BE' } };

describe('the tokens', () => {
  it('the marketplace token, then the client token with it, kept for every call after', async () => {
    const whise = client();
    await whise.request('v1/estates/list', { ...estates, Page: { Limit: 1, Offset: 0 } });
    await whise.request('v1/estates/list', { ...estates, Page: { Limit: 1, Offset: 1 } });
    expect(fake.log().map((call) => call.endpoint)).toEqual(['token', 'v1/admin/clients/token', 'v1/estates/list', 'v1/estates/list']);
    // the marketplace credentials are sent to `token` only, and never logged by the fake
    expect(fake.log()[1]!.params).toEqual({ ClientId: CLIENT_ID });
    expect(whise.attempts).toBe(4);
  });

  it('a token that expired: the call answers 401, the client token is asked again (and the marketplace one with it), the call made once more', async () => {
    const whise = client();
    await whise.request('v1/estates/list', estates);
    fake.resetCalls();
    fake.expireTokens();
    await whise.request('v1/estates/list', estates);
    expect(fake.log().map((call) => call.endpoint)).toEqual(['v1/estates/list', 'v1/admin/clients/token', 'token', 'v1/admin/clients/token', 'v1/estates/list']);
  });

  it.each<[string, { password?: string; clientId?: number }, string]>([
    ['a wrong marketplace password', { password: 'wrong' }, 'token: the credentials were refused (401)'],
    ['a client not connected to the account', { clientId: 999 }, 'v1/admin/clients/token: the CRM answered: The client is not connected to this marketplace account.'],
  ])('%s is refused, once, naming the step', async (_name, change, message) => {
    const whise = createWhiseClient({ url: fake.url, username: 'immo-demo-integrator', password: new Secret(change.password ?? PASSWORD), clientId: change.clientId ?? CLIENT_ID }, { sleep: async () => {} });
    const error = await whise.request('v1/estates/list', estates).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WhiseError);
    expect((error as WhiseError).message).toBe(message);
    expect((error as WhiseError).retryable).toBe(false);
  });
});

describe('lists', () => {
  it('reads Page.Limit at a time from Page.Offset until totalCount, the items under their key', async () => {
    const answer = await client().list<{ id: number }>('v1/estates/list', 'estates', estates, { pageSize: 5 });
    // twelve listings, two projects and their nine units
    expect(answer.total).toBe(23);
    expect(answer.items).toHaveLength(23);
    expect(new Set(answer.items.map((item) => item.id)).size).toBe(23);
    expect(fake.log().filter((call) => call.endpoint === 'v1/estates/list').map((call) => call.params.Page)).toEqual([0, 5, 10, 15, 20].map((Offset) => ({ Limit: 5, Offset })));
  });

  it('a list that holds nothing leaves its key out, and is an empty list', async () => {
    expect(await client().list('v1/estates/list', 'estates', { Filter: { LanguageId: 'nl-BE', EstateIds: [1] } })).toEqual({ items: [], total: 0 });
  });
});

describe('failures', () => {
  it.each([
    ['isValidRequest false', { isValidRequest: false, validationErrors: [{ code: 'X', message: 'LanguageId is required.' }, { message: 'Page is wrong.' }] }, 'LanguageId is required. Page is wrong.'],
    ['validation errors alone', { validationErrors: [{ message: 'No.' }] }, 'No.'],
    ['an answer', { estates: [], totalCount: 0 }, undefined],
    ['isValidRequest true', { isValidRequest: true }, undefined],
  ])('a refusal in the body: %s', (_name, body, expected) => {
    expect(refusalOf(body)).toBe(expected);
  });

  it('the CRM’s no is not tried again', async () => {
    fake.fail('refused', { endpoint: 'v1/estates/list', times: 3, message: 'Filter is not valid.' });
    const error = await client().request('v1/estates/list', estates).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('v1/estates/list: the CRM answered: Filter is not valid.');
    expect(fake.calls('v1/estates/list')).toBe(1);
  });

  it.each<[string, 'http-500' | 'not-json']>([
    ['a server error', 'http-500'],
    ['a body that is not JSON', 'not-json'],
  ])('%s is tried again, and succeeds when the CRM is back', async (_name, kind) => {
    fake.fail(kind, { endpoint: 'v1/estates/list', times: 2 });
    await client().request('v1/estates/list', estates);
    expect(fake.calls('v1/estates/list')).toBe(3);
  });

  it('a CRM that is away: tried again after pauses that double, then given up naming the path', async () => {
    const delays: number[] = [];
    fake.down();
    const error = await client({ sleep: async (ms) => void delays.push(ms), retries: 3, retryDelayMs: 100 })
      .request('v1/estates/list', estates)
      .catch((caught: unknown) => caught);
    fake.up();
    expect((error as Error).message).toBe('token: the service could not be reached');
    expect(delays).toHaveLength(3);
    for (const [index, delay] of delays.entries()) expect(delay).toBeGreaterThanOrEqual(50 * 2 ** index);
  });
});

describe('the credentials never show', () => {
  it('in errors, their text, or the client printed', async () => {
    fake.fail('refused', { endpoint: 'v1/estates/list', message: `user immo-demo-integrator with ${PASSWORD} may not` });
    const whise = client();
    const error = (await whise.request('v1/estates/list', estates).catch((caught: unknown) => caught)) as Error;
    const shown = [error.message, error.stack, JSON.stringify(error), inspect(whise, { depth: 5, showHidden: true })].join('\n');
    expect(shown).not.toContain(PASSWORD);
    expect(shown).not.toContain('immo-demo-integrator');
    expect(shown).not.toMatch(/[mc]t-\d+/);
  });
});
