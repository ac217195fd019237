/**
 * `<agency-cookie-settings>`: a link (or button) a footer holds, which reopens the
 * cookie choices at any time, so withdrawing consent is as easy as giving it. It opens
 * the second layer of `<agency-cookie-consent>` with the current choices, and adds that
 * element to the page if it is missing.
 *
 * @frame - part of the site's frame: a page asks for its code after its screens
 * @reserve display: inline-block; min-width: 8.5rem; min-height: 2.75rem - the box it holds before its code is in: one link of 2.75rem
 * @attr appearance - `link` (default) or `button`
 * @attr lang - render this element's own texts in this language
 * @csspart button - the link or button
 * @cssprop --agency-color-link - the link's colour (default: the text colour around it)
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { CookieSettings, type CookieSettingsProps } from './CookieSettings.tsx';
import styles from './cookie-settings.css?inline';

defineElement<CookieSettingsProps>({
  tag: 'agency-cookie-settings',
  component: CookieSettings,
  props: { appearance: { type: 'string', default: 'link' } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-cookie-settings': AgencyElement<CookieSettingsProps>;
  }
}
