/**
 * `<agency-unsubscribe>`: the page the unsubscribe link of every newsletter (and alert)
 * mail opens (`?token=…`): one button unsubscribes the address, and the page says so
 * ("unsubscribed successfully"). Opening the link alone changes nothing, so a mail
 * scanner that opens links unsubscribes nobody. Mail clients unsubscribe without this
 * page, through the mail's `List-Unsubscribe` header.
 *
 * @attr token - the link's token; default: the `token` query parameter of the page
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @csspart alert - the result
 * @csspart submit - the unsubscribe button
 * @cssprop --agency-color-primary - the button and the focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import { Unsubscribe, type UnsubscribeProps } from './Unsubscribe.tsx';
import styles from './unsubscribe.css?inline';

defineElement<UnsubscribeProps>({
  tag: 'agency-unsubscribe',
  component: Unsubscribe,
  props: { token: { type: 'string' }, headingLevel: { type: 'number', default: 2 } },
  styles: [controls, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-unsubscribe': AgencyElement<UnsubscribeProps>;
  }
}
