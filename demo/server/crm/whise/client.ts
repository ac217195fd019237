/**
 * The client of Whise's REST API, on its wire format as its public clients show it
 * (fw4-bvba/whise-api, bib111/whise-api-client):
 *
 * - JSON bodies to `<base><path>` (`v1/estates/list`, …), `Authorization: Bearer <token>`;
 * - two tokens: the integrator's (POST `token` with its marketplace `Username` and
 *   `Password`), then the agency's client token with it (POST `v1/admin/clients/token`
 *   with `ClientId`, and `OfficeId` when set); both are kept, and renewed when a call
 *   answers 401, once per call;
 * - lists are read in pages: the body's `Page: { Limit, Offset }`, the answer's items
 *   under the list's key (`estates`, `calendars`, …; absent when there are none) and the
 *   list's length as `totalCount`;
 * - a request the API refuses answers `isValidRequest: false` with its `validationErrors`,
 *   or a 4xx status with `Message` or `ExceptionMessage`.
 *
 * Calls that fail on the way (no connection, no answer in time, HTTP 5xx, a garbled
 * body) are tried again after a pause that doubles; a refusal is the CRM's own no and is
 * not. No error, log or answer shows a token, a password or the marketplace username:
 * errors name the path and what went wrong, and any text from the CRM is stripped of them.
 */
import { retry } from '../../../../core/retry.ts';
import type { ClientLimits } from '../connector.ts';
import { CrmError, type CrmErrorKind } from '../errors.ts';
import { redact, type Secret } from '../secret.ts';

/** The production API (HttpApiAdapter::BASE_URI of the PHP client). */
export const WHISE_URL = 'https://api.whise.eu/';

export class WhiseError extends CrmError {
  constructor(endpoint: string, kind: CrmErrorKind, message: string, retryable: boolean) {
    super(endpoint, kind, message, retryable);
    this.name = 'WhiseError';
  }
}

export interface WhiseAccess {
  /** the API's base URL, ending in `/` (default WHISE_URL) */
  url: string;
  /** the integrator's marketplace account */
  username: string;
  password: Secret;
  /** the agency, as a client of the marketplace account */
  clientId: number;
  officeId?: number | undefined;
}

export interface WhiseClientOptions extends ClientLimits {
  /** told of every attempt (the sync counts them) */
  onAttempt?: (path: string) => void;
}

export interface RequestOptions {
  method?: 'POST' | 'PATCH' | 'DELETE';
  signal?: AbortSignal | undefined;
  /** with the marketplace token instead of the agency's (the administration calls) */
  marketplace?: boolean;
}

export interface Page<T> {
  items: T[];
  /** totalCount: how many items the list holds */
  total: number;
}

export interface WhiseClient {
  /** One call; its answer's body. */
  request<T = Record<string, unknown>>(path: string, body?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  /** A list, page after page (Page.Limit, Page.Offset), its items under `key`. */
  pages<T = unknown>(path: string, key: string, body?: Record<string, unknown>, options?: RequestOptions & { pageSize?: number }): AsyncGenerator<Page<T>>;
  list<T = unknown>(path: string, key: string, body?: Record<string, unknown>, options?: RequestOptions & { pageSize?: number }): Promise<Page<T>>;
  /** Attempts made so far, token requests and retries included: what the CRM was asked. */
  readonly attempts: number;
}

export const DEFAULT_PAGE_SIZE = 50;

const jitter = (ms: number) => Math.round(ms * (0.5 + Math.random()));

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** An answer the API refused (isValidRequest false, or a 4xx): its messages, else undefined. */
export function refusalOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (body.isValidRequest === false || (Array.isArray(body.validationErrors) && body.validationErrors.length > 0)) {
    const messages = (Array.isArray(body.validationErrors) ? body.validationErrors : [])
      .map((error) => (isRecord(error) && typeof error.message === 'string' ? error.message : ''))
      .filter(Boolean);
    return messages.join(' ') || 'invalid request';
  }
  return undefined;
}

export function createWhiseClient(access: WhiseAccess, options: WhiseClientOptions = {}): WhiseClient {
  const base = access.url.endsWith('/') ? access.url : `${access.url}/`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  // held here, not on the client object: nothing that prints the client prints them
  const { username, password, clientId, officeId } = access;
  const clean = (text: string) => redact(text, [password.reveal(), username]);
  let attempts = 0;
  let marketplaceToken: Promise<string> | undefined;
  let clientToken: Promise<string> | undefined;

  /** One HTTP exchange: its status and parsed body; a failure on the way is an error of the path. */
  async function exchange(path: string, method: string, body: unknown, token: string | undefined, signal: AbortSignal | undefined): Promise<{ status: number; body: unknown }> {
    attempts++;
    options.onAttempt?.(path);
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, limit.signal]) : limit.signal;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'agency-widgets-whise', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body ?? {}),
        signal: combined,
      });
      status = response.status;
      text = await response.text();
    } catch {
      if (signal?.aborted) throw new WhiseError(path, 'network', 'stopped', false);
      if (limit.signal.aborted) throw new WhiseError(path, 'timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`, true);
      throw new WhiseError(path, 'network', 'the service could not be reached', true);
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown;
    try {
      parsed = text.trim() ? JSON.parse(text) : {};
    } catch {
      if (status >= 500) throw new WhiseError(path, 'http', `HTTP ${status}`, true);
      if (status === 401) return { status, body: {} };
      throw new WhiseError(path, 'malformed', 'the answer is not JSON', true);
    }
    return { status, body: parsed };
  }

  /** A status and body that are not an answer to use: why, as an error (401 is the caller's to handle). */
  function failure(path: string, status: number, body: unknown): WhiseError | undefined {
    if (status >= 500 || status === 408 || status === 429) return new WhiseError(path, 'http', `HTTP ${status}`, true);
    const refused = refusalOf(body);
    if (status >= 400 || refused) {
      const said = refused ?? (isRecord(body) ? [body.ExceptionMessage, body.Message, body.MessageDetail].filter((part) => typeof part === 'string' && part.trim()).join(' ') : '');
      return new WhiseError(path, 'refused', `the CRM answered${status >= 400 ? ` ${status}` : ''}: ${said ? clean(String(said)).slice(0, 200) : 'no reason given'}`, false);
    }
    return undefined;
  }

  async function tokenOf(path: string, body: Record<string, unknown>, bearer: string | undefined, signal: AbortSignal | undefined): Promise<string> {
    const answer = await exchange(path, 'POST', body, bearer, signal);
    if (answer.status === 401) throw new WhiseError(path, 'refused', 'the credentials were refused (401)', false);
    const error = failure(path, answer.status, answer.body);
    if (error) throw error;
    const token = isRecord(answer.body) ? answer.body.token : undefined;
    if (typeof token !== 'string' || !token) throw new WhiseError(path, 'malformed', 'the answer holds no token', true);
    return token;
  }

  /** The kept token, or a new one (one request at a time); a failed request is not kept. */
  function marketplace(signal: AbortSignal | undefined): Promise<string> {
    marketplaceToken ??= tokenOf('token', { Username: username, Password: password.reveal() }, undefined, signal).catch((error: unknown) => {
      marketplaceToken = undefined;
      throw error;
    });
    return marketplaceToken;
  }

  function client(signal: AbortSignal | undefined): Promise<string> {
    clientToken ??= (async () => {
      const body = { ClientId: clientId, ...(officeId !== undefined ? { OfficeId: officeId } : {}) };
      try {
        return await tokenOf('v1/admin/clients/token', body, await marketplace(signal), signal);
      } catch (error) {
        // the marketplace token may be the one that expired: once more with a new one
        if (!(error instanceof WhiseError && error.kind === 'refused')) throw error;
        marketplaceToken = undefined;
        return tokenOf('v1/admin/clients/token', body, await marketplace(signal), signal);
      }
    })().catch((error: unknown) => {
      clientToken = undefined;
      throw error;
    });
    return clientToken;
  }

  /** One attempt of a call, its token renewed once if the API answers 401. */
  async function attempt(path: string, body: Record<string, unknown>, requestOptions: RequestOptions): Promise<unknown> {
    const method = requestOptions.method ?? 'POST';
    const tokenFor = () => (requestOptions.marketplace ? marketplace(requestOptions.signal) : client(requestOptions.signal));
    let answer = await exchange(path, method, body, await tokenFor(), requestOptions.signal);
    if (answer.status === 401) {
      if (requestOptions.marketplace) marketplaceToken = undefined;
      else clientToken = undefined;
      answer = await exchange(path, method, body, await tokenFor(), requestOptions.signal);
      if (answer.status === 401) throw new WhiseError(path, 'refused', 'access was refused (401)', false);
    }
    const error = failure(path, answer.status, answer.body);
    if (error) throw error;
    return answer.body;
  }

  async function request<T>(path: string, body: Record<string, unknown> = {}, requestOptions: RequestOptions = {}): Promise<T> {
    return (await retry(() => attempt(path, body, requestOptions), {
      retries: options.retries ?? 3,
      delay: options.retryDelayMs ?? 500,
      wait: jitter,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      shouldRetry: (error) => error instanceof WhiseError && error.retryable && !requestOptions.signal?.aborted,
    })) as T;
  }

  async function* pages<T>(path: string, key: string, body: Record<string, unknown> = {}, listOptions: RequestOptions & { pageSize?: number } = {}): AsyncGenerator<Page<T>> {
    const limit = listOptions.pageSize ?? DEFAULT_PAGE_SIZE;
    let total: number | undefined;
    let read = 0;
    while (total === undefined || read < total) {
      // the next page starts after the items read: an API that answers fewer than asked skips none
      const answer = await request<Record<string, unknown>>(path, { ...body, Page: { Limit: limit, Offset: read } }, listOptions);
      // the API leaves the list out when it holds nothing (ApiAdapter::request of the PHP client)
      const items = answer[key] ?? [];
      if (!Array.isArray(items) || typeof answer.totalCount !== 'number') throw new WhiseError(path, 'malformed', `a page of the list came without ${key} and totalCount`, true);
      if (total !== undefined && answer.totalCount !== total) throw new WhiseError(path, 'malformed', 'the list changed while it was read', true);
      total = answer.totalCount;
      read += items.length;
      if (items.length === 0 && read < total) throw new WhiseError(path, 'malformed', `the list ended after ${read} of ${total} items`, true);
      yield { items: items as T[], total };
    }
  }

  async function list<T>(path: string, key: string, body: Record<string, unknown> = {}, listOptions: RequestOptions & { pageSize?: number } = {}): Promise<Page<T>> {
    const items: T[] = [];
    let total = 0;
    for await (const page of pages<T>(path, key, body, listOptions)) {
      items.push(...page.items);
      total = page.total;
    }
    return { items, total };
  }

  return {
    request,
    pages,
    list,
    get attempts() {
      return attempts;
    },
  };
}
