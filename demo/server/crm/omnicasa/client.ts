/**
 * The client of Omnicasa's web API, on its wire format (the public PHP client
 * `fw4/omnicasa-api` shows it):
 *
 * - every call is `GET <base>/<Endpoint>Json?json=<the parameters as URL-encoded JSON>`;
 * - `CustomerName` and `customerPassword` go into every call, `LanguageId` (1 nl, 2 fr,
 *   3 en, 4 de) and `OfficeID` into every call whose endpoint takes them and that does not
 *   set them itself;
 * - a list parameter of plain values is sent as one comma-separated string, a time as
 *   `YYYY-MM-DD HH:mm:ss`;
 * - the answer is `{ "<Endpoint>JsonResult": { "Success": …, "Value": …, "Message": … } }`,
 *   or a bare array (with or without that wrapper);
 * - lists are read in pages: `Limit1` is the first row (1-based), `Limit2` the last, and
 *   each page's `Value` holds `Items` and `RowsCount` (as its ListResponseBuffer does).
 *
 * Calls that fail on the way (no connection, no answer in time, HTTP 5xx, a garbled
 * body) are tried again after a pause that doubles; an answer with `Success: false` is
 * the CRM's own no and is not.
 *
 * The credentials travel in the URL's query, so no URL is ever logged or put in an
 * error: errors name the endpoint and what went wrong, and any text that comes back from
 * the CRM is stripped of the credentials before it goes anywhere.
 */
import { retry } from '../../../../core/retry.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import type { ClientLimits } from '../connector.ts';
import { CrmError, type CrmErrorKind } from '../errors.ts';
import { redact, type Secret } from '../secret.ts';
import { omnicasaTime } from './dates.ts';

/** The production service (ApiService::OMNICASA of the PHP client). */
export const OMNICASA_URL = 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/';

/** Omnicasa's language ids (Models/Language.php). */
export const LANGUAGE_IDS: Readonly<Record<Language, number>> = { nl: 1, fr: 2, en: 3, de: 4 };

/** Endpoints that take fewer of the defaults than the rest (their request classes list no LanguageId or OfficeID). */
const NEITHER = { language: false, office: false };
const DEFAULTS_TAKEN: Readonly<Record<string, { language: boolean; office: boolean }>> = {
  GetDeletedPropertyIDs: NEITHER,
  GetDeletedProjectIDs: NEITHER,
  ValidateCustomer: NEITHER,
  GetOfficeList: NEITHER,
  GetDepartmentList: NEITHER,
  GetInternalAllLookupTables: NEITHER,
  GetWebIDList: { language: true, office: false },
  GetAppointmentObject: { language: true, office: false },
};

export type ParamValue = string | number | boolean | Date | null | undefined | readonly (string | number)[] | { readonly [key: string]: ParamValue };
export type Params = Readonly<Record<string, ParamValue>>;

/** A call that failed; its message names the endpoint and the reason, never a URL or a credential. */
export class OmnicasaError extends CrmError {
  constructor(endpoint: string, kind: CrmErrorKind, message: string, retryable: boolean) {
    super(endpoint, kind, message, retryable);
    this.name = 'OmnicasaError';
  }
}

export interface OmnicasaSettings {
  /** the service's base URL, ending in `/` (default OMNICASA_URL) */
  url: string;
  customer: string;
  password: Secret;
  officeId?: number | undefined;
}

export interface ClientOptions extends ClientLimits {
  /** told of every attempt (the sync counts them) */
  onAttempt?: (endpoint: string) => void;
}

export interface CallOptions {
  /** the language of the answer's texts: sent as LanguageId */
  language?: Language | undefined;
  signal?: AbortSignal | undefined;
}

export interface ListOptions extends CallOptions {
  /** rows per call (default 50, the PHP client's) */
  pageSize?: number;
  /** told after each page: rows read so far and the total */
  onPage?: (read: number, total: number) => void;
}

export interface ListAnswer<T> {
  items: T[];
  /** RowsCount: how many rows the CRM said the list holds */
  total: number;
}

export interface OmnicasaClient {
  /** One call; its Value (or the bare array). */
  call<T = unknown>(endpoint: string, params?: Params, options?: CallOptions): Promise<T>;
  /** A whole list, read page by page with Limit1/Limit2. */
  list<T = unknown>(endpoint: string, params?: Params, options?: ListOptions): Promise<ListAnswer<T>>;
  /** The same, one page at a time (`total`: the list's RowsCount), for a caller that works and pauses between pages. */
  pages<T = unknown>(endpoint: string, params?: Params, options?: ListOptions): AsyncGenerator<ListAnswer<T>>;
  /** Attempts made so far, retries included: what the CRM was asked. */
  readonly attempts: number;
}

export const DEFAULT_PAGE_SIZE = 50;

/** The parameters as Omnicasa's JSON carries them. */
export function encodeParams(params: Params): Record<string, unknown> {
  const encode = (value: ParamValue): unknown => {
    if (value instanceof Date) return omnicasaTime(value.getTime());
    if (Array.isArray(value)) return value.join(',');
    if (value && typeof value === 'object') return encodeParams(value as Params);
    return value;
  };
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, encode(value)]),
  );
}

const jitter = (ms: number) => Math.round(ms * (0.5 + Math.random()));

export function createOmnicasaClient(settings: OmnicasaSettings, options: ClientOptions = {}): OmnicasaClient {
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  // held here, not on the client object: nothing that prints the client prints them
  const customer = settings.customer;
  const password = settings.password;
  const officeId = settings.officeId;
  const clean = (text: string) => redact(text, [password.reveal(), customer]);
  let attempts = 0;

  function urlOf(endpoint: string, params: Params, language: Language | undefined): string {
    const taken = DEFAULTS_TAKEN[endpoint] ?? { language: true, office: true };
    const body: Record<string, unknown> = encodeParams(params);
    body.CustomerName = customer;
    body.customerPassword = password.reveal();
    if (taken.language && language && body.LanguageId === undefined) body.LanguageId = LANGUAGE_IDS[language];
    if (taken.office && officeId !== undefined && body.OfficeID === undefined) body.OfficeID = officeId;
    return `${base}${endpoint}Json?json=${encodeURIComponent(JSON.stringify(body))}`;
  }

  async function attempt(endpoint: string, url: string, signal: AbortSignal | undefined): Promise<unknown> {
    attempts++;
    options.onAttempt?.(endpoint);
    // a timer of our own, not AbortSignal.timeout: it keeps a process that waits for nothing else (npm run sync) alive until it fires
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, limit.signal]) : limit.signal;
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json', 'User-Agent': 'agency-widgets-omnicasa' }, signal: combined });
      status = response.status;
      text = await response.text();
    } catch {
      // the cause of a failed fetch may quote the URL, and with it the password: it stays here
      if (signal?.aborted) throw new OmnicasaError(endpoint, 'network', 'stopped', false);
      if (limit.signal.aborted) throw new OmnicasaError(endpoint, 'timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`, true);
      throw new OmnicasaError(endpoint, 'network', 'the service could not be reached', true);
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status >= 300) {
      const retryable = status >= 500 || status === 408 || status === 429;
      throw new OmnicasaError(endpoint, 'http', `HTTP ${status}`, retryable);
    }
    return readAnswer(endpoint, text, clean);
  }

  async function call<T>(endpoint: string, params: Params = {}, callOptions: CallOptions = {}): Promise<T> {
    const url = urlOf(endpoint, params, callOptions.language);
    return (await retry(() => attempt(endpoint, url, callOptions.signal), {
      retries: options.retries ?? 3,
      delay: options.retryDelayMs ?? 500,
      wait: jitter,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      shouldRetry: (error) => error instanceof OmnicasaError && error.retryable && !callOptions.signal?.aborted,
    })) as T;
  }

  async function* pages<T>(endpoint: string, params: Params = {}, listOptions: ListOptions = {}): AsyncGenerator<ListAnswer<T>> {
    const pageSize = listOptions.pageSize ?? DEFAULT_PAGE_SIZE;
    let total: number | undefined;
    let read = 0;
    while (total === undefined || read < total) {
      // the next page starts after the rows read, not after the rows asked for: a service that answers
      // fewer rows per call than asked skips none
      const value = await call<unknown>(endpoint, { ...params, Limit1: read + 1, Limit2: read + pageSize }, listOptions);
      const rows = value as { Items?: unknown; RowsCount?: unknown } | null;
      if (!rows || !Array.isArray(rows.Items) || typeof rows.RowsCount !== 'number') {
        throw new OmnicasaError(endpoint, 'malformed', 'a page of the list came without Items and RowsCount', true);
      }
      if (total !== undefined && rows.RowsCount !== total) {
        // rows added or removed while the pages were read: a page may have skipped one
        throw new OmnicasaError(endpoint, 'malformed', 'the list changed while it was read', true);
      }
      total = rows.RowsCount;
      read += rows.Items.length;
      listOptions.onPage?.(read, total);
      if (rows.Items.length === 0 && read < total) {
        throw new OmnicasaError(endpoint, 'malformed', `the list ended after ${read} of ${total} rows`, true);
      }
      yield { items: rows.Items as T[], total };
    }
  }

  async function list<T>(endpoint: string, params: Params = {}, listOptions: ListOptions = {}): Promise<ListAnswer<T>> {
    const items: T[] = [];
    let total = 0;
    for await (const page of pages<T>(endpoint, params, listOptions)) {
      items.push(...page.items);
      total = page.total;
    }
    return { items, total };
  }

  return {
    call,
    list,
    pages,
    get attempts() {
      return attempts;
    },
  };
}

/** The Value of an answer (ApiAdapter::request of the PHP client), or why there is none. */
export function readAnswer(endpoint: string, text: string, clean: (text: string) => string = (value) => value): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OmnicasaError(endpoint, 'malformed', 'the answer is not JSON', true);
  }
  const wrapped = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[`${endpoint}JsonResult`] : undefined;
  const result = wrapped ?? body;
  if (Array.isArray(result)) return result;
  if (!result || typeof result !== 'object' || !('Success' in result) || !('Value' in result)) {
    throw new OmnicasaError(endpoint, 'malformed', 'the answer has no Success and Value', true);
  }
  const { Success: success, Value: value, Message: message } = result as { Success: unknown; Value: unknown; Message?: unknown };
  if (success !== true) {
    const said = typeof message === 'string' && message.trim() ? clean(message.trim()).slice(0, 200) : 'no reason given';
    throw new OmnicasaError(endpoint, 'refused', `the CRM answered: ${said}`, false);
  }
  return value;
}
