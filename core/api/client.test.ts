// The client's behaviour with a stand-in fetch: retries (which calls, how often, with
// what delays), timeouts, schema checks and the mapping of failures to message ids.
import { describe, expect, it } from 'vitest';
import { retryDelays } from '../retry.ts';
import { createApiClient } from './client-all.ts';
import { createTransport, DEFAULT_RETRIES, MAX_RETRY_AFTER_S, toBody, url } from './client.ts';
import { ApiError } from './errors.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeFetch(answers: (Response | Error | 'hang')[]) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (answer instanceof Error) throw answer;
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const health = json({ status: 'ok' });

function client(answers: (Response | Error | 'hang')[], options: { random?: number; timeoutMs?: number } = {}) {
  const { fetch, calls } = fakeFetch(answers);
  const delays: number[] = [];
  const api = createApiClient({
    baseUrl: 'https://api.example.be/api/v1/',
    fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => options.random ?? 0.5,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { api, calls, delays };
}

describe('before a call fails', () => {
  it('waits for beforeError (the widgets load the error messages there), then rejects with the error', async () => {
    const { fetch } = fakeFetch([json({ error: 'slot_taken' }, 409)]);
    const events: string[] = [];
    let finish = () => {};
    const transport = createTransport({
      baseUrl: 'https://api.example.be/api/v1',
      fetch,
      beforeError: (error) => {
        events.push(`before ${error.messageId}`);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const failed = transport.post('/appointments', {}, undefined).catch((error: ApiError) => events.push(`rejected ${error.code}`));
    await expect.poll(() => events).toEqual(['before error.slotTaken']);
    finish();
    await failed;
    expect(events).toEqual(['before error.slotTaken', 'rejected slot_taken']);
  });

  it('rejects with the error when beforeError fails', async () => {
    const { fetch } = fakeFetch([json({ error: 'not_found' }, 404)]);
    const transport = createTransport({ baseUrl: 'https://api.example.be/api/v1', fetch, beforeError: () => Promise.reject(new Error('offline')) });
    await expect(transport.post('/x', {}, undefined)).rejects.toMatchObject({ code: 'not_found', messageId: 'error.notFound' });
  });
});

describe('retries', () => {
  it('retries a GET on network failures and 5xx, then answers', async () => {
    const { api, calls } = client([new TypeError('offline'), json({ error: 'unavailable' }, 503), health]);
    expect(await api.health()).toEqual({ status: 'ok' });
    expect(calls).toHaveLength(3);
  });

  it('backs off exponentially from 350 ms with equal jitter (half fixed, half random)', async () => {
    const low = client([new TypeError('offline')], { random: 0 });
    await low.api.health().catch(() => undefined);
    const high = client([new TypeError('offline')], { random: 0.999999 });
    await high.api.health().catch(() => undefined);
    const schedule = retryDelays(DEFAULT_RETRIES, 350);
    expect(low.delays).toEqual(schedule.map((ms) => ms / 2));
    high.delays.forEach((ms, index) => expect(ms).toBeCloseTo(schedule[index]!, 0));
    expect(low.calls).toHaveLength(DEFAULT_RETRIES + 1);
  });

  it.each([
    ['a 503 with Retry-After', json({ error: 'unavailable', retryAfter: 5 }, 503, { 'Retry-After': '5' }), 5_000],
    ['a request still in progress', json({ error: 'request_in_progress', retryAfter: 1 }, 409, { 'Retry-After': '1' }), 1_000],
    ['a Retry-After of an hour', json({ error: 'unavailable' }, 503, { 'Retry-After': '3600' }), MAX_RETRY_AFTER_S * 1000],
  ])('sends a form again after %s, not sooner, under the same key', async (_name, answer, wait) => {
    const created = json({ id: 'r1' }, 201);
    const { api, calls, delays } = client([answer, answer, created]);
    expect(await api.requests.send('contact', { email: 'a@example.be' } as never, { idempotencyKey: 'k-1' })).toEqual({ id: 'r1' });
    expect(delays).toEqual([wait, wait]);
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it(`gives up after ${DEFAULT_RETRIES} retries of a 503, with the form's own message`, async () => {
    const { api, calls } = client([json({ error: 'unavailable' }, 503, { 'Retry-After': '5' })]);
    await expect(api.requests.send('job', { email: 'a@example.be' } as never)).rejects.toMatchObject({ code: 'unavailable', messageId: 'error.mailFailed' });
    expect(calls).toHaveLength(DEFAULT_RETRIES + 1);
  });

  it('does not retry a POST without an Idempotency-Key', async () => {
    const { api, calls } = client([new TypeError('offline'), health]);
    await expect(api.owner.passwordReset({ token: 't', password: 'p', passwordConfirm: 'p' })).rejects.toMatchObject({ code: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('retries a POST that carries a key, with the same key every time', async () => {
    const { api, calls } = client([new TypeError('offline'), json({ error: 'request_in_progress' }, 409), json({ id: 'r1' }, 201)]);
    expect(await api.requests.send('newsletter', { email: 'a@b.be' })).toEqual({ id: 'r1' });
    expect(calls).toHaveLength(3);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses the key it is given', async () => {
    const { api, calls } = client([json({ id: 'r1' }, 201)]);
    await api.requests.send('newsletter', { email: 'a@b.be' }, { idempotencyKey: 'draft-42' });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('draft-42');
  });

  it.each([
    [400, 'bad_request'],
    [404, 'property_not_found'],
    [409, 'documents_already_requested'],
    [422, 'validation'],
    [429, 'too_many_attempts'],
    [502, 'mail_failed'],
  ])('does not retry %i %s: the same request would fail the same way', async (status, error) => {
    const { api, calls } = client([json({ error }, status), health]);
    await expect(api.properties.get(1)).rejects.toMatchObject({ code: error, status });
    expect(calls).toHaveLength(1);
  });
});

describe('timeouts and aborts', () => {
  it('gives up an attempt after timeoutMs: timeout, shown as the network message', async () => {
    const { api, calls } = client(['hang'], { timeoutMs: 5 });
    const error = (await api.health().catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('timeout');
    expect(error.messageId).toBe('error.network');
    expect(calls).toHaveLength(DEFAULT_RETRIES + 1);
  });

  it('stops, retries included, when the caller aborts', async () => {
    const controller = new AbortController();
    const { api, calls } = client(['hang']);
    const pending = api.health({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toHaveLength(1);
  });
});

describe('answers', () => {
  it('checks answers against the schemas: a wrong shape is invalid_response', async () => {
    const { api } = client([json({ items: [{ ID: 'one' }], total: 1, page: 1, pageSize: 12, pageCount: 1 })]);
    await expect(api.properties.list()).rejects.toMatchObject({ code: 'invalid_response', messageId: 'error.api' });
  });

  it('takes a non-JSON error page by its status', async () => {
    const { api } = client([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const error = (await api.health().catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('unavailable');
  });

  it('passes validation fields and Retry-After on', async () => {
    const { api } = client([json({ error: 'validation', fields: { email: 'validation.emailInvalid' } }, 422)]);
    const error = (await api.requests.send('newsletter', { email: 'x' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.fields).toEqual({ email: 'validation.emailInvalid' });
    const limited = client([json({ error: 'too_many_attempts', retryAfter: 120 }, 429, { 'Retry-After': '120' })]);
    const tooMany = (await limited.api.owner.login({ username: 'a', password: 'b' }).catch((caught: unknown) => caught)) as ApiError;
    expect(tooMany.retryAfter).toBe(120);
    expect(tooMany.messageId).toBe('error.tooManyAttempts');
  });

  it('treats 204 as no content', async () => {
    const { api } = client([new Response(null, { status: 204 })]);
    await expect(api.visits.record(5101)).resolves.toBeUndefined();
  });
});

describe('requests', () => {
  it('builds URLs: base without trailing slash, lists joined, empty values left out', () => {
    expect(url('https://x.be/api/v1', '/properties', { type: [1, 2], goal: 'sale', q: '', city: undefined, page: 2 })).toBe(
      'https://x.be/api/v1/properties?type=1%2C2&goal=sale&page=2',
    );
  });

  it('sends lang and filters on the query string', async () => {
    const { api, calls } = client([json({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 0 })]);
    await api.properties.list({ goal: 'rent', type: [1], lang: 'fr', sort: 'price' });
    expect(calls[0]!.url).toBe('https://api.example.be/api/v1/properties?goal=rent&type=1&lang=fr&sort=price');
  });

  it('sends JSON, or multipart with a data part when a file is in the form', () => {
    expect(toBody({ email: 'a@b.be' })).toEqual({ email: 'a@b.be' });
    const file = new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });
    const form = toBody({ firstName: 'An', adults: 2, cv: file }) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('data')))).toEqual({ firstName: 'An', adults: 2 });
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });

  it('sends owner calls with credentials, public ones without', async () => {
    const seen: RequestInit[] = [];
    const api = createApiClient({
      baseUrl: 'https://api.example.be/api/v1',
      fetch: (async (_input: unknown, init?: RequestInit) => {
        seen.push(init!);
        return json({ today: 0, week: 0, month: 0, total: 0, last30: [] });
      }) as typeof fetch,
    });
    await api.owner.statistics(1);
    expect(seen[0]!.credentials).toBe('include');
    await api.health().catch(() => undefined);
    expect(seen[1]!.credentials).toBe('same-origin');
  });
});
