/**
 * A form of core/forms, alive, without a screen: its values (restored from the draft),
 * its errors, its captcha, and the submission that never loses or doubles a request.
 * Screens bind to it (widgets/form/use-form.ts); it knows no framework and no DOM, so
 * its rules are tested as they are (controller.test.ts).
 *
 * Validation follows "reward early, punish late": a field is checked when the visitor
 * leaves it after changing it (`leave`), an error disappears as soon as the field is
 * fixed, and the whole form is checked once on submit; `corrections` then counts up, for
 * the screen to move the focus to `firstError()`.
 *
 * Sending follows core/api/submission.ts: one lead under one idempotency key (kept in the
 * draft until the server confirmed), the same body again after a lost answer, and an
 * edit made after a lost answer as a lead of its own, never a silent thank-you. What went
 * wrong comes back with the API's error code, for screens that act on it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Transport } from '../api/client.ts';
import type { RequestBody } from '../api/bodies.ts';
import { CAPTCHA_FIELD, isRequestKind } from '../api/contract.ts';
import type { ApiErrorCode } from '../api/errors.ts';
import { requests } from '../api/resources/requests.ts';
import { createSubmission, type Submission, type SubmitOutcome } from '../api/submission.ts';
import type { Language } from '../i18n/languages.ts';
import * as validationMessages from '../messages/validation.ts';
import type { SafeStorage } from '../storage.ts';
import { type Captcha, type CaptchaStatus, noCaptcha } from './captcha.ts';
import { readDraft, writeDraft } from './draft.ts';
import type { FieldSpec } from './fields.ts';
import { emptyValues, type FieldValue, type FormValues, hasCaptchaField, sameValue, type ShownField, toData, visibleFields, withFiles } from './filling.ts';
import type { FormBody, FormKind, FormSpec } from './forms.ts';
import type { RentalRegion } from './rental-law.ts';
import { formFields } from './schema.ts';
import { invalidFormMessage } from '../api/invalid-form.ts';
import { type SendFailure, sendFailure } from './send-failure.ts';
import { validateWith } from './validate.ts';
import { readField } from './values.ts';

export type FormStatus = 'editing' | 'sending' | 'sent';

/** What went wrong, above the form (the fields to correct) or by its send button (the send failed). */
export interface FormAlert {
  /** message id */
  message: string;
  /** messages that belong to no shown field */
  others: string[];
  /** the send failed, not the visitor's input */
  failure: boolean;
  /** the API's error code, when the server or the network said no */
  code?: ApiErrorCode;
  /** epoch ms: when the server takes another attempt (after too_many_attempts) */
  retryAt?: number;
}

export interface FormState {
  values: FormValues;
  /** field name → message id */
  errors: Readonly<Record<string, string>>;
  alert: FormAlert | undefined;
  /** changes with every alert, so it is announced again even when its text is the same */
  alertCount: number;
  status: FormStatus;
  /** once sent: a version the visitor sent before, whose answer was lost, had arrived too */
  earlierVersion: boolean;
  captchaStatus: CaptchaStatus;
  /** counts the checks that found fields to correct: the screen then focuses `firstError()` */
  corrections: number;
}

export type FormOutcome =
  /** the server has it; `answer` is what the server answered */
  | { status: 'stored'; id: string; earlierVersion: boolean; answer: unknown }
  /** fields to correct: the visitor's input, or what the server refused of it (`code` 'validation') */
  | { status: 'invalid'; errors: Readonly<Record<string, string>>; code?: ApiErrorCode }
  /** the send failed: the catalogue's message for `code`; the input is kept */
  | { status: 'failed'; code: ApiErrorCode; message: string; retryAt?: number }
  /** a submit while one is under way, or after the thank-you */
  | { status: 'ignored' };

export type StoredOutcome = Extract<FormOutcome, { status: 'stored' }>;

/** What the page gives the form rather than the visitor; it may change while the form lives. */
export interface FormPage {
  /** values sent, not shown (the property asked about) */
  fixed?: Readonly<Record<string, unknown>>;
  /** a rental application's region: it decides which fields the form asks (core/forms/rental.ts) */
  region?: RentalRegion | null;
  /** the API a request kind is sent to (`POST /requests/:kind`), when the form has no `send` of its own */
  transport?: Transport;
  /** the visitor's language, sent along with a request */
  language?: Language;
}

export interface FormControllerOptions<K extends FormKind> extends FormPage {
  /** the form, as core/forms/forms.ts defines it */
  form: FormSpec<K>;
  /** what fields start with before the visitor types (the language of a mail: the page's); a draft wins */
  initial?: FormValues;
  /** where the draft lives (the tab's session storage) and its key (core/forms/draft.ts); without it, no draft */
  draft?: { storage: SafeStorage; key: string };
  captcha?: Captcha;
  /**
   * Where a form that is not one of `POST /requests/:kind` goes (a booked viewing, a
   * login): the checked body and the submission's Idempotency-Key; rejects with an
   * ApiError as the client does. Its answer comes back in the stored outcome.
   */
  send?: (body: FormBody<K>, idempotencyKey: string) => Promise<unknown>;
  /** once the server has it, before the form says so: true when the page is leaving (the values then stay) */
  onStored?: (stored: StoredOutcome) => boolean | void;
}

export interface FormController<K extends FormKind = FormKind> {
  readonly kind: K;
  /** the state, as a zustand store (`getState`, `subscribe`) */
  readonly store: StoreApi<FormState>;
  /** the fields the visitor fills in, in order, a group's one by one (the captcha is shown apart) */
  readonly fields: readonly ShownField[];
  /** whether the form has a captcha to show */
  readonly hasCaptcha: boolean;
  readonly captcha: Captcha;
  /** what the page gives changed (the property's region came in): the fields follow, the values stay */
  configure(page: FormPage): void;
  /** the page's captcha changed (its provider was configured) */
  setCaptcha(captcha: Captcha): void;
  setValue(name: string, value: FieldValue): void;
  /** the visitor left a field: checked if they changed it */
  leave(name: string): void;
  /** the visitor began to fill in the form: the captcha starts its work */
  begin(): void;
  submit(): Promise<FormOutcome>;
  /** after a thank-you in place: an empty form for the next request */
  restart(): void;
  /** the first field with an error, in the form's order (the captcha last) */
  firstError(): string | undefined;
  /** the form is gone: it stops listening to its captcha */
  dispose(): void;
}

type Errors = Readonly<Record<string, string>>;

/** The captcha answer is not a valid value of the field (the server's rules on it). */
class InvalidAnswer extends Error {
  constructor(readonly errors: Errors) {
    super('invalid captcha answer');
  }
}

function withError(errors: Errors, name: string, error: string | undefined): Errors {
  if (errors[name] === error) return errors;
  const next = { ...errors };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

const onlyCaptcha = (fields: Errors) => Object.keys(fields).length === 1 && CAPTCHA_FIELD in fields;

/** The id of the server's answer, when it has one (`Created`, a booking); a login's answer has none. */
function idOf(answer: unknown): string {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

export function createFormController<K extends FormKind>(options: FormControllerOptions<K>): FormController<K> {
  const { form, draft, initial = {} } = options;
  const { kind } = form;
  let page = { fixed: options.fixed ?? {}, region: options.region ?? null };
  let { transport, language } = options;
  let specs: readonly FieldSpec[] = formFields(form, page);
  let fields = visibleFields(specs, page.fixed);
  let captcha = options.captcha ?? noCaptcha;
  const restored = draft ? readDraft(draft.storage, fields, draft.key) : undefined;
  /** the key a draft kept from an attempt before a reload, until that lead is stored */
  let resumeKey = restored?.key;
  const startValues = (): FormValues => ({ ...emptyValues(fields), ...initial });

  const store = createStore<FormState>()(() => ({
    values: { ...startValues(), ...restored?.values },
    errors: {},
    alert: undefined,
    alertCount: 0,
    status: 'editing',
    earlierVersion: false,
    captchaStatus: captcha.status(),
    corrections: 0,
  }));
  const state = store.getState;
  const set = (patch: Partial<FormState>) => store.setState(patch);

  /** the lead being sent: its key survives in the draft */
  let submission: Submission<FormBody<K>> | undefined;
  /** the fields the visitor changed: only those are checked when left */
  const changed = new Set<string>();
  /** what the server answered the last send */
  let answer: unknown;

  const hasCaptcha = () => hasCaptchaField(specs);
  const data = (values: FormValues) => toData(specs, { ...values, ...page.fixed });
  const checked = (values: FormValues) => validateWith(form, data(values), { captcha: false, region: page.region });

  function fieldError(name: string, values: FormValues): string | undefined {
    const result = checked(values);
    return result.ok ? undefined : result.errors[name];
  }

  function saveDraft(values: FormValues, key = submission?.key ?? resumeKey) {
    if (draft) writeDraft(draft.storage, fields, draft.key, { values, ...(key ? { key } : {}) });
  }

  // the captcha's status, mirrored; a fresh answer replaces the one that was missing or refused
  function listen(to: Captcha): () => void {
    const update = () => {
      const status = to.status();
      const errors = status === 'ready' ? withError(state().errors, CAPTCHA_FIELD, undefined) : state().errors;
      if (status !== state().captchaStatus || errors !== state().errors) set({ captchaStatus: status, errors });
    };
    update();
    // a restored draft means the visitor is back to send it: have the captcha ready
    if (restored && Object.keys(restored.values).length > 0) to.prepare();
    return to.subscribe(update);
  }
  let unlisten = listen(captcha);

  function showErrors(found: Errors, code?: ApiErrorCode): FormOutcome {
    const shown = new Set([...fields.map((spec) => spec.name), ...(hasCaptcha() ? [CAPTCHA_FIELD] : [])]);
    const own: Record<string, string> = {};
    const others: string[] = [];
    for (const [name, message] of Object.entries(found)) {
      if (shown.has(name)) own[name] = message;
      else if (!others.includes(message)) others.push(message);
    }
    const { alertCount, corrections } = state();
    set({
      errors: own,
      alert: { message: invalidFormMessage(kind), others, failure: false, ...(code ? { code } : {}) },
      alertCount: alertCount + 1,
      status: 'editing',
      corrections: corrections + 1,
    });
    return { status: 'invalid', errors: found, ...(code ? { code } : {}) };
  }

  function showFailure(failure: SendFailure): FormOutcome {
    const retry = failure.retryAt ? { retryAt: failure.retryAt } : {};
    set({ alert: { message: failure.message, others: [], failure: true, code: failure.code, ...retry }, alertCount: state().alertCount + 1, status: 'editing' });
    return { status: 'failed', code: failure.code, message: failure.message, ...retry };
  }

  function succeed(id: string, earlierVersion: boolean): FormOutcome {
    draft?.storage.remove(draft.key);
    submission = undefined;
    resumeKey = undefined;
    changed.clear();
    captcha.discard();
    set({ errors: {}, alert: undefined, status: 'sent', earlierVersion });
    const stored: StoredOutcome = { status: 'stored', id, earlierVersion, answer };
    if (options.onStored?.(stored) !== true) set({ values: startValues() });
    return stored;
  }

  const send = async (body: FormBody<K>, key: string) => {
    if (options.send) answer = await options.send(body, key);
    else if (isRequestKind(kind) && transport) {
      // a request kind's body is that kind's request body
      answer = await requests(transport).send(kind, body as RequestBody<typeof kind>, { idempotencyKey: key, language });
    } else throw new Error(`agency-widgets: the form ${kind} needs its own send`);
    return { id: idOf(answer) };
  };

  async function submit(): Promise<FormOutcome> {
    if (state().status !== 'editing') return { status: 'ignored' };
    const raw = data(state().values);
    // the one check of the visitor's input; the captcha's answer is read on its own
    const result = validateWith(form, raw, { captcha: false, region: page.region });
    if (!result.ok) return showErrors(result.errors);
    set({ status: 'sending', alert: undefined });
    const content = JSON.stringify(result.value);
    // The request a send needs when it cannot reuse one: the values with a fresh captcha answer.
    const body = async (): Promise<FormBody<K>> => {
      const value: Record<string, unknown> = { ...result.value };
      // a form without a captcha (a login) sends none: the field is not part of it
      const proof = hasCaptcha() ? await captcha.answer() : '';
      const spec = specs.find((field) => field.kind === 'captcha');
      if (spec && proof !== '') {
        const read = readField(spec, proof);
        if (!read.ok) throw new InvalidAnswer({ [CAPTCHA_FIELD]: read.message });
        value[CAPTCHA_FIELD] = read.value;
      }
      // a file was checked by its description; the file itself goes along (multipart)
      return withFiles(specs, value, raw) as FormBody<K>;
    };
    const current = (submission ??= createSubmission(send, resumeKey));
    let captchaRenewed = false;
    for (;;) {
      let outcome: SubmitOutcome;
      try {
        const pending = current.submit(content, body);
        // the key is known before the answer: a reload keeps it with the draft
        if (current.key) saveDraft(state().values, current.key);
        outcome = await pending;
      } catch (error) {
        return showErrors(error instanceof InvalidAnswer ? error.errors : { [CAPTCHA_FIELD]: validationMessages.captchaRequired.id });
      }
      if (outcome.status === 'stored') return succeed(outcome.id, outcome.earlierVersion);
      if (current.key) saveDraft(state().values, current.key);
      const failure = sendFailure(outcome.error, kind);
      if (outcome.status === 'refused') {
        // the server read the request and refused it: the captcha answer is spent
        captcha.discard();
        // An answer refused on its own (expired while the visitor typed, say) is the
        // machinery's business, not the visitor's: one fresh answer, sent at once.
        if (onlyCaptcha(failure.fields) && !captchaRenewed && hasCaptcha()) {
          captchaRenewed = true;
          continue;
        }
        captcha.prepare();
      }
      return Object.keys(failure.fields).length > 0 ? showErrors(failure.fields, failure.code) : showFailure(failure);
    }
  }

  return {
    kind,
    store,
    get fields() {
      return fields;
    },
    get hasCaptcha() {
      return hasCaptcha();
    },
    get captcha() {
      return captcha;
    },
    configure(next) {
      ({ transport, language } = next);
      const fixed = next.fixed ?? {};
      const region = next.region ?? null;
      if (region === page.region && JSON.stringify(fixed) === JSON.stringify(page.fixed)) return;
      page = { fixed, region };
      specs = formFields(form, page);
      fields = visibleFields(specs, fixed);
    },
    setCaptcha(next) {
      if (next === captcha) return;
      unlisten();
      captcha = next;
      unlisten = listen(next);
    },
    setValue(name, value) {
      const { values, errors } = state();
      if (sameValue(values[name], value)) return;
      changed.add(name);
      const next = { ...values, [name]: value };
      // an error shown goes away as soon as the field is right; a file is checked once chosen
      const recheck = errors[name] || specs.some((spec) => spec.name === name && spec.kind === 'file');
      set(recheck ? { values: next, errors: withError(errors, name, fieldError(name, next)) } : { values: next });
      saveDraft(next);
    },
    leave(name) {
      if (!changed.has(name)) return;
      const { errors, values } = state();
      const next = withError(errors, name, fieldError(name, values));
      if (next !== errors) set({ errors: next });
    },
    begin: () => captcha.prepare(),
    submit,
    restart() {
      set({ earlierVersion: false, values: startValues(), errors: {}, alert: undefined, status: 'editing' });
    },
    firstError() {
      const { errors } = state();
      return [...fields.map((spec) => spec.name), CAPTCHA_FIELD].find((name) => errors[name]);
    },
    dispose: () => unlisten(),
  };
}
