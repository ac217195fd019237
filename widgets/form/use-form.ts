/**
 * A form of core/forms, alive: its values (restored from the draft), its errors, its
 * captcha, and the submission that never loses or doubles a request.
 *
 * Validation follows "reward early, punish late": a field is checked when the visitor
 * leaves it after changing it, an error disappears as soon as the field is fixed, and
 * the whole form is checked on submit, with focus on the first field to correct.
 *
 * A submission is one request under one idempotency key (kept in the draft until the
 * server confirmed). When no answer came, the exact same body is kept in memory and
 * sent again on the next press, so the server recognises a request it already stored.
 */
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Transport, newKey } from '../../core/api/client.ts';
import { requests } from '../../core/api/resources/requests.ts';
import type { RequestKind } from '../../core/api/contract.ts';
import type { FieldSpec } from '../../core/forms/fields.ts';
import { FORM_FIELDS } from '../../core/forms/forms.ts';
import { validateForm } from '../../core/forms/validate.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as validationMessages from '../../core/messages/validation.ts';
import { useApi } from '../ui/api.ts';
import type { Captcha, CaptchaStatus } from './captcha.ts';
import { type FieldValue, type FormValues, clearDraft, draftKey, readDraft, writeDraft } from './draft.ts';
import { type SendFailure, sendFailure } from './errors.ts';
import { afterSubmit } from './navigation.ts';
import { useCaptcha } from './use-captcha.ts';
import { emptyValues, hasCaptchaField, sameValue, visibleFields } from './values.ts';

export const CAPTCHA = 'captcha';

export interface FormOptions {
  kind: RequestKind;
  host: HTMLElement;
  language: Language;
  /** values the page supplies rather than the visitor (the property asked about): sent, not shown */
  fixed?: Readonly<Record<string, unknown>>;
  /** what the draft is about besides the form's kind, e.g. the property id */
  subject?: string;
  /** the thank-you page; without it, or when `agency-submit` is cancelled, the form thanks in place */
  feedbackHref?: string;
  /** tests pass a client with a stand-in fetch */
  api?: Transport;
}

export type FormStatus = 'editing' | 'sending' | 'sent';

export interface FormController {
  kind: RequestKind;
  /** the fields the visitor fills in, in order (the captcha is shown apart) */
  fields: readonly FieldSpec[];
  values: FormValues;
  /** field name → message id */
  errors: Readonly<Record<string, string>>;
  /**
   * What went wrong: a message id, with messages that belong to no shown field. `failure`:
   * the send failed (not the visitor's input), shown by the send button where they look.
   */
  alert: { message: string; others: string[]; failure: boolean } | undefined;
  /** changes with every alert, so it is announced again even when its text is the same */
  alertCount: number;
  status: FormStatus;
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

interface Pending {
  key: string;
  body: Record<string, unknown>;
  /** the validated values without the captcha, to tell whether the visitor changed anything */
  content: string;
}

export function useForm(options: FormOptions): FormController {
  const { kind, host, language, fixed = {}, subject = '', feedbackHref } = options;
  const defaultApi = useApi();
  const api = options.api ?? defaultApi;
  const allSpecs: readonly FieldSpec[] = FORM_FIELDS[kind];
  const fixedKey = JSON.stringify(fixed);
  const fields = useMemo(() => visibleFields(allSpecs, fixed), [allSpecs, fixedKey]);
  const storageKey = draftKey(kind, subject);
  const hasCaptcha = hasCaptchaField(allSpecs);
  const { captcha, status: captchaStatus } = useCaptcha(api, hasCaptcha, language);

  const restored = useMemo(() => readDraft(fields, storageKey), [fields, storageKey]);
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyValues(fields), ...restored?.values }));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<FormController['alert']>();
  const [alertCount, setAlertCount] = useState(0);
  const [status, setStatus] = useState<FormStatus>('editing');
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // the latest state, for the native listeners and the async submission
  const latest = useRef({ values, errors, fixed, status });
  latest.current = { values, errors, fixed, status };
  const idempotencyKey = useRef<string | undefined>(restored?.key);
  const changed = useRef(new Set<string>());
  const pending = useRef<Pending | undefined>(undefined);
  const mounted = useRef(true);

  // Another property or form kind: start from its own draft.
  const loadedKey = useRef(storageKey);
  useEffect(() => {
    if (loadedKey.current === storageKey) return;
    loadedKey.current = storageKey;
    setValues({ ...emptyValues(fields), ...restored?.values });
    setErrors({});
    setAlert(undefined);
    setStatus('editing');
    idempotencyKey.current = restored?.key;
    changed.current.clear();
    pending.current = undefined;
  }, [storageKey, fields, restored]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fieldError = useCallback(
    (name: string, current: FormValues): string | undefined => {
      const result = validateForm(kind, { ...current, ...latest.current.fixed }, { captcha: false });
      return result.ok ? undefined : result.errors[name];
    },
    [kind],
  );

  const saveDraft = useCallback(
    (next: FormValues) => {
      const draft = { values: next, ...(idempotencyKey.current ? { key: idempotencyKey.current } : {}) };
      writeDraft(fields, storageKey, draft);
    },
    [fields, storageKey],
  );

  const setValue = useCallback(
    (name: string, value: FieldValue) => {
      const next = { ...latest.current.values, [name]: value };
      if (sameValue(latest.current.values[name], value)) return;
      changed.current.add(name);
      latest.current.values = next;
      setValues(next);
      saveDraft(next);
      // an error shown goes away as soon as the field is right
      if (latest.current.errors[name]) {
        const error = fieldError(name, next);
        setErrors((previous) => withError(previous, name, error));
      }
    },
    [fieldError, saveDraft],
  );

  // Blur (focusout bubbles, so one listener serves every field) and first use (starts the captcha).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!name || !changed.current.has(name)) return;
      // leaving one radio button for the next of the same group is not leaving the field
      const next = event.relatedTarget as HTMLInputElement | null;
      if (next && next.name === name && form.contains(next)) return;
      const error = fieldError(name, latest.current.values);
      setErrors((previous) => withError(previous, name, error));
    };
    const onFirstUse = () => captcha.prepare();
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('focusin', onFirstUse);
    form.addEventListener('input', onFirstUse);
    return () => {
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
    setAlert({ message: validationMessages.form.id, others, failure: false });
    setAlertCount((count) => count + 1);
    setStatus('editing');
    setFocusRequest((count) => count + 1);
  }

  function showFailure(message: string) {
    setAlert({ message, others: [], failure: true });
    setAlertCount((count) => count + 1);
    setStatus('editing');
  }

  function succeed(id: string | null) {
    clearDraft(storageKey);
    idempotencyKey.current = undefined;
    pending.current = undefined;
    changed.current.clear();
    captcha.discard();
    if (!mounted.current) return;
    setErrors({});
    setAlert(undefined);
    setStatus('sent');
    const leaving = afterSubmit(host, kind, id, feedbackHref);
    if (!leaving) setValues(emptyValues(fields));
  }

  async function send(body: Record<string, unknown>, key: string) {
    return requests(api).send(kind, body, { idempotencyKey: key, language });
  }

  async function submit() {
    if (latest.current.status !== 'editing') return;
    const data = { ...latest.current.values, ...latest.current.fixed };
    const checked = validateForm(kind, data, { captcha: false });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    latest.current.status = 'sending';
    setStatus('sending');
    setAlert(undefined);
    const content = JSON.stringify(checked.value);

    let body: Record<string, unknown>;
    if (pending.current && pending.current.content === content) {
      body = pending.current.body;
    } else {
      let answer: string;
      try {
        answer = await captcha.answer();
      } catch {
        latest.current.status = 'editing';
        showErrors({ [CAPTCHA]: validationMessages.captchaRequired.id });
        return;
      }
      const full = validateForm(kind, { ...data, [CAPTCHA]: answer }, { captcha: answer !== '' });
      if (!full.ok) {
        latest.current.status = 'editing';
        showErrors(full.errors);
        return;
      }
      body = full.value as Record<string, unknown>;
    }

    if (!idempotencyKey.current) {
      idempotencyKey.current = pending.current?.key ?? newKey();
      saveDraft(latest.current.values);
    }
    const key = idempotencyKey.current;
    let captchaRenewed = false;
    for (;;) {
      let failure: SendFailure;
      try {
        succeed((await send(body, key)).id);
        return;
      } catch (error) {
        failure = sendFailure(error, kind);
      }
      if (failure.alreadyReceived) {
        // Stored under this key by an attempt whose answer was lost. Its own body, if we
        // still have it, brings back the server's answer; else the request is there all the same.
        const earlier = pending.current;
        if (earlier && earlier.body !== body) {
          try {
            succeed((await send(earlier.body, key)).id);
            return;
          } catch {
            // the earlier attempt is stored: its id is all that is missing
          }
        }
        succeed(null);
        return;
      }
      if (failure.uncertain) {
        pending.current = { key, body, content };
      } else {
        // the server read the request and refused it: nothing is stored, the captcha answer is spent
        pending.current = undefined;
        captcha.discard();
        // An answer refused on its own (expired while the visitor typed, say) is the
        // machinery's business, not the visitor's: one fresh answer, sent at once.
        if (onlyCaptcha(failure.fields) && !captchaRenewed && CAPTCHA in body) {
          captchaRenewed = true;
          try {
            body = { ...body, [CAPTCHA]: await captcha.answer() };
            continue;
          } catch {
            // no fresh answer: the visitor sees the captcha's message and can check again
          }
        } else {
          captcha.prepare();
        }
      }
      latest.current.status = 'editing';
      if (!mounted.current) return;
      if (Object.keys(failure.fields).length > 0) showErrors(failure.fields);
      else showFailure(failure.message);
      return;
    }
  }

  const restart = useCallback(() => {
    setValues(emptyValues(fields));
    setErrors({});
    setAlert(undefined);
    setStatus('editing');
  }, [fields]);

  return {
    kind,
    fields,
    values,
    errors,
    alert,
    alertCount,
    status,
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
