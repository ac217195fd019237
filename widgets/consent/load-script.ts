/**
 * Third-party scripts a widget needs only at a given moment (the captcha of a
 * form): injected on demand, once per page however often they are asked for.
 */
import type { ConsentCategory } from '../../core/consent/categories.ts';
import { mayRun } from '../../core/consent/rules.ts';
import { agencyStore } from '../../core/store.ts';
import { markRan } from './gating.ts';
import { startConsent } from './consent.ts';
import { pageScriptUrl } from '../trusted-types.ts';

export interface LoadScriptOptions {
  /** the cookie category the script belongs to (default: strictly necessary) */
  category?: ConsentCategory;
  /** for a strict CSP; default: the nonce of the page's first script that has one */
  nonce?: string;
}

/** A category the visitor has not accepted: show a ConsentGate instead. */
export class ConsentRequiredError extends Error {
  constructor(readonly category: ConsentCategory) {
    super(`The visitor has not accepted ${category} cookies.`);
    this.name = 'ConsentRequiredError';
  }
}

const loads = new Map<string, Promise<void>>();

function pageNonce(): string | undefined {
  const withNonce = [...document.scripts].find((script) => script.nonce);
  return withNonce?.nonce || undefined;
}

/**
 * Adds `<script src>` to the head the first time and resolves once it has run;
 * rejects if it fails to load (the next call tries again) or, with a `category`
 * the visitor has not accepted, with a ConsentRequiredError.
 */
export function loadScriptOnDemand(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const { category = 'necessary' } = options;
  startConsent();
  if (!mayRun(category, agencyStore.getState().consent)) return Promise.reject(new ConsentRequiredError(category));
  const url = new URL(src, document.baseURI).href;
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = pageScriptUrl(url) as string;
      script.async = true;
      const nonce = options.nonce ?? pageNonce();
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`agency-widgets: ${url} could not be loaded.`));
      });
      markRan([category]);
      document.head.append(script);
    });
    loads.set(url, load);
  }
  return load;
}
