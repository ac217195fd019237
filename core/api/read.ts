/**
 * A read of the API, named by the request it makes: its key is the path and query under
 * the API's base, exactly as the transport asks them. The key is what the read's answer is
 * kept under where it is kept (a server's rendering, for the element that takes it over
 * without asking again; the page, for another element that asks the same), so it is made
 * from the same path and query as the call, never guessed from it.
 *
 * The resources (./resources/) offer their GETs as reads (`propertyReads.summary(12, 'fr')`)
 * beside the calls they make with them.
 */
import type { Struct } from 'superstruct';
import { type Transport, url } from './client.ts';
import type { ApiError } from './errors.ts';

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
