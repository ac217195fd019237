/**
 * The submission pipeline: what every route that stores what a visitor sends goes
 * through, declared on the route (`config: { submission: { … } }`) and run by hooks,
 * so no route writes the sequence by hand:
 *
 * 1. preValidation: the form is read (JSON or multipart, submissions/form.ts); a form
 *    with files waits for one of a few places (uploads.ts, uploadLimit), a short while
 *    in a bounded line; past either it is told to come back (503, Retry-After) before
 *    it claimed anything;
 * 2. preHandler: an Idempotency-Key is claimed, or its first answer replayed (a twin
 *    that finds the first still running waits for its answer, a few seconds at most;
 *    http/idempotency.ts says how); the form is validated with the core/forms schema
 *    the browser uses; the route's `check` refuses what must be refused (a sold
 *    property, a full slot, a limit) before the captcha is spent; the captcha is checked;
 *    only then are the files inspected (what they are, a photo re-encoded): the costly
 *    step, bounded, and never for a stranger who did no proof of work;
 * 3. the handler calls `commit`: its records, the jobs they cause (mails, CRM calls) and
 *    the idempotency key's answer are written in one transaction (delivery/unit-of-work.ts);
 * 4. onSend: a claim whose request failed is let go before the answer leaves, so the
 *    client may try again at once with the same key.
 *
 * A stored request is never taken back: its mails are delivered by the worker, retried
 * until they leave. The thank-you means the agency has it.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_TIMEOUT_MS } from '../../../core/api/client.ts';
import type { FormOptions } from '../../../core/forms/schema.ts';
import { type FormKind, validateForm } from '../../../core/forms/index.ts';
import { validationMessages } from '../../../core/messages.ts';
import type { Context } from '../context.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import { fail } from '../http/errors.ts';
import { fingerprint, IDEMPOTENCY_TTL_MS, idempotencyKey } from '../http/idempotency.ts';
import { uploadLimit } from '../uploads.ts';
import { type IncomingFile, inspectFiles, isRecord, readForm } from './form.ts';

/** A claim older than this was left by an instance that stopped before it committed: another request may take it over. */
const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * A retry that finds its key's first request still running waits for it this long, then
 * answers that request's answer (or runs itself when the first was refused): under the
 * widget's client's timeout per attempt, so the answer reaches it. Past it: 409
 * request_in_progress, and the client comes back.
 */
export const TWIN_WAIT_MS = DEFAULT_TIMEOUT_MS - 2_000;
/** how often a waiting retry looks at its key: the key may be held by another instance, so it is read, not awaited */
const TWIN_POLL_MS = 100;

export interface SubmissionConfig {
  /** the core/forms form the body is validated with (a function of the request where the URL names it); none: the handler reads its body */
  form?: FormKind | ((request: FastifyRequest) => FormKind);
  /** validation options that depend on data, such as the rental application's region */
  validation?: (submission: Submission) => Promise<Partial<FormOptions>>;
  /** refusals once the form is valid, before the captcha is spent: lookups, availability, limits */
  check?: (submission: Submission, request: FastifyRequest) => Promise<void>;
  /** whether the form carries the captcha (default: yes, whenever the server has one on) */
  captcha?: boolean;
}

export interface Submission {
  form: FormKind | undefined;
  /** the fields as sent */
  data: Record<string, unknown>;
  files: IncomingFile[];
  /** what was wrong with the files, by field: reported with the form's own errors */
  fileErrors: Record<string, string>;
  /** the validated form without the captcha's proof (empty without a form) */
  value: Record<string, unknown>;
  /** what the route's checks found, for its handler (the property asked about, …) */
  found: Record<string, unknown>;
  /** the request's Idempotency-Key; `completed` once its answer is kept, or the key let go */
  claim?: { key: string; scope: string; completed: boolean };
}

export interface Answer {
  status: number;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route stores what a visitor sends: read, checked and committed by the pipeline */
    submission?: SubmissionConfig;
  }
  interface FastifyRequest {
    submission: Submission;
  }
}

const configOf = (request: FastifyRequest): SubmissionConfig | undefined => request.routeOptions.config.submission;

/** The key's scope: the route and its parameters (`POST /requests/visit`). */
const scopeOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

export function installSubmissions(api: FastifyInstance, context: Context<'settings' | 'stores' | 'captcha'>): void {
  api.decorateRequest('submission', null as unknown as Submission);
  const uploads = uploadLimit(context.settings.uploadsAtOnce);

  api.addHook('preValidation', async (request, reply) => {
    const config = configOf(request);
    if (!config) return;
    // an upload holds up to 10 MB and a core while it is read and inspected: a few at a time
    if (request.isMultipart()) await uploads.enter(reply.raw);
    const form = typeof config.form === 'function' ? config.form(request) : config.form;
    const read = form ? await readForm(request, form) : { data: isRecord(request.body) ? { ...request.body } : {}, files: [], errors: {} };
    request.submission = { form, data: read.data, files: read.files, fileErrors: read.errors, value: {}, found: {} };
  });

  api.addHook('preHandler', async (request, reply) => {
    const config = configOf(request);
    if (!config) return;
    const submission = request.submission;
    const replayed = await claimKey(context, request, reply, submission);
    if (replayed) return replayed;
    if (!submission.form) return;
    const captchaOn = context.captcha.mode !== 'none' && config.captcha !== false;
    const options = { captcha: captchaOn, ...(await config.validation?.(submission)) };
    const result = validateForm(submission.form, submission.data, options);
    const errors = { ...(result.ok ? {} : result.errors), ...submission.fileErrors };
    if (!result.ok || Object.keys(errors).length > 0) fail('validation', { fields: errors });
    const { captcha, ...value } = result.value as Record<string, unknown>;
    submission.value = value;
    // the route's own refusals first: a refused form does not use up its captcha
    await config.check?.(submission, request);
    if (captchaOn && !(await context.captcha.verify(String(captcha ?? ''), request.ip))) {
      fail('validation', { fields: { captcha: validationMessages.captchaInvalid.id } });
    }
    await inspectFiles(submission.form, submission.files);
  });

  // a claim whose request failed is let go before its answer leaves: the client's retry, sent as
  // soon as it reads the refusal (a form to correct, a moment taken meanwhile), finds the key free
  const release = async (request: FastifyRequest) => {
    const claim = configOf(request) ? request.submission?.claim : undefined;
    if (!claim || claim.completed) return;
    claim.completed = true;
    await context.stores.idempotency.release(claim.key, claim.scope);
  };
  api.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  // and one whose answer never went out (the client left)
  api.addHook('onResponse', release);
}

/**
 * Claims the request's Idempotency-Key; answers the first request's answer when the key
 * was used with the same content (and refuses another content, or a key still at work).
 */
async function claimKey(context: Context<'stores'>, request: FastifyRequest, reply: FastifyReply, submission: Submission): Promise<FastifyReply | undefined> {
  const key = idempotencyKey(request);
  if (key === undefined) return undefined;
  const { idempotency } = context.stores;
  const scope = scopeOf(request);
  const print = fingerprint(
    scope,
    submission.data,
    submission.files.map((file) => createHash('sha256').update(file.bytes).digest('hex')),
  );
  const now = Date.now();
  await idempotency.forgetBefore(now - IDEMPOTENCY_TTL_MS);
  const waitUntil = now + TWIN_WAIT_MS;
  for (;;) {
    if (await idempotency.claim(key, scope, print, now, now - ABANDONED_CLAIM_MS)) {
      submission.claim = { key, scope, completed: false };
      return undefined;
    }
    const record = await idempotency.find(key, scope);
    // the holder let go between the claim and the look: try again
    if (!record) continue;
    if (!record.done) {
      // still running (here or in another instance): its answer is this one's, or its key is let go and this one runs
      if (Date.now() < waitUntil) {
        await sleep(TWIN_POLL_MS);
        continue;
      }
      // whether it will be stored is not known yet, so even another body waits
      fail('request_in_progress', { retryAfter: 1 });
    }
    if (record.fingerprint !== print) fail('idempotency_key_reused');
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(record.status ?? 200).send(record.body);
  }
}

/**
 * Stores what the handler stores, queues what it sends and keeps the answer for the
 * key's retries, all in one transaction; then answers.
 */
export async function commit(
  request: FastifyRequest,
  reply: FastifyReply,
  context: Context<'transaction'>,
  work: (unit: UnitOfWork) => Promise<Answer>,
): Promise<FastifyReply> {
  const claim = request.submission?.claim;
  const answer = await context.transaction(async (unit) => {
    const answer = await work(unit);
    if (claim) await unit.stores.idempotency.complete(claim.key, claim.scope, answer.status, answer.body);
    return answer;
  });
  if (claim) claim.completed = true;
  return reply.code(answer.status).send(answer.body);
}
