/**
 * `<agency-contact-form>`: the site's general contact form (spec "site contact form"):
 * title, names, e-mail, phone, address, what the visitor wants to do, their message,
 * when to call, the newsletter opt-in (never ticked for them) and the page's captcha.
 * A page about something in particular passes it as `subject`; the agency's mail names it.
 * Errors show at each field and above the form; what was typed is kept in the tab until it
 * is sent; once sent, the visitor goes to the site-contact thank-you page.
 *
 * @attr subject - what the page is about ("Selling with us"), sent along; none by default
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr retention-months - the months the server keeps a message (its RETENTION_MONTHS), for the line under the form; default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the agency has the message; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart form - the form
 * @csspart field - each field
 * @csspart alert - the message above the form, and the thank-you in place
 * @csspart submit - the send button
 * @csspart privacy - the line on what the agency does with the data
 * @cssprop --agency-color-primary - the send button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import styles from './contact-form.css?inline';

defineElement<ContactFormProps>({
  tag: 'agency-contact-form',
  component: ContactForm,
  props: {
    subject: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
    retentionMonths: { type: 'number' },
  },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-contact-form': AgencyElement<ContactFormProps>;
  }
}
