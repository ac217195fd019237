/**
 * `<agency-cookie-consent>`: asks the visitor which cookies the site may use, and keeps
 * everything non-essential waiting until they answer. Put it on every page (at the end
 * of the body): it also runs the page's tagged scripts and frames once their category is
 * accepted (see docs/consent.md). The first layer offers "Accept all", "Only necessary"
 * and "Let me choose" with equal weight; the second lists the categories, all off until
 * the visitor turns them on. The choice is stored in the first-party cookie
 * `agency_consent` and sent to `POST {api}/consents` as proof. Nothing shows on preview
 * pages, where everything runs and nothing is stored.
 *
 * @frame - part of the site's frame: a page asks for its code after its screens
 * @attr cookie-policy - the cookie-policy link (default: `cookie-policy` of `<agency-config>`, else the route table's page); `{lang}` stands for the language
 * @attr lang - render this element's own texts in this language
 * @event agency-consent-change - `{ choices, previous, accepted, status, revision, id, reloadNeeded }` after each decision
 * @csspart banner - the first layer
 * @csspart preferences - the second layer (a modal dialog)
 * @csspart actions - a layer's row of buttons
 * @csspart button - every choice button (all look the same on purpose)
 * @csspart link - the cookie-policy link
 * @csspart switch - a category's on/off switch
 * @csspart close - the close button of the second layer
 * @csspart notice - the notice that a reload is needed to stop what was refused
 * @cssprop --agency-color-primary - buttons, switches that are on, the layer's edge
 * @cssprop --agency-consent-z-index - the first layer's stacking level (default 2147483000)
 */
import { type AgencyElement, defineElement } from '../define.ts';
import type { CookieConsentProps } from './CookieConsent.tsx';
import { CookieConsentGate } from './CookieConsentGate.tsx';
import styles from './cookie-consent.css?inline';

defineElement<CookieConsentProps>({
  tag: 'agency-cookie-consent',
  component: CookieConsentGate,
  props: { cookiePolicy: { type: 'string' } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-cookie-consent': AgencyElement<CookieConsentProps>;
  }
}
