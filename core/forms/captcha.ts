/**
 * What a form asks of its captcha, whichever provider the page chose (the providers live
 * with the widgets: widgets/form/captcha.ts): work started when the visitor begins, the
 * value of the form's `captcha` field when the form is sent, a fresh one after a refusal.
 */
import type { CaptchaProvider } from '../config.ts';

export type CaptchaStatus =
  /** not started: the visitor has not begun filling in the form */
  | 'idle'
  /** fetching and solving a challenge, or loading the provider's script */
  | 'working'
  /** an answer is ready (or, for none, none is needed) */
  | 'ready'
  /** no answer could be had (network, script blocked); `answer()` tries again */
  | 'failed';

export interface Captcha {
  readonly provider: CaptchaProvider;
  status(): CaptchaStatus;
  subscribe(listener: () => void): () => void;
  /** starts the work in the background; calling it again does nothing */
  prepare(): void;
  /** the `captcha` field's value, `''` when the server wants none; waits for work in progress; rejects when there is none */
  answer(): Promise<string>;
  /** the last answer was spent or refused: the next `prepare()` or `answer()` makes a fresh one */
  discard(): void;
  /** the form is gone: stop working */
  dispose(): void;
}

export const noCaptcha: Captcha = {
  provider: 'none',
  status: () => 'ready',
  subscribe: () => () => undefined,
  prepare: () => undefined,
  answer: async () => '',
  discard: () => undefined,
  dispose: () => undefined,
};
