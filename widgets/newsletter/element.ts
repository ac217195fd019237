/**
 * `<agency-newsletter>`: sign up for the agency's newsletter: an e-mail address, the
 * language to receive it in (the page's to begin with), an optional name and the page's
 * captcha. Double opt-in: the address is used only once its owner opens the link of the
 * confirmation mail, which leads back to this element (`?confirm=…`): it confirms at once
 * and says so. Once signed up, the visitor goes to the sign-newsletter thank-you page.
 *
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the sign-up is stored; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart form - the form
 * @csspart field - each field
 * @csspart alert - the message above the form, the confirmation, and the thank-you in place
 * @csspart submit - the send button
 * @csspart privacy - the line on what the agency does with the data
 * @cssprop --agency-color-primary - the send button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { Newsletter, type NewsletterProps } from './Newsletter.tsx';
import styles from './newsletter.css?inline';

defineElement<NewsletterProps>({
  tag: 'agency-newsletter',
  component: Newsletter,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-newsletter': AgencyElement<NewsletterProps>;
  }
}
