/**
 * `<agency-language-switch>`: offers the page's languages and switches every agency
 * element on the page at once. The choice is remembered in local storage.
 *
 * @frame - part of the site's frame: a page asks for its code after its screens
 * @reserve display: block; min-width: 11.8rem; min-height: 2.75rem - the box it holds before its code is in: four language buttons of 2.75rem
 * @attr languages - the languages to offer, comma-separated (default: the languages of `<agency-config>`)
 * @attr lang - render this element's own texts in this language
 * @event agency-language-change - `{ language, previous }` after the visitor switched
 * @csspart list - the list of languages
 * @csspart button - one language's button; the current one has `aria-current="true"`
 * @cssprop --agency-color-primary - the current language's background
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch.tsx';
import styles from './language-switch.css?inline';

defineElement<LanguageSwitchProps>({
  tag: 'agency-language-switch',
  component: LanguageSwitch,
  props: { languages: { type: 'string' } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-language-switch': AgencyElement<LanguageSwitchProps>;
  }
}
