/**
 * A form of core/forms on a screen: its controller (core/forms/controller.ts, where the
 * rules of values, checks, drafts and sending live) bound to the element: its state as
 * the screen's, the page's captcha and API, the draft in the tab's session storage, and
 * what follows a stored request (what the thank-you page repeats, `agency-submit`, the
 * way there, or the element's own next step).
 */
import { useLingui } from '@lingui/react';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { Transport } from '../../core/api/client.ts';
import { createFormController, type FormControllerOptions, type FormOutcome, type FormState, type StoredOutcome } from '../../core/forms/controller.ts';
import { draftKey } from '../../core/forms/draft.ts';
import { type FieldValue, hasCaptchaField, type ShownField } from '../../core/forms/filling.ts';
import type { FormKind } from '../../core/forms/forms.ts';
import { formFields } from '../../core/forms/schema.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { useApi } from '../ui/api.ts';
import { sessionStore } from '../ui/storage/web-storage.ts';
import type { Captcha } from './captcha.ts';
import { useFormEvents } from './form-events.ts';
import type { FieldControls } from './FormField.tsx';
import { afterSubmit } from './navigation.ts';
import { rememberSent, type SentLine, sentLines, type SentWriters } from './sent.ts';
import { useCaptcha } from './use-captcha.ts';

export interface FormOptions<K extends FormKind = FormKind> extends Pick<FormControllerOptions<K>, 'form' | 'fixed' | 'region' | 'initial' | 'send'> {
  host: HTMLElement;
  language: Language;
  /** what the draft is about besides the form's kind, e.g. the property id */
  subject?: string;
  /** the thank-you page; without it, or when `agency-submit` is cancelled, the form thanks in place */
  feedbackHref?: string;
  /** what the thank-you page repeats besides the fields, first (the property asked about) */
  summary?: readonly SentLine[];
  /** how the thank-you page writes the screen's own fields in words (a drawn area, ids by name) */
  writers?: SentWriters;
  /** tests pass a client with a stand-in fetch */
  api?: Transport;
  /** a form that is no request (the owner's login and passwords): the form shows `sent`, the element goes on with the answer */
  onSent?: (answer: unknown) => void;
  /** the controls of its files and passwords (FileField, PasswordFormField): a form without such a field carries neither */
  controls?: FieldControls;
}

/** A form as its screen reads it (Form.tsx): the controller's state, fields and verbs. */
export interface FormView<K extends FormKind = FormKind> extends FormState {
  kind: K;
  language: Language;
  fields: readonly ShownField[];
  captcha: Captcha;
  hasCaptcha: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  controls: FieldControls | undefined;
  setValue(name: string, value: FieldValue): void;
  submit(): Promise<FormOutcome>;
  restart(): void;
}

export function useForm<K extends FormKind>(options: FormOptions<K>): FormView<K> {
  const { form, language, fixed, region = null } = options;
  const { kind } = form;
  const { i18n } = useLingui();
  const defaultApi = useApi();
  const transport = options.api ?? defaultApi;
  const captcha = useCaptcha(transport, hasCaptchaField(formFields(form, { region })), language);
  const live = useRef({ options, i18n, mounted: true });
  live.current = { options, i18n, mounted: live.current.mounted };
  const key = draftKey(kind, options.subject);

  // the thank-you page repeats what was sent; then the page goes on, unless it keeps the visitor here
  const onStored = (stored: StoredOutcome): boolean => {
    const { options: current, i18n: language, mounted } = live.current;
    const { feedbackHref, summary = [], onSent, host, writers } = current;
    const lines = sentLines(controller.fields, controller.store.getState().values, (id) => language._(id), current.language, writers);
    if (feedbackHref) rememberSent(new URL(feedbackHref, 'https://site.invalid').pathname, [...summary, ...lines]);
    if (!mounted) return true;
    if (!onSent) return afterSubmit(host, kind, stored.id, feedbackHref, stored.earlierVersion);
    onSent(stored.answer);
    return false;
  };
  // another property or form kind: a controller of its own, from its own draft
  const controller = useMemo(() => {
    const send: FormOptions<K>['send'] = options.send && ((body, idempotencyKey) => live.current.options.send!(body, idempotencyKey));
    const draft = { storage: sessionStore, key };
    return createFormController<K>({ form, fixed, region, initial: options.initial, captcha, transport, language, draft, onStored, ...(send ? { send } : {}) });
  }, [key]);
  controller.configure({ fixed, region, transport, language });
  useEffect(() => controller.setCaptcha(captcha), [controller, captcha]);
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(
    () => () => {
      live.current.mounted = false;
    },
    [],
  );

  const state = useStore(controller.store);
  const formRef = useFormEvents(controller, state.status, state.corrections);
  const { fields, hasCaptcha, setValue, submit, restart } = controller;
  return { ...state, kind, language, fields, captcha: controller.captcha, hasCaptcha, formRef, controls: options.controls, setValue, submit, restart };
}
