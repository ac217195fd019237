/**
 * `<agency-cookie-settings>`: a link (or button) a footer holds, which reopens the
 * cookie choices at any time, so withdrawing consent is as easy as giving it. It opens
 * the second layer of `<agency-cookie-consent>` with the current choices, and adds that
 * element to the page if it is missing.
 *
 * @attr appearance - `link` (default) or `button`
 * @attr lang - render this element's own texts in this language
 * @csspart button - the link or button
 * @cssprop --agency-color-link - the link's colour (default: the text colour around it)
 */
import { texts } from '../../dictionaries/compiled/texts/cookie-settings.ts';
import { type AgencyElement, defineElement } from '../define.ts';
import { CookieSettings, type CookieSettingsProps } from './CookieSettings.tsx';
import styles from './cookie-settings.css?inline';

defineElement<CookieSettingsProps>({
  tag: 'agency-cookie-settings',
  component: CookieSettings,
  props: { appearance: { type: 'string', default: 'link' } },
  styles: [styles],
  namespaces: ['cookieSettings'],
  texts,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-cookie-settings': AgencyElement<CookieSettingsProps>;
  }
}
