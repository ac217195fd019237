/**
 * The captcha of a form, whichever provider the page chose on `<agency-config captcha>`:
 * - `altcha` (default): a proof of work from our own server (`GET /captcha`), solved in
 *   the background while the visitor types. No puzzle, no third party, no cookie.
 * - `recaptcha`: Google reCAPTCHA v3 (a score, no puzzle either); its script is added to
 *   the page only when a form with a captcha is shown.
 * - `none`: nothing to prove.
 * Each gives the value of the form's `captcha` field when the form is sent
 * (the contract a form uses: core/forms/captcha.ts).
 */
export { type Captcha, type CaptchaStatus, noCaptcha } from '../../core/forms/captcha.ts';
import type { Transport } from '../../core/api/client.ts';
import { captcha as captchaApi } from '../../core/api/resources/captcha.ts';
import type { CaptchaChallenge } from '../../core/api/contract.ts';
import type { SolveOptions } from '../../core/api/captcha.ts';
import type { Captcha, CaptchaStatus } from '../../core/forms/captcha.ts';

/** An answer is not used this close to its challenge's end: the request needs time to arrive. */
export const EXPIRY_MARGIN_MS = 30_000;

function statusStore(initial: CaptchaStatus) {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next: CaptchaStatus) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface AltchaOptions {
  /** default: core/api/captcha.ts, loaded only when a form first needs it */
  solve?: (challenge: CaptchaChallenge, options: SolveOptions) => Promise<string>;
  now?: () => number;
}

const loadSolver = async () => (await import('../../core/api/captcha.ts')).solveCaptcha;

export function altchaCaptcha(api: Transport, options: AltchaOptions = {}): Captcha {
  const now = options.now ?? Date.now;
  const status = statusStore('idle');
  let controller = new AbortController();
  let work: Promise<{ value: string; expiresAt: number }> | undefined;
  let solution: { value: string; expiresAt: number } | undefined;

  function run() {
    controller.abort();
    const current = new AbortController();
    controller = current;
    solution = undefined;
    status.set('working');
    const job = (async () => {
      const challenge = await captchaApi(api).challenge({ signal: current.signal });
      const solve = options.solve ?? (await loadSolver());
      const value = await solve(challenge, { signal: current.signal });
      const seconds = challenge.provider === 'altcha' ? challenge.challenge.parameters.expiresAt : undefined;
      return { value, expiresAt: seconds ? seconds * 1000 : Number.POSITIVE_INFINITY };
    })();
    work = job;
    job.then(
      (solved) => {
        if (work !== job) return;
        solution = solved;
        status.set('ready');
      },
      () => {
        if (work !== job) return;
        work = undefined;
        status.set(current.signal.aborted ? 'idle' : 'failed');
      },
    );
    return job;
  }

  return {
    provider: 'altcha',
    status: status.get,
    subscribe: status.subscribe,
    prepare() {
      if (!work) void run();
    },
    async answer() {
      if (solution && solution.expiresAt - EXPIRY_MARGIN_MS > now()) return solution.value;
      const pending = work && !solution ? work : run();
      const solved = await pending;
      return solved.value;
    },
    discard() {
      work = undefined;
      solution = undefined;
      controller.abort();
      status.set('idle');
    },
    dispose() {
      work = undefined;
      controller.abort();
    },
  };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface RecaptchaOptions {
  /** the page's language, for the texts of Google's badge */
  language?: string;
  /** default: the consent helper's on-demand script loader */
  load?: (src: string) => Promise<void>;
}

const loadOnDemand = async (src: string) => (await import('../consent/load-script.ts')).loadScriptOnDemand(src);

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** reCAPTCHA v3: the token is asked for when the form is sent (tokens live two minutes). */
export function recaptchaCaptcha(siteKey: string, options: RecaptchaOptions = {}): Captcha {
  const status = statusStore('idle');
  const load = options.load ?? loadOnDemand;
  const src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}${options.language ? `&hl=${encodeURIComponent(options.language)}` : ''}`;
  let loading: Promise<void> | undefined;

  function start(): Promise<void> {
    if (!loading) {
      status.set('working');
      const attempt = siteKey ? load(src) : Promise.reject(new Error('agency-widgets: captcha="recaptcha" needs recaptcha-site-key.'));
      loading = attempt;
      attempt.then(
        () => status.set('ready'),
        () => {
          if (loading === attempt) loading = undefined;
          status.set('failed');
        },
      );
    }
    return loading;
  }

  return {
    provider: 'recaptcha',
    status: status.get,
    subscribe: status.subscribe,
    prepare() {
      void start().catch(() => undefined);
    },
    async answer() {
      await start();
      const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) throw new Error('agency-widgets: the reCAPTCHA script did not define grecaptcha.');
      return new Promise<string>((resolve, reject) => {
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action: 'submit' }).then(resolve, reject);
        });
      });
    },
    discard: () => undefined,
    dispose: () => undefined,
  };
}
