/**
 * The bundle's one Trusted Types policy, `agency`. On a host page whose CSP says
 * `require-trusted-types-for 'script'`, a string may become HTML, a script or a script's
 * address only through a policy; these are the only places the bundle needs one:
 *
 * - a description from the CRM, parsed and sanitised by DOMPurify, which gets the policy
 *   to hand its input to the browser's parser (the output is a DOM fragment the widget
 *   rebuilds from an allow-list, never HTML text: ui/detail/rich-text.ts);
 * - the listing's JSON-LD, which must parse as JSON;
 * - the scripts the host page tags for cookie consent and the captcha's script the
 *   agency configures: authored by the page, their loading is the page's CSP's call.
 *
 * The policy object stays in this module: nothing else can make trusted values. Where the
 * browser has no Trusted Types, or the page does not require them, strings pass as they are.
 */
import type { Config, DOMPurify } from 'dompurify';

/** What the policy turns strings into; plain strings where there are no Trusted Types. */
type Trusted = string & { readonly __trusted?: never };

interface Policy {
  createHTML(input: string): Trusted;
  createScript(input: string): Trusted;
  createScriptURL(input: string): Trusted;
}

export const POLICY_NAME = 'agency';

function createPolicy(): Policy | undefined {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Record<string, (input: string) => string>): Policy } })
    .trustedTypes;
  if (!factory) return undefined;
  try {
    // The rules pass their input on: each caller below checks it first (DOMPurify sanitises what it parses).
    return factory.createPolicy(POLICY_NAME, {
      createHTML: (input) => input,
      createScript: (input) => input,
      createScriptURL: (input) => input,
    });
  } catch {
    // a second copy of the bundle on the page, whose first copy holds the name: this copy stays idle
    return undefined;
  }
}

const policy = createPolicy();

/** Tags a description keeps (ui/detail/rich-text.ts turns them into its own elements); links keep their address only. */
const RICH_TEXT: Config = {
  ALLOWED_TAGS: ['p', 'div', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a'],
  ALLOWED_ATTR: ['href'],
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches DOMPurify (its own chunk: only the pages that show a description need it). A
 * detail element asks for it when its code loads, so it arrives with the property's data.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    (module) => {
      purifier = module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A description's HTML, sanitised, as a detached fragment of allowed elements; undefined until DOMPurify is in. */
export function sanitizedFragment(html: string): DocumentFragment | undefined {
  if (!purifier) return undefined;
  const config: Config = policy ? { ...RICH_TEXT, TRUSTED_TYPES_POLICY: policy as unknown as Config['TRUSTED_TYPES_POLICY'] } : RICH_TEXT;
  return purifier.sanitize(html, config) as unknown as DocumentFragment;
}

/** JSON for a `<script type="application/ld+json">`; throws on anything that is not JSON. */
export function jsonLdScript(json: string): Trusted {
  JSON.parse(json);
  return policy ? policy.createScript(json) : json;
}

/**
 * The address of a script the host page itself tagged for consent, or that the agency
 * configured (the captcha's): written by the page's author, not by the CRM or a visitor,
 * so it is the page's CSP (`script-src`) that decides whether it may load.
 */
export function pageScriptUrl(url: string): Trusted {
  return policy ? policy.createScriptURL(url) : url;
}

/** The text of an inline script the host page itself tagged for consent, to run it once allowed. */
export function pageScript(text: string): Trusted {
  return policy ? policy.createScript(text) : text;
}
