/**
 * What an element needs from the page before it first renders: the settings of
 * `<agency-config>` and the visitor's language. Runs once per copy of the bundle.
 */
import { type ConfigAttributes, CONFIG_ATTRIBUTES, parseConfig } from '../core/config.ts';
import { agencyStore } from '../core/store.ts';
import { detectPageLanguage } from './language.ts';

/** Where the bundle was served from: the API defaults to /api/v1 there. */
const bundleOrigin = new URL(import.meta.url).origin;

export function applyConfig(element: Element | null): void {
  const attributes: ConfigAttributes = {};
  for (const name of CONFIG_ATTRIBUTES) attributes[name] = element?.getAttribute(name);
  agencyStore.getState().configure(parseConfig(attributes, bundleOrigin));
}

let started = false;
export function startPage(): void {
  if (started) return;
  started = true;
  applyConfig(document.querySelector('agency-config'));
  detectPageLanguage();
}
