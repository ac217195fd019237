/**
 * The transport every call of the API goes through. Each call has a timeout; GETs, and
 * POSTs that carry an Idempotency-Key (one is made for every POST unless given), are
 * retried on network failures and server hiccups with exponential backoff and jitter
 * (core/retry.ts), and not before the server's Retry-After when it gives one. Answers
 * are checked against the call's superstruct schema; every failure rejects with an
 * ApiError that names the message to show.
 *
 * The calls themselves live in core/api/resources/, one module per resource, so that a
 * page carries only the calls (and schemas) it uses: `properties(transport).list(…)`; their
 * GETs are also reads (Read, below: `propertyReads.list(…)`), which name their request.
 * createApiClient (client-all.ts) gathers them all for tests and integrators.
 */
import { array, type as objectType, validate, type Struct } from 'superstruct';
import { RETRY_FIRST_DELAY_MS, retry } from '../retry.ts';
import type { Language } from '../i18n/languages.ts';
import type { OwnerFormKind, RequestKind } from './contract.ts';
import { ApiError, type ApiErrorCode, codeOfStatus, isServerErrorCode } from './errors.ts';
import { errorBodySchema } from './schemas/common.ts';

export interface ApiClientOptions {
  /** the API base URL including `/api/v1` (AgencyConfig.api) */
  baseUrl: string;
  /** default: the global fetch */
  fetch?: typeof fetch;
  /** per attempt, in ms (default 10 000) */
  timeoutMs?: number;
  /** retries after the first attempt of a retryable call (default 3) */
  retries?: number;
  /** first backoff delay in ms, doubling each retry (default 350, the spec's schedule) */
  retryDelayMs?: number;
  /** tests pass a fake clock */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1; tests pass a fixed one (default Math.random) */
  random?: () => number;
  /**
   * Awaited before a call rejects with an ApiError (its failures ignored): the widgets load
   * the error messages there, which come in a file of their own, so whatever shows the
   * error finds its message.
   */
  beforeError?: (error: ApiError) => Promise<unknown>;
}

export interface CallOptions {
  /** cancels the call, retries included */
  signal?: AbortSignal;
}

export interface SendOptions extends CallOptions {
  /** the same key makes the server answer a repeated send with the first answer and store nothing twice */
  idempotencyKey?: string;
  /** the visitor's language: the confirmation mail is written in it */
  language?: Language;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 3;
/** The longest Retry-After a retry waits for, in seconds: a visitor is still looking at the form. */
export const MAX_RETRY_AFTER_S = 30;

/** Codes worth another attempt: the server or the network had a hiccup, not the request. */
const transient: ReadonlySet<ApiErrorCode> = new Set(['network', 'timeout', 'internal', 'unavailable', 'request_in_progress']);

export interface Call<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  schema?: Struct<T, unknown>;
  idempotencyKey?: string;
  /** owner endpoints: send and accept the session cookie across origins */
  credentials?: boolean;
  /** the form sent, when its messages differ (a failed login is not a failed mail) */
  kind?: RequestKind | OwnerFormKind;
  signal?: AbortSignal | undefined;
}

/** A `{ items: [...] }` answer. */
export const listOf = <T>(item: Struct<T>) => objectType({ items: array(item) });

/** How resources (core/api/resources/) talk to the API: one per API URL. */
export type Transport = ReturnType<typeof createTransport>;

export function createTransport(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const random = options.random ?? Math.random;

  async function attempt<T>(call: Call<T>): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: FormData | string | undefined;
      if (call.body instanceof FormData) body = call.body;
      else if (call.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(call.body);
      }
      if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
      let response: Response;
      try {
        response = await fetchImpl(url(baseUrl, call.path, call.query), {
          method: call.method,
          headers,
          body,
          signal: controller.signal,
          credentials: call.credentials ? 'include' : 'same-origin',
        });
      } catch (error) {
        if (call.signal?.aborted) throw new ApiError('aborted', { cause: error, kind: call.kind });
        throw new ApiError(timedOut ? 'timeout' : 'network', { cause: error, kind: call.kind });
      }
      return await read(response, call);
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }
  }

  function request<T>(call: Call<T>): Promise<T> {
    const retryable = call.method === 'GET' || call.idempotencyKey !== undefined;
    const answer = retry(() => attempt(call), {
      retries: retryable ? (options.retries ?? DEFAULT_RETRIES) : 0,
      delay: options.retryDelayMs ?? RETRY_FIRST_DELAY_MS,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      // "equal jitter": keeps the exponential growth, spreads clients that failed together; and a
      // server that says when to come back (503 with Retry-After, a request still in progress) is asked then, not sooner
      wait: (ms, error) => Math.max(ms / 2 + (random() * ms) / 2, Math.min((error as ApiError).retryAfter ?? 0, MAX_RETRY_AFTER_S) * 1000),
      shouldRetry: (error) => error instanceof ApiError && transient.has(error.code) && !call.signal?.aborted,
    });
    const { beforeError } = options;
    if (!beforeError) return answer;
    return answer.catch(async (error: unknown) => {
      if (error instanceof ApiError) await beforeError(error).catch(() => undefined);
      throw error;
    });
  }

  /**
   * A send: the visitor's `language` goes as `?lang=` (the mail it causes is written in it),
   * and a send without a key of its own still gets one, so its retries are harmless.
   */
  const post = <T>(path: string, body: unknown, schema: Struct<T, unknown> | undefined, { language, ...extra }: Partial<Call<T>> & SendOptions = {}) =>
    request<T>({ method: 'POST', path, body, schema, query: { lang: language }, ...extra, idempotencyKey: extra.idempotencyKey ?? newKey() });

  const get = <T>(path: string, schema: Struct<T, unknown>, query?: Record<string, unknown>, extra: Partial<Call<T>> = {}) =>
    request<T>({ method: 'GET', path, query, schema, ...extra });

  return { baseUrl, request, get, post };
}

/** A fresh Idempotency-Key: one per logical send, reused by its retries. */
export function newKey(): string {
  // randomUUID exists only in secure contexts; many agency sites still serve plain-HTTP pages
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `base + path ? query`, leaving out empty values and joining lists with commas. */
export function url(base: string, path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else params.set(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function isBinary(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * JSON, or multipart when a file is in the form: the fields as JSON in the `data`
 * part (so lists and numbers keep their types) and each file as its own part.
 */
export function toBody(data: object): object | FormData {
  const files = Object.entries(data).filter(([, value]) => isBinary(value));
  if (files.length === 0) return data;
  const form = new FormData();
  form.set('data', JSON.stringify(Object.fromEntries(Object.entries(data).filter(([, value]) => !isBinary(value)))));
  for (const [name, file] of files) {
    const blob = file as Blob;
    form.set(name, blob, 'name' in blob && typeof blob.name === 'string' ? blob.name : name);
  }
  return form;
}

async function read<T>(response: Response, call: Call<T>): Promise<T> {
  const retryAfterHeader = Number(response.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined;
  if (response.status === 204) return undefined as T;
  let json: unknown;
  let parsed = true;
  try {
    const text = await response.text();
    json = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    if (response.ok) throw new ApiError('invalid_response', { status: response.status, cause: error, kind: call.kind });
    parsed = false;
  }
  if (!response.ok) {
    const [, body] = validate(json, errorBodySchema);
    const code = parsed && body && isServerErrorCode(body.error) ? body.error : codeOfStatus(response.status);
    throw new ApiError(code, { status: response.status, fields: body?.fields, retryAfter: retryAfter ?? body?.retryAfter, kind: call.kind });
  }
  if (!call.schema) return undefined as T;
  const [failure, value] = validate(json, call.schema);
  if (failure) throw new ApiError('invalid_response', { status: response.status, cause: failure, kind: call.kind });
  return value as T;
}

/**
 * A read of the API, named by the request it makes: its key is the path and query under
 * the API's base, exactly as url() writes them. The key is what the read's answer is
 * kept under where it is kept (a server's rendering, for the element that takes it over
 * without asking again; the page, for another element that asks the same), so it is made
 * from the same path and query as the call, never guessed from it.
 */
export interface Read<T> {
  /** the request (`/properties/12?lang=fr`); undefined for a read that asks the API nothing */
  readonly key: string | undefined;
  /** the answer of a read that asks the API nothing: the same wherever it renders, at once */
  readonly known?: { data: T } | { error: ApiError };
  load(api: Transport, signal?: AbortSignal): Promise<T>;
}

/** `GET path?query`, checked against `schema`; `pick` takes what the caller wants of the answer. */
export function apiRead<A, T = A>(
  path: string,
  schema: Struct<A, unknown>,
  query?: Record<string, unknown>,
  options: { pick?: (answer: A) => T; credentials?: boolean } = {},
): Read<T> {
  const { pick, credentials } = options;
  return {
    key: url('', path, query),
    async load(api, signal) {
      const answer = await api.get(path, schema, query, { signal, ...(credentials ? { credentials } : {}) });
      return pick ? pick(answer) : (answer as unknown as T);
    },
  };
}

/** A read whose answer is known without the API (a list without filters needs no trees). */
export function knownRead<T>(data: T): Read<T> {
  return { key: undefined, known: { data }, load: async () => data };
}

/** A read refused without asking the API (a detail without an id is not found). */
export function refusedRead<T = never>(error: ApiError): Read<T> {
  return { key: undefined, known: { error }, load: () => Promise.reject(error) };
}
