/**
 * Proof of each decision: `POST {api}/consents`, fire and forget. The API client
 * retries with one Idempotency-Key, so a retry never files a decision twice;
 * keepalive lets the request finish when the visitor leaves right after choosing.
 * The client (with every response schema of the API) is loaded only once a decision
 * is possible, off the path of the banner's first render.
 */
import type { ConsentSubmission } from '../../core/api/contract.ts';

const keepalive: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

let client: Promise<[typeof import('../../core/api/client.ts'), typeof import('../../core/api/resources/consents.ts')]> | undefined;

/** Starts loading the API client; sending later then does not wait for it. */
export function prepareProof(): void {
  client ??= Promise.all([import('../../core/api/client.ts'), import('../../core/api/resources/consents.ts')]);
  client.catch(() => {
    client = undefined; // the next attempt loads it again
  });
}

export function sendConsentProof(api: string, proof: ConsentSubmission): void {
  prepareProof();
  client!
    .then(([{ createTransport }, { consents }]) => consents(createTransport({ baseUrl: api, fetch: keepalive })).record(proof))
    .catch((error: unknown) => console.warn('agency-widgets: the consent record could not be sent.', error));
}
