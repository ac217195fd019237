/**
 * `<agency-config>`: page-level settings for every agency element on the page.
 * It renders nothing; changing one of its attributes reconfigures the page.
 *
 * @attr api - API base URL including /api/v1 (default: /api/v1 on the origin that served the bundle)
 * @attr languages - enabled languages, comma-separated (default: nl,fr,en,de)
 * @attr default-language - used when neither the page nor the browser names an enabled language (default: the first enabled)
 * @attr captcha - altcha (default), recaptcha or none
 * @attr recaptcha-site-key - the site key when captcha is recaptcha
 */
import { CONFIG_ATTRIBUTES } from '../../core/config.ts';
import { defineTag } from '../define.ts';
import { detectPageLanguage } from '../language.ts';
import { applyConfig, startPage } from '../page.ts';

class AgencyConfigElement extends HTMLElement {
  static observedAttributes = [...CONFIG_ATTRIBUTES];

  connectedCallback() {
    this.hidden = true;
    startPage();
  }

  attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
    if (!this.isConnected || previous === value) return;
    applyConfig(this);
    detectPageLanguage();
  }
}

defineTag('agency-config', AgencyConfigElement);

declare global {
  interface HTMLElementTagNameMap {
    'agency-config': HTMLElement;
  }
}
