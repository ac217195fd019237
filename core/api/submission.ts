/**
 * One lead, sent once: the policy every form follows, on top of the transport's retries
 * (core/api/client.ts). A submission keeps the Idempotency-Key of the lead the visitor is
 * sending, so a retry, a second press or a press after a reload is recognised by the
 * server as the same request and stored once.
 *
 * After an attempt whose answer never came, the same content goes out again as the very
 * same body under the same key: the server answers with what it stored, or stores it now.
 * If the visitor changed something in between and the server holds the first version
 * (it answers 409 `idempotency_key_reused`), the change is a lead of its own under a new
 * key, and the outcome says that an earlier version had arrived: the agency gets the
 * edit, and the visitor is never thanked for a version the agency does not have.
 */
import { newKey } from './client.ts';
import type { Created } from './contract.ts';
import { ApiError, type ApiErrorCode } from './errors.ts';

/**
 * No answer, or an answer from something in front of the server (a gateway timing out):
 * the request may have been stored. The transport has already retried these.
 */
export const UNCERTAIN_CODES: ReadonlySet<ApiErrorCode> = new Set(['network', 'timeout', 'aborted', 'unavailable', 'request_in_progress']);

export type SubmitOutcome =
  /** stored; `earlierVersion`: a version the visitor sent before, whose answer was lost, had arrived too */
  | { status: 'stored'; id: string; earlierVersion: boolean }
  /** no answer came: it may be stored; sending the same content again is safe */
  | { status: 'uncertain'; error: ApiError }
  /** the server read the request and stored nothing: the visitor can correct and send again */
  | { status: 'refused'; error: ApiError };

export type Send<B> = (body: B, idempotencyKey: string) => Promise<Created>;

export interface Submission<B> {
  /** the key of the lead being sent (to keep with a draft), or undefined before the first attempt */
  readonly key: string | undefined;
  /**
   * Sends the lead whose content (the validated values, without one-time proofs) is
   * `content`; `body` makes the request when a new one is needed (a fresh captcha answer).
   */
  submit(content: string, body: () => Promise<B>): Promise<SubmitOutcome>;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError('network', { cause: error }));

/** A submission that sends through `send`, resuming under `key` when a draft kept one. */
export function createSubmission<B>(send: Send<B>, key?: string): Submission<B> {
  let current = key;
  /** the last body whose answer never came, and its content */
  let unanswered: { content: string; body: B } | undefined;
  /** the server said it holds an earlier version of this lead */
  let earlierVersion = false;

  async function attempt(content: string, body: B): Promise<SubmitOutcome> {
    current ??= newKey();
    try {
      const { id } = await send(body, current);
      const outcome = { status: 'stored', id, earlierVersion } as const;
      current = undefined;
      unanswered = undefined;
      earlierVersion = false;
      return outcome;
    } catch (caught) {
      const error = asApiError(caught);
      if (UNCERTAIN_CODES.has(error.code)) {
        unanswered = { content, body };
        return { status: 'uncertain', error };
      }
      unanswered = undefined;
      return { status: 'refused', error };
    }
  }

  return {
    get key() {
      return current;
    },
    async submit(content, body) {
      const payload = unanswered?.content === content ? unanswered.body : await body();
      const outcome = await attempt(content, payload);
      if (outcome.status !== 'refused' || outcome.error.code !== 'idempotency_key_reused') return outcome;
      // The server holds another version under this key (it refused before reading this
      // one, so its one-time proofs are unspent): this one goes out as a lead of its own.
      current = newKey();
      earlierVersion = true;
      return attempt(content, payload);
    },
  };
}
