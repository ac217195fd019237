/**
 * A form of core/forms, alive: its values (restored from the draft), its errors, its
 * captcha, and the submission that never loses or doubles a request.
 *
 * Validation follows "reward early, punish late": a field is checked when the visitor
 * leaves it after changing it, an error disappears as soon as the field is fixed, and
 * the whole form is checked on submit, with focus on the first field to correct.
 *
 * Sending follows core/api/submission.ts: one lead under one idempotency key (kept in
 * the draft until the server confirmed), the same body again after a lost answer, and an
 * edit made after a lost answer as a lead of its own, never a silent thank-you.
 */
import { useLingui } from '@lingui/react';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Transport } from '../../core/api/client.ts';
import { createSubmission, type Submission, type SubmitOutcome } from '../../core/api/submission.ts';
import { requests } from '../../core/api/resources/requests.ts';
import { type Created, isRequestKind } from '../../core/api/contract.ts';
import type { FieldSpec } from '../../core/forms/fields.ts';
import type { FormKind } from '../../core/forms/forms.ts';
import type { RentalRegion } from '../../core/forms/rental.ts';
import { formFields } from '../../core/forms/schema.ts';
import { validateForm } from '../../core/forms/validate.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as validationMessages from '../../core/messages/validation.ts';
import { useApi } from '../ui/api.ts';
import type { Captcha, CaptchaStatus } from './captcha.ts';
import { type FieldValue, type FormValues, clearDraft, draftKey, readDraft, writeDraft } from './draft.ts';
import { invalidFormMessage, sendFailure } from './errors.ts';
import { afterSubmit } from './navigation.ts';
import { rememberSent, type SentLine, sentLines } from './sent.ts';
import { useCaptcha } from './use-captcha.ts';
import { type ShownField, emptyValues, hasCaptchaField, sameValue, toData, visibleFields, withFiles } from './values.ts';

export const CAPTCHA = 'captcha';

export interface FormOptions {
  kind: FormKind;
  host: HTMLElement;
  language: Language;
  /** values the page supplies rather than the visitor (the property asked about): sent, not shown */
  fixed?: Readonly<Record<string, unknown>>;
  /** what the draft is about besides the form's kind, e.g. the property id */
  subject?: string;
  /** what fields start with before the visitor types (the language of a mail: the page's); a draft wins */
  initial?: FormValues;
  /** the thank-you page; without it, or when `agency-submit` is cancelled, the form thanks in place */
  feedbackHref?: string;
  /** what the thank-you page repeats besides the fields, first (the property asked about) */
  summary?: readonly SentLine[];
  /** tests pass a client with a stand-in fetch */
  api?: Transport;
  /**
   * Where a form that is not one of `POST /requests/:kind` goes (a booked viewing, a login):
   * the valid values and the submission's Idempotency-Key; rejects with an ApiError as the
   * client does. Without `onSent` it is answered with the stored id and goes on as a request.
   */
  send?: (body: Record<string, unknown>, idempotencyKey: string) => Promise<unknown>;
  /** a form that is no request (the owner's login and passwords): the form shows `sent` and the element goes on (no agency-submit, no thank-you page) */
  onSent?: (answer: unknown) => void;
  /** a rental application's region: it decides which fields the form asks (core/forms/rental.ts) */
  region?: RentalRegion | null;
}

export type FormStatus = 'editing' | 'sending' | 'sent';

export interface FormController {
  kind: FormKind;
  language: Language;
  /** the fields the visitor fills in, in order, a group's one by one (the captcha is shown apart) */
  fields: readonly ShownField[];
  values: FormValues;
  /** field name → message id */
  errors: Readonly<Record<string, string>>;
  /**
   * What went wrong: a message id, with messages that belong to no shown field. `failure`:
   * the send failed (not the visitor's input), shown by the send button where they look.
   */
  alert: { message: string; others: string[]; failure: boolean; retryAt?: number } | undefined;
  /** changes with every alert, so it is announced again even when its text is the same */
  alertCount: number;
  status: FormStatus;
  /** once sent: a version the visitor sent before, whose answer was lost, had arrived too */
  earlierVersion: boolean;
  captcha: Captcha;
  captchaStatus: CaptchaStatus;
  /** whether the form has a captcha to show */
  hasCaptcha: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  setValue(name: string, value: FieldValue): void;
  submit(): Promise<void>;
  /** after a thank-you in place: an empty form for the next request */
  restart(): void;
}

type Errors = Record<string, string>;

export function useForm(options: FormOptions): FormController {
  const { kind, host, language, fixed = {}, subject = '', feedbackHref, initial, onSent, summary = [] } = options;
  const { i18n } = useLingui();
  const defaultApi = useApi();
  const api = options.api ?? defaultApi;
  const region = options.region ?? null;
  const allSpecs: readonly FieldSpec[] = formFields(kind, { region });
  const fixedKey = JSON.stringify(fixed);
  const fields = useMemo(() => visibleFields(allSpecs, fixed), [allSpecs, fixedKey]);
  const storageKey = draftKey(kind, subject);
  const hasCaptcha = hasCaptchaField(allSpecs);
  const fileFields = useMemo(() => new Set(allSpecs.filter((spec) => spec.kind === 'file').map((spec) => spec.name)), [allSpecs]);
  const { captcha, status: captchaStatus } = useCaptcha(api, hasCaptcha, language);

  const restored = useMemo(() => readDraft(fields, storageKey), [fields, storageKey]);
  const startValues = () => ({ ...emptyValues(fields), ...initial });
  const [values, setValues] = useState<FormValues>(() => ({ ...startValues(), ...restored?.values }));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<FormController['alert']>();
  const [alertCount, setAlertCount] = useState(0);
  const [status, setStatus] = useState<FormStatus>('editing');
  const [earlierVersion, setEarlierVersion] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // the latest state, for the native listeners and the async submission
  const latest = useRef({ values, errors, fixed, status });
  latest.current = { values, errors, fixed, status };
  /** the lead being sent (core/api/submission.ts): its key survives in the draft */
  const submissionRef = useRef<Submission<Record<string, unknown>> | undefined>(undefined);
  const changed = useRef(new Set<string>());
  const mounted = useRef(true);

  // Another property or form kind: start from its own draft.
  const loadedKey = useRef(storageKey);
  useEffect(() => {
    if (loadedKey.current === storageKey) return;
    loadedKey.current = storageKey;
    setValues({ ...startValues(), ...restored?.values });
    setErrors({});
    setAlert(undefined);
    setStatus('editing');
    submissionRef.current = undefined;
    changed.current.clear();
  }, [storageKey, fields, restored]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fieldError = useCallback(
    (name: string, current: FormValues): string | undefined => {
      const result = validateForm(kind, toData(allSpecs, { ...current, ...latest.current.fixed }), { captcha: false, region });
      return result.ok ? undefined : result.errors[name];
    },
    [kind, allSpecs, region],
  );

  const saveDraft = useCallback(
    (next: FormValues, key = submissionRef.current?.key ?? restored?.key) => {
      writeDraft(fields, storageKey, { values: next, ...(key ? { key } : {}) });
    },
    [fields, storageKey, restored],
  );

  const setValue = useCallback(
    (name: string, value: FieldValue) => {
      const next = { ...latest.current.values, [name]: value };
      if (sameValue(latest.current.values[name], value)) return;
      changed.current.add(name);
      latest.current.values = next;
      setValues(next);
      saveDraft(next);
      // an error shown goes away as soon as the field is right; a file is checked once chosen
      if (latest.current.errors[name] || fileFields.has(name)) {
        const error = fieldError(name, next);
        setErrors((previous) => withError(previous, name, error));
      }
    },
    [fieldError, saveDraft, fileFields],
  );

  // Blur (focusout bubbles, so one listener serves every field) and first use (starts the captcha).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const check = (name: string) => {
      const error = fieldError(name, latest.current.values);
      setErrors((previous) => withError(previous, name, error));
    };
    // A press in the form (on its send button, say) moves the focus before the click: an
    // error shown at that moment pushes the button away from under the pointer and the
    // click is lost. The field is checked once the press is over, after its click.
    let pressing = false;
    const postponed = new Set<string>();
    const onPointerDown = () => {
      pressing = true;
    };
    const onPointerUp = () => {
      if (!pressing) return;
      pressing = false;
      setTimeout(() => {
        for (const name of postponed) if (mounted.current && latest.current.status === 'editing') check(name);
        postponed.clear();
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!name || !changed.current.has(name)) return;
      // leaving one radio button for the next of the same group is not leaving the field
      const next = event.relatedTarget as HTMLInputElement | null;
      if (next && next.name === name && form.contains(next)) return;
      if (pressing) postponed.add(name);
      else check(name);
    };
    const onFirstUse = () => captcha.prepare();
    form.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('focusin', onFirstUse);
    form.addEventListener('input', onFirstUse);
    return () => {
      form.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('focusin', onFirstUse);
      form.removeEventListener('input', onFirstUse);
    };
  }, [fieldError, captcha, status]);

  // A restored draft means the visitor is back to send it: have the captcha ready.
  useEffect(() => {
    if (restored && Object.keys(restored.values).length > 0) captcha.prepare();
  }, [captcha, restored]);

  // A fresh answer replaces the one that was missing or refused.
  useEffect(() => {
    if (captchaStatus === 'ready') setErrors((previous) => withError(previous, CAPTCHA, undefined));
  }, [captchaStatus]);

  // Focus the first field to correct, once the errors are on screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const first = [...fields.map((spec) => spec.name), CAPTCHA].find((name) => latest.current.errors[name]);
    if (!form || !first) return;
    const target = first === CAPTCHA ? form.querySelector<HTMLElement>('[data-captcha]') : form.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }, [focusRequest, fields]);

  function showErrors(found: Errors) {
    const shown = new Set([...fields.map((spec) => spec.name), ...(hasCaptcha ? [CAPTCHA] : [])]);
    const own: Errors = {};
    const others: string[] = [];
    for (const [name, message] of Object.entries(found)) {
      if (shown.has(name)) own[name] = message;
      else if (!others.includes(message)) others.push(message);
    }
    latest.current.errors = own;
    setErrors(own);
    setAlert({ message: invalidFormMessage(kind), others, failure: false });
    setAlertCount((count) => count + 1);
    setStatus('editing');
    setFocusRequest((count) => count + 1);
  }

  function showFailure(message: string, retryAt?: number) {
    setAlert({ message, others: [], failure: true, ...(retryAt ? { retryAt } : {}) });
    setAlertCount((count) => count + 1);
    setStatus('editing');
  }

  /** what the server answered a form with its own `send` */
  const ownAnswer = useRef<unknown>(undefined);
  const send = async (body: Record<string, unknown>, key: string): Promise<Created> => {
    if (!options.send) {
      if (!isRequestKind(kind)) throw new Error(`the form ${kind} needs its own send`);
      return requests(api).send(kind, body, { idempotencyKey: key, language });
    }
    const answered = await options.send(body, key);
    ownAnswer.current = answered;
    // a form with its own send and no `onSent` (a booked viewing) is answered with the stored id
    return { id: onSent ? '' : String((answered as Partial<Created> | undefined)?.id ?? '') };
  };

  function succeed(id: string, earlierVersion: boolean) {
    if (feedbackHref) {
      const sent = [...summary, ...sentLines(fields, latest.current.values, (message) => i18n._(message))];
      rememberSent(new URL(feedbackHref, 'https://site.invalid').pathname, sent);
    }
    clearDraft(storageKey);
    submissionRef.current = undefined;
    changed.current.clear();
    captcha.discard();
    if (!mounted.current) return;
    setErrors({});
    setAlert(undefined);
    setStatus('sent');
    setEarlierVersion(earlierVersion);
    if (onSent) {
      setValues(startValues());
      onSent(ownAnswer.current);
      return;
    }
    const leaving = afterSubmit(host, kind, id, feedbackHref, earlierVersion);
    if (!leaving) setValues(startValues());
  }

  async function submit() {
    if (latest.current.status !== 'editing') return;
    const data = toData(allSpecs, { ...latest.current.values, ...latest.current.fixed });
    const checked = validateForm(kind, data, { captcha: false, region });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    latest.current.status = 'sending';
    setStatus('sending');
    setAlert(undefined);
    const content = JSON.stringify(checked.value);
    // The request a send needs when it cannot reuse one: the values with a fresh captcha answer.
    const body = async () => {
      // a form without a captcha (a login) sends none: the field is not part of it
      const answer = hasCaptcha ? await captcha.answer() : '';
      const full = validateForm(kind, hasCaptcha ? { ...data, [CAPTCHA]: answer } : data, { captcha: answer !== '', region });
      if (!full.ok) throw new InvalidAnswer(full.errors);
      // a file was checked by its description; the file itself goes along (multipart)
      return withFiles(allSpecs, full.value as Record<string, unknown>, data);
    };
    const submission = (submissionRef.current ??= createSubmission(send, restored?.key));
    let captchaRenewed = false;
    for (;;) {
      let outcome: SubmitOutcome;
      try {
        const pending = submission.submit(content, body);
        // the key is known before the answer: a reload keeps it with the draft
        if (submission.key) saveDraft(latest.current.values, submission.key);
        outcome = await pending;
      } catch (error) {
        latest.current.status = 'editing';
        showErrors(error instanceof InvalidAnswer ? error.errors : { [CAPTCHA]: validationMessages.captchaRequired.id });
        return;
      }
      if (outcome.status === 'stored') {
        succeed(outcome.id, outcome.earlierVersion);
        return;
      }
      if (submission.key) saveDraft(latest.current.values, submission.key);
      const failure = sendFailure(outcome.error, kind);
      if (outcome.status === 'refused') {
        // the server read the request and refused it: the captcha answer is spent
        captcha.discard();
        // An answer refused on its own (expired while the visitor typed, say) is the
        // machinery's business, not the visitor's: one fresh answer, sent at once.
        if (onlyCaptcha(failure.fields) && !captchaRenewed && hasCaptcha) {
          captchaRenewed = true;
          continue;
        }
        captcha.prepare();
      }
      latest.current.status = 'editing';
      if (!mounted.current) return;
      if (Object.keys(failure.fields).length > 0) showErrors(failure.fields);
      else showFailure(failure.message, failure.retryAt);
      return;
    }
  }

  const restart = useCallback(() => {
    setEarlierVersion(false);
    setValues(startValues());
    setErrors({});
    setAlert(undefined);
    setStatus('editing');
  }, [fields]);

  return {
    kind,
    language,
    fields,
    values,
    errors,
    alert,
    alertCount,
    status,
    earlierVersion,
    captcha,
    captchaStatus,
    hasCaptcha,
    formRef,
    setValue,
    submit,
    restart,
  };
}

function onlyCaptcha(fields: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(fields);
  return names.length === 1 && names[0] === CAPTCHA;
}

function withError(errors: Errors, name: string, error: string | undefined): Errors {
  if (errors[name] === error) return errors;
  const next = { ...errors };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

/** The captcha answer made the values invalid (the server's rules on it): the fields to show. */
class InvalidAnswer extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('invalid captcha answer');
  }
}
