/**
 * The captcha as the visitor meets it: no puzzle, only a line that says what happens
 * ("checking that you are not a robot…", then "checked"), in a polite live region, and
 * the spec's message with a retry button when the check could not be done.
 */
import { useLingui } from '@lingui/react/macro';
import * as fieldMessages from '../../core/messages/field.ts';
import type { Captcha, CaptchaStatus } from './captcha.ts';
import { useElementId } from '../define/element-id.ts';

export interface CaptchaFieldProps {
  captcha: Captcha;
  status: CaptchaStatus;
  /** a message id (captcha required / not valid) */
  error: string | undefined;
}

export function CaptchaField({ captcha, status, error }: CaptchaFieldProps) {
  const { t, i18n } = useLingui();
  const id = useElementId();
  if (captcha.provider === 'none') return null;

  // Every text the line can show sits in the same grid cell, the others invisible: the line
  // is as tall as its longest text from the start, so it does not shrink when the check
  // starts (at the visitor's first press in the form) and move the send button away under
  // the finger or the pointer.
  const texts: [shown: boolean, text: string][] =
    captcha.provider === 'recaptcha'
      ? [[true, t({ id: 'form.captcha.recaptcha', message: 'This form is protected by Google reCAPTCHA.' })]]
      : [
          [
            status === 'idle' || status === 'failed',
            t({ id: 'form.captcha.idle', message: 'An automatic check that you are not a robot starts when you fill in the form. No puzzle to solve.' }),
          ],
          [status === 'working', t({ id: 'form.captcha.working', message: 'Checking that you are not a robot…' })],
          [status === 'ready', t({ id: 'form.captcha.ready', message: 'Checked: you are not a robot.' })],
        ];

  return (
    <div
      className="field captcha"
      part="captcha"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      tabIndex={-1}
      data-captcha=""
    >
      <span className="field__label" id={`${id}-label`}>
        {i18n._(fieldMessages.captcha.id)}
      </span>
      <div role="status" className={`captcha__status captcha__status--${status}`}>
        <span className="captcha__icon" aria-hidden="true" />
        <span className="captcha__texts">
          {texts.map(([shown, text]) => (
            <span key={text} className={shown ? 'captcha__text' : 'captcha__text captcha__text--off'}>
              {text}
            </span>
          ))}
        </span>
      </div>
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {i18n._(error)}
        </span>
      ) : null}
      {status === 'failed' ? (
        <button type="button" className="button button--secondary captcha__retry" onClick={() => captcha.prepare()}>
          {t({ id: 'form.captcha.retry', message: 'Check again' })}
        </button>
      ) : null}
    </div>
  );
}
