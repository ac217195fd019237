/**
 * A form of core/forms on screen: the alert that sums up what to correct (above the
 * fields, where the focus goes next), the fields in a grid, the captcha, the send button
 * with what went wrong in sending right above it (where the visitor is looking), and a
 * thank-you in place when the page keeps the visitor here. Styles: controls.css, fields.css, form.css.
 */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { CAPTCHA_FIELD as CAPTCHA } from '../../core/api/contract.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as successMessages from '../../core/messages/success.ts';
import { useElement } from '../define/context.ts';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormField, fieldLabel } from './FormField.tsx';
import { cellSize } from './layout.ts';
import type { FormView } from './use-form.ts';

export interface FormProps {
  form: FormView;
  /** the send button's text */
  submitLabel: string;
  /** a field the generic controls do not cover (lists, zones, files): return its control */
  renderField?: (name: string) => ReactNode | undefined;
  /** an accessible name for the form (the id of the heading above it) */
  labelledBy?: string;
  /** a hint under a field's label, by field name */
  hints?: Readonly<Record<string, string>>;
  /** what the live region says while sending (default: "Sending your request…") */
  sendingLabel?: string;
  /** once sent, instead of the thank-you and "send another request" */
  sent?: ReactNode;
  /** the note that * marks required fields (default true; a form whose every field is required may leave it out) */
  requiredNote?: boolean;
  /** after the send button, in the same row (a link such as "password forgotten?") */
  actions?: ReactNode;
  /** after a failed send, "everything you filled in is still here" (default true; a login has nothing to keep) */
  inputKeptNote?: boolean;
}

/**
 * The time of day a refusal names ("you can try again from 14:35"): its code
 * (core/format/dates.ts) is asked for with the first send, so it is in when an answer
 * needs it, and a page whose visitor sends nothing never loads it.
 */
let formatTime: typeof import('../../core/format/dates.ts').formatTime | undefined;
const loadTimeFormat = () =>
  import('../../core/format/dates.ts').then((module) => {
    formatTime = module.formatTime;
  });

export function Form({ form, submitLabel, renderField, labelledBy, hints, sendingLabel, sent, requiredNote = true, actions, inputKeptNote = true }: FormProps) {
  const { t, i18n } = useLingui();
  const { language } = useElement();
  const thanks = useRef<HTMLDivElement>(null);
  const sending = form.status === 'sending';
  const retryAt = form.alert?.failure ? form.alert.retryAt : undefined;
  // an answer that came before the time's code: the line joins the alert once it is in
  const [, setTimeFormatIn] = useState(false);
  useEffect(() => {
    if (retryAt && !formatTime) loadTimeFormat().then(() => setTimeFormatIn(true), () => undefined);
  }, [retryAt]);

  useEffect(() => {
    if (form.status === 'sent') thanks.current?.focus();
  }, [form.status]);

  if (form.status === 'sent' && sent !== undefined) return <>{sent}</>;
  if (form.status === 'sent') {
    return (
      <div className="form__thanks" ref={thanks} tabIndex={-1}>
        <Alert tone="success">
          <p className="form__alert-text">{i18n._(successMessages.thanks.id)}</p>
          {form.earlierVersion ? <p className="form__alert-text">{i18n._(successMessages.earlierVersion.id)}</p> : null}
        </Alert>
        <button type="button" className="button button--secondary" onClick={form.restart}>
          {t({ id: 'form.again', message: 'Send another request' })}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadTimeFormat().catch(() => undefined);
    void form.submit();
  };
  const fieldErrors = form.fields.filter((spec) => form.errors[spec.name]);

  return (
    <form className="form" ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} part="form">
      {requiredNote ? <p className="form__note">{t({ id: 'form.requiredNote', message: 'Fields marked with * are required.' })}</p> : null}
      {form.alert && !form.alert.failure ? (
        <Alert tone="error" key={form.alertCount}>
          <p className="form__alert-text">{i18n._(form.alert.message)}</p>
          {fieldErrors.length > 0 || form.alert.others.length > 0 || form.errors[CAPTCHA] ? (
            <ul className="form__summary">
              {fieldErrors.map((spec) => (
                <li key={spec.name}>
                  {fieldLabel(spec, i18n)}: {i18n._(form.errors[spec.name]!)}
                </li>
              ))}
              {form.errors[CAPTCHA] ? <li>{i18n._(form.errors[CAPTCHA])}</li> : null}
              {form.alert.others.map((message) => (
                <li key={message}>{i18n._(message)}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className="form__grid">
        {form.fields.map((spec, index) => {
          const custom = renderField?.(spec.name);
          // a group (a buyer) starts with its name, and says when it may stay empty
          const group = spec.group && form.fields[index - 1]?.group?.name !== spec.group.name ? spec.group : undefined;
          const control =
            custom !== undefined ? (
              custom
            ) : (
              <FormField
                spec={spec}
                value={form.values[spec.name]}
                error={form.errors[spec.name]}
                hint={hints?.[spec.name]}
                language={form.language}
                onValue={form.setValue}
                controls={form.controls}
              />
            );
          return control ? (
            <Fragment key={spec.name}>
              {group ? (
                <div className="form__cell form__cell--full form__group" role="presentation">
                  <p className="form__group-title">{i18n._(group.label)}</p>
                  {group.required ? null : (
                    <p className="form__group-note">{t({ id: 'form.optionalGroup', message: 'Optional: fill in all of it, or leave it empty.' })}</p>
                  )}
                </div>
              ) : null}
              <div className={`form__cell form__cell--${cellSize(spec)}`} data-field={spec.name}>
                {control}
              </div>
            </Fragment>
          ) : null;
        })}
        {form.hasCaptcha ? (
          <div className="form__cell form__cell--full">
            <CaptchaField captcha={form.captcha} status={form.captchaStatus} error={form.errors[CAPTCHA]} />
          </div>
        ) : null}
      </div>
      {form.alert?.failure ? (
        <Alert tone="error" key={form.alertCount}>
          <p className="form__alert-text">{i18n._(form.alert.message)}</p>
          {retryAt && formatTime ? (
            <p className="form__alert-text">{i18n._(errorMessages.tryAgainAt.id, { time: formatTime(retryAt, language) })}</p>
          ) : null}
          {inputKeptNote ? <p>{t({ id: 'form.inputKept', message: 'Everything you filled in is still here: you can send it again.' })}</p> : null}
        </Alert>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button form__submit" part="submit" aria-disabled={sending ? 'true' : undefined}>
          {sending ? <span className="spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {actions}
        <Status>{sending ? (sendingLabel ?? t({ id: 'form.sending', message: 'Sending your request…' })) : null}</Status>
      </div>
    </form>
  );
}
